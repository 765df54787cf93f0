"""The record contract of the evening as it really goes (issue 30: a round's
``out``, ``plan`` and ``adjust``, the record's ``ended_early``) through
``scorekeeper sheet`` and ``scorekeeper import``: scored as documented,
refused in one ``error:`` line naming the round."""

from __future__ import annotations

import json

import pytest

from ..support import assert_one_error_line

FORMAT = "wizard-scorekeeper/game@1"


def record(rounds, players=("Ana", "Ben", "Cleo", "Dan"), first_dealer=3, schedule=(1, 2, 3, 4), **top) -> dict:
    return {"format": FORMAT, "players": list(players), "first_dealer": first_dealer,
            "rules": {"preset": "standard", "schedule": list(schedule)}, "rounds": rounds, **top}


def write(tmp_path, data, name="game.json") -> str:
    path = tmp_path / name
    path.write_text(json.dumps(data, ensure_ascii=False), encoding="utf-8")
    return str(path)


# Worked by hand. Round 1 (1 card): Dan deals, everyone plays: 20, 30, 20, 20.
# Round 2 (2 cards): Ana is out, so Ben (the first seat after Dan that plays) deals;
# Ben 30, Cleo 20, Dan 30, then Cleo -10 for a revoke: totals 20, 60, 30, 50.
# Round 3: a plan of 3 then 5 cards (the last round becomes round 4); Cleo deals;
# Ben -10, Cleo 30, Dan -10: totals 20, 50, 60, 40. The table stops there.
EVENING = record([
    {"bids": [0, 1, 0, 0], "tricks": [0, 1, 0, 0]},
    {"out": [0], "bids": [None, 1, 0, 1], "tricks": [None, 1, 0, 1],
     "adjust": [{"player": 2, "points": -10, "reason": "revoke"}]},
    {"out": [0], "plan": [3, 5], "bids": [None, 1, 1, 1], "tricks": [None, 2, 1, 0]},
], ended_early=True)


def sheet(cli, tmp_path, data) -> dict:
    result = cli("sheet", write(tmp_path, data), "--format", "json")
    assert result.code == 0 and result.err == "", result
    return json.loads(result.out)


def test_sheet_json_of_an_evening_has_out_adjust_the_dealers_and_ended_early(cli, tmp_path):
    data = sheet(cli, tmp_path, EVENING)
    assert data["players"] == ["Ana", "Ben", "Cleo", "Dan"]
    assert data["rounds"][1] == {
        "number": 2, "cards": 2, "dealer": "Ben", "trump": None, "out": ["Ana"],
        "bids": [None, 1, 0, 1], "tricks": [None, 1, 0, 1], "points": [None, 30, 20, 30], "totals": [20, 60, 30, 50],
        "adjust": [{"player": "Cleo", "points": -10, "reason": "revoke"}],
    }
    assert [(r["number"], r["cards"], r["dealer"]) for r in data["rounds"]] == [(1, 1, "Dan"), (2, 2, "Ben"),
                                                                                 (3, 3, "Cleo")]
    assert data["rounds"][0]["out"] == [] and data["rounds"][0]["adjust"] == []
    assert data["rounds"][2]["points"] == [None, -10, 30, -10]
    assert data["totals"] == [20, 50, 60, 40]
    assert data["ended_early"] is True and data["complete"] is True and data["winners"] == ["Cleo"]


def test_a_game_that_goes_on_after_a_plan_is_not_over_until_its_new_last_round(cli, tmp_path):
    going_on = dict(EVENING)
    del going_on["ended_early"]
    data = sheet(cli, tmp_path, going_on)
    assert data["ended_early"] is False and data["complete"] is False and data["winners"] == []
    finished = record([*EVENING["rounds"], {"out": [0], "bids": [None, 0, 0, 5], "tricks": [None, 0, 0, 5]}])
    data = sheet(cli, tmp_path, finished)
    assert [r["cards"] for r in data["rounds"]] == [1, 2, 3, 5]  # the plan's last round is round 4
    assert data["complete"] is True and data["ended_early"] is False and data["winners"] == ["Dan"]
    assert data["totals"] == [20, 70, 80, 110]


def test_a_player_who_comes_back_deals_in_turn_and_one_who_joins_plays_from_their_first_round(cli, tmp_path):
    # Eva (seat 4) joins at round 2; Ana leaves at round 2 and comes back at round 3
    data = sheet(cli, tmp_path, record([
        {"out": [4], "bids": [0, 0, 0, 1, None], "tricks": [0, 0, 0, 1, None]},
        {"out": [0], "bids": [None, 0, 1, 0, 1], "tricks": [None, 0, 1, 0, 1]},
        {"bids": [1, 1, 1, 0, 0], "tricks": [1, 1, 1, 0, 0]},
    ], players=("Ana", "Ben", "Cleo", "Dan", "Eva"), first_dealer=2, schedule=(1, 2, 3)))
    # round 1: Cleo deals; round 2: Dan; round 3: Eva (the first seat after Dan that plays round 3)
    assert [r["dealer"] for r in data["rounds"]] == ["Cleo", "Dan", "Eva"]
    assert [r["out"] for r in data["rounds"]] == [["Eva"], ["Ana"], []]
    assert data["rounds"][0]["points"] == [20, 20, 20, 30, None]
    assert data["rounds"][0]["totals"][4] == 0  # not at the table yet: no points, a total of 0
    assert data["totals"] == [20 + 30, 20 + 20 + 30, 20 + 30 + 30, 30 + 20 + 20, 30 + 20]


def test_sheet_table_shows_a_seat_out_as_a_dash_the_adjustment_and_the_early_end(cli, tmp_path):
    result = cli("sheet", write(tmp_path, EVENING))
    assert result.code == 0, result
    lines = result.out.splitlines()
    round_2 = next(line for line in lines if line.startswith("  2 "))
    ana = round_2.split("|")[1].split()
    assert ana == ["-", "-", "-", "20"]  # no bid, no tricks, no points: out; the total as it stood
    assert "Round 2: Ana left" in result.out
    assert "Round 3: the plan from here: 3, 5 cards" in result.out
    assert "Round 2 adjusted: Cleo -10 (revoke)" in result.out
    assert "Ended early after round 3 of 4." in result.out
    assert "Game over. Winner: Cleo" in result.out
    assert not any(line.startswith("  4 ") for line in lines)  # only the rounds played


def test_sheet_table_says_the_early_end_and_the_adjustment_in_german(cli, tmp_path):
    result = cli("--lang", "de", "sheet", write(tmp_path, EVENING))
    assert result.code == 0, result
    assert "Vorzeitig beendet nach Runde 3 von 4." in result.out
    assert "Runde 2, Zu- und Abzüge: Cleo -10 (revoke)" in result.out


def test_sheet_csv_shows_a_seat_out_as_a_dash_and_the_adjustments_in_columns(cli, tmp_path):
    result = cli("sheet", write(tmp_path, EVENING), "--format", "csv")
    assert result.code == 0, result
    rows = [line.split(",") for line in result.out.splitlines()]
    assert rows[0][-8:] == ["Ana adjustment", "Ana reason", "Ben adjustment", "Ben reason",
                            "Cleo adjustment", "Cleo reason", "Dan adjustment", "Dan reason"]
    assert rows[2][4:8] == ["-", "-", "-", "20"]
    assert rows[2][-4:-2] == ["-10", "revoke"] and rows[1][-8:] == [""] * 8
    assert len(rows) == 4


@pytest.mark.parametrize("rounds, top, fragments", [
    # fewer than 3 play
    ([{"bids": [0, 1, 0, 0], "tricks": [0, 1, 0, 0]}, {"out": [0, 1], "bids": [None, None, 1, 1]}], {},
     ["round 2", "only 2", "at least 3"]),
    # a bid for a seat that is out
    ([{"bids": [0, 1, 0, 0], "tricks": [0, 1, 0, 0]}, {"out": [0], "bids": [1, 1, 0, 0], "tricks": [None, 1, 1, 0]}],
     {}, ["round 2", "Ana", "out"]),
    # tricks for a seat that is out
    ([{"bids": [0, 1, 0, 0], "tricks": [0, 1, 0, 0]}, {"out": [0], "bids": [None, 1, 0, 0], "tricks": [1, 1, 0, 0]}],
     {}, ["round 2", "Ana", "out"]),
    # a plan that deals more than the deck (4 x 16 = 64)
    ([{"bids": [0, 1, 0, 0], "tricks": [0, 1, 0, 0], "plan": [1, 16]}], {}, ["round 2", "16 cards", "60"]),
    # an adjustment of 0 points
    ([{"bids": [0, 1, 0, 0], "tricks": [0, 1, 0, 0], "adjust": [{"player": 1, "points": 0, "reason": "x"}]}], {},
     ["round 1", "Ben", "0 points"]),
    # an adjustment for a seat that is out of the round
    ([{"bids": [0, 1, 0, 0], "tricks": [0, 1, 0, 0]},
      {"out": [0], "bids": [None, 1, 0, 1], "tricks": [None, 1, 0, 1],
       "adjust": [{"player": 0, "points": 10, "reason": "bonus"}]}], {}, ["round 2", "Ana", "sat this round out"]),
    # the game ended early after a round that is not scored
    ([{"bids": [0, 1, 0, 0], "tricks": [0, 1, 0, 0]}, {"bids": [0, 1, 0, 1]}], {"ended_early": True}, ["round 2"]),
])
def test_a_record_breaking_the_evening_s_rules_is_refused_in_one_line_naming_the_round(cli, tmp_path, rounds, top,
                                                                                        fragments):
    data = record(rounds, **top)
    assert_one_error_line(cli("sheet", write(tmp_path, data), "--format", "json"), *fragments)
    assert_one_error_line(cli("import", write(tmp_path, data, "again.json")), *fragments)


def test_a_first_dealer_who_is_out_of_round_1_is_refused(cli, tmp_path):
    data = record([{"out": [3], "bids": [0, 1, 0, None], "tricks": [0, 1, 0, None]},
                   {"bids": [0, 1, 0, 1], "tricks": [0, 1, 0, 1]}])
    assert_one_error_line(cli("sheet", write(tmp_path, data)), "round 1", "first dealer", "Dan")


def test_a_table_that_grows_past_what_the_deck_holds_without_a_plan_is_refused(cli, tmp_path):
    # 3 play round 1 (the ladder to 20); Dan joins at round 16: 16 x 4 = 64 cards
    rounds = [{"out": [3], "bids": [0, 0, n, None], "tricks": [0, 0, n, None]} for n in range(1, 16)]
    rounds.append({"bids": [0, 0, 16, 0], "tricks": [0, 0, 16, 0]})
    data = record(rounds, first_dealer=0, schedule=tuple(range(1, 21)))
    assert_one_error_line(cli("sheet", write(tmp_path, data)), "round 16", "16 cards", "4 players")


def test_import_keeps_the_evening_and_the_json_export_gives_it_back(cli, tmp_path):
    result = cli("import", write(tmp_path, EVENING))
    assert result.code == 0, result
    exported = json.loads(cli("export", result.out.strip(), "--format", "json").out)
    assert exported["ended_early"] is True
    assert [{k: r.get(k) for k in ("out", "plan", "adjust")} for r in exported["rounds"]] == [
        {"out": None, "plan": None, "adjust": None},
        {"out": [0], "plan": None, "adjust": [{"player": 2, "points": -10, "reason": "revoke"}]},
        {"out": [0], "plan": [3, 5], "adjust": None},
    ]
    assert json.loads(cli("sheet", "-", "--format", "json", stdin=json.dumps(exported)).out)["totals"] == [20, 50, 60, 40]


def test_a_bomb_in_a_round_with_a_seat_out_is_scored(cli, tmp_path):
    # Round 2 (2 cards): Ana is out; the Bomb takes one trick, Ben takes the other
    data = record([
        {"bids": [0, 1, 0, 0], "tricks": [0, 1, 0, 0]},
        {"out": [0], "bids": [None, 1, 0, 0], "tricks": [None, 1, 0, 0], "bomb": True},
    ], schedule=(1, 2), first_dealer=0)
    data["rules"]["special_cards"] = ["bomb"]
    scored = sheet(cli, tmp_path, data)
    assert scored["rounds"][1]["points"] == [None, 30, 20, 20] and scored["rounds"][1]["tricks_taken"] == 1


def test_the_list_of_games_says_after_which_round_the_table_ended_a_game(cli, tmp_path):
    assert cli("import", write(tmp_path, EVENING)).code == 0
    result = cli("games")
    assert result.code == 0 and "ended after round 3 of 4" in result.out and "won by Cleo" in result.out
    listed = json.loads(cli("games", "--format", "json").out)
    assert [(g["status"], g["rounds_played"], g["rounds_total"]) for g in listed] == [("finished", 3, 4)]


def test_a_backup_keeps_the_evening_s_actions_and_a_restore_replays_them(cli, tmp_path):
    assert cli("import", write(tmp_path, EVENING)).code == 0
    backup = tmp_path / "backup.json"
    assert cli("backup", "-o", str(backup)).code == 0
    kinds = {a["type"] for a in json.loads(backup.read_text(encoding="utf-8"))["games"][0]["actions"]}
    assert {"table", "adjust", "end"} <= kinds
    fresh = tmp_path / "fresh"
    assert cli("restore", str(backup), folder=fresh).code == 0
    (game,) = json.loads(cli("games", "--format", "json", folder=fresh).out)
    exported = json.loads(cli("export", game["id"], "--format", "json", folder=fresh).out)
    assert exported["ended_early"] is True and game["totals"] == [20, 50, 60, 40]


def test_sheet_table_says_who_left_who_joined_and_who_came_back(cli, tmp_path):
    result = cli("sheet", write(tmp_path, record([
        {"out": [4], "bids": [0, 0, 0, 1, None], "tricks": [0, 0, 0, 1, None]},
        {"out": [0], "bids": [None, 0, 1, 0, 1], "tricks": [None, 0, 1, 0, 1]},
        {"bids": [1, 1, 1, 0, 0], "tricks": [1, 1, 1, 0, 0]},
    ], players=("Ana", "Ben", "Cleo", "Dan", "Eva"), first_dealer=2, schedule=(1, 2, 3))))
    assert result.code == 0, result
    assert "Round 2: Ana left; Eva joined" in result.out
    assert "Round 3: Ana came back" in result.out
