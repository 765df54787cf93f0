"""The sheet as CSV for a spreadsheet: one row per round per player, then
one row per player with the final total.

Columns: ``round, cards, dealer, trump, player, bid, tricks, points,
total``. The final rows have ``round`` = ``final`` and only ``player`` and
``total`` filled. A cell with nothing to say (no bid yet, a round not
scored) is empty; a bid still covered is left empty too.

UTF-8 with a byte-order mark and CRLF line ends (RFC 4180), which is what
makes Excel open accents and Cyrillic right. A text cell that a spreadsheet
would run as a formula (starting with ``=``, ``+``, ``-``, ``@``, a tab or
a line break) gets a leading apostrophe, the usual guard; numbers are
written as numbers, negative ones included, so sums still work.
"""

from __future__ import annotations

import csv
import io

from .sheet import SheetExport

HEADER = ("round", "cards", "dealer", "trump", "player", "bid", "tricks", "points", "total")
FORMULA_STARTS = ("=", "+", "-", "@", "\t", "\r", "\n")
BOM = "\ufeff"


def text_cell(value: str) -> str:
    """A text for a cell, neutralised if a spreadsheet would take it for a formula."""
    return "'" + value if value.startswith(FORMULA_STARTS) else value


def _number(value: int | None) -> str:
    return "" if value is None else str(value)


def sheet_csv_bytes(sheet: SheetExport) -> bytes:
    out = io.StringIO()
    writer = csv.writer(out, lineterminator="\r\n", quoting=csv.QUOTE_MINIMAL)
    t = sheet.t
    writer.writerow([t(f"csv.{column}") for column in HEADER])
    for row in sheet.rows:
        if not row.dealt:
            break
        dealer = text_cell(row.dealer)
        # English keeps the record's words (red, none), which a script may read
        trump = "" if not row.trump else row.trump if t.language == "en" else t(f"csv.suit.{row.trump}")
        for name, cell in zip(sheet.players, row.cells):
            writer.writerow(
                (row.number, row.cards, dealer, trump, text_cell(name), _number(cell.bid), _number(cell.tricks),
                 _number(cell.points), _number(cell.total))
            )
    for name, total in zip(sheet.players, sheet.totals):
        writer.writerow((t("csv.final"), "", "", "", text_cell(name), "", "", "", total))
    return (BOM + out.getvalue()).encode("utf-8")


__all__ = ["FORMULA_STARTS", "HEADER", "sheet_csv_bytes", "text_cell"]
