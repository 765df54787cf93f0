"""The score sheet: rounds x players like the paper pad (the grid:
grid.py); tap a scored round to correct it (every later total follows)."""

from __future__ import annotations

import flet as ft

from ...domain import Game
from ...i18n import Translator
from ...presenters.charts import score_progression
from ...presenters.sheet import sheet_view
from ..store import AppStore
from ..widgets.basics import hint, section_title
from ..widgets.export_button import ExportButton
from ..widgets.score_chart import ScoreChart
from .correction_dialog import CorrectionDialog
from .grid import SheetGrid

@ft.component
def Sheet(game: Game, editable: bool, t: Translator, store: AppStore, game_id: str | None = None, wide: bool = False):
    """``editable``: a tap on a scored round corrects it (not while viewing
    only or for a game in the trash); ``game_id``: the stored game, offered
    for export next to the title. The players' names stay in view over the
    rows, which scroll (the names leave with the last row: none over the
    notes and the chart under the rounds); a game in play opens at its
    current round, a game over at round 1."""
    view = sheet_view(game.state, editable, t)
    fixing, set_fixing = ft.use_state(None)
    chart = score_progression(game.state, t)
    # how to read (and correct) the sheet: under the rounds, with the other notes, so that on a phone the rows
    # have the room for round 1 to round 7 of six players in view at once (issue 40, item 9)
    below: tuple[ft.Control, ...] = (ft.Container(hint(view.note, "sheet-note"), padding=ft.Padding.only(top=8)),)
    if chart is not None:
        below += (ft.Container(ScoreChart(chart, key="chart"), padding=ft.Padding.only(top=12)),)
    grid = SheetGrid(view, lambda n: t("sheet.round_label", n=n), wide, set_fixing if editable else None,
                     below=below, key="grid")
    table = ft.Container(grid, expand=True)
    title: list[ft.Control] = [ft.Container(section_title(t("sheet.title"), 18), expand=True)]
    if game_id is not None:
        title.append(ExportButton(game_id, True, t, store, key="export"))
    notes: list[ft.Control] = [ft.Row(title, vertical_alignment=ft.CrossAxisAlignment.CENTER)]
    if view.ended:  # stopped early: the rounds below are all there are
        notes.append(hint(view.ended, "sheet-ended"))
    dialog = [CorrectionDialog(game, fixing, lambda: set_fixing(None), t, store, key=f"fix-{fixing}")] if fixing is not None else []
    return ft.Column([*notes, table, *dialog], spacing=8, expand=True)
