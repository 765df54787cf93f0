"""What the round screen shows, computed from the game state.

Every decision of the round screen is made here: whose turn it is, which bid
is greyed and why, who still needs tricks, what each player row says, the
tricks typed in by hand (the last seat filled in), and the final ranking.
"""

from __future__ import annotations

from dataclasses import dataclass, replace

from ..domain import BidMode, GameState, Phase, bid_choice
from ..i18n import Translator
from .common import leading_seats


@dataclass(frozen=True, slots=True)
class BidButton:
    value: int
    enabled: bool
    reason: str  # why it is disabled ("" when enabled)


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
    to_bid: int | None
    to_bid_name: str
    bid_title: str  # "Ben's bid", or the dealer's rebid request
    bid_buttons: tuple[BidButton, ...]
    bid_hint: str  # "bids would add up to 5" when something is greyed
    bid_balance: str  # "2 bids for 3 cards: 1 trick unclaimed" once bids are visible
    tricks_left: int
    tally_title: str  # "2 of 3 tricks left", or "Round 3 scored"
    tally_hint: str  # what to tap, or how to fix a mistake
    lines: tuple[PlayerLine, ...]
    tricks: tuple[int, ...]  # won so far, per seat (where typing the tricks in starts)
    cover: bool  # hidden/secret: show a cover screen between players
    cover_key: tuple[int, int | None]  # one cover per round and bidder
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


def row_stage(phase: Phase) -> Phase:
    """What the rows show in a phase: a rebid is still bidding."""
    return Phase.BIDDING if phase is Phase.REBID else phase


def _finish_line(line: PlayerLine, stage: Phase, t: Translator) -> PlayerLine:
    """The texts of a row, decided by what the row shows."""
    info = t("play.bid_won", bid=line.bid or "–", won=line.won)
    if line.status and stage is Phase.PLAYING:
        info += f" · {line.status}"
    label = line.name + (f"  ({t('round.dealer_badge')})" if line.is_dealer else "")
    points_text = f"{line.points or 0:+d}" if stage is Phase.SCORED else ""
    return replace(line, stage=stage, label=label, info=info, tap_label=t("play.tap_label", name=line.name),
                   points_text=points_text)


def _bid_balance(t: Translator, bid_sum: int, cards: int) -> str:
    diff = bid_sum - cards
    if diff > 0:
        return t("balance.over", bids=bid_sum, cards=cards, n=diff)
    if diff < 0:
        return t("balance.under", bids=bid_sum, cards=cards, n=-diff)
    return t("balance.even", bids=bid_sum, cards=cards)


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
    leaders = leading_seats(state)
    pts = rnd.points
    visible = rnd.bids_visible
    stage = row_stage(phase)
    lines = []
    for seat, name in enumerate(state.players):
        bid = rnd.bids[seat]
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
        lines.append(_finish_line(line, stage, t))
    balance = _bid_balance(t, rnd.bid_sum, rnd.cards) if rnd.bids_complete and visible else ""
    bidding_rules = t(f"mode.{rules.bids.value}") + (" · " + t("mode.notequal") if rules.notequal else "")
    to_bid_name = state.name(rnd.to_bid) if rnd.to_bid is not None else ""
    scored = phase is Phase.SCORED
    if scored:
        tally_title, tally_hint = t("scored.title", n=rnd.number), t("scored.fix_hint")
    else:
        left = rnd.tricks_left
        tally_title = t("play.left_one", n=left) if rnd.cards == 1 else t("play.left", n=left, cards=rnd.cards)
        tally_hint = t("play.tap_winner")
    next_dealer = state.name((rnd.dealer + 1) % len(state.players))
    return RoundView(
        number=rnd.number,
        total_rounds=state.total_rounds,
        cards=rnd.cards,
        cards_text=t("round.cards_one") if rnd.cards == 1 else t("round.cards", n=rnd.cards),
        dealer=state.name(rnd.dealer),
        first_bidder=state.name(rnd.first_bidder),
        dealer_text=t("round.dealer", dealer=state.name(rnd.dealer), first=state.name(rnd.first_bidder)),
        trump=trump_label(t, rnd.trump, rnd.trump_card),
        trump_suit=rnd.trump,
        trump_card=rnd.trump_card,
        foresight=rules.foresight,
        bidding_rules=bidding_rules,
        phase=phase,
        to_bid=rnd.to_bid,
        to_bid_name=to_bid_name,
        bid_title=t("bid.rebid", name=to_bid_name, cards=rnd.cards) if phase is Phase.REBID
        else t("bid.turn", name=to_bid_name),
        bid_buttons=buttons,
        bid_hint=hint,
        bid_balance=balance if not scored else "",
        tricks_left=rnd.tricks_left,
        tally_title=tally_title,
        tally_hint=tally_hint,
        lines=tuple(lines),
        tricks=tuple(rnd.tricks),
        cover=rules.bids is not BidMode.OPEN and phase is Phase.BIDDING,
        cover_key=(rnd.number, rnd.to_bid),
        is_last_round=rnd.number == state.total_rounds,
        game_over=state.complete,
        next_dealer=next_dealer,
        next_round_label=t("scored.next", dealer=next_dealer) if scored and not state.complete else "",
    )


# -- tricks typed in at the end of a round ------------------------------------


@dataclass(frozen=True, slots=True)
class TricksForm:
    """Each player's tricks typed in by hand. The last seat is not typed: it
    gets whatever the others leave of the cards dealt."""

    cards: int
    entered: tuple[int, ...]  # every seat but the last

    @classmethod
    def start(cls, cards: int, tricks_so_far: tuple[int, ...]) -> "TricksForm":
        return cls(cards, tuple(tricks_so_far[:-1]))

    def bump(self, seat: int, delta: int) -> "TricksForm":
        """One trick more or less for a typed seat, kept within 0..cards."""
        values = list(self.entered)
        values[seat] = max(0, min(self.cards, values[seat] + delta))
        return replace(self, entered=tuple(values))

    @property
    def last(self) -> int:
        """The last seat's tricks (negative when the others claim too many)."""
        return self.cards - sum(self.entered)

    @property
    def tricks(self) -> tuple[int, ...]:
        return (*self.entered, self.last)

    @property
    def can_save(self) -> bool:
        return self.last >= 0


# -- game over ----------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class RankRow:
    rank: int  # 1 = best; ties share a rank
    name: str
    total: int

    @property
    def winner(self) -> bool:
        return self.rank == 1


@dataclass(frozen=True, slots=True)
class GameOverView:
    title: str  # "Ana wins!" / "Ana & Ben share the win!"
    rows: tuple[RankRow, ...]  # best first; ties in seat order


def game_over_view(state: GameState, t: Translator) -> GameOverView:
    totals = state.totals
    ranks = state.ranks()
    order = sorted(range(len(state.players)), key=lambda s: (ranks[s], s))
    winners = [state.name(s) for s in state.winners]
    names = " & ".join(winners)
    title = t("over.winner", names=names) if len(winners) == 1 else t("over.winners", names=names)
    return GameOverView(title, tuple(RankRow(ranks[s], state.name(s), totals[s]) for s in order))
