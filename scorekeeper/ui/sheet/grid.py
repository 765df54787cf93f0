"""The score sheet's grid: the players' names over a row a round, a cell a
player, like the paper pad, and the lines under the rounds (who left or
joined, each adjustment, what the special cards did). The game screen's
sheet draws it (a tap on a scored round corrects it, the rows scroll and
open at the current round); a shared game's screen draws it read-only, at
its full height, in a screen that scrolls (issue 31)."""

from __future__ import annotations

from typing import Callable

import flet as ft

from ...presenters.names import fit_lines
from ...presenters.sheet import SheetCell, SheetView, opening_offset
from ..widgets.basics import card, hint

ROUND_W = 40
PHONE_TABLE_W = 328  # what a 360 px phone leaves for the table
ROW_H = 48  # every row as tall (the sheet opens scrolled to the current round by rows)
COMPACT_ROW_H = 56  # three lines: bid/won and points small, the total big
CHAR_W = 8  # px a character of the 14 px top line takes, about
WIDE_CELL_W = 128  # on a wide screen a column shows a long name whole ...
WIDE_TABLE_W = 680  # ... as far as six columns fit beside the round
NARROW_W = 44  # below it (seven or eight columns on a phone) a compact total is 14 px, so "-110" stays whole


def cell_width(players: int, longest: int = 0, room: int = PHONE_TABLE_W) -> int:
    """A full cell: never narrower than its longest line (``longest``
    characters), up to 96 px when the table (``room`` px on a phone) has room."""
    return max(56, longest * CHAR_W + 10, min(96, (room - ROUND_W) // players))


def layout(players: int, longest: int, wide: bool, room: int = PHONE_TABLE_W) -> tuple[int, bool]:
    """(cell width, compact): the full cells ("2/1  -10" over the total)
    where every player's column fits beside the round column, else compact
    cells (bid/won and points small over the total), every player in view:
    six columns on a 360 px phone, no sideways scrolling. ``room``: what
    the phone's screen leaves for the table (the game screen's 328 px)."""
    table = WIDE_TABLE_W if wide else room
    full = cell_width(players, longest, room)
    if wide:
        full = max(full, min(WIDE_CELL_W, (table - ROUND_W) // players))  # a wide screen has room: use it
    if ROUND_W + players * full <= table:
        return full, False
    return (table - ROUND_W) // players, True


def _colours(cell: SheetCell) -> str:
    """The round's points by their sign, an exact bid marked green."""
    if cell.exact:
        return ft.Colors.GREEN_700
    return ft.Colors.ERROR if cell.points < 0 else ft.Colors.ON_SURFACE_VARIANT


def _cell(cell: SheetCell, width: int, compact: bool, identifier: str) -> ft.Control:
    """Readable at arm's length; colour by meaning: the round's points by
    their sign, an exact bid marked, the total red only when it is below
    zero. Read out as the cell's label alone (whose numbers, in words), not
    as the bare numbers drawn."""
    colour = _colours(cell)
    size = 18 if not compact else 16 if width >= NARROW_W else 14
    total = ft.Text(cell.main, size=size, weight=ft.FontWeight.BOLD if cell.bold else None, no_wrap=True,
                    color=ft.Colors.ERROR if cell.negative else None)
    if cell.out:  # sat the round out: a dash where the numbers go, never a 0
        lines = [ft.Text(cell.top, size=size, color=ft.Colors.ON_SURFACE_VARIANT, no_wrap=True)]
    elif compact:
        small = cell.bid_won or cell.top  # before the round is scored: the bid (or "?")
        lines: list[ft.Control] = [ft.Text(small, size=12, color=colour, no_wrap=True,
                                           weight=ft.FontWeight.BOLD if cell.exact else None),
                                   ft.Text(cell.points_text, size=12, color=colour, no_wrap=True), total]
    else:
        top: ft.Control = ft.Text(cell.top, size=14, color=colour, no_wrap=True)
        if cell.exact:  # an icon: the app's font has no check mark
            top = ft.Row([ft.Icon(ft.Icons.CHECK_CIRCLE, size=13, color=colour), top], spacing=2, tight=True)
        lines = [top, total]
    box = ft.Container(
        ft.Column(lines, spacing=0, horizontal_alignment=ft.CrossAxisAlignment.END,
                  alignment=ft.MainAxisAlignment.CENTER if cell.out else ft.MainAxisAlignment.START),
        width=width,
        height=COMPACT_ROW_H if compact else ROW_H,
        padding=ft.Padding.symmetric(horizontal=3 if compact else 5, vertical=2),
    )
    if cell.adjust:  # an adjustment in this round: a mark in the top left corner (beside the short bid/won line,
        # taking none of the total's width: eight columns on a phone); what and why: the label, the tooltip, the
        # notes under the rounds
        mark = ft.Icon(ft.Icons.GAVEL, size=11 if compact else 13, color=ft.Colors.TERTIARY, tooltip=cell.adjust)
        box = ft.Stack([box, ft.Container(mark, left=1, top=3)], width=width, height=box.height)
    return ft.Semantics(identifier=identifier, label=cell.label, exclude_semantics=True, content=box) if cell.label else box


@ft.component
def SheetGrid(view: SheetView, t_round: Callable[[int], str], wide: bool = False,
              on_fix: Callable[[int], None] | None = None, scrolls: bool = True,
              below: tuple[ft.Control, ...] = (), room: int = PHONE_TABLE_W):
    """``on_fix``: a tap on a correctable round (None: read-only);
    ``scrolls``: the rows scroll under the names, filling the height they
    get, and open at ``view.current`` by whole rows; the names stay over the
    rows while one shows under them (else every row, at its height, for a
    screen that scrolls itself); ``t_round``: a correctable round read out
    ("Round 3"); ``below``: drawn under the lines under the rounds;
    ``room``: px a phone's screen leaves for the table (see :func:`layout`)."""
    rows_ref = ft.use_ref(None)
    players = len(view.names)
    longest = max((len(c.top) + (2 if c.exact else 0) for r in view.rows for c in r.cells), default=0)  # the mark: ~2
    cell_w, compact = layout(players, longest, wide, room)
    row_h = COMPACT_ROW_H if compact else ROW_H
    name_size, name_pad = (13, 3) if compact else (15, 5)
    names = fit_lines(view.names, cell_w - 2 * name_pad, name_size)  # two lines where that helps
    names_h = ROW_H - 4 if any("\n" in name for name in names) else ROW_H - 12  # two lines of a name where one cannot hold it
    header = ft.Row(
        [
            ft.Container(ft.Text("#", size=14, semantics_label=view.rounds_header), width=ROUND_W,
                         padding=ft.Padding.only(left=4)),
            *[
                # drawn cut to the column (each told apart), read out whole
                ft.Semantics(identifier=f"sheet-name-{seat}", label=view.names[seat], exclude_semantics=True,
                             content=ft.Container(
                                 ft.Text(name, size=name_size, weight=ft.FontWeight.BOLD, no_wrap=True,
                                         text_align=ft.TextAlign.RIGHT,
                                         color=ft.Colors.PRIMARY if seat in view.leaders else None),
                                 width=cell_w,
                                 alignment=ft.Alignment.CENTER_RIGHT,
                                 padding=ft.Padding.symmetric(horizontal=name_pad),
                             ))
                for seat, name in enumerate(names)
            ],
        ],
        spacing=0,
        height=names_h,
    )
    body: list[ft.Control] = []
    for rnd in view.rows:
        number = ft.Semantics(
            identifier=f"sheet-number-{rnd.number}",
            label=rnd.label,  # "Round 3, 3 cards" rather than "3 (3)"
            exclude_semantics=True,
            content=ft.Container(
                ft.Column([ft.Text(str(rnd.number), size=16, weight=ft.FontWeight.BOLD),
                           ft.Text(f"({rnd.cards})", size=13, color=ft.Colors.ON_SURFACE_VARIANT)], spacing=0),
                width=ROUND_W,
                height=row_h,
                padding=ft.Padding.only(left=4),
            ),
        )
        cells = ft.Row([_cell(c, cell_w, compact, f"sheet-cell-{rnd.number}-{seat}") for seat, c in enumerate(rnd.cells)],
                       spacing=0)
        # Keyed by tappability: when a Semantics' content gains or loses an
        # on_click in place (a round scored or undone while the sheet shows,
        # e.g. from another tab), flet 1.0.5 drops its identifier and label;
        # a new key builds a new Semantics node instead.
        if rnd.correctable and on_fix is not None:
            row = ft.Semantics(
                identifier=f"sheet-round-{rnd.number}",
                label=t_round(rnd.number),
                content=ft.Container(cells, on_click=lambda _e, n=rnd.number: on_fix(n), ink=True, border_radius=6),
                key=f"sheet-round-{rnd.number}-fix",
            )
        else:
            row = ft.Semantics(identifier=f"sheet-round-{rnd.number}", content=cells, key=f"sheet-round-{rnd.number}")
        body.append(ft.Row([number, row], spacing=0, key=f"line-{rnd.number}"))
        body.append(ft.Divider(height=1, color=ft.Colors.OUTLINE_VARIANT))
    # who left or joined and each adjustment, then what the special cards did, a line per round, under the rounds
    body += [ft.Container(hint(text, f"sheet-table-note-{k}"), padding=ft.Padding.only(top=8))
             for k, text in enumerate(view.table_notes)]
    body += [ft.Container(hint(text, f"sheet-card-note-{k}"), padding=ft.Padding.only(top=8))
             for k, text in enumerate(view.card_notes)]
    body += list(below)
    current = view.current
    opened = ft.use_ref(False)
    head_h = names_h + 1  # the names and the line under them
    rows_h = len(view.rows) * (row_h + 1)  # every round's row and its line
    lift, set_lift = ft.use_state(0)  # px the last row, scrolled up to the names, pushes them up (all of them: gone)

    async def open_at_current(e: ft.LayoutSizeChangeEvent):
        # once, when the rows first know their height: at the top while the
        # rounds so far fit (round 1 in view), else the current round at the
        # foot, by whole rows (the names cover the top of the rows' area)
        if opened.current:
            return
        opened.current = True
        offset = opening_offset(current, row_h + 1, e.height - head_h)
        if offset and rows_ref.current is not None:
            try:
                await rows_ref.current.scroll_to(offset=offset)
            except Exception:  # noqa: BLE001 - the sheet is gone already (toggled back): nothing to scroll
                pass

    def follow(e: ft.OnScrollEvent):
        # the names head the rows: the last row, scrolled up to them, pushes
        # them up and out of view (none over the notes and the chart under the
        # rounds, no row's tail below an empty strip); they come back with the
        # rows. Set only on a change: a scroll among the rows redraws nothing.
        set_lift(int(min(head_h, max(0.0, e.pixels - rows_h))))

    head = ft.Column([header, ft.Divider(height=1)], spacing=0)
    if not scrolls:
        table = card(ft.Column([head, ft.Column(body, spacing=0)], spacing=0), padding=4)
        return table
    # The names float over the top of the rows' area (the rows start under
    # them, a spacer as tall as they are) rather than above it: a row a
    # scroll brings under them is covered whole by an opaque strip the
    # colour of the card, and the names can leave without the rows jumping.
    rows = ft.Column([ft.Container(height=head_h), *body], spacing=0, scroll=ft.ScrollMode.AUTO, ref=rows_ref,
                     on_size_change=open_at_current, on_scroll=follow, scroll_interval=100,
                     expand=True)
    names = ft.Container(ft.Semantics(identifier="sheet-names", content=head), bgcolor=ft.Colors.SURFACE_CONTAINER_LOW,
                         left=0, top=-lift, right=0, visible=lift < head_h)
    table = card(ft.Stack([rows, names], fit=ft.StackFit.EXPAND), padding=4)  # the card expands: the rows fill it
    table.expand = True
    return table
