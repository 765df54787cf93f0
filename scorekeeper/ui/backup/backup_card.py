"""Back up all games to one file, restore such a file, import one game
record. The file pickers are client actions (``ft.PickFiles``): the client
runs them inside the tap itself, the only moment a phone's browser lets a
page open a file picker."""

from __future__ import annotations

import flet as ft

from ...presenters.backup import backup_card_view
from ..store import AppStore, SavedGames
from ..widgets.basics import MIN_TOUCH, card, hint, section_title, tagged
from ..widgets.files import save_export


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
    t, saved = store.t, store.saved
    view = backup_card_view(t)
    restore_picker, _ = ft.use_state(lambda: ft.FilePicker(on_result=lambda e: _restore(saved, _picked(e.files))))
    import_picker, _ = ft.use_state(lambda: ft.FilePicker(on_result=lambda e: _import(saved, _picked(e.files))))

    async def backup():
        export = saved.backup_file()
        if export is not None:
            store.nav.tell(await save_export(export, t))

    def button(identifier: str, label: str, icon: str, **kwargs) -> ft.Control:
        return tagged(identifier, ft.Row([ft.OutlinedButton(content=ft.Text(label, size=16), icon=icon,
                                                            height=MIN_TOUCH + 4, expand=True, **kwargs)]))

    return card(
        ft.Column(
            [
                section_title(view.title, 17),
                hint(view.hint),
                button("backup", view.backup, ft.Icons.SAVE_ALT, on_click=backup),
                button("restore", view.restore, ft.Icons.SETTINGS_BACKUP_RESTORE,
                       action=ft.PickFiles(restore_picker, with_data=True)),
                button("import-record", view.import_record, ft.Icons.UPLOAD_FILE,
                       action=ft.PickFiles(import_picker, with_data=True)),
            ],
            spacing=8,
        )
    )


def _restore(saved: SavedGames, data: bytes | None) -> None:
    if data is not None:
        saved.restore_backup(data)


def _import(saved: SavedGames, data: bytes | None) -> None:
    if data is not None:
        saved.import_record(data)
