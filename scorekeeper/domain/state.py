"""The state of a game, as the action log has folded it so far.

:class:`RoundState` is one round (its bids, tricks and what the special
cards did in it), :class:`GameState` the table and every round dealt. Both
are frozen; :mod:`.transitions` makes new ones. What a round's variants
change (the tricks there are to win, a bid the Cloud moved) the state asks
the variants it was dealt with (:mod:`.variants`), never a flag of its own.
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from enum import StrEnum
from typing import TYPE_CHECKING

from .rules import BidMode, RoundRules, RuleSet
from .scoring import round_points

if TYPE_CHECKING:
    from .variants.base import Variant


class Phase(StrEnum):
    BIDDING = "bidding"  # bids still to come
    REVEAL = "reveal"  # hidden bids all in, waiting to be turned over
    REBID = "rebid"  # hidden + notequal: revealed bids add up, the dealer must change
    PLAYING = "playing"  # tricks being won
    SCORED = "scored"  # every trick counted; points known
    CLOSED = "closed"  # the table moved on to the next round


@dataclass(frozen=True, slots=True)
class Cloud:
    """The Cloud's trick was won by ``player``, who changed their bid by ``change`` (+1 or -1)."""

    player: int
    change: int


@dataclass(frozen=True, slots=True)
class RoundState:
    number: int  # 1-based
    cards: int  # dealt to each player
    dealer: int  # seat index
    players: int
    rules: RoundRules
    trump_card: bool  # a trump card is turned (the deck is not all dealt)
    trump: str | None = None  # red|yellow|green|blue|none, None = not recorded
    bids: tuple[int | None, ...] = ()
    revealed: bool = False  # hidden bids turned over
    must_rebid: bool = False
    tricks: tuple[int, ...] = ()  # per seat, so far
    closed: bool = False
    variants: tuple["Variant", ...] = ()  # the special cards' variants in this round's deck
    bomb: bool = False  # the Bomb was played: one trick went to nobody
    cloud: Cloud | None = None  # who changed their bid after the Cloud's trick
    werewolf: int | None = None  # the seat that played the Werewolf and named the trump

    # -- turn order -------------------------------------------------------
    @property
    def first_bidder(self) -> int:
        """Left of the dealer; also leads the first trick."""
        return (self.dealer + 1) % self.players

    @property
    def bidding_order(self) -> tuple[int, ...]:
        return tuple((self.first_bidder + i) % self.players for i in range(self.players))

    # -- progress ----------------------------------------------------------
    @property
    def bids_complete(self) -> bool:
        return all(b is not None for b in self.bids)

    @property
    def tricks_played(self) -> int:
        return sum(self.tricks)

    @property
    def tricks_to_win(self) -> int:
        """The tricks players take this round: the cards dealt, less those
        won by nobody (a Bomb's)."""
        lost = 0
        for variant in self.variants:
            lost += variant.tricks_lost(self)
        return self.cards - lost

    @property
    def tricks_left(self) -> int:
        return self.tricks_to_win - self.tricks_played

    @property
    def scored(self) -> bool:
        return self.bids_complete and self.tricks_played == self.tricks_to_win

    @property
    def phase(self) -> Phase:
        if self.closed:
            return Phase.CLOSED
        if not self.bids_complete:
            return Phase.BIDDING
        if self.rules.bids is BidMode.HIDDEN and not self.revealed:
            return Phase.REVEAL
        if self.must_rebid:
            return Phase.REBID
        if self.tricks_played < self.tricks_to_win:
            return Phase.PLAYING
        return Phase.SCORED

    @property
    def to_bid(self) -> int | None:
        """Seat whose bid is awaited (the dealer during a forced rebid)."""
        if self.phase is Phase.REBID:
            return self.dealer
        if self.phase is not Phase.BIDDING:
            return None
        return next(seat for seat in self.bidding_order if self.bids[seat] is None)

    @property
    def bids_visible(self) -> bool:
        """May the table see the bids now? (open: always; hidden: after the
        reveal; secret: once the round is scored)."""
        mode = self.rules.bids
        if mode is BidMode.OPEN:
            return True
        if mode is BidMode.HIDDEN:
            return self.revealed
        return self.scored

    @property
    def bid_sum(self) -> int:
        return sum(b for b in self.bids if b is not None)

    @property
    def final_bids(self) -> tuple[int | None, ...]:
        """The bids the round is scored against: as bid, but for a bid a
        variant changed during play (the Cloud's)."""
        bids = self.bids
        for variant in self.variants:
            change = variant.bid_change(self)
            if change is not None:
                seat, delta = change
                if bids[seat] is not None:
                    bids = bids[:seat] + (bids[seat] + delta,) + bids[seat + 1:]  # type: ignore[operator]
        return bids

    @property
    def points(self) -> tuple[int, ...] | None:
        if not self.scored:
            return None
        scoring = self.rules.scoring
        bids = self.final_bids if self.variants else self.bids
        return tuple(round_points(b, t, scoring) for b, t in zip(bids, self.tricks))  # type: ignore[arg-type]


@dataclass(frozen=True, slots=True)
class GameState:
    players: tuple[str, ...]
    first_dealer: int
    rules: RuleSet
    rounds: tuple[RoundState, ...]

    @property
    def current(self) -> RoundState:
        return self.rounds[-1]

    @property
    def schedule(self) -> tuple[int, ...]:
        return self.rules.schedule

    @property
    def total_rounds(self) -> int:
        return len(self.rules.schedule)

    @property
    def complete(self) -> bool:
        return len(self.rounds) == self.total_rounds and self.current.scored

    def name(self, seat: int) -> str:
        return self.players[seat]

    def running_totals(self) -> list[tuple[int, ...] | None]:
        """Totals after each round (None for a round not scored yet)."""
        out: list[tuple[int, ...] | None] = []
        acc = [0] * len(self.players)
        for rnd in self.rounds:
            pts = rnd.points
            if pts is None:
                out.append(None)
                continue
            acc = [a + p for a, p in zip(acc, pts)]
            out.append(tuple(acc))
        return out

    @property
    def totals(self) -> tuple[int, ...]:
        acc = [0] * len(self.players)
        for rnd in self.rounds:
            pts = rnd.points
            if pts is not None:
                acc = [a + p for a, p in zip(acc, pts)]
        return tuple(acc)

    @property
    def rounds_scored(self) -> int:
        return sum(1 for r in self.rounds if r.scored)

    def ranks(self) -> tuple[int, ...]:
        """Standard competition ranking by total (1 = best; ties share)."""
        totals = self.totals
        return tuple(1 + sum(1 for other in totals if other > t) for t in totals)

    def leaders(self) -> tuple[int, ...]:
        totals = self.totals
        top = max(totals)
        return tuple(i for i, t in enumerate(totals) if t == top)

    @property
    def winners(self) -> tuple[int, ...]:
        """Seats with the highest total, once the game is complete."""
        return self.leaders() if self.complete else ()


def replace_current(state: GameState, rnd: RoundState) -> GameState:
    """``state`` with its current round replaced by ``rnd``."""
    return replace(state, rounds=state.rounds[:-1] + (rnd,))


def replace_round(state: GameState, rnd: RoundState) -> GameState:
    """``state`` with round ``rnd.number`` replaced by ``rnd``."""
    rounds = list(state.rounds)
    rounds[rnd.number - 1] = rnd
    return replace(state, rounds=tuple(rounds))
