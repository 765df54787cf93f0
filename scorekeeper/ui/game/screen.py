"""The game screen: its app bar (back, the round's title, the sheet's
button, table mode, the game's menu) around :class:`GameBody`. The frame
draws anew when the screen's subjects change (the sheet shown, the layout,
table mode, the game opened or over), not on a tap: the title and the body
follow the game by themselves."""

from __future__ import annotations

import flet as ft

from ...presenters.game import game_layout, sheet_toggle_label
from ..store import AppStore, watch
from ..widgets.basics import MIN_TOUCH, icon_button, tagged
from ..widgets.shake import use_haptic_tick
from .game_body import GameBodyMemo
from .game_menu import GameMenuMemo
from .game_title import GameTitleMemo


@ft.component
def GameScreen(store: AppStore):
    nav, play, device, table = store.nav, store.play, store.device, store.table
    watch(nav, play, device, table)  # the game opened, viewed or over, here or in another tab; not a tap
    t = store.t
    use_haptic_tick(play.dropped)  # a dropped tap: a tick where the device has haptics (the shake is in the round)
    if play.game() is None:
        return ft.View(
            route="/game",
            controls=[ft.Text(nav.message or t("game.missing")), ft.Button(t("common.home"), on_click=nav.home)],
        )
    show_sheet = nav.show_sheet
    session = table.session()
    layout = game_layout(device.columns, table=session is not None, sheet=show_sheet)
    # table mode: every player bids on their own phone
    table_icon = table.available and not play.viewing and not play.over and session is None
    actions: list[ft.Control] = [
        tagged(
            "sheet-toggle",
            ft.TextButton(
                sheet_toggle_label(t, show_sheet),
                icon=ft.Icons.STYLE if show_sheet else ft.Icons.TABLE_CHART,
                on_click=nav.toggle_sheet,
                height=MIN_TOUCH,
            ),
        ),
        # the rules of the game and the language, one menu (the title keeps its room)
        GameMenuMemo(t, device.language, store, key="menu"),
    ]
    if table_icon:
        actions.insert(0, icon_button("table-mode", ft.Icons.QR_CODE_2, t("table.start"), table.start))
    return ft.View(
        route="/game",
        appbar=ft.AppBar(
            leading=icon_button("back", ft.Icons.ARROW_BACK, t("common.back"), nav.back),
            title=GameTitleMemo(t, device.width, show_sheet, 2 if table_icon else 1, store, key="title"),
            actions=actions,
        ),
        controls=[GameBodyMemo(store, layout, show_sheet, key="body")],
        padding=ft.Padding.symmetric(horizontal=10, vertical=8),
        spacing=6,
    )
