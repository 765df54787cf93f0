"""``export``: the button that opens a game's export choices."""

from __future__ import annotations

import flet as ft

from ...i18n import Translator
from ..store import AppStore
from .basics import icon_button, tagged
from .export_dialog import ExportDialog
from .share_dialog import ShareDialog


@ft.component
def ExportButton(game_id: str, with_copy: bool, t: Translator, store: AppStore, *, identifier: str = "export",
                 big: bool = False, label: str = ""):
    """``export``: opens the export choices for the game shown here
    (``with_copy``: they offer the text summary too, where the screen does
    not already show its own copy button; ``label``: the icon button's name
    where "Export or share" alone would not say which game)."""
    open_, set_open = ft.use_state(False)
    sharing, set_sharing = ft.use_state(False)

    def share() -> None:
        set_open(False)
        set_sharing(True)

    if big:
        button = tagged(identifier, ft.OutlinedButton(content=ft.Text(t("over.export"), size=16), icon=ft.Icons.SHARE,
                                                      on_click=lambda: set_open(True), expand=True),
                        expand=True)
    else:
        button = icon_button(identifier, ft.Icons.SHARE, label or t("export.button"), lambda: set_open(True))
    controls: list[ft.Control] = [button]
    if open_:
        controls.append(ExportDialog(game_id, with_copy, lambda: set_open(False), t, store, share,
                                     key=f"export-{game_id}"))
    if sharing:
        controls.append(ShareDialog(game_id, lambda: set_sharing(False), t, store, key=f"share-{game_id}"))
    return ft.Row(controls, spacing=0, tight=not big, expand=big or None)
