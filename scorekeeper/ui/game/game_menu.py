"""The game's menu in the app bar (``game-menu``): the rules of the game
(``rules-reference``) and the language (``game-language``, the home
screen's choice of languages), a tap from the game rather than five taps
and two scrolls away on the home screen."""

from __future__ import annotations

import flet as ft

from ...i18n import Translator
from ..store import AppStore
from ..widgets.basics import MIN_TOUCH, tagged
from ..widgets.language_choice import LanguageChoice


@ft.component
def GameMenu(t: Translator, language: str, store: AppStore):
    """``t`` and ``language``: what the menu says (memoized: a tap on the
    round does not draw it anew)."""
    choosing, set_choosing = ft.use_state(False)
    nav = store.nav

    def item(identifier: str, icon: str, title: str, subtitle: str = "") -> ft.Control:
        words: list[ft.Control] = [ft.Text(title, size=16)]
        if subtitle:
            words.append(ft.Text(subtitle, size=13, color=ft.Colors.ON_SURFACE_VARIANT))
        return tagged(identifier, ft.Row([ft.Icon(icon), ft.Column(words, spacing=0, tight=True)], spacing=12))

    menu = ft.PopupMenuButton(
        # named by the icon's own label: a tooltip would name a wrapper that takes no focus (see icon_button)
        icon=ft.Icon(ft.Icons.MORE_VERT, semantics_label=t("game.menu")),
        size_constraints=ft.BoxConstraints(min_width=MIN_TOUCH, min_height=MIN_TOUCH),
        padding=(MIN_TOUCH - 24) / 2,  # a 24 px icon in a 48 px touch target (flet's 8 px leave it 40 px)
        items=[
            ft.PopupMenuItem(content=item("rules-reference", ft.Icons.MENU_BOOK, t("rules.open")),
                             on_click=lambda: nav.push("rules"), height=MIN_TOUCH),
            ft.PopupMenuItem(content=item("game-language", ft.Icons.LANGUAGE, t("home.language"),
                                          t(f"lang.{language}")),
                             on_click=lambda: set_choosing(True), height=56),
        ],
    )
    parts: list[ft.Control] = [tagged("game-menu", menu)]
    if choosing:
        parts.append(LanguageChoice(store, lambda: set_choosing(False)))
    return ft.Row(parts, spacing=0, tight=True)


GameMenuMemo = ft.memo(GameMenu)
