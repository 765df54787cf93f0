"""The home screen: resume the latest unfinished game, start a new one, and
the way to every other screen; the theme and the language."""

from __future__ import annotations

import flet as ft

from ...presenters.home import home_view
from ...presenters.labels import dismiss_label
from ..store import AppStore, watch
from ..widgets.banners import banners, message_banner
from ..widgets.basics import big_button, card, hint, section_title, tagged
from .language_button import LanguageButton

HOME_MAX_W = 560  # px: on a wide screen the buttons keep a phone's proportions (not 1280 px wide)


@ft.component
def HomeScreen(store: AppStore):
    nav, saved, device = store.nav, store.saved, store.device
    watch(nav, saved, device)
    t = store.t
    if nav.screen != "home":
        # covered by another screen: skip the work (it re-renders when the
        # stack changes and home is on top again)
        return ft.View(route="/", controls=[])
    view = home_view(saved.unfinished(), saved.problems(), t)
    resume = view.resume
    controls: list[ft.Control] = [
        ft.Container(height=8),
        ft.Row([ft.Icon(ft.Icons.AUTO_AWESOME, size=40, color=ft.Colors.PRIMARY), section_title(t("app.title"), 28)]),
        hint(t("app.tagline")),
        ft.Container(height=8),
    ]
    for problem in view.problems:
        controls.append(message_banner(problem, saved.dismiss_problems, dismiss_label(t)))
    controls += banners(store)
    if resume is not None:
        controls.append(
            card(
                ft.Column(
                    [
                        ft.Text(resume.title, size=15),
                        ft.Text(resume.progress, size=13, color=ft.Colors.ON_SURFACE_VARIANT),
                        big_button("resume-game", t("home.resume"), lambda: store.play.open_game(resume.game_id), icon=ft.Icons.PLAY_ARROW),
                    ],
                    spacing=6,
                )
            )
        )
    controls += [
        big_button("new-game", t("home.new"), lambda: nav.push("setup"), icon=ft.Icons.ADD, filled=resume is None),
        big_button("history", t("home.history"), lambda: nav.push("history"), icon=ft.Icons.HISTORY, filled=False),
        big_button("players", t("home.players"), lambda: nav.push("players"), icon=ft.Icons.PEOPLE, filled=False),
        big_button("deal-sizes", t("home.deal_sizes"), lambda: nav.push("deal-sizes"), icon=ft.Icons.GRID_ON, filled=False),
        big_button("rules", t("home.rules"), lambda: nav.push("rules"), icon=ft.Icons.MENU_BOOK, filled=False),
        big_button("open-backup", t("home.backup"), lambda: nav.push("backup"), icon=ft.Icons.SETTINGS_BACKUP_RESTORE,
                   filled=False),
        ft.Divider(),
        tagged("theme-dark", ft.Switch(label=t("home.dark"), value=device.dark, on_change=lambda e: device.set_dark(bool(e.control.value)))),
    ]
    controls.append(LanguageButton(store, key="language"))
    # keyed by the language: a language chosen at the foot of the screen
    # opens the screen anew at its top (the title, in the new words)
    column = ft.Column(controls, spacing=10, horizontal_alignment=ft.CrossAxisAlignment.STRETCH,
                       width=HOME_MAX_W if device.wide else None)
    scroller = ft.Column([ft.Row([column], alignment=ft.MainAxisAlignment.CENTER,
                                 vertical_alignment=ft.CrossAxisAlignment.START) if device.wide else column],
                         scroll=ft.ScrollMode.AUTO, expand=True, key=f"home-{store.t.language}")
    return ft.View(route="/", controls=[scroller], padding=ft.Padding.symmetric(horizontal=16, vertical=12))
