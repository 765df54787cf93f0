"""The options of a :class:`~.choice_field.ChoiceField`, in a dialog."""

from __future__ import annotations

from typing import Callable

import flet as ft

from .basics import MIN_TOUCH, tagged
from .dialogs import choice_dialog


@ft.component
def ChoiceDialog(identifier: str, title: str, options: list[tuple[str, str]], value: str,
                 on_pick: Callable[[str], None], close_label: str, on_close: Callable[[], None]):
    """The options of a :func:`ChoiceField` (its own component: ``use_dialog``
    is a hook, so it lives as long as the dialog is open)."""
    tiles = [
        tagged(
            f"{identifier}-{key}",
            ft.ListTile(
                title=ft.Text(text, size=17),
                trailing=ft.Icon(ft.Icons.CHECK) if key == value else None,
                selected=key == value,
                min_height=MIN_TOUCH,
                on_click=lambda _e, key=key: on_pick(key),
            ),
        )
        for key, text in options
    ]
    choice_dialog(title, tiles, f"{identifier}-close", close_label, on_close)
    return ft.Container(width=0, height=0)
