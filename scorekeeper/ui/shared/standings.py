"""The standings of a shared game: place, name, total, the winners marked."""

from __future__ import annotations

import flet as ft

from ...presenters.shared import SharedRow


@ft.component
def Standings(rows: tuple[SharedRow, ...]):
    lines: list[ft.Control] = []
    for k, row in enumerate(rows):
        weight = ft.FontWeight.BOLD if row.winner else None
        lines.append(ft.Semantics(
            identifier=f"shared-row-{k}", label=row.label, exclude_semantics=True,
            content=ft.Row([
                ft.Text(f"{row.place}.", width=28, size=16, weight=weight),
                ft.Icon(ft.Icons.EMOJI_EVENTS, size=18, color=ft.Colors.AMBER_700) if row.winner
                else ft.Container(width=18),
                ft.Text(row.name, size=16, weight=weight, expand=True, no_wrap=True, max_lines=1,
                        overflow=ft.TextOverflow.ELLIPSIS),
                ft.Text(str(row.total), size=16, weight=weight, text_align=ft.TextAlign.RIGHT),
            ], spacing=8),
        ))
    return ft.Column(lines, spacing=6)
