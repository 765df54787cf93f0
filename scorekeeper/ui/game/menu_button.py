"""The game menu's button and its items (``game-menu``): the changes of the
evening the domain allows now (``change-<key>``), the rules of the game
(``rules-reference``) and the language (``game-language``)."""

from __future__ import annotations

import flet as ft

from ...i18n import Translator
from ...presenters.game_menu import MenuItem
from ..store import AppStore
from ..widgets.basics import MIN_TOUCH, tagged


def _item(identifier: str, icon: str, title: str, subtitle: str = "") -> ft.Control:
    words: list[ft.Control] = [ft.Text(title, size=16)]
    if subtitle:
        words.append(ft.Text(subtitle, size=13, color=ft.Colors.ON_SURFACE_VARIANT))
    return tagged(identifier, ft.Row([ft.Icon(icon), ft.Column(words, spacing=0, tight=True)], spacing=12))


@ft.component
def MenuButton(changes: tuple[MenuItem, ...], t: Translator, language: str, store: AppStore, opener: ft.MutableRef):
    """``changes``: what the menu offers (value-equal: memoized, a tap that
    leaves them as they were does not build the menu anew);
    ``opener.current(key)`` opens a change's dialog (``"language"``: the
    languages), a stable holder, as the menu's own state lives above it."""
    nav = store.nav
    items = [
        ft.PopupMenuItem(content=_item(f"change-{c.key}", getattr(ft.Icons, c.icon), c.title),
                         on_click=lambda _e, key=c.key: opener.current(key), height=MIN_TOUCH)
        for c in changes
    ]
    if items:
        items.append(ft.PopupMenuItem())  # a divider between the game's changes and the app's
    items += [
        ft.PopupMenuItem(content=_item("rules-reference", ft.Icons.MENU_BOOK, t("rules.open")),
                         on_click=lambda: nav.push("rules"), height=MIN_TOUCH),
        ft.PopupMenuItem(content=_item("game-language", ft.Icons.LANGUAGE, t("home.language"), t(f"lang.{language}")),
                         on_click=lambda: opener.current("language"), height=56),
    ]
    menu = ft.PopupMenuButton(
        # named by the icon's own label: a tooltip would name a wrapper that takes no focus (see icon_button)
        icon=ft.Icon(ft.Icons.MORE_VERT, semantics_label=t("game.menu")),
        size_constraints=ft.BoxConstraints(min_width=MIN_TOUCH, min_height=MIN_TOUCH),
        padding=(MIN_TOUCH - 24) / 2,  # a 24 px icon in a 48 px touch target (flet's 8 px leave it 40 px)
        items=items,
    )
    return tagged("game-menu", menu)


MenuButtonMemo = ft.memo(MenuButton)
