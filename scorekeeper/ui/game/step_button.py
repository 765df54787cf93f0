"""Undo or redo, one button of the undo bar."""

from __future__ import annotations

import flet as ft

from ..store import AppStore
from ..widgets.basics import tagged
from ..widgets.live import named

# 48 px with a line of text; a label too long for half a phone ("Rückgängig:
# Stich") wraps onto a second line and the button grows, rather than lose
# what it undoes
BAR_STYLE = ft.ButtonStyle(padding=ft.Padding.symmetric(horizontal=10, vertical=14))


@ft.component
def StepButton(step: str, label: str, name: str, enabled: bool, store: AppStore):
    """``step``: "undo" or "redo" (its identifier, icon and intent);
    ``label``: what it takes back or brings back; ``name``: what a screen
    reader hears ("Undo Ben's bid"). Memoized: a tap redraws only the button
    whose words changed (a trick changes Undo's, seldom Redo's)."""
    return tagged(step, ft.OutlinedButton(
        named(name, ft.Text(label, text_align=ft.TextAlign.CENTER)),
        icon=ft.Icons.UNDO if step == "undo" else ft.Icons.REDO,
        disabled=not enabled,
        on_click=lambda: store.play.undo() if step == "undo" else store.play.redo(),
        style=BAR_STYLE,
    ), expand=1)


StepButtonMemo = ft.memo(StepButton)
