"""The command line speaks the language asked for: --lang CODE, else the
environment (LANGUAGE, LC_ALL, LC_MESSAGES, LANG); JSON stays as it is."""

from __future__ import annotations

import json

import pytest

from ..support import game_fixture


def test_lang_picks_the_language_of_the_tables(cli):
    code, out, _ = cli("--lang", "de", "schedule", "--players", "4", "--rules", "dm-mixed")
    assert code == 0
    lines = out.splitlines()
    assert lines[0] == "DM gemischt (dm-mixed), 4 Spieler, 15 Runden"
    assert lines[2].split() == ["Runde", "Karten", "Trumpfkarte", "Ansagen"]
    assert lines[3].split() == ["1", "1", "ja", "Verdeckt".lower()]
    assert lines[-1].split() == ["15", "15", "nein", "(alle", "verteilt)", "verdeckt"]  # the last round: hidden


def test_the_environment_decides_without_lang_in_gettext_s_order(cli):
    _, fr, _ = cli("presets", env={"LANG": "fr_FR.UTF-8"})
    assert "inégalité activée" in fr and "Dix manches" in fr
    _, sr, _ = cli("presets", env={"LANG": "fr_FR.UTF-8", "LC_ALL": "sr_RS.UTF-8"})
    assert "неједнако: да" in sr
    _, pl, _ = cli("presets", env={"LC_ALL": "sr_RS.UTF-8", "LANGUAGE": "it:pl"})
    assert "nierówno: tak" in pl
    _, en, _ = cli("presets", env={"LANG": "C.UTF-8"})
    assert "notequal on" in en
    _, de, _ = cli("--lang", "de", "presets", env={"LANGUAGE": "fr"})
    assert "ungleich an" in de  # --lang wins over the environment


@pytest.fixture
def record(tmp_path) -> str:
    """A finished game of three rounds (tests/fixtures/games/hand-standard-3p.json)."""
    data = game_fixture("hand-standard-3p")["record"]
    path = tmp_path / "game.json"
    path.write_text(json.dumps(data), encoding="utf-8")
    return str(path)


def test_a_scored_sheet_in_serbian_and_its_csv_titles(cli, record):
    code, out, _ = cli("--lang", "sr", "sheet", record)
    assert code == 0
    assert out.splitlines()[0].split()[:3] == ["рнд", "карте", "делилац"]
    assert out.splitlines()[-1].startswith("Крај игре. Победни")
    code, csv_text, _ = cli("--lang", "sr", "sheet", record, "--format", "csv")
    assert csv_text.splitlines()[0].startswith("рунда,карте,делилац,адут,")


def test_json_output_is_the_same_in_every_language(cli, record):
    outputs = {code: cli("--lang", code, "sheet", record, "--format", "json")[1] for code in ("en", "de", "sr")}
    assert outputs["en"] == outputs["de"] == outputs["sr"]
    json.loads(outputs["en"])


def test_a_refusal_of_the_rules_is_one_line_in_the_language(cli):
    code, out, err = cli("--lang", "de", "schedule", "--players", "8")
    assert (code, out) == (2, "")
    assert err == "error: Wizard wird von 3 bis 6 Personen gespielt, nicht von 8\n"
    code, _, err = cli("schedule", "--players", "8", env={"LANG": "pl_PL.UTF-8"})
    assert err == "error: w Wizarda gra od 3 do 6 osób, a nie 8\n"


def test_an_unknown_language_is_refused_in_one_line(cli):
    code, out, err = cli("--lang", "xx", "presets")
    assert (code, out) == (2, "")
    assert err == "error: --lang: 'xx' is not a language of this app (en, de, fr, es, pl, sr)\n"
    code, _, err = cli("--lang", "de_AT.UTF-8", "presets")
    assert code == 0


def test_an_empty_roster_and_history_say_so_in_the_language(cli):
    assert cli("--lang", "es", "games")[1] == "aún no hay partidas guardadas\n"
    assert cli("--lang", "fr", "players")[1] == "aucun joueur pour l'instant\n"
