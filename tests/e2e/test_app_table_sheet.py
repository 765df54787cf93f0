"""The score sheet on a 360x740 phone (issue 19, part A): six players all
in view at once (compact cells: the total big, bid/won and points small),
the names in view while the rows scroll, the round column in place, and
the sheet opening at the current round; three players get the full cells.
"""

from __future__ import annotations


import pytest

from .layout import assert_in_view, box
from .scorekeeper_driver import Driver

pytestmark = pytest.mark.e2e

THREE = ["Ana", "Ben", "Cleo"]
SIX = ["Ana", "Maximiliane-Josephine", "Christopher", "Christina", "Eve", "Alexandra"]


def quick_rounds(tk: Driver, rounds: int) -> None:
    """``rounds`` one-card rounds: everyone bids 0, the first bidder takes the trick."""
    players = len(tk.state.players)
    for _ in range(rounds):
        for _ in range(players):
            tk.bid(0, check_pad=False)
        first = tk.state.current.first_bidder
        tk.enter_tricks(tuple(1 if s == first else 0 for s in range(players)), fill=first)


def wheel(tk: Driver, over: str, dx: float, dy: float) -> None:
    b = box(tk.app, over)
    assert b is not None
    tk.app.page.mouse.move(min(b["x"] + b["width"] / 2, 350), b["y"] + b["height"] / 2)
    tk.app.page.mouse.wheel(dx, dy)
    tk.app.frames(6)


def test_six_players_fit_the_phone_the_names_stay_and_the_sheet_opens_at_the_current_round(tk: Driver):
    tk.new_game(SIX, schedule=(1,) * 14)
    quick_rounds(tk, 11)
    tk.bid(0, check_pad=False)  # round 12: one bid in
    tk.toggle_sheet()
    current = tk.state.current.number
    # every player at once, and the current round (not the first, not the chart at the foot)
    names = [f"sheet-name-{s}" for s in range(6)]
    assert_in_view(tk.app, [*names, f"sheet-round-{current}", f"sheet-number-{current}"], "(the sheet as it opens)")
    assert tk.app.text("sheet-name-1") == SIX[1]  # read out whole, shown cut
    # up to the first round: the names stay where they are, the rows move under them
    before = {n: box(tk.app, n) for n in names}
    first = box(tk.app, "sheet-number-1")
    for _ in range(4):
        wheel(tk, f"sheet-round-{current}", 0, -600)
    assert_in_view(tk.app, [*names, "sheet-round-1", "sheet-number-1"], "(scrolled to the first round)")
    assert all(box(tk.app, n)["y"] == before[n]["y"] for n in names), "the names scrolled away with the rows"
    assert box(tk.app, "sheet-number-1")["y"] > first["y"], "the rows did not scroll"
    # sideways: nothing to scroll (every column is in view), the round column stays put
    number = box(tk.app, "sheet-number-1")
    wheel(tk, "sheet-round-1", 400, 0)
    assert box(tk.app, "sheet-number-1")["x"] == number["x"]
    assert_in_view(tk.app, ["sheet-round-1", "sheet-number-1"], "(after a sideways swipe)")


def test_three_players_get_the_full_cells_every_column_in_view(tk: Driver):
    tk.new_game(THREE, schedule=(1, 1, 1))
    quick_rounds(tk, 2)
    tk.toggle_sheet()
    assert_in_view(tk.app, [*(f"sheet-name-{s}" for s in range(3)), "sheet-round-1", "sheet-round-2", "sheet-round-3"])
