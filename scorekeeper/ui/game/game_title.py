"""The game screen's title in its app bar: the round, of how many."""

from __future__ import annotations

import flet as ft

from ...i18n import Translator
from ...presenters.game import game_title
from ..store import AppStore, watch
from .round_heading import RoundHeadingMemo


@ft.component
def GameTitle(t: Translator, bar_width: int, show_sheet: bool, icons: int, store: AppStore):
    """Follows the game by itself (the frame around it does not draw anew on
    a tap); the heading under it is drawn anew only when its words change
    (the next round); memoized, so the frame drawn anew does not draw it a
    second time. ``bar_width``, ``show_sheet``, ``icons``: the room the app
    bar leaves it (see :func:`~scorekeeper.presenters.game.game_title`)."""
    watch(store.play.changes)
    game = store.play.game()
    if game is None:
        return ft.Text("")
    title, caption, name = game_title(game.state, t, bar_width=bar_width, show_sheet=show_sheet, icons=icons)
    return RoundHeadingMemo(title, caption, name, key="heading")


GameTitleMemo = ft.memo(GameTitle)
