"""The sheet as CSV, in its two layouts, both written from the one
:class:`~scorekeeper.domain.Sheet`:

:func:`sheet_csv_bytes`, the export for a spreadsheet: one row per round per
player, then one row per player with the final total. Columns: ``round,
cards, dealer, trump, player, bid, tricks, points, total``; the final rows
have ``round`` = ``final`` and only ``player`` and ``total`` filled. A cell
with nothing to say (no bid yet, a round not scored) is empty; a bid still
covered is left empty too. A player who does not play a round (left, not
joined yet) has ``-`` for bid, tricks and points and their total as it
stood. A game with an adjustment has two more columns, ``adjustment`` (the
points the table added to that player after the round) and ``reason``; a
game the table ended early ends with a row whose ``round`` is ``ended early``. UTF-8 with a byte-order mark and CRLF line ends
(RFC 4180), which is what makes Excel open accents and Cyrillic right. A
text cell that a spreadsheet would run as a formula (starting with ``=``,
``+``, ``-``, ``@``, a tab or a line break) gets a leading apostrophe, the
usual guard; numbers are written as numbers, negative ones included, so
sums still work. A game with a special card that changes the record in its
deck has the columns of every such variant (its ``csv_round_columns``, then
its ``csv_cell_columns``; see ``scorekeeper/domain/variants/``). Other
games' files are as before.

:func:`sheet_csv_by_round`, what ``scorekeeper sheet --format csv`` prints
for a script: one row a round, four columns a player (their names in the
titles), every bid of the record as it is; plain UTF-8 text with LF line
ends, no byte-order mark and no formula guard; with a special card that
changes the record in the deck, each such variant's ``csv_wide_columns``;
with an adjustment, each player's ``adjustment`` and ``reason``.
"""

from __future__ import annotations

import csv
import io

from ..domain import Sheet, SheetRound, recording
from ..i18n import Translator
from .sheet import SheetExport

HEADER = ("round", "cards", "dealer", "trump", "player", "bid", "tricks", "points", "total")
ADJUST_HEADER = ("adjustment", "reason")  # a game with an adjustment: each row's, and why
OUT = "-"  # a seat that does not play the round: a dash, never 0 (not a number, not a formula)
FORMULA_STARTS = ("=", "+", "-", "@", "\t", "\r", "\n")
BOM = "\ufeff"


def text_cell(value: str) -> str:
    """A text for a cell, neutralised if a spreadsheet would take it for a formula."""
    return "'" + value if value.startswith(FORMULA_STARTS) else value


def _number(value: int | None) -> str:
    return "" if value is None else str(value)


def _trump(trump: str | None, t: Translator) -> str:
    """The suit's name in the language; English keeps the record's word
    (``red``, ``none``), which a script reading the CSV may rely on."""
    if not trump:
        return ""
    return trump if t.language == "en" else t(f"csv.suit.{trump}")


def _card_variants(sheet: Sheet) -> tuple:
    """The variants with columns of their own, once the deck has one of them
    (then all of them have theirs, in the registry's order); else none."""
    variants = tuple(v for v in recording() if v.csv_round_columns or v.csv_cell_columns or v.csv_wide_columns)
    return variants if any(v.id in sheet.special_cards for v in variants) else ()


def card_header(sheet: Sheet) -> tuple[str, ...]:
    """The special cards' columns of the CSV by player: those a round, then those a player and round."""
    variants = _card_variants(sheet)
    return (tuple(c for v in variants for c in v.csv_round_columns)
            + tuple(c for v in variants for c in v.csv_cell_columns))


def _card_cells(variants: tuple, sheet: Sheet, rnd, seat: int) -> tuple[str, ...]:
    marks = dict(rnd.marks)
    bids = tuple(cell.shown_bid for cell in rnd.cells)
    final = tuple(None if cell.covered else cell.final_bid for cell in rnd.cells)
    round_values: list[str] = []
    cell_values: list[str] = []
    for v in variants:
        values = v.csv_values(marks.get(v.id), sheet.players, seat, bids, final)
        split = len(v.csv_round_columns)
        round_values += values[:split]
        cell_values += values[split:]
    return tuple(text_cell(value) for value in round_values + cell_values)


def _adjusts(sheet: Sheet) -> bool:
    """The game has an adjustment (then the CSV has its columns; other games' files are as before)."""
    return any(rnd.adjust for rnd in sheet.dealt)


def _adjust_cells(rnd: SheetRound, name: str, guard: bool) -> list[str]:
    """A player's adjustment of a round (the sum, if the table gave several) and why."""
    mine = [(points, reason) for who, points, reason in rnd.adjust if who == name]
    if not mine:
        return ["", ""]
    reason = "; ".join(reason for _, reason in mine)
    return [str(sum(points for points, _ in mine)), text_cell(reason) if guard else reason]


def sheet_csv_bytes(export: SheetExport) -> bytes:
    sheet, t = export.sheet, export.t
    variants = _card_variants(sheet)
    extra_header = card_header(sheet)
    adjusts = ADJUST_HEADER if _adjusts(sheet) else ()
    out = io.StringIO()
    writer = csv.writer(out, lineterminator="\r\n", quoting=csv.QUOTE_MINIMAL)
    writer.writerow([t(f"csv.{column}") for column in HEADER + extra_header + adjusts])
    for rnd in sheet.dealt:
        dealer, trump = text_cell(rnd.dealer), _trump(rnd.trump, t)
        extra: tuple = ()
        for seat, (name, cell) in enumerate(zip(sheet.players, rnd.cells)):
            if variants:
                extra = _card_cells(variants, sheet, rnd, seat)
            if cell.out:  # not playing this round: a dash, not 0; the total as it stood
                played: tuple = (OUT, OUT, OUT)
            else:
                played = (_number(cell.shown_bid), _number(cell.tricks), _number(cell.points))
            writer.writerow(
                (rnd.number, rnd.cards, dealer, trump, text_cell(name), *played, _number(cell.total), *extra,
                 *(_adjust_cells(rnd, name, True) if adjusts else ()))
            )
    for name, total in zip(sheet.players, sheet.totals):
        writer.writerow((t("csv.final"), "", "", "", text_cell(name), "", "", "", total,
                         *(("",) * (len(extra_header) + len(adjusts)))))
    if sheet.ended_early:  # the table stopped before the last round: a last row says so
        writer.writerow((t("csv.ended_early"), *(("",) * (len(HEADER) - 1 + len(extra_header) + len(adjusts)))))
    return (BOM + out.getvalue()).encode("utf-8")


def sheet_csv_by_round(sheet: Sheet, t: Translator) -> str:
    out = io.StringIO()
    writer = csv.writer(out, lineterminator="\n")
    header = [t("csv.round"), t("csv.cards"), t("csv.dealer"), t("csv.trump")]
    for name in sheet.players:
        header += [t("csv.player_bid", name=name), t("csv.player_tricks", name=name),
                   t("csv.player_points", name=name), t("csv.player_total", name=name)]
    variants = _card_variants(sheet)
    header += [t(f"csv.{column}") for v in variants for column in v.csv_wide_columns]
    adjusts = _adjusts(sheet)
    if adjusts:  # each player's adjustment of the round and why
        for name in sheet.players:
            header += [t("csv.player_adjustment", name=name), t("csv.player_reason", name=name)]
    writer.writerow(header)
    for rnd in sheet.dealt:
        row = [rnd.number, rnd.cards, rnd.dealer, _trump(rnd.trump, t)]
        for cell in rnd.cells:
            if cell.out:  # not playing this round: a dash, not 0; the total as it stood
                row += [OUT, OUT, OUT, _number(cell.total)]
            else:
                row += [_number(cell.bid), _number(cell.tricks), _number(cell.points), _number(cell.total)]
        marks = dict(rnd.marks)
        bids = tuple(cell.bid for cell in rnd.cells)  # every bid of the record as it is
        final = tuple(cell.final_bid for cell in rnd.cells)
        for v in variants:
            row += v.csv_values(marks.get(v.id), sheet.players, None, bids, final)
        if adjusts:
            for name in sheet.players:
                row += _adjust_cells(rnd, name, False)
        writer.writerow(row)
    return out.getvalue()


__all__ = ["ADJUST_HEADER", "FORMULA_STARTS", "card_header", "HEADER", "OUT", "sheet_csv_by_round", "sheet_csv_bytes", "text_cell"]
