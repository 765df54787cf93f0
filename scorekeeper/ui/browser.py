"""The app when Python runs in the browser (the static site, see scorekeeper.web).

The same :class:`~scorekeeper.ui.app.App` as everywhere; before it, the tab
waits for its hold on the games (another tab of the site may have them) and
says so on screen while it waits. The static site's ``main.py`` builds the
service and hands it in.
"""

from __future__ import annotations

from typing import Awaitable, Callable

import flet as ft

from ..service import GameService
from .app import make_main

# Shown before the app (and its language choice) exists: English.
OTHER_TAB_TITLE = "Open in another tab"
OTHER_TAB_TEXT = (
    "Wizard Scorekeeper is open in another tab or window of this browser, and only one may keep "
    "the score at a time, so that neither overwrites the other's games. Close it there: the app "
    "opens here by itself."
)
NOT_STORED_TITLE = "Not stored in this browser"
NOT_STORED_TEXT = (
    "The last change is on screen but the browser refused to store it ({why}). It stays while this "
    "tab is open, and the next change tries again; to be safe, save a backup from the home screen."
)

OpenService = Callable[[Callable[[], None]], Awaitable[GameService]]


def waiting_view() -> list[ft.Control]:
    return [
        ft.SafeArea(
            ft.Column(
                [
                    ft.Container(height=24),
                    ft.Icon(ft.Icons.TAB, size=48, color=ft.Colors.PRIMARY),
                    ft.Semantics(identifier="other-tab", content=ft.Text(OTHER_TAB_TITLE, size=22)),
                    ft.Semantics(identifier="other-tab-text", content=ft.Text(OTHER_TAB_TEXT, size=15)),
                ],
                spacing=12,
            ),
            expand=True,
        )
    ]


def not_stored_dialog(why: str) -> ft.AlertDialog:
    return ft.AlertDialog(
        title=ft.Text(NOT_STORED_TITLE),
        content=ft.Semantics(identifier="not-stored", content=ft.Text(NOT_STORED_TEXT.format(why=why))),
    )


def make_browser_main(
    open_service: OpenService, on_not_stored: Callable[[Callable[[str], None]], None]
) -> Callable[[ft.Page], Awaitable[None]]:
    """The Flet entry point of the static site: one session, this tab.

    ``open_service(waiting)`` takes the tab's hold on the games (calling
    ``waiting()`` while another tab has them) and returns the service;
    ``on_not_stored(show)`` is given the function that tells the player a
    save could not be stored."""

    async def main(page: ft.Page) -> None:
        page.title = "Wizard Scorekeeper"

        def waiting() -> None:
            page.views[0].controls = waiting_view()
            page.update()

        service = await open_service(waiting)
        on_not_stored(lambda why: page.show_dialog(not_stored_dialog(why)))
        make_main(service)(page)

    return main


__all__ = ["make_browser_main", "not_stored_dialog", "waiting_view"]
