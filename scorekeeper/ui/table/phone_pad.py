"""A seated phone's bid pad: only its own seat's bid, when the rules let it."""

from __future__ import annotations

import flet as ft

from ...presenters.round import BidButton
from ..round.bid_pad import PAD_COLUMNS, PAD_KEY
from ..store.seat import SeatTaps
from ...presenters.taps import Turn
from ..widgets.basics import hint, section_title, tagged
from ..widgets.live import named


@ft.component
def PhonePad(title: str, buttons: tuple[BidButton, ...], bid_hint: str, turn: Turn, taps: SeatTaps):
    keys = []
    for b in buttons:
        key = tagged(
            f"bid-{b.value}",
            ft.FilledTonalButton(
                content=named(b.label, ft.Text(str(b.value), size=21, weight=ft.FontWeight.BOLD, no_wrap=True)),
                disabled=not b.enabled,
                height=PAD_KEY,
                style=ft.ButtonStyle(padding=0, shape=ft.RoundedRectangleBorder(radius=12)),
                # the tap carries the turn it was drawn for: one for a turn that is over is dropped
                on_click=lambda _e, v=b.value: taps.bid(v, turn),
            ),
        )
        key.col = 12 // PAD_COLUMNS
        keys.append(key)
    parts: list[ft.Control] = [
        ft.Container(section_title(title, 26, "bid-turn"), bgcolor=ft.Colors.TERTIARY_CONTAINER, border_radius=12,
                     padding=ft.Padding.symmetric(horizontal=14, vertical=8)),
        ft.Semantics(identifier="bid-pad", label=title, container=True,
                     content=ft.ResponsiveRow(keys, spacing=6, run_spacing=6, columns=12)),
    ]
    if bid_hint:
        parts.append(hint(bid_hint, "bid-hint", ft.Colors.ERROR))
    return ft.Column(parts, spacing=10, horizontal_alignment=ft.CrossAxisAlignment.STRETCH)


PhonePadMemo = ft.memo(PhonePad)
