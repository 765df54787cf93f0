"""The screens the static site shows before the app exists (another tab has
the games; the browser refused to store a change) speak the device's
language, not always English."""

from __future__ import annotations

import asyncio

import flet as ft

from scorekeeper.i18n import translator
from scorekeeper.presenters.preferences import KEYS
from scorekeeper.ui import browser
from scorekeeper.ui.browser import not_stored_dialog, tab_translator, waiting_view


def texts(control) -> list[str]:
    """Every text under ``control``, in order."""
    out: list[str] = []
    if isinstance(control, ft.Text) and control.value:
        out.append(control.value)
    for child in (getattr(control, "content", None), *(getattr(control, "controls", None) or ())):
        if isinstance(child, ft.Control):
            out += texts(child)
    return out


def test_the_other_tab_screen_is_in_the_tabs_language():
    german = texts(waiting_view(translator("de"))[0])
    assert german[0] == "In einem anderen Tab geöffnet" and "Dort schließen" in german[1]
    assert "Close it there" in texts(waiting_view(translator("en"))[0])[1]


def test_a_refused_save_is_explained_in_the_tabs_language_with_the_browsers_reason():
    dialog = not_stored_dialog("QuotaExceededError", translator("pl"))
    assert dialog.title.value == "Nie zapisano w tej przeglądarce"
    assert "(QuotaExceededError)" in dialog.content.content.value and "kopię zapasową" in dialog.content.content.value


class Prefs:
    def __init__(self, values):
        self.values = values

    async def get(self, key):
        return self.values.get(key)


def test_the_players_own_language_choice_wins_over_the_browsers(monkeypatch):
    async def browser_says(_page):
        return "fr"

    monkeypatch.setattr(browser, "device_language", browser_says)
    monkeypatch.setattr(browser.ft, "SharedPreferences", lambda: Prefs({KEYS["language"]: "sr"}))
    assert asyncio.run(tab_translator(None)).language == "sr"
    monkeypatch.setattr(browser.ft, "SharedPreferences", lambda: Prefs({KEYS["language"]: "xx"}))
    assert asyncio.run(tab_translator(None)).language == "fr"  # not one of ours: the browser's
