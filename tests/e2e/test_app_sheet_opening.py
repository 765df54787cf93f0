"""The score sheet as it opens on a 360x740 phone (issue 28, item 10a):
while round 1 to the current round fit the screen, round 1's row is in
view, under the names, hidden behind nothing (round 7 of six players opened
scrolled to round 4, rounds 1 to 3 up behind the names with room to spare);
later the names and the latest rounds are (tests/e2e/test_app_table_sheet.py),
the top row whole under the names, never half of it cut by them (issue 40,
item 9; a game over opens at round 1: tests/e2e/test_app_evening_sheet.py)."""

from __future__ import annotations

import pytest

from .layout import assert_in_view, box
from .scorekeeper_driver import Driver
from .test_app_table_sheet import quick_rounds

pytestmark = pytest.mark.e2e

SIX = ["Dieter", "Friedrich", "Friederike", "Maximiliane-Josephine", "Alexandra", "Eve"]


def names_then_rows(tk: Driver, first: int) -> None:
    """The names over the rows: round ``first``'s row starts below them."""
    names = box(tk.app, "sheet-name-0")
    row = box(tk.app, f"sheet-round-{first}")
    assert row["y"] >= names["y"] + names["height"] - 0.5, (names, row)


@pytest.mark.parametrize("played", [0, 2, 6])
def test_the_sheet_opens_with_round_one_in_view_early_in_a_game(tk: Driver, played: int):
    tk.new_game(SIX, schedule=(1,) * 8)
    quick_rounds(tk, played)
    tk.toggle_sheet()
    tk.app.frames(10)  # the rows scroll once they know their height
    current = tk.state.current.number
    rounds = [f"sheet-round-{n}" for n in range(1, current + 1)]
    assert_in_view(tk.app, [*(f"sheet-name-{s}" for s in range(6)), "sheet-number-1", *rounds],
                   f"(the sheet as it opens in round {current})")
    names_then_rows(tk, 1)
    assert not rows_cut_by_the_names(tk.app, current)  # round 1 whole, not 24 px of it under the names


def rows_cut_by_the_names(tk_app, rounds: int) -> list[str]:
    """The rows (of rounds 1 to ``rounds``) shown below the names but not
    whole: partly under the names, or clipped shorter than the other rows
    at the top of the rows' area (half a row, issue 40 item 9)."""
    names = box(tk_app, "sheet-names")
    assert names is not None
    edge = names["y"] + names["height"]
    rows = {n: box(tk_app, f"sheet-round-{n}") for n in range(1, rounds + 1)}
    full = max(r["height"] for r in rows.values() if r is not None)
    cut = []
    for n, row in rows.items():
        if row is None or row["y"] + row["height"] <= edge + 0.5:
            continue  # not there, or wholly under the names (scrolled up)
        if row["y"] < edge - 0.5 or row["height"] < full - 1.0:
            cut.append(f"round {n}: {row} (names end at {edge:.1f}, a whole row is {full:.0f} px)")
    return cut


@pytest.mark.parametrize("players, played", [(6, 9), (6, 11), (3, 12)])
def test_a_sheet_opened_at_a_late_round_shows_its_top_row_whole_under_the_names(tk: Driver, players: int, played: int):
    tk.new_game(SIX[:players], schedule=(1,) * 14)
    quick_rounds(tk, played)
    tk.toggle_sheet()
    tk.app.frames(10)  # the rows scroll once they know their height
    current = tk.state.current.number
    assert_in_view(tk.app, [f"sheet-round-{current}", "sheet-names"], f"(the sheet as it opens in round {current})")
    assert not rows_cut_by_the_names(tk.app, current)
