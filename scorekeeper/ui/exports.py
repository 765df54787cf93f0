"""Export and share a game, back up and restore all games, import a record.

Files are built by the service (the same bytes as ``scorekeeper export``)
and handed to the platform: a download in a browser, a save dialog on a
desktop or phone (``FilePicker.save_file``). The clipboard copy and the file
pickers are client actions (``ft.CopyToClipboard``, ``ft.PickFiles``): the
client runs them inside the tap itself, the only moment a phone's browser
lets a page write the clipboard or open a file picker.
"""

from __future__ import annotations

from typing import Callable

import flet as ft

from ..exports import Export, ExportFormat
from ..i18n import Translator
from ..presenters.exports import export_choices, saved_text
from .store import AppStore, StoreRef
from .widgets import MIN_TOUCH, card, choice_dialog, hint, icon_button, section_title, tagged

ICONS = {
    ExportFormat.PDF: ft.Icons.PICTURE_AS_PDF,
    ExportFormat.CSV: ft.Icons.TABLE_VIEW,
    ExportFormat.JSON: ft.Icons.DATA_OBJECT,
}


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
                                   on_click=on_copied, height=MIN_TOUCH + 4, expand=True)
    return tagged("copy-summary", button, expand=None if tile else True)


@ft.component
def ExportDialog(game_id: str, with_copy: bool, on_close: Callable[[], None], t: Translator, ref: StoreRef):
    """The export choices: one tap saves a file (or copies the summary)."""
    store = ref.store
    summary = store.summary_text(game_id) if with_copy else None

    def saver(fmt: ExportFormat):
        # flet awaits a handler only when it is itself a coroutine function
        async def save():
            export = store.export_file(game_id, fmt)
            on_close()
            if export is not None:
                store.tell(await save_export(export, t))

        return save

    def copied():
        store.tell(t("export.copied"))
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
    if summary:
        tiles.append(copy_button(summary, copied, t))
    # use_dialog needs the AlertDialog itself; this component leaves an empty
    # box where it sits (see sheet.CorrectionDialog).
    choice_dialog(t("export.title"), tiles, "export-close", t("common.cancel"), on_close)
    return ft.Container(width=0, height=0)


@ft.component
def ExportButton(game_id: str, with_copy: bool, t: Translator, ref: StoreRef, *, identifier: str = "export",
                 big: bool = False, label: str = ""):
    """``export``: opens the export choices for the game shown here
    (``with_copy``: they offer the text summary too, where the screen does
    not already show its own copy button; ``label``: the icon button's name
    where "Export or share" alone would not say which game)."""
    open_, set_open = ft.use_state(False)
    if big:
        button = tagged(identifier, ft.OutlinedButton(content=ft.Text(t("over.export"), size=16), icon=ft.Icons.SHARE,
                                                      on_click=lambda: set_open(True), height=MIN_TOUCH + 4, expand=True),
                        expand=True)
    else:
        button = icon_button(identifier, ft.Icons.SHARE, label or t("export.button"), lambda: set_open(True))
    controls: list[ft.Control] = [button]
    if open_:
        controls.append(ExportDialog(game_id, with_copy, lambda: set_open(False), t, ref, key=f"export-{game_id}"))
    return ft.Row(controls, spacing=0, tight=not big, expand=big or None)


def _picked(files: list[ft.FilePickerFile]) -> bytes | None:
    """The bytes of the one file picked; None when the picker was cancelled
    (nothing to do) and b"" when the platform gave no content."""
    if not files:
        return None
    return files[0].bytes or b""


@ft.component
def BackupCard(store: AppStore):
    """Back up all games to one file; restore such a file; import one game
    record. The pickers live as long as the card (a client action refers to
    its picker by id)."""
    t = store.t
    restore_picker, _ = ft.use_state(lambda: ft.FilePicker(on_result=lambda e: _restore(store, _picked(e.files))))
    import_picker, _ = ft.use_state(lambda: ft.FilePicker(on_result=lambda e: _import(store, _picked(e.files))))

    async def backup():
        export = store.backup_file()
        if export is not None:
            store.tell(await save_export(export, t))

    def button(identifier: str, label: str, icon: str, **kwargs) -> ft.Control:
        return tagged(identifier, ft.Row([ft.OutlinedButton(content=ft.Text(label, size=16), icon=icon,
                                                            height=MIN_TOUCH + 4, expand=True, **kwargs)]))

    return card(
        ft.Column(
            [
                section_title(t("backup.title"), 17),
                hint(t("backup.hint")),
                button("backup", t("backup.button"), ft.Icons.SAVE_ALT, on_click=backup),
                button("restore", t("backup.restore"), ft.Icons.SETTINGS_BACKUP_RESTORE,
                       action=ft.PickFiles(restore_picker, with_data=True)),
                button("import-record", t("backup.import"), ft.Icons.UPLOAD_FILE,
                       action=ft.PickFiles(import_picker, with_data=True)),
            ],
            spacing=8,
        )
    )


def _restore(store: AppStore, data: bytes | None) -> None:
    if data is not None:
        store.restore_backup(data)


def _import(store: AppStore, data: bytes | None) -> None:
    if data is not None:
        store.import_record(data)
