"""The top of a phone's screen: whose seat (or the table watched), the round,
who deals, the trump."""

from __future__ import annotations

import flet as ft

from ..widgets.basics import hint, section_title, tagged


@ft.component
def SeatHead(name: str, title: str, dealer_text: str, trump_text: str, seated: bool):
    """Memoized: a bid or a trick on another phone leaves it as it was, so
    no phone draws it anew (it changes with the round and the trump)."""
    return ft.Column([
        section_title(name, 26 if seated else 20, "seat-name" if seated else "watch-title"),
        tagged("seat-round", ft.Text(title, size=16)),
        hint(dealer_text),
        hint(trump_text),
    ], spacing=10, horizontal_alignment=ft.CrossAxisAlignment.STRETCH)


SeatHeadMemo = ft.memo(SeatHead)
