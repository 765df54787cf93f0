"""A bid as a phone draws it: its text, or a check mark for one that is in
but covered (the app's font has no check glyph: it would be a box)."""

from __future__ import annotations

import flet as ft

from ...presenters.table import COVERED


def covered_or(text: str, size: int, *, bold: bool = False, align: ft.Alignment = ft.Alignment.CENTER) -> ft.Control:
    """The bid in a box one line of ``size`` px text tall either way: a line
    of text is taller than the icon (the theme sets lines 1.43 times the
    size), and a chip with the check mark came out a few px shorter."""
    if text == COVERED:
        shown: ft.Control = ft.Icon(ft.Icons.CHECK, size=size + 2)
    else:
        shown = ft.Text(text, size=size, weight=ft.FontWeight.BOLD if bold else None)
    return ft.Container(shown, height=line_height(size), alignment=align)


def line_height(size: int) -> int:
    """px of one line of the app's text at ``size`` px (Material's 1.43), rounded up."""
    return -(-size * 143 // 100)
