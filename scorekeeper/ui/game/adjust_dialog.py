"""Adjust a player's points (issue 30): who, how many (a penalty or a
bonus), why; what it does to their total, or why the domain refuses it."""

from __future__ import annotations

from typing import Callable

import flet as ft

from ...domain import Game
from ...i18n import Translator
from ...presenters.adjust import adjust_view
from ..store import AppStore
from ..widgets.basics import MIN_TOUCH, tagged
from ..widgets.live import named
from .change_dialog import change_dialog, section


def _step_id(step: int) -> str:
    return f"adjust-{'minus' if step < 0 else 'plus'}-{abs(step)}"


@ft.component
def AdjustDialog(game: Game, on_close: Callable[[], None], t: Translator, store: AppStore):
    """``adjust-player-<seat>``, ``adjust-minus-10`` .. ``adjust-plus-10``
    (the points, ``adjust-points``), ``adjust-reason`` (typed) or
    ``adjust-reason-<i>`` (a suggested one)."""
    player, set_player = ft.use_state(None)
    points, set_points = ft.use_state(0)
    reason, set_reason = ft.use_state("")
    view = adjust_view(game, player, points, reason, t)
    chips = [tagged(f"adjust-player-{p.seat}", ft.Chip(label=ft.Text(p.name), selected=p.seat == view.player,
                                                       height=MIN_TOUCH - 8,
                                                       on_click=lambda _e, s=p.seat: set_player(s)))
             for p in view.players]
    steps = [tagged(_step_id(step), ft.OutlinedButton(named(said, ft.Text(label, size=15)), height=MIN_TOUCH,
                                                      style=ft.ButtonStyle(padding=ft.Padding.symmetric(horizontal=6)),
                                                      on_click=lambda _e, s=step: set_points(lambda p: p + s)),
                    expand=True)
             for step, label, said in view.steps]
    half = len(steps) // 2
    points_row = ft.Row([*steps[:half], tagged("adjust-points", ft.Text(view.points_text, size=20, width=56,
                                                                          weight=ft.FontWeight.BOLD,
                                                                          text_align=ft.TextAlign.CENTER)),
                         *steps[half:]], spacing=4, vertical_alignment=ft.CrossAxisAlignment.CENTER)
    suggested = [tagged(f"adjust-reason-{i}", ft.Chip(label=ft.Text(text), selected=text == view.reason,
                                                      height=MIN_TOUCH - 8, on_click=lambda _e, r=text: set_reason(r)))
                 for i, text in enumerate(view.reasons)]
    rows: list[ft.Control] = [
        section(t("adjust.who")),
        ft.Row(chips, wrap=True, spacing=6, run_spacing=4),
        section(t("adjust.points")),
        points_row,
        tagged("adjust-reason", ft.TextField(label=t("adjust.reason"), value=reason,
                                             on_change=lambda e: set_reason(e.control.value))),
        ft.Row(suggested, wrap=True, spacing=6, run_spacing=4),
    ]
    change_dialog(view.title, rows, view.says, view.problem, view.confirm, view.actions, on_close, t, store)
    return ft.Container(width=0, height=0)
