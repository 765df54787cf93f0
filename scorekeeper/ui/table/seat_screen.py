"""A seated phone's screen: the round, its own bid pad or what it waits
for, every bid the table may see, the tally and the totals, live."""

from __future__ import annotations

import flet as ft

from ...presenters.table import SeatScreen
from ..store.seat import PhoneSeat
from ..store.table import SeatTurn
from ..widgets.basics import hint, section_title, tagged
from .phone_pad import PhonePad


def _chips(screen: SeatScreen) -> ft.Control:
    chips = [
        tagged(f"chip-{c.seat}", ft.Container(
            ft.Column([ft.Text(c.name, size=12, no_wrap=True), ft.Text(c.text, size=20, weight=ft.FontWeight.BOLD)],
                      spacing=0, horizontal_alignment=ft.CrossAxisAlignment.CENTER),
            padding=6, border_radius=10, bgcolor=ft.Colors.SECONDARY_CONTAINER, width=70,
        ), c.label)
        for c in screen.chips
    ]
    return ft.Row(chips, wrap=True, spacing=6, run_spacing=6)


def _rows(screen: SeatScreen, t, turn: SeatTurn, phone: PhoneSeat) -> ft.Control:
    head = ft.Row([ft.Text(t("table.col_player"), expand=3), ft.Text(t("table.col_bid"), expand=2),
                   ft.Text(t("table.col_won"), expand=2), ft.Text(t("table.col_total"), expand=3)])
    lines = [head]
    for r in screen.rows:
        row = ft.Row([
            ft.Text(r.name, expand=3, no_wrap=True, weight=ft.FontWeight.BOLD if r.name == screen.name else None),
            ft.Text(r.bid, expand=2), ft.Text(str(r.won), expand=2),
            ft.Text(f"{r.total}" + (f" ({r.points})" if r.points else ""), expand=3, no_wrap=True),
        ])
        if screen.count_labels:  # the host lets phones count: a tap on a row gives that player the trick
            lines.append(tagged(f"trick-{r.seat}", ft.Container(
                row, on_click=lambda _e, s=r.seat: phone.trick(s, turn), border_radius=8, height=48,
                padding=ft.Padding.symmetric(horizontal=6), bgcolor=ft.Colors.SURFACE_CONTAINER_HIGH,
            ), f"{screen.count_labels[r.seat]} · {r.label}"))
        else:
            lines.append(tagged(f"row-{r.seat}", row, r.label))
    return ft.Column(lines, spacing=4)


def _sheet(screen: SeatScreen, t) -> list[ft.Control]:
    """The totals after each scored round, a column a player."""
    def line(first: str, cells, bold: bool = False) -> ft.Control:
        weight = ft.FontWeight.BOLD if bold else None
        return ft.Row([ft.Text(first, width=28, size=13, weight=weight)]
                      + [ft.Text(c, expand=1, size=13, no_wrap=True, weight=weight) for c in cells], spacing=4)

    rows = [line("", [r.name for r in screen.rows], True)]
    rows += [line(number, totals) for number, totals in screen.sheet]
    return [section_title(t("table.sheet"), 18), tagged("seat-sheet", ft.Column(rows, spacing=2))]


@ft.component
def SeatScreenView(screen: SeatScreen, turn: SeatTurn, message: str, phone: PhoneSeat, seated: bool):
    t = phone.t
    parts: list[ft.Control] = [
        section_title(screen.name, 26 if seated else 20, "seat-name" if seated else "watch-title"),
        tagged("seat-round", ft.Text(screen.title, size=16)),
        hint(screen.dealer_text),
        hint(screen.trump_text),
    ]
    if message:
        parts.append(hint(message, "seat-message", ft.Colors.ERROR))
    if screen.pad:
        parts.append(PhonePad(screen.pad_title, screen.pad, screen.pad_hint, turn, phone))
    if screen.waiting:
        parts.append(tagged("seat-waiting", ft.Container(
            ft.Text(screen.waiting, size=20, weight=ft.FontWeight.W_500),
            bgcolor=ft.Colors.SURFACE_CONTAINER_HIGH, border_radius=12, padding=14)))
    parts += [_chips(screen), ft.Divider(), _rows(screen, t, turn, phone)]
    if screen.cards_note:  # the Bomb, the Cloud, the Werewolf of this round
        parts.append(hint(screen.cards_note, "seat-cards"))
    if screen.sheet:
        parts += _sheet(screen, t)
    if not seated:
        return ft.Column(parts, spacing=10, horizontal_alignment=ft.CrossAxisAlignment.STRETCH)
    parts.append(tagged("seat-leave", ft.TextButton(t("table.leave"), icon=ft.Icons.LOGOUT, on_click=phone.leave)))
    return ft.Column(parts, spacing=10, horizontal_alignment=ft.CrossAxisAlignment.STRETCH,
                     scroll=ft.ScrollMode.AUTO, expand=True)
