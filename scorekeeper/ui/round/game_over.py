"""The game is over: the winners (and, for a shared win, who made more exact
bids; for a game stopped early, after which round), the final ranking, a
rematch, the file and the chat text."""

from __future__ import annotations

import flet as ft

from ...domain import GameState
from ...i18n import Translator
from ...presenters.charts import score_progression
from ...presenters.game_over import game_over_view
from ..store import AppStore
from ..widgets.basics import big_button, card, hint, section_title, tagged
from ..widgets.export_button import ExportButton
from ..widgets.files import copy_button
from ..widgets.pinned import pinned
from ..widgets.score_chart import ScoreChart
from ..widgets.share_buttons import ShareButtons


@ft.component
def GameOverPanel(state: GameState, t: Translator, store: AppStore, game_id: str | None = None, summary: str = ""):
    """``game_id``: the stored game, to export (none: nothing to export);
    ``summary``: its text for the chat, copied with one tap."""
    over = game_over_view(state, t)
    rows = [
        tagged(
            f"final-{k}",
            ft.Row(
                [
                    ft.Text(f"{row.rank}.", size=17, width=28),
                    ft.Column(
                        [
                            ft.Text(row.name, size=17, weight=ft.FontWeight.BOLD if row.winner else None),
                            ft.Text(row.last, size=13, color=ft.Colors.ON_SURFACE_VARIANT),
                        ],
                        spacing=0,
                        expand=True,
                    ),
                    ft.Text(str(row.total), size=20, weight=ft.FontWeight.BOLD),
                ],
                vertical_alignment=ft.CrossAxisAlignment.CENTER,
            ),
        )
        for k, row in enumerate(over.rows)
    ]
    share: list[ft.Control] = []
    if summary:
        share.append(copy_button(summary, lambda: store.nav.tell(t("export.copied")), t, tile=False))
    if game_id is not None:
        share.append(ExportButton(game_id, False, t, store, big=True, key="export"))
    chart = score_progression(state, t)
    winners = ft.Row(
        [ft.Icon(ft.Icons.EMOJI_EVENTS, size=40, color=ft.Colors.AMBER),
         ft.Container(section_title(over.title, 24, "winners"), expand=True)],
        vertical_alignment=ft.CrossAxisAlignment.CENTER,
    )
    # the winners and the ranking first (a new panel opens at its top); the
    # rematch and the file stay in view below them, the chart scrolls
    notes = [hint(text, identifier) for text, identifier in ((over.ended, "over-ended"), (over.tie_note, "over-tie"))
             if text]
    content: list[ft.Control] = [
        winners,
        *notes,
        card(ft.Column(rows, spacing=6), padding=10),
        *([ScoreChart(chart, key="chart")] if chart is not None else []),
        ShareButtons(game_id, t, store, key="share"),
        big_button("show-sheet", t("over.sheet"), store.nav.open_sheet, filled=False, icon=ft.Icons.TABLE_CHART),
        big_button("go-home", t("common.home"), lambda: store.nav.home(), filled=False, icon=ft.Icons.HOME),
    ]
    actions: list[ft.Control] = [
        big_button("rematch", t("over.rematch"), lambda: store.play.rematch(), icon=ft.Icons.REPLAY),
        *([ft.Row(share, spacing=8)] if share else []),
    ]
    return pinned(content, actions, spacing=10, key="over")
