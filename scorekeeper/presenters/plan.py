"""Change the plan (issue 30): stop after round R, jump to the last round's
card count, or continue to another round count; the domain accepts the plan
(every round within the deck for the players at the table) or says why not.

A plan is the card counts from the current round on (the current round's
first, as :class:`~scorekeeper.domain.changes.TableChange` takes it). The
rounds a longer game adds go on as the plan went (one card more a round, or
as many again), never past the deck split among the players at the table;
the domain checks every one.
"""

from __future__ import annotations

from dataclasses import dataclass

from ..domain import Game, GameAction, GameState, TableChange
from ..domain.changes import most_cards
from ..domain.text import MAX_ROUNDS
from ..i18n import Translator
from .evening import attempt, cards_list, playing_count

MORE_ROUNDS = 20  # the stepper goes this far past the planned end


@dataclass(frozen=True, slots=True)
class PlanChoice:
    key: str  # "stop" (stop after round ``last``) or "jump" (to the last round's cards)
    last: int  # the game's last round with this plan
    plan: tuple[int, ...]  # card counts from the current round on
    ok: bool  # the domain accepts it
    problem: str  # why not, in words


@dataclass(frozen=True, slots=True)
class PlanView:
    title: str
    last: int  # the last round the stepper shows
    lowest: int  # the stepper's range
    highest: int
    last_label: str  # "Last round: 12"
    jump: PlanChoice | None  # jump to the last round's card count (None: not possible now)
    jump_label: str  # "Jump to the last round (20 cards)"
    jumping: bool  # the jump is chosen (not the stepper)
    says: str  # what the chosen plan changes
    problem: str  # the domain's refusal
    confirm: str
    actions: tuple[GameAction, ...]  # what the button applies (empty: unchanged, or refused)


def _top(state: GameState) -> int:
    """The most cards a round may deal to the players at the table."""
    return max(1, most_cards(state, max(1, playing_count(state))))


def planned_cards(state: GameState, last: int) -> tuple[int, ...]:
    """Every round's cards when the game ends after round ``last``: the plan
    as it is, cut there, or gone on as it went (the step of its last two
    rounds, within 1 and the deck's share)."""
    cards = list(state.schedule[:last])
    step = cards[-1] - cards[-2] if len(cards) >= 2 else 0
    step = max(-1, min(1, step))
    top = _top(state)
    while len(cards) < last:
        cards.append(max(1, min(top, (cards[-1] if cards else 1) + step)))
    return tuple(cards)


def _choice(game: Game, key: str, plan: tuple[int, ...], t: Translator) -> PlanChoice:
    number = game.state.current.number
    tried = attempt(game, (TableChange(plan=plan),), t)
    return PlanChoice(key, number + len(plan) - 1, plan, tried.ok, tried.problem)


def stop_choice(game: Game, last: int, t: Translator) -> PlanChoice:
    """The game ends after round ``last`` (shorter or longer than planned)."""
    state = game.state
    return _choice(game, "stop", planned_cards(state, last)[state.current.number - 1:], t)


def jump_choice(game: Game, t: Translator) -> PlanChoice | None:
    """The next round dealt is the last, with the last round's cards: this
    round itself when it has not begun, else the one after it (the domain
    says which it takes). None: this round or the next is the last anyway."""
    state = game.state
    rnd = state.current
    rest = tuple(state.schedule[rnd.number - 1:])
    final = state.schedule[-1]
    candidates = [plan for plan in ((final,), (rnd.cards, final)) if plan != rest and len(plan) < len(rest)]
    choices = [_choice(game, "jump", plan, t) for plan in candidates]
    return next((c for c in choices if c.ok), None)


def plan_options(game: Game, t: Translator) -> tuple[PlanChoice, ...]:
    """The plan changes the menu checks before it offers "Change the plan":
    this round the last, the jump, one round more."""
    state = game.state
    number, total = state.current.number, state.total_rounds
    options = [stop_choice(game, last, t) for last in sorted({number, total + 1}) if last != total]
    if any(option.ok for option in options):
        return tuple(options)  # enough for the menu: the jump is asked in the dialog
    jump = jump_choice(game, t)
    return (*options, *([jump] if jump is not None else []))


def plan_says(state: GameState, choice: PlanChoice, t: Translator) -> str:
    """What a plan changes: "The game ends after round 12 (not 20). Rounds
    5 to 12 deal 5, 6, 7, 8, 9, 10, 11, 12 cards.\""""
    number = state.current.number
    ends = t("plan.ends", last=choice.last, total=state.total_rounds)
    if choice.last == number:
        deals = t.n("plan.deals_one", choice.plan[0], n=number, cards=choice.plan[0])
    else:
        deals = t("plan.deals", first=number, last=choice.last, cards=cards_list(choice.plan, t))
    return f"{ends} {deals}"


def plan_view(game: Game, last: int | None, jumping: bool, t: Translator) -> PlanView:
    """``last``: the last round the stepper is at (None: as planned);
    ``jumping``: the jump to the last round's cards is chosen instead."""
    state = game.state
    number, total = state.current.number, state.total_rounds
    lowest, highest = number, min(MAX_ROUNDS, max(total, number) + MORE_ROUNDS)
    last = total if last is None else max(lowest, min(highest, last))
    jump = jump_choice(game, t)
    jumping = jumping and jump is not None
    choice = jump if jumping and jump is not None else stop_choice(game, last, t)
    unchanged = not jumping and last == total
    says = "" if unchanged or not choice.ok else plan_says(state, choice, t)
    problem = "" if unchanged else choice.problem
    jump_label = t.n("plan.jump", state.schedule[-1], cards=state.schedule[-1]) if jump is not None else ""
    return PlanView(
        title=t("plan.title"),
        last=last,
        lowest=lowest,
        highest=highest,
        last_label=t("plan.last", n=last),
        jump=jump,
        jump_label=jump_label,
        jumping=jumping,
        says=says,
        problem=problem,
        confirm=t("plan.confirm"),
        actions=() if unchanged or not choice.ok else (TableChange(plan=choice.plan),),
    )
