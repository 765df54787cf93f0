"""Direct entry of tricks: at the end of a round each player's count is
picked with one tap, and the one player left is filled in.

A table that does not tally trick by trick enters a round in as few taps as
it has players: one tap opens direct entry, one count per player but the
last, and one tap scores the round and goes on. The form keeps which seats
were picked; once every seat but one is, that one gets the tricks the others
leave. Any seat may be the one left (the form does not insist on an order),
and a count that would leave the others less than nothing is greyed.
"""

from __future__ import annotations

from dataclasses import dataclass, replace

from ..domain import GameState
from ..i18n import Translator
from .names import fit_chars, short_names


@dataclass(frozen=True, slots=True)
class TricksPick:
    """Each seat's picked count (None: not picked yet)."""

    cards: int
    picked: tuple[int | None, ...]

    @classmethod
    def start(cls, cards: int, players: int) -> "TricksPick":
        return cls(cards, (None,) * players)

    def pick(self, seat: int, value: int) -> "TricksPick":
        """``seat`` took ``value`` tricks (kept within what is left for it)."""
        values = list(self.picked)
        values[seat] = max(0, min(self.most_for(seat), value))
        return replace(self, picked=tuple(values))

    def most_for(self, seat: int) -> int:
        """The most ``seat`` can have taken, given the others' picked counts."""
        return self.cards - sum(v for s, v in enumerate(self.picked) if s != seat and v is not None)

    @property
    def filled_in(self) -> int | None:
        """The seat whose count follows from the others' (the one not picked)."""
        left = [s for s, v in enumerate(self.picked) if v is None]
        return left[0] if len(left) == 1 else None

    def value(self, seat: int) -> int | None:
        """The count shown for ``seat``: picked, or filled in."""
        if self.picked[seat] is not None:
            return self.picked[seat]
        if seat == self.filled_in:
            return self.cards - sum(v for v in self.picked if v is not None)
        return None

    @property
    def tricks(self) -> tuple[int, ...] | None:
        """Every seat's count, once they are known and add up to the cards."""
        values = [self.value(s) for s in range(len(self.picked))]
        if any(v is None or v < 0 for v in values) or sum(values) != self.cards:  # type: ignore[arg-type,misc]
            return None
        return tuple(values)  # type: ignore[arg-type]


@dataclass(frozen=True, slots=True)
class EntrySeat:
    """One player's line of direct entry (value-equal: a memoized row
    re-renders only when its own line changes)."""

    seat: int
    name: str  # shortened to fit
    bid: str  # "bid 2" ("bid ?" while secret)
    value: int | None  # the count shown
    filled_in: bool  # the count follows from the others'
    status: str  # "took 3" / "takes the other 3" / "how many?"
    options: tuple[bool, ...]  # per count 0..cards: may it be picked
    labels: tuple[str, ...] = ()  # per count: what a screen reader says ("Ben took 2")


@dataclass(frozen=True, slots=True)
class EntryView:
    title: str  # "Tricks taken: 15 in all"
    hint: str
    seats: tuple[EntrySeat, ...]
    problem: str  # why it cannot be scored yet ("" when it can, or nothing is picked)
    can_go_on: bool
    go_on_label: str  # "Score round 3 · Ben deals next", or the last round's


def entry_view(state: GameState, form: TricksPick, t: Translator) -> EntryView:
    rnd = state.current
    # a row's name shares 320 px with the bid and the count (~150 px), at 17 px bold
    names = short_names(state.players, fit_chars(1, 170, 17, 0))
    seats = []
    for seat, name in enumerate(names):
        value = form.value(seat)
        filled = seat == form.filled_in
        if filled:
            status = t("entry.rest", n=value) if value is not None and value >= 0 else t("entry.none_left")
        elif value is not None:
            status = t("entry.took", n=value)
        else:
            status = t("entry.how_many")
        most = form.most_for(seat)
        bid = rnd.bids[seat]
        shown = str(bid) if rnd.bids_visible and bid is not None else "?"
        seats.append(EntrySeat(seat, name, t("entry.bid", bid=shown), value, filled, status,
                               tuple(v <= most for v in range(rnd.cards + 1)),
                               tuple(t("live.took", name=state.name(seat), n=v) for v in range(rnd.cards + 1))))
    known = [form.value(s) for s in range(len(names))]
    problem = ""
    if all(v is not None for v in known):
        total = sum(known)  # type: ignore[arg-type]
        if total > rnd.cards:
            problem = t.n("entry.too_many", total - rnd.cards, n=total - rnd.cards, cards=rnd.cards)
        elif total < rnd.cards:
            problem = t.n("entry.too_few", rnd.cards - total, n=rnd.cards - total, cards=rnd.cards)
    last = rnd.number >= state.total_rounds
    next_dealer = state.name((rnd.dealer + 1) % len(state.players))
    go_on = t("entry.finish") if last else t("entry.go_on", n=rnd.number, dealer=next_dealer)
    return EntryView(
        title=t.n("entry.title", rnd.cards, cards=rnd.cards),
        hint=t("entry.hint"),
        seats=tuple(seats),
        problem=problem,
        can_go_on=form.tricks is not None,
        go_on_label=go_on,
    )
