"""The history: every game played here (or, switched over, the trash), each
with the actions it offers."""

from __future__ import annotations

import flet as ft

from ...presenters.history import HistoryRow, RowAction, history_view
from ..store import AppStore, watch
from ..widgets.banners import banners
from ..widgets.basics import big_button, card, hint, icon_button, screen_view, section_title, tagged
from ..widgets.export_button import ExportButton


def _history_button(action: RowAction, k: int, row: HistoryRow, store: AppStore) -> ft.Control:
    t = store.t
    game_id, label = row.game_id, row.label(action)
    if action is RowAction.EXPORT:  # its own component: it holds the open export choices
        return ExportButton(game_id, True, t, store, identifier=f"game-export-{k}", key=f"export-{game_id}",
                            label=label)
    if action is RowAction.DELETE:
        return icon_button(f"game-{action}-{k}", ft.Icons.DELETE_OUTLINE, label, lambda: store.saved.trash(game_id))
    text, icon, go = {
        RowAction.VIEW: (t("history.view"), ft.Icons.VISIBILITY, lambda: store.play.open_game(game_id, view_only=True)),
        RowAction.CONTINUE: (t("history.continue"), ft.Icons.PLAY_ARROW, lambda: store.play.open_game(game_id)),
        RowAction.RESTORE: (t("history.restore"), ft.Icons.RESTORE, lambda: store.saved.restore(game_id)),
    }[action]
    # shown "View", read out with the game it opens (every row has a "View")
    return tagged(f"game-{action}-{k}", ft.TextButton(ft.Text(text, semantics_label=label), icon=icon, on_click=go))


@ft.component
def HistoryScreen(store: AppStore):
    saved = store.saved
    watch(store.nav, saved, store.device)
    t = store.t
    show_trash, set_show_trash = ft.use_state(False)
    view = history_view(saved.history(show_trash), show_trash, t, store.presets, saved.rules_of)
    rows: list[ft.Control] = banners(store)
    rows.append(
        tagged("history-trash", ft.Switch(label=t("history.show_trash"), value=show_trash, on_change=lambda e: set_show_trash(bool(e.control.value))))
    )
    if view.empty_text:
        rows.append(hint(view.empty_text))
    for k, row in enumerate(view.rows):
        buttons = [_history_button(action, k, row, store) for action in row.actions]
        rows.append(
            card(
                ft.Column(
                    [
                        section_title(row.players, 16),  # a heading a game: a screen reader jumps game to game
                        ft.Text(row.detail, size=13, color=ft.Colors.ON_SURFACE_VARIANT),
                        ft.Row(buttons, alignment=ft.MainAxisAlignment.END, wrap=True, spacing=4),
                    ],
                    spacing=2,
                )
            )
        )
    if view.can_empty_trash:
        rows.append(big_button("empty-trash", t("history.empty_trash_button"), saved.empty_trash, filled=False, icon=ft.Icons.DELETE_FOREVER))
    return screen_view("/history", t("home.history"), rows, back=store.nav.back, back_label=t("common.back"))
