"""The app's language: the device's on first start, the player's choice after.

``language`` (on the home screen) opens the choice, ``lang-CODE`` picks one.
The choice is remembered on the device (``Preferences.language``) and shown
at once: the open game lives in the service, so nothing but the texts change.
While the player has not chosen, the app follows the device's language,
also when the device changes it. Flutter's own texts (tooltips of its
buttons, its dialogs) follow through ``page.locale_configuration``.
"""

from __future__ import annotations

from typing import Iterable

import flet as ft

from ..i18n import LANGUAGES, available_languages, negotiate
from .store import AppStore
from .widgets import MIN_TOUCH, choice_dialog, tagged


def _locale_names(locales: Iterable[object] | None) -> list[str]:
    return [str(loc) for loc in (locales or [])]


async def device_language(page: ft.Page) -> str:
    """The first supported language among the device's (the browser's) own;
    English when it reports none of them or cannot be asked."""
    names: list[str] = []
    try:
        info = await page.get_device_info()
    except Exception:  # a client that cannot answer: the app speaks English
        info = None
    if info is not None:
        names += _locale_names(getattr(info, "locales", None))
        names += list(getattr(info, "languages", None) or [])  # the browser's navigator.languages
    return negotiate(names)


def _flutter_locale(code: str) -> ft.Locale:
    # Serbian is written in Cyrillic here (Flutter's "sr" is Cyrillic too)
    return ft.Locale("sr", script_code="Cyrl") if code == "sr" else ft.Locale(code)


def use_language(store: AppStore) -> None:
    """Keep Flutter's locale in step with the app's language, and follow the
    device's language while the player has not picked one."""
    page = ft.context.page

    def mount():
        def on_locale_change(e):
            if store.prefs.language is None:
                store.language = negotiate(_locale_names(getattr(e, "locales", None)))

        page.on_locale_change = on_locale_change

    ft.use_effect(mount, dependencies=[])

    def apply_locale():
        page.locale_configuration = ft.LocaleConfiguration(
            supported_locales=[_flutter_locale(code) for code in LANGUAGES],
            current_locale=_flutter_locale(store.language),
        )

    ft.on_updated(apply_locale, [store.language])


@ft.component
def LanguageChoice(store: AppStore, on_close):
    """The dialog of languages, each named in itself (a player who cannot read
    the current language still finds their own)."""
    t = store.t

    def pick(code: str):
        store.set_language(code)
        on_close()

    tiles = [
        tagged(
            f"lang-{code}",
            ft.ListTile(
                title=ft.Text(t(f"lang.{code}"), size=17),
                trailing=ft.Icon(ft.Icons.CHECK) if code == store.language else None,
                selected=code == store.language,
                min_height=MIN_TOUCH,
                on_click=lambda _e, code=code: pick(code),
            ),
        )
        for code in available_languages()
    ]
    choice_dialog(t("home.language"), tiles, "language-close", t("common.cancel"), on_close)
    return ft.Container(width=0, height=0)


@ft.component
def LanguageButton(store: AppStore):
    """``language``: the current language; a tap opens the choice."""
    open_, set_open = ft.use_state(False)
    t = store.t
    button = ft.ListTile(
        leading=ft.Icon(ft.Icons.LANGUAGE),
        title=ft.Text(t("home.language")),
        subtitle=ft.Text(t(f"lang.{store.language}")),
        min_height=MIN_TOUCH,
        on_click=lambda: set_open(True),
    )
    parts: list[ft.Control] = [tagged("language", button)]
    if open_:
        parts.append(LanguageChoice(store, lambda: set_open(False)))
    return ft.Column(parts, spacing=0)
