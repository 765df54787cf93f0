"""The score sheet: rounds x players like the paper pad; tap a scored round
to correct it (every later total follows)."""

from __future__ import annotations

import flet as ft

from ..domain import Game
from ..i18n import Translator
from ..presenters.sheet import CorrectionForm, Fix, correction_view, sheet_view
from .store import StoreRef
from .widgets import card, heading, hint, tagged

ROUND_W = 40
PHONE_TABLE_W = 326  # what a 360 px phone leaves for the table


def cell_width(players: int) -> int:
    """Fit the whole table on a phone where possible (scroll beyond that)."""
    return max(52, min(84, (PHONE_TABLE_W - ROUND_W) // players))


STEPPER_W = 108  # two icon buttons (40) and the value (28)


def _cell(text_top: str, text_main: str, width: int, color: str | None = None, bold: bool = False) -> ft.Control:
    return ft.Container(
        ft.Column(
            [
                ft.Text(text_top, size=11, color=ft.Colors.ON_SURFACE_VARIANT),
                ft.Text(text_main, size=16, weight=ft.FontWeight.BOLD if bold else None, color=color),
            ],
            spacing=0,
            horizontal_alignment=ft.CrossAxisAlignment.END,
        ),
        width=width,
        padding=ft.Padding.symmetric(horizontal=4, vertical=4),
    )


@ft.component
def CorrectionDialog(game: Game, number: int, on_close, t: Translator, ref: StoreRef):
    state = game.state
    form, set_form = ft.use_state(lambda: CorrectionForm.of_round(state, number))
    view = correction_view(game, form, t)

    def bump(kind: Fix, seat: int, delta: int):
        set_form(lambda f: f.bump(kind, seat, delta))  # an updater: quick taps all count

    def stepper(kind: Fix, seat: int) -> ft.Control:
        name = state.players[seat]
        return ft.Row(
            [
                tagged(f"fix-{kind}-{seat}-minus", ft.IconButton(ft.Icons.REMOVE, on_click=lambda _e: bump(kind, seat, -1),
                                                                 tooltip=t(f"fix.{kind}_less", name=name))),
                tagged(f"fix-{kind}-{seat}", ft.Text(str(form.value(kind, seat)), size=18, width=28,
                                                     text_align=ft.TextAlign.CENTER)),
                tagged(f"fix-{kind}-{seat}-plus", ft.IconButton(ft.Icons.ADD, on_click=lambda _e: bump(kind, seat, 1),
                                                                tooltip=t(f"fix.{kind}_more", name=name))),
            ],
            spacing=0,
            tight=True,
        )

    # On a phone the dialog is ~230 px wide: the two steppers fill a line, so
    # each name goes on its own line above them, and the problem goes first
    # (it stays in view however many players there are).
    rows: list[ft.Control] = [hint(view.problem, "fix-problem", ft.Colors.ERROR)] if view.problem else []
    rows.append(
        ft.Row(
            [ft.Text(t("sheet.bid"), width=STEPPER_W, text_align=ft.TextAlign.CENTER),
             ft.Text(t("sheet.tricks"), width=STEPPER_W, text_align=ft.TextAlign.CENTER)],
            spacing=12,
        )
    )
    for seat, name in enumerate(state.players):
        rows.append(ft.Text(name, size=15, weight=ft.FontWeight.BOLD, no_wrap=True, overflow=ft.TextOverflow.ELLIPSIS))
        rows.append(ft.Row([stepper(Fix.BID, seat), stepper(Fix.TRICKS, seat)], spacing=12))

    def save():
        if ref.store.act(form.action):
            on_close()

    # use_dialog needs the AlertDialog itself (a component passed to it is
    # never shown), so this component portals its own dialog and leaves an
    # empty box where it sits; unmounting it closes the dialog.
    ft.use_dialog(
        ft.AlertDialog(
            modal=True,
            title=ft.Text(view.title),
            content=ft.Column(rows, tight=True, spacing=2, scroll=ft.ScrollMode.AUTO),
            actions=[
                tagged("fix-cancel", ft.TextButton(t("common.cancel"), on_click=on_close)),
                tagged("fix-save", ft.FilledButton(t("common.save"), on_click=save, disabled=not view.can_save)),
            ],
            on_dismiss=on_close,
        )
    )
    return ft.Container(width=0, height=0)


@ft.component
def Sheet(game: Game, editable: bool, t: Translator, ref: StoreRef):
    """``editable``: a tap on a scored round corrects it (not while viewing
    only or for a game in the trash)."""
    view = sheet_view(game.state, editable, t)
    fixing, set_fixing = ft.use_state(None)
    players = len(view.names)
    cell_w = cell_width(players)
    header = ft.Row(
        [ft.Container(ft.Text("#", size=12), width=ROUND_W)]
        + [
            ft.Container(
                ft.Text(name, size=14, weight=ft.FontWeight.BOLD, no_wrap=True, overflow=ft.TextOverflow.ELLIPSIS,
                        color=ft.Colors.PRIMARY if seat in view.leaders else None),
                width=cell_w,
                alignment=ft.Alignment.CENTER_RIGHT,
                padding=ft.Padding.symmetric(horizontal=6),
            )
            for seat, name in enumerate(view.names)
        ],
        spacing=0,
    )
    body: list[ft.Control] = [header, ft.Divider(height=1)]
    for rnd in view.rows:
        cells: list[ft.Control] = [
            ft.Container(
                ft.Column([ft.Text(str(rnd.number), size=14, weight=ft.FontWeight.BOLD), ft.Text(f"({rnd.cards})", size=11, color=ft.Colors.ON_SURFACE_VARIANT)], spacing=0),
                width=ROUND_W,
                padding=ft.Padding.only(left=4),
            )
        ]
        cells += [_cell(c.top, c.main, cell_w, ft.Colors.ERROR if c.lost else None, bold=c.bold) for c in rnd.cells]
        row = ft.Row(cells, spacing=0)
        # Keyed by tappability: when a Semantics' content gains or loses an
        # on_click in place (a round scored or undone while the sheet shows,
        # e.g. from another tab), flet 1.0.5 drops its identifier and label;
        # a new key builds a new Semantics node instead.
        if rnd.correctable:
            body.append(
                ft.Semantics(
                    identifier=f"sheet-round-{rnd.number}",
                    label=t("sheet.round_label", n=rnd.number),
                    content=ft.Container(row, on_click=lambda _e, n=rnd.number: set_fixing(n), ink=True, border_radius=6),
                    key=f"sheet-round-{rnd.number}-fix",
                )
            )
        else:
            body.append(ft.Semantics(identifier=f"sheet-round-{rnd.number}", content=row, key=f"sheet-round-{rnd.number}"))
        body.append(ft.Divider(height=1, color=ft.Colors.OUTLINE_VARIANT))
    width = ROUND_W + cell_w * players
    table = ft.Row([ft.Column(body, spacing=0, width=width)], scroll=ft.ScrollMode.AUTO)
    notes: list[ft.Control] = [heading(t("sheet.title"), 18), hint(view.note)]
    dialog = [CorrectionDialog(game, fixing, lambda: set_fixing(None), t, ref, key=f"fix-{fixing}")] if fixing is not None else []
    return ft.Column([*notes, card(table, padding=4), *dialog], spacing=8)
