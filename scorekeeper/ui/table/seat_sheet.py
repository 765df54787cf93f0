"""A phone's sheet: the totals after each scored round, a column a player
("–" for a round the player did not play), and each adjustment under it.
Memoized: it changes only when a round is scored (or one is undone)."""

from __future__ import annotations

import flet as ft

from ..widgets.basics import hint, section_title, tagged


def _line(first: str, cells: tuple[str, ...], bold: bool = False) -> ft.Control:
    weight = ft.FontWeight.BOLD if bold else None
    return ft.Row([ft.Text(first, width=28, size=13, weight=weight)]
                  + [ft.Text(c, expand=1, size=13, no_wrap=True, weight=weight) for c in cells], spacing=4)


@ft.component
def SeatSheet(title: str, names: tuple[str, ...], sheet: tuple[tuple[str, tuple[str, ...]], ...],
              notes: tuple[str, ...] = ()):
    lines = [_line("", names, True)] + [_line(number, totals) for number, totals in sheet]
    parts = [section_title(title, 18), tagged("seat-sheet", ft.Column(lines, spacing=2))]
    parts += [hint(note, f"seat-adjust-{i}") for i, note in enumerate(notes)]
    return ft.Column(parts, spacing=10, horizontal_alignment=ft.CrossAxisAlignment.STRETCH)


SeatSheetMemo = ft.memo(SeatSheet)
