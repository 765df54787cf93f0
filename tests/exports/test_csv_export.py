"""CSV for a spreadsheet: a row per round per player, then the final totals;
hostile names come back as they were, and no cell runs as a formula."""

from __future__ import annotations

import pytest

from scorekeeper.domain import RuleChoice
from scorekeeper.exports import ExportFormat, export_game
from scorekeeper.exports.spreadsheet import HEADER, text_cell

from .helpers import FORMULA_NAMES, PLAYED, WORLD_NAMES, csv_rows, play, unneutralise


def export_csv(game) -> list[list[str]]:
    return csv_rows(export_game(game.state, ExportFormat.CSV, played=PLAYED).data)


@pytest.mark.parametrize("names", [FORMULA_NAMES, WORLD_NAMES + ("Ana",)], ids=["formula-names", "world-names"])
def test_every_round_and_player_reads_back_with_its_numbers(names):
    game = play(names)
    state = game.state
    rows = export_csv(game)
    assert tuple(rows[0]) == HEADER
    body = [r for r in rows[1:] if r[0] != "final"]
    assert len(body) == state.total_rounds * len(names)
    running = state.running_totals()
    for row in body:
        number, seat = int(row[0]), body.index(row) % len(names)
        rnd = state.rounds[number - 1]
        assert unneutralise(row[4]) == names[seat]
        assert unneutralise(row[2]) == names[rnd.dealer]
        assert (int(row[1]), row[3]) == (rnd.cards, rnd.trump or "")
        assert [int(v) for v in row[5:9]] == [rnd.bids[seat], rnd.tricks[seat], rnd.points[seat], running[number - 1][seat]]


def test_the_final_rows_give_each_player_the_total():
    game = play(FORMULA_NAMES, seed=4)
    final = [r for r in export_csv(game) if r[0] == "final"]
    assert [(unneutralise(r[4]), int(r[8])) for r in final] == list(zip(FORMULA_NAMES, game.state.totals))
    assert all(r[1:4] == ["", "", ""] and r[5:8] == ["", "", ""] for r in final)


def test_a_name_a_spreadsheet_would_run_as_a_formula_starts_with_an_apostrophe():
    rows = export_csv(play(FORMULA_NAMES))
    shown = {r[4] for r in rows[1:]}
    assert {"'=1+2", "'+x", "'-3", "'@sum"} <= shown
    assert 'Ben "the, dealer"' in shown  # quotes and commas survive csv quoting, no apostrophe needed
    text_cells = [cell for r in rows[1:] for cell in (r[2], r[4])]
    assert not [cell for cell in text_cells if cell[:1] in ("=", "+", "-", "@")]


@pytest.mark.parametrize("value", ["=HYPERLINK(\"x\")", "+1", "-1+1", "@A1", "\tx", "\rx", "\nx"])
def test_every_formula_start_is_neutralised_in_a_text_cell(value):
    assert text_cell(value) == "'" + value


@pytest.mark.parametrize("value", ["Ana", "1+2", "a=b", " =x", "'quoted"])
def test_other_text_is_left_as_it_is(value):
    assert text_cell(value) == value


def test_negative_points_and_totals_stay_plain_numbers():
    game = play(FORMULA_NAMES, seed=2)
    rows = export_csv(game)
    numbers = [cell for r in rows[1:] for cell in r[5:9] if cell]
    negatives = [cell for cell in numbers if cell.startswith("-")]
    assert negatives, "the seeded game has lost rounds"
    assert all(cell.lstrip("-").isdigit() for cell in numbers)


def test_the_file_is_utf8_with_a_bom_and_crlf_line_ends():
    data = export_game(play(WORLD_NAMES + ("Ana",)).state, ExportFormat.CSV, played=PLAYED).data
    assert data.startswith(b"\xef\xbb\xbfround,cards,dealer,")
    assert b"\r\n" in data and b"\n" not in data.replace(b"\r\n", b"")
    assert "Љубица".encode("utf-8") in data and "Zażółć".encode("utf-8") in data


def test_an_unfinished_game_lists_the_rounds_dealt_so_far_and_leaves_unscored_cells_empty():
    game = play(("Ana", "Ben", "Cleo"), rounds=3, finish_last=False)
    rows = export_csv(game)
    body = [r for r in rows[1:] if r[0] != "final"]
    assert {r[0] for r in body} == {"1", "2", "3"}
    last = [r for r in body if r[0] == "3"]
    assert all(r[5] != "" and r[6:9] == ["", "", ""] for r in last)


@pytest.mark.parametrize("mode", ["secret", "hidden"])
def test_a_bid_the_table_cannot_see_yet_is_not_exported(mode):
    game = play(("Ana", "Ben", "Cleo"), RuleChoice(bids=mode), rounds=1, finish_last=False)
    if mode == "hidden":  # play() reveals hidden bids; take the reveal back
        from scorekeeper.domain import Undo

        game = game.apply(Undo())
    assert all(b is not None for b in game.state.current.bids)
    rows = export_csv(game)
    assert [r[5] for r in rows[1:4]] == ["", "", ""]


def test_the_same_game_gives_the_same_bytes():
    game = play(FORMULA_NAMES)
    first = export_game(game.state, "csv", played=PLAYED)
    second = export_game(play(FORMULA_NAMES).state, "csv", played=PLAYED)
    assert first == second
