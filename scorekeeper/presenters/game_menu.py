"""The game's menu: what the table may change about the evening now (issue
30), each item offered only when the domain accepts such a change, and the
dialogs that say who leaves, who comes back and when the game ends.

The joins, the plan and the adjustments have modules of their own
(:mod:`.join`, :mod:`.plan`, :mod:`.adjust`); what they share is in
:mod:`.evening`.
"""

from __future__ import annotations

from dataclasses import dataclass

from ..domain import EndGame, Game, GameAction, GameState
from ..i18n import Translator
from .adjust import may_adjust
from .evening import allowed, attempt, plan_fit_words, playing_count, state_after, table_change
from .join import can_join
from .plan import plan_options

# the menu's changes, in the order it lists them
CHANGES = ("leave", "rejoin", "join", "plan", "end", "adjust")
ICONS = {"leave": "LOGOUT", "rejoin": "LOGIN", "join": "PERSON_ADD", "plan": "EDIT_CALENDAR",
         "end": "FLAG", "adjust": "EXPOSURE"}


@dataclass(frozen=True, slots=True)
class MenuItem:
    key: str  # one of CHANGES: the dialog it opens (``change-<key>`` on the screen)
    title: str
    icon: str  # the name of a Material icon (ft.Icons.<icon>)


def _may_leave(game: Game, seat: int) -> bool:
    return allowed(game, *table_change(game, leave=(seat,))[0])


def _may_return(game: Game, seat: int) -> bool:
    return allowed(game, *table_change(game, rejoin=(seat,))[0])


def leavers(game: Game) -> tuple[int, ...]:
    """The seats that may leave now (the domain's answer, seat by seat)."""
    return tuple(s for s in range(len(game.state.players)) if _may_leave(game, s))


def returners(game: Game) -> tuple[int, ...]:
    """The seats that left and may come back now (the domain's answer for each seat out)."""
    return tuple(s for s in game.state.current.out if _may_return(game, s))


def menu_items(game: Game | None, t: Translator, *, editable: bool) -> tuple[MenuItem, ...]:
    """The changes of the evening the menu offers for ``game`` now (none
    while it is only viewed: ``editable`` False)."""
    if game is None or not editable:
        return ()
    # each asks the domain until one change of its kind is accepted (the menu is
    # asked again on the tap that scores a round: a few tries, not one a seat)
    seats = range(len(game.state.players))
    offered = {
        "leave": lambda: any(_may_leave(game, s) for s in seats),
        "rejoin": lambda: any(_may_return(game, s) for s in game.state.current.out),
        "join": lambda: can_join(game, t),
        "plan": lambda: any(option.ok for option in plan_options(game, t)),
        "end": lambda: allowed(game, EndGame()),
        "adjust": lambda: any(may_adjust(game, s) for s in seats),
    }
    return tuple(MenuItem(key, t(f"menu.{key}"), ICONS[key]) for key in CHANGES if offered[key]())


# -- a player leaves, or comes back -------------------------------------------


@dataclass(frozen=True, slots=True)
class SeatOption:
    seat: int
    name: str
    label: str  # the option's words ("Ben · 40 points")


@dataclass(frozen=True, slots=True)
class SeatChangeView:
    """Who leaves (comes back), what that does, and the change to apply."""

    title: str
    options: tuple[SeatOption, ...]
    chosen: int | None
    says: str  # what the change does ("" until a seat is chosen)
    problem: str  # the domain's refusal, in words
    confirm: str  # the button's words
    actions: tuple[GameAction, ...]  # what the button applies (empty: nothing chosen, or refused)


def _seat_options(state: GameState, seats: tuple[int, ...], t: Translator) -> tuple[SeatOption, ...]:
    totals = state.totals
    return tuple(SeatOption(s, state.name(s), t.n("evening.seat_total", totals[s], name=state.name(s),
                                                   total=totals[s])) for s in seats)


def _turns(state: GameState, t: Translator) -> str:
    """Who deals and who bids first in the round the change begins (the domain's answer)."""
    rnd = state.current
    return t("evening.turns", n=rnd.number, dealer=state.name(rnd.dealer), first=state.name(rnd.first_bidder))


def seat_change_view(game: Game, kind: str, chosen: int | None, t: Translator) -> SeatChangeView:
    """``kind``: "leave" or "rejoin"; ``chosen``: the seat picked so far."""
    state = game.state
    seats = leavers(game) if kind == "leave" else returners(game)
    options = _seat_options(state, seats, t)
    if chosen is None or chosen not in seats:
        return SeatChangeView(t(f"{kind}.title"), options, None, "", "", t("evening.choose"), ())
    name = state.name(chosen)
    if kind == "leave":
        actions, plan = table_change(game, leave=(chosen,))
    else:
        actions, plan = table_change(game, rejoin=(chosen,))
    tried = attempt(game, actions, t)
    says, problem = "", tried.problem
    if tried.game is not None:
        after = tried.game.state
        total = state.totals[chosen]
        head = t.n(f"{kind}.says", total, name=name, total=total, n=after.current.number)
        before = state_after(game, actions[:-1])
        fit = plan_fit_words(before, plan, playing_count(after), t)
        says = " ".join(part for part in (head, _turns(after, t), fit) if part)
    return SeatChangeView(t(f"{kind}.title"), options, chosen, says, problem, t(f"{kind}.confirm", name=name),
                          actions if tried.ok else ())


# -- the game ends here ---------------------------------------------------------


@dataclass(frozen=True, slots=True)
class EndView:
    title: str
    says: str  # "The game ends after round 7 with the totals so far. Undo takes it back."
    standings: str  # "Ana 120, Ben 90, Cleo 40"
    problem: str
    confirm: str
    actions: tuple[GameAction, ...]


def end_view(game: Game, t: Translator) -> EndView:
    tried = attempt(game, (EndGame(),), t)
    if tried.game is None:
        return EndView(t("end.title"), "", "", tried.problem, t("end.confirm"), ())
    after = tried.game.state
    last = max((r.number for r in after.rounds if r.scored), default=0)
    totals = after.totals
    order = sorted(range(len(after.players)), key=lambda s: (-totals[s], s))
    standings = ", ".join(t("evening.standing", name=after.name(s), total=t.number(totals[s])) for s in order)
    winners = t.join(after.name(s) for s in after.winners)
    says = t.n("end.says", len(after.winners), n=last, total=state_total(game.state), names=winners)
    return EndView(t("end.title"), says, standings, "", t("end.confirm"), tried.actions)


def state_total(state: GameState) -> int:
    return state.total_rounds
