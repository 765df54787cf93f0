"""The game screen: the round's title and totals over the round or the sheet
(side by side on a wide screen), with labelled undo and redo at the bottom."""

from __future__ import annotations

import flet as ft

from ..i18n import Translator
from ..presenters.game import game_frame
from ..presenters.labels import dismiss_label
from .live import AnnouncerMemo, named
from .round import RoundPanel
from .sheet import Sheet
from .store import AppStore, StoreRef
from .widgets import MIN_TOUCH, icon_button, message_banner, notice_banner, tagged

ROUND_MAX_W = 520  # px: the round keeps a readable width on a wide screen; the sheet takes the rest


@ft.component
def TotalsStrip(names: tuple[str, ...], full_names: tuple[str, ...], totals: tuple[int, ...], leaders: frozenset[int],
                dealer: int | None, t: Translator):
    """Every player's running total, always in view and six across a phone
    (the names shown shortened, read out whole): the leaders starred, the
    dealer marked."""
    chips = []
    for seat, name in enumerate(names):
        lead = seat in leaders
        chips.append(
            ft.Container(
                ft.Column(
                    [
                        # the name has the whole width: six chips share a phone's
                        ft.Text(name, size=13, no_wrap=True, overflow=ft.TextOverflow.ELLIPSIS,
                                text_align=ft.TextAlign.CENTER, weight=ft.FontWeight.BOLD if lead else None),
                        total_line(seat, totals[seat], lead, t("game.total_label", name=full_names[seat],
                                                                     total=totals[seat])),
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
    # the strip spans the round's column on a wide screen (the whole width with the sheet alone)
    strip_w = (1200 if store.show_sheet else ROUND_MAX_W) if store.wide else 340
    frame = game_frame(game, t, viewing=store.viewing, in_trash=store.in_trash, width=strip_w)
    actions: list[ft.Control] = [
        icon_button("rules-reference", ft.Icons.MENU_BOOK, t("rules.open"), lambda: store.push("rules")),
        tagged(
            "sheet-toggle",
            ft.TextButton(
                t("game.show_round") if store.show_sheet else t("game.show_sheet"),
                icon=ft.Icons.STYLE if store.show_sheet else ft.Icons.TABLE_CHART,
                on_click=lambda: setattr(store, "show_sheet", not store.show_sheet),
                height=MIN_TOUCH,
            ),
        ),
    ]
    body: list[ft.Control] = [
        TotalsStripMemo(frame.names, frame.full_names, frame.totals, frame.leaders, frame.dealer, t, key="totals")
    ]
    if store.message:
        body.append(message_banner(store.message, store.dismiss_message, dismiss_label(t)))
    if store.notice:
        body.append(notice_banner(store.notice, store.dismiss_notice, dismiss_label(t)))
    if frame.notice:
        notice: list[ft.Control] = [ft.Text(frame.notice, color=ft.Colors.ON_SURFACE_VARIANT, expand=True)]
        if frame.can_allow_edits:
            notice.append(tagged("allow-edits", ft.TextButton(t("game.allow_edits"), icon=ft.Icons.EDIT, on_click=store.allow_edits)))
        body.append(tagged("read-only", ft.Row(notice)))
    game_id = store.game_id
    if store.show_sheet:
        body.append(Sheet(game, frame.editable, t, ref, game_id, store.wide, key="sheet"))
        beside = None
    else:
        summary = store.summary_text(game_id) if game.state.complete and game_id else ""
        # undos and redos so far: an undo brings a hidden bidder's cover back
        epoch = len(game.log) - len(game.states)
        body.append(RoundPanel(game.state, t, ref, game_id, summary, epoch, store.prefs.direct_entry, key="round"))
        beside = Sheet(game, frame.editable, t, ref, game_id, True, key="sheet") if store.wide else None
    main = ft.Column(body, spacing=10, scroll=ft.ScrollMode.AUTO, expand=True)
    if beside is not None:
        content: ft.Control = ft.Row(
            [
                ft.Container(main, width=ROUND_MAX_W),
                ft.VerticalDivider(width=1),
                ft.Column([beside], scroll=ft.ScrollMode.AUTO, expand=True),
            ],
            expand=True,
            vertical_alignment=ft.CrossAxisAlignment.START,
            spacing=16,
        )
    elif store.wide and not store.show_sheet:
        content = ft.Row([ft.Container(main, width=ROUND_MAX_W)], expand=True, alignment=ft.MainAxisAlignment.CENTER)
    else:
        content = main
    controls: list[ft.Control] = [content]
    if not store.show_sheet:
        # outside the scrolling column: Flutter web does not speak a live region
        # scrolled out of view (below a long game-over panel, say); mounted while
        # the round is shown, it remembers the state before each change
        controls.insert(0, AnnouncerMemo(game.state, t, key="live"))
    if store.undone and frame.editable:
        # beside undo and redo, outside the scrolling column: where the thumb
        # that tapped Undo is, and its going (the next tap) moves no row
        undone = undone_banner(store.undone, frame.can_redo, t, store)
        controls.append(ft.Container(undone, width=ROUND_MAX_W) if store.wide else undone)
    if frame.editable:
        bar = UndoBarMemo(frame.undo_label, frame.redo_label, frame.undo_name, frame.redo_name, frame.can_undo,
                          frame.can_redo, ref, key="undo-bar")
        controls.append(ft.Container(bar, width=ROUND_MAX_W) if store.wide else bar)
    return ft.View(
        route="/game",
        appbar=ft.AppBar(
            leading=icon_button("back", ft.Icons.ARROW_BACK, t("common.back"), store.back),
            # the screen's heading: which round, of how many
            title=ft.Semantics(identifier="round-number", header=True, content=ft.Text(frame.title, size=18)),
            actions=actions,
        ),
        controls=controls,
        padding=ft.Padding.symmetric(horizontal=10, vertical=8),
        spacing=6,
    )


@ft.component
def UndoBar(undo_label: str, redo_label: str, undo_name: str, redo_name: str, can_undo: bool, can_redo: bool,
            ref: StoreRef):
    """Undo and redo, labelled with what they take back or bring back, where
    a thumb reaches them (the bottom of the screen); a screen reader also
    hears whose ("Undo Ben's bid"). Memoized: a tap that leaves the labels
    as they were does not draw them anew."""
    return ft.Row(
        [
            tagged("undo", ft.OutlinedButton(named(undo_name, ft.Text(undo_label)), icon=ft.Icons.UNDO,
                                             disabled=not can_undo, on_click=lambda: ref.store.undo(),
                                             height=MIN_TOUCH), expand=1),
            # equal halves: a long single word ("Wiederholen") must not be broken mid-word
            tagged("redo", ft.OutlinedButton(named(redo_name, ft.Text(redo_label)), icon=ft.Icons.REDO,
                                             disabled=not can_redo, on_click=lambda: ref.store.redo(),
                                             height=MIN_TOUCH), expand=1),
        ],
        spacing=8,
    )


UndoBarMemo = ft.memo(UndoBar)


def undone_banner(text: str, can_redo: bool, t: Translator, store: AppStore) -> ft.Control:
    """What an undo took back ("Undid Ben's bid 2"), with its redo one tap away."""
    parts: list[ft.Control] = [
        ft.Icon(ft.Icons.UNDO, color=ft.Colors.ON_SECONDARY_CONTAINER),
        tagged("undone-text", ft.Text(text, color=ft.Colors.ON_SECONDARY_CONTAINER, size=15), expand=True),
    ]
    if can_redo:
        parts.append(tagged("undone-redo", ft.TextButton(t("game.redo_short"), on_click=lambda: store.redo(),
                                                         height=MIN_TOUCH)))
    parts.append(icon_button("undone-close", ft.Icons.CLOSE, dismiss_label(t), lambda: store.dismiss_undone(),
                             color=ft.Colors.ON_SECONDARY_CONTAINER))
    return tagged(
        "undone",
        ft.Container(
            ft.Row(parts, vertical_alignment=ft.CrossAxisAlignment.CENTER, spacing=6),
            bgcolor=ft.Colors.SECONDARY_CONTAINER,
            border_radius=8,
            padding=ft.Padding.only(left=12, right=4, top=2, bottom=2),
        ),
    )
