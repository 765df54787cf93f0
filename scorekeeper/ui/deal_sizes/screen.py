"""Deal sizes: the cards of every round for each table size, by preset."""

from __future__ import annotations

import flet as ft

from ...presenters.deal_sizes import deal_sizes_view
from ..store import AppStore, watch
from ..widgets.basics import card, hint, screen_view, tagged
from ..widgets.choice_field import ChoiceField


@ft.component
def DealSizesScreen(store: AppStore):
    watch(store.device)
    t = store.t
    preset_id, set_preset = ft.use_state("standard")
    view = deal_sizes_view(preset_id, store.presets, t)
    header = ft.Row([ft.Text(view.headers[0], width=48, weight=ft.FontWeight.BOLD)]
                    + [ft.Text(h, width=60, weight=ft.FontWeight.BOLD) for h in view.headers[1:]])
    rows: list[ft.Control] = [header, ft.Divider(height=1)]
    for row in view.rows:
        cells = [ft.Text(str(row.number), width=48)] + [ft.Text(cell, width=60) for cell in row.cells]
        rows.append(tagged(f"deal-row-{row.number}", ft.Row(cells)))
    controls: list[ft.Control] = [
        ft.Container(height=6),
        ChoiceField("deal-preset", t("setup.preset"), list(view.presets), preset_id, set_preset, t, key="deal-preset"),
        hint(view.description),
        card(ft.Row([ft.Column(rows, spacing=4)], scroll=ft.ScrollMode.AUTO)),
        hint(t("deal.legend")),
    ]
    if view.undefined:
        controls.append(hint(view.undefined))
    return screen_view("/deal-sizes", t("home.deal_sizes"), controls, back=store.nav.back, back_label=t("common.back"))
