"""The Bomb: the trick it is played in is won by nobody (the player who
would have won it leads the next), so that round's tricks add up to the
cards dealt minus one. Turned up as the trump card it means no trump (the
table records "no trump", as for a Jester).

Its mark in a round is ``True``; the record's ``bomb: true``; a
correction's ``bomb`` (True/False; None: as it was)."""

from __future__ import annotations

from types import MappingProxyType
from typing import TYPE_CHECKING, Any, Literal, Sequence

from pydantic import StrictBool

from ..actions import GameAction
from ..errors import SpecialCardError, TricksError
from ..legality import require_play
from ..state import Phase, replace_current, with_mark
from .base import Offer, Variant, Words, require_card

if TYPE_CHECKING:
    from ..sheet import SheetRound
    from ..state import GameState, RoundState


class BombPlayed(GameAction):
    """The Bomb was played in the current round: its trick goes to nobody."""

    type: Literal["bomb"] = "bomb"


class Bomb(Variant):
    id = "bomb"
    name = "the Bomb"
    actions = (BombPlayed,)
    record_field = "bomb"
    record_type = StrictBool
    replay_stage = "play"
    correct_field = "bomb"
    fix_kind = "switch"
    csv_round_columns = ("bomb",)
    csv_wide_columns = ("bomb",)
    plural_by = MappingProxyType({"tricks.sum_bomb": "taken"})

    def tricks_lost(self, rnd: "RoundState") -> int:
        return 1 if rnd.mark(self.id) else 0

    def step(self, state: "GameState", action: GameAction) -> "GameState":
        rnd = state.current
        require_play(state, rnd)
        if rnd.mark(self.id):
            raise SpecialCardError(f"round {rnd.number}: the Bomb was already played this round (the deck has one)",
                                   round=rnd.number, code="bomb.again")
        if rnd.tricks_played >= rnd.cards:
            raise SpecialCardError(
                f"round {rnd.number}: all {rnd.cards} tricks are counted for players, so none is left to the Bomb "
                "(undo the trick that went to nobody)",
                round=rnd.number, code="bomb.no_trick_left", details={"cards": rnd.cards},
            )
        return replace_current(state, with_mark(rnd, self.id, True))

    def corrected(self, state: "GameState", rnd: "RoundState", value: Any) -> Any:
        if value:
            require_card(rnd, self)
        return True if value else None

    def fix_value(self, rnd: "RoundState") -> Any:
        return bool(rnd.mark(self.id))

    def fix_next(self, value: Any, seat: int | None) -> Any:
        return not value  # it was (not) played in this round after all

    def fix_words(self, value: Any, seat: int | None, name: str, t: Words) -> tuple[str, str]:
        return t("cards.bomb"), ""

    def tricks_refusal(self, state: "GameState", rnd: "RoundState", given: int) -> Exception | None:
        if not rnd.mark(self.id):
            return None
        want = rnd.tricks_to_win
        return TricksError(
            f"round {rnd.number}: tricks add up to {given}, but the Bomb's trick went to nobody: "
            f"{want} {'trick was' if want == 1 else 'tricks were'} taken ({rnd.cards} played)",
            round=rnd.number, code="tricks.sum_bomb", details={"sum": given, "cards": rnd.cards, "taken": want},
        )

    def trick_refusal(self, state: "GameState", rnd: "RoundState", who: str) -> Exception | None:
        if not rnd.mark(self.id):
            return None
        return TricksError(
            f"round {rnd.number}: all {rnd.tricks_to_win} tricks are already counted (the Bomb's went to nobody); "
            f"{who} cannot win another",
            round=rnd.number, player=who, code="tricks.all_counted_bomb", details={"cards": rnd.tricks_to_win},
        )

    def legal(self, state: "GameState") -> tuple[GameAction, ...]:
        rnd = state.current
        return (BombPlayed(),) if rnd.phase is Phase.PLAYING and not rnd.mark(self.id) else ()

    # -- the record and the outputs ---------------------------------------------
    def to_record(self, mark: Any, scored: bool) -> Any:
        return True if mark else None  # a Bomb played is kept in a round still in play

    def record_problem(self, rnd: Any) -> str | None:
        out = set(rnd.out or ())  # a seat out of the round has no bid
        if rnd.bids is None or any(b is None for s, b in enumerate(rnd.bids) if s not in out):
            return "the Bomb was played, but not every bid is in"
        return None

    def replay(self, value: Any, rnd: Any) -> GameAction:
        return BombPlayed()

    def note(self, mark: Any, t: Words, names: Sequence[str], bids: Sequence[int | None] | None,
             final_bids: Sequence[int | None] | None, covered: bool) -> str | None:
        return t("cards.note.bomb")

    def controls(self, state: "GameState", t: Words) -> tuple[Offer, ...]:
        if BombPlayed() not in self.legal(state):
            return ()
        return (Offer(self.id, "bomb-played", t("cards.bomb"), icon="flare", action=BombPlayed()),)

    def said(self, state: "GameState", rnd: "RoundState", t: Words) -> str:
        return t("cards.bomb_done", n=rnd.tricks_to_win)

    def sheet_json(self, mark: Any, rnd: "SheetRound") -> dict[str, Any]:
        return {"bomb": True, "tricks_taken": rnd.tricks_taken}

    def csv_values(self, mark: Any, names: Sequence[str], seat: int | None, bids: Sequence[int | None],
                   final_bids: Sequence[int | None]) -> tuple[str, ...]:
        return ("1" if mark else "",)
