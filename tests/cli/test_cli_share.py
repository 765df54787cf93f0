"""`scorekeeper export ID --format link --site URL` and `--format bgstats`
(issue 31's contract): the link decoded by hand (base64url without padding,
raw DEFLATE, compact UTF-8 JSON) and BG Stats' data parsed from its URL."""

from __future__ import annotations

import base64
import json
import random
import time
import zlib
from datetime import datetime
from urllib.parse import parse_qs, urlsplit

import pytest

from scorekeeper.domain import record_from_state

from ..exports.helpers import REGISTRY, play
from ..support import assert_one_error_line, game_fixture, record_file

SITE = "https://wizard.example.org/score/"


def imported(cli, tmp_path, name: str) -> str:
    result = cli("import", record_file(tmp_path, name))
    assert result.code == 0, result
    return result.out.strip()


def stored(cli, tmp_path, record: dict) -> str:
    path = tmp_path / "game.json"
    path.write_text(json.dumps(record, ensure_ascii=False), encoding="utf-8")
    result = cli("import", str(path))
    assert result.code == 0, result
    return result.out.strip()


def decoded(link: str) -> dict:
    """The record of a link, decoded as the contract spells it (no code of the app)."""
    site, fragment = link.split("#", 1)
    assert fragment.startswith("g=")
    text = fragment[2:]
    assert "=" not in text and set(text) <= set("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_")
    packed = base64.urlsafe_b64decode(text + "=" * (-len(text) % 4))
    data = zlib.decompress(packed, -15)
    assert data == json.dumps(json.loads(data), separators=(",", ":"), ensure_ascii=False).encode("utf-8")
    return json.loads(data.decode("utf-8"))


def bgstats(cli, game_id: str) -> dict:
    result = cli("export", game_id, "--format", "bgstats")
    assert result.code == 0 and result.err == "", result
    assert result.out.endswith("\n") and result.out.count("\n") == 1
    url = urlsplit(result.out.strip())
    assert (url.scheme, url.netloc, url.path) == ("https", "app.bgstatsapp.com", "/createPlay.html")
    return json.loads(parse_qs(url.query, strict_parsing=True)["data"][0])


def test_the_link_carries_the_same_record_as_the_json_export(cli, tmp_path):
    game_id = imported(cli, tmp_path, "standard-6p")
    result = cli("export", game_id, "--format", "link", "--site", SITE)
    assert result.code == 0 and result.err == "", result
    assert result.out.count("\n") == 1 and result.out.startswith(SITE + "#g=")
    assert decoded(result.out.strip()) == json.loads(cli("export", game_id, "--format", "json").out)


def test_the_link_of_a_game_in_progress_is_the_game_so_far(cli, tmp_path):
    record = game_fixture("standard-4p")["record"]
    record["rounds"] = record["rounds"][:3]
    game_id = stored(cli, tmp_path, record)
    link = cli("export", game_id, "--format", "link", "--site", SITE).out.strip()
    assert decoded(link) == json.loads(cli("export", game_id, "--format", "json").out)
    assert len(decoded(link)["rounds"]) == 3


def test_the_site_comes_from_the_environment_when_not_given(cli, tmp_path, monkeypatch):
    game_id = imported(cli, tmp_path, "standard-3p")
    monkeypatch.setenv("SCOREKEEPER_SITE_URL", "http://127.0.0.1:8000/")
    assert cli("export", game_id, "--format", "link").out.startswith("http://127.0.0.1:8000/#g=")


def test_a_link_without_a_site_is_refused_in_one_line(cli, tmp_path):
    game_id = imported(cli, tmp_path, "standard-3p")
    assert_one_error_line(cli("export", game_id, "--format", "link"), "--site")


@pytest.mark.parametrize("site", ["ftp://example.org/", "example.org", "https://", "https://a b/"])
def test_a_site_that_is_no_web_address_is_refused_in_one_line(cli, tmp_path, site):
    game_id = imported(cli, tmp_path, "standard-3p")
    assert_one_error_line(cli("export", game_id, "--format", "link", "--site", site), "web address")


def names(rng: random.Random, count: int) -> tuple[str, ...]:
    """``count`` different names of 40 characters (the longest allowed), of
    letters from four scripts drawn at random: text that packs badly."""
    letters = "abcdefghijklmnopqrstuvwxyzäöüßąćęłńóśźżčćđšžабвгдђежзијклљмнњопрстћуфхцчџш"
    return tuple("".join(rng.choice(letters) for _ in range(40)) for _ in range(count))


@pytest.mark.parametrize("players, rounds", [(6, 10), (3, 20)])
@pytest.mark.parametrize("seed", [1, 2, 3])
def test_the_link_of_a_whole_standard_game_is_at_most_1500_characters(cli, tmp_path, players, rounds, seed):
    game = play(names(random.Random(seed), players), seed=seed)
    assert game.state.complete and len(game.state.rounds) == rounds
    game_id = stored(cli, tmp_path, record_from_state(game.state, REGISTRY).to_json())
    link = cli("export", game_id, "--format", "link", "--site", SITE).out.strip()
    assert decoded(link)["players"] == list(game.state.players)
    assert len(link) <= 1500, len(link)


def test_bgstats_data_names_wizard_the_players_their_totals_winners_and_ranks(cli, tmp_path):
    game_id = imported(cli, tmp_path, "standard-6p")  # Ivo 200 wins; Gus and Lea share 100
    data = bgstats(cli, game_id)
    assert data["game"] == {"name": "Wizard", "bggId": 1465, "highestWins": True, "noPoints": False,
                            "sourceGameId": game_id}
    assert data["board"] == "Standard"
    expected = game_fixture("standard-6p")["expected"]
    assert [p["name"] for p in data["players"]] == ["Gus", "Ben", "Lea", "Jun", "Ivo", "Kai"]
    assert [p["score"] for p in data["players"]] == expected["totals"] == [100, 30, 100, 90, 200, 20]
    assert [p["winner"] for p in data["players"]] == [False, False, False, False, True, False]
    assert [p["rank"] for p in data["players"]] == [2, 5, 2, 4, 1, 6]


def test_bgstats_shared_winners_share_rank_one(cli, tmp_path):
    fixture = game_fixture("hand-tournament-tie-4p")
    data = bgstats(cli, imported(cli, tmp_path, "hand-tournament-tie-4p"))
    winners = [p["name"] for p in data["players"] if p["winner"]]
    assert winners == fixture["expected"]["winners"] and len(winners) >= 2
    assert {p["rank"] for p in data["players"] if p["winner"]} == {1}


@pytest.mark.parametrize("name", ["standard-6p", "standard-3p", "dm-mixed-5p", "anniversary-4p"])
def test_bgstats_start_player_is_the_first_bidder_of_round_one_only(cli, tmp_path, name):
    record = game_fixture(name)["record"]
    data = bgstats(cli, imported(cli, tmp_path, name))
    first_bidder = (record["first_dealer"] + 1) % len(record["players"])
    assert [p["startPlayer"] for p in data["players"]] == [s == first_bidder for s in range(len(record["players"]))]


def test_bgstats_play_date_is_the_local_start_and_the_duration_in_minutes(cli, tmp_path, monkeypatch):
    monkeypatch.setenv("TZ", "America/New_York")
    time.tzset()
    try:
        game_id = imported(cli, tmp_path, "standard-4p")
        data = bgstats(cli, game_id)
        created = datetime.fromisoformat(json.loads(cli("games", "--format", "json").out)[0]["created"])
        assert data["playDate"] == created.astimezone().strftime("%Y-%m-%d %H:%M:%S")
        assert datetime.strptime(data["playDate"], "%Y-%m-%d %H:%M:%S")
        assert isinstance(data["durationMin"], int) and data["durationMin"] >= 0
    finally:
        monkeypatch.undo()
        time.tzset()


def test_bgstats_refuses_a_game_that_is_not_over_in_one_line(cli, tmp_path):
    record = game_fixture("standard-4p")["record"]
    record["rounds"] = record["rounds"][:3]
    game_id = stored(cli, tmp_path, record)
    assert_one_error_line(cli("export", game_id, "--format", "bgstats"), "not over")


def test_bgstats_and_link_of_an_unknown_game_say_where_to_look(cli):
    assert_one_error_line(cli("export", "nope", "--format", "bgstats"), "scorekeeper games")
    assert_one_error_line(cli("export", "nope", "--format", "link", "--site", SITE), "scorekeeper games")


def test_the_served_app_takes_the_site_from_site_url_or_the_environment(monkeypatch):
    from scorekeeper.cli import build_parser

    assert build_parser().parse_args(["--web", "--site-url", SITE]).site_url == SITE
    monkeypatch.setenv("SCOREKEEPER_SITE_URL", "http://10.0.0.2:8000/")
    assert build_parser().parse_args(["--web"]).site_url == "http://10.0.0.2:8000/"
