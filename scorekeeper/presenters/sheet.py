"""What the score sheet shows: a row a round, a cell a player, and which
rounds can be corrected; and the correction form.

A bid entered under hidden or secret rules shows as "?" until the bids are
revealed (or the round is scored), so the sheet never gives away a covered
bid.

The evening as it goes (issue 30): a seat that sits a round out shows a dash
(read out "sat out", or "not at the table yet" before a player's first
round), never a 0; an adjustment is marked in its player's cell (read out
with its reason) and said in a line under the rounds, as are the players who
left or joined; a game ended early lists the rounds played and says after
which round of how many it ended.
"""

from __future__ import annotations

import math
from dataclasses import dataclass, replace
from enum import StrEnum
from typing import Any

from .. import domain
from ..domain import Correct, Game, GameState, ScorekeeperError
from ..domain.variants import VARIANTS
from ..i18n import Translator
from .common import changed_bid, leading_seats
from .errors import error_text


@dataclass(frozen=True, slots=True)
class SheetCell:
    """Colours follow meaning: the round's points by their sign (with a mark
    for an exact bid), the running total by its own sign, so a total of 120
    never reads as a loss because the round was missed."""

    top: str  # "2" bid so far, "2/1  -10" once scored, "?" while covered, "" before a bid
    main: str  # the running total once the round is scored
    points: int  # the round's points (0 until scored): the top line's colour
    exact: bool  # the bid was made exactly (marked on its own)
    negative: bool  # the running total is below zero
    bold: bool  # a leader's total in the latest round
    label: str = ""  # the cell read out whole: whose numbers they are ("Round 3, Ben: bid 2, won 2, +40 points, total 70")
    bid_won: str = ""  # "2/1" once scored (the compact layout's small lines: this ...)
    points_text: str = ""  # "-10" once scored (... and this, over the total)
    out: bool = False  # the seat did not play this round: a dash, not a 0
    adjust: str = ""  # the round's adjustment of this player ("-10 revoke"): marked by the total


@dataclass(frozen=True, slots=True)
class SheetRow:
    number: int
    cards: int
    cells: tuple[SheetCell, ...]
    correctable: bool  # a tap opens the correction form
    label: str = ""  # the round number's cell read out ("Round 3, 3 cards")
    note: str = ""  # what the special cards did (each variant's sentence)


@dataclass(frozen=True, slots=True)
class SheetView:
    names: tuple[str, ...]
    leaders: frozenset[int]  # seats whose name is highlighted
    rows: tuple[SheetRow, ...]
    note: str  # how to read the sheet (and how to correct it, when that is allowed)
    rounds_header: str = ""  # the round column's heading, read out ("#" on screen)
    current: int = 1  # the round the sheet opens at: the one being played, round 1 for a game over (read from the top)
    card_notes: tuple[str, ...] = ()  # under the table: a line per round a special card acted in
    table_notes: tuple[str, ...] = ()  # under the table: who left or joined, each adjustment, a line each
    ended: str = ""  # "Ended after round 9 of 15" for a game the table stopped early ("" otherwise)


def opening_offset(current: int, row: float, view: float) -> float:
    """How far (px) the rows scroll as the sheet opens, the rows ``row`` px
    apart in ``view`` px: not at all while round 1 to the current round fit
    (round 1 in view at the start); else far enough that the current round's
    row is whole at the foot, the latest rounds above it, by whole rows: the
    row at the top starts right under the names, never half hidden under
    them (issue 40, item 9)."""
    short = current * row - view  # what the current round's row needs
    return 0.0 if short <= 0 else math.ceil(short / row - 1e-9) * row


OUT = "–"  # a seat out of the round (the app's font has it: the players screen's "no figure" too)


def signed(points: int) -> str:
    return f"{points:+d}"


def adjust_text(adjust: tuple[tuple[str, int, str], ...], name: str) -> str:
    """``name``'s adjustments of a round (``SheetRound.adjust``), as a cell marks
    them: "-10 revoke" ("" when none)."""
    return "; ".join(f"{signed(points)} {reason}".strip() for who, points, reason in adjust if who == name)


def sheet_cell(cell: domain.SheetCell, number: int, name: str, bold: bool, t: Translator,
               marks: tuple[tuple[str, Any], ...] = (), adjust: str = "", joined: bool = True) -> SheetCell:
    """One player's cell of round ``number``, and the same read out whole
    with the round and the player it belongs to (a screen reader meets cells
    one by one, away from the header row); a covered bid stays covered.
    ``marks``: the round's (``SheetRound.marks``: a bid changed in play is read out as its variant says);
    ``adjust``: the player's adjustment in this round (:func:`adjust_text`);
    ``joined``: the player has played a round by now (else a seat out is "not at the table yet")."""
    if cell.out:
        key = "names.cell_out" if joined else "names.cell_not_yet"
        return SheetCell(OUT, "", 0, False, False, False, t(key, n=number, name=name), out=True)
    bid = cell.bid
    if bid is None:
        return SheetCell("", "", 0, False, False, bold, t("names.cell_empty", n=number, name=name))
    if cell.covered:
        return SheetCell("?", "", 0, False, False, bold, t("names.cell_hidden", n=number, name=name))
    if cell.points is None or cell.total is None:  # not scored yet
        return SheetCell(str(bid), "", 0, False, False, bold, t("names.cell_bid", n=number, name=name, bid=bid))
    pts, won, total = cell.points, cell.tricks, cell.total
    label = t.n("names.cell_scored", abs(pts), n=number, name=name, bid=bid, won=won, points=f"{pts:+d}", total=total)
    shown = str(bid)
    if cell.change is not None:  # a variant changed the bid in play: both are on the sheet
        shown = changed_bid(bid, cell.final_bid) if cell.final_bid is not None else shown
        new = cell.final_bid
        said = next((words for vid, _ in marks if new is not None
                     and (words := VARIANTS[vid].changed_bid(bid, new, t))), "")
        if said:
            label += " " + said
    if adjust:
        label += " " + t("names.cell_adjusted", adjust=adjust)
    return SheetCell(f"{shown}/{won}  {pts:+d}", str(total), pts, cell.exact, total < 0, bold, label, f"{shown}/{won}",
                     f"{pts:+d}", adjust=adjust)


def row_note(rnd: domain.SheetRound, t: Translator, players: tuple[str, ...] = ()) -> str:
    """What the special cards did in a round, for the sheet ("" when nothing;
    with ``players``, a bid changed in play before and after too, unless covered)."""
    if not rnd.marks:
        return ""
    names = players or rnd.players
    bids = final = None
    if players:  # the bids as the table may see them
        bids = tuple(cell.shown_bid for cell in rnd.cells)
        final = tuple(None if cell.covered else cell.final_bid for cell in rnd.cells)
    return domain.card_notes(rnd.marks, t, names, bids, final)


def sheet_view(state: GameState, editable: bool, t: Translator) -> SheetView:
    """The rounds dealt so far (the game's :class:`~scorekeeper.domain.Sheet`);
    ``editable``: the game may be changed here (not viewing only, not in the
    trash); only then can a scored round be corrected."""
    sheet = domain.score_sheet(state)
    leaders = leading_seats(state)
    rounds = sheet.dealt
    rows = []
    first = first_rounds(rounds, len(sheet.players))
    for rnd in rounds:
        latest = rnd.number == len(rounds)
        cells = tuple(sheet_cell(cell, rnd.number, name, seat in leaders and latest, t, rnd.marks,
                                 adjust_text(rnd.adjust, name), joined=first[seat] <= rnd.number)
                      for seat, (name, cell) in enumerate(zip(sheet.players, rnd.cells)))
        note = row_note(rnd, t)
        label = t.n("names.sheet_round", rnd.cards, n=rnd.number, cards=rnd.cards)
        rows.append(SheetRow(rnd.number, rnd.cards, cells, correctable=rnd.scored and editable,
                             label=f"{label}; {note}" if note else label, note=note))
    note = t("sheet.tap_to_fix") if editable else t("sheet.read_only")
    if any(rnd.adjust for rnd in rounds):  # the cells' mark, said where the sheet says how to read it
        note += " " + t("sheet.adjust_hint")
    card_notes = tuple(t("cards.note.round", n=rnd.number, notes=text) for rnd in rounds
                       if (text := row_note(rnd, t, sheet.players)))
    ended = t("sheet.ended", n=len(rounds), total=sheet.planned_rounds) if sheet.ended_early else ""
    # a game over opens at its top (round 1 first, as the table reads it back); one in play at its current round
    opens_at = 1 if state.complete else len(rounds) or 1
    return SheetView(sheet.players, leaders, tuple(rows), note, t("names.sheet_rounds"), current=opens_at,
                     card_notes=card_notes, table_notes=table_notes(rounds, sheet.players, t), ended=ended)


def first_rounds(rounds: tuple[domain.SheetRound, ...], seats: int) -> tuple[int, ...]:
    """Each seat's first round played (a number past the last: none yet)."""
    never = (rounds[-1].number + 1) if rounds else 1
    return tuple(next((r.number for r in rounds if not r.cells[seat].out), never) for seat in range(seats))


def table_notes(rounds: tuple[domain.SheetRound, ...], players: tuple[str, ...], t: Translator) -> tuple[str, ...]:
    """A line per round the table changed in: who left (out from this round,
    after playing), who joined (playing for the first time after round 1) or
    came back, a new plan (the rounds in all), and each adjustment with its
    reason ("Round 7: Ben -10 (revoke)")."""
    notes = []
    before: tuple[bool, ...] | None = None  # who played the round before
    ever = [False] * len(players)
    for rnd in rounds:
        now = tuple(not cell.out for cell in rnd.cells)
        parts = []
        if before is not None:
            left = [players[s] for s, plays in enumerate(now) if before[s] and not plays]
            joined = [players[s] for s, plays in enumerate(now) if plays and not before[s] and not ever[s]]
            back = [players[s] for s, plays in enumerate(now) if plays and not before[s] and ever[s]]
            for key, names in (("sheet.left", left), ("sheet.joined", joined), ("sheet.back", back)):
                if names:
                    parts.append(t.n(key, len(names), names=t.join(names)))
        if rnd.plan is not None and before is not None:  # the plan changed here: the game's last round now
            last = rnd.number + len(rnd.plan) - 1
            parts.append(t.n("sheet.plan", last, n=last))
        parts += [t("sheet.adjust", name=who, points=signed(points), reason=reason) for who, points, reason in rnd.adjust]
        if parts:
            notes.append(t("cards.note.round", n=rnd.number, notes="; ".join(parts)))
        ever = [e or p for e, p in zip(ever, now)]
        before = now
    return tuple(notes)


# -- correcting a scored round ------------------------------------------------


class Fix(StrEnum):
    """What a correction stepper changes."""

    BID = "bid"
    TRICKS = "tricks"


@dataclass(frozen=True, slots=True)
class CorrectionForm:
    """A seat out of the round has no bid and no tricks here (None: the form
    shows it no field, and the correction keeps it out)."""

    number: int
    cards: int
    bids: tuple[int | None, ...]
    tricks: tuple[int | None, ...]
    # what each variant of the round's deck that a correction may change
    # recorded, as the form edits it (``Variant.fix_value``): (variant id, value)
    marks: tuple[tuple[str, Any], ...] = ()

    @classmethod
    def of_round(cls, state: GameState, number: int) -> "CorrectionForm":
        rnd = state.rounds[number - 1]
        marks = tuple((v.id, v.fix_value(rnd)) for v in rnd.variants if v.correct_field and v.fix_kind)
        out = rnd.out
        return cls(number, rnd.cards, tuple(None if s in out else b or 0 for s, b in enumerate(rnd.bids)),
                   tuple(None if s in out else n for s, n in enumerate(rnd.tricks)), marks)

    def plays(self, seat: int) -> bool:
        """``seat`` played the round (the form has its bid and tricks)."""
        return self.bids[seat] is not None

    def card(self, variant: str) -> Any:
        """The form's value of ``variant``'s mark (None: none, or the deck has no such card)."""
        return dict(self.marks).get(variant)

    def fixes(self, kind: str) -> tuple[str, ...]:
        """The ids of the round's variants the form edits so ("switch", "seat")."""
        return tuple(vid for vid, _ in self.marks if VARIANTS[vid].fix_kind == kind)

    def tap(self, variant: str, seat: int | None = None) -> "CorrectionForm":
        """A tap on ``variant``'s switch (``seat`` None) or on ``seat``'s button for it."""
        if variant not in dict(self.marks):
            return self
        return replace(self, marks=tuple((vid, VARIANTS[vid].fix_next(value, seat) if vid == variant else value)
                                         for vid, value in self.marks))

    def value(self, kind: Fix, seat: int) -> int:
        return (self.bids if kind is Fix.BID else self.tricks)[seat] or 0

    def bump(self, kind: Fix, seat: int, delta: int) -> "CorrectionForm":
        """One more or one less, kept within 0..cards (a seat out of the round stays out)."""
        if not self.plays(seat):
            return self
        values = list(self.bids if kind is Fix.BID else self.tricks)
        values[seat] = max(0, min(self.cards, (values[seat] or 0) + delta))
        if kind is Fix.BID:
            return replace(self, bids=tuple(values))
        return replace(self, tricks=tuple(values))

    @property
    def action(self) -> Correct:
        fields = {VARIANTS[vid].correct_field: VARIANTS[vid].fix_field(value) for vid, value in self.marks}
        return Correct(round=self.number, bids=self.bids, tricks=self.tricks, **fields)  # type: ignore[arg-type]


@dataclass(frozen=True, slots=True)
class CorrectionView:
    title: str
    problem: str  # why the game refuses the correction ("" when it can be saved)

    @property
    def can_save(self) -> bool:
        return not self.problem


def card_words(form: CorrectionForm, variant: str, seat: int | None, name: str, t: Translator) -> tuple[str, str]:
    """(shown, read out) of a variant's control in the correction form: its
    switch (``seat`` None), or the button on ``seat``'s line."""
    return VARIANTS[variant].fix_words(form.card(variant), seat, name, t)


def card_icon(variant: str) -> str | None:
    """The Material icon's name a variant's buttons in the correction form show."""
    return VARIANTS[variant].fix_icon


def stepper_label(kind: Fix, name: str, number: int, delta: int, t: Translator) -> str:
    """A correction button's name: whose number, which round, which way
    ("Ben's bid in round 3: one more"); the dialog shows sixteen of them."""
    return t(f"names.fix_{kind.value}_{'more' if delta > 0 else 'less'}", name=name, n=number)


def correction_view(game: Game, form: CorrectionForm, t: Translator) -> CorrectionView:
    try:
        game.apply(form.action)
        problem = ""
    except ScorekeeperError as exc:
        problem = error_text(exc, t, say="fix")  # the dialog names the round: a sentence of what to fix
    return CorrectionView(t("sheet.fix_title", n=form.number, cards=form.cards), problem)
