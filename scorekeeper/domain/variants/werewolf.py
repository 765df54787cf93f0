"""The Werewolf: at the start of a round, once the trump card is turned,
the player holding the Werewolf swaps it for the trump card and names the
trump (a suit, or no trump). The round's trump is the one they named, and
the sheet says who named it."""

from __future__ import annotations

from dataclasses import replace
from typing import TYPE_CHECKING

from ..actions import TRUMPS, GameAction, WerewolfTrump
from ..legality import check_seat, check_trump, dealt_round
from ..state import Phase, replace_round
from .base import Variant

if TYPE_CHECKING:
    from ..state import GameState


class Werewolf(Variant):
    id = "werewolf"
    actions = (WerewolfTrump,)

    def step(self, state: "GameState", action: GameAction) -> "GameState":
        assert isinstance(action, WerewolfTrump)
        rnd = dealt_round(state, action.round)
        if action.player is not None:
            check_seat(state, action.player, "werewolf")
        check_trump(rnd, action.suit)
        return replace_round(state, replace(rnd, werewolf=action.player, trump=action.suit))

    def legal(self, state: "GameState") -> tuple[GameAction, ...]:
        rnd = state.current
        if rnd.werewolf is not None or rnd.phase is Phase.CLOSED:
            return ()
        return tuple(WerewolfTrump(player=seat, suit=suit) for seat in range(rnd.players) for suit in TRUMPS)
