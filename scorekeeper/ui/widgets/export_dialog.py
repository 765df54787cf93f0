"""The export choices of one game: one tap saves a file (or copies the summary)."""

from __future__ import annotations

from typing import Callable

import flet as ft

from ...exports import ExportFormat
from ...i18n import Translator
from ...presenters.exports import export_choices
from ..store import AppStore
from .dialogs import choice_dialog
from .files import copy_button, save_export
from .basics import tagged

ICONS = {
    ExportFormat.PDF: ft.Icons.PICTURE_AS_PDF,
    ExportFormat.CSV: ft.Icons.TABLE_VIEW,
    ExportFormat.JSON: ft.Icons.DATA_OBJECT,
}


@ft.component
def ExportDialog(game_id: str, with_copy: bool, on_close: Callable[[], None], t: Translator, store: AppStore,
                 on_share: Callable[[], None] | None = None):
    """The export choices: one tap saves a file (or copies the summary);
    ``on_share``: the link and QR code of the game (issue 31) are offered first."""
    saved, nav = store.saved, store.nav
    summary = saved.summary_text(game_id) if with_copy else None

    def saver(fmt: ExportFormat):
        # flet awaits a handler only when it is itself a coroutine function
        async def save():
            export = saved.export_file(game_id, fmt)
            on_close()
            if export is not None:
                nav.tell(await save_export(export, t))

        return save

    def copied():
        nav.tell(t("export.copied"))
        on_close()

    tiles: list[ft.Control] = [
        tagged(
            choice.identifier,
            ft.ListTile(
                leading=ft.Icon(ICONS[choice.format]),
                title=ft.Text(choice.label),
                subtitle=ft.Text(choice.hint, size=12),
                on_click=saver(choice.format),
            ),
        )
        for choice in export_choices(t)
    ]
    if on_share is not None:
        tiles.insert(0, tagged("share-open", ft.ListTile(leading=ft.Icon(ft.Icons.QR_CODE_2), title=ft.Text(t("share.button")),
                                                         subtitle=ft.Text(t("share.button_hint"), size=12),
                                                         on_click=on_share)))
    if summary:
        tiles.append(copy_button(summary, copied, t))
    # use_dialog needs the AlertDialog itself; this component leaves an empty
    # box where it sits (see ui.sheet.correction_dialog).
    choice_dialog(t("export.title"), tiles, "export-close", t("common.cancel"), on_close)
    return ft.Container(width=0, height=0)
