"""End the game here (issue 30): the totals so far are final, once the table confirms; undo takes it back."""

from __future__ import annotations

from typing import Callable

import flet as ft

from ...domain import Game
from ...i18n import Translator
from ...presenters.game_menu import end_view
from ..store import AppStore
from ..widgets.basics import tagged
from .change_dialog import change_dialog


@ft.component
def EndDialog(game: Game, on_close: Callable[[], None], t: Translator, store: AppStore):
    view = end_view(game, t)
    rows: list[ft.Control] = [tagged("end-standings", ft.Text(view.standings, size=15, weight=ft.FontWeight.BOLD))] \
        if view.standings else []
    change_dialog(view.title, rows, view.says, view.problem, view.confirm, view.actions, on_close, t, store,
                  danger=True)
    return ft.Container(width=0, height=0)
