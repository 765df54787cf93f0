"""Properties of the evening as it goes (issue 30): for any sequence of
leaves, comebacks, joins, plan changes, adjustments and an early end, played
through legal rounds, every round deals within the deck, each round's tricks
add up, the totals are the points plus the adjustments, the record gives the
same game back, and undo/redo walk the whole way."""

from __future__ import annotations

import os

from hypothesis import HealthCheck, event, given, settings
from hypothesis import strategies as st

from scorekeeper.domain import (
    Adjust,
    Bid,
    CloseRound,
    EndGame,
    EnterTricks,
    Game,
    Phase,
    Redo,
    Reveal,
    ScorekeeperError,
    Start,
    TableChange,
    Undo,
    bid_choice,
    deck_cards,
    game_from_record,
    join,
    leave,
    proposed_plan,
    record_from_state,
    rejoin,
)
from scorekeeper.domain.rules import RuleChoice
from scorekeeper.presets import builtin_registry

REGISTRY = builtin_registry()
NAMES = ("Ana", "Ben", "Cleo", "Dan", "Eva", "Finn")
NEWCOMERS = ("Gus", "Hana", "Ivo", "Jun")
EXAMPLES = int(os.environ.get("SCOREKEEPER_PROPERTY_EXAMPLES", "40"))
EVENINGS = settings(max_examples=EXAMPLES, deadline=None,
                    suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large])


def _play_round(game: Game, data) -> Game:
    """Legal bids in order, the reveal when hidden, then legal tricks for the seats that play."""
    while game.state.current.phase in (Phase.BIDDING, Phase.REBID, Phase.REVEAL):
        rnd = game.state.current
        if rnd.phase is Phase.REVEAL:
            game = game.apply(Reveal())
            continue
        choice = bid_choice(game.state)
        assert choice is not None
        game = game.apply(Bid(player=choice.player, value=data.draw(st.sampled_from(sorted(choice.legal)))))
    rnd = game.state.current
    tricks = [0] * rnd.players
    for _ in range(rnd.tricks_to_win):
        tricks[data.draw(st.sampled_from(rnd.playing))] += 1
    return game.apply(EnterTricks(tricks=tuple(tricks)))


def _change(game: Game, data) -> Game:
    """One change of the table a real evening might make (refusals leave the game as it was)."""
    state = game.state
    rnd = state.current
    kind = data.draw(st.sampled_from(("join", "leave", "rejoin", "plan", "adjust", "none")))
    action = None
    if kind == "leave":
        action = leave(data.draw(st.sampled_from(rnd.playing)))
    elif kind == "rejoin" and rnd.out:
        action = rejoin(data.draw(st.sampled_from(rnd.out)))
    elif kind == "join":
        name = next((n for n in NEWCOMERS if n not in state.players), None)
        if name is not None:
            seat = data.draw(st.integers(0, len(state.players)))
            action = join(name, seat, plan=proposed_plan(state, len(rnd.playing) + 1))
    elif kind == "plan":
        top = deck_cards(state) // len(rnd.playing)
        action = TableChange(plan=tuple(data.draw(st.lists(st.integers(1, top), min_size=1, max_size=4))))
    elif kind == "adjust":
        action = Adjust(player=data.draw(st.sampled_from(rnd.playing)),
                        points=data.draw(st.integers(-30, 30).filter(bool)), reason="house rule")
    if action is None:
        return game
    try:
        return game.apply(action)
    except ScorekeeperError:
        return game


@given(st.data())
@EVENINGS
def test_any_evening_deals_within_the_deck_adds_up_and_survives_the_record(data):
    players = data.draw(st.integers(3, 6))
    first = data.draw(st.integers(0, players - 1))
    bids = data.draw(st.sampled_from(("open", "hidden", "secret")))
    schedule = tuple(data.draw(st.lists(st.integers(1, 60 // players), min_size=3, max_size=8)))
    game = Game.start(Start(players=NAMES[:players], first_dealer=first,
                            rules=RuleChoice(preset="standard", bids=bids, schedule=schedule)), REGISTRY)
    for _ in range(data.draw(st.integers(1, 8))):
        if game.state.current.number > 1:
            for _ in range(data.draw(st.integers(0, 3))):
                game = _change(game, data)
        game = _play_round(game, data)
        if data.draw(st.integers(0, 11)) == 0 and not game.state.complete:
            game = game.apply(EndGame())
        if game.state.complete:
            break
        game = game.apply(CloseRound())
    state = game.state
    event(f"seated {len(state.players)}, out in the last round {len(state.current.out)}, ended early {state.ended_early}")
    deck = deck_cards(state)
    totals = [0] * len(state.players)
    for rnd in state.rounds:
        assert 3 <= len(rnd.playing) <= 6
        assert rnd.cards * len(rnd.playing) <= deck
        assert rnd.dealer in rnd.playing and rnd.first_bidder in rnd.playing
        if rnd.scored:
            assert sum(rnd.tricks) == rnd.tricks_to_win
            assert all(rnd.tricks[s] == 0 and rnd.bids[s] is None for s in rnd.out)
            for seat in range(len(state.players)):
                totals[seat] += rnd.points[seat] + rnd.adjusted(seat)
    for before, rnd in zip(state.rounds, state.rounds[1:]):  # the dealer rule of the record contract
        seats = rnd.players
        expected = next(s for k in range(1, seats + 1) if (s := (before.dealer + k) % seats) not in rnd.out)
        assert rnd.dealer == expected
    assert list(state.totals) == totals
    record = record_from_state(state, REGISTRY).to_json()
    again = game_from_record(record, REGISTRY)
    assert again.state.totals == state.totals
    assert again.state.players == state.players
    assert record_from_state(again.state, REGISTRY).to_json() == record
    undone = game
    while undone.can_undo:
        undone = undone.apply(Undo())
    assert undone.state.players == NAMES[:players]
    while undone.can_redo:
        undone = undone.apply(Redo())
    assert undone.state == state
