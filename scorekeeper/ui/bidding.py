"""Bidding at the table: the board of every bid so far, the pad of the
player whose turn it is, and the cover between players for hidden bids.

Every tap carries the turn it was drawn for (see
:mod:`scorekeeper.presenters.taps`): a second tap of a double tap never
lands on the next player's bid.
"""

from __future__ import annotations

import flet as ft

from ..domain import Bid
from ..i18n import Translator
from ..presenters.round import BidButton, BidChip
from ..presenters.taps import Turn
from .live import focus_on, named
from .store import StoreRef
from .widgets import big_button, card, hint, section_title, tagged

PAD_KEY = 52  # px: a bid button's height (wider on a wider screen); at least the 48 px of a touch target
PAD_COLUMNS = 6  # six buttons a line: 0..20 in four lines at 360 px, digits never wrap


@ft.component
def BidBoard(chips: tuple[BidChip, ...], total: str):
    """Every player's bid so far, in seat order, above the pad (so a long pad
    never pushes them off the screen), and their sum against the cards."""
    cells = []
    for chip in chips:
        turn = chip.is_turn
        name = ft.Row(
            [
                ft.Text(chip.name, size=13, weight=ft.FontWeight.BOLD, no_wrap=True, overflow=ft.TextOverflow.ELLIPSIS,
                        text_align=ft.TextAlign.CENTER, expand=True),
                *([ft.Icon(ft.Icons.STYLE, size=12)] if chip.is_dealer else []),
            ],
            spacing=0,
        )
        cells.append(
            tagged(
                f"board-{chip.seat}",
                ft.Container(
                    ft.Column([name, ft.Icon(ft.Icons.CHECK_CIRCLE, size=22) if chip.covered
                               else ft.Text(chip.bid, size=20, weight=ft.FontWeight.BOLD)], spacing=0,
                              horizontal_alignment=ft.CrossAxisAlignment.CENTER),
                    padding=ft.Padding.symmetric(horizontal=3, vertical=4),
                    border_radius=8,
                    bgcolor=ft.Colors.TERTIARY_CONTAINER if turn else ft.Colors.SURFACE_CONTAINER_HIGH,
                    border=ft.Border.all(2, ft.Colors.TERTIARY) if turn else None,
                ),
                expand=True,
            )
        )
    parts: list[ft.Control] = [tagged("bid-board", ft.Row(cells, spacing=4))]
    if total:
        parts.append(tagged("bid-total", ft.Text(total, size=16, weight=ft.FontWeight.W_600)))
    return ft.Column(parts, spacing=6, horizontal_alignment=ft.CrossAxisAlignment.CENTER)


@ft.component
def BidPad(seat: int, title: str, buttons: tuple[BidButton, ...], bid_hint: str, turn: Turn, ref: StoreRef):
    """The bidder's name, big (the handover from one player to the next is
    plain to see), and one button per bid 0..cards, six a line."""
    pad = [
        tagged(
            f"bid-{b.value}",
            ft.FilledTonalButton(
                # the button's own name says who bids what (a greyed one: why not)
                content=named(b.label, ft.Text(str(b.value), size=21, weight=ft.FontWeight.BOLD, no_wrap=True)),
                disabled=not b.enabled,
                height=PAD_KEY,
                style=ft.ButtonStyle(padding=0, shape=ft.RoundedRectangleBorder(radius=12)),
                on_click=lambda _e, v=b.value: ref.store.tap(Bid(player=seat, value=v), turn),
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
        ),
        # the keys are one named group: "Ben's bid"
        ft.Semantics(identifier="bid-pad", label=title, container=True, content=keys),
    ]
    if bid_hint:
        parts.append(hint(bid_hint, "bid-hint", ft.Colors.ERROR))
    return ft.Column(parts, spacing=10, horizontal_alignment=ft.CrossAxisAlignment.STRETCH)


@ft.component
def Cover(name: str, on_ready, t: Translator):
    ready = big_button("cover-ready", t("cover.ready", name=name), on_ready)
    focus_on(ready, [name])  # the next bidder's one action
    return card(
        ft.Column(
            [
                ft.Icon(ft.Icons.PHONELINK_LOCK, size=48),
                section_title(t("cover.pass", name=name), 24, "cover-name"),
                hint(t("cover.secret")),
                ready,
            ],
            horizontal_alignment=ft.CrossAxisAlignment.CENTER,
            spacing=12,
        ),
        padding=20,
    )


BidBoardMemo = ft.memo(BidBoard)
BidPadMemo = ft.memo(BidPad)
