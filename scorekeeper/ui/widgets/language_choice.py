"""The dialog of languages (``lang-CODE``), each named in itself."""

from __future__ import annotations

import flet as ft

from ...i18n import available_languages
from ..store import AppStore
from .basics import MIN_TOUCH, tagged
from .dialogs import choice_dialog


@ft.component
def LanguageChoice(store: AppStore, on_close):
    """The dialog of languages, each named in itself (a player who cannot read
    the current language still finds their own)."""
    t, device = store.t, store.device

    def pick(code: str):
        device.set_language(code)
        on_close()

    tiles = [
        tagged(
            f"lang-{code}",
            ft.ListTile(
                title=ft.Text(t(f"lang.{code}"), size=17),
                trailing=ft.Icon(ft.Icons.CHECK) if code == device.language else None,
                selected=code == device.language,
                min_height=MIN_TOUCH,
                on_click=lambda _e, code=code: pick(code),
            ),
        )
        for code in available_languages()
    ]
    choice_dialog(t("home.language"), tiles, "language-close", t("common.cancel"), on_close)
    return ft.Container(width=0, height=0)
