"""What the game screen shows under its app bar: the totals over the round
or the sheet (side by side on a wide screen, with table mode's card beside
them), with labelled undo and redo at the bottom. Where each goes is decided
by :func:`~scorekeeper.presenters.game.game_layout`."""

from __future__ import annotations

import flet as ft

from ...presenters.cards import cards_view
from ...presenters.game import ROUND_W, CardPlace, GameLayout, game_frame
from ...presenters.table import host_table_view
from ..round.panel import RoundPanel
from ..sheet.sheet import Sheet
from ..store import AppStore, watch
from ..widgets.banners import banners, notice_over
from ..widgets.basics import tagged
from .announcer import AnnouncerMemo
from .table_card import TableCard
from .totals_strip import TotalsStripMemo
from .undo_bar import UndoBarMemo, undone_banner

TABLE_CARD_MAX_H = 240  # px of a 740 px phone for the host's table card (QR code, link, seats)
ROUND_MAX_W = ROUND_W  # px: the round keeps a readable width on a wide screen; the sheet takes the rest


def side_by_side(main: ft.Control, sheet: ft.Control | None, card: ft.Control | None, layout: GameLayout) -> ft.Control:
    """The round (or the sheet shown instead) at the left, then the sheet
    beside it and table mode's card, each column scrolling its own."""
    first = ft.Container(main, width=layout.main_width, expand=layout.main_width is None)
    columns: list[ft.Control] = [first]
    if sheet is not None:
        columns += [ft.VerticalDivider(width=1),
                    ft.Column([sheet], expand=True, horizontal_alignment=ft.CrossAxisAlignment.STRETCH)]
    if card is not None:
        # its own scroll only on a screen too short for it (the QR code, the link, the seats and End in view)
        column = ft.Column([card], scroll=ft.ScrollMode.AUTO, horizontal_alignment=ft.CrossAxisAlignment.STRETCH)
        columns += [ft.VerticalDivider(width=1),
                    ft.Container(column, width=layout.card_width, expand=layout.card_width is None)]
    return ft.Row(columns, expand=True, vertical_alignment=ft.CrossAxisAlignment.STRETCH, spacing=16)


@ft.component
def GameBody(store: AppStore, layout: GameLayout, show_sheet: bool):
    """Drawn anew on each change of the game (a tap: ``play.changes``) and of
    the subjects it shows; memoized, so the frame drawn anew around it (the
    sheet shown, an undo's words) does not draw it a second time. Its parts
    are memoized too: a tap draws anew only what it changed."""
    play, nav, device, table = store.play, store.nav, store.device, store.table
    watch(play.changes, play, nav, device, table)
    t = store.t
    game = play.game()
    if game is None:
        return ft.Text(nav.message or t("game.missing"))
    session = table.session()
    wide = layout.wide
    # the strip spans the round's (or the sheet's) column on a wide screen (about the whole width, less a card's)
    strip_w = (layout.main_width or 1200 - (layout.card_width or 0)) if wide else 340
    frame = game_frame(game, t, viewing=play.viewing, in_trash=play.in_trash, width=strip_w)
    body: list[ft.Control] = [
        TotalsStripMemo(frame.names, frame.full_names, frame.totals, frame.leaders, frame.dealer, t, frame.out,
                        frame.name_size, key="totals")
    ]
    side_card = None
    if session is not None:
        card = TableCard(host_table_view(game.state.players, session.held(), table.link, t, session.phones_count,
                                         playing=game.state.current.playing), store, key="table")
        if layout.card is CardPlace.BAND:
            # the frame does not scroll: the card scrolls in a band of its own, the round keeps its room under it
            body.append(ft.Container(ft.Column([card], scroll=ft.ScrollMode.AUTO), height=TABLE_CARD_MAX_H))
        else:  # a column of its own beside the round: all of it in view, and every row
            side_card = card
    elif table.message:
        body.append(tagged("table-message", ft.Text(table.message, color=ft.Colors.ERROR)))
    body += banners(store, notice=False)  # the notice goes over the frame's top (notice_over)
    if frame.notice:
        notice: list[ft.Control] = [ft.Text(frame.notice, color=ft.Colors.ON_SURFACE_VARIANT, expand=True)]
        if frame.can_allow_edits:
            notice.append(tagged("allow-edits", ft.TextButton(t("game.allow_edits"), icon=ft.Icons.EDIT, on_click=play.allow_edits)))
        body.append(tagged("read-only", ft.Row(notice)))
    game_id = play.game_id
    if show_sheet:
        body.append(Sheet(game, frame.editable, t, store, game_id, layout.sheet_wide, key="sheet"))
        beside = None
    else:
        summary = store.saved.summary_text(game_id) if game.state.complete and game_id else ""
        # undos and redos so far: an undo brings a hidden bidder's cover back
        epoch = len(game.log) - len(game.states)
        cards = cards_view(game, t) if frame.editable else None  # the special cards' actions
        phones = session.held() if session is not None else frozenset()  # table mode: they bid on their phones
        body.append(RoundPanel(game.state, t, store, game_id, summary, epoch, device.prefs.direct_entry, cards, phones,
                               key="round"))
        beside = Sheet(game, frame.editable, t, store, game_id, True, key="sheet") if layout.sheet_beside else None
    # The frame does not scroll: the panel under it (the round, the sheet)
    # scrolls its own content, so its main action and the sheet's names
    # stay in view, and a new panel starts at its top.
    main = notice_over(ft.Column(body, spacing=10, expand=True, horizontal_alignment=ft.CrossAxisAlignment.STRETCH),
                       store)
    content: ft.Control = main
    if beside is not None or side_card is not None:
        content = side_by_side(main, beside, side_card, layout)
    controls: list[ft.Control] = [content]
    if not show_sheet:
        # outside the scrolling column: Flutter web does not speak a live region
        # scrolled out of view (below a long game-over panel, say); mounted while
        # the round is shown, it remembers the state before each change
        controls.insert(0, AnnouncerMemo(game.state, t, key="live"))
    if play.undone and frame.editable:
        # beside undo and redo, outside the scrolling column: where the thumb
        # that tapped Undo is, and its going (the next tap) moves no row
        undone = undone_banner(play.undone, frame.can_redo, t, store)
        controls.append(ft.Container(undone, width=ROUND_MAX_W) if wide else undone)
    if frame.editable:
        bar = UndoBarMemo(frame.undo_label, frame.redo_label, frame.undo_name, frame.redo_name, frame.can_undo,
                          frame.can_redo, store, key="undo-bar")
        controls.append(ft.Container(bar, width=ROUND_MAX_W) if wide else bar)
    return ft.Column(controls, spacing=6, expand=True)


GameBodyMemo = ft.memo(GameBody)
