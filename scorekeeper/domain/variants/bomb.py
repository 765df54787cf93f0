"""The Bomb: the trick it is played in is won by nobody (the player who
would have won it leads the next), so that round's tricks add up to the
cards dealt minus one. Turned up as the trump card it means no trump (the
table records "no trump", as for a Jester)."""

from __future__ import annotations

from dataclasses import replace
from typing import TYPE_CHECKING

from ..actions import BombPlayed, GameAction
from ..errors import SpecialCardError
from ..legality import require_play
from ..state import Phase, replace_current
from .base import Variant

if TYPE_CHECKING:
    from ..state import GameState, RoundState


class Bomb(Variant):
    id = "bomb"
    actions = (BombPlayed,)

    def tricks_lost(self, rnd: "RoundState") -> int:
        return 1 if rnd.bomb else 0

    def step(self, state: "GameState", action: GameAction) -> "GameState":
        rnd = state.current
        require_play(state, rnd)
        if rnd.bomb:
            raise SpecialCardError(f"round {rnd.number}: the Bomb was already played this round (the deck has one)",
                                   round=rnd.number, code="bomb.again")
        if rnd.tricks_played >= rnd.cards:
            raise SpecialCardError(
                f"round {rnd.number}: all {rnd.cards} tricks are counted for players, so none is left to the Bomb "
                "(undo the trick that went to nobody)",
                round=rnd.number, code="bomb.no_trick_left", details={"cards": rnd.cards},
            )
        return replace_current(state, replace(rnd, bomb=True))

    def legal(self, state: "GameState") -> tuple[GameAction, ...]:
        rnd = state.current
        return (BombPlayed(),) if rnd.phase is Phase.PLAYING and not rnd.bomb else ()
