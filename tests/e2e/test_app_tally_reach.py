"""Issue 28, points 5 and 6, on a phone's 360x740 with 4 and 6 players: what
the table taps during the tally is in view without scrolling.

5. "Bomb played" and the Cloud stay in view under every player's row, in
   play and once the round is scored; the Cloud goes to whoever has won a
   trick this round, not only the latest trick's winner.
6. Direct entry opens with its first pad wholly in view (the next round
   too), follows the entry (each pick brings the next player's pad into
   view), and the count that makes every player's known shows the round's
   result as the tally's last trick does: the rows, their points, Next round.

Every tap is mirrored in the engine (tests/e2e/scorekeeper_driver.py); after
each one the screen must show what the engine says. Boxes are read from the
semantics tree (tests/e2e/layout.py), polled with generous deadlines.
"""

from __future__ import annotations

import time

import pytest

from scorekeeper.domain import CloudShift, EnterTricks, Phase

from .layout import box, out_of_view
from .scorekeeper_driver import T, Driver

pytestmark = pytest.mark.e2e

FOUR = ["Ana", "Ben", "Cleo", "Dan"]
SIX = ["Ana", "Maximiliane-Josephine", "Cleo", "Dan", "Eve", "Alexandra"]
TABLES = pytest.mark.parametrize("names", [FOUR, SIX], ids=["4-players", "6-players"])


def clipped_above(tk: Driver, identifiers: list[str], above: str) -> list[str]:
    """The nodes that reach below the top of ``above`` (a pinned action): the
    scroller clips them there, though their semantics box goes on."""
    limit = box(tk.app, above)
    if limit is None:
        return [f"{above}: missing"]
    return [f"{i}: {b} (clipped at {limit['y']:.0f}, the top of {above})" for i in identifiers
            if (b := box(tk.app, i)) is not None and b["y"] + b["height"] > limit["y"] + 0.5]


def wait_in_view(tk: Driver, identifiers: list[str], what: str, timeout_s: float = 10.0,
                 above: str | None = None) -> None:
    """Every node of ``identifiers`` wholly in view (a scroll may be under way: polled);
    ``above``: a pinned action they must end above (the scroller's bottom)."""
    deadline = time.monotonic() + timeout_s
    while True:
        tk.app.frames(2)
        bad = out_of_view(tk.app, identifiers) + (clipped_above(tk, identifiers, above) if above else [])
        if not bad:
            return
        if time.monotonic() > deadline:
            raise AssertionError(f"not wholly in view {what}:\n  " + "\n  ".join(bad))
        time.sleep(0.2)


def bid_everyone(tk: Driver, value: int) -> None:
    while tk.state.current.phase in (Phase.BIDDING, Phase.REBID):
        tk.bid(value)


def tally_mode(tk: Driver) -> None:
    if tk.direct is None:
        tk.see_entry_mode()
    if tk.direct:
        tk.count_by_trick()


# -- 5. the special cards' actions during the tally ---------------------------------------------


@TABLES
def test_bomb_played_and_the_cloud_stay_in_view_under_every_row_and_the_cloud_goes_to_anyone_with_a_trick(
        tk: Driver, names):
    rows = [f"trick-{seat}" for seat in range(len(names))]
    tk.new_game(names, preset="anniversary", schedule=(5, 5))
    bid_everyone(tk, 1)
    tally_mode(tk)
    tk.trick(0)  # Ana won the first trick (the Cloud's, as the scorer learns after the next one)
    tk.trick(2)
    wait_in_view(tk, [*rows, "bomb-played", "cloud", "direct-entry"], "in play, before the Cloud is opened")
    wait_in_view(tk, rows, "over the card actions", above="bomb-played")
    tk.app.tap("cloud")
    # everyone with a trick, Ana's earlier one too; nobody without one
    tk.wait_shows([("cloud-0-up", T("cards.cloud_up", name="Ana"), "exact"),
                   ("cloud-0-down", T("cards.cloud_down", name="Ana"), "exact"),
                   ("cloud-2-up", T("cards.cloud_up", name="Cleo"), "exact"),
                   ("cloud-1-up", "", "absent"), ("cloud-3-up", "", "absent")])
    wait_in_view(tk, ["cloud-0-up", "cloud-0-down", "cloud-2-up", "cloud-2-down", "cloud-cancel"],
                 "with the Cloud's players open")
    tk._do("cloud-0-up", CloudShift(player=0, change=1), "cloud Ana +1 (the first trick)")
    tk.wait_shows([("cloud-done", T("cards.note.cloud", name="Ana", bid=1, new=2), "exact"), ("cloud", "", "absent")])
    wait_in_view(tk, [*rows, "bomb-played"], "after the Cloud")
    while not tk.state.current.scored:  # the tricks left, the last one scores the round
        tk.trick(1)
    wait_in_view(tk, [f"row-{seat}" for seat in range(len(names))] + ["next-round"], "once scored")


@TABLES
def test_once_scored_by_the_last_trick_the_cloud_is_still_in_view_beside_next_round(tk: Driver, names):
    tk.new_game(names, preset="anniversary", schedule=(2, 2))
    bid_everyone(tk, 1)
    tally_mode(tk)
    tk.trick(1)
    tk.trick(3)
    assert tk.state.current.scored
    wait_in_view(tk, [f"row-{seat}" for seat in range(len(names))] + ["cloud", "next-round"], "once scored")
    wait_in_view(tk, [f"row-{seat}" for seat in range(len(names))], "over the Cloud", above="cloud")
    tk.app.tap("cloud")
    wait_in_view(tk, ["cloud-1-up", "cloud-3-down", "cloud-cancel", "next-round"], "with the Cloud's players open")
    tk._do("cloud-1-up", CloudShift(player=1, change=1), "cloud Ben +1 after the round was scored")


# -- 6. direct entry: every pad in reach, and the round's result ------------------------------------


@TABLES
def test_direct_entry_follows_the_entry_pad_by_pad_and_shows_the_rounds_result_as_the_tally_does(tk: Driver, names):
    cards = 15 if len(names) == 4 else 10  # the most cards there are: the tallest pads
    tk.new_game(names, schedule=(cards, cards))
    bid_everyone(tk, 2)
    tk.open_direct_entry()
    wait_in_view(tk, ["entry-title", "entry-row-0"], "when direct entry opens")
    counts = [1] * (len(names) - 1)
    tricks = (*counts, cards - sum(counts))
    tk.settle("next-round")
    for seat, count in enumerate(counts[:-1]):
        tk.app.tap(f"tricks-{seat}-{count}")
        tk.app.wait_text(f"tricks-status-{seat}", T("entry.took", n=count), exact=True)
        wait_in_view(tk, [f"entry-row-{seat + 1}"], f"after {names[seat]}'s count: the next pad")
    last = len(counts) - 1
    tk.app.tap(f"tricks-{last}-{counts[last]}")  # the last player's count follows: the round is scored
    tk.table.apply(EnterTricks(tricks=tricks))
    tk.log.append(f"tricks {tricks}")
    tk.expect_state()  # the tally's result: "Round 1 scored", every player's points, Next round
    tk.last_guarded = time.perf_counter()
    assert tk.app.text("round-scored") == T("scored.title", n=1)
    wait_in_view(tk, [f"row-{seat}" for seat in range(len(names))] + ["next-round"], "the round's result")
    tk.next_round()
    bid_everyone(tk, 2)
    assert tk.see_entry_mode()  # the table's choice is remembered: the next round opens in direct entry
    wait_in_view(tk, ["entry-title", "entry-row-0"], "when the next round opens in direct entry")
