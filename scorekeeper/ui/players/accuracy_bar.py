"""A player's bid accuracy: exact, over and under bids as one stacked bar."""

from __future__ import annotations

import flet as ft

from ...presenters.charts import BidAccuracy
from ..widgets.basics import tagged

ACCURACY_COLORS = {
    "exact": ft.Colors.GREEN_600,
    "over": ft.Colors.ORANGE_600,
    "under": ft.Colors.BLUE_400,
    "unknown": ft.Colors.GREY_500,
}


@ft.component
def AccuracyBar(accuracy: BidAccuracy, identifier: str):
    """Exact, over and under bids as one stacked bar, the counts written
    under it (the words carry it without colour)."""
    if accuracy.empty:
        return tagged(identifier, ft.Text(accuracy.text, size=13, color=ft.Colors.ON_SURFACE_VARIANT))
    bar = ft.Row(
        [
            ft.Container(bgcolor=ACCURACY_COLORS[s.kind], height=12, expand=s.count, tooltip=s.label)
            for s in accuracy.segments
        ],
        spacing=2,
    )
    legend = ft.Row(
        [
            ft.Row([ft.Container(width=10, height=10, bgcolor=ACCURACY_COLORS[s.kind], border_radius=2),
                    ft.Text(s.label, size=13)], spacing=4, tight=True)
            for s in accuracy.segments
        ],
        wrap=True,
        spacing=10,
    )
    return tagged(identifier, ft.Column([ft.Container(bar, border_radius=6, clip_behavior=ft.ClipBehavior.HARD_EDGE), legend],
                                        spacing=4), label=accuracy.text)
