"""Two screens on one game (issue 40, 1c): a tap carries the turn it was
drawn for, and a tap for a turn another screen passed is refused, state
unchanged, with a word on that screen; an undo there is said here."""

from __future__ import annotations

from scorekeeper.bootstrap import Scorekeeper
from scorekeeper.domain import Bid, GameState, Phase, RuleChoice, TrickWon
from scorekeeper.presenters.tap_guard import DOUBLE, ELSEWHERE, TapGuard
from scorekeeper.presenters.taps import Turn, elsewhere_text, turn_of
from scorekeeper.ui.round.panel import RoundPanel
from scorekeeper.ui.store import AppStore

from .helpers import t

NAMES = ["Ana", "Ben", "Cleo", "Dan"]


def two_screens() -> tuple[AppStore, AppStore]:
    """Two sessions (a laptop and a phone) on one game of one service, each told of the other's saves."""
    service = Scorekeeper.in_memory().service
    a, b = AppStore(service), AppStore(service)
    assert a.play.start_game(NAMES, 0, RuleChoice(schedule=(3, 3))), a.nav.message
    assert a.play.game_id is not None
    b.play.open_game(a.play.game_id)
    a.connect(lambda game_id: b.changed_elsewhere(game_id))
    b.connect(lambda game_id: a.changed_elsewhere(game_id))
    return a, b


def state(store: AppStore) -> GameState:
    game = store.play.game()
    assert game is not None
    return game.state


def in_play(a: AppStore) -> None:
    for seat, value in ((1, 1), (2, 1), (3, 0), (0, 0)):
        a.play.act(Bid(player=seat, value=value))


# -- the check itself: pure ---------------------------------------------------------

def test_the_hosts_turn_in_play_counts_the_tricks_played():
    service = Scorekeeper.in_memory().service
    game = service.game(service.new_game(NAMES, 0, RuleChoice(schedule=(3, 3))))
    for seat, value in ((1, 1), (2, 1), (3, 0), (0, 0)):
        game = game.apply(Bid(player=seat, value=value))
    before = turn_of(game.state)
    after = turn_of(game.apply(TrickWon(player=2)).state)
    assert before.phase is after.phase is Phase.PLAYING
    assert (before.step, after.step) == (0, 1)


def test_a_turn_another_screen_passed_is_elsewhere_and_one_this_screen_passed_is_a_double_tap():
    service = Scorekeeper.in_memory().service
    game = service.game(service.new_game(NAMES, 0, RuleChoice(schedule=(3, 3))))
    bens = turn_of(game.state)
    moved = game.apply(Bid(player=1, value=2)).state
    guard = TapGuard()
    assert guard.verdict(bens, game.state, 0.0) == ""
    assert guard.verdict(bens, moved, 0.0) == ELSEWHERE  # this screen never moved it
    assert guard.accepted(0.0, turn_of(moved)).verdict(bens, moved, 10.0) == DOUBLE  # its own tap did
    assert elsewhere_text(bens, moved, t) == "Ben's bid was already entered on another screen."
    back = Turn(bens.round, bens.phase, bens.seat, bens.step + 1)  # drawn after a bid another screen undid
    assert elsewhere_text(back, game.state, t).startswith("The game was changed on another screen")


# -- two sessions --------------------------------------------------------------------

def test_a_bid_tapped_on_a_pad_another_screen_passed_on_is_refused_and_said(render):
    a, b = two_screens()
    bens_pad_on_b = render(RoundPanel, state(b), b.t, b)  # B shows Ben's pad
    a.play.tap(Bid(player=1, value=1), turn_of(state(a)))  # A enters Ben's bid first
    bens_pad_on_b.tap("bid-0")  # B taps on the pad it drew for Ben: not Cleo's bid
    assert state(a).current.bids == (None, 1, None, None)
    assert b.nav.message == "Ben's bid was already entered on another screen."
    assert a.nav.message == ""


def test_a_trick_tapped_on_rows_drawn_before_another_screen_counted_it_is_refused_and_said(render):
    a, b = two_screens()
    in_play(a)
    rows_on_b = render(RoundPanel, state(b), b.t, b)
    rows_on_a = render(RoundPanel, state(a), a.t, a)
    rows_on_a.tap("trick-2")
    rows_on_b.tap("trick-2")  # the same trick, on the other screen: counted once
    assert state(a).current.tricks == (0, 0, 1, 0)
    assert b.nav.message == "That trick was already counted on another screen."


def test_a_tap_on_a_control_gone_after_another_screens_change_is_said_and_after_its_own_shakes():
    a, b = two_screens()
    a.play.tap(Bid(player=1, value=1), turn_of(state(a)))
    b.play.lost_tap()  # B's browser still showed Ben's pad, B's session had drawn Cleo's
    assert b.nav.message == "Ben's bid was already entered on another screen."
    dropped = a.play.dropped
    a.play.lost_tap()  # A's own double tap: its second tap on the pad gone
    assert a.play.dropped == dropped + 1 and a.nav.message == ""
    assert state(a).current.bids == (None, 1, None, None)


def test_an_undo_on_one_screen_is_said_on_the_other():
    a, b = two_screens()
    a.play.tap(Bid(player=1, value=1), turn_of(state(a)))
    a.play.undo()
    assert b.nav.notice == "On another screen: Undid Ben's bid 1"
    assert state(b).current.bids == (None, None, None, None)
