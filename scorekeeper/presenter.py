"""What the round screen shows, computed from the game state.

The views only render these plain objects and forward taps; every decision
(whose turn, which bid is greyed and why, who still needs tricks) is made
here, in plain Python that the unit tests reach without a browser.
"""

from __future__ import annotations

from dataclasses import dataclass

from .domain import BidMode, GameState, Phase, bid_choice
from .i18n import Translator


@dataclass(frozen=True, slots=True)
class BidButton:
    value: int
    enabled: bool
    reason: str  # why it is disabled ("" when enabled)


@dataclass(frozen=True, slots=True)
class PlayerLine:
    seat: int
    name: str
    bid: str  # the bid as shown ("", "?" while hidden, "2")
    won: int
    status: str  # "needs 2 more", "must lose the rest", ...
    points: int | None
    total: int
    is_dealer: bool
    is_turn: bool
    is_leader: bool  # best total right now


@dataclass(frozen=True, slots=True)
class RoundView:
    number: int
    total_rounds: int
    cards: int
    dealer: str
    first_bidder: str
    trump: str  # translated label
    trump_card: bool
    foresight: bool
    mode: str  # translated bidding-rules line
    phase: Phase
    to_bid: int | None
    to_bid_name: str
    bid_buttons: tuple[BidButton, ...]
    bid_hint: str  # "bids would add up to 5" when something is greyed
    bid_balance: str  # "2 bids for 3 cards: 1 trick unclaimed" once bids are visible
    tricks_left: int
    lines: tuple[PlayerLine, ...]
    cover: bool  # hidden/secret: show a cover screen between players
    is_last_round: bool
    game_over: bool
    next_dealer: str


def trick_status(t: Translator, bid: int | None, won: int, left: int, visible: bool) -> str:
    if bid is None or not visible:
        return ""
    need = bid - won
    if need > left:
        return t("status.cannot_make", n=need - left)
    if need > 0:
        return t("status.needs", n=need)
    if need == 0:
        return t("status.no_more") if left else t("status.made")
    return t("status.over", n=-need)


def trump_label(t: Translator, trump: str | None, trump_card: bool) -> str:
    if not trump_card:
        return t("trump.none_all_dealt")
    if trump is None:
        return t("trump.not_recorded")
    return t(f"trump.{trump}")


def round_view(state: GameState, t: Translator) -> RoundView:
    rnd = state.current
    rules = rnd.rules
    phase = rnd.phase
    choice = bid_choice(state)
    buttons: tuple[BidButton, ...] = ()
    hint = ""
    if choice is not None:
        buttons = tuple(
            BidButton(v, v not in choice.forbidden, choice.forbidden.get(v, "")) for v in choice.values
        )
        if choice.forbidden:
            value, reason = next(iter(choice.forbidden.items()))
            hint = t("bid.forbidden", value=value, reason=reason)
    totals = state.totals
    top = max(totals)
    any_scored = state.rounds_scored > 0
    pts = rnd.points
    visible = rnd.bids_visible
    lines = []
    for seat, name in enumerate(state.players):
        bid = rnd.bids[seat]
        if bid is None:
            shown = ""
        elif visible:
            shown = str(bid)
        else:
            shown = "?"
        lines.append(
            PlayerLine(
                seat=seat,
                name=name,
                bid=shown,
                won=rnd.tricks[seat],
                status=trick_status(t, bid, rnd.tricks[seat], rnd.tricks_left, visible)
                if phase in (Phase.PLAYING, Phase.SCORED)
                else "",
                points=pts[seat] if pts else None,
                total=totals[seat],
                is_dealer=seat == rnd.dealer,
                is_turn=seat == rnd.to_bid,
                is_leader=any_scored and totals[seat] == top,
            )
        )
    balance = ""
    if rnd.bids_complete and visible:
        diff = rnd.bid_sum - rnd.cards
        if diff > 0:
            balance = t("balance.over", bids=rnd.bid_sum, cards=rnd.cards, n=diff)
        elif diff < 0:
            balance = t("balance.under", bids=rnd.bid_sum, cards=rnd.cards, n=-diff)
        else:
            balance = t("balance.even", bids=rnd.bid_sum, cards=rnd.cards)
    mode = t(f"mode.{rules.bids.value}") + (" · " + t("mode.notequal") if rules.notequal else "")
    is_last = rnd.number == state.total_rounds
    next_dealer = state.name((rnd.dealer + 1) % len(state.players))
    return RoundView(
        number=rnd.number,
        total_rounds=state.total_rounds,
        cards=rnd.cards,
        dealer=state.name(rnd.dealer),
        first_bidder=state.name(rnd.first_bidder),
        trump=trump_label(t, rnd.trump, rnd.trump_card),
        trump_card=rnd.trump_card,
        foresight=rules.foresight,
        mode=mode,
        phase=phase,
        to_bid=rnd.to_bid,
        to_bid_name=state.name(rnd.to_bid) if rnd.to_bid is not None else "",
        bid_buttons=buttons,
        bid_hint=hint,
        bid_balance=balance,
        tricks_left=rnd.tricks_left,
        lines=tuple(lines),
        cover=rules.bids is not BidMode.OPEN and phase is Phase.BIDDING,
        is_last_round=is_last,
        game_over=state.complete,
        next_dealer=next_dealer,
    )
