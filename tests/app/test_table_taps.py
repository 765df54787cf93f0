"""Taps at a real table, decided without a browser: a double tap acts once,
a tap meant for a turn that is over never lands on the next one (and never
shows a rules error), and a round costs as few taps as promised."""

from __future__ import annotations

import pytest

from scorekeeper.domain import Bid, BidMode, Phase, RuleChoice, TrickWon, Undo
from scorekeeper.presenters.round import round_view
from scorekeeper.presenters.taps import QUIET_S, Turn, turn_of
from scorekeeper.presenters.tap_guard import TapGuard
from scorekeeper.ui.round.direct_entry import DirectEntry
from scorekeeper.ui.round.panel import RoundPanel

from .helpers import start, t

NAMES = ["Ana", "Ben", "Cleo", "Dan"]


class Clock:
    """A clock the test moves by hand."""

    def __init__(self) -> None:
        self.now = 1000.0

    def __call__(self) -> float:
        return self.now

    def wait(self, seconds: float) -> None:
        self.now += seconds


@pytest.fixture
def clock(store) -> Clock:
    clock = Clock()
    store.play._clock = clock
    return clock


def begin(store, names=NAMES, **rules) -> None:
    assert store.play.start_game(list(names), 0, RuleChoice(**rules)), store.nav.message


def state(store):
    return store.play.game().state


# -- the guard itself ------------------------------------------------------------------


def test_a_tap_for_the_turn_on_screen_is_let_through_and_starts_a_quiet_moment():
    game = start(schedule=(3,))
    guard = TapGuard()
    turn = turn_of(game.state)
    assert turn == Turn(1, Phase.BIDDING, 1)  # Ben bids first
    assert guard.allows(turn, game.state, now=5.0)
    quiet = guard.accepted(5.0)
    assert not quiet.allows(turn, game.state, now=5.0 + QUIET_S - 0.01)
    assert quiet.allows(turn, game.state, now=5.0 + QUIET_S)
    assert quiet.reset().allows(turn, game.state, now=5.0)


def test_a_tap_drawn_for_a_turn_that_is_over_is_refused():
    game = start(schedule=(3,))
    meant = turn_of(game.state)  # Ben's pad
    moved_on = game.apply(Bid(player=1, value=1))  # Cleo's turn now
    assert not TapGuard().allows(meant, moved_on.state, now=0.0)


def test_the_second_tap_of_a_double_tap_is_dropped_and_the_next_players_tap_counts():
    """Between the two taps of a double tap a finger takes 100 to 200 ms; the
    next player needs half a second at least to read their name and tap."""
    game = start(schedule=(3,))
    turn = turn_of(game.state)
    after_a_tap = TapGuard().accepted(10.0)
    assert not after_a_tap.allows(turn, game.state, now=10.0 + 0.2)  # the double tap's second tap
    assert after_a_tap.allows(turn, game.state, now=10.0 + 0.5)  # the next player's own tap


# -- through the store -----------------------------------------------------------------


def test_a_double_tap_on_the_bid_pad_enters_one_bid_only(store, clock, render):
    begin(store, schedule=(7, 7))
    panel = render(RoundPanel, state(store), store.t, store)
    panel.tap("bid-2")  # Ben
    clock.wait(0.12)
    panel = render(RoundPanel, state(store), store.t, store)  # the pad has passed to Cleo
    panel.tap("bid-2")  # the second tap of the double tap lands on Cleo's pad
    assert state(store).current.bids == (None, 2, None, None)
    assert store.nav.message == ""  # no error for a tap nobody meant
    assert panel.find("bid-turn").content.value == "Cleo's bid"
    clock.wait(QUIET_S)
    render(RoundPanel, state(store), store.t, store).tap("bid-3")  # Cleo's own tap, a moment later
    assert state(store).current.bids == (None, 2, 3, None)


def test_a_tap_on_a_pad_drawn_for_the_previous_bidder_is_dropped_without_a_word(store, clock, render):
    begin(store, schedule=(7, 7))
    old_pad = render(RoundPanel, state(store), store.t, store)  # Ben's pad, still on another screen
    store.play.act(Bid(player=1, value=2))  # Ben's bid arrives first, from this tab
    clock.wait(2.0)
    old_pad.tap("bid-5")  # drawn for Ben: Ben has bid already
    assert state(store).current.bids == (None, 2, None, None) and store.nav.message == ""


def test_a_double_tap_on_a_trick_counts_one_trick(store, clock, render):
    begin(store, schedule=(3, 3))
    for action in (Bid(player=1, value=1), Bid(player=2, value=1), Bid(player=3, value=0), Bid(player=0, value=0)):
        store.play.act(action)
    panel = render(RoundPanel, state(store), store.t, store)
    panel.tap("trick-1")
    clock.wait(0.12)
    panel.tap("trick-1")
    assert state(store).current.tricks == (0, 1, 0, 0)
    clock.wait(QUIET_S)
    panel = render(RoundPanel, state(store), store.t, store)  # the rows drawn for the next trick
    panel.tap("trick-1")  # Ben wins the next trick too, seconds later: it counts
    assert state(store).current.tricks == (0, 2, 0, 0)


def test_a_double_tap_on_the_last_trick_scores_once_and_shows_no_error(store, clock, render):
    begin(store, schedule=(1, 1))
    for action in (Bid(player=1, value=0), Bid(player=2, value=0), Bid(player=3, value=0), Bid(player=0, value=1)):
        store.play.act(action)
    panel = render(RoundPanel, state(store), store.t, store)
    panel.tap("trick-0")
    clock.wait(1.0)  # even long after: the tap was drawn for play, and the round is scored
    panel.tap("trick-2")
    assert state(store).current.phase is Phase.SCORED and state(store).current.tricks == (1, 0, 0, 0)
    assert store.nav.message == ""


def test_a_double_tap_on_next_round_starts_one_round_and_enters_no_bid(store, clock, render):
    begin(store, schedule=(1, 2, 3))
    for action in (Bid(player=1, value=0), Bid(player=2, value=0), Bid(player=3, value=0), Bid(player=0, value=1),
                   TrickWon(player=0)):
        store.play.act(action)
    scored = render(RoundPanel, state(store), store.t, store)
    scored.tap("next-round")
    clock.wait(0.12)
    scored.tap("next-round")  # the old button again
    fresh = render(RoundPanel, state(store), store.t, store)
    fresh.tap("bid-1")  # the second tap already lands on the new round's pad
    current = state(store).current
    assert current.number == 2 and current.bids == (None, None, None, None) and store.nav.message == ""


def test_an_undo_ends_the_quiet_moment(store, clock, render):
    begin(store, schedule=(3, 3))
    render(RoundPanel, state(store), store.t, store).tap("bid-1")
    store.play.undo()
    render(RoundPanel, state(store), store.t, store).tap("bid-2")  # at once: a deliberate new bid
    assert state(store).current.bids == (None, 2, None, None)


def test_a_refused_tap_that_is_not_stale_still_says_why(store, clock):
    begin(store, notequal=True, schedule=(1, 1))
    for seat in (1, 2, 3):
        store.play.tap(Bid(player=seat, value=0), turn_of(state(store)))
        clock.wait(1.0)
    assert not store.play.tap(Bid(player=0, value=1), turn_of(state(store)))  # 0 + 0 + 0 + 1 = 1 card
    assert "notequal" in store.nav.message


# -- hidden bids: the cover comes back after an undo ------------------------------------------


def epoch(game) -> int:
    """Undos and redos so far, as the game screen counts them."""
    return len(game.log) - len(game.states)


def test_after_an_undo_of_the_dealers_secret_bid_the_cover_is_back():
    game = start(schedule=(2, 2), bids=BidMode.SECRET)
    for seat in (1, 2):
        game = game.apply(Bid(player=seat, value=0))
    lifted = round_view(game.state, t, epoch(game)).cover_key  # Ana lifted her cover ...
    game = game.apply(Bid(player=0, value=1)).apply(Undo())  # ... bid, and the bid was undone
    after = round_view(game.state, t, epoch(game))
    assert after.cover and after.to_bid == 0
    assert after.cover_key != lifted  # the same bidder, but a new cover: the pad is not shown uncovered


def test_a_cover_stays_lifted_while_its_bidder_has_not_bid(store, clock, render):
    begin(store, bids=BidMode.HIDDEN, schedule=(2, 2))
    panel = render(RoundPanel, state(store), store.t, store)
    assert panel.find("bid-0") is None
    panel.tap("cover-ready")
    assert panel.find("bid-0") is not None and panel.find("cover-ready") is None


def test_a_cover_is_not_lifted_by_the_second_tap_of_the_bid_before(store, clock, render):
    begin(store, bids=BidMode.HIDDEN, schedule=(2, 2))
    panel = render(RoundPanel, state(store), store.t, store)
    panel.tap("cover-ready").tap("bid-1")  # Ben bids ...
    clock.wait(0.12)
    cleo = render(RoundPanel, state(store), store.t, store).tap("cover-ready")  # ... the double tap hits Cleo's cover
    assert cleo.find("cover-ready") is not None and cleo.find("bid-0") is None


# -- taps a round costs ----------------------------------------------------------------


def play_bids(store, clock, render, bids):
    taps = 0
    while state(store).current.phase is Phase.BIDDING:
        seat = state(store).current.to_bid
        render(RoundPanel, state(store), store.t, store).tap(f"bid-{bids[seat]}")
        taps += 1
        clock.wait(1.0)
    return taps


def test_a_four_player_round_of_15_cards_costs_20_taps_by_the_tally_and_9_by_direct_entry(store, clock, render):
    begin(store, schedule=(15, 15, 15))
    # by the tally: 4 bids, one tap per trick, one to go on
    taps = play_bids(store, clock, render, [4, 4, 4, 4])
    tricks = [4, 5, 3, 3]
    for seat, count in enumerate(tricks):
        for _ in range(count):
            render(RoundPanel, state(store), store.t, store).tap(f"trick-{seat}")
            taps += 1
            clock.wait(1.0)
    render(RoundPanel, state(store), store.t, store).tap("next-round")
    taps += 1
    assert state(store).current.number == 2 and state(store).rounds[0].tricks == (4, 5, 3, 3)
    assert taps == 4 + 15 + 1 == 20

    # by direct entry: 4 bids, one to open it, a count for three players (the third
    # makes Dan's known and scores the round: its result shows as the tally's
    # does), one on Next round (issue 9's contract)
    clock.wait(1.0)
    taps = play_bids(store, clock, render, [4, 4, 4, 4])
    render(RoundPanel, state(store), store.t, store).tap("direct-entry")
    taps += 1
    # (rendered as the root, so its form keeps the picks between taps)
    entry = render(DirectEntry, state(store), turn_of(state(store)), "", store.t, store, lambda: None)
    for seat, count in enumerate([6, 2, 7]):
        entry.tap(f"tricks-{seat}-{count}")
        taps += 1
    assert state(store).rounds[1].tricks == (6, 2, 7, 0) and state(store).current.scored  # Dan: none left
    clock.wait(1.0)
    render(RoundPanel, state(store), store.t, store).tap("next-round")  # the result's Next round
    taps += 1
    assert state(store).current.number == 3
    assert taps == 4 + 1 + 3 + 1 == 9
    assert store.device.prefs.entry == "direct"  # the table's choice is remembered


# -- a dropped tap's sign -----------------------------------------------------------------


def test_a_dropped_trick_is_signed_on_its_row_and_any_other_tap_on_whose_turn_it_is():
    from scorekeeper.domain import CloseRound, EnterTricks, Reveal
    from scorekeeper.presenters.taps import nudge_for, sign_of

    assert sign_of(TrickWon(player=2)) == "row-2"
    for action in (Bid(player=1, value=0), CloseRound(), Reveal(), EnterTricks(tricks=(1, 0, 0))):
        assert sign_of(action) == "turn"
    # only the part that shows the sign gets the count (it shakes when the count changes)
    assert nudge_for("row-2", 5, "row-2") == 5 and nudge_for("row-1", 5, "row-2") == 0 and nudge_for("turn", 5, "row-2") == 0
