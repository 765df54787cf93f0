"""A player leaves, or one who left comes back (issue 30): whom, and what
that does (their total kept; who deals and bids first; the plan that fits)."""

from __future__ import annotations

from typing import Callable

import flet as ft

from ...domain import Game
from ...i18n import Translator
from ...presenters.game_menu import seat_change_view
from ..store import AppStore
from .change_dialog import change_dialog, choice_tile


@ft.component
def SeatChangeDialog(game: Game, kind: str, on_close: Callable[[], None], t: Translator, store: AppStore):
    """``kind``: "leave" or "rejoin" (``leave-<seat>``, ``rejoin-<seat>`` each)."""
    chosen, set_chosen = ft.use_state(None)
    view = seat_change_view(game, kind, chosen, t)
    rows = [choice_tile(f"{kind}-{o.seat}", o.label, o.seat == view.chosen, lambda s=o.seat: set_chosen(s))
            for o in view.options]
    change_dialog(view.title, rows, view.says, view.problem, view.confirm, view.actions, on_close, t, store)
    return ft.Container(width=0, height=0)
