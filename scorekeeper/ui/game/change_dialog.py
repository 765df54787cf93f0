"""The frame every dialog of the game's menu shares (issue 30): a title, the
choices, what the change does (``change-says``) or the domain's refusal
(``change-problem``), Cancel and the change's own button
(``change-confirm``). A plain function: each dialog is a component of its
own that calls it (``use_dialog`` is a hook)."""

from __future__ import annotations

from typing import Callable

import flet as ft

from ...i18n import Translator
from ..store import AppStore
from ..widgets.basics import MIN_TOUCH, hint, section_title, tagged

# a 360 px phone's room inside the dialog (its insets and padding taken off):
# the dialog keeps one width whatever it says
CONTENT_W = 360 - 2 * 16 - 2 * 16


def choice_tile(identifier: str, text: str, selected: bool, on_click: Callable[[], None]) -> ft.Control:
    """One choice of a dialog (a seat, a place), checked when chosen."""
    return tagged(identifier, ft.ListTile(
        title=ft.Text(text, size=16),
        leading=ft.Icon(ft.Icons.RADIO_BUTTON_CHECKED if selected else ft.Icons.RADIO_BUTTON_UNCHECKED),
        selected=selected,
        min_height=MIN_TOUCH,
        content_padding=ft.Padding.symmetric(horizontal=4),
        on_click=lambda _e: on_click(),
    ))


def confirm_change(store: AppStore, actions: tuple, on_close: Callable[[], None]) -> None:
    """Apply the dialog's change (one write); the dialog closes once it is
    applied. A refusal (the game moved on in another tab) is said on the
    screen and the game is left as it was; the dialog shows why."""
    if actions and store.play.act(*actions):
        on_close()


def change_dialog(title: str, rows: list[ft.Control], says: str, problem: str, confirm: str,
                  actions: tuple, on_close: Callable[[], None], t: Translator, store: AppStore,
                  *, danger: bool = False) -> None:
    """``rows``: the dialog's choices; ``says``: what the change does;
    ``problem``: the domain's refusal; ``actions``: what the button applies
    (empty: the button is greyed). Not modal: Escape and a tap outside
    cancel, as Cancel does."""
    body = list(rows)
    if problem:
        body.append(tagged("change-problem", ft.Text(problem, size=14, color=ft.Colors.ERROR)))
    if says:
        body.append(tagged("change-says", ft.Text(says, size=14)))
    style = ft.ButtonStyle(bgcolor=ft.Colors.ERROR, color=ft.Colors.ON_ERROR) if danger and actions else None
    ft.use_dialog(
        ft.AlertDialog(
            modal=False,
            title=section_title(title, 20),
            semantics_label=title,  # else Flutter names every dialog "Alert"
            inset_padding=ft.Padding.symmetric(horizontal=16, vertical=24),
            content_padding=ft.Padding.symmetric(horizontal=16, vertical=12),
            # as tall as what it says (a scrolling column would take the whole screen's height);
            # the dialog scrolls instead when it says more than a phone holds (a join at a long table)
            scrollable=True,
            content=ft.Column(body, tight=True, spacing=6, width=CONTENT_W),
            actions=[
                tagged("change-cancel", ft.TextButton(t("common.cancel"), on_click=lambda: on_close())),
                tagged("change-confirm", ft.FilledButton(ft.Text(confirm, text_align=ft.TextAlign.CENTER),
                                                         disabled=not actions, style=style,
                                                         on_click=lambda: confirm_change(store, actions, on_close))),
            ],
            actions_alignment=ft.MainAxisAlignment.END,
            on_dismiss=lambda: on_close(),
        )
    )


def section(text: str) -> ft.Control:
    """A small heading inside a dialog ("Where do they sit?")."""
    return hint(text)
