"""Table mode through the evening (issue 30), without a browser: a player who
leaves frees the phone that held their seat (and it says why), the seat
choice offers only the seats that play the round, a player who joins can be
taken on a phone and bids there, and a join between two seats moves the
seats after it up one while every phone keeps its player: never another's
covered bid, never a tap for the wrong player."""

from __future__ import annotations

import pytest

from scorekeeper.bootstrap import Scorekeeper
from scorekeeper.domain import Bid, CloseRound, Phase, RuleChoice, TrickWon, Undo
from scorekeeper.domain.changes import join, leave
from scorekeeper.i18n import translator
from scorekeeper.presenters.table import seat_options
from scorekeeper.presenters.taps import seat_turn
from scorekeeper.table.session import FREED_GONE, FREED_HOST, FREED_LEFT, TableSession

NAMES = ["Ana", "Ben", "Cleo", "Dan"]
T = translator("en")


class Clock:
    """Taps a second apart, as a table makes them (no quiet moment in the way)."""

    def __init__(self) -> None:
        self.now = 1000.0

    def __call__(self) -> float:
        self.now += 1.0
        return self.now


@pytest.fixture
def service():
    return Scorekeeper.in_memory().service


def table_of(service, bids: str = "secret", schedule=(1, 2, 3, 4)) -> TableSession:
    game_id = service.new_game(NAMES, 0, RuleChoice(bids=bids, notequal=False, schedule=schedule))
    return TableSession(service, game_id, clock=Clock())


def seated(table: TableSession) -> list[str]:
    keys = [table.claim(seat) for seat in range(len(NAMES))]
    assert all(keys)
    return keys  # type: ignore[return-value]


def play_round(service, game_id: str) -> None:
    """Everyone who plays bids 0, the first of them takes every trick, the next round begins."""
    state = service.game(game_id).state
    for seat in state.current.bidding_order:
        service.act(game_id, Bid(player=seat, value=0))
    rnd = service.game(game_id).state.current
    for _ in range(rnd.cards):
        service.act(game_id, TrickWon(player=rnd.playing[0]))
    service.act(game_id, CloseRound())


def test_a_player_who_leaves_frees_the_phone_that_held_their_seat_and_it_is_told_why(service):
    table = table_of(service)
    keys = seated(table)
    play_round(service, table.game_id)
    service.act(table.game_id, leave(1))  # Ben goes home before round 2's bids
    assert table.view(keys[1]) is None and table.seat_of(keys[1]) is None
    assert table.freed(keys[1]) == (FREED_LEFT, "Ben")
    assert T(f"table.freed_{FREED_LEFT}", name="Ben") == "Ben left the game: this phone's seat is free. Pick a seat, or watch."
    assert table.held() == {0, 2, 3}  # the host enters nobody: the other phones keep their seats
    assert [table.view(k).seat for k in (keys[0], keys[2], keys[3])] == [0, 2, 3]
    assert table.freed(keys[0]) is None


def test_the_seat_choice_offers_only_the_seats_that_play_the_round(service):
    table = table_of(service)
    play_round(service, table.game_id)
    service.act(table.game_id, leave(2))
    players, playing, held = table.seats()
    assert [o.name for o in seat_options(players, held, T, playing)] == ["Ana", "Ben", "Dan"]
    assert table.claim(2) is None, "a phone took the seat of a player who left"
    assert table.claim(3) is not None


def test_a_player_who_left_and_comes_back_is_offered_again_but_their_old_phone_stays_free(service):
    from scorekeeper.domain.changes import rejoin
    table = table_of(service)
    keys = seated(table)
    play_round(service, table.game_id)
    service.act(table.game_id, leave(1))
    assert table.held() == {0, 2, 3}  # the host's screen looked: Ben's phone was let go
    play_round(service, table.game_id)
    service.act(table.game_id, rejoin(1))
    assert table.view(keys[1]) is None, "the phone Ben left with got his seat back by itself"
    players, playing, held = table.seats()
    assert [o.name for o in seat_options(players, held, T, playing) if o.free] == ["Ben"]
    again = table.claim(1)
    assert again and table.view(again).seat == 1


def test_a_joined_player_s_seat_is_offered_taken_on_a_phone_and_bids_there(service):
    table = table_of(service)
    keys = seated(table)
    play_round(service, table.game_id)
    service.act(table.game_id, join("Eve", 2))  # between Ben and Cleo
    players, playing, held = table.seats()
    options = seat_options(players, held, T, playing)
    assert [(o.seat, o.name) for o in options if o.free] == [(2, "Eve")]
    eve = table.claim(2)
    assert eve is not None
    view = table.view(eve)
    assert view.seat == 2 and view.players[2] == "Eve" and view.round.may_bid
    assert table.bid(eve, 1, seat_turn(view), T) == (True, "")
    assert service.game(table.game_id).state.current.bids[2] == 1
    # the phones after the inserted seat keep their players, one seat up
    assert [table.view(k).seat for k in keys] == [0, 1, 3, 4]
    assert [table.view(k).players[table.view(k).seat] for k in keys] == NAMES


def test_no_phone_sees_another_s_covered_bid_across_a_join_that_shifts_the_seats(service):
    table = table_of(service, bids="secret")
    keys = seated(table)
    play_round(service, table.game_id)
    service.act(table.game_id, join("Eve", 1))  # Ben, Cleo and Dan move up one
    keys.insert(1, table.claim(1))
    names = ["Ana", "Eve", "Ben", "Cleo", "Dan"]
    for seat in (4, 2, 0, 3, 1):  # secret bids in any order; each phone's own value
        view = table.view(keys[seat])
        assert view.players[view.seat] == names[seat]
        assert table.bid(keys[seat], seat % 3, seat_turn(view), T) == (True, "")
        for other, key in enumerate(keys):
            bids = table.view(key).round.bids
            if service.game(table.game_id).state.current.phase is Phase.BIDDING:
                assert [b for s, b in enumerate(bids) if s != other] == [None] * 4, \
                    f"{names[other]}'s phone sees a covered bid"
    assert service.game(table.game_id).state.current.bids == (0, 1, 2, 0, 1)


def test_a_tap_drawn_before_a_join_moved_the_seat_is_dropped_not_made_for_another_player(service):
    table = table_of(service, bids="secret")
    keys = seated(table)
    play_round(service, table.game_id)
    drawn = seat_turn(table.view(keys[2]))  # Cleo's pad, drawn at seat 2
    service.act(table.game_id, join("Eve", 1))  # Cleo is at seat 3 now; seat 2 is Ben's
    assert table.bid(keys[2], 1, drawn, T) == (False, "")
    assert service.game(table.game_id).state.current.bids == (None,) * 5


def test_the_host_freeing_a_seat_tells_its_phone_why(service):
    table = table_of(service)
    keys = seated(table)
    table.free(3)
    assert table.view(keys[3]) is None and table.freed(keys[3]) == (FREED_HOST, "Dan")
    table.leave(keys[3])  # the phone takes another seat: what it was told is forgotten
    assert table.freed(keys[3]) is None


def test_a_join_taken_back_frees_the_joined_player_s_phone(service):
    table = table_of(service)
    play_round(service, table.game_id)
    service.act(table.game_id, join("Eve", 4))
    eve = table.claim(4)
    assert eve is not None and table.held() == {4}
    service.act(table.game_id, Undo())
    assert table.view(eve) is None and table.freed(eve) == (FREED_GONE, "Eve")
    assert table.held() == frozenset()


def test_ending_the_table_forgets_why_seats_were_freed(service):
    table = table_of(service)
    keys = seated(table)
    table.free(0)
    table.end()
    assert table.freed(keys[0]) is None and table.view(keys[1]) is None


def test_a_seat_choice_drawn_before_a_join_claims_nobody_else_s_seat(service):
    table = table_of(service)
    play_round(service, table.game_id)
    service.act(table.game_id, join("Eve", 1))  # Cleo's button was drawn at seat 2: Ben sits there now
    assert table.claim(2, "Cleo") is None
    assert table.held() == frozenset()
    key = table.claim(3, "Cleo")
    assert key and table.view(key).seat == 3


def test_the_host_freeing_a_seat_drawn_before_a_join_frees_nobody_else_s_phone(service):
    table = table_of(service)
    keys = seated(table)
    play_round(service, table.game_id)
    service.act(table.game_id, join("Eve", 1))  # Ben moved from seat 1 to 2; Cleo sits at 3
    table.free(2, "Cleo")  # the host's card was drawn before the join
    assert table.held() == {0, 2, 3, 4}
    table.free(3, "Cleo")
    assert table.view(keys[2]) is None and table.freed(keys[2]) == (FREED_HOST, "Cleo")
