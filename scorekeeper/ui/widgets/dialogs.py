"""A list of choices in a dialog (export formats, languages, a preset)."""

from __future__ import annotations

from typing import Callable

import flet as ft

from .basics import section_title, tagged


def choice_dialog(title: str, tiles: list[ft.Control], close_id: str, close_label: str, on_close: Callable) -> None:
    """A list of choices in a dialog (export formats, languages), closed by
    ``close_id``, a tap outside or Escape. Call it from a component: it uses
    ``ft.use_dialog``, which needs the AlertDialog itself."""
    ft.use_dialog(
        ft.AlertDialog(
            modal=False,
            title=section_title(title, 20),
            semantics_label=title,  # else Flutter names every dialog "Alert"
            # scrolls only when long (a scrolling column takes the whole height)
            content=ft.Column(tiles, tight=True, spacing=0, scroll=ft.ScrollMode.AUTO if len(tiles) > 7 else None),
            content_padding=ft.Padding.symmetric(horizontal=8, vertical=12),
            actions=[tagged(close_id, ft.TextButton(close_label, on_click=on_close))],
            on_dismiss=on_close,
        )
    )
