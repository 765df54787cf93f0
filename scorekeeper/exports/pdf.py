"""The sheet as a printable score pad (PDF), laid out like the paper one.

Title, date and the rules on top; the players across, the rounds down (each
with its cards and dealer, rounds still to play printed empty so the pad can
be finished by hand; a game the table ended early has only the rounds
played, and says so); under each player bid, tricks, points and running
total, a round where the bid was made exactly shaded, a dash for a player
not playing that round, a star on a total the table adjusted (the notes
below say by how much and why); the totals, places and the winner at the
bottom. Everything fits one page for up to 6 players and
20 rounds on A4 and on Letter: three players or fewer stand upright, more
lie across (landscape), and the rows shrink to the height there is.

DejaVu Sans is embedded (subset), so Polish, German, French and Cyrillic
names print right and the text can be searched and copied. A character the
font lacks (most emoji) prints as a small box instead of vanishing.
The bytes depend on the game only: the creation date is the game's own and
the file id is derived from the content (fpdf2's default once the date is
fixed).
"""

from __future__ import annotations

import unicodedata
from dataclasses import dataclass, replace
from enum import StrEnum
from typing import Literal

from .fonts import font_files
from ..domain import Sheet, SheetRound
from ..l10n import day_words
from .sheet import (OUT, SheetExport, adjust_notes, adjusted, card_notes, ended_words, fixed_moment, suit_words,
                    table_notes)

FAMILY = "dejavu"
MARGIN = 10.0  # mm
MISSING = "\u25a1"  # white square: a glyph the font lacks
JOINERS = {"\u200d", "\ufe0e", "\ufe0f"}  # glue inside emoji sequences; dropped with them
LEAD = (("#", 7.0), ("cards", 9.5), ("dealer", 22.0), ("trump", 12.5))  # column (title key), narrowest width (mm)
DEALER = 2  # the dealer column widens for long names while the players keep PLAYER_MIN
PLAYER_MIN = 34.0
SUB = (("bid", 0.22), ("won", 0.22), ("points", 0.27), ("total", 0.29))  # share of a player's width
EXACT_FILL = (222, 236, 222)
HEADER_FILL = (238, 238, 238)
LOST_INK = (150, 20, 20)
FUTURE_INK = (120, 120, 120)
INK = (0, 0, 0)
TITLE = 9.0  # the title line
HEAD = 15.0  # player names (two lines) and the column titles
TOTALS = 12.0  # the totals and places rows
RULES_LINE, RESULT_LINE, LEGEND_LINE = 4.0, 5.0, 3.2  # heights of the wrapped text lines
MAX_ROW = 10.0
ADJUSTED = "*"  # after a total the table adjusted in that round


class Paper(StrEnum):
    A4 = "a4"
    LETTER = "letter"


@dataclass(frozen=True, slots=True)
class _Layout:
    portrait: bool
    width: float  # printable, mm
    height: float
    player: float  # width of one player's four columns
    columns: tuple[float, ...]  # widths of the round, cards, dealer and trump columns
    row: float = MAX_ROW  # height of a round's row, mm (set once the text blocks are measured)
    size: float = 8.0  # font size of the numbers, pt

    @property
    def lead(self) -> float:
        return sum(self.columns)

    def with_dealer(self, wanted: float, players: int) -> "_Layout":
        """The dealer column as wide as ``wanted`` allows (names print whole
        where there is room), never squeezing a player below PLAYER_MIN."""
        others = self.lead - self.columns[DEALER]
        room = self.width - others - players * PLAYER_MIN
        dealer = max(LEAD[DEALER][1], min(wanted, room))
        columns = self.columns[:DEALER] + (dealer,) + self.columns[DEALER + 1:]
        return replace(self, columns=columns, player=(self.width - others - dealer) / players)


def _layout(sheet: Sheet, paper: Paper) -> _Layout:
    short, long = (210.0, 297.0) if paper is Paper.A4 else (215.9, 279.4)
    portrait = len(sheet.players) <= 3
    width = (short if portrait else long) - 2 * MARGIN
    height = (long if portrait else short) - 2 * MARGIN
    columns = tuple(w for _, w in LEAD)
    return _Layout(portrait, width, height, (width - sum(columns)) / len(sheet.players), columns)


class _Pad:
    """Draws one score pad; one instance per export (fpdf2 documents keep state)."""

    def __init__(self, export: SheetExport, paper: Paper) -> None:
        self.export = export
        self.sheet = sheet = export.sheet
        lay = _layout(sheet, paper)
        # fpdf2 (with fontTools and Pillow) is imported on the first PDF, not at
        # start: importing it costs seconds where Python runs in the browser
        from fpdf import FPDF

        pdf = FPDF(orientation="P" if lay.portrait else "L", unit="mm", format=paper.value)
        pdf.set_creation_date(fixed_moment(export.played))
        pdf.set_margins(MARGIN, MARGIN, MARGIN)
        pdf.set_auto_page_break(False)  # the layout is computed to fit one page
        regular, bold = font_files()
        pdf.add_font(FAMILY, "", regular)
        pdf.add_font(FAMILY, "B", bold)
        self.pdf = pdf
        # both are the TrueType fonts added above (fpdf2 types a font as core or TrueType)
        self.glyphs = set(pdf.fonts[FAMILY].cmap) & set(pdf.fonts[FAMILY + "B"].cmap)  # type: ignore[union-attr]
        t = self.t = export.t
        pdf.set_title(self.printable(t("export.pdf.doc_title", players=", ".join(sheet.players))))
        pdf.set_creator("Wizard Scorekeeper")
        pdf.set_lang(t.language)
        pdf.add_page()
        self.rules_text = self.printable(t("export.pdf.rules", rules=" · ".join(export.rules)))
        self.result_text = self.printable(_result_line(export))
        # how the table changed, what the special cards did (each variant's sentence), what the table adjusted and why
        notes = table_notes(sheet, t) + card_notes(sheet, t) + adjust_notes(sheet, t)
        # each paragraph made printable alone: the newline between them has no
        # glyph, and printable() would have turned it into a box
        legend = " ".join([t("export.pdf.legend"), *_legend_marks(sheet, t)])
        paragraphs = [" · ".join(notes), legend] if notes else [legend]
        self.legend_text = "\n".join(self.printable(p) for p in paragraphs)
        self.suits = suit_words(t)
        # the rows share what the text blocks leave (long names can wrap the result line)
        self.above = TITLE + RULES_LINE * self.lines(self.rules_text, lay.width, 8, False) + 2.0
        self.below = (
            TOTALS + 2.0 + RESULT_LINE * self.lines(self.result_text, lay.width, 10, True)
            + 1.0 + LEGEND_LINE * self.lines(self.legend_text, lay.width, 6.5, False)
        )
        row = min(MAX_ROW, (lay.height - self.above - HEAD - self.below) / max(1, len(sheet.rounds)))
        size = 9.0 if row >= 8.0 else 8.0 if row >= 5.5 else 7.0
        self.font(size)
        wanted = max(pdf.get_string_width(self.printable(name)) for name in sheet.players) + 2.0
        self.lay = replace(lay, row=row, size=size).with_dealer(wanted, len(sheet.players))

    def lines(self, text: str, width: float, size: float, bold: bool) -> int:
        """How many lines ``text`` wraps to in ``width``."""
        self.font(size, bold)
        lines = self.pdf.multi_cell(width, 1, text, dry_run=True, output="LINES")
        assert isinstance(lines, list)  # output="LINES" gives the list of lines
        return len(lines)

    # -- text helpers ---------------------------------------------------------------------

    def printable(self, text: str) -> str:
        """``text`` with every run of characters the font lacks (an emoji and its
        joiners) as one box, so nothing vanishes and fpdf2 has nothing to warn about."""
        out: list[str] = []
        missing_run = False
        for ch in unicodedata.normalize("NFC", text):
            if ord(ch) in self.glyphs and ch not in JOINERS:
                out.append(ch)
                missing_run = False
            elif ch in JOINERS or unicodedata.category(ch) == "Sk":
                continue  # a joiner or modifier belongs to the character before it
            elif not missing_run:
                out.append(MISSING)
                missing_run = True
        return "".join(out)

    def font(self, size: float, bold: bool = False) -> None:
        self.pdf.set_font(FAMILY, "B" if bold else "", size)

    def fit(self, text: str, width: float, size: float, bold: bool = False, smallest: float = 6.0) -> str:
        """Set the largest font from ``size`` down to ``smallest`` at which
        ``text`` fits ``width``; past that, cut it with an ellipsis."""
        text = self.printable(text)
        room = width - 1.0
        while size > smallest and self._width(text, size, bold) > room:
            size -= 0.5
        self.font(size, bold)
        if self.pdf.get_string_width(text) <= room:
            return text
        while text and self.pdf.get_string_width(text + "…") > room:
            text = text[:-1]
        return text + "…"

    def _width(self, text: str, size: float, bold: bool) -> float:
        self.font(size, bold)
        return self.pdf.get_string_width(text)

    def two_lines(self, text: str, width: float) -> list[str]:
        """A player's name over their columns: one line if it fits at 7 pt or
        more, else two (split at the space nearest the middle)."""
        text = self.printable(text)
        if self._width(text, 7.0, True) <= width - 1.0:
            return [self.fit(text, width, 9.0, bold=True, smallest=7.0)]
        spaces = [i for i, ch in enumerate(text) if ch == " "]
        cut = min(spaces, key=lambda i: abs(i - len(text) / 2)) if spaces else len(text) // 2
        first, second = text[:cut].strip(), text[cut:].strip()
        size = 7.0
        while size > 5.5 and max(self._width(first, size, True), self._width(second, size, True)) > width - 1.0:
            size -= 0.5
        return [self.fit(first, width, size, True, size), self.fit(second, width, size, True, size)]

    def cell(self, x: float, y: float, w: float, h: float, text: str, *, align: str = "C",
             fill: tuple[int, int, int] | None = None, ink: tuple[int, int, int] = INK, border: Literal[0, 1] | str = 1) -> None:
        pdf = self.pdf
        if fill is not None:
            pdf.set_fill_color(*fill)
        pdf.set_text_color(*ink)
        pdf.set_xy(x, y)
        pdf.cell(w, h, text, border=border, align=align, fill=fill is not None)

    # -- the page -------------------------------------------------------------------------

    def draw(self) -> bytes:
        y = self.title_block()
        y = self.header(y)
        for row in self.sheet.rounds:
            self.round_row(row, y)
            y += self.lay.row
        y = self.bottom(y)
        self.legend(y)
        return bytes(self.pdf.output())

    def title_block(self) -> float:
        played, pdf, width = self.export.played, self.pdf, self.lay.width
        self.font(15, True)
        pdf.set_text_color(*INK)
        pdf.set_xy(MARGIN, MARGIN)
        pdf.cell(width * 0.6, 8, self.printable(self.t("export.pdf.title")))
        if played is not None:
            self.font(10)
            pdf.set_xy(MARGIN + width * 0.6, MARGIN)
            pdf.cell(width * 0.4, 8, day_words(played.date(), self.t.language), align="R")
        self.font(8)
        pdf.set_xy(MARGIN, MARGIN + TITLE)
        pdf.multi_cell(width, RULES_LINE, self.rules_text, align="L")
        return MARGIN + self.above

    def header(self, y: float) -> float:
        lay, pdf = self.lay, self.pdf
        x = MARGIN
        for (title, _), w in zip(LEAD, lay.columns):
            self.font(7, True)
            shown = title if title == "#" else self.fit(self.t(f"export.pdf.{title}"), w, 7, bold=True, smallest=5.0)
            self.cell(x, y, w, HEAD, shown, fill=HEADER_FILL)
            x += w
        names_h = HEAD - 5.0
        for name in self.sheet.players:
            lines = self.two_lines(name, lay.player)
            pdf.set_fill_color(*HEADER_FILL)
            pdf.rect(x, y, lay.player, names_h, style="DF")
            step = names_h / (len(lines) + 1)
            for i, line in enumerate(lines, start=1):
                self.cell(x, y + step * i - 2.0, lay.player, 4.0, line, border=0)
            sub_x = x
            for title, share in SUB:
                self.font(6.5)
                shown = self.fit(self.t(f"export.pdf.{title}"), lay.player * share, 6.5, smallest=4.5)
                self.cell(sub_x, y + names_h, lay.player * share, 5.0, shown, fill=HEADER_FILL)
                sub_x += lay.player * share
            x += lay.player
        self.player_rules(y, y + HEAD)
        return y + HEAD

    def player_rules(self, top: float, bottom: float) -> None:
        """Heavier lines between players, as on the paper pad."""
        pdf = self.pdf
        pdf.set_line_width(0.5)
        x = MARGIN + self.lay.lead
        for _ in range(len(self.sheet.players) + 1):
            pdf.line(x, top, x, bottom)
            x += self.lay.player
        pdf.set_line_width(0.2)

    def round_row(self, row: SheetRound, y: float) -> None:
        lay = self.lay
        h = lay.row
        ink = INK if row.dealt else FUTURE_INK
        x = MARGIN
        trump = self.suits.get(row.trump or "", "") if row.trump_card else "–"  # no card turned: no trump
        lead_cells = (str(row.number), str(row.cards), row.dealer, trump)
        for w, text in zip(lay.columns, lead_cells):
            shown = self.fit(text, w, lay.size, smallest=5.5) if text else ""
            self.cell(x, y, w, h, shown, ink=ink, align="L" if w > 15 else "C")
            x += w
        for name, cell in zip(self.sheet.players, row.cells):
            fill = EXACT_FILL if cell.exact else None
            bid = "?" if cell.covered else ("" if cell.bid is None else str(cell.bid))
            if cell.change is not None and not cell.covered:  # a variant changed it: before and after
                bid = self.printable(f"{cell.bid}\u2192{cell.final_bid}")
            total = _num(cell.total)
            if total and adjusted(row, name):  # the table adjusted it after the round (the notes say why)
                total += ADJUSTED
            values = (bid, _num(cell.tricks), _num(cell.points), total)
            if cell.out:  # not playing this round: a dash, never 0; the total as it stood, greyed
                values = (OUT, OUT, OUT, total)
            for (title, share), text in zip(SUB, values):
                w = lay.player * share
                lost = title == "points" and cell.points is not None and cell.points < 0 and not cell.out
                self.font(lay.size, bold=title == "total" and bool(text) and not cell.out)
                self.cell(x, y, w, h, text, fill=fill, ink=FUTURE_INK if cell.out else LOST_INK if lost else INK)
                x += w
        self.player_rules(y, y + h)

    def bottom(self, y: float) -> float:
        sheet, lay = self.sheet, self.lay
        top = max(sheet.totals) if sheet.rounds_scored else None
        places = {s.seat: s.place for s in sheet.standings}
        h = 7.0
        self.font(8, True)
        self.cell(MARGIN, y, lay.lead, h, self.printable(self.t("export.pdf.total")), align="R", fill=HEADER_FILL)
        self.cell(MARGIN, y + h, lay.lead, 5.0, self.printable(self.t("export.pdf.place")), align="R", border=1)
        x = MARGIN + lay.lead
        for seat, total in enumerate(sheet.totals):
            self.font(10, bold=total == top)
            self.cell(x, y, lay.player, h, str(total), fill=HEADER_FILL)
            self.font(8)
            self.cell(x, y + h, lay.player, 5.0, _ordinal(places[seat], self.t) if sheet.rounds_scored else "")
            x += lay.player
        self.player_rules(y, y + h + 5.0)
        return y + h + 5.0

    def legend(self, y: float) -> None:
        pdf = self.pdf
        self.font(10, True)
        pdf.set_text_color(*INK)
        pdf.set_xy(MARGIN, y + 2.0)
        pdf.multi_cell(self.lay.width, RESULT_LINE, self.result_text, align="L")
        self.font(6.5)
        pdf.set_text_color(*FUTURE_INK)
        pdf.set_xy(MARGIN, pdf.get_y() + 1.0)
        pdf.multi_cell(self.lay.width, LEGEND_LINE, self.legend_text, align="L")


def _legend_marks(sheet: Sheet, t) -> list[str]:
    """What the pad's marks mean, for the marks it has: a dash (out of the round), a star (adjusted)."""
    marks = []
    if any(cell.out for rnd in sheet.dealt for cell in rnd.cells):
        marks.append(t("export.pdf.legend_out", mark=OUT))
    if any(rnd.adjust for rnd in sheet.dealt):
        marks.append(t("export.pdf.legend_adjust", mark=ADJUSTED))
    return marks


def _result_line(export: SheetExport) -> str:
    t, sheet = export.t, export.sheet
    top = max(sheet.totals)
    if sheet.complete:
        won = t.n("export.pdf.winner", len(sheet.winners), names=t.join(sheet.winners), points=top)
        ended = ended_words(sheet, t)
        return won if ended is None else f"{won} · {ended}"
    if sheet.rounds_scored:
        leaders = [s.name for s in sheet.standings if s.place == 1]
        return t.n("export.pdf.leads", len(leaders), done=sheet.rounds_scored, total=sheet.total_rounds,
                   names=t.join(leaders), points=top)
    return t.n("export.pdf.none", sheet.total_rounds, n=sheet.total_rounds)


def _num(value: int | None) -> str:
    return "" if value is None else str(value)


def _ordinal(place: int, t) -> str:
    if t.language != "en":  # 1., 2., ... (German, Polish, Serbian; French and Spanish read it too)
        return t.n("export.pdf.ordinal", place, n=place)
    suffix = "th" if 10 <= place % 100 <= 20 else {1: "st", 2: "nd", 3: "rd"}.get(place % 10, "th")
    return f"{place}{suffix}"


def score_pad_pdf(sheet: SheetExport, paper: Paper = Paper.A4) -> bytes:
    return _Pad(sheet, paper).draw()


__all__ = ["Paper", "score_pad_pdf"]
