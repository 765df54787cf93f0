"""Handing a file or a text to the platform.

Files are built by the service (the same bytes as ``scorekeeper export``)
and handed over here: a download in a browser, a save dialog on a desktop or
phone (``FilePicker.save_file``). The clipboard copy is a client action
(``ft.CopyToClipboard``): the client runs it inside the tap itself, the only
moment a phone's browser lets a page write the clipboard.
"""

from __future__ import annotations

from typing import Callable

import flet as ft

from ...exports import Export
from ...i18n import Translator
from ...presenters.exports import saved_text
from .basics import tagged


async def save_export(export: Export, t: Translator) -> str:
    """Hand the file to the platform; what to tell the player afterwards."""
    page = ft.context.page
    path = await ft.FilePicker().save_file(file_name=export.filename, src_bytes=export.data)
    return saved_text(export.filename, path, bool(page.web), t)


def copy_button(text: str, on_copied: Callable[[], None], t: Translator, *, tile: bool = True) -> ft.Control:
    """``copy-summary``: the text summary onto the clipboard in one tap (a
    list tile in the export choices, a button on the game-over screen)."""
    action = ft.CopyToClipboard(text)
    if tile:
        button: ft.Control = ft.ListTile(leading=ft.Icon(ft.Icons.COPY), title=ft.Text(t("export.copy")), action=action,
                                         on_click=on_copied)
    else:
        button = ft.OutlinedButton(content=ft.Text(t("over.copy"), size=16), icon=ft.Icons.COPY, action=action,
                                   on_click=on_copied, expand=True)
    return tagged("copy-summary", button, expand=None if tile else True)
