"""The app when Python runs in the browser (the static site, see scorekeeper.web).

The same :class:`~scorekeeper.ui.app.App` as everywhere; before it, the tab
waits for its hold on the games (another tab of the site may have them) and
says so on screen while it waits. The static site's ``main.py`` builds the
service and hands it in.
"""

from __future__ import annotations

from typing import Any, Awaitable, Callable, Protocol

import flet as ft

from ..i18n import Translator, available_languages, translator
from ..presenters.preferences import KEYS, read_preferences
from ..service import GameService
from .app import make_main
from .language import device_language

OpenService = Callable[[Callable[[], None]], Awaitable[GameService]]


async def tab_translator(page: ft.Page) -> Translator:
    """The words of the screens shown before the app exists: the language
    the player picked on this device, else the browser's own."""
    try:
        stored = {KEYS["language"]: await ft.SharedPreferences().get(KEYS["language"])}
    except Exception:  # a store that cannot answer yet: the browser's language
        stored = {}
    chosen = read_preferences(stored, languages=available_languages()).language
    return translator(chosen or await device_language(page))


def waiting_view(t: Translator) -> list[ft.Control]:
    return [
        ft.SafeArea(
            ft.Column(
                [
                    ft.Container(height=24),
                    ft.Icon(ft.Icons.TAB, size=48, color=ft.Colors.PRIMARY),
                    ft.Semantics(identifier="other-tab", header=True,
                                 content=ft.Text(t("browser.other_tab"), size=22)),
                    ft.Semantics(identifier="other-tab-text", content=ft.Text(t("browser.other_tab_text"), size=15)),
                ],
                spacing=12,
            ),
            expand=True,
        )
    ]


def not_stored_dialog(why: str, t: Translator) -> ft.AlertDialog:
    """``why``: the browser's own reason, quoted as it gave it."""
    return ft.AlertDialog(
        title=ft.Text(t("browser.not_stored")),
        content=ft.Semantics(identifier="not-stored", content=ft.Text(t("browser.not_stored_text", why=why))),
        semantics_label=t("browser.not_stored"),
    )


def make_browser_main(
    open_service: OpenService,
    on_not_stored: Callable[[Callable[[str], None]], None],
    shown: Callable[[], Awaitable[None]] | None = None,
) -> Callable[[ft.Page], Awaitable[None]]:
    """The Flet entry point of the static site: one session, this tab.

    ``open_service(waiting)`` takes the tab's hold on the games (calling
    ``waiting()`` while another tab has them) and returns the service;
    ``on_not_stored(show)`` is given the function that tells the player a
    save could not be stored; ``shown()`` is awaited once a first screen is
    on its way (the page's start screen then goes)."""

    async def main(page: ft.Page) -> None:
        page.title = "Wizard Scorekeeper"
        t = await tab_translator(page)

        def waiting() -> None:
            page.views[0].controls = waiting_view(t)
            page.update()
            if shown is not None:
                page.run_task(shown)

        service = await open_service(waiting)
        on_not_stored(lambda why: page.show_dialog(not_stored_dialog(why, t)))
        # the page's start screen goes once the first screen is decided (home,
        # or straight back into the game: no Home shown on the way)
        # a shared game's link opens on this very site (issue 31): its address as opened, without the fragment
        make_main(service, on_first_screen=None if shown is None else lambda: page.run_task(shown),
                  site_url=(page.url or "").split("#", 1)[0])(page)

    return main


class BrowserRuntime(Protocol):
    """What :func:`run_in_browser` needs of the browser (``scorekeeper.web.browser.BrowserStorage``)."""

    screen: Any

    async def shown(self) -> None: ...

    def hold_screen_until_stored(self) -> None: ...


def run_in_browser(open_service: OpenService, runtime: BrowserRuntime) -> None:
    """Start the app in the browser's Python (Flet's Pyodide connection)."""

    def on_not_stored(show: Callable[[str], None]) -> None:
        runtime.screen.on_failure = show

    ft.run(make_browser_main(open_service, on_not_stored, runtime.shown))
    runtime.hold_screen_until_stored()


__all__ = ["BrowserRuntime", "make_browser_main", "not_stored_dialog", "run_in_browser", "tab_translator", "waiting_view"]
