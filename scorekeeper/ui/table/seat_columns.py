"""The heading of a phone's table of bids, tricks and totals."""

from __future__ import annotations

import flet as ft

from ...i18n import Translator


@ft.component
def SeatColumns(t: Translator):
    """Memoized: drawn once per language."""
    return ft.Row([ft.Text(t("table.col_player"), expand=3), ft.Text(t("table.col_bid"), expand=2),
                   ft.Text(t("table.col_won"), expand=2), ft.Text(t("table.col_total"), expand=3)])


SeatColumnsMemo = ft.memo(SeatColumns)
