"""A bid as a phone draws it: its text, or a check mark for one that is in
but covered (the app's font has no check glyph: it would be a box)."""

from __future__ import annotations

import flet as ft

from ...presenters.table import COVERED


def covered_or(text: str, size: int, *, bold: bool = False) -> ft.Control:
    if text == COVERED:
        return ft.Icon(ft.Icons.CHECK, size=size + 2)
    return ft.Text(text, size=size, weight=ft.FontWeight.BOLD if bold else None)
