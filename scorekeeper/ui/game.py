"""The game screen: header (round, totals, undo/redo) over the round or the sheet."""

from __future__ import annotations

import flet as ft

from ..domain import Redo, Undo
from ..domain.game import Game
from ..i18n import Translator
from .round import RoundPanel
from .sheet import Sheet
from .store import AppStore, StoreRef
from .widgets import message_banner, tagged


def undo_label(t: Translator, game: Game, redo: bool = False) -> str:
    action = game.redo_action if redo else game.undo_action
    key = "game.redo" if redo else "game.undo"
    if action is None:
        return t(key)
    return t(key + "_what", what=t(f"action.{action.type}"))


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
    state = game.state
    title = (
        t("game.over_title", n=state.current.number) if state.complete
        else t("game.round_of", n=state.current.number, total=state.total_rounds)
    )
    actions: list[ft.Control] = []
    if not store.read_only:
        actions += [
            tagged("undo", ft.IconButton(ft.Icons.UNDO, tooltip=undo_label(t, game), disabled=not game.can_undo,
                                         on_click=lambda: store.act(Undo()))),
            tagged("redo", ft.IconButton(ft.Icons.REDO, tooltip=undo_label(t, game, redo=True), disabled=not game.can_redo,
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
    leaders = frozenset(state.leaders()) if state.rounds_scored else frozenset()
    body: list[ft.Control] = [
        TotalsStripMemo(state.players, state.totals, leaders, None if state.complete else state.current.dealer, t,
                        key="totals")
    ]
    if store.message:
        body.append(message_banner(store.message, store.dismiss_message))
    if store.read_only:
        notice: list[ft.Control] = [ft.Text(t("game.in_trash") if store.in_trash else t("game.view_only"),
                                            color=ft.Colors.ON_SURFACE_VARIANT, expand=True)]
        if not store.in_trash:
            notice.append(tagged("allow-edits", ft.TextButton(t("game.allow_edits"), icon=ft.Icons.EDIT, on_click=store.allow_edits)))
        body.append(tagged("read-only", ft.Row(notice)))
    if store.show_sheet:
        body.append(Sheet(game, store.read_only, t, ref, key="sheet"))
    else:
        body.append(RoundPanel(state, t, ref, key="round"))
    return ft.View(
        route="/game",
        appbar=ft.AppBar(
            leading=tagged("back", ft.IconButton(ft.Icons.ARROW_BACK, tooltip=t("common.back"), on_click=store.home)),
            title=tagged("round-number", ft.Text(title, size=18)),
            actions=actions,
        ),
        controls=[ft.Column(body, spacing=10, scroll=ft.ScrollMode.AUTO, expand=True)],
        padding=ft.Padding.symmetric(horizontal=10, vertical=8),
    )
