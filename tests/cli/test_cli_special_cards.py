"""The record contract for the special cards (``rules.special_cards`` and a
round's ``bomb``, ``cloud``, ``werewolf``) through ``scorekeeper sheet`` and
``scorekeeper import``: accepted as documented, refused in one ``error:``
line naming the round."""

from __future__ import annotations

import json

import pytest

from ..support import assert_one_error_line

FORMAT = "wizard-scorekeeper/game@1"
ALL = ["bomb", "cloud", "werewolf", "juggler", "dragon-fairy", "shapeshifter", "witch", "vampire"]


def record(rounds, players=("Ana", "Ben", "Cleo"), preset="standard", **rules) -> dict:
    return {"format": FORMAT, "players": list(players), "first_dealer": 0,
            "rules": {"preset": preset, **rules}, "rounds": rounds}


def write(tmp_path, data, name="game.json") -> str:
    path = tmp_path / name
    path.write_text(json.dumps(data), encoding="utf-8")
    return str(path)


# Ana deals round 1 (3 cards): Ben, Cleo, Ana bid; the Bomb takes one trick; Ana wins the
# Cloud's trick and goes from 1 to 2. Round 2: Ben deals, Cleo plays the Werewolf (no trump).
GAME = record([
    {"trump": "red", "bids": [1, 1, 0], "tricks": [2, 0, 0], "bomb": True, "cloud": {"player": 0, "change": 1}},
    {"trump": "none", "werewolf": 2, "bids": [0, 1, 2], "tricks": [0, 1, 2]},
    {"trump": "green", "bids": [0, 2, 1], "tricks": [1, 1, 1]},
], preset="standard", special_cards=["bomb", "cloud", "werewolf"], schedule=[3, 3, 3])


def test_sheet_scores_a_record_with_a_bomb_a_cloud_and_a_werewolf(cli, tmp_path):
    result = cli("sheet", write(tmp_path, GAME), "--format", "json")
    assert result.code == 0, result
    data = json.loads(result.out)
    first, second = data["rounds"][0], data["rounds"][1]
    assert first["points"] == [40, -10, 20]  # Ana scored against 2, Ben missed by 1, Cleo made 0
    assert first["bomb"] is True and first["tricks_taken"] == 2
    assert first["cloud"] == {"player": "Ana", "change": 1, "bid": 1, "scored_bid": 2}
    assert second["werewolf"] == "Cleo" and second["trump"] == "none"
    assert data["special_cards"] == ["bomb", "cloud", "werewolf"]
    assert data["totals"] == [40 + 20 - 10, -10 + 30 - 10, 20 + 40 + 30]


def test_sheet_table_shows_the_cloud_s_bids_and_a_line_per_card(cli, tmp_path):
    result = cli("sheet", write(tmp_path, GAME))
    assert result.code == 0, result
    assert "1>2" in result.out
    assert "Round 1: the Bomb’s trick went to nobody; Cloud: Ana’s bid went from 1 to 2" in result.out
    assert "Round 2: Werewolf: trump chosen by Cleo" in result.out


def test_a_record_without_the_card_fields_reads_as_before(cli, tmp_path):
    plain = record([{"bids": [0, 1, 0], "tricks": [0, 1, 0]}], schedule=[1])
    data = json.loads(cli("sheet", write(tmp_path, plain), "--format", "json").out)
    assert set(data) == {"players", "preset", "rounds", "totals", "complete", "ended_early", "winners"}
    assert set(data["rounds"][0]) == {"number", "cards", "dealer", "trump", "out", "bids", "tricks", "points", "totals",
                                      "adjust"}


def test_with_special_cards_the_last_round_of_the_ladder_takes_a_trump(cli, tmp_path):
    last = record([{"trump": "blue", "bids": [20, 0, 0], "tricks": [20, 0, 0]}], schedule=[20],
                  special_cards=["juggler"])
    assert cli("sheet", write(tmp_path, last), "--format", "json").code == 0
    anniversary = record([], preset="anniversary")
    assert json.loads(cli("sheet", write(tmp_path, anniversary), "--format", "json").out)["special_cards"] == ALL


@pytest.mark.parametrize("rounds, rules, fragments", [
    ([{"bids": [1, 1, 0], "tricks": [1, 1, 0], "bomb": True}], {}, ["round 1", "Bomb", "not in this game's deck"]),
    ([{"bids": [1, 1, 0], "tricks": [1, 1, 1], "cloud": {"player": 0, "change": 1}}], {"special_cards": ["bomb"]},
     ["round 1", "Cloud", "not in this game's deck"]),
    ([{"werewolf": 1, "trump": "red", "bids": [1, 1, 0], "tricks": [1, 1, 1]}], {"special_cards": ["cloud"]},
     ["round 1", "Werewolf", "not in this game's deck"]),
    ([{"bids": [1, 1, 0], "tricks": [1, 1, 1], "bomb": True}], {"special_cards": ["bomb"]},
     ["round 1", "tricks add up to 3", "Bomb"]),
    ([{"bids": [1, 1, 0], "tricks": [1, 1, 1], "cloud": {"player": 0, "change": 2}}], {"special_cards": ["cloud"]},
     ["round 1", "Cloud", "+1 or -1"]),
    ([{"bids": [1, 1, 0], "tricks": [1, 1, 1], "cloud": {"player": 0, "change": 0}}], {"special_cards": ["cloud"]},
     ["round 1", "+1 or -1"]),
    ([{"bids": [0, 1, 0], "tricks": [0, 2, 1], "cloud": {"player": 0, "change": 1}}], {"special_cards": ["cloud"]},
     ["round 1", "Ana has taken no trick"]),
    ([{"bids": [0, 1, 0], "tricks": [1, 1, 1], "cloud": {"player": 0, "change": -1}}], {"special_cards": ["cloud"]},
     ["round 1", "cannot make it -1"]),
    ([{"bids": [0, 1, 0], "tricks": [1, 1, 1]}, {"bids": [0, 1, 0], "tricks": [1, 1, 0], "bomb": True},
      {"bids": [1, 1, 0], "tricks": [1, 1, 0]}], {"special_cards": ["bomb"]},
     ["round 3", "tricks add up to 2", "3 tricks were played"]),
    ([{"bids": [0, 1, 0], "tricks": [1, 1, 1], "cloud": {"player": "Ana", "change": 1}}], {"special_cards": ["cloud"]},
     ["round 1", "cloud.player"]),
    ([], {"special_cards": ["bomb", "bomb"]}, ["rules.special_cards", "listed twice"]),
    ([], {"special_cards": ["dragon"]}, ["rules.special_cards"]),
])
def test_a_record_breaking_a_card_s_rule_is_refused_in_one_line_naming_the_round(cli, tmp_path, rounds, rules,
                                                                                  fragments):
    data = record(rounds, schedule=[3, 3, 3], **rules)
    assert_one_error_line(cli("sheet", write(tmp_path, data), "--format", "json"), *fragments)
    assert_one_error_line(cli("import", write(tmp_path, data, "again.json")), *fragments)


def test_import_keeps_the_cards_and_the_json_export_gives_them_back(cli, tmp_path):
    result = cli("import", write(tmp_path, GAME))
    assert result.code == 0, result
    game_id = result.out.strip()
    exported = json.loads(cli("export", game_id, "--format", "json").out)
    assert exported["rules"]["special_cards"] == ["bomb", "cloud", "werewolf"]
    assert [{k: r.get(k) for k in ("bomb", "cloud", "werewolf")} for r in exported["rounds"]] == [
        {"bomb": True, "cloud": {"player": 0, "change": 1}, "werewolf": None},
        {"bomb": None, "cloud": None, "werewolf": 2},
        {"bomb": None, "cloud": None, "werewolf": None},
    ]
