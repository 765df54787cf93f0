"""What the round screen shows, computed from the game state.

Every decision of the round screen is made here: whose turn it is, which bid
is greyed and why, every bid so far against the cards dealt, who still needs
tricks and what each player row says (the final ranking is in
:mod:`.game_over`, direct entry of tricks in :mod:`.entry`).
"""

from __future__ import annotations

from dataclasses import dataclass, replace

from ..domain import BidMode, GameState, Phase, RoundState, bid_choice, may_bid, pending_cards
from ..i18n import Translator
from .common import leading_seats, next_dealer_seat, round_stage
from .evening import points_text as signed
from .dealer_bid import BidConfirm, DealerPick, bid_confirm, current_pick, dealer_picks
from .game_over import GameOverView, RankRow, game_over_view  # noqa: F401 - the game-over panel's, in its own module
from .names import chip_fit, fit_chars, short_names, text_px
from .taps import Turn, turn_of

# From this many players on, the rows go two to a line: six rows of one
# would push players 5 and 6 below the fold of a 740 px phone.
GRID_FROM = 5
ROW_NAME_SIZES = (17, 16, 15, 14)  # px: a row's name, and the steps it takes in the grid to stay whole


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
    name: str  # shortened to fit six across a phone, over two lines where that helps ("Fried\nrich")
    bid: str  # "2"; "–" not yet; "" entered but covered (see ``covered``)
    is_turn: bool
    is_dealer: bool
    covered: bool = False  # a hidden or secret bid is in: the board shows that, not the bid
    full_name: str = ""  # what a screen reader says: the whole name
    size: int = 13  # px: the name's (a step smaller where that keeps every chip's name whole on one line)


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
    counts: str = ""  # "bid 2 · won 1" (the grid's half rows put the status on a line of its own)
    tap_label: str = ""  # what a screen reader says the tap does
    row_label: str = ""  # the tappable row's whole name: the tap, then the row's words
    points_text: str = ""  # "+30", "-10" once scored
    adjusted: str = ""  # once scored, the round's adjustments apart: "revoke −10 → −20 this round"
    name_size: int = ROW_NAME_SIZES[0]  # px: the name's (a step smaller in the grid where that keeps it whole)

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
    cover: bool  # hidden/secret: show a cover screen between players (and before a secret dealer's rebid)
    cover_key: tuple[int, int | None, int, bool]  # one cover per round, bidder, undo and rebid (see round_view)
    turn: Turn  # what a tap on this screen is meant for (see .taps)
    grid: bool  # rows two to a line (many players)
    is_last_round: bool
    game_over: bool
    next_dealer: str
    next_round_label: str  # "" when there is no next round
    cover_ready: str = ""  # the cover's button: "I am Ben: enter my bid" (show my bid, once Ben has one)
    # secret + notequal, the dealer's pad: a tap picks a value, the confirm step enters it (see .dealer_bid)
    picks: bool = False
    confirm: BidConfirm | None = None  # the dealer's confirm step, shown instead of the pad
    # table mode: what the host waits for while every seat that may bid now is on a phone
    waiting: str = ""
    sitting_out: str = ""  # who does not play this round ("Ben left after round 2 · final total 40")
    # the adjustments entered for this round, said while it waits to be scored
    adjust_waiting: str = ""
    # every trick is in, but a card that changes the score may still be entered (the Cloud):
    # the score is provisional until it is, or the table moves on
    provisional: bool = False


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


def _finish_line(line: PlayerLine, stage: Phase, t: Translator, shown_name: str = "", grid: bool = False,
                 name_size: int = 17) -> PlayerLine:
    """The texts of a row, decided by what the row shows."""
    counts = info = t("play.bid_won", bid=line.bid or "–", won=line.won)
    if line.status and stage is Phase.PLAYING:
        info += f" · {line.status}"
    # in the grid a row is half as wide: the view marks the dealer with an icon there
    badge = f" ({t('round.dealer_badge')})" if line.is_dealer and not grid else ""
    label = (shown_name or line.name) + badge
    points_text = f"{line.points or 0:+d}" if stage is Phase.SCORED else ""
    if line.adjusted and stage is Phase.SCORED and not grid:
        info += f" · {line.adjusted}"  # the grid's half row says it on the status line
    tap_label = t("play.tap_label", name=line.name)
    return replace(line, stage=stage, label=label, info=info, counts=counts, tap_label=tap_label,
                   points_text=points_text, row_label=f"{tap_label}: {info}", name_size=name_size)


def adjusted_text(rnd: RoundState, seat: int, t: Translator) -> str:
    """``seat``'s adjustments of a scored round, apart from its points, and what the round
    adds in all: "revoke −10 → −20 this round" ("" without one)."""
    mine = [a for a in rnd.adjust if a.player == seat]
    points = rnd.points
    if not mine or points is None:
        return ""
    what = ", ".join(f"{a.reason or t('scored.adjustment')} {signed(a.points)}" for a in mine)
    gain = points[seat] + rnd.adjusted(seat)
    return t("scored.adjusted", what=what, gain=signed(gain) if gain else "0")


def adjust_waiting(state: GameState, t: Translator) -> str:
    """The adjustments entered for the current round while it waits to be scored ("": none)."""
    rnd = state.current
    if not rnd.adjust or rnd.scored:
        return ""
    what = [t("did.adjust", points=signed(a.points), name=state.name(a.player), reason=a.reason) if a.reason
            else t("did.adjust_plain", points=signed(a.points), name=state.name(a.player)) for a in rnd.adjust]
    return t("round.adjust_waiting", what="; ".join(what), n=rnd.number)


def _row_names(players: tuple[str, ...], dealer: int, grid: bool, t: Translator) -> tuple[tuple[str, ...], int]:
    """The names the rows show and their px: half of 340 px in the grid (the
    points beside the name, the dealer's icon after it), the whole width
    otherwise (the dealer's badge after it). Every name whole where it fits
    (measured in the app's font), in the grid at the largest of
    :data:`ROW_NAME_SIZES` that holds them all ("Charlotte", "Maximilian");
    else cut to its row's room and told apart from the others."""
    room: float
    dealer_room: float
    sizes: tuple[int, ...]
    if grid:
        room, dealer_room = 147 - 58, 147 - 58 - 18
        sizes = ROW_NAME_SIZES
    else:
        room = 312 - 58
        dealer_room = room - text_px(f" ({t('round.dealer_badge')})", ROW_NAME_SIZES[0])
        sizes = ROW_NAME_SIZES[:1]
    for size in sizes:
        if all(text_px(name, size) <= (dealer_room if seat == dealer else room) for seat, name in enumerate(players)):
            return tuple(players), size
    size = sizes[-1]
    names = list(short_names(players, fit_chars(1, int(room), size, 0)))
    names[dealer] = short_names(players, max(3, fit_chars(1, int(dealer_room), size, 0)))[dealer]
    return tuple(names), size


def _bid_balance(t: Translator, bid_sum: int, cards: int) -> str:
    diff = bid_sum - cards
    # the words for the tricks follow the card count ("за 3 штиха", "mit 1 Stich")
    if diff > 0:
        return t.n("balance.over", cards, bids=bid_sum, cards=cards, n=diff)
    if diff < 0:
        return t.n("balance.under", cards, bids=bid_sum, cards=cards, n=-diff)
    return t.n("balance.even", cards, bids=bid_sum, cards=cards)


def _board(state: GameState, bidder: int | None) -> tuple[BidChip, ...]:
    """``bidder``: whose pad the screen shows (see :func:`host_bidder`)."""
    rnd = state.current
    # the chips share 340 px as the totals strip's do (the dealer's mark goes under the name)
    playing = rnd.playing  # a seat out of this round is not asked for a bid: no chip
    fit, size = chip_fit(tuple(state.players[s] for s in playing))
    names = dict(zip(playing, fit))
    chips = []
    for seat, name in names.items():
        bid = rnd.bids[seat]
        covered = bid is not None and not rnd.bids_visible
        shown = "–" if bid is None else ("" if covered else str(bid))
        chips.append(BidChip(seat, name, shown, seat == bidder, seat == rnd.dealer, covered, state.players[seat], size))
    return tuple(chips)


def _bid_total(t: Translator, state: GameState) -> str:
    """The bids so far against the cards dealt, while bidding (and only where
    the table may see the bids)."""
    rnd = state.current
    if not rnd.bids_visible:
        return ""
    total, cards = rnd.bid_sum, rnd.cards
    # before the last bid the sum is a running one: "so far" (it may not add up yet)
    so_far = any(rnd.bids[s] is None for s in rnd.playing)
    if total < cards:
        balance = t.n("bid.short", cards - total, n=cards - total)
    elif total > cards:
        balance = t("bid.over_by", n=total - cards)
    else:
        balance = t("bid.even")
    return f"{t('bid.total_so_far' if so_far else 'bid.total', bids=total, cards=cards)} · {balance}"


def host_bidder(state: GameState, phones: frozenset[int] = frozenset()) -> int | None:
    """The seat whose bid this screen enters: the game's turn, except in
    table mode, where ``phones`` (the seats a phone holds) bid on their own
    phones. Open bids wait for the phone whose turn it is (None); hidden and
    secret bids come in any order, so the screen takes the first seat in
    bidding order without a phone that may bid now (None: only phones may)."""
    rnd = state.current
    if not phones or rnd.to_bid is None:
        return rnd.to_bid
    return next((seat for seat in rnd.bidding_order if seat not in phones and may_bid(rnd, seat)), None)


def _waiting(state: GameState, phones: frozenset[int], t: Translator) -> str:
    """What the host waits for while only phones may bid."""
    rnd = state.current
    if rnd.to_bid is None:
        return ""
    if rnd.rules.bids is BidMode.OPEN:
        return t("table.waiting_for", name=state.name(rnd.to_bid))
    names = [state.name(s) for s in rnd.bidding_order if s in phones and may_bid(rnd, s)]
    return t("table.host_waiting_phones", names=t.join(names)) if names else ""


def sitting_out(state: GameState, t: Translator) -> str:
    """Who is not at the table this round ("" when everyone plays), a line each: a player who
    left, with the round they left after and the total they keep ("Ben left after round 2 ·
    final total 40"); one who has played no round yet sits it out ("Ben sits out this round")."""
    rnd = state.current
    out = [s for s in range(len(state.players)) if not rnd.plays(s)]
    if not out:
        return ""
    lines, waiting = [], []
    for seat in out:
        played = [r.number for r in state.rounds if r is not rnd and r.plays(seat)]
        if played:
            lines.append(t("round.left", name=state.name(seat), n=played[-1], total=state.totals[seat]))
        else:
            waiting.append(state.name(seat))
    if waiting:
        lines.append(t.n("round.sitting_out", len(waiting), names=t.join(waiting)))
    return "\n".join(lines)


def round_view(state: GameState, t: Translator, epoch: int = 0, phones: frozenset[int] = frozenset(),
               pick: DealerPick | None = None) -> RoundView:
    """``epoch``: how many undos and redos the game has seen (see
    :attr:`scorekeeper.domain.Game.log`); part of the cover's key, so a cover
    lifted for a bidder comes back after an undo brings their turn back.
    ``phones``: in table mode, the seats a phone holds (they bid there: see
    :func:`host_bidder`). ``pick``: what a secret dealer picked or was
    refused on this screen (see :mod:`.dealer_bid`)."""
    rnd = state.current
    rules = rnd.rules
    phase = rnd.phase
    bidder = host_bidder(state, phones)
    choice = bid_choice(state, bidder) if bidder is not None else None
    # one cover per round, bidder and undo; a hidden dealer's rebid (open to all) is a step of its own,
    # a secret dealer's is not: a second cover would tell the table that the bids add up
    cover_key = (rnd.number, bidder, epoch, phase is Phase.REBID and rules.bids is not BidMode.SECRET)
    pick = current_pick(state, bidder, pick, cover_key)
    refused = pick.refused if pick is not None else None
    buttons: tuple[BidButton, ...] = ()
    hint = ""
    if choice is not None:
        # notequal is the one reason a value is forbidden (the engine's reason is English)
        reason = t("bid.reason.notequal", cards=rnd.cards)
        who = state.name(choice.player)
        # a secret dealer's confirmed value that made the bids add up is out too
        forbidden = [*choice.forbidden, *([refused] if refused is not None else [])]
        buttons = tuple(
            BidButton(v, False, reason, t("live.bid_refused", name=who, value=v, reason=reason))
            if v in forbidden else BidButton(v, True, "", t("live.bid", name=who, value=v))
            for v in choice.values
        )
        if forbidden:
            hint = t("bid.forbidden", value=forbidden[0], reason=reason)
    totals = state.totals
    leaders = leading_seats(state)
    pts = rnd.points
    visible = rnd.bids_visible
    stage = round_stage(phase)
    playing = rnd.playing  # a seat out of the round has no row (see sitting_out)
    grid = len(playing) >= GRID_FROM
    row_names, name_size = _row_names(state.players, rnd.dealer, grid, t)
    lines = []
    bids = rnd.final_bids if rnd.variants else rnd.bids  # a bid a variant changed in play counts as changed
    for seat in playing:
        name = state.players[seat]
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
            adjusted=adjusted_text(rnd, seat, t),
        )
        lines.append(_finish_line(line, stage, t, row_names[seat], grid, name_size))
    # the bids the round is scored against: a variant's change counts, as on the rows
    bid_sum = sum(b for b in bids if b is not None)
    balance = _bid_balance(t, bid_sum, rnd.tricks_to_win) if rnd.bids_complete and visible else ""
    bidding_rules = t(f"mode.{rules.bids.value}") + (" · " + t("mode.notequal") if rules.notequal else "")
    to_bid_name = state.name(bidder) if bidder is not None else ""
    # secret + notequal: the dealer's bid would make (an old game's: made) the bids add up;
    # the dealer alone is asked again, on their own screen (see .dealer_bid)
    secret_rebid = phase is Phase.REBID and rules.bids is BidMode.SECRET
    if secret_rebid or refused is not None:
        bid_title = t("bid.rebid_secret", name=to_bid_name, cards=rnd.cards)
    elif phase is Phase.REBID:
        bid_title = t("bid.rebid", name=to_bid_name, cards=rnd.cards)
    else:
        bid_title = t("bid.turn", name=to_bid_name)
    scored = phase is Phase.SCORED
    pending = pending_cards(state) if scored else ()
    if pending:  # the score is provisional: the card is asked for before the round is called scored
        tally_title = t("scored.provisional", n=rnd.number)
        tally_hint = t(f"scored.pending.{pending[0].id}")
    elif scored:
        tally_title, tally_hint = t("scored.title", n=rnd.number), t("scored.fix_hint")
    else:
        left = rnd.tricks_left
        tally_title = t.n("play.left", rnd.tricks_to_win, n=left, cards=rnd.tricks_to_win)
        # five or six rows two to a line fill the phone: what to tap is plain
        # from the rows (each says it: "Ben won this trick"), the hint goes
        tally_hint = "" if grid else t("play.tap_winner")
    next_dealer = state.name(next_dealer_seat(state)) if scored and not state.complete else ""
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
        to_bid=bidder,
        to_bid_name=to_bid_name,
        bid_title=bid_title,
        bid_buttons=buttons,
        bid_hint=hint,
        board=_board(state, bidder) if stage is Phase.BIDDING else (),
        bid_total=_bid_total(t, state) if stage is Phase.BIDDING else "",
        bid_balance=balance if not scored else "",
        tricks_left=rnd.tricks_left,
        tally_title=tally_title,
        tally_hint=tally_hint,
        lines=tuple(lines),
        tricks=tuple(rnd.tricks),
        cover=bidder is not None and (rules.bids is not BidMode.OPEN and phase is Phase.BIDDING or secret_rebid),
        cover_key=cover_key,
        turn=turn_of(state),
        grid=grid,
        is_last_round=rnd.number == state.total_rounds,
        game_over=state.complete,
        next_dealer=next_dealer,
        next_round_label=(t(f"scored.next_without.{pending[0].id}", dealer=next_dealer) if pending
                          else t("scored.next", dealer=next_dealer)) if scored and not state.complete else "",
        cover_ready=t("cover.ready" if bidder is not None and rnd.bids[bidder] is not None else "cover.enter",
                      name=to_bid_name),
        waiting=_waiting(state, phones, t) if bidder is None and stage is Phase.BIDDING else "",
        picks=dealer_picks(state, bidder),
        confirm=bid_confirm(state, pick, t),
        sitting_out=sitting_out(state, t),
        adjust_waiting=adjust_waiting(state, t),
        provisional=bool(pending),
    )
