"""The game-over screen's share row (issue 31): the link and QR code of the
game (the share dialog) and "Log in BG Stats", which opens BG Stats' import
link of the play (BG Stats asks the player to confirm)."""

from __future__ import annotations

import flet as ft

from ...i18n import Translator
from ..store import AppStore
from .basics import tagged
from .share_dialog import ShareDialog


@ft.component
def ShareButtons(game_id: str | None, t: Translator, store: AppStore):
    sharing, set_sharing = ft.use_state(False)
    bgstats = ft.use_memo(lambda: store.saved.bgstats_link(game_id) if game_id else "", [game_id])
    if game_id is None:
        return ft.Container(width=0, height=0)
    buttons: list[ft.Control] = [
        tagged("share-open", ft.OutlinedButton(content=ft.Text(t("share.button"), size=16), icon=ft.Icons.QR_CODE_2,
                                               on_click=lambda: set_sharing(True), expand=True), expand=True),
    ]
    if bgstats:  # a game that is over (the game-over screen shows no other)
        buttons.append(tagged("bgstats", ft.OutlinedButton(content=ft.Text(t("share.bgstats"), size=16),
                                                           icon=ft.Icons.INSIGHTS, url=bgstats, expand=True),
                              expand=True))
    if sharing:
        buttons.append(ShareDialog(game_id, lambda: set_sharing(False), t, store, key=f"share-{game_id}"))
    return ft.Row(buttons, spacing=8)
