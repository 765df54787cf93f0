"""The players: each one's games, wins and bids, with their bid accuracy."""

from __future__ import annotations

import flet as ft

from ...presenters.players import players_view
from ..store import AppStore, watch
from ..widgets.basics import card, hint, screen_view, section_title, tagged
from .accuracy_bar import AccuracyBar


@ft.component
def PlayersScreen(store: AppStore):
    watch(store.saved, store.device)
    t = store.t
    view = players_view(store.saved.players(), t)
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
    return screen_view("/players", t("home.players"), rows, back=store.nav.back, back_label=t("common.back"))
