"""Every player's running total, always in view above the round or the sheet."""

from __future__ import annotations

import flet as ft

from ...i18n import Translator
from ..widgets.basics import name_box, tagged


@ft.component
def TotalsStrip(names: tuple[str, ...], full_names: tuple[str, ...], totals: tuple[int, ...], leaders: frozenset[int],
                dealer: int | None, t: Translator, out: frozenset[int] = frozenset(), size: int = 13):
    """Every player's running total, always in view and six across a phone
    (the names shown shortened, read out whole): the leaders starred, the
    dealer marked; ``out``: the seats that sit this round out (greyed: their
    total stays as it is); ``size``: the names' px (see presenters/names.py chip_fit)."""
    chips = []
    two_lines = any("\n" in name for name in names)
    for seat, name in enumerate(names):
        lead = seat in leaders
        chips.append(
            ft.Container(
                ft.Column(
                    [
                        # the name has the whole width: six chips share a phone's
                        # fit by the presenter (two lines where that helps), each told
                        # apart, never cut again here; read out whole
                        name_box(ft.Text(name, size=size, no_wrap=True, text_align=ft.TextAlign.CENTER,
                                         weight=ft.FontWeight.BOLD if lead else None,
                                         semantics_label=full_names[seat]), two_lines),
                        total_line(seat, totals[seat], lead, t.n("game.total_label", totals[seat],
                                                                       name=full_names[seat], total=totals[seat])),
                    ],
                    spacing=0,
                    horizontal_alignment=ft.CrossAxisAlignment.CENTER,
                ),
                padding=ft.Padding.symmetric(horizontal=3, vertical=4),
                border_radius=8,
                bgcolor=ft.Colors.PRIMARY_CONTAINER if lead else ft.Colors.SURFACE_CONTAINER_HIGH,
                # the dealer: an outline (an icon would take a name's room)
                border=ft.Border.all(2, ft.Colors.TERTIARY) if seat == dealer else None,
                tooltip=t("round.dealer_badge") if seat == dealer else None,
                opacity=0.5 if seat in out else 1.0,  # never None: the web client stops drawing the page
                expand=True,
            )
        )
    return ft.Row(chips, spacing=4)


def total_line(seat: int, total: int, lead: bool, label: str) -> ft.Control:
    """A chip's total, starred for a leader (the row only then: a scoring tap
    draws every chip anew, one control fewer each is a quicker tap)."""
    number = tagged(f"total-{seat}", ft.Text(str(total), size=18, weight=ft.FontWeight.BOLD), label=label)
    if not lead:
        return number
    return ft.Row([ft.Icon(ft.Icons.STAR, size=12, color=ft.Colors.AMBER_800), number], spacing=1, tight=True,
                  alignment=ft.MainAxisAlignment.CENTER)


TotalsStripMemo = ft.memo(TotalsStrip)
