"""The score sheet: rounds x players like the paper pad; tap a scored round
to correct it (every later total follows)."""

from __future__ import annotations

import flet as ft

from ...domain import Game
from ...i18n import Translator
from ...presenters.charts import score_progression
from ...presenters.sheet import sheet_view
from ..store import AppStore
from ..widgets.basics import card, hint, section_title
from ..widgets.export_button import ExportButton
from ..widgets.score_chart import ScoreChart
from .correction_dialog import CorrectionDialog

ROUND_W = 44
PHONE_TABLE_W = 326  # what a 360 px phone leaves for the table
ROW_H = 48  # every row as tall, so the round column (kept in view) lines up with the scrolled cells
CHAR_W = 8  # px a character of the 14 px top line takes, about
WIDE_CELL_W = 128  # on a wide screen a column shows a long name whole ...
WIDE_TABLE_W = 680  # ... as far as six columns fit beside the round


def cell_width(players: int, longest: int = 0) -> int:
    """Fit the whole table on a phone where possible; a cell is never narrower
    than its longest line (``longest`` characters): the columns scroll
    instead, beside the round column, which stays in view."""
    return max(56, longest * CHAR_W + 10, min(96, (PHONE_TABLE_W - ROUND_W) // players))


def _cell(text_top: str, text_main: str, width: int, *, points: int = 0, exact: bool = False,
          negative: bool = False, bold: bool = False, label: str = "") -> ft.Control:
    """Readable at arm's length (14 px and up); colour by meaning: the
    round's points by their sign, an exact bid marked, the total red only
    when it is below zero. Read out as ``label`` alone (whose numbers, in
    words), not as the bare numbers drawn."""
    if exact:
        top_color: str | None = ft.Colors.GREEN_700
    elif points < 0:
        top_color = ft.Colors.ERROR
    else:
        top_color = ft.Colors.ON_SURFACE_VARIANT
    top: ft.Control = ft.Text(text_top, size=14, color=top_color, no_wrap=True)
    if exact:  # an icon: the app's font has no check mark
        top = ft.Row([ft.Icon(ft.Icons.CHECK_CIRCLE, size=13, color=top_color), top], spacing=2, tight=True)
    box = ft.Container(
        ft.Column(
            [
                top,
                ft.Text(text_main, size=18, weight=ft.FontWeight.BOLD if bold else None, no_wrap=True,
                        color=ft.Colors.ERROR if negative else None),
            ],
            spacing=0,
            horizontal_alignment=ft.CrossAxisAlignment.END,
        ),
        width=width,
        height=ROW_H,
        padding=ft.Padding.symmetric(horizontal=5, vertical=2),
    )
    return ft.Semantics(label=label, exclude_semantics=True, content=box) if label else box


@ft.component
def Sheet(game: Game, editable: bool, t: Translator, store: AppStore, game_id: str | None = None, wide: bool = False):
    """``editable``: a tap on a scored round corrects it (not while viewing
    only or for a game in the trash); ``game_id``: the stored game, offered
    for export next to the title."""
    view = sheet_view(game.state, editable, t)
    fixing, set_fixing = ft.use_state(None)
    players = len(view.names)
    longest = max((len(c.top) + (2 if c.exact else 0) for r in view.rows for c in r.cells), default=0)  # the mark: ~2
    wide_w = min(WIDE_CELL_W, (WIDE_TABLE_W - ROUND_W) // players) if wide else 0  # a wide screen has room: use it
    cell_w = max(cell_width(players, longest), wide_w)
    header = ft.Row(
        [
            ft.Container(
                ft.Text(name, size=15, weight=ft.FontWeight.BOLD, no_wrap=True, overflow=ft.TextOverflow.ELLIPSIS,
                        color=ft.Colors.PRIMARY if seat in view.leaders else None),
                width=cell_w,
                height=ROW_H - 12,
                alignment=ft.Alignment.CENTER_RIGHT,
                padding=ft.Padding.symmetric(horizontal=5),
            )
            for seat, name in enumerate(view.names)
        ],
        spacing=0,
    )
    # the round column stands apart from the players' columns: those scroll
    # sideways on a phone (many players), the round numbers stay in view
    numbers: list[ft.Control] = [ft.Container(ft.Text("#", size=14, semantics_label=view.rounds_header), width=ROUND_W,
                                              height=ROW_H - 12), ft.Divider(height=1)]
    body: list[ft.Control] = [header, ft.Divider(height=1)]
    for rnd in view.rows:
        numbers.append(
            ft.Semantics(
                identifier=f"sheet-number-{rnd.number}",
                label=rnd.label,  # "Round 3, 3 cards" rather than "3 (3)"
                exclude_semantics=True,
                content=ft.Container(
                    ft.Column([ft.Text(str(rnd.number), size=16, weight=ft.FontWeight.BOLD),
                               ft.Text(f"({rnd.cards})", size=14, color=ft.Colors.ON_SURFACE_VARIANT)], spacing=0),
                    width=ROUND_W,
                    height=ROW_H,
                    padding=ft.Padding.only(left=4),
                ),
            )
        )
        numbers.append(ft.Divider(height=1, color=ft.Colors.OUTLINE_VARIANT))
        cells = [_cell(c.top, c.main, cell_w, points=c.points, exact=c.exact, negative=c.negative, bold=c.bold,
                       label=c.label) for c in rnd.cells]
        row = ft.Row(cells, spacing=0)
        # Keyed by tappability: when a Semantics' content gains or loses an
        # on_click in place (a round scored or undone while the sheet shows,
        # e.g. from another tab), flet 1.0.5 drops its identifier and label;
        # a new key builds a new Semantics node instead.
        if rnd.correctable:
            body.append(
                ft.Semantics(
                    identifier=f"sheet-round-{rnd.number}",
                    label=t("sheet.round_label", n=rnd.number),
                    content=ft.Container(row, on_click=lambda _e, n=rnd.number: set_fixing(n), ink=True, border_radius=6),
                    key=f"sheet-round-{rnd.number}-fix",
                )
            )
        else:
            body.append(ft.Semantics(identifier=f"sheet-round-{rnd.number}", content=row, key=f"sheet-round-{rnd.number}"))
        body.append(ft.Divider(height=1, color=ft.Colors.OUTLINE_VARIANT))
    columns = ft.Row([ft.Column(body, spacing=0, width=cell_w * players)], scroll=ft.ScrollMode.AUTO, expand=True)
    table = ft.Row([ft.Column(numbers, spacing=0, width=ROUND_W), columns], spacing=0,
                   vertical_alignment=ft.CrossAxisAlignment.START)
    title: list[ft.Control] = [ft.Container(section_title(t("sheet.title"), 18), expand=True)]
    if game_id is not None:
        title.append(ExportButton(game_id, True, t, store, key="export"))
    notes: list[ft.Control] = [ft.Row(title, vertical_alignment=ft.CrossAxisAlignment.CENTER), hint(view.note)]
    dialog = [CorrectionDialog(game, fixing, lambda: set_fixing(None), t, store, key=f"fix-{fixing}")] if fixing is not None else []
    chart = score_progression(game.state, t)
    charts = [ScoreChart(chart, key="chart")] if chart is not None else []
    cards = [hint(text, f"sheet-card-note-{k}") for k, text in enumerate(view.card_notes)]  # the special cards
    return ft.Column([*notes, card(table, padding=4), *cards, *charts, *dialog], spacing=8)
