"""The Bomb: the trick it is played in is won by nobody (the player who
would have won it leads the next), so that round's tricks add up to the
cards dealt minus one. Turned up as the trump card it means no trump (the
table records "no trump", as for a Jester)."""

from __future__ import annotations

from dataclasses import replace
from typing import TYPE_CHECKING

from ..actions import BombPlayed, GameAction
from ..errors import SpecialCardError, TricksError
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

    def tricks_refusal(self, state: "GameState", rnd: "RoundState", given: int) -> Exception | None:
        if not rnd.bomb:
            return None
        want = rnd.tricks_to_win
        return TricksError(
            f"round {rnd.number}: tricks add up to {given}, but the Bomb's trick went to nobody: "
            f"{want} {'trick was' if want == 1 else 'tricks were'} taken ({rnd.cards} played)",
            round=rnd.number, code="tricks.sum_bomb", details={"sum": given, "cards": rnd.cards, "taken": want},
        )

    def trick_refusal(self, state: "GameState", rnd: "RoundState", who: str) -> Exception | None:
        if not rnd.bomb:
            return None
        return TricksError(
            f"round {rnd.number}: all {rnd.tricks_to_win} tricks are already counted (the Bomb's went to nobody); "
            f"{who} cannot win another",
            round=rnd.number, player=who, code="tricks.all_counted_bomb", details={"cards": rnd.tricks_to_win},
        )

    def legal(self, state: "GameState") -> tuple[GameAction, ...]:
        rnd = state.current
        return (BombPlayed(),) if rnd.phase is Phase.PLAYING and not rnd.bomb else ()
