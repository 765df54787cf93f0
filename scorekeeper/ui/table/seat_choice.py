"""A phone that opened the table's link picks its seat (its player's name).
Memoized: a watching phone redraws it only when a seat is taken or freed."""

from __future__ import annotations

import flet as ft

from ...presenters.table import SeatOption
from ..store.seat import SeatTaps
from ..widgets.basics import MIN_TOUCH, hint, keyed, section_title, tagged


@ft.component
def SeatChoice(title: str, how: str, options: tuple[SeatOption, ...], message: str, taken: str, taps: SeatTaps):
    rows: list[ft.Control] = [section_title(title, 24, "seat-choice"), hint(how)]
    if message:
        rows.append(hint(message, "seat-message", ft.Colors.ERROR))
    for option in options:
        # keyed by seat and player: a join moves players up a seat, and a button
        # patched in place would keep the identifier it was drawn with (the
        # browser does not update a semantics node's identifier)
        rows.append(keyed(f"seat-{option.seat}-{option.name}", tagged(
            f"join-seat-{option.seat}",
            ft.FilledButton(
                content=ft.Text(option.name if option.free else f"{option.name} · {taken}",
                                size=18, semantics_label=option.label),
                disabled=not option.free,
                height=MIN_TOUCH + 8,
                # the player's name goes with the seat: a tap drawn before a join moved them claims nothing
                on_click=lambda _e, s=option.seat, n=option.name: taps.claim(s, n),
            ),
        )))
    return ft.Column(rows, spacing=12, horizontal_alignment=ft.CrossAxisAlignment.STRETCH)


SeatChoiceMemo = ft.memo(SeatChoice)
