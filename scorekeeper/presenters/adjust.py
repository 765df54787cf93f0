"""Adjust a player's points (issue 30): a one-off penalty or bonus with a
reason ("revoke", "house bonus"), counted with the current round; the
domain accepts it or says why not."""

from __future__ import annotations

from dataclasses import dataclass

from ..domain import Adjust, Game, GameAction
from ..i18n import Translator
from .evening import allowed, attempt, points_text

STEPS = (-10, -1, 1, 10)  # the points buttons
REASONS = ("revoke", "house_bonus", "start")  # suggested reasons (adjust.reason.<key>), one tap each


@dataclass(frozen=True, slots=True)
class PlayerOption:
    seat: int
    name: str


@dataclass(frozen=True, slots=True)
class AdjustView:
    title: str
    players: tuple[PlayerOption, ...]  # who may be adjusted now (those who play the round)
    player: int | None  # chosen
    points: int
    points_text: str  # "+10", "−10"
    steps: tuple[tuple[int, str, str], ...]  # (step, its label "−10", what a screen reader hears)
    reasons: tuple[str, ...]  # suggested reasons, in the language
    reason: str
    says: str  # "−10 for Ben (revoke): 40 → 30, with round 5"
    problem: str  # the domain's refusal
    confirm: str
    actions: tuple[GameAction, ...]  # what the button applies (empty: not complete, or refused)


def may_adjust(game: Game, seat: int) -> bool:
    """May ``seat``'s total be adjusted now (the domain's answer)?"""
    return allowed(game, Adjust(player=seat, points=1, reason="?"))


def adjustable(game: Game) -> tuple[int, ...]:
    """The seats whose total may be adjusted now (those who play the round)."""
    return tuple(s for s in range(len(game.state.players)) if may_adjust(game, s))


def adjust_view(game: Game, player: int | None, points: int, reason: str, t: Translator) -> AdjustView:
    """``player``: the seat chosen (None: none yet); ``points`` and
    ``reason``: as entered so far."""
    state = game.state
    seats = adjustable(game)
    players = tuple(PlayerOption(s, state.name(s)) for s in seats)
    steps = tuple((step, points_text(step), t("adjust.step", points=points_text(step))) for step in STEPS)
    reasons = tuple(t(f"adjust.reason.{key}") for key in REASONS)
    reason = reason.strip()
    says = problem = ""
    actions: tuple[GameAction, ...] = ()
    chosen = player if player in seats else None
    if chosen is not None and points:
        tried = attempt(game, (Adjust(player=chosen, points=points, reason=reason),), t)
        if tried.game is None:
            problem = tried.problem
        else:
            before, after = state.totals[chosen], tried.game.state.totals[chosen]
            what = t("did.adjust", points=points_text(points), name=state.name(chosen), reason=reason) if reason \
                else t("did.adjust_plain", points=points_text(points), name=state.name(chosen))
            if before != after:  # counted at once (the round is scored)
                says = t("adjust.says_now", what=what, before=before, after=after)
            else:  # counted once the round is scored
                says = t("adjust.says_later", what=what, n=state.current.number)
            actions = tried.actions
    return AdjustView(t("adjust.title"), players, chosen, points, points_text(points) if points else "0", steps,
                      reasons, reason, says, problem, t("adjust.confirm"), actions)
