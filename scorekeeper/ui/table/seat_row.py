"""One player's row of a phone's tally (bid, won, total and the round's
points); a button that gives that player the trick when the host lets the
phones count. Memoized and keyed by seat: a change of one player's numbers
redraws that row alone."""

from __future__ import annotations

import flet as ft

from ...presenters.table import SeatRow as SeatRowView
from ..store.seat import SeatTaps
from ...presenters.taps import Turn
from ..widgets.basics import tagged
from .covered import covered_or


@ft.component
def SeatRow(row: SeatRowView, own: bool, count_label: str, turn: Turn | None, taps: SeatTaps):
    """``own``: the phone's own player (bold); ``count_label``: what a tap on
    the row does ("": the row is no button; ``turn`` is then None, so that a
    trick counted elsewhere does not redraw it)."""
    line = ft.Row([
        ft.Text(row.name, expand=3, no_wrap=True, weight=ft.FontWeight.BOLD if own else None),
        ft.Container(covered_or(row.bid, 14, align=ft.Alignment.CENTER_LEFT), expand=2, alignment=ft.Alignment.CENTER_LEFT),
        ft.Text("" if row.out else str(row.won), expand=2),  # out: the bid column says so
        ft.Text(f"{row.total}" + (f" ({row.points})" if row.points else ""), expand=3, no_wrap=True),
    ])
    if not count_label:
        return tagged(f"row-{row.seat}", line, row.label)
    return tagged(f"trick-{row.seat}", ft.Container(
        line, on_click=lambda _e: taps.trick(row.seat, turn), border_radius=8, height=48,
        padding=ft.Padding.symmetric(horizontal=6), bgcolor=ft.Colors.SURFACE_CONTAINER_HIGH,
    ), f"{count_label} · {row.label}")


SeatRowMemo = ft.memo(SeatRow)
