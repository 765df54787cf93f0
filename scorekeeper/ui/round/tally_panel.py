"""Play and the round's result on one panel: the same rows in the same places."""

from __future__ import annotations

import flet as ft

from ...domain import CloseRound, GameState, Phase
from ...i18n import Translator
from ...presenters.round import RoundView
from ...presenters.taps import TURN_SIGN, nudge_for, row_sign
from ..store import AppStore
from ..widgets.basics import big_button, hint, keyed, section_title, tagged
from ..widgets.live import focus_on
from ..widgets.pinned import pinned
from ..widgets.shake import use_shake
from .direct_entry import DirectEntry
from .player_row import PlayerRowMemo


def player_rows(view: RoundView, store: AppStore) -> ft.Control:
    dropped, at = store.play.dropped, store.play.dropped_at  # a dropped tap's sign: its row shakes
    rows = [PlayerRowMemo(line, view.turn, view.grid, store, nudge_for(row_sign(line.seat), dropped, at),
                          key=f"row-{line.seat}") for line in view.lines]
    return ft.ResponsiveRow(rows, spacing=6, run_spacing=6, columns=12)


@ft.component
def TallyPanel(view: RoundView, state: GameState, direct: bool, t: Translator, store: AppStore,
               header: list[ft.Control] | None = None, footer: list[ft.Control] | None = None,
               cards: ft.Control | None = None):
    """Play and the round's result on one panel: the same rows in the same
    places, so the last trick turns the tally into the score in place. A
    table that enters each player's tricks at the end gets direct entry
    (``direct``: its remembered choice). ``header``: the round's header, which
    scrolls with the rows; the next action stays in view below them;
    ``footer``: what scrolls under the rows (what the special cards did);
    ``cards``: the special cards played in play (the variants' offers),
    pinned above the next action so they are in view with up to six rows."""
    header = list(header or [])
    footer = list(footer or [])
    entering, set_entering = ft.use_state(direct)
    scroller = ft.use_ref(None)

    async def to_rows():
        # the round's header (trump, the cards' notes) is above the rows: a round in
        # play opens at its tally, every row in view over the pinned actions; again
        # when the pinned part grows (the scored round's buttons, an undo's banner, a
        # card's open choice) or the rows' part does (the scored round's hint): on the
        # browser's word that the size changed, so the scroll is measured on the new layout
        if scroller.current is not None and not entering:
            try:
                await scroller.current.scroll_to(scroll_key=ft.ScrollKey(f"tally-top-{view.number}"), duration=0)
            except Exception:  # noqa: BLE001 - the tally is gone already (direct entry, the sheet): nothing to scroll
                pass

    scored = view.phase is Phase.SCORED
    ft.use_effect(to_rows, [view.number, entering])

    async def resized(_e) -> None:
        await to_rows()

    shake = use_shake(nudge_for(TURN_SIGN, store.play.dropped, store.play.dropped_at))
    if entering and not scored:
        def by_trick():
            store.device.set_entry("tally")
            set_entering(False)

        return DirectEntry(state, view.turn, view.bid_balance, t, store, by_trick, [*header, *footer],
                           [cards] if cards is not None else [], key="entry")

    def direct_entry():
        if store.play.may_tap():  # not the second tap of the bid that opened play
            store.device.set_entry("direct")
            set_entering(True)

    # keyed: the last trick takes the bid balance and direct entry away and
    # brings the next-round button, and the rows must stay where they are
    top = keyed("title", ft.Container(section_title(view.tally_title, 18, "round-scored" if scored else "tricks-left"),
                                      **shake))
    parts: list[ft.Control] = [top]
    if view.tally_hint:
        parts.append(keyed("hint", hint(view.tally_hint)))
    if view.bid_balance:
        parts.append(keyed("balance", hint(view.bid_balance, "bid-balance")))
    # keyed by the tricks played: each trick draws new rows, so a tap on a row the
    # browser still showed after this session drew the next trick (another
    # screen counted it) reaches no control and is said as stale (Play.lost_tap)
    parts.append(keyed(f"rows-{view.turn.step}", player_rows(view, store)))
    next_round: ft.Control | None = None
    actions: list[ft.Control] = [cards] if cards is not None else []
    if scored:
        if view.next_round_label:
            next_round = big_button("next-round", view.next_round_label,
                                    lambda: store.play.tap(CloseRound(), view.turn), icon=ft.Icons.ARROW_FORWARD)
            actions.append(keyed("next", next_round))
    else:
        actions.append(keyed("direct", tagged("direct-entry", ft.TextButton(
            ft.Text(t("play.enter_totals"), text_align=ft.TextAlign.CENTER), icon=ft.Icons.EDIT,
            on_click=direct_entry))))
    # the round is scored: the keyboard goes to what comes next
    focus_on(next_round, [scored, view.number])
    # keyed by the round: a new round's tally starts at its top
    rows = ft.Column(parts, spacing=8, horizontal_alignment=ft.CrossAxisAlignment.STRETCH,
                     key=ft.ScrollKey(f"tally-top-{view.number}"), on_size_change=resized)
    return pinned([*header, rows, *footer], actions, key=f"tally-{view.number}", ref=scroller, on_resize=resized)
