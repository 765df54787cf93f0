"""Every player's bid so far, above the pad, and their sum against the cards."""

from __future__ import annotations

import flet as ft

from ...presenters.round import BidChip
from ..widgets.basics import tagged
from .board_chip import BoardChipMemo


@ft.component
def BidBoard(chips: tuple[BidChip, ...], total: str):
    """Every player's bid so far, in seat order, above the pad (so a long pad
    never pushes them off the screen), and their sum against the cards."""
    two_lines = any("\n" in chip.name for chip in chips)
    cells = [BoardChipMemo(chip, two_lines, key=f"chip-{chip.seat}") for chip in chips]
    parts: list[ft.Control] = [tagged("bid-board", ft.Row(cells, spacing=4))]
    if total:
        parts.append(tagged("bid-total", ft.Text(total, size=16, weight=ft.FontWeight.W_600)))
    return ft.Column(parts, spacing=6, horizontal_alignment=ft.CrossAxisAlignment.CENTER)


BidBoardMemo = ft.memo(BidBoard)
