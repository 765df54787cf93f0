"""The host's table card: the QR code and the short link phones join by,
which seats a phone holds (the host frees one whose phone is gone), and the
end of table mode."""

from __future__ import annotations

import flet as ft

from ...presenters.table import HostTableView
from ..store import AppStore
from ..widgets.basics import MIN_TOUCH, hint, section_title, tagged


@ft.component
def TableCard(view: HostTableView, store: AppStore):
    t = store.t
    png = ft.use_memo(lambda: store.table.qr_png(view.link), [view.link])
    seats = [
        tagged(f"table-seat-{s.seat}", ft.Chip(
            label=ft.Text(s.label), leading=ft.Icon(ft.Icons.SMARTPHONE if not s.free else ft.Icons.PERSON_OUTLINE),
            on_delete=(lambda _e, seat=s.seat, name=s.name: store.table.free(seat, name)) if not s.free else None,
            delete_icon_tooltip=t("table.free", name=s.name) if not s.free else None,
        ))
        for s in view.seats
    ]
    return tagged("table-card", ft.Container(
        ft.Column([
            section_title(view.title, 18, "table-title"),
            ft.Row([tagged("table-qr", ft.Image(src=png, width=200, height=200, semantics_label=t("table.qr_label")))],
                   alignment=ft.MainAxisAlignment.CENTER),
            hint(view.how),
            # the link as text, its words the link itself (tests and screen readers read it)
            tagged("table-link", ft.Text(view.link, size=14, weight=ft.FontWeight.W_500), view.link),
            ft.Row(seats, wrap=True, spacing=6, run_spacing=6),
            tagged("table-phones-count", ft.Switch(
                label=view.phones_count_label, value=view.phones_count,
                on_change=lambda e: store.table.let_phones_count(bool(e.control.value)),
            )),
            tagged("table-end", ft.OutlinedButton(view.end_label, icon=ft.Icons.STOP_CIRCLE, height=MIN_TOUCH,
                                                  on_click=store.table.end)),
        ], spacing=8, horizontal_alignment=ft.CrossAxisAlignment.STRETCH),
        padding=12, border_radius=12, bgcolor=ft.Colors.SURFACE_CONTAINER_HIGH,
    ))
