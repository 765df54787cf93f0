"""Direct entry of tricks: at the end of a round each player's count is
picked with one tap, and the counts that follow from the others' are filled
in.

A table that does not tally trick by trick enters a round in as few taps as
it has players: one tap opens direct entry, one count per player but the
last (the count that makes every player's known scores the round, as the
tally's last trick does, and the round's result shows the same way), and
one tap on Next round (issue 9's contract: 9 taps for a 4-player round).
The form keeps which seats were picked; once every
seat but one is, that one gets the tricks the others leave, and once the
picks add up to the cards every seat left took none. Any seat may be the one
left (the form does not insist on an order), and a count that would leave
the others less than nothing is greyed.

What was picked is a draft of the round (:class:`EntryDraft`): the device
keeps it until the round is scored or taken back, across screens and a
reload (see :func:`draft_form`).
"""

from __future__ import annotations

import re
from dataclasses import dataclass, replace

from ..domain import GameState, Phase, tricks_to_win
from ..i18n import Translator
from .names import fit_chars, short_names


@dataclass(frozen=True, slots=True)
class TricksPick:
    """Each seat's picked count (None: not picked yet)."""

    cards: int  # the tricks to share out (the cards dealt, less any won by nobody)
    picked: tuple[int | None, ...]

    @classmethod
    def start(cls, cards: int, players: int) -> "TricksPick":
        return cls(cards, (None,) * players)

    @classmethod
    def for_round(cls, state: GameState) -> "TricksPick":
        """An empty form for the current round's tricks (the domain says how
        many); a seat out of the round took none (it has no line)."""
        rnd = state.current
        return cls(tricks_to_win(state), tuple(None if rnd.plays(s) else 0 for s in range(len(state.players))))

    def fits(self, state: GameState) -> bool:
        """Is this form for the current round as it is now (not another
        round, nor one a special card has since taken a trick from, nor one
        whose table has changed)?"""
        rnd = state.current
        return (self.cards == tricks_to_win(state) and len(self.picked) == len(state.players)
                and all(v == 0 for s, v in enumerate(self.picked) if not rnd.plays(s)))

    def pick(self, seat: int, value: int) -> "TricksPick":
        """``seat`` took ``value`` tricks (kept within what is left for it)."""
        values = list(self.picked)
        values[seat] = max(0, min(self.most_for(seat), value))
        return replace(self, picked=tuple(values))

    def most_for(self, seat: int) -> int:
        """The most ``seat`` can have taken, given the others' picked counts."""
        return self.cards - sum(v for s, v in enumerate(self.picked) if s != seat and v is not None)

    @property
    def _left(self) -> int:
        """The tricks the picked counts leave."""
        return self.cards - sum(v for v in self.picked if v is not None)

    @property
    def filled(self) -> frozenset[int]:
        """The seats whose count follows from the others': the one seat not
        picked (it took what is left), or, once the picked counts add up to
        the cards, every seat not picked (each took none)."""
        open_ = [s for s, v in enumerate(self.picked) if v is None]
        if len(open_) == 1 or (open_ and self._left == 0):
            return frozenset(open_)
        return frozenset()

    def value(self, seat: int) -> int | None:
        """The count shown for ``seat``: picked, or filled in."""
        if self.picked[seat] is not None:
            return self.picked[seat]
        if seat in self.filled:
            return self._left
        return None

    def open_after(self, seat: int) -> int | None:
        """The first seat after ``seat`` (in seat order, round the table)
        whose count is not known yet: the pad to show next (None: none)."""
        n = len(self.picked)
        for step in range(1, n + 1):
            other = (seat + step) % n
            if self.value(other) is None:
                return other
        return None

    @property
    def tricks(self) -> tuple[int, ...] | None:
        """Every seat's count, once they are known and add up to the cards."""
        values = [self.value(s) for s in range(len(self.picked))]
        if any(v is None or v < 0 for v in values) or sum(values) != self.cards:  # type: ignore[arg-type]
            return None
        return tuple(values)  # type: ignore[arg-type]


# -- the draft a device keeps -------------------------------------------------------

_DRAFT = re.compile(r"^(?P<game>[0-9a-z-]{1,40})\|(?P<round>[0-9]{1,2})\|(?P<cards>[0-9]{1,2})\|"
                    r"(?P<picked>(?:[0-9]{1,2}|-)(?:,(?:[0-9]{1,2}|-)){2,7})$")  # 3 to 8 seats (some may sit out)


@dataclass(frozen=True, slots=True)
class EntryDraft:
    """What direct entry has picked for a round of a game, as the device
    keeps it (one draft a device: a table plays one game at a time). Not
    part of the game: the game's log and record never see it."""

    game_id: str
    round: int
    form: TricksPick

    def stored(self) -> str:
        """The draft as one short string ("<game>|3|5|2,-,1")."""
        picked = ",".join("-" if v is None else str(v) for v in self.form.picked)
        return f"{self.game_id}|{self.round}|{self.form.cards}|{picked}"

    @classmethod
    def read(cls, raw: object) -> "EntryDraft | None":
        """A stored draft (None: nothing stored, or not a draft this app wrote)."""
        match = _DRAFT.match(raw) if isinstance(raw, str) else None
        if match is None:
            return None
        picked = tuple(None if v == "-" else int(v) for v in match["picked"].split(","))
        return cls(match["game"], int(match["round"]), TricksPick(int(match["cards"]), picked))


def draft_form(draft: EntryDraft | None, game_id: str | None, state: GameState) -> TricksPick | None:
    """The picks of ``draft`` when it belongs to the round of ``game_id`` in
    play now (None: it belongs to another game or round, or the round is no
    longer in play: scored, or taken back to its bids)."""
    if draft is None or game_id is None or draft.game_id != game_id:
        return None
    rnd = state.current
    form = draft.form
    if draft.round != rnd.number or rnd.phase is not Phase.PLAYING or not form.fits(state):
        return None
    if sum(v for v in form.picked if v is not None) > form.cards:  # not a form the entry could have left
        return None
    return form


@dataclass(frozen=True, slots=True)
class EntrySeat:
    """One player's line of direct entry (value-equal: a memoized row
    re-renders only when its own line changes)."""

    seat: int
    name: str  # shortened to fit
    bid: str  # "bid 2" ("bid ?" while secret)
    value: int | None  # the count shown
    filled_in: bool  # the count follows from the others'
    status: str  # "took 3" / "the other 3" / "none left" / "how many?"
    options: tuple[bool, ...]  # per count 0..cards: may it be picked
    labels: tuple[str, ...] = ()  # per count: what a screen reader says ("Ben took 2")


@dataclass(frozen=True, slots=True)
class EntryView:
    title: str  # "Tricks taken: 15 in all"
    hint: str
    seats: tuple[EntrySeat, ...]
    problem: str  # why it cannot be scored yet ("" when it can, or nothing is picked)
    can_go_on: bool  # every count is known and they add up: the round can be scored
    go_on_label: str  # "Score round 3", or the last round's


def entry_view(state: GameState, form: TricksPick, t: Translator) -> EntryView:
    rnd = state.current
    # a row's name shares 320 px with the bid and the count (~150 px), at 17 px bold
    names = short_names(state.players, fit_chars(1, 170, 17, 0))  # every seat's, so two never read the same
    seats = []
    filled_in = form.filled
    for seat, name in enumerate(names):
        if not rnd.plays(seat):  # out of the round: no line
            continue
        value = form.value(seat)
        filled = seat in filled_in
        if filled:
            status = t("entry.rest", n=value) if value else t("entry.none_left")
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
    want = tricks_to_win(state)
    if all(v is not None for v in known):
        total = sum(known)  # type: ignore[arg-type]
        if total > want:
            problem = t.n("entry.too_many", total - want, n=total - want, cards=want)
        elif total < want:
            problem = t.n("entry.too_few", want - total, n=want - total, cards=want)
    # the pick that makes every count known scores the round; this button is for
    # counts that came back whole (an undo of the score): it scores them as they are
    score = t("entry.finish") if rnd.number >= state.total_rounds else t("entry.score", n=rnd.number)
    return EntryView(
        title=t.n("entry.title", want, cards=want),
        hint=t("entry.hint"),
        seats=tuple(seats),
        problem=problem,
        can_go_on=form.tricks is not None,
        go_on_label=score,
    )

