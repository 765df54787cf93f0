"""Small builders shared by the domain tests (hand-written, no mocks)."""

from __future__ import annotations

import copy
from typing import Sequence

import pytest

from scorekeeper.domain import (
    Bid,
    CloseRound,
    EnterTricks,
    Game,
    Phase,
    Reveal,
    ScorekeeperError,
    Start,
)
from scorekeeper.domain.rules import RuleChoice
from scorekeeper.presets import builtin_registry

REGISTRY = builtin_registry()

NAMES = ("Ana", "Ben", "Cleo", "Dan", "Eva", "Finn")


def start(players: int | Sequence[str] = 3, first_dealer: int = 0, preset: str = "standard", **options) -> Game:
    """A new game; ``options`` are table overrides (notequal, bids, foresight, schedule)."""
    names = NAMES[:players] if isinstance(players, int) else tuple(players)
    if "schedule" in options and options["schedule"] is not None:
        options["schedule"] = tuple(options["schedule"])
    return Game.start(Start(players=names, first_dealer=first_dealer, rules=RuleChoice(preset=preset, **options)), REGISTRY)


def bid_all(game: Game, bids: Sequence[int]) -> Game:
    """Enter ``bids`` (given in SEAT order) in bidding order."""
    for seat in game.state.current.bidding_order:
        game = game.apply(Bid(player=seat, value=bids[seat]))
    return game


def play_round(game: Game, bids: Sequence[int], tricks: Sequence[int], close: bool = True) -> Game:
    """Bid, reveal if hidden, enter tricks, and close unless it is the last round."""
    game = bid_all(game, bids)
    if game.state.current.phase is Phase.REVEAL:
        game = game.apply(Reveal())
    game = game.apply(EnterTricks(tricks=tuple(tricks)))
    state = game.state
    if close and state.current.number < state.total_rounds:
        game = game.apply(CloseRound())
    return game


def assert_rejected(game: Game, action, error_type: type[ScorekeeperError], *fragments: str) -> ScorekeeperError:
    """``action`` raises exactly ``error_type``, its message contains every
    fragment, and the game (and its state) are exactly as before."""
    snapshot = copy.deepcopy(game)
    state_before = game.state
    with pytest.raises(ScorekeeperError) as info:
        game.apply(action)
    error = info.value
    assert type(error) is error_type, f"{type(error).__name__}: {error}"
    assert isinstance(error, ValueError)
    message = str(error)
    for fragment in fragments:
        assert fragment in message, f"{fragment!r} not in {message!r}"
    assert "\n" not in message
    assert game == snapshot
    assert game.state is state_before
    assert game.state == snapshot.state
    return error
