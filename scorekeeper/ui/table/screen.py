"""A player's phone at the table: the seat choice, then the seat's screen;
a plain notice once the host has ended table mode."""

from __future__ import annotations

import flet as ft

from ...presenters.table import seat_options, seat_screen
from ..store.seat import PhoneSeat
from ...presenters.taps import seat_turn
from ..store.watch import watch
from ..widgets.basics import hint, section_title
from .seat_choice import SeatChoiceMemo
from .seat_screen import SeatScreenView


@ft.component
def PhoneScreen(phone: PhoneSeat):
    watch(phone)
    t = phone.t
    table = phone.table()
    if table is None:
        body: ft.Control = ft.Column([section_title(t("table.closed.title"), 24, "table-closed"),
                                      hint(t("table.closed.body"))])
    else:
        view = phone.view()
        if view is None:
            # the seats of the players who play this round (one who joined among them, one who left not)
            players, playing, held = table.seats()
            options = seat_options(players, held, t, playing)
            free = any(o.free for o in options)
            parts: list[ft.Control] = [SeatChoiceMemo(t("table.pick_seat"), t("table.pick_how" if free else "table.watch_how"),
                                                      options, phone.message or phone.freed(), t("table.taken"),
                                                      phone.taps, key="choice")]
            public = table.public_view()
            if public is not None:  # the table live below: a phone may watch without a seat
                parts += [ft.Divider(), SeatScreenView(seat_screen(public, t), seat_turn(public), "", t, phone.taps, False)]
            body = ft.Column(parts, spacing=10, scroll=ft.ScrollMode.AUTO, expand=True)
        else:
            body = SeatScreenView(seat_screen(view, t, table.phones_count), seat_turn(view), phone.message, t, phone.taps, True)
    return ft.SafeArea(ft.Container(body, padding=ft.Padding.symmetric(horizontal=12, vertical=10), expand=True),
                       expand=True)
