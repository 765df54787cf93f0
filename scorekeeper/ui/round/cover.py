"""The cover between players for hidden and secret bids: pass the phone on."""

from __future__ import annotations

import flet as ft

from ...i18n import Translator
from ..widgets.basics import big_button, card, hint, section_title
from ..widgets.live import focus_on
from ..widgets.shake import use_shake


@ft.component
def Cover(name: str, on_ready, t: Translator, label: str = "", nudge: int = 0):
    """``label``: the button's words ("I am Ben: enter my bid"); ``nudge``:
    the name shakes when it changes (a tap on the cover came too soon after
    the bid before, and was dropped)."""
    ready = big_button("cover-ready", label or t("cover.ready", name=name), on_ready)
    focus_on(ready, [name])  # the next bidder's one action
    return card(
        ft.Column(
            [
                ft.Icon(ft.Icons.PHONELINK_LOCK, size=48),
                ft.Container(section_title(t("cover.pass", name=name), 24, "cover-name"), **use_shake(nudge)),
                hint(t("cover.secret")),
                ready,
            ],
            horizontal_alignment=ft.CrossAxisAlignment.CENTER,
            spacing=12,
        ),
        padding=20,
    )
