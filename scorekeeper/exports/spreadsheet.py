"""The sheet as CSV, in its two layouts, both written from the one
:class:`~scorekeeper.domain.Sheet`:

:func:`sheet_csv_bytes`, the export for a spreadsheet: one row per round per
player, then one row per player with the final total. Columns: ``round,
cards, dealer, trump, player, bid, tricks, points, total``; the final rows
have ``round`` = ``final`` and only ``player`` and ``total`` filled. A cell
with nothing to say (no bid yet, a round not scored) is empty; a bid still
covered is left empty too. UTF-8 with a byte-order mark and CRLF line ends
(RFC 4180), which is what makes Excel open accents and Cyrillic right. A
text cell that a spreadsheet would run as a formula (starting with ``=``,
``+``, ``-``, ``@``, a tab or a line break) gets a leading apostrophe, the
usual guard; numbers are written as numbers, negative ones included, so
sums still work. A game with the Bomb, the Cloud or the Werewolf in its deck
has three more columns: ``bomb`` (1: the round's Bomb trick went to nobody),
``werewolf`` (who named the trump) and ``scored_bid`` (the bid after the
Cloud changed it; empty when unchanged). Other games' files are as before.

:func:`sheet_csv_by_round`, what ``scorekeeper sheet --format csv`` prints
for a script: one row a round, four columns a player (their names in the
titles), every bid of the record as it is; plain UTF-8 text with LF line
ends, no byte-order mark and no formula guard; with the Bomb, the Cloud or
the Werewolf in the deck, three more columns (``bomb``, ``cloud`` as
"Ben 2>3", ``werewolf``).
"""

from __future__ import annotations

import csv
import io

from ..domain import Sheet
from ..i18n import Translator
from .sheet import SheetExport

HEADER = ("round", "cards", "dealer", "trump", "player", "bid", "tricks", "points", "total")
CARD_HEADER = ("bomb", "werewolf", "scored_bid")  # only for a deck with a card the record changes for
RECORDED = ("bomb", "cloud", "werewolf")
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


def _with_cards(sheet: Sheet) -> bool:
    return any(card in sheet.special_cards for card in RECORDED)


def sheet_csv_bytes(export: SheetExport) -> bytes:
    sheet, t = export.sheet, export.t
    cards = _with_cards(sheet)
    out = io.StringIO()
    writer = csv.writer(out, lineterminator="\r\n", quoting=csv.QUOTE_MINIMAL)
    writer.writerow([t(f"csv.{column}") for column in HEADER + (CARD_HEADER if cards else ())])
    for rnd in sheet.dealt:
        dealer, trump = text_cell(rnd.dealer), _trump(rnd.trump, t)
        extra: tuple = ()
        for name, cell in zip(sheet.players, rnd.cells):
            if cards:
                extra = ("1" if rnd.bomb else "", text_cell(rnd.werewolf or ""), _number(cell.shown_final_bid))
            writer.writerow(
                (rnd.number, rnd.cards, dealer, trump, text_cell(name), _number(cell.shown_bid), _number(cell.tricks),
                 _number(cell.points), _number(cell.total), *extra)
            )
    for name, total in zip(sheet.players, sheet.totals):
        writer.writerow((t("csv.final"), "", "", "", text_cell(name), "", "", "", total, *(("", "", "") if cards else ())))
    return (BOM + out.getvalue()).encode("utf-8")


def sheet_csv_by_round(sheet: Sheet, t: Translator) -> str:
    out = io.StringIO()
    writer = csv.writer(out, lineterminator="\n")
    header = [t("csv.round"), t("csv.cards"), t("csv.dealer"), t("csv.trump")]
    for name in sheet.players:
        header += [t("csv.player_bid", name=name), t("csv.player_tricks", name=name),
                   t("csv.player_points", name=name), t("csv.player_total", name=name)]
    cards = _with_cards(sheet)
    if cards:
        header += [t("csv.bomb"), t("csv.cloud"), t("csv.werewolf")]
    writer.writerow(header)
    for rnd in sheet.dealt:
        row = [rnd.number, rnd.cards, rnd.dealer, _trump(rnd.trump, t)]
        for cell in rnd.cells:
            row += [_number(cell.bid), _number(cell.tricks), _number(cell.points), _number(cell.total)]
        if cards:
            cloud = rnd.cloud
            moved = ""
            if cloud is not None:
                cell = rnd.cells[cloud[0]]
                moved = f"{sheet.players[cloud[0]]} {cell.bid}>{cell.final_bid}"
            row += ["1" if rnd.bomb else "", moved, rnd.werewolf or ""]
        writer.writerow(row)
    return out.getvalue()


__all__ = ["CARD_HEADER", "FORMULA_STARTS", "HEADER", "sheet_csv_by_round", "sheet_csv_bytes", "text_cell"]
