"""A seated phone's way out of its seat (the seat is freed for another phone).
Memoized: the same button on every redraw of the seat's screen."""

from __future__ import annotations

import flet as ft

from ..store.seat import SeatTaps
from ..widgets.basics import tagged


@ft.component
def SeatLeave(label: str, taps: SeatTaps):
    return tagged("seat-leave", ft.TextButton(label, icon=ft.Icons.LOGOUT, on_click=taps.leave))


SeatLeaveMemo = ft.memo(SeatLeave)
