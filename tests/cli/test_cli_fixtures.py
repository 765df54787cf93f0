"""Every recorded game through `scorekeeper sheet --format json`."""

from __future__ import annotations

import json

import pytest

from ..support import GAMES, record_file

FILES = sorted(GAMES.glob("*.json"))


def test_fixtures_exist():
    assert len(FILES) >= 20


@pytest.mark.parametrize("path", FILES, ids=lambda p: p.stem)
def test_sheet_json_of_a_recorded_game_matches_the_expected_result(cli, tmp_path, path):
    fixture = json.loads(path.read_text(encoding="utf-8"))
    expected = fixture["expected"]
    result = cli("sheet", record_file(tmp_path, path.name), "--format", "json")
    assert result.code == 0 and result.err == ""
    sheet = json.loads(result.out)
    assert sheet["totals"] == expected["totals"]
    assert sheet["winners"] == expected["winners"]
    assert len(sheet["rounds"]) == expected["rounds"]
    assert sheet["complete"] is True
    assert sheet["players"] == fixture["record"]["players"]
    assert sheet["ended_early"] is fixture["record"].get("ended_early", False)
    if "dealers" in expected:
        assert [rnd["dealer"] for rnd in sheet["rounds"]] == expected["dealers"]
    running = [0] * len(sheet["players"])
    for number, (rnd, recorded) in enumerate(zip(sheet["rounds"], fixture["record"]["rounds"]), start=1):
        assert rnd["number"] == number
        out = recorded.get("out", [])
        assert rnd["out"] == [sheet["players"][seat] for seat in out]
        # a seat that is out has no bid, no tricks and no points (not 0)
        assert [seat for seat, p in enumerate(rnd["points"]) if p is None] == out
        assert [seat for seat, b in enumerate(rnd["bids"]) if b is None] == out
        assert [seat for seat, t in enumerate(rnd["tricks"]) if t is None] == out
        tricks = [t for t in rnd["tricks"] if t is not None]
        # a Bomb's trick went to nobody: it says so, and how many were taken
        assert sum(tricks) == rnd.get("tricks_taken", rnd["cards"])
        assert rnd.get("bomb", False) is (rnd.get("tricks_taken", rnd["cards"]) == rnd["cards"] - 1)
        running = [t + (p or 0) for t, p in zip(running, rnd["points"])]
        assert rnd["adjust"] == [dict(a, player=sheet["players"][a["player"]]) for a in recorded.get("adjust", [])]
        for change in rnd["adjust"]:  # added to the total after the round
            running[sheet["players"].index(change["player"])] += change["points"]
        assert rnd["totals"] == running


def test_a_recorded_game_through_the_real_entry_point(cli_process):
    path = GAMES / "hand-hidden-notequal-3p.json"
    record = json.loads(path.read_text(encoding="utf-8"))["record"]
    result = cli_process("sheet", "-", "--format", "json", stdin=json.dumps(record))
    assert result.code == 0 and result.err == ""
    sheet = json.loads(result.out)
    assert sheet["totals"] == [60, 40, 40] and sheet["winners"] == ["Zoë"]
