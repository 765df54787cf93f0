"""Every player's bid so far, above the pad, and their sum against the cards."""

from __future__ import annotations

import flet as ft

from ...presenters.round import BidChip
from ..widgets.basics import tagged


@ft.component
def BidBoard(chips: tuple[BidChip, ...], total: str):
    """Every player's bid so far, in seat order, above the pad (so a long pad
    never pushes them off the screen), and their sum against the cards."""
    cells = []
    for chip in chips:
        turn = chip.is_turn
        name = ft.Row(
            [
                ft.Text(chip.name, size=13, weight=ft.FontWeight.BOLD, no_wrap=True, overflow=ft.TextOverflow.ELLIPSIS,
                        text_align=ft.TextAlign.CENTER, expand=True),
                *([ft.Icon(ft.Icons.STYLE, size=12)] if chip.is_dealer else []),
            ],
            spacing=0,
        )
        cells.append(
            tagged(
                f"board-{chip.seat}",
                ft.Container(
                    ft.Column([name, ft.Icon(ft.Icons.CHECK_CIRCLE, size=22) if chip.covered
                               else ft.Text(chip.bid, size=20, weight=ft.FontWeight.BOLD)], spacing=0,
                              horizontal_alignment=ft.CrossAxisAlignment.CENTER),
                    padding=ft.Padding.symmetric(horizontal=3, vertical=4),
                    border_radius=8,
                    bgcolor=ft.Colors.TERTIARY_CONTAINER if turn else ft.Colors.SURFACE_CONTAINER_HIGH,
                    border=ft.Border.all(2, ft.Colors.TERTIARY) if turn else None,
                ),
                expand=True,
            )
        )
    parts: list[ft.Control] = [tagged("bid-board", ft.Row(cells, spacing=4))]
    if total:
        parts.append(tagged("bid-total", ft.Text(total, size=16, weight=ft.FontWeight.W_600)))
    return ft.Column(parts, spacing=6, horizontal_alignment=ft.CrossAxisAlignment.CENTER)


BidBoardMemo = ft.memo(BidBoard)
