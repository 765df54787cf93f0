"""Change the plan (issue 30): the last round, one more or one less a tap
(shorter: stop after round R; longer: continue), or a jump to the last
round's card count; what the plan changes, or why the domain refuses it."""

from __future__ import annotations

from typing import Callable

import flet as ft

from ...domain import Game
from ...i18n import Translator
from ...presenters.plan import plan_view
from ..store import AppStore
from ..widgets.basics import icon_button, tagged
from .change_dialog import change_dialog, choice_tile


@ft.component
def PlanDialog(game: Game, on_close: Callable[[], None], t: Translator, store: AppStore):
    """``plan-minus`` and ``plan-plus`` move the last round (``plan-last``);
    ``plan-jump`` chooses the jump to the last round's cards instead."""
    last, set_last = ft.use_state(None)
    jumping, set_jumping = ft.use_state(False)
    view = plan_view(game, last, jumping, t)

    def move(by: int) -> None:
        set_jumping(False)
        set_last(max(view.lowest, min(view.highest, view.last + by)))

    stepper = ft.Row(
        [
            icon_button("plan-minus", ft.Icons.REMOVE, t("plan.earlier"), lambda: move(-1),
                        disabled=view.last <= view.lowest),
            tagged("plan-last", ft.Text(view.last_label, size=17, weight=ft.FontWeight.BOLD,
                                        text_align=ft.TextAlign.CENTER), expand=True),
            icon_button("plan-plus", ft.Icons.ADD, t("plan.later"), lambda: move(1),
                        disabled=view.last >= view.highest),
        ],
        spacing=4,
        opacity=0.5 if view.jumping else 1.0,
    )
    rows: list[ft.Control] = [stepper]
    if view.jump is not None:
        rows.append(choice_tile("plan-jump", view.jump_label, view.jumping, lambda: set_jumping(not view.jumping)))
    change_dialog(view.title, rows, view.says, view.problem, view.confirm, view.actions, on_close, t, store)
    return ft.Container(width=0, height=0)
