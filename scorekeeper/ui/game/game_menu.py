"""The game's menu in the app bar (``game-menu``): the rules of the game
(``rules-reference``) and the language (``game-language``, the home
screen's choice of languages), a tap from the game rather than five taps
and two scrolls away on the home screen; and the evening as it really goes
(issue 30): a player leaves, comes back or joins, the plan changes, the
game ends here, a player's points are adjusted (``change-<key>`` each,
offered only when the domain accepts such a change now: see
:mod:`scorekeeper.presenters.game_menu`)."""

from __future__ import annotations

import flet as ft

from ...domain import Game
from ...i18n import Translator
from ...presenters.game_menu import MenuItem, menu_items
from ..store import AppStore, watch
from ..widgets.language_choice import LanguageChoice
from .adjust_dialog import AdjustDialog
from .end_dialog import EndDialog
from .join_dialog import JoinDialog
from .menu_button import MenuButtonMemo
from .plan_dialog import PlanDialog
from .seat_change_dialog import SeatChangeDialog


def _signature(game: Game | None, editable: bool) -> tuple:
    """What the menu's offers depend on: they are asked again when it
    changes (a new round, a phase, the table, the end), not on every trick."""
    if game is None:
        return (None, editable)
    state = game.state
    rnd = state.current
    return (editable, rnd.number, rnd.phase, state.players, rnd.playing, state.total_rounds, state.complete,
            rnd.begun, rnd.plan, len(rnd.adjust), game.can_undo)


def change_dialog_for(key: str, game: Game, close, t: Translator, store: AppStore) -> ft.Control | None:
    """The dialog a change of the menu opens."""
    keyed = f"dialog-{key}"
    if key in ("leave", "rejoin"):
        return SeatChangeDialog(game, key, close, t, store, key=keyed)
    if key == "join":
        return JoinDialog(game, tuple(store.saved.roster_names()), close, t, store, key=keyed)
    if key == "plan":
        return PlanDialog(game, close, t, store, key=keyed)
    if key == "end":
        return EndDialog(game, close, t, store, key=keyed)
    if key == "adjust":
        return AdjustDialog(game, close, t, store, key=keyed)
    return None


@ft.component
def GameMenu(t: Translator, language: str, store: AppStore):
    """``t`` and ``language``: what the menu says (memoized: the frame's
    redraw does not draw it anew). It watches the game's changes for what
    it offers, and works its offers out again only when they may differ;
    the button and its items are built anew only when the offers change."""
    play = store.play
    watch(play.changes)
    choosing, set_choosing = ft.use_state(False)
    opened, set_opened = ft.use_state(None)  # the change whose dialog is open
    game = play.game()
    editable = not play.viewing
    changes: tuple[MenuItem, ...] = ft.use_memo(lambda: menu_items(game, t, editable=editable),
                                                [_signature(game, editable), language])

    def open_(key: str) -> None:
        if key == "language":
            set_choosing(True)
        else:
            set_opened(key)

    opener = ft.use_ref(None)
    opener.current = open_
    parts: list[ft.Control] = [MenuButtonMemo(changes, t, language, store, opener, key="button")]
    if choosing:
        parts.append(LanguageChoice(store, lambda: set_choosing(False)))
    if opened is not None and game is not None and editable:
        dialog = change_dialog_for(opened, game, lambda: set_opened(None), t, store)
        if dialog is not None:
            parts.append(dialog)
    return ft.Row(parts, spacing=0, tight=True)


GameMenuMemo = ft.memo(GameMenu)
