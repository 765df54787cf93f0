"""The path of one tap (issue 27): it enters the service once, which checks
its turn under the game's lock, applies and saves it in one write; an undo
or a redo is one write; a dropped tap writes nothing."""

from __future__ import annotations

import pytest

from scorekeeper.domain import Bid, EnterTricks, RuleChoice, TrickWon
from scorekeeper.presenters.taps import QUIET_S, turn_of

NAMES = ["Ana", "Ben", "Cleo"]


class Clock:
    def __init__(self) -> None:
        self.now = 1000.0

    def __call__(self) -> float:
        return self.now


class Calls:
    """Counts the service's look-ups of a game, its acts and the writes to the repository."""

    def __init__(self, service) -> None:
        self.games = self.acts = 0
        self.writes: list[list[str]] = []
        game, act, append = service.game, service.act, service.repo.append_actions

        def counted_game(*a, **k):
            self.games += 1
            return game(*a, **k)

        def counted_act(*a, **k):
            self.acts += 1
            return act(*a, **k)

        def counted_append(game_id, actions, *a, **k):
            self.writes.append([x["type"] for x in actions])
            return append(game_id, actions, *a, **k)

        service.game, service.act, service.repo.append_actions = counted_game, counted_act, counted_append


@pytest.fixture
def begun(store):
    store.play._clock = clock = Clock()
    assert store.play.start_game(NAMES, 0, RuleChoice(schedule=(2, 2)))
    return store, clock


def test_a_tap_enters_the_service_once_and_writes_once(begun):
    store, clock = begun
    calls = Calls(store.service)
    state = store.service.game(store.play.game_id).state
    calls.games = 0
    assert store.play.tap(Bid(player=1, value=1), turn_of(state))
    assert (calls.acts, calls.games, calls.writes) == (1, 1, [["bid"]])


def test_a_dropped_tap_writes_nothing_and_shows_its_sign(begun):
    store, clock = begun
    state = store.service.game(store.play.game_id).state
    meant = turn_of(state)
    assert store.play.tap(Bid(player=1, value=1), meant)
    calls = Calls(store.service)
    clock.now += QUIET_S / 2  # the second tap of a double tap
    assert not store.play.tap(Bid(player=1, value=1), meant)
    assert calls.writes == [] and store.play.dropped == 1
    assert store.service.game(store.play.game_id).state.current.bids == (None, 1, None)


def test_an_undo_and_a_redo_are_one_write_each(begun):
    store, clock = begun
    for seat, value in ((1, 1), (2, 0), (0, 0)):
        clock.now += 1
        assert store.play.act(Bid(player=seat, value=value))
    assert store.play.act(EnterTricks(tricks=(1, 1, 0)))
    calls = Calls(store.service)
    store.play.undo()
    store.play.redo()
    assert calls.writes == [["undo"], ["redo"]] and calls.acts == 2
    assert store.service.game(store.play.game_id).state.current.scored


def test_a_trick_tap_is_one_write(begun):
    store, clock = begun
    for seat, value in ((1, 1), (2, 0), (0, 0)):
        clock.now += 1
        assert store.play.act(Bid(player=seat, value=value))
    calls = Calls(store.service)
    clock.now += 1
    assert store.play.tap(TrickWon(player=1), turn_of(store.service.game(store.play.game_id).state))
    assert calls.acts == 1 and calls.writes == [["trick"]]

