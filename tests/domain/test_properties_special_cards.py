"""Properties of games played with the special cards (hypothesis): random
tables with the Bomb, the Cloud and the Werewolf in the deck, each step one
of the actions the engine says are legal now (``legal_actions``), direct
entry, a correction, undo or redo."""

from __future__ import annotations

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from scorekeeper.domain import (
    CloudShift,
    EnterTricks,
    Game,
    Phase,
    Redo,
    ScorekeeperError,
    Start,
    Undo,
    game_from_record,
    legal_actions,
    record_from_state,
)
from scorekeeper.domain.rules import RuleChoice
from scorekeeper.presets import builtin_registry

from .test_properties import EXAMPLES

REGISTRY = builtin_registry()
NAMES = ("Ana", "Ben", "Cleo", "Dan", "Eva", "Finn")
GAMES = settings(max_examples=EXAMPLES, deadline=None,
                 suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large])


@st.composite
def played(draw) -> Game:
    players = draw(st.integers(3, 6))
    schedule = tuple(draw(st.lists(st.integers(1, 60 // players), min_size=1, max_size=4)))
    cards = draw(st.sets(st.sampled_from(["bomb", "cloud", "werewolf", "juggler"]), min_size=1))
    choice = RuleChoice(preset="anniversary", schedule=schedule, special_cards=tuple(cards),
                        notequal=draw(st.booleans()), bids=draw(st.sampled_from(["open", "hidden", "secret"])))
    game = Game.start(Start(players=NAMES[:players], first_dealer=draw(st.integers(0, players - 1)), rules=choice),
                      REGISTRY)
    for _ in range(draw(st.integers(0, 120))):
        state = game.state
        options = list(legal_actions(state))
        rnd = state.current
        if rnd.phase is Phase.PLAYING and draw(st.booleans()):
            # direct entry: a split of the tricks still to win, on top of those counted
            split = list(rnd.tricks)
            for _ in range(rnd.tricks_left):
                split[draw(st.integers(0, players - 1))] += 1
            options.append(EnterTricks(tricks=tuple(split)))
        if game.can_undo:
            options.append(Undo())
        if game.can_redo:
            options.append(Redo())
        if not options:
            break
        action = draw(st.sampled_from(options))
        try:
            game = game.apply(action)
        except ScorekeeperError:
            # only a direct entry may be refused (a Cloud's player left without a trick)
            assert isinstance(action, EnterTricks), action
    return game


@GAMES
@given(played())
def test_every_scored_round_has_tricks_taken_plus_bombs_equal_to_the_cards(game):
    for state in game.states:
        for rnd in state.rounds:
            if rnd.scored:
                assert sum(rnd.tricks) + (1 if rnd.mark("bomb") else 0) == rnd.cards


@GAMES
@given(played())
def test_a_cloud_changes_exactly_one_bid_by_exactly_one(game):
    for state in game.states:
        for rnd in state.rounds:
            if not rnd.bids_complete:
                continue
            changed = [(b, f) for b, f in zip(rnd.bids, rnd.final_bids) if b != f]
            if rnd.mark("cloud") is None:
                assert changed == []
            else:
                assert len(changed) == 1 and abs(changed[0][1] - changed[0][0]) == 1
                assert rnd.tricks[rnd.mark("cloud").player] >= 1 and 0 <= changed[0][1] <= rnd.cards


@GAMES
@given(played())
def test_a_game_with_special_cards_reads_back_from_its_record_with_the_same_totals(game):
    state = game.state
    again = game_from_record(record_from_state(state, REGISTRY).to_json(), REGISTRY).state
    assert again.totals == state.totals
    for old, new in zip(state.rounds, again.rounds):
        if old.scored:
            cards = ("bomb", "cloud", "werewolf")
            assert ([new.mark(c) for c in cards], new.points) == ([old.mark(c) for c in cards], old.points)


@GAMES
@given(played())
def test_a_cloud_is_offered_only_to_a_player_with_a_trick(game):
    state = game.state
    for action in legal_actions(state):
        if isinstance(action, CloudShift):
            assert state.current.tricks[action.player] >= 1
