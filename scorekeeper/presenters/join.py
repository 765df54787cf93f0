"""A player joins the game (issue 30): a new name or one from the roster,
where they sit (between whom), from which round, and the plan that fits the
deck for the number then at the table; the domain accepts the join or says
why not."""

from __future__ import annotations

from dataclasses import dataclass

from ..domain import Game, GameAction, JoinSeat
from ..i18n import Translator
from .evening import attempt, plan_fit_words, playing_count, state_after, table_change


@dataclass(frozen=True, slots=True)
class PlaceOption:
    seat: int  # the index the new player takes (the seats from it on move up one)
    label: str  # "Between Ana and Ben"
    left: str
    right: str


@dataclass(frozen=True, slots=True)
class JoinView:
    title: str
    roster: tuple[str, ...]  # names of the roster not at the table (one tap each)
    places: tuple[PlaceOption, ...]
    place: int  # the seat chosen
    says: str  # "Dan sits between Ana and Ben and plays from round 6 with 0 points."
    problem: str  # the domain's refusal ("" when the join is accepted, or no name is typed yet)
    confirm: str
    actions: tuple[GameAction, ...]  # what the button applies (empty: no name, or refused)


def places(names: tuple[str, ...], t: Translator) -> tuple[PlaceOption, ...]:
    """Where a new player may sit: between each two neighbours round the
    table (index ``seat`` sits between ``names[seat - 1]`` and ``names[seat]``;
    the last place is between the last and the first)."""
    n = len(names)
    return tuple(PlaceOption(seat, t("join.between", left=names[seat - 1], right=names[seat % n]),
                             names[seat - 1], names[seat % n]) for seat in range(1, n + 1))


def probe_name(names: tuple[str, ...]) -> str:
    """A name no one at the table has (to ask the domain whether anyone may join)."""
    number = len(names) + 1
    while f"Player {number}" in names:
        number += 1
    return f"Player {number}"


def _join_actions(game: Game, name: str, seat: int) -> tuple[tuple[GameAction, ...], tuple[int, ...] | None]:
    return table_change(game, join=(JoinSeat(name=name, seat=seat),))


def can_join(game: Game, t: Translator) -> bool:
    """May someone join now (the domain's answer for a new name at the last place)?"""
    names = game.state.players
    return attempt(game, _join_actions(game, probe_name(names), len(names))[0], t).ok


def join_view(game: Game, name: str, place: int | None, roster: tuple[str, ...], t: Translator) -> JoinView:
    """``name``: typed or picked so far; ``place``: the seat chosen (None:
    between the last and the first); ``roster``: the names this device knows."""
    state = game.state
    names = state.players
    seated = {n.casefold() for n in names}
    free = tuple(r for r in roster if r.casefold() not in seated)
    options = places(names, t)
    seat = place if place is not None and 1 <= place <= len(names) else len(names)
    name = name.strip()
    title = t("join.title")
    if not name:
        return JoinView(title, free, options, seat, "", "", t("join.confirm_none"), ())
    actions, plan = _join_actions(game, name, seat)
    tried = attempt(game, actions, t)
    if tried.game is None:
        return JoinView(title, free, options, seat, "", tried.problem, t("join.confirm", name=name), ())
    after = tried.game.state
    rnd = after.current
    where = next(o for o in options if o.seat == seat)
    head = t("join.says", name=name, left=where.left, right=where.right, n=rnd.number)
    turns = t("evening.turns", n=rnd.number, dealer=after.name(rnd.dealer), first=after.name(rnd.first_bidder))
    fit = plan_fit_words(state_after(game, actions[:-1]), plan, playing_count(after), t)
    says = " ".join(part for part in (head, turns, fit) if part)
    return JoinView(title, free, options, seat, says, "", t("join.confirm", name=name), tried.actions)
