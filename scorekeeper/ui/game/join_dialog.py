"""A player joins (issue 30): a new name or one from the roster, where they
sit (between whom), and what that does (from which round, who deals, the
plan that fits the deck)."""

from __future__ import annotations

from typing import Callable

import flet as ft

from ...domain import Game
from ...i18n import Translator
from ...presenters.join import join_view
from ..store import AppStore
from ..widgets.basics import MIN_TOUCH, tagged
from .change_dialog import change_dialog, choice_tile, section


@ft.component
def JoinDialog(game: Game, roster: tuple[str, ...], on_close: Callable[[], None], t: Translator, store: AppStore):
    """``roster``: the names this device knows (those not at the table are
    one tap each: ``join-roster-<i>``); ``join-name`` takes a new one;
    ``join-place-<seat>``: where they sit."""
    name, set_name = ft.use_state("")
    place, set_place = ft.use_state(None)
    view = join_view(game, name, place, roster, t)
    rows: list[ft.Control] = [
        tagged("join-name", ft.TextField(label=t("join.name"), value=name, on_change=lambda e: set_name(e.control.value),
                                         capitalization=ft.TextCapitalization.WORDS, autofocus=not view.roster)),
    ]
    if view.roster:
        chips = [tagged(f"join-roster-{i}", ft.Chip(label=ft.Text(known), selected=known == name.strip(),
                                                    height=MIN_TOUCH - 8, on_click=lambda _e, k=known: set_name(k)))
                 for i, known in enumerate(view.roster)]
        rows += [section(t("join.roster")), ft.Row(chips, wrap=True, spacing=6, run_spacing=4)]
    rows.append(section(t("join.where")))
    rows += [choice_tile(f"join-place-{o.seat}", o.label, o.seat == view.place, lambda s=o.seat: set_place(s))
             for o in view.places]
    change_dialog(view.title, rows, view.says, view.problem, view.confirm, view.actions, on_close, t, store)
    return ft.Container(width=0, height=0)
