"""What the round screen shows, computed from the game state.

Every decision of the round screen is made here: whose turn it is, which bid
is greyed and why, every bid so far against the cards dealt, who still needs
tricks, what each player row says, and the final ranking (direct entry of
tricks is in :mod:`.entry`).
"""

from __future__ import annotations

from dataclasses import dataclass, replace

from ..domain import BidMode, GameState, Phase, bid_choice
from ..domain.sheet import standings
from ..i18n import Translator
from .common import leading_seats, round_stage
from .names import fit_chars, short_names
from .taps import Turn, turn_of

# From this many players on, the rows go two to a line: six rows of one
# would push players 5 and 6 below the fold of a 740 px phone.
GRID_FROM = 5


@dataclass(frozen=True, slots=True)
class BidButton:
    value: int
    enabled: bool
    reason: str  # why it is disabled ("" when enabled)
    label: str = ""  # what a screen reader says: "Ben bids 2", or why Ben cannot


@dataclass(frozen=True, slots=True)
class BidChip:
    """One player's bid on the board above the pad, in seat order."""

    seat: int
    name: str  # shortened to fit six across a phone
    bid: str  # "2"; "–" not yet; "" entered but covered (see ``covered``)
    is_turn: bool
    is_dealer: bool
    covered: bool = False  # a hidden or secret bid is in: the board shows that, not the bid


@dataclass(frozen=True, slots=True)
class PlayerLine:
    """One player's row. Value-equal on purpose: the view memoizes rows, so a
    trick tap re-renders only the rows whose line changed."""

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
    # what the row shows: BIDDING (also while the dealer rebids), PLAYING
    # (the tally; a tap records a won trick) or SCORED (the points)
    stage: Phase = Phase.BIDDING
    label: str = ""  # the name, with the dealer's badge
    info: str = ""  # "bid 2 · won 1 · needs 1 more"
    tap_label: str = ""  # what a screen reader says the tap does
    row_label: str = ""  # the tappable row's whole name: the tap, then the row's words
    points_text: str = ""  # "+30", "-10" once scored

    @property
    def tappable(self) -> bool:
        return self.stage is Phase.PLAYING


@dataclass(frozen=True, slots=True)
class RoundView:
    number: int
    total_rounds: int
    cards: int
    cards_text: str  # "3 cards each"
    dealer: str
    first_bidder: str
    dealer_text: str  # "Ana deals · Ben bids first and leads"
    trump: str  # translated label
    trump_suit: str | None  # as recorded: a suit, "none" (a Jester), None (not yet)
    trump_card: bool
    foresight: bool
    bidding_rules: str  # translated bidding-rules line ("Open bids · notequal")
    phase: Phase
    stage: Phase  # what the screen shows: a rebid is bidding (see .common.round_stage)
    to_bid: int | None
    to_bid_name: str
    bid_title: str  # "Ben's bid", or the dealer's rebid request
    bid_buttons: tuple[BidButton, ...]
    bid_hint: str  # "bids would add up to 5" when something is greyed
    board: tuple[BidChip, ...]  # every player's bid so far (while bidding)
    bid_total: str  # "Bids 7 of 8 · 1 short" while bidding ("" while the bids are covered)
    bid_balance: str  # "2 bids for 3 cards: 1 trick unclaimed" once bids are visible
    tricks_left: int
    tally_title: str  # "2 of 3 tricks left", or "Round 3 scored"
    tally_hint: str  # what to tap, or how to fix a mistake
    lines: tuple[PlayerLine, ...]
    tricks: tuple[int, ...]  # won so far, per seat (where typing the tricks in starts)
    cover: bool  # hidden/secret: show a cover screen between players
    cover_key: tuple[int, int | None, int]  # one cover per round, bidder and undo (see round_view)
    turn: Turn  # what a tap on this screen is meant for (see .taps)
    grid: bool  # rows two to a line (many players)
    is_last_round: bool
    game_over: bool
    next_dealer: str
    next_round_label: str  # "" when there is no next round


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


def _finish_line(line: PlayerLine, stage: Phase, t: Translator, shown_name: str = "", grid: bool = False) -> PlayerLine:
    """The texts of a row, decided by what the row shows."""
    info = t("play.bid_won", bid=line.bid or "–", won=line.won)
    if line.status and stage is Phase.PLAYING:
        info += f" · {line.status}"
    # in the grid a row is half as wide: the view marks the dealer with an icon there
    badge = f"  ({t('round.dealer_badge')})" if line.is_dealer and not grid else ""
    label = (shown_name or line.name) + badge
    points_text = f"{line.points or 0:+d}" if stage is Phase.SCORED else ""
    tap_label = t("play.tap_label", name=line.name)
    return replace(line, stage=stage, label=label, info=info, tap_label=tap_label, points_text=points_text,
                   row_label=f"{tap_label}: {info}")


def _bid_balance(t: Translator, bid_sum: int, cards: int) -> str:
    diff = bid_sum - cards
    if diff > 0:
        return t("balance.over", bids=bid_sum, cards=cards, n=diff)
    if diff < 0:
        return t("balance.under", bids=bid_sum, cards=cards, n=-diff)
    return t("balance.even", bids=bid_sum, cards=cards)


def _board(state: GameState) -> tuple[BidChip, ...]:
    rnd = state.current
    names = short_names(state.players, fit_chars(len(state.players)))
    chips = []
    for seat, name in enumerate(names):
        bid = rnd.bids[seat]
        covered = bid is not None and not rnd.bids_visible
        shown = "–" if bid is None else ("" if covered else str(bid))
        chips.append(BidChip(seat, name, shown, seat == rnd.to_bid, seat == rnd.dealer, covered))
    return tuple(chips)


def _bid_total(t: Translator, state: GameState) -> str:
    """The bids so far against the cards dealt, while bidding (and only where
    the table may see the bids)."""
    rnd = state.current
    if not rnd.bids_visible:
        return ""
    total, cards = rnd.bid_sum, rnd.cards
    if total < cards:
        balance = t.n("bid.short", cards - total, n=cards - total)
    elif total > cards:
        balance = t("bid.over_by", n=total - cards)
    else:
        balance = t("bid.even")
    return f"{t('bid.total', bids=total, cards=cards)} · {balance}"


def round_view(state: GameState, t: Translator, epoch: int = 0) -> RoundView:
    """``epoch``: how many undos and redos the game has seen (see
    :attr:`scorekeeper.domain.Game.log`); part of the cover's key, so a cover
    lifted for a bidder comes back after an undo brings their turn back."""
    rnd = state.current
    rules = rnd.rules
    phase = rnd.phase
    choice = bid_choice(state)
    buttons: tuple[BidButton, ...] = ()
    hint = ""
    if choice is not None:
        # notequal is the one reason a value is forbidden (the engine's reason is English)
        reason = t("bid.reason.notequal", cards=rnd.cards)
        bidder = state.name(choice.player)
        buttons = tuple(
            BidButton(v, False, reason, t("live.bid_refused", name=bidder, value=v, reason=reason))
            if v in choice.forbidden else BidButton(v, True, "", t("live.bid", name=bidder, value=v))
            for v in choice.values
        )
        if choice.forbidden:
            hint = t("bid.forbidden", value=next(iter(choice.forbidden)), reason=reason)
    totals = state.totals
    leaders = leading_seats(state)
    pts = rnd.points
    visible = rnd.bids_visible
    stage = round_stage(phase)
    grid = len(state.players) >= GRID_FROM
    row_names = short_names(state.players, 10 if grid else 22)  # a row is half the width in the grid
    lines = []
    bids = rnd.final_bids if rnd.variants else rnd.bids  # a bid the Cloud changed counts as changed
    for seat, name in enumerate(state.players):
        bid = bids[seat]
        if bid is None:
            shown = ""
        elif visible:
            shown = str(bid)
        else:
            shown = "?"
        line = PlayerLine(
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
            is_leader=seat in leaders,
        )
        lines.append(_finish_line(line, stage, t, row_names[seat], grid))
    balance = _bid_balance(t, rnd.bid_sum, rnd.cards) if rnd.bids_complete and visible else ""
    bidding_rules = t(f"mode.{rules.bids.value}") + (" · " + t("mode.notequal") if rules.notequal else "")
    to_bid_name = state.name(rnd.to_bid) if rnd.to_bid is not None else ""
    scored = phase is Phase.SCORED
    if scored:
        tally_title, tally_hint = t("scored.title", n=rnd.number), t("scored.fix_hint")
    else:
        left = rnd.tricks_left
        tally_title = t.n("play.left", rnd.tricks_to_win, n=left, cards=rnd.tricks_to_win)
        tally_hint = t("play.tap_winner")
    next_dealer = state.name((rnd.dealer + 1) % len(state.players))
    return RoundView(
        number=rnd.number,
        total_rounds=state.total_rounds,
        cards=rnd.cards,
        cards_text=t.n("round.cards", rnd.cards, n=rnd.cards),
        dealer=state.name(rnd.dealer),
        first_bidder=state.name(rnd.first_bidder),
        dealer_text=t("round.dealer", dealer=state.name(rnd.dealer), first=state.name(rnd.first_bidder)),
        trump=trump_label(t, rnd.trump, rnd.trump_card),
        trump_suit=rnd.trump,
        trump_card=rnd.trump_card,
        foresight=rules.foresight,
        bidding_rules=bidding_rules,
        phase=phase,
        stage=stage,
        to_bid=rnd.to_bid,
        to_bid_name=to_bid_name,
        bid_title=t("bid.rebid", name=to_bid_name, cards=rnd.cards) if phase is Phase.REBID
        else t("bid.turn", name=to_bid_name),
        bid_buttons=buttons,
        bid_hint=hint,
        board=_board(state) if stage is Phase.BIDDING else (),
        bid_total=_bid_total(t, state) if stage is Phase.BIDDING else "",
        bid_balance=balance if not scored else "",
        tricks_left=rnd.tricks_left,
        tally_title=tally_title,
        tally_hint=tally_hint,
        lines=tuple(lines),
        tricks=tuple(rnd.tricks),
        cover=rules.bids is not BidMode.OPEN and phase is Phase.BIDDING,
        cover_key=(rnd.number, rnd.to_bid, epoch),
        turn=turn_of(state),
        grid=grid,
        is_last_round=rnd.number == state.total_rounds,
        game_over=state.complete,
        next_dealer=next_dealer,
        next_round_label=t("scored.next", dealer=next_dealer) if scored and not state.complete else "",
    )


# -- game over ----------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class RankRow:
    rank: int  # 1 = best; ties share a rank
    name: str
    total: int
    last: str = ""  # the last round's points ("+30 in round 20"): the final screen shows where the total came from

    @property
    def winner(self) -> bool:
        return self.rank == 1


@dataclass(frozen=True, slots=True)
class GameOverView:
    title: str  # "Ana wins!" / "Ana and Ben share the win!"
    rows: tuple[RankRow, ...]  # best first; ties in seat order


def game_over_view(state: GameState, t: Translator) -> GameOverView:
    winners = [state.name(s) for s in state.winners]
    title = t.n("over.winner", len(winners), names=t.join(winners))
    last = state.rounds[-1]
    points = last.points or (0,) * len(state.players)
    return GameOverView(title, tuple(
        RankRow(s.place, s.name, s.total, t("over.last_round", points=f"{points[s.seat]:+d}", n=last.number))
        for s in standings(state)
    ))
