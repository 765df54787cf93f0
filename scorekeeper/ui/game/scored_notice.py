"""The points of a round entered directly, shown on the way to the next
round: the tap that scored it went on, so its points show here for a moment
(until the next tap, its close button, or a few seconds), beside Undo, which
takes the round's tricks back. A screen reader hears them from the round
screen's live region (presenters/announce.py), in the same words."""

from __future__ import annotations

import asyncio

import flet as ft

from ...presenters.labels import dismiss_label
from ..store import AppStore
from ..widgets.basics import icon_button, tagged

SHOWN_S = 6.0  # seconds: long enough to read four to six players' points at a glance


@ft.component
def ScoredNotice(number: int, text: str, store: AppStore):
    """``number``: the round scored (the timer dismisses only its own notice)."""

    def start_timer():
        try:
            page = ft.context.page
        except RuntimeError:  # drawn without a page (the headless view tests): no timer
            return

        async def later():
            await asyncio.sleep(SHOWN_S)
            store.play.dismiss_scored(number)

        page.run_task(later)

    ft.use_effect(start_timer, [number])
    fg = ft.Colors.ON_TERTIARY_CONTAINER
    return tagged(
        "scored",
        ft.Container(
            ft.Row(
                [
                    ft.Icon(ft.Icons.CHECK_CIRCLE_OUTLINE, color=fg),
                    tagged("scored-text", ft.Text(text, color=fg, size=16, weight=ft.FontWeight.W_500), expand=True),
                    icon_button("scored-close", ft.Icons.CLOSE, dismiss_label(store.t),
                                lambda: store.play.dismiss_scored(), color=fg),
                ],
                vertical_alignment=ft.CrossAxisAlignment.CENTER,
                spacing=6,
            ),
            bgcolor=ft.Colors.TERTIARY_CONTAINER,
            border_radius=8,
            padding=ft.Padding.only(left=12, right=4, top=2, bottom=2),
        ),
    )
