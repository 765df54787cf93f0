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
from ..widgets.basics import MIN_TOUCH, tagged
from ..widgets.language_choice import LanguageChoice
from .adjust_dialog import AdjustDialog
from .end_dialog import EndDialog
from .join_dialog import JoinDialog
from .plan_dialog import PlanDialog
from .seat_change_dialog import SeatChangeDialog


def _signature(game: Game | None, editable: bool) -> tuple:
    """What the menu's offers depend on: they are asked again when it
    changes (a new round, a phase, the table, the end), not on every trick."""
    if game is None:
        return (None, editable)
    state = game.state
    rnd = state.current
    return (editable, game.cursor, len(game.log) - len(game.states), rnd.number, rnd.phase, state.players,
            rnd.playing, state.total_rounds, state.complete, any(b is not None for b in rnd.bids))


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
    it offers, and works its offers out again only when they may differ."""
    play = store.play
    watch(play.changes)
    choosing, set_choosing = ft.use_state(False)
    opened, set_opened = ft.use_state(None)  # the change whose dialog is open
    nav = store.nav
    game = play.game()
    editable = not play.viewing
    changes: tuple[MenuItem, ...] = ft.use_memo(lambda: menu_items(game, t, editable=editable),
                                                [_signature(game, editable), language])

    def item(identifier: str, icon: str, title: str, subtitle: str = "") -> ft.Control:
        words: list[ft.Control] = [ft.Text(title, size=16)]
        if subtitle:
            words.append(ft.Text(subtitle, size=13, color=ft.Colors.ON_SURFACE_VARIANT))
        return tagged(identifier, ft.Row([ft.Icon(icon), ft.Column(words, spacing=0, tight=True)], spacing=12))

    items = [
        ft.PopupMenuItem(content=item(f"change-{c.key}", getattr(ft.Icons, c.icon), c.title),
                         on_click=lambda _e, key=c.key: set_opened(key), height=MIN_TOUCH)
        for c in changes
    ]
    if items:
        items.append(ft.PopupMenuItem())  # a divider between the game's changes and the app's
    items += [
        ft.PopupMenuItem(content=item("rules-reference", ft.Icons.MENU_BOOK, t("rules.open")),
                         on_click=lambda: nav.push("rules"), height=MIN_TOUCH),
        ft.PopupMenuItem(content=item("game-language", ft.Icons.LANGUAGE, t("home.language"),
                                      t(f"lang.{language}")),
                         on_click=lambda: set_choosing(True), height=56),
    ]
    menu = ft.PopupMenuButton(
        # named by the icon's own label: a tooltip would name a wrapper that takes no focus (see icon_button)
        icon=ft.Icon(ft.Icons.MORE_VERT, semantics_label=t("game.menu")),
        size_constraints=ft.BoxConstraints(min_width=MIN_TOUCH, min_height=MIN_TOUCH),
        padding=(MIN_TOUCH - 24) / 2,  # a 24 px icon in a 48 px touch target (flet's 8 px leave it 40 px)
        items=items,
    )
    parts: list[ft.Control] = [tagged("game-menu", menu)]
    if choosing:
        parts.append(LanguageChoice(store, lambda: set_choosing(False)))
    if opened is not None and game is not None and editable:
        dialog = change_dialog_for(opened, game, lambda: set_opened(None), t, store)
        if dialog is not None:
            parts.append(dialog)
    return ft.Row(parts, spacing=0, tight=True)


GameMenuMemo = ft.memo(GameMenu)
