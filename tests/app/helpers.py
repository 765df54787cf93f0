"""Builders shared by the presenter tests: games started on the shipped
presets, played with plain domain actions (no browser, no storage)."""

from __future__ import annotations

from typing import Sequence

from scorekeeper.domain import Bid, Game, RuleChoice, Start
from scorekeeper.i18n import translator
from scorekeeper.presets import builtin_registry

REGISTRY = builtin_registry()
NAMES = ("Ana", "Ben", "Cleo")
t = translator("en")


def start(names: Sequence[str] = NAMES, first_dealer: int = 0, **rules) -> Game:
    return Game.start(Start(players=tuple(names), first_dealer=first_dealer, rules=RuleChoice(**rules)), REGISTRY)


def bid_all(game: Game, bids: Sequence[int]) -> Game:
    """``bids`` in seat order, entered in bidding order."""
    for seat in game.state.current.bidding_order:
        game = game.apply(Bid(player=seat, value=bids[seat]))
    return game
