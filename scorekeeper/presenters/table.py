"""What table mode shows: the host's card (the link, the seats) and, on a
player's phone, the seat choice and the seat's own screen.

A phone's screen is made from the seat's :class:`~scorekeeper.domain.seat.SeatState`
alone, which holds no other player's covered bid: what is not given cannot
be drawn, spoken by a screen reader or sent to the phone.
"""

from __future__ import annotations

from dataclasses import dataclass

from ..domain import BidMode, GameAction, Phase, card_notes
from ..domain.variants import VARIANTS, owner_of
from ..domain.variants.base import Choice
from ..domain.seat import SeatRound, SeatState
from ..i18n import Translator
from .common import changed_bid, round_stage
from .round import BidButton


COVERED = "✓"  # a bid that is in but covered (the views draw a check mark: the app's font has no such glyph)
NOT_PLAYED = "–"  # a sheet's cell of a round the player did not play (out: left, or not joined yet)


@dataclass(frozen=True, slots=True)
class SeatOption:
    seat: int
    name: str
    free: bool
    label: str  # "Ana: take this seat" / "Ana: taken"


@dataclass(frozen=True, slots=True)
class HostTableView:
    on: bool
    link: str
    title: str
    how: str  # scan the code or open the link
    seats: tuple[SeatOption, ...]  # which seats a phone holds (the host enters the others)
    end_label: str
    phones_count: bool = False  # seated phones may count the tricks
    phones_count_label: str = ""


@dataclass(frozen=True, slots=True)
class Chip:
    seat: int
    name: str
    text: str  # the bid, "✓" (in, covered), "–" (not yet)
    label: str  # what a screen reader says


@dataclass(frozen=True, slots=True)
class SeatRow:
    seat: int
    name: str
    bid: str
    won: int
    points: str  # "+30" once scored
    total: int
    label: str
    out: bool = False  # the player does not play this round: ``bid`` says so, ``won`` is not drawn


@dataclass(frozen=True, slots=True)
class SeatScreen:
    name: str  # the seat's player
    title: str  # "Round 3 of 20 · 3 cards each"
    dealer_text: str
    trump_text: str
    pad_title: str  # "Your bid" ("" when the pad is not shown)
    pad: tuple[BidButton, ...]
    pad_hint: str
    waiting: str  # what the seat waits for, or its bid in
    chips: tuple[Chip, ...]
    rows: tuple[SeatRow, ...]
    sheet: tuple[tuple[str, tuple[str, ...]], ...]  # scored rounds: ("3", (totals...)) for the sheet
    over: bool
    count_labels: tuple[str, ...] = ()  # this phone may count the tricks: "Ben won the trick", a row each
    cards_note: str = ""  # what the special cards did this round (each variant's sentence)
    cards: tuple[Choice, ...] = ()  # the special cards the seat may play on its phone now, as their variants offer them
    sheet_notes: tuple[str, ...] = ()  # under the sheet: each adjustment ("Round 5: Ben −10 (revoke)")


def seat_options(players: tuple[str, ...], held: frozenset[int], t: Translator,
                 playing: frozenset[int] | tuple[int, ...] | None = None) -> tuple[SeatOption, ...]:
    """The seats a phone may take, or a phone holds: those of the players
    who play the current round (``playing``; None: every seat). A player who
    left is not offered; one who joined is, at the seat they took."""
    return tuple(
        SeatOption(seat, name, seat not in held,
                   t("table.seat_free", name=name) if seat not in held else t("table.seat_taken", name=name))
        for seat, name in enumerate(players) if playing is None or seat in playing
    )


def host_table_view(players: tuple[str, ...], held: frozenset[int], link: str, t: Translator,
                    phones_count: bool = False,
                    playing: frozenset[int] | tuple[int, ...] | None = None) -> HostTableView:
    """The host's card; ``playing``: the seats of the current round (the
    card lists only those: one who left holds no seat)."""
    return HostTableView(
        on=bool(link), link=link, title=t("table.title"), how=t("table.how"),
        seats=seat_options(players, held, t, playing), end_label=t("table.end"),
        phones_count=phones_count, phones_count_label=t("table.phones_count"),
    )


def _trump(t: Translator, trump: str | None, trump_card: bool) -> str:
    if not trump_card:
        return t("trump.none_all_dealt")
    return t("trump.label", trump=t(f"trump.{trump}")) if trump else t("table.trump_unknown")


def _waiting(view: SeatState, t: Translator, phones_count: bool) -> str:
    """The phone's line of where the table stands, from the round's stage:
    bids to come, bids in and waiting to be turned over, tricks being played
    (and who counts them), scored."""
    rnd, me, names = view.round, view.seat, view.players
    if view.complete:
        return t("table.game_over_early", n=rnd.number) if view.ended_early else t("table.game_over")
    if rnd.phase is Phase.REVEAL:  # hidden bids all in: the host turns them over
        return t("table.waiting_reveal")
    stage = round_stage(rnd.phase)
    own = rnd.bids[me] if me is not None else None
    if stage is Phase.BIDDING:
        if rnd.may_bid:
            return ""
        if own is not None:
            return t("table.bid_in", value=own)
        if rnd.to_bid is not None:
            return t("table.waiting_for", name=names[rnd.to_bid])
        return t("table.waiting_dealer") if me is not None else t("table.waiting_bids")
    if stage is Phase.PLAYING:
        final = rnd.final_bids[me] if me is not None and rnd.final_bids else own  # a variant may have changed it in play
        if final is None:
            return t("table.watching_play")
        return t("table.playing_phones" if phones_count else "table.playing", value=final)
    return t("table.scored")


def _chips(view: SeatState, t: Translator) -> tuple[Chip, ...]:
    rnd = view.round
    chips = []
    for seat, name in enumerate(view.players):
        bid = rnd.bids[seat]
        if seat in rnd.out:
            chips.append(Chip(seat, name, t("table.out"), t("table.chip_out", name=name)))
        elif bid is not None:
            chips.append(Chip(seat, name, str(bid), t("live.bid", name=name, value=bid)))
        elif rnd.bid_in[seat]:
            chips.append(Chip(seat, name, COVERED, t("table.chip_in", name=name)))
        else:
            chips.append(Chip(seat, name, "–", t("table.chip_waiting", name=name)))
    return tuple(chips)


def _cards_note(view: SeatState, t: Translator) -> str:
    """What the special cards did in the round in play, as the sheet says
    them; how a covered bid changed stays covered."""
    rnd = view.round
    if not rnd.marks:
        return ""
    return card_notes(rnd.marks, t, view.players, rnd.bids, rnd.final_bids or rnd.bids, covered=True)


def _own_cards(rnd: SeatRound, name: str, t: Translator) -> tuple[Choice, ...]:
    """What the seat may play on its phone, a choice for each variant (in the round's order)."""
    by_card: dict[str, list[GameAction]] = {}
    for action in rnd.own_actions:
        by_card.setdefault(owner_of(action) or "", []).append(action)
    choices = (VARIANTS[card].own_choice(actions, name, t) for card, actions in by_card.items() if card in VARIANTS)
    return tuple(c for c in choices if c is not None)


def _shown_bid(rnd: SeatRound, seat: int) -> str:
    """A row's bid: as bid, "1»2" where a variant changed it in play (see
    common.BID_CHANGED), "✓" in but covered, "–" not yet."""
    bid = rnd.bids[seat]
    if bid is None:
        return COVERED if rnd.bid_in[seat] else "–"
    final = rnd.final_bids[seat] if rnd.final_bids else bid
    return changed_bid(bid, final) if final is not None and final != bid else str(bid)


def seat_screen(view: SeatState, t: Translator, phones_count: bool = False) -> SeatScreen:
    """A seat's screen (``view.seat`` None: a phone watching without a seat;
    ``phones_count``: the host lets seated phones count the tricks)."""
    rnd, me, names = view.round, view.seat, view.players
    pad: tuple[BidButton, ...] = ()
    hint = ""
    if rnd.may_bid and me is not None and not view.complete:
        forbidden = dict(rnd.forbidden)
        reason = t("bid.reason.notequal", cards=rnd.cards)
        pad = tuple(
            BidButton(v, False, reason, t("live.bid_refused", name=names[me], value=v, reason=reason))
            if v in forbidden else BidButton(v, True, "", t("live.bid", name=names[me], value=v))
            for v in range(rnd.cards + 1)
        )
        if forbidden:
            hint = t("bid.forbidden", value=next(iter(forbidden)), reason=reason)
    scored = rnd.points is not None
    rows = []
    for seat, name in enumerate(names):
        total = view.totals[seat]
        if seat in rnd.out:  # their total is kept: shown, as final while they are away
            rows.append(SeatRow(seat, name, t("table.out"), 0, "", total, t("table.row_out", name=name, total=total),
                                out=True))
            continue
        shown = _shown_bid(rnd, seat)
        points = f"{rnd.points[seat]:+d}" if scored and rnd.points is not None else ""
        label = t("table.row", name=name, bid=shown, won=rnd.tricks[seat], total=total)
        rows.append(SeatRow(seat, name, shown, rnd.tricks[seat], points, total, label))
    mode = {BidMode.OPEN: "", BidMode.HIDDEN: t("table.mode_hidden"), BidMode.SECRET: t("table.mode_secret")}[rnd.mode]
    first = t("game.over_title", n=rnd.number) if view.ended_early else t("game.round_of", n=rnd.number, total=view.total_rounds)
    title = first + " · " + t.n("round.cards", rnd.cards, n=rnd.cards)
    return SeatScreen(
        name=names[me] if me is not None else t("table.watching"),
        title=title + (f" · {mode}" if mode else ""),
        dealer_text=t("round.dealer", dealer=names[rnd.dealer], first=names[rnd.first_bidder]),
        trump_text=_trump(t, rnd.trump, rnd.trump_card),
        pad_title=t("table.your_bid", name=names[me]) if pad and me is not None else "",
        pad=pad,
        pad_hint=hint,
        waiting=_waiting(view, t, phones_count),
        chips=_chips(view, t),
        rows=tuple(rows),
        sheet=tuple((str(r.number), tuple(NOT_PLAYED if s in r.out else str(x) for s, x in enumerate(r.totals)))
                    for r in view.scored),
        over=view.complete,
        # an out seat wins no trick: its row is no button ("")
        count_labels=tuple("" if seat in rnd.out else t("table.trick_for", name=name) for seat, name in enumerate(names))
        if phones_count and me is not None and rnd.phase is Phase.PLAYING and rnd.tricks_left > 0 else (),
        cards_note=_cards_note(view, t),
        cards=_own_cards(rnd, names[me], t) if me is not None and not view.complete else (),
        sheet_notes=_adjustments(view, t),
    )


def _adjustments(view: SeatState, t: Translator) -> tuple[str, ...]:
    """Each adjustment of a scored round, a line under the phone's sheet
    (the totals above have it in): "Round 5: Ben −10 (revoke)"."""
    return tuple(
        t("table.adjusted", n=r.number, name=view.players[seat], points=signed(points), reason=reason)
        for r in view.scored for seat, points, reason in r.adjust
    )


def signed(points: int) -> str:
    """+10, or −10 with a true minus sign."""
    return f"+{points}" if points >= 0 else f"\u2212{-points}"
