"""The banners a screen shows above its controls: something refused, in
words, and something done."""

from __future__ import annotations

from typing import Callable

import flet as ft

from ...presenters.labels import dismiss_label
from .basics import icon_button, tagged


def _banner(identifier: str, icon: str, text: str, fg: str, bg: str, on_close: Callable, close_label: str) -> ft.Control:
    # ``identifier`` names the words alone: a node around the close button too
    # would take the words as its label and read as the button's name
    return ft.Container(
        content=ft.Row(
            [
                ft.Icon(icon, color=fg),
                tagged(identifier, ft.Text(text, color=fg, size=15), expand=True),
                icon_button(f"{identifier}-close", ft.Icons.CLOSE, close_label, on_close, color=fg),
            ],
            vertical_alignment=ft.CrossAxisAlignment.CENTER,
        ),
        bgcolor=bg,
        border_radius=8,
        padding=ft.Padding.only(left=12, right=4, top=4, bottom=4),
    )


def message_banner(text: str, on_close: Callable, close_label: str) -> ft.Control:
    """Something refused or gone wrong, in words (``close_label``: its close
    button's name, ``a11y.dismiss``)."""
    return _banner("message", ft.Icons.ERROR_OUTLINE, text, ft.Colors.ON_ERROR_CONTAINER, ft.Colors.ERROR_CONTAINER,
                   on_close, close_label)


def notice_banner(text: str, on_close: Callable, close_label: str) -> ft.Control:
    """Something done, in words (a file saved, what a restore added): the
    calm sibling of :func:`message_banner`."""
    return _banner("notice", ft.Icons.CHECK_CIRCLE_OUTLINE, text, ft.Colors.ON_SECONDARY_CONTAINER,
                   ft.Colors.SECONDARY_CONTAINER, on_close, close_label)


def banners(store) -> list[ft.Control]:
    """The last refusal and the last thing done (``store.nav``), each until dismissed."""
    nav, t = store.nav, store.t
    shown: list[ft.Control] = []
    if nav.message:
        shown.append(message_banner(nav.message, nav.dismiss_message, dismiss_label(t)))
    if nav.notice:
        shown.append(notice_banner(nav.notice, nav.dismiss_notice, dismiss_label(t)))
    return shown
