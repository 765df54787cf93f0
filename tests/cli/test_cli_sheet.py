"""`scorekeeper sheet FILE`: validate and score a game record."""

from __future__ import annotations

import csv
import io
import json

import pytest

from ..support import assert_one_error_line, record_file

FORMAT = "wizard-scorekeeper/game@1"


def record(rounds, players=("Ana", "Ben", "Cleo"), first_dealer=0, **rules) -> dict:
    return {"format": FORMAT, "players": list(players), "first_dealer": first_dealer,
            "rules": {"preset": "standard", **rules}, "rounds": rounds}


def write(tmp_path, data, name="game.json") -> str:
    path = tmp_path / name
    path.write_text(data if isinstance(data, str) else json.dumps(data), encoding="utf-8")
    return str(path)


HAND = "hand-standard-3p.json"


def test_sheet_json_has_the_documented_shape(cli, tmp_path):
    result = cli("sheet", record_file(tmp_path, HAND), "--format", "json")
    assert result.code == 0 and result.err == ""
    data = json.loads(result.out)
    assert data["players"] == ["Ana", "Ben", "Cleo"]
    rounds = [{k: r[k] for k in ("number", "cards", "dealer", "bids", "tricks", "points", "totals")} for r in data["rounds"]]
    assert rounds == [
        {"number": 1, "cards": 1, "dealer": "Ana", "bids": [0, 1, 0], "tricks": [0, 1, 0],
         "points": [20, 30, 20], "totals": [20, 30, 20]},
        {"number": 2, "cards": 2, "dealer": "Ben", "bids": [1, 0, 1], "tricks": [2, 0, 0],
         "points": [-10, 20, -10], "totals": [10, 50, 10]},
        {"number": 3, "cards": 3, "dealer": "Cleo", "bids": [1, 2, 1], "tricks": [1, 2, 0],
         "points": [30, 40, -10], "totals": [40, 90, 0]},
    ]
    assert [r.get("trump") for r in data["rounds"]] == ["red", "green", "none"]
    assert data["totals"] == [40, 90, 0]
    assert data["complete"] is True and data["winners"] == ["Ben"]


def test_sheet_of_an_unfinished_game_has_null_points_and_no_winners(cli, tmp_path):
    data = record([{"bids": [0, 1, 0], "tricks": [0, 1, 0]}, {"bids": [None, None, 1]}], schedule=[1, 2, 3])
    result = cli("sheet", write(tmp_path, data), "--format", "json")
    assert result.code == 0, result.err
    sheet = json.loads(result.out)
    assert sheet["rounds"][1]["bids"] == [None, None, 1]
    assert sheet["rounds"][1]["tricks"] is None
    assert sheet["rounds"][1]["points"] is None and sheet["rounds"][1]["totals"] is None
    assert sheet["totals"] == [20, 30, 20]
    assert sheet["complete"] is False and sheet["winners"] == []


def test_sheet_reads_standard_input_for_a_dash(cli, tmp_path):
    text = open(record_file(tmp_path, HAND), encoding="utf-8").read()
    result = cli("sheet", "-", "--format", "json", stdin=text)
    assert result.code == 0 and json.loads(result.out)["totals"] == [40, 90, 0]


def test_sheet_csv_has_a_row_per_round_and_four_columns_per_player(cli, tmp_path):
    result = cli("sheet", record_file(tmp_path, HAND), "--format", "csv")
    assert result.code == 0
    rows = list(csv.reader(io.StringIO(result.out)))
    assert rows[0][:4] == ["round", "cards", "dealer", "trump"]
    assert rows[0][4:8] == ["Ana bid", "Ana tricks", "Ana points", "Ana total"]
    assert len(rows[0]) == 4 + 4 * 3 and len(rows) == 4
    assert rows[3][:4] == ["3", "3", "Cleo", "none"] and rows[3][-4:] == ["1", "0", "-10", "0"]


def test_sheet_table_is_the_default_and_names_the_winner(cli, tmp_path):
    result = cli("sheet", record_file(tmp_path, HAND))
    assert result.code == 0
    assert "Ana" in result.out and "Winner: Ben" in result.out


def test_sheet_table_of_a_tie_names_every_winner(cli, tmp_path):
    result = cli("sheet", record_file(tmp_path, "hand-tournament-tie-4p.json"))
    assert "Winners: Ben and Cleo" in result.out


def bad(tmp_path, data) -> str:
    return write(tmp_path, data)


@pytest.mark.parametrize("content, fragments", [
    ("{", ["not valid JSON", "line 1"]),
    ("", ["not valid JSON"]),
    ("[1, 2]", ["JSON object"]),
    ({"players": ["Ana", "Ben", "Cleo"]}, ["format", "missing"]),
    (dict(record([]), extra=1), ["extra", "unknown key"]),
    (record([{"bids": [0, 0, 1], "tricks": [0, 0, 1], "note": "x"}]), ["round 1", "note", "unknown key"]),
    (dict(record([]), rules={"preset": "standard", "hidden": True}), ["rules.hidden", "unknown key"]),
    (record([{"bids": [0, "one", 0]}]), ["round 1", "Ben's bid"]),
    (record([], players=("Ana", "Ben")), ["players"]),
    (record([], players=("Ana", "Ben", "Ana")), ["Ana", "seat 3"]),
    (record([{"bids": [0, 2, 0], "tricks": [0, 1, 0]}]), ["round 1", "Ben may not bid 2", "0 to 1"]),
    (record([{"bids": [0, 0, 0], "tricks": [1, 1, 0]}]), ["round 1", "tricks add up to 2", "1 trick was played"]),
    (record([{"bids": [0, 0, 0], "tricks": [1, 0, 0]}] * 3, schedule=[1, 1]), ["3 rounds", "has 2"]),
    (record([{"bids": [0, 0, 0]}, {}]), ["round 1", "no tricks"]),
    (record([], preset="bridge"), ["unknown rule preset 'bridge'"]),
    (record([], players=("A", "B", "C", "D", "E", "F"), preset="amigo-tournament"), ["not defined for 6 players"]),
    (record([], schedule=[1, 25]), ["round 2", "25 cards"]),
    (record([{"trump": "red", "bids": [20, 0, 0], "tricks": [20, 0, 0]}], schedule=[20]), ["round 1", "no trump"]),
])
def test_bad_records_exit_2_with_one_line_saying_what_and_where(cli, tmp_path, content, fragments):
    assert_one_error_line(cli("sheet", bad(tmp_path, content), "--format", "json"), *fragments)


def test_notequal_broken_in_a_record_gives_the_documented_message(cli, tmp_path):
    data = record([{"bids": [0, 0, 0], "tricks": [1, 0, 0]},
                   {"bids": [1, 0, 0], "tricks": [1, 1, 0]},
                   {"bids": [1, 1, 1], "tricks": [1, 1, 1]}], notequal=True, schedule=[1, 2, 3])
    result = cli("sheet", write(tmp_path, data))
    line = assert_one_error_line(result)
    assert line == "error: round 3: Cleo deals and may not bid 1 under notequal (bids would add up to 3)"


def test_unreadable_inputs_exit_2(cli, tmp_path):
    assert_one_error_line(cli("sheet", str(tmp_path / "missing.json")), "missing.json", "no such file")
    assert_one_error_line(cli("sheet", str(tmp_path)), "folder")
    binary = tmp_path / "game.bin"
    binary.write_bytes(b"\xff\xfe\x00garbage")
    assert_one_error_line(cli("sheet", str(binary)), "game.bin", "UTF-8")
    assert_one_error_line(cli("sheet", "-", stdin="not json"), "not valid JSON")
    assert_one_error_line(cli("sheet"), "FILE")


def test_bad_input_in_a_real_process_has_no_traceback_and_no_stdout(cli_process, tmp_path):
    path = write(tmp_path, record([{"bids": [0, 0, 5], "tricks": [1, 0, 0]}]))
    result = cli_process("sheet", path, "--format", "json")
    assert_one_error_line(result, "round 1", "Cleo may not bid 5")
    result = cli_process("sheet", "-", stdin="{oops")
    assert_one_error_line(result, "not valid JSON")
    result = cli_process("schedule", "--players", "6", "--rules", "tournament")
    assert_one_error_line(result, "6 players")


@pytest.mark.parametrize("content", [
    "[" * 100_000,
    '{"format": "wizard-scorekeeper/game@1", "players": ["A", "B", "C"], "first_dealer": ' + "9" * 5000 + "}",
], ids=["deep-nesting", "huge-number"])
def test_pathological_json_exits_2_without_a_traceback(cli_process, tmp_path, content):
    assert_one_error_line(cli_process("sheet", write(tmp_path, content)), "not valid JSON")


def test_sheet_json_lists_the_rounds_dealt_by_players_in_seat_order():
    from scorekeeper.cli.render import sheet_json
    from scorekeeper.domain import Bid, SetTrump, score_sheet

    from ..domain.helpers import play_round, start

    game = start(3, first_dealer=2, schedule=[1, 2, 3]).apply(SetTrump(suit="blue"))
    game = play_round(game, [0, 1, 0], [0, 1, 0])
    game = game.apply(Bid(player=1, value=2))  # round 2: Ana deals, Ben bids first
    data = sheet_json(score_sheet(game.state))
    assert json.loads(json.dumps(data)) == data
    assert data == {
        "players": ["Ana", "Ben", "Cleo"],
        "preset": "standard",
        "rounds": [
            {"number": 1, "cards": 1, "dealer": "Cleo", "trump": "blue", "out": [], "bids": [0, 1, 0],
             "tricks": [0, 1, 0], "points": [20, 30, 20], "totals": [20, 30, 20], "adjust": []},
            {"number": 2, "cards": 2, "dealer": "Ana", "trump": None, "out": [], "bids": [None, 2, None],
             "tricks": None, "points": None, "totals": None, "adjust": []},
        ],
        "totals": [20, 30, 20],
        "complete": False,
        "ended_early": False,
        "winners": [],
    }
