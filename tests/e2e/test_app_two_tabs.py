"""Two sessions (two phones, or two browser windows) on the same game.

An action in either tab shows in the other by itself (no reload): the
service saves it, then page.pubsub tells the other sessions to re-render.
The lag is printed (typically well under a second), not asserted.
"""

from __future__ import annotations

import random

import pytest

from scorekeeper.domain import Phase

from .scorekeeper_driver import Driver

pytestmark = pytest.mark.e2e


def test_two_tabs_on_one_game_show_each_others_actions_without_a_reload(open_tab, app_server):
    rng = random.Random(7)
    a = Driver(open_tab(first="new-game"))
    b = Driver(open_tab(first="new-game"))  # its own window: not a throttled background tab

    a.new_game(["Ana", "Ben", "Cleo", "Dan"], notequal=True, schedule=(2, 3))
    # B sits on the home screen: the new unfinished game appears there
    b.app.wait_for("resume-game")
    b.table = a.table
    b.resume()

    a.peers, b.peers = [b], [a]
    # bids alternate between the tabs; each shows up in the other by itself
    for k, _seat in enumerate(a.state.current.bidding_order):
        (a if k % 2 == 0 else b).bid(rng=rng)
    assert a.state.current.phase is Phase.PLAYING
    a.trick(1)
    b.trick(3)
    b.undo()
    a.redo()
    assert a.state.current.phase is Phase.SCORED
    # B looks at the sheet while A starts the next round and plays on
    b.peers = []
    b.toggle_sheet()
    b.peers = [a]
    a.next_round()
    a.bid_round(rng)
    a.play_tricks(rng)
    assert a.state.complete
    b.toggle_sheet()  # back to the round panel: the game is over there too
    assert b.app.text("winners") == a.app.text("winners")
    lags = a.peer_lag_ms + b.peer_lag_ms
    print(f"other tab in step after {max(lags):.0f} ms at most (median {sorted(lags)[len(lags) // 2]:.0f} ms, n={len(lags)})")
