"""Table mode without a browser: seats held by a claim only its phone knows,
bids only for that seat and only when the rules let it, stale taps dropped
silently, two phones at once giving one consistent log, and an end that
voids the link and every seat."""

from __future__ import annotations

import asyncio
import threading

import pytest

from scorekeeper.bootstrap import Scorekeeper
from scorekeeper.domain import Bid, BidMode, CloudShift, Phase, RuleChoice, TrickWon
from scorekeeper.i18n import translator
from scorekeeper.presenters.table import seat_screen
from scorekeeper.presenters.taps import QUIET_S, seat_turn
from scorekeeper.table.host import TableError, TableHost
from scorekeeper.table.session import TableSession

NAMES = ["Ana", "Ben", "Cleo", "Dan"]
T = translator("en")


@pytest.fixture
def service():
    return Scorekeeper.in_memory().service


class Clock:
    """A clock the test moves by hand; each look at it moves it on by ``step``
    (a second by default: taps far apart, as a table makes them)."""

    def __init__(self, step: float = 1.0) -> None:
        self.now, self.step = 1000.0, step

    def __call__(self) -> float:
        self.now += self.step
        return self.now

    def wait(self, seconds: float) -> None:
        self.now += seconds


def table_of(service, bids: str = "secret", notequal: bool = False, schedule=(3,), clock=None) -> TableSession:
    game_id = service.new_game(NAMES, 0, RuleChoice(bids=bids, notequal=notequal, schedule=schedule))
    return TableSession(service, game_id, clock=clock or Clock())


def seated(table: TableSession) -> list[str]:
    return [table.claim(seat) for seat in range(len(NAMES))]


def test_the_link_carries_at_least_128_random_bits_and_opens_only_its_table(service):
    one, two = table_of(service), table_of(service)
    assert len(one.token) >= 22 and one.token != two.token  # token_urlsafe(24): 32 characters, 192 bits
    assert one.admits(one.token) and not one.admits(two.token) and not one.admits(one.game_id)
    one.end()
    assert not one.admits(one.token)  # an old token is void


def test_a_seat_is_held_by_one_phone_until_it_leaves_or_the_host_frees_it(service):
    table = table_of(service)
    key = table.claim(1)
    assert key and table.seat_of(key) == 1 and table.held() == {1}
    assert table.claim(1) is None  # taken: a second phone cannot have it
    assert table.claim(7) is None and table.claim(-1) is None
    table.leave(key)
    assert table.seat_of(key) is None and table.held() == set()
    again = table.claim(1)
    table.free(1)
    assert table.seat_of(again) is None and table.claim(1)


def test_secret_bids_come_from_every_phone_at_once_and_each_phone_sees_only_its_own(service):
    table = table_of(service)
    keys = seated(table)
    for seat in (3, 0, 2, 1):  # any order: nobody waits for the player before
        view = table.view(keys[seat])
        assert view.round.may_bid
        assert table.bid(keys[seat], seat % 3, seat_turn(view), T) == (True, "")
        for other in range(4):
            seen = table.view(keys[other]).round.bids
            assert [b for s, b in enumerate(seen) if s != other] == [None, None, None]
    game = service.game(table.game_id)
    assert game.state.current.bids == (0, 1, 2, 0) and game.state.current.phase is Phase.PLAYING


def test_a_phone_bids_only_for_the_seat_it_holds(service):
    table = table_of(service, bids="open")
    keys = seated(table)
    ana = table.view(keys[0])  # Ana deals: Ben bids first
    turn = seat_turn(ana)
    assert not ana.round.may_bid
    assert table.bid(keys[0], 1, turn, T) == (False, "")  # not Ana's turn: dropped
    forged = type(turn)(turn.round, turn.phase, 1)  # a tap that names Ben's seat from Ana's phone
    assert table.bid(keys[0], 1, forged, T) == (False, "")
    assert table.bid("not-a-claim", 1, forged, T) == (False, "")
    assert service.game(table.game_id).state.current.bids == (None,) * 4


def test_a_stale_tap_from_a_phone_whose_turn_is_over_is_ignored_silently(service):
    table = table_of(service, bids="open")
    keys = seated(table)
    ben = table.view(keys[1])
    turn = seat_turn(ben)
    assert table.bid(keys[1], 2, turn, T) == (True, "")
    assert table.bid(keys[1], 3, turn, T) == (False, "")  # the double tap: no error, no second bid
    assert service.game(table.game_id).state.current.bids == (None, 2, None, None)


def test_the_dealer_is_refused_the_bid_that_adds_up_with_the_reason(service):
    table = table_of(service, bids="open", notequal=True, schedule=(2,))
    keys = seated(table)
    for seat, value in ((1, 1), (2, 0), (3, 0)):
        assert table.bid(keys[seat], value, seat_turn(table.view(keys[seat])), T)[0]
    dealer = table.view(keys[0])
    screen = seat_screen(dealer, T)
    greyed = [b for b in screen.pad if not b.enabled]
    assert [b.value for b in greyed] == [1] and "add up to 2" in greyed[0].reason
    saved, why = table.bid(keys[0], 1, seat_turn(dealer), T)
    assert not saved and "Ana" in why and "2" in why
    assert service.game(table.game_id).state.current.bids == (None, 1, 0, 0)


def test_a_secret_dealers_phone_bid_that_adds_up_is_asked_again_there_and_nobody_else_sees_a_thing(service):
    """Secret + notequal: the dealer's phone is told to choose another bid;
    the bid is not entered, so the host's screen and every other phone show
    what they showed before the tap (as they do while any dealer thinks)."""
    from scorekeeper.presenters.round import round_view
    table = table_of(service, bids="secret", notequal=True, schedule=(2,))
    keys = seated(table)
    for seat, value in ((1, 1), (2, 0), (3, 0)):
        assert table.bid(keys[seat], value, seat_turn(table.view(keys[seat])), T) == (True, "")
    state = service.game(table.game_id).state
    before = ([table.view(keys[s]) for s in (1, 2, 3)], table.public_view(),
              round_view(state, T, phones=table.held()))
    dealer = table.view(keys[0])
    saved, why = table.bid(keys[0], 1, seat_turn(dealer), T)  # 1 + 0 + 0 + 1 = 2 cards
    assert (saved, why) == (False, "Ana: with your bid, the bids add up to 2. Choose another bid.")
    state = service.game(table.game_id).state
    assert state.current.bids == (None, 1, 0, 0) and state.current.phase is Phase.BIDDING
    after = ([table.view(keys[s]) for s in (1, 2, 3)], table.public_view(),
             round_view(state, T, phones=table.held()))
    assert after == before
    assert table.bid(keys[0], 0, seat_turn(table.view(keys[0])), T) == (True, "")
    assert service.game(table.game_id).state.current.phase is Phase.PLAYING


def test_the_last_hidden_bid_turns_them_all_over(service):
    table = table_of(service, bids="hidden")
    keys = seated(table)
    for seat in range(4):
        view = table.view(keys[seat])
        assert [b for s, b in enumerate(view.round.bids) if s != seat] == [None] * 3
        table.bid(keys[seat], 1, seat_turn(view), T)
    assert table.view(keys[0]).round.bids == (1, 1, 1, 1)
    assert service.game(table.game_id).state.current.phase is Phase.PLAYING


def test_two_phones_tapping_in_the_same_instant_give_one_consistent_log(service):
    table = table_of(service, bids="secret", schedule=(5,))
    keys = seated(table)
    turns = [seat_turn(table.view(k)) for k in keys]
    barrier = threading.Barrier(8)
    results = []

    def tap(seat: int, value: int) -> None:
        barrier.wait()
        results.append(table.bid(keys[seat], value, turns[seat], T))

    threads = [threading.Thread(target=tap, args=(seat, value)) for seat in range(4) for value in (1, 2)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()
    game = service.game(table.game_id)
    assert sum(ok for ok, _ in results) == 4  # one bid a seat, whichever tap came first
    bids = [a for a in game.log if isinstance(a, Bid)]
    assert sorted(a.player for a in bids) == [0, 1, 2, 3]
    assert service.game(table.game_id).state == type(game).replay(game.log, service.registry).state


class FakeListener:
    def __init__(self, events: list[str] | None = None) -> None:
        self.listening = False
        self.notice = False  # the "table closed" page answers on the address
        self.closed_served = 0
        self.events = events if events is not None else []

    async def start(self, address: str, port: int) -> int:
        self.listening = True
        self.events.append("start")
        return 8551

    async def stop(self, notice_s: float = 0.0) -> None:
        self.listening, self.notice = False, notice_s > 0
        self.events.append(f"stop notice={notice_s > 0}")

    async def stop_notice(self) -> None:
        self.notice = False
        self.events.append("notice stopped")


def test_ending_table_mode_stops_listening_and_voids_the_link_and_the_seats(service):
    listeners = []

    def make(_host):
        listeners.append(FakeListener())
        return listeners[-1]

    game_id = service.new_game(NAMES, 0, RuleChoice(bids=BidMode.SECRET.value))
    host = TableHost(service, "127.0.0.2", 8550, make)

    async def play():
        session = await host.start(game_id)
        assert host.link == f"http://127.0.0.2:8551/join/{session.token}" and listeners[0].listening
        key = session.claim(0)
        assert host.admits(session.token)
        other = service.new_game(NAMES, 0)
        with pytest.raises(TableError):
            await host.start(other)  # one table at a time
        await host.end()
        assert not listeners[0].listening and not host.admits(session.token)
        assert session.seat_of(key) is None and host.link == ""
        again = await host.start(game_id)
        assert again.token != session.token and not host.admits(session.token)
        await host.end()

    asyncio.run(play())


def test_ending_the_table_tells_every_phone_before_the_address_stops_and_waits_a_bounded_time(service):
    events: list[str] = []
    listener = FakeListener(events)
    host = TableHost(service, "127.0.0.2", 8550, lambda _host: listener)
    game_id = service.new_game(NAMES, 0, RuleChoice(bids=BidMode.SECRET.value))

    def phone(name: str, answers: bool):
        async def tell():
            events.append(f"told {name}")
            if not answers:  # a phone that never answers: the host does not wait for it forever
                await asyncio.sleep(60)
            listener.closed_served += 1  # it asked for the "table closed" page
            return True

        return tell

    async def play():
        session = await host.start(game_id)
        host.attach_phone(phone("ana", True))
        detach = host.attach_phone(phone("gone", True))
        detach()  # a phone whose session went: not told
        host.attach_phone(phone("ben", False))
        loop = asyncio.get_running_loop()
        began = loop.time()
        await host.end()
        waited = loop.time() - began
        assert events == ["start", "told ana", "told ben", "stop notice=True"], events
        assert waited < 5, f"the host waited {waited:.1f} s for a silent phone"
        # the old link says "closed" (the table's address keeps answering so for a while), a guess does not
        assert host.ended(session.token) and not host.ended("x" * len(session.token))
        assert listener.notice
        assert host.closed_link("de") == "http://127.0.0.2:8551/closed?lang=de"
        await host.start(game_id)  # a new table takes the address back from the closed page
        assert events[-2:] == ["notice stopped", "start"]
        await host.close()  # the app quits: the phones are told and nothing listens any more
        assert events[-3:] == ["told ana", "told ben", "stop notice=False"] and not listener.notice

    asyncio.run(play())


def test_seated_phones_count_tricks_only_when_the_host_lets_them_and_a_double_tap_counts_once(service):
    table = table_of(service, bids="secret", schedule=(2,))
    keys = seated(table)
    for seat in range(4):
        table.bid(keys[seat], 0, seat_turn(table.view(keys[seat])), T)
    turn = seat_turn(table.view(keys[2]))
    assert table.bid(keys[2], 1, turn, T) == (False, "")  # bidding is over: a stale pad tap, dropped
    assert table.trick(keys[2], 1, turn, T) == (False, "")  # the host has not allowed it
    assert not seat_screen(table.view(keys[2]), T).count_labels
    table.phones_count = True
    assert seat_screen(table.view(keys[2]), T, True).count_labels[1] == "Ben won the trick"
    assert table.trick(keys[2], 1, turn, T) == (True, "")
    assert table.trick(keys[2], 1, turn, T) == (False, "")  # drawn for a count that moved on
    assert table.trick(keys[3], 1, turn, T) == (False, "")  # another seat's turn value: not this phone's
    assert table.trick("no-claim", 1, seat_turn(table.view(keys[0])), T) == (False, "")
    assert service.game(table.game_id).state.current.tricks == (0, 1, 0, 0)


def test_the_cloud_s_player_changes_their_own_bid_on_their_phone_and_only_theirs(service):
    game_id = service.new_game(NAMES, 0, RuleChoice(preset="anniversary", bids="secret", schedule=(3, 3)))
    table = TableSession(service, game_id, clock=Clock())
    keys = seated(table)
    for seat in range(4):
        table.bid(keys[seat], (0, 1, 1, 0)[seat], seat_turn(table.view(keys[seat])), T)
    assert not seat_screen(table.view(keys[1]), T).cards, "no trick won yet: no Cloud to play"
    service.act(game_id, TrickWon(player=1))  # the host counts Ben's trick
    ben = seat_screen(table.view(keys[1]), T)
    assert [[(p.action.change, p.label) for line in c.lines for p in line.picks] for c in ben.cards] \
        == [[(1, "Cloud: Ben +1"), (-1, "Cloud: Ben −1")]]
    assert not seat_screen(table.view(keys[2]), T).cards, "Cleo won no trick: no Cloud for her"
    turn = seat_turn(table.view(keys[1]))
    assert table.card(keys[2], CloudShift(player=2, change=1), turn, T) == (False, ""), "a phone plays the Cloud only for its own seat"
    assert table.card(keys[1], CloudShift(player=1, change=1), turn, T) == (True, "")
    assert table.card(keys[1], CloudShift(player=1, change=1), turn, T) == (False, "")  # a double tap: the round moved on
    rnd = service.game(game_id).state.current
    assert rnd.final_bids == (0, 2, 1, 0)
    assert not seat_screen(table.view(keys[1]), T).cards  # played: the buttons go
    assert seat_screen(table.view(keys[0]), T).cards_note == "Cloud: Ben changed their bid"


# -- a double tap on a phone counts once ------------------------------------------------
# A phone's second click of a double tap reaches the server after the first one
# redrew the phone: it carries the turn it was drawn for (the button it landed
# on was drawn for a turn that is over), or lands on the new button within the
# seat's quiet moment. Either way it is dropped.

GAPS = (0.0, 0.05, 0.3)  # seconds between the two clicks of a double tap


@pytest.mark.parametrize("gap", GAPS)
def test_a_double_tap_on_a_phone_s_trick_button_counts_one_trick(service, gap):
    clock = Clock(step=0.0)
    table = table_of(service, schedule=(2,), clock=clock)
    keys = seated(table)
    for seat in range(4):
        clock.wait(1)
        table.bid(keys[seat], 0, seat_turn(table.view(keys[seat])), T)
    table.phones_count = True
    clock.wait(1)
    drawn = seat_turn(table.view(keys[1]))
    assert table.trick(keys[1], 1, drawn, T) == (True, "")
    clock.wait(gap)
    redrawn = seat_turn(table.view(keys[1]))  # the button drawn after the first click
    assert table.trick(keys[1], 1, drawn, T) == (False, "")  # the click that raced the redraw
    assert table.trick(keys[1], 1, redrawn, T) == (False, "")  # the click on the new button
    assert service.game(table.game_id).state.current.tricks == (0, 1, 0, 0)
    clock.wait(QUIET_S)  # the next trick, won by Ben again, counts
    assert table.trick(keys[1], 1, seat_turn(table.view(keys[1])), T) == (True, "")
    assert service.game(table.game_id).state.current.tricks == (0, 2, 0, 0)


@pytest.mark.parametrize("gap", GAPS)
def test_a_double_tap_on_the_dealer_s_phone_bids_once_and_shows_no_rules_error(service, gap):
    """Hidden bids with notequal: the dealer's bid is the last one in and makes
    the bids add up, so they are turned over and the dealer's pad is drawn
    again for the forced change. The second click of the double tap must not
    enter the same bid again as that change (and show the dealer a rules
    error nobody meant)."""
    clock = Clock(step=0.0)
    table = table_of(service, bids="hidden", notequal=True, schedule=(3,), clock=clock)
    keys = seated(table)
    for seat in (1, 2, 3):
        clock.wait(1)
        assert table.bid(keys[seat], 1, seat_turn(table.view(keys[seat])), T) == (True, "")
    clock.wait(1)
    drawn = seat_turn(table.view(keys[0]))
    assert table.bid(keys[0], 0, drawn, T) == (True, "")  # 1 + 1 + 1 + 0 = 3 cards: the dealer must change
    assert service.game(table.game_id).state.current.phase is Phase.REBID
    clock.wait(gap)
    redrawn = seat_turn(table.view(keys[0]))
    assert table.bid(keys[0], 0, drawn, T) == (False, "")
    assert table.bid(keys[0], 0, redrawn, T) == (False, "")
    assert service.game(table.game_id).state.current.phase is Phase.REBID
    clock.wait(QUIET_S)  # the dealer's own change, a moment later, is taken
    assert table.bid(keys[0], 1, seat_turn(table.view(keys[0])), T) == (True, "")
    assert service.game(table.game_id).state.current.phase is Phase.PLAYING


@pytest.mark.parametrize("gap", GAPS)
def test_a_double_tap_on_a_phone_s_cloud_button_changes_the_bid_once(service, gap):
    clock = Clock(step=0.0)
    game_id = service.new_game(NAMES, 0, RuleChoice(preset="anniversary", bids="secret", schedule=(3, 3)))
    table = TableSession(service, game_id, clock=clock)
    keys = seated(table)
    for seat in range(4):
        clock.wait(1)
        table.bid(keys[seat], 1, seat_turn(table.view(keys[seat])), T)
    service.act(game_id, TrickWon(player=1))
    clock.wait(1)
    drawn = seat_turn(table.view(keys[1]))
    assert table.card(keys[1], CloudShift(player=1, change=1), drawn, T) == (True, "")
    clock.wait(gap)
    assert table.card(keys[1], CloudShift(player=1, change=1), drawn, T) == (False, "")
    assert table.card(keys[1], CloudShift(player=1, change=-1), seat_turn(table.view(keys[1])), T) == (False, "")
    assert service.game(game_id).state.current.final_bids == (1, 2, 1, 1)
