"""The pad of the player whose turn it is: one button per bid.

Every tap carries the turn it was drawn for (see
:mod:`scorekeeper.presenters.taps`): a second tap of a double tap never
lands on the next player's bid.
"""

from __future__ import annotations

import flet as ft

from ...domain import Bid
from ...presenters.round import BidButton
from ...presenters.taps import Turn
from ..store import AppStore
from ..widgets.basics import hint, section_title, tagged
from ..widgets.live import focus_on, named
from ..widgets.shake import use_shake

PAD_KEY = 52  # px: a bid button's height (wider on a wider screen); at least the 48 px of a touch target
PAD_COLUMNS = 6  # six buttons a line: 0..20 in four lines at 360 px, digits never wrap


@ft.component
def BidPad(seat: int, title: str, buttons: tuple[BidButton, ...], bid_hint: str, turn: Turn, store: AppStore,
           nudge: int = 0, on_pick=None):
    """The bidder's name, big (the handover from one player to the next is
    plain to see), and one button per bid 0..cards, six a line. ``nudge``:
    the name shakes when it changes (a tap just after the handover was
    dropped: it landed on this pad); ``on_pick``: a tap only picks the
    value, for a confirm step to enter (a secret dealer's, under notequal)."""

    def tapped(value: int) -> None:
        if on_pick is not None:
            on_pick(value)
        else:
            store.play.tap(Bid(player=seat, value=value), turn)

    pad = [
        tagged(
            f"bid-{b.value}",
            ft.FilledTonalButton(
                # the button's own name says who bids what (a greyed one: why not)
                content=named(b.label, ft.Text(str(b.value), size=21, weight=ft.FontWeight.BOLD, no_wrap=True)),
                disabled=not b.enabled,
                height=PAD_KEY,
                style=ft.ButtonStyle(padding=0, shape=ft.RoundedRectangleBorder(radius=12)),
                on_click=lambda _e, v=b.value: tapped(v),
            ),
        )
        for b in buttons
    ]
    for control in pad:
        control.col = 12 // PAD_COLUMNS
    keys = ft.ResponsiveRow(pad, spacing=6, run_spacing=6, columns=12)
    # a bid passes the pad on: the keyboard follows it to the next bidder's first key
    focus_on(keys, [turn])
    parts: list[ft.Control] = [
        ft.Container(
            section_title(title, 26, "bid-turn"),
            bgcolor=ft.Colors.TERTIARY_CONTAINER,
            border_radius=12,
            padding=ft.Padding.symmetric(horizontal=14, vertical=8),
            **use_shake(nudge),
        ),
        # the keys are one named group: "Ben's bid"
        ft.Semantics(identifier="bid-pad", label=title, container=True, content=keys),
    ]
    if bid_hint:
        parts.append(hint(bid_hint, "bid-hint", ft.Colors.ERROR))
    return ft.Column(parts, spacing=10, horizontal_alignment=ft.CrossAxisAlignment.STRETCH)


BidPadMemo = ft.memo(BidPad)
