"""``language``: the language shown; a tap opens the choice."""

from __future__ import annotations

import flet as ft

from ..store import AppStore
from ..widgets.basics import MIN_TOUCH, tagged
from ..widgets.language_choice import LanguageChoice


@ft.component
def LanguageButton(store: AppStore):
    """``language``: the current language; a tap opens the choice."""
    open_, set_open = ft.use_state(False)
    t = store.t
    button = ft.ListTile(
        leading=ft.Icon(ft.Icons.LANGUAGE),
        title=ft.Text(t("home.language")),
        subtitle=ft.Text(t(f"lang.{store.device.language}")),
        min_height=MIN_TOUCH,
        on_click=lambda: set_open(True),
    )
    parts: list[ft.Control] = [tagged("language", button)]
    if open_:
        parts.append(LanguageChoice(store, lambda: set_open(False)))
    return ft.Column(parts, spacing=0)
