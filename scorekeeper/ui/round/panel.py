"""The round screen: trump, bids, trick tally or direct entry, round result,
game over.

One component a file in this folder. Leaf components are memoized
(``ft.memo``) and take plain, value-equal props plus the session's
:class:`~scorekeeper.ui.store.AppStore` (one object for the whole session,
never observed) for their event handlers, so a tap re-renders only what it
changed (a trick tap: one player row and the "tricks left" line).
Every tap that moves the game on carries the turn it was drawn for (see
:mod:`scorekeeper.presenters.taps`), so a double tap acts once.
"""

from __future__ import annotations

import flet as ft

from ...domain import Bid, GameState, Phase, Reveal
from ...i18n import Translator
from ...presenters.cards import CardsView
from ...presenters.dealer_bid import DealerPick
from ...presenters.round import round_view
from ...presenters.taps import TURN_SIGN, nudge_for
from ..store import AppStore
from ..widgets.basics import big_button, card, hint, section_title
from ..widgets.pinned import pinned
from .bid_board import BidBoardMemo
from .bid_confirm import BidConfirm
from .bid_pad import BidPadMemo
from .card_actions import CardActionsMemo
from .cover import Cover
from .game_over import GameOverPanel
from .header import RoundHeaderMemo
from .special_cards import SpecialCardsMemo
from .tally_panel import TallyPanel
from .trump_picker import TrumpPickerMemo


@ft.component
def RoundPanel(state: GameState, t: Translator, store: AppStore, game_id: str | None = None, summary: str = "",
               epoch: int = 0, direct: bool = False, cards: CardsView | None = None,
               phones: frozenset[int] = frozenset()):
    """``epoch``: the game's count of undos and redos (an undo brings a
    hidden bidder's cover back); ``direct``: the table enters tricks directly;
    ``cards``: the special cards' actions (only for a deck that has them);
    ``phones``: in table mode, the seats that bid on their own phones (no
    pad and no cover for them here)."""
    uncovered, set_uncovered = ft.use_state(None)
    scroller = ft.use_ref(None)

    async def to_board(_e) -> None:
        # the actions under the bids grew (an undo's banner): the board and the pad
        # (or the dealer's confirm) back in view over them, the round's header above
        if scroller.current is not None:
            try:
                await scroller.current.scroll_to(scroll_key=ft.ScrollKey("bid-board-top"), duration=0)
            except Exception:  # noqa: BLE001 - no board now (a cover, the reveal) or the panel is gone
                pass

    # what a secret dealer picked or was refused on this screen (see presenters/dealer_bid.py)
    dealer_pick, set_dealer_pick = ft.use_state(None)
    view = round_view(state, t, epoch, phones, dealer_pick)
    if view.game_over:
        return GameOverPanel(state, t, store, game_id, summary, key="over")
    parts: list[ft.Control] = [
        RoundHeaderMemo(view.cards_text, view.dealer_text, view.bidding_rules, view.foresight, t, view.sitting_out,
                        view.adjust_waiting, key="header"),
        TrumpPickerMemo(view.trump_suit, view.trump_card, view.trump, t, store, key="trump"),
    ]
    special = SpecialCardsMemo(cards, view.turn, t, store, key="cards") if cards is not None and cards.noted else None
    if special is not None and view.phase not in (Phase.PLAYING, Phase.SCORED):
        parts.append(special)  # a card played at the start of a round (naming the trump): above the bids
    actions: list[ft.Control] = []
    phase = view.phase
    refused = dealer_pick.refused if isinstance(dealer_pick, DealerPick) else None

    # a secret dealer's pad picks, the confirm step enters the bid: the same
    # screens and taps for the table whether or not the bids would add up
    def pick(drawn, value: int) -> None:
        if store.play.pick(drawn.turn):
            set_dealer_pick(DealerPick(drawn.cover_key, value, refused))

    def change(drawn) -> None:
        if store.play.pick(drawn.turn):
            set_dealer_pick(DealerPick(drawn.cover_key, None, refused))

    def confirm(drawn) -> None:
        step = drawn.confirm
        if step.clashes:  # it would make the bids add up: back to the pad, that value out, nothing entered
            if store.play.pick(drawn.turn):
                set_dealer_pick(DealerPick(drawn.cover_key, None, step.value))
        else:
            store.play.tap(Bid(player=drawn.to_bid, value=step.value), drawn.turn)
    # a dropped tap's sign, on whose turn it is (the rows of the tally take theirs in TallyPanel)
    nudge = nudge_for(TURN_SIGN, store.play.dropped, store.play.dropped_at)
    if view.cover and uncovered != view.cover_key:
        def lift():
            if store.play.may_tap():  # not the second tap of the bid before
                set_uncovered(view.cover_key)

        parts.append(Cover(view.to_bid_name, lift, t, view.cover_ready, nudge, key="cover"))
    elif view.stage is Phase.BIDDING:
        parts.append(ft.Container(BidBoardMemo(view.board, view.bid_total, key="board"),
                                  key=ft.ScrollKey("bid-board-top")))
        if view.waiting:  # table mode: only phones may bid now
            parts.append(card(section_title(view.waiting, 18, "host-waiting")))
        elif view.confirm is not None:
            parts.append(BidConfirm(view.confirm, lambda: confirm(view), lambda: change(view), key="confirm"))
        else:
            parts.append(BidPadMemo(view.to_bid, view.bid_title, view.bid_buttons, view.bid_hint, view.turn, store,
                                    nudge, (lambda v: pick(view, v)) if view.picks else None,
                                    # a pad of its own for each turn: a tap on the one the browser still
                                    # showed after another screen passed it on is said stale (Play.lost_tap)
                                    key=f"bids-{view.turn.round}-{view.turn.seat}-{view.turn.step}"))
    elif phase is Phase.REVEAL:
        parts.append(card(ft.Column([section_title(t("reveal.title"), 20), hint(t("reveal.hint"))], spacing=10)))
        actions.append(big_button("reveal-bids", t("reveal.button"), lambda: store.play.tap(Reveal(), view.turn),
                                  icon=ft.Icons.VISIBILITY))
    elif phase in (Phase.PLAYING, Phase.SCORED):
        # the tally (or direct entry) scrolls the header with its rows, over its own action;
        # what the cards did scrolls under the rows, the cards played in play stay in view over the action
        playable = CardActionsMemo(cards, view.turn, t, store, key="card-actions") \
            if cards is not None and cards.playable else None
        return TallyPanel(view, state, direct, t, store, parts, [special] if special is not None else [], playable,
                          key="tally")
    return pinned(parts, actions, key=f"stage-{view.stage.value}", ref=scroller, on_resize=to_board)
