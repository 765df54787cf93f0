"""What one seat may know of the game: the table's view plus its own bid.

At the table each player bids on their own phone. A hidden bid is seen by
nobody but its player until all are in and turned over; a secret bid until
the round is scored. Everything a phone is sent is drawn from a
:class:`SeatState` made here, never from the :class:`GameState` itself, so
another player's covered bid is not in it to be drawn (nor in any message a
phone is sent): :func:`seat_state` leaves it out.

Seats are the game's seats now (a player who joined between two others moved
those after them up one): a phone holds a player, and the table finds that
player's seat in the same state it makes the view from. A seat that is out
of the round (its player left, or has not joined yet) bids nothing and is
shown as out, not as a bid of 0.
"""

from __future__ import annotations

from dataclasses import dataclass

from .actions import GameAction
from .legality import bid_choice
from .state import GameState, Phase, RoundState
from .rules import BidMode


@dataclass(frozen=True, slots=True)
class SeatRound:
    """The current round as one seat may see it."""

    number: int
    cards: int
    dealer: int
    first_bidder: int
    trump: str | None
    trump_card: bool
    mode: BidMode
    notequal: bool
    phase: Phase
    bids: tuple[int | None, ...]  # the seat's own bid always; the others' once the table may see them
    bid_in: tuple[bool, ...]  # who has bid (the table sees that a covered bid is in)
    to_bid: int | None  # whose bid is awaited in order (open bids; None when all may bid at once)
    tricks: tuple[int, ...]
    points: tuple[int, ...] | None  # once scored
    bids_visible: bool
    may_bid: bool  # the seat may bid now
    forbidden: tuple[tuple[int, str], ...]  # values the seat may not bid now, with why
    tricks_left: int = 0  # to be won this round (a trick a special card took is won by nobody)
    # the special cards: the bids the round is scored against (a bid a variant
    # changed in play, with the same cover as ``bids``)
    final_bids: tuple[int | None, ...] = ()
    # the special cards' actions the seat may play on its own phone now (``Variant.own_actions``)
    own_actions: tuple[GameAction, ...] = ()
    # what each variant recorded in the round, as the seat may see it (``Variant.seen``)
    marks: tuple[tuple[str, object], ...] = ()
    out: tuple[int, ...] = ()  # the seats that do not play this round (a bid of None, tricks 0: out, not 0)


@dataclass(frozen=True, slots=True)
class ScoredRound:
    """A scored round of the sheet: every bid in it is visible by now (an
    out seat's bid and points are 0 here: ``out`` says it did not play)."""

    number: int
    cards: int
    bids: tuple[int, ...]
    tricks: tuple[int, ...]
    points: tuple[int, ...]
    totals: tuple[int, ...]  # after the round, its adjustments in
    out: tuple[int, ...] = ()
    adjust: tuple[tuple[int, int, str], ...] = ()  # (seat, points, reason): added to a total after the round


@dataclass(frozen=True, slots=True)
class SeatState:
    seat: int | None  # None: a phone watching without a seat (the table's view alone)
    players: tuple[str, ...]
    total_rounds: int
    round: SeatRound
    scored: tuple[ScoredRound, ...]
    totals: tuple[int, ...]
    complete: bool
    ended_early: bool = False  # the table stopped the game after its last scored round


def _round(state: GameState, seat: int | None) -> SeatRound:
    rnd = state.current
    visible = rnd.bids_visible
    bids = tuple(b if visible or s == seat else None for s, b in enumerate(rnd.bids))
    final = rnd.final_bids
    final_bids = tuple(b if visible or s == seat else None for s, b in enumerate(final)) if final is not rnd.bids else bids
    # an out seat (its player left, or has not joined yet) bids nothing and plays no card
    plays = seat if seat is not None and rnd.plays(seat) and not state.complete else None
    choice = bid_choice(state, plays) if plays is not None else None
    own = tuple(a for v in rnd.variants for a in v.own_actions(state, plays)) if plays is not None else ()
    mode = rnd.rules.bids
    open_order = mode is BidMode.OPEN or rnd.phase is Phase.REBID
    return SeatRound(
        number=rnd.number, cards=rnd.cards, dealer=rnd.dealer, first_bidder=rnd.first_bidder,
        trump=rnd.trump, trump_card=rnd.trump_card, mode=mode, notequal=rnd.rules.notequal,
        phase=rnd.phase, bids=bids, bid_in=tuple(b is not None for b in rnd.bids),
        to_bid=rnd.to_bid if open_order else None, tricks=rnd.tricks, points=rnd.points,
        bids_visible=visible, may_bid=choice is not None,
        forbidden=tuple(sorted(choice.forbidden.items())) if choice is not None else (),
        tricks_left=rnd.tricks_left,
        final_bids=final_bids, own_actions=own, marks=_seen(rnd, visible), out=tuple(rnd.out),
    )


def _seen(rnd: RoundState, visible: bool) -> tuple[tuple[str, object], ...]:
    if not rnd.marks:
        return ()
    by_id = {v.id: v for v in rnd.variants}
    return tuple((vid, by_id[vid].seen(mark, visible)) for vid, mark in rnd.marks)


def seat_state(state: GameState, seat: int | None) -> SeatState:
    """What ``seat`` may know now (``None``: what anyone at the table may know)."""
    if seat is not None and not 0 <= seat < len(state.players):
        raise ValueError(f"there is no seat {seat}")
    scored = []
    for rnd, totals in zip(state.rounds, state.running_totals()):
        if totals is not None and rnd.points is not None:
            scored.append(ScoredRound(rnd.number, rnd.cards, tuple(b or 0 for b in rnd.final_bids), rnd.tricks,
                                      rnd.points, totals, tuple(rnd.out),
                                      tuple((a.player, a.points, a.reason) for a in rnd.adjust)))
    return SeatState(
        seat=seat, players=tuple(state.players), total_rounds=state.total_rounds, round=_round(state, seat),
        scored=tuple(scored), totals=state.totals, complete=state.complete, ended_early=state.ended_early,
    )
