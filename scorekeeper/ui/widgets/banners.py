"""The banners a screen shows above its controls: something refused, in
words (until the next tap), and something done (for a few seconds)."""

from __future__ import annotations

import asyncio
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


NOTICE_S = 6.0  # seconds a notice is shown: time to read a file's name


@ft.component
def Notice(text: str, told: int, store):
    """Something done (``store.nav.notice``), gone by itself after
    ``NOTICE_S`` seconds or at its close button. ``told``: which notice (the
    timer takes away only its own)."""
    nav = store.nav

    def start_timer():
        try:
            page = ft.context.page
        except RuntimeError:  # drawn without a page (the headless view tests): no timer
            return

        async def later():
            await asyncio.sleep(NOTICE_S)
            nav.dismiss_notice(told)

        page.run_task(later)

    ft.use_effect(start_timer, [told])
    return notice_banner(text, lambda: nav.dismiss_notice(), dismiss_label(store.t))


def banners(store, *, notice: bool = True) -> list[ft.Control]:
    """The last refusal (until dismissed or the next tap) and the last thing
    done (for a few seconds; ``notice=False``: the screen shows it itself,
    over its controls: see :func:`notice_over`)."""
    nav, t = store.nav, store.t
    shown: list[ft.Control] = []
    if nav.message:
        shown.append(message_banner(nav.message, nav.dismiss_message, dismiss_label(t)))
    if nav.notice and notice:
        shown.append(Notice(nav.notice, nav.told, store, key=f"notice-{nav.told}"))
    return shown


def notice_over(content: ft.Control, store) -> ft.Control:
    """``content`` with the last thing done laid over its top for a few
    seconds: a band that takes no room, so its coming and going moves no
    control under it (the round's pads, the trump picker)."""
    nav = store.nav
    layers: list[ft.Control] = [content]
    if nav.notice:
        band = Notice(nav.notice, nav.told, store, key=f"notice-{nav.told}")
        layers.append(ft.Container(band, left=0, right=0, top=0, border_radius=8,
                                   shadow=ft.BoxShadow(blur_radius=8, color=ft.Colors.SHADOW)))
    return ft.Stack(layers, fit=ft.StackFit.EXPAND, expand=True)
