"""One player's chip on the bid board: their name and their bid so far."""

from __future__ import annotations

import flet as ft

from ...presenters.round import BidChip
from ..widgets.basics import name_box, tagged

BID_LINE = 29  # px: a line of the bid's 20 px text (the theme's lines are 1.43 times the size)


@ft.component
def BoardChip(chip: BidChip, two_lines: bool):
    """Memoized: a bid draws anew only the chip of who bid and of who bids next."""
    turn = chip.is_turn
    # the name has the chip's whole width (fit to it by the presenter, two
    # lines where that helps, each told apart; read out whole); the
    # dealer's mark goes beside the bid
    name = name_box(ft.Text(chip.name, size=chip.size, weight=ft.FontWeight.BOLD, no_wrap=True,
                            text_align=ft.TextAlign.CENTER, semantics_label=chip.full_name or None), two_lines)
    bid: ft.Control = ft.Icon(ft.Icons.CHECK_CIRCLE, size=22) if chip.covered \
        else ft.Text(chip.bid, size=20, weight=ft.FontWeight.BOLD)
    if chip.is_dealer:
        bid = ft.Row([bid, ft.Icon(ft.Icons.STYLE, size=12)], spacing=1, tight=True,
                     alignment=ft.MainAxisAlignment.CENTER)
    # one line of 20 px text tall, the check mark too (it drew its chip a few px shorter)
    bid = ft.Container(bid, height=BID_LINE, alignment=ft.Alignment.CENTER)
    return tagged(
        f"board-{chip.seat}",
        ft.Container(
            ft.Column([name, bid], spacing=0, horizontal_alignment=ft.CrossAxisAlignment.CENTER),
            padding=ft.Padding.symmetric(horizontal=3, vertical=4),
            border_radius=8,
            bgcolor=ft.Colors.TERTIARY_CONTAINER if turn else ft.Colors.SURFACE_CONTAINER_HIGH,
            # a clear border off turn: the turn's outline makes no chip taller
            border=ft.Border.all(2, ft.Colors.TERTIARY if turn else ft.Colors.TRANSPARENT),
        ),
        expand=True,
    )


BoardChipMemo = ft.memo(BoardChip)
