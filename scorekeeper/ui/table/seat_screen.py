"""A seated phone's screen: the round, its own bid pad or what it waits
for, every bid the table may see, the tally and the totals, live."""

from __future__ import annotations

import flet as ft

from ...presenters.table import SeatScreen
from ...i18n import Translator
from ..store.seat import SeatTaps
from ...presenters.taps import Turn
from ..widgets.basics import hint, keyed, tagged
from .phone_pad import PhonePadMemo
from .seat_columns import SeatColumnsMemo
from .seat_head import SeatHeadMemo
from .seat_leave import SeatLeaveMemo
from .seat_chip import SeatChipMemo
from .seat_row import SeatRowMemo
from .seat_sheet import SeatSheetMemo


@ft.component
def SeatScreenView(screen: SeatScreen, turn: Turn, message: str, t: Translator, taps: SeatTaps, seated: bool):
    parts: list[ft.Control] = [
        SeatHeadMemo(screen.name, screen.title, screen.dealer_text, screen.trump_text, seated, key="head"),
    ]
    if message:
        parts.append(hint(message, "seat-message", ft.Colors.ERROR))
    if screen.pad:
        # keyed by the turn: a tap's second click that races the redraw reaches
        # the keys drawn for the turn that is over (dropped), never new ones
        parts.append(PhonePadMemo(screen.pad_title, screen.pad, screen.pad_hint, turn, taps,
                                  key=f"pad-{turn.round}-{turn.step}"))
    if screen.waiting:
        parts.append(tagged("seat-waiting", ft.Container(
            ft.Text(screen.waiting, size=20, weight=ft.FontWeight.W_500),
            bgcolor=ft.Colors.SURFACE_CONTAINER_HIGH, border_radius=12, padding=14)))
    # memoized parts, keyed: a bid tapped on one phone redraws one chip and one row on the others
    chips = ft.Row([SeatChipMemo(c, key=f"chip-{c.seat}") for c in screen.chips], wrap=True, spacing=6, run_spacing=6)
    head = SeatColumnsMemo(t, key="columns")
    counts = screen.count_labels
    # a counting row is keyed by the turn as well (a trick counted draws new rows, see the pad)
    rows = [SeatRowMemo(r, r.name == screen.name and seated, counts[r.seat] if counts else "", turn if counts else None,
                        taps, key=f"row-{r.seat}-{turn.round}-{turn.step}" if counts else f"row-{r.seat}")
            for r in screen.rows]
    parts += [chips, ft.Divider(), ft.Column([head, *rows], spacing=4)]
    for choice in screen.cards:  # a special card this seat may play (its own choice, made here in private)
        parts.append(hint(choice.hint))
        for line in choice.lines:
            # keyed by the turn as well (see the pad)
            parts.append(ft.Row([
                keyed(f"{pick.tag}-{turn.round}-{turn.step}", tagged(
                    pick.tag, ft.OutlinedButton(pick.label, on_click=lambda _e, a=pick.action: taps.card(a, turn)),
                    expand=True))
                for pick in line.picks
            ], spacing=8))
    if screen.cards_note:  # what the special cards did this round
        parts.append(hint(screen.cards_note, "seat-cards"))
    if screen.sheet:
        parts.append(SeatSheetMemo(t("table.sheet"), tuple(r.name for r in screen.rows), screen.sheet,
                                   screen.sheet_notes, key="sheet"))
    if not seated:
        return ft.Column(parts, spacing=10, horizontal_alignment=ft.CrossAxisAlignment.STRETCH)
    parts.append(SeatLeaveMemo(t("table.leave"), taps, key="leave"))
    return ft.Column(parts, spacing=10, horizontal_alignment=ft.CrossAxisAlignment.STRETCH,
                     scroll=ft.ScrollMode.AUTO, expand=True)
