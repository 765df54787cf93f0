"""One player's row of direct entry: a button per count."""

from __future__ import annotations

import flet as ft

from ...presenters.entry import EntrySeat
from ..widgets.basics import MIN_TOUCH, card, tagged
from ..widgets.live import named
from ..widgets.shake import use_shake

COUNT_COLUMNS = 6  # counts a line at phone width (0..15 in three lines)


@ft.component
def EntryRow(line: EntrySeat, picker: ft.MutableRef, nudge: int = 0):
    """One player: name, bid, what was picked, and a button per count.
    ``picker.current(seat, value)`` records a pick (a stable holder, so an
    unchanged row is skipped when another row's count is picked); ``nudge``:
    the line shakes when it changes (a count tapped too soon was dropped)."""
    buttons = []
    for value, enabled in enumerate(line.options):
        chosen = value == line.value
        button = tagged(
            f"tricks-{line.seat}-{value}",
            ft.Button(
                # its own name says whose count it is: "Ben took 2"
                content=named(line.labels[value] if line.labels else "",
                              ft.Text(str(value), size=19, weight=ft.FontWeight.BOLD, no_wrap=True)),
                disabled=not enabled,
                height=MIN_TOUCH,
                bgcolor=(ft.Colors.TERTIARY if line.filled_in else ft.Colors.PRIMARY) if chosen else None,
                color=(ft.Colors.ON_TERTIARY if line.filled_in else ft.Colors.ON_PRIMARY) if chosen else None,
                style=ft.ButtonStyle(padding=0, shape=ft.RoundedRectangleBorder(radius=10)),
                on_click=lambda _e, v=value: picker.current(line.seat, v),
            ),
        )
        button.col = 12 // COUNT_COLUMNS
        buttons.append(button)
    head = ft.Row(
        [
            ft.Text(line.name, size=17, weight=ft.FontWeight.BOLD, no_wrap=True, overflow=ft.TextOverflow.ELLIPSIS,
                    expand=True),
            tagged(f"tricks-bid-{line.seat}", ft.Text(line.bid, size=15)),
            tagged(f"tricks-status-{line.seat}",
                   ft.Text(line.status, size=15, weight=ft.FontWeight.BOLD if line.value is not None else None,
                           color=ft.Colors.TERTIARY if line.filled_in else None)),
        ],
        spacing=10,
    )
    box = card(ft.Column([head, ft.ResponsiveRow(buttons, spacing=5, run_spacing=5, columns=12)], spacing=6),
               padding=10)
    for name, value in use_shake(nudge).items():
        setattr(box, name, value)
    return tagged(f"entry-row-{line.seat}", box)


EntryRowMemo = ft.memo(EntryRow)
