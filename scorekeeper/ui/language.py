"""The app's language: the device's on first start, the player's choice after.

``language`` (on the home screen, :mod:`.home.language_button`) opens the
choice, ``lang-CODE`` picks one. The choice is remembered on the device (``Preferences.language``) and shown
at once: the open game lives in the service, so nothing but the texts change.
While the player has not chosen, the app follows the device's language,
also when the device changes it. Flutter's own texts (tooltips of its
buttons, its dialogs) follow through ``page.locale_configuration``.
"""

from __future__ import annotations

from typing import Iterable

import flet as ft

from ..i18n import LANGUAGES, negotiate
from .store import AppStore


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
            if store.device.prefs.language is None:
                store.device.language = negotiate(_locale_names(getattr(e, "locales", None)))

        page.on_locale_change = on_locale_change

    ft.use_effect(mount, dependencies=[])

    def apply_locale():
        page.locale_configuration = ft.LocaleConfiguration(
            supported_locales=[_flutter_locale(code) for code in LANGUAGES],
            current_locale=_flutter_locale(store.device.language),
        )

    ft.on_updated(apply_locale, [store.device.language])
