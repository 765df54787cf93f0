"""What the game's menu changes about the evening (issue 30), shared by its
dialogs: a change tried on the game (the domain accepts it or says why not),
the plan that fits the deck said in words, and what an undo of a change
takes back ("Ann left", "Plan changed", "−10 for Ben (revoke)").

Nothing here decides a rule: a change is offered, previewed or refused by
applying it to the game (``Game.apply``, pure: the game is left as it was)
and reading the state it makes, or the refusal's words.
"""

from __future__ import annotations

from dataclasses import dataclass

from ..domain import (
    Adjust, CloseRound, EndGame, Game, GameAction, GameState, JoinSeat, Phase, ScorekeeperError, TableChange,
)
from ..domain.changes import proposed_plan
from ..i18n import Translator
from .errors import error_text

MINUS = "\u2212"  # a true minus sign, as the sheet writes points


@dataclass(frozen=True, slots=True)
class Attempt:
    """``actions`` tried on a game: the game they make, or why the domain refuses them."""

    actions: tuple[GameAction, ...]
    game: Game | None
    problem: str  # the domain's refusal in the player's language ("" when accepted)

    @property
    def ok(self) -> bool:
        return self.game is not None


def attempt(game: Game, actions: tuple[GameAction, ...], t: Translator) -> Attempt:
    """Apply ``actions`` to ``game`` (which stays as it was) and keep the
    outcome: the new game, or the refusal in words."""
    try:
        after = game
        for action in actions:
            after = after.apply(action)
    except ScorekeeperError as exc:
        return Attempt(actions, None, error_text(exc, t))
    return Attempt(actions, after, "")


def allowed(game: Game, *actions: GameAction) -> bool:
    """Does the domain accept ``actions`` on ``game`` now?"""
    try:
        for action in actions:
            game = game.apply(action)
    except ScorekeeperError:
        return False
    return True


def seat_change_start(game: Game) -> tuple[GameAction, ...]:
    """What comes before a change of the table: a seat changes at the start
    of a round, so a scored round (the table between two rounds) goes on to
    the next one first, in the same write (an undo takes back the change
    alone: the next round stays begun)."""
    state = game.state
    if state.current.phase is Phase.SCORED and not state.complete:
        return (CloseRound(),)
    return ()


def state_after(game: Game, actions: tuple[GameAction, ...]) -> GameState:
    """The state ``actions`` lead to (they are the ones the domain accepted)."""
    for action in actions:
        game = game.apply(action)
    return game.state


def playing_count(state: GameState) -> int:
    """How many play the current round."""
    return len(state.current.playing)


def table_change(game: Game, *, leave: tuple[int, ...] = (), rejoin: tuple[int, ...] = (),
                 join: tuple[JoinSeat, ...] = ()) -> tuple[tuple[GameAction, ...], tuple[int, ...] | None]:
    """The actions that change the table so (the round started first when
    the table is between rounds), with the plan the domain proposes for the
    number then at the table (None: the plan already fits)."""
    first = seat_change_start(game)
    state = state_after(game, first)
    count = playing_count(state) - len(leave) + len(rejoin) + len(join)
    plan = proposed_plan(state, count) if count > 0 else None
    change = TableChange(leave=leave, rejoin=rejoin, join=join, plan=plan)
    return (*first, change), plan


def cards_list(cards: tuple[int, ...], t: Translator) -> str:
    """Card counts as a list ("3, 4, 5"), each the language's number."""
    return ", ".join(t.number(c) for c in cards)


def plan_fit_words(before: GameState, plan: tuple[int, ...] | None, count: int, t: Translator) -> str:
    """What a proposed plan changes, in words ("" when none is needed):
    "With 6 at the table a round deals at most 10 cards: round 6 to 12 deal
    6, 7, 8, 9, 10, 10, 10 (were 6, 7, ...)"."""
    if plan is None:
        return ""
    number = before.current.number
    was = tuple(before.schedule[number - 1:])
    last = number + len(plan) - 1
    return t("evening.plan_fits", n=count, first=number, last=last, cards=cards_list(plan, t),
             was=cards_list(was, t), rounds=before.total_rounds)


def points_text(points: int) -> str:
    """+10, −10 (a true minus)."""
    return f"+{points}" if points > 0 else f"{MINUS}{-points}"


def change_words(action: GameAction, before: GameState, t: Translator) -> str:
    """What ``action`` (a change of the evening) did, said short: "Ann
    left", "Dan joined", "Plan changed", "Game ended", "−10 for Ben
    (revoke)"; "" for any other action. ``before``: the state it was applied
    to (its seats name the players)."""
    match action:
        case TableChange():
            parts = []
            if action.leave:
                parts.append(t("did.left", names=t.join(before.name(s) for s in action.leave)))
            if action.rejoin:
                parts.append(t("did.back", names=t.join(before.name(s) for s in action.rejoin)))
            if action.join:
                parts.append(t("did.joined", names=t.join(j.name for j in action.join)))
            if action.plan is not None and not parts:
                parts.append(t("did.plan"))
            return ", ".join(parts)
        case EndGame():
            return t("did.end")
        case Adjust():
            name = before.name(action.player)
            if action.reason:
                return t("did.adjust", points=points_text(action.points), name=name, reason=action.reason)
            return t("did.adjust_plain", points=points_text(action.points), name=name)
    return ""
