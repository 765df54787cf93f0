"""Undo and redo at the bottom of the game screen, and what an undo took back."""

from __future__ import annotations

import flet as ft

from ...i18n import Translator
from ...presenters.labels import dismiss_label
from ..store import AppStore
from ..widgets.basics import icon_button, tagged
from .step_button import StepButtonMemo


@ft.component
def UndoBar(undo_label: str, redo_label: str, undo_name: str, redo_name: str, can_undo: bool, can_redo: bool,
            store: AppStore):
    """Undo and redo, labelled with what they take back or bring back, where
    a thumb reaches them (the bottom of the screen); a screen reader also
    hears whose ("Undo Ben's bid"). Memoized, and each button too: a tap
    that leaves a label as it was does not draw it anew."""
    return ft.Row(
        [
            StepButtonMemo("undo", undo_label, undo_name, can_undo, store, key="undo"),
            # equal halves: a long single word ("Wiederholen") must not be broken mid-word
            StepButtonMemo("redo", redo_label, redo_name, can_redo, store, key="redo"),
        ],
        spacing=8,
    )


UndoBarMemo = ft.memo(UndoBar)


def undone_banner(text: str, can_redo: bool, t: Translator, store: AppStore) -> ft.Control:
    """What an undo took back ("Undid Ben's bid 2"), with its redo one tap away.
    The words have the banner's width but for the icon and the close button;
    Redo goes under them: beside them it left a long word ("zurückgenommen")
    less room than itself, and Flutter broke it inside."""
    fg = ft.Colors.ON_SECONDARY_CONTAINER
    said: list[ft.Control] = [tagged("undone-text", ft.Text(text, color=fg, size=15))]
    if can_redo:
        said.append(tagged("undone-redo", ft.TextButton(t("game.redo_short"), on_click=lambda: store.play.redo(),
                                                        style=ft.ButtonStyle(padding=ft.Padding.symmetric(horizontal=8)))))
    parts: list[ft.Control] = [
        ft.Icon(ft.Icons.UNDO, color=fg),
        ft.Column(said, spacing=0, tight=True, expand=True, horizontal_alignment=ft.CrossAxisAlignment.START),
        icon_button("undone-close", ft.Icons.CLOSE, dismiss_label(t), lambda: store.play.dismiss_undone(), color=fg),
    ]
    return tagged(
        "undone",
        ft.Container(
            ft.Row(parts, vertical_alignment=ft.CrossAxisAlignment.CENTER, spacing=6),
            bgcolor=ft.Colors.SECONDARY_CONTAINER,
            border_radius=8,
            padding=ft.Padding.only(left=12, right=4, top=6, bottom=2),
        ),
    )
