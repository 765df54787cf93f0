"""The Werewolf: at the start of a round, once the trump card is turned,
the player holding the Werewolf swaps it for the trump card and names the
trump (a suit, or no trump). The round's trump is the one they named, and
the sheet says who named it.

Its mark in a round is the seat that named the trump; so is the record's
``werewolf`` (replayed with the round's ``trump``)."""

from __future__ import annotations

from dataclasses import replace
from typing import TYPE_CHECKING, Any, Callable, Literal, Sequence

from pydantic import StrictInt

from ..actions import TRUMPS, GameAction, Trump
from ..legality import check_seat, check_trump, dealt_round
from ..state import Phase, replace_round, with_mark
from .base import Choice, Line, Offer, Pick, Variant, Words

if TYPE_CHECKING:
    from ..sheet import SheetRound
    from ..state import GameState, RoundState


class WerewolfTrump(GameAction):
    """``player`` played the Werewolf and named ``suit`` the trump of the
    current round (or of ``round``); ``player=None`` takes the Werewolf back
    out of that round (a correction)."""

    type: Literal["werewolf"] = "werewolf"
    player: StrictInt | None
    suit: Trump | None = None
    round: StrictInt | None = None


class Werewolf(Variant):
    id = "werewolf"
    name = "the Werewolf"
    actions = (WerewolfTrump,)
    record_field = "werewolf"
    record_type = StrictInt
    replay_stage = "trump"
    csv_round_columns = ("werewolf",)
    csv_wide_columns = ("werewolf",)

    def step(self, state: "GameState", action: GameAction) -> "GameState":
        assert isinstance(action, WerewolfTrump)
        rnd = dealt_round(state, action.round)
        if action.player is not None:
            check_seat(state, action.player, "werewolf")
        check_trump(rnd, action.suit)
        return replace_round(state, with_mark(replace(rnd, trump=action.suit), self.id, action.player))

    def legal(self, state: "GameState") -> tuple[GameAction, ...]:
        rnd = state.current
        if rnd.mark(self.id) is not None or rnd.phase is Phase.CLOSED:
            return ()
        # TRUMPS holds exactly Trump's values (a tuple of str to the type checker)
        return tuple(WerewolfTrump(player=seat, suit=suit)  # type: ignore[arg-type]
                     for seat in range(rnd.players) for suit in TRUMPS)

    # -- the record and the outputs ---------------------------------------------
    def reseated(self, mark: Any, moved: Callable[[int], int]) -> Any:
        return moved(mark)

    def to_record(self, mark: Any, scored: bool) -> Any:
        return mark

    def replay(self, value: Any, rnd: Any) -> GameAction:
        return WerewolfTrump(player=value, suit=rnd.trump)

    def sheet_value(self, mark: Any, names: Sequence[str]) -> Any:
        return names[mark]  # the sheet names who chose the trump

    def note(self, mark: Any, t: Words, names: Sequence[str], bids: Sequence[int | None] | None,
             final_bids: Sequence[int | None] | None, covered: bool) -> str | None:
        return t("cards.note.werewolf", name=names[mark])

    def controls(self, state: "GameState", t: Words) -> tuple[Offer, ...]:
        # at the start of a round, before any bid: who holds it, then the trump they name
        rnd = state.current
        if rnd.phase not in (Phase.BIDDING, Phase.REVEAL) or any(b is not None for b in rnd.bids) \
                or not self.legal(state):
            return ()
        who = tuple(
            Pick(f"werewolf-{seat}", name, then=Choice(t("cards.werewolf_trump", name=name), (Line(tuple(
                Pick(f"werewolf-trump-{suit}", t(f"trump.{suit}"), suit=suit,
                     action=WerewolfTrump(player=seat, suit=suit))  # type: ignore[arg-type]
                for suit in TRUMPS)),)))
            for seat, name in enumerate(state.players))
        return (Offer(self.id, "werewolf", t("cards.werewolf"), choice=Choice(t("cards.werewolf_who"), (Line(who),)),
                      at_start=True),)

    def said(self, state: "GameState", rnd: "RoundState", t: Words) -> str:
        return t("cards.note.werewolf", name=state.name(rnd.mark(self.id)))

    def sheet_json(self, mark: Any, rnd: "SheetRound") -> dict[str, Any]:
        return {"werewolf": rnd.players[mark]}

    def csv_values(self, mark: Any, names: Sequence[str], seat: int | None, bids: Sequence[int | None],
                   final_bids: Sequence[int | None]) -> tuple[str, ...]:
        return ("" if mark is None else names[mark],)
