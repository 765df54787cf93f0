"""A secret dealer's confirm step under notequal: their bid, on their own
screen, before the phone goes back (see :mod:`scorekeeper.presenters.dealer_bid`).
The same screen whether the bids add up or not: what the confirm does is
the presenter's answer, never drawn."""

from __future__ import annotations

import flet as ft

from ...presenters.dealer_bid import BidConfirm as BidConfirmView
from ..widgets.basics import big_button, card, hint, section_title
from ..widgets.live import focus_on


@ft.component
def BidConfirm(view: BidConfirmView, on_confirm, on_change):
    """``on_confirm``: enters the bid (or sends the dealer back to the pad
    when it would make the bids add up); ``on_change``: back to the pad."""
    confirm = big_button("bid-confirm", view.confirm_label, on_confirm, icon=ft.Icons.CHECK)
    focus_on(confirm, [view.value])  # the dealer's one action here
    return card(
        ft.Column(
            [
                ft.Icon(ft.Icons.PHONELINK_LOCK, size=28),
                section_title(view.title, 24, "bid-confirm-title"),
                hint(view.hint, "bid-confirm-hint"),
                confirm,
                big_button("bid-change", view.change_label, on_change, filled=False),
            ],
            horizontal_alignment=ft.CrossAxisAlignment.CENTER,
            spacing=8,  # compact: "Change my bid" in view under six players' board (issue 40, item 7)
        ),
        padding=14,
    )
