"""One player's chip in a phone's line of bids (the bid, "✓" in but
covered, "–" not yet). Memoized and keyed by seat: a bid tapped on one
phone redraws that chip alone on the others."""

from __future__ import annotations

import flet as ft

from ...presenters.table import Chip
from .covered import covered_or
from ..widgets.basics import tagged


@ft.component
def SeatChip(chip: Chip):
    return tagged(f"chip-{chip.seat}", ft.Container(
        ft.Column([ft.Text(chip.name, size=12, no_wrap=True), covered_or(chip.text, 20, bold=True)],
                  spacing=0, horizontal_alignment=ft.CrossAxisAlignment.CENTER),
        padding=6, border_radius=10, bgcolor=ft.Colors.SECONDARY_CONTAINER, width=70,
    ), chip.label)


SeatChipMemo = ft.memo(SeatChip)
