"""The game survives a page reload, a new session and a restart of the server.

Every action is saved before it is shown, and a game is its action log: a
fresh app process replays the log from the data folder, undo cursor included.
Each test here starts its own app process on its own data folder.
"""

from __future__ import annotations

import random

import pytest

from scorekeeper.domain import Phase

from .harness import sel
from .reconnect import drop_connection, wait_new_session
from .scorekeeper_driver import T, Driver, tricks_left_text, undo_label

pytestmark = pytest.mark.e2e

PLAYERS = ["Ana", "Ben", "Cleo"]


def play_into_round_two(sk: Driver) -> None:
    """Round 1 played and closed; round 2 (2 cards): every bid and one trick."""
    rng = random.Random(61)
    sk.new_game(PLAYERS, schedule=(1, 2, 3))
    sk.play_round(rng)
    sk.bid_round(rng)
    sk.trick(2)
    assert sk.state.current.number == 2 and sk.state.current.tricks_left == 1


def test_reload_mid_round_comes_back_to_the_same_round_totals_and_tally(app, app_server):
    sk = Driver(app)
    app.wait_for("new-game")
    play_into_round_two(sk)
    totals = sk.state.totals
    assert any(totals)

    # a plain reload reconnects to the same session: straight back to the round
    app.reload(first="round-number")
    sk.uncovered = None
    sk.expect_state(what="reload")

    # a new session (new tab, browser restarted): home offers to resume
    app.reload(first="resume-game", fresh=True)
    text = sk.screen_text()
    assert T("home.unfinished", players="Ana, Ben, Cleo") in text and T.n("home.progress", 3, done=1, total=3) in text
    sk.resume()  # checks round number, every total and each row's bid/won count
    assert app.text("round-number") == T("game.round_of", n=2, total=3)
    assert app.text("tricks-left") == tricks_left_text(1, 2)
    assert T("play.bid_won", bid=sk.state.current.bids[2], won=1) in app.text("trick-2")
    assert app.text("undo") == undo_label("trick", name="Cleo")

    # and the game goes on from there
    sk.trick(0)
    assert sk.state.current.phase is Phase.SCORED


def test_a_new_server_on_the_same_data_folder_resumes_the_game_with_its_undo_history(app, app_server, tmp_path):
    sk = Driver(app)
    app.wait_for("new-game")
    play_into_round_two(sk)
    sk.undo()  # the trick
    sk.undo()  # the dealer's bid: Ben (round 2 dealer) is to bid again
    assert app.text("bid-turn") == T("bid.turn", name="Ben")
    totals = sk.state.totals

    server, old_session = drop_connection(app, app_server, tmp_path, marker="bid-turn")  # the whole process group is gone
    server.start()
    try:
        # the open tab reconnects by itself, as a new session of the new process: its first screen
        # is its game (issue 9), or Home with one tap to resume when the device's preferences did
        # not name the open game
        wait_new_session(app, old_session)
        app.page.wait_for_function("([a, b]) => !!(document.querySelector(a) || document.querySelector(b))",
                                   arg=[sel("bid-turn"), sel("resume-game")], timeout=20_000)
        if not app.exists("bid-turn"):
            sk.resume()
        else:
            sk.uncovered, sk.sheet = None, False
            sk.expect_state()
        assert sk.state.totals == totals
        assert app.text("bid-turn") == T("bid.turn", name="Ben")
        # the replayed log keeps the undo cursor: both undone actions come back
        assert not app.is_disabled("redo")
        assert app.text("redo") == undo_label("bid", redo=True, name="Ben")
        sk.redo()
        sk.redo()
        assert app.text("tricks-left") == tricks_left_text(1, 2)
        sk.trick(1)
        assert sk.state.current.phase is Phase.SCORED
    finally:
        server.stop()
