"""One player's row through play and once scored: a tap records that they won the trick."""

from __future__ import annotations

import flet as ft

from ...domain import Phase, TrickWon
from ...presenters.round import PlayerLine
from ...presenters.taps import Turn
from ..store import AppStore
from ..widgets.shake import use_shake

GRID_ROW_H = 74  # px: name and points, counts, a line of status (six rows and the next action in view at 360x740)


@ft.component
def PlayerRow(line: PlayerLine, turn: Turn, grid: bool, store: AppStore, nudge: int = 0):
    """One player, in seat order, through play: their tricks so far and what
    they still need (a tap records that they won the trick); once scored
    their points. The row keeps its place from play to the score. ``grid``:
    two rows a line (many players), each a line of status, so everyone
    and the next action fit above the fold;
    ``nudge``: the row shakes when it changes (a tap on it was dropped)."""
    scored = line.stage is Phase.SCORED
    # The same controls in play and once scored, only their values change:
    # the trick that scores the round then patches each row in place instead
    # of building it anew (a quicker last tap).
    right = ft.Semantics(  # no identifier in play: the row reads as one ("bid 2 · won 1 ...")
        identifier=f"points-{line.seat}" if scored else None,
        content=ft.Text(line.points_text if scored else str(line.won), size=22 if scored else 26, weight=ft.FontWeight.BOLD,
                        color=(ft.Colors.GREEN_700 if (line.points or 0) > 0 else ft.Colors.ERROR) if scored else None,
                        # in the grid the number shares the name's line: one line of its size, no taller
                        style=ft.TextStyle(height=1.0) if grid else None),
    )
    if grid:
        # half a phone's width: the points beside the name; the counts ("bid 2 ·
        # won 1") and the status ("must lose the rest", an adjustment once
        # scored) each a line of the whole half under them, never wrapped
        name = name_line(line.label, line.is_dealer, line.name_size)
        name.expand = True
        row: ft.Control = ft.Column(
            [
                ft.Row([name, right], vertical_alignment=ft.CrossAxisAlignment.CENTER, spacing=4),
                ft.Text(line.counts, size=13, max_lines=1, overflow=ft.TextOverflow.ELLIPSIS),
                ft.Text(line.status if line.stage is Phase.PLAYING else line.adjusted, size=13, max_lines=1,
                        overflow=ft.TextOverflow.ELLIPSIS),
            ],
            spacing=0,
        )
    else:
        row = ft.Row(
            [
                ft.Column(
                    [name_line(line.label, False, line.name_size), ft.Text(line.info, size=14)],
                    spacing=0,
                    expand=True,
                    alignment=ft.MainAxisAlignment.CENTER,
                ),
                right,
            ],
            vertical_alignment=ft.CrossAxisAlignment.CENTER,
            spacing=6,
        )
    tappable = line.tappable
    # A tap always means "won the next trick in play" (the tricks played so
    # far: a trick another screen counted first makes it stale); once the
    # round is scored it is stale and dropped (the handler stays: flet 1.0.5
    # loses a Semantics' identifier when its content gains or loses an
    # on_click in place).
    won = Turn(turn.round, Phase.PLAYING, turn.seat, turn.step)
    box = ft.Container(
        # in play the row is one button, named "Ana won this trick: bid 2 · won 1 · needs 1 more"
        ft.Semantics(label=line.row_label if tappable else None, exclude_semantics=tappable, content=row),
        padding=ft.Padding.symmetric(horizontal=10 if grid else 14, vertical=5 if grid else 6),
        border_radius=12,
        bgcolor=ft.Colors.PRIMARY_CONTAINER if tappable else ft.Colors.SURFACE_CONTAINER_LOW,
        on_click=lambda _e: store.play.tap(TrickWon(player=line.seat), won),
        ink=tappable,
        height=GRID_ROW_H if grid else 64,
        **use_shake(nudge),
    )
    return ft.Semantics(
        identifier=f"trick-{line.seat}" if tappable else f"row-{line.seat}",
        content=box,
        col=6 if grid else 12,
    )


def name_line(label: str, dealer_icon: bool, size: int = 17) -> ft.Control:
    """The row's name (in the grid the dealer gets an icon: half a row has no room for "(deals)")."""
    # cut to the row's room by the presenter, each name told apart (never cut again here)
    name = ft.Text(label, size=size, weight=ft.FontWeight.BOLD, no_wrap=True)
    if not dealer_icon:
        return name  # one control fewer to draw anew in each row a trick changes
    name.expand = True
    return ft.Row([name, ft.Icon(ft.Icons.STYLE, size=16)], spacing=2)


PlayerRowMemo = ft.memo(PlayerRow)

