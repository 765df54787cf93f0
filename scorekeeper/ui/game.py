"""The game screen: header (round, totals, undo/redo) over the round or the sheet."""

from __future__ import annotations

import flet as ft

from ..domain import Redo, Undo
from ..i18n import Translator
from ..presenters.game import game_frame
from .round import RoundPanel
from .sheet import Sheet
from .store import AppStore, StoreRef
from .widgets import message_banner, tagged


@ft.component
def TotalsStrip(names: tuple[str, ...], totals: tuple[int, ...], leaders: frozenset[int], dealer: int | None, t: Translator):
    """Every player's running total, always in view; the leaders starred and
    the dealer marked."""
    chips = []
    for seat, name in enumerate(names):
        lead = seat in leaders
        chips.append(
            ft.Container(
                ft.Column(
                    [
                        ft.Row(
                            [
                                *([ft.Icon(ft.Icons.STAR, size=12, color=ft.Colors.AMBER_800)] if lead else []),
                                ft.Text(name, size=12, no_wrap=True, overflow=ft.TextOverflow.ELLIPSIS,
                                        weight=ft.FontWeight.BOLD if lead else None),
                                *([ft.Icon(ft.Icons.STYLE, size=14, tooltip=t("round.dealer_badge"))] if seat == dealer else []),
                            ],
                            spacing=2,
                            alignment=ft.MainAxisAlignment.CENTER,
                            tight=True,
                        ),
                        tagged(f"total-{seat}", ft.Text(str(totals[seat]), size=18, weight=ft.FontWeight.BOLD),
                               label=t("game.total_label", name=name, total=totals[seat])),
                    ],
                    spacing=0,
                    horizontal_alignment=ft.CrossAxisAlignment.CENTER,
                ),
                padding=ft.Padding.symmetric(horizontal=6, vertical=4),
                border_radius=8,
                bgcolor=ft.Colors.PRIMARY_CONTAINER if lead else ft.Colors.SURFACE_CONTAINER_HIGH,
                expand=True,
            )
        )
    return ft.Row(chips, spacing=4)


TotalsStripMemo = ft.memo(TotalsStrip)


@ft.component
def GameScreen(store: AppStore, ref: StoreRef):
    t = store.t
    _ = store.version  # re-render on every change, here or in another tab
    game = store.game()
    if game is None:
        return ft.View(
            route="/game",
            controls=[ft.Text(store.message or t("game.missing")), ft.Button(t("common.home"), on_click=store.home)],
        )
    frame = game_frame(game, t, viewing=store.viewing, in_trash=store.in_trash)
    actions: list[ft.Control] = []
    if frame.editable:
        actions += [
            tagged("undo", ft.IconButton(ft.Icons.UNDO, tooltip=frame.undo_label, disabled=not frame.can_undo,
                                         on_click=lambda: store.act(Undo()))),
            tagged("redo", ft.IconButton(ft.Icons.REDO, tooltip=frame.redo_label, disabled=not frame.can_redo,
                                         on_click=lambda: store.act(Redo()))),
        ]
    actions.append(
        tagged(
            "sheet-toggle",
            ft.IconButton(
                ft.Icons.STYLE if store.show_sheet else ft.Icons.TABLE_CHART,
                tooltip=t("game.show_round") if store.show_sheet else t("game.show_sheet"),
                on_click=lambda: setattr(store, "show_sheet", not store.show_sheet),
            ),
        )
    )
    body: list[ft.Control] = [
        TotalsStripMemo(frame.names, frame.totals, frame.leaders, frame.dealer, t, key="totals")
    ]
    if store.message:
        body.append(message_banner(store.message, store.dismiss_message))
    if frame.notice:
        notice: list[ft.Control] = [ft.Text(frame.notice, color=ft.Colors.ON_SURFACE_VARIANT, expand=True)]
        if frame.can_allow_edits:
            notice.append(tagged("allow-edits", ft.TextButton(t("game.allow_edits"), icon=ft.Icons.EDIT, on_click=store.allow_edits)))
        body.append(tagged("read-only", ft.Row(notice)))
    if store.show_sheet:
        body.append(Sheet(game, frame.editable, t, ref, key="sheet"))
    else:
        body.append(RoundPanel(game.state, t, ref, key="round"))
    return ft.View(
        route="/game",
        appbar=ft.AppBar(
            leading=tagged("back", ft.IconButton(ft.Icons.ARROW_BACK, tooltip=t("common.back"), on_click=store.home)),
            title=tagged("round-number", ft.Text(frame.title, size=18)),
            actions=actions,
        ),
        controls=[ft.Column(body, spacing=10, scroll=ft.ScrollMode.AUTO, expand=True)],
        padding=ft.Padding.symmetric(horizontal=10, vertical=8),
    )
