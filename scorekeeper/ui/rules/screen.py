"""The rules reference (``rules``): opened from home, how Wizard is played and
scored; opened from a game (``rules-reference`` on the round screen), that
game's own schedule first."""

from __future__ import annotations

import flet as ft

from ...presenters.rules import GameRules, rules_reference
from ..store import AppStore, watch
from ..widgets.basics import card, hint, screen_view, section_title, tagged


def _schedule(game: GameRules) -> ft.Control:
    def row(cells: tuple[str, str, str, str], bold: bool = False) -> ft.Control:
        weight = ft.FontWeight.BOLD if bold else None
        return ft.Row(
            [
                ft.Text(cells[0], width=44, size=14, weight=weight),
                ft.Text(cells[1], width=44, size=14, weight=weight),
                ft.Text(cells[2], expand=2, size=14, weight=weight),
                ft.Text(cells[3], expand=3, size=14, weight=weight),
            ],
            spacing=6,
            vertical_alignment=ft.CrossAxisAlignment.START,
        )

    rows = [row(game.headers, bold=True), ft.Divider(height=1)]
    rows += [tagged(f"rules-round-{r.number}", row((str(r.number), r.cards, r.trump_card, r.bids))) for r in game.rows]
    return card(ft.Column(rows, spacing=4))


@ft.component
def RulesScreen(store: AppStore):
    play, nav = store.play, store.nav
    watch(play, nav, store.device)
    t = store.t
    game = play.game() if play.game_id is not None and "game" in nav.stack else None
    reference = rules_reference(t, game.state.rules if game is not None else None)
    controls: list[ft.Control] = []
    if reference.game is not None:
        controls += [
            section_title(reference.game.title, 18, "rules-game"),
            hint(reference.game.summary),
            *(hint(note) for note in reference.game.notes),
            _schedule(reference.game),
        ]
    for section in reference.sections:
        controls.append(
            tagged(f"rules-{section.key}", ft.Column([section_title(section.title, 17), ft.Text(section.text, size=15)], spacing=4))
        )
    return screen_view("/rules", t("home.rules"), controls, back=nav.back, back_label=t("common.back"))
