"""The game screen's heading: which round, of how many."""

from __future__ import annotations

import flet as ft


@ft.component
def RoundHeading(title: str, caption: str, name: str):
    """The screen's heading: which round, of how many, whole ("Runde 3 von
    20"), or where the bar has no room for the words, the numbers under a
    small "Runde" (the presenter chose); read out whole either way. Memoized:
    a tap within the round does not draw it anew."""
    if not caption:
        shown: ft.Control = ft.Text(title, size=18, no_wrap=True)
    else:
        shown = ft.Column(
            [ft.Text(caption, size=12, color=ft.Colors.ON_SURFACE_VARIANT, no_wrap=True),
             ft.Text(title, size=18, weight=ft.FontWeight.W_600, no_wrap=True)],
            spacing=0,
            tight=True,
        )
    return ft.Semantics(identifier="round-number", header=True, label=name, exclude_semantics=True, content=shown)


RoundHeadingMemo = ft.memo(RoundHeading)
