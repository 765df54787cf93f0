"""Home, history, players, backup and deal sizes."""

from __future__ import annotations

import flet as ft

from ..presenters.deal_sizes import deal_sizes_view
from ..presenters.history import HistoryRow, RowAction, history_view, resume_card
from ..presenters.labels import dismiss_label
from ..presenters.players import players_view
from .charts import AccuracyBar
from .exports import BackupCard, ExportButton
from .language import LanguageButton
from .store import AppStore, StoreRef
from .widgets import (ChoiceField, big_button, card, hint, icon_button, message_banner, notice_banner, screen_view,
                      section_title, tagged)


def _view(store: AppStore, route: str, title: str, controls: list[ft.Control]) -> ft.View:
    return screen_view(route, title, controls, back=store.back, back_label=store.t("common.back"))


def _banners(store: AppStore) -> list[ft.Control]:
    """The last refusal and the last thing done, each until dismissed."""
    banners: list[ft.Control] = []
    if store.message:
        banners.append(message_banner(store.message, store.dismiss_message, dismiss_label(store.t)))
    if store.notice:
        banners.append(notice_banner(store.notice, store.dismiss_notice, dismiss_label(store.t)))
    return banners


@ft.component
def HomeScreen(store: AppStore):
    t = store.t
    if store.screen != "home":
        # covered by another screen: skip the work (it re-renders when the
        # stack changes and home is on top again)
        return ft.View(route="/", controls=[])
    _ = store.version
    service = store.service
    resume = resume_card(service.unfinished(), t)
    controls: list[ft.Control] = [
        ft.Container(height=8),
        ft.Row([ft.Icon(ft.Icons.AUTO_AWESOME, size=40, color=ft.Colors.PRIMARY), section_title(t("app.title"), 28)]),
        hint(t("app.tagline")),
        ft.Container(height=8),
    ]
    if not store.problems_dismissed:
        for problem in service.problems():
            controls.append(message_banner(problem, store.dismiss_problems, dismiss_label(t)))
    controls += _banners(store)
    if resume is not None:
        controls.append(
            card(
                ft.Column(
                    [
                        ft.Text(resume.title, size=15),
                        ft.Text(resume.progress, size=13, color=ft.Colors.ON_SURFACE_VARIANT),
                        big_button("resume-game", t("home.resume"), lambda: store.open_game(resume.game_id), icon=ft.Icons.PLAY_ARROW),
                    ],
                    spacing=6,
                )
            )
        )
    controls += [
        big_button("new-game", t("home.new"), lambda: store.push("setup"), icon=ft.Icons.ADD, filled=resume is None),
        big_button("history", t("home.history"), lambda: store.push("history"), icon=ft.Icons.HISTORY, filled=False),
        big_button("players", t("home.players"), lambda: store.push("players"), icon=ft.Icons.PEOPLE, filled=False),
        big_button("deal-sizes", t("home.deal_sizes"), lambda: store.push("deal-sizes"), icon=ft.Icons.GRID_ON, filled=False),
        big_button("rules", t("home.rules"), lambda: store.push("rules"), icon=ft.Icons.MENU_BOOK, filled=False),
        big_button("open-backup", t("home.backup"), lambda: store.push("backup"), icon=ft.Icons.SETTINGS_BACKUP_RESTORE,
                   filled=False),
        ft.Divider(),
        tagged("theme-dark", ft.Switch(label=t("home.dark"), value=store.dark, on_change=lambda e: store.set_dark(bool(e.control.value)))),
    ]
    controls.append(LanguageButton(store, key="language"))
    return ft.View(route="/", controls=[ft.Column(controls, spacing=10, scroll=ft.ScrollMode.AUTO, expand=True)],
                   padding=ft.Padding.symmetric(horizontal=16, vertical=12))


def _history_button(action: RowAction, k: int, row: HistoryRow, store: AppStore) -> ft.Control:
    t = store.t
    game_id, label = row.game_id, row.label(action)
    if action is RowAction.EXPORT:  # its own component: it holds the open export choices
        return ExportButton(game_id, True, t, StoreRef(store), identifier=f"game-export-{k}", key=f"export-{game_id}",
                            label=label)
    if action is RowAction.DELETE:
        return icon_button(f"game-{action}-{k}", ft.Icons.DELETE_OUTLINE, label, lambda: store.trash(game_id))
    text, icon, go = {
        RowAction.VIEW: (t("history.view"), ft.Icons.VISIBILITY, lambda: store.open_game(game_id, view_only=True)),
        RowAction.CONTINUE: (t("history.continue"), ft.Icons.PLAY_ARROW, lambda: store.open_game(game_id)),
        RowAction.RESTORE: (t("history.restore"), ft.Icons.RESTORE, lambda: store.restore(game_id)),
    }[action]
    # shown "View", read out with the game it opens (every row has a "View")
    return tagged(f"game-{action}-{k}", ft.TextButton(ft.Text(text, semantics_label=label), icon=icon, on_click=go))


@ft.component
def HistoryScreen(store: AppStore):
    t = store.t
    _ = store.version
    show_trash, set_show_trash = ft.use_state(False)
    games = store.service.trash_list() if show_trash else store.service.history()
    view = history_view(games, show_trash, t, store.service.registry, store.rules_of)
    rows: list[ft.Control] = _banners(store)
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
        rows.append(big_button("empty-trash", t("history.empty_trash_button"), store.empty_trash, filled=False, icon=ft.Icons.DELETE_FOREVER))
    return _view(store, "/history", t("home.history"), rows)


@ft.component
def PlayersScreen(store: AppStore):
    t = store.t
    _ = store.version
    view = players_view(store.service.players(), t)
    rows: list[ft.Control] = []
    if view.empty_text:
        rows.append(hint(view.empty_text))
    for k, player in enumerate(view.cards):
        rows.append(
            tagged(
                f"player-{k}",
                card(
                    ft.Column(
                        [
                            section_title(player.name, 17),
                            ft.Text(player.games, size=14),
                            ft.Text(player.bids, size=14),
                            ft.Container(height=2),
                            AccuracyBar(player.accuracy, f"accuracy-{k}"),
                        ],
                        spacing=2,
                    )
                ),
            )
        )
    return _view(store, "/players", t("home.players"), rows)


@ft.component
def BackupScreen(store: AppStore):
    """All games to one file and back (a new phone, a browser's data
    cleared), and one game record imported."""
    _ = store.version
    controls: list[ft.Control] = [ft.Container(height=4), *_banners(store), BackupCard(store, key="backup-card")]
    return _view(store, "/backup", store.t("home.backup"), controls)


@ft.component
def DealSizesScreen(store: AppStore):
    t = store.t
    preset_id, set_preset = ft.use_state("standard")
    view = deal_sizes_view(preset_id, store.service.registry, t)
    header = ft.Row([ft.Text(view.headers[0], width=48, weight=ft.FontWeight.BOLD)]
                    + [ft.Text(h, width=60, weight=ft.FontWeight.BOLD) for h in view.headers[1:]])
    rows: list[ft.Control] = [header, ft.Divider(height=1)]
    for row in view.rows:
        cells = [ft.Text(str(row.number), width=48)] + [ft.Text(cell, width=60) for cell in row.cells]
        rows.append(tagged(f"deal-row-{row.number}", ft.Row(cells)))
    controls: list[ft.Control] = [
        ft.Container(height=6),
        ChoiceField("deal-preset", t("setup.preset"), list(view.presets), preset_id, set_preset, t, key="deal-preset"),
        hint(view.description),
        card(ft.Row([ft.Column(rows, spacing=4)], scroll=ft.ScrollMode.AUTO)),
        hint(t("deal.legend")),
    ]
    if view.undefined:
        controls.append(hint(view.undefined))
    return _view(store, "/deal-sizes", t("home.deal_sizes"), controls)
