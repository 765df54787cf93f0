"""A shared game (issue 31): the game a link carries, opened on this phone,
read-only, with "Keep this game"; a damaged or foreign link says what is wrong."""

from __future__ import annotations

import flet as ft

from ...presenters.shared import shared_view
from ..store import AppStore, watch
from ..widgets.banners import banners
from ..sheet.grid import SheetGrid
from ..widgets.basics import big_button, card, hint, screen_view, section_title, tagged
from ..widgets.score_chart import ScoreChart
from .standings import Standings

# what a 360 px phone leaves for the sheet's table here: the screen's padding (14 a side) and the card's (4 a side)
SHEET_ROOM = 360 - 2 * 14 - 2 * 4


@ft.component
def SharedScreen(store: AppStore):
    watch(store.device, store.saved, store.nav)
    t = store.t
    link = store.saved.shared
    state, error = ft.use_memo(store.saved.shared_game, [link, t.language])
    view = shared_view(state, error, t)
    controls: list[ft.Control] = [*banners(store)]
    if view.error:
        controls += [
            ft.Container(height=8),
            ft.Row([ft.Icon(ft.Icons.LINK_OFF, color=ft.Colors.ERROR),
                    ft.Container(tagged("shared-error", ft.Text(view.error, size=16, color=ft.Colors.ERROR)),
                                 expand=True)], vertical_alignment=ft.CrossAxisAlignment.START),
            hint(t("share.nothing_stored"), "shared-nothing-stored"),
        ]
    else:
        controls += [
            tagged("shared-status", ft.Text(view.status, size=18, weight=ft.FontWeight.BOLD)),
            card(Standings(view.rows, key="standings")),
        ]
        if view.sheet is not None and view.sheet.rows:  # read-only: nothing to correct, at its full height
            sheet = view.sheet
            controls += [section_title(view.sheet_title, 18), *([hint(sheet.ended, "sheet-ended")] if sheet.ended else []),
                         hint(sheet.note), SheetGrid(sheet, str, on_fix=None, scrolls=False,
                                                     room=SHEET_ROOM, key="sheet")]
        if view.chart is not None:
            controls.append(ScoreChart(view.chart, key="chart"))
        controls += [
            hint(view.keep_hint),
            big_button("shared-keep", view.keep_label, store.saved.keep_shared, icon=ft.Icons.DOWNLOAD_DONE),
        ]
    return screen_view("/shared", view.title, controls, back=store.nav.home, back_label=t("common.back"))
