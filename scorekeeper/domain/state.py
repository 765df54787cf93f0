"""The state of a game, as the action log has folded it so far.

:class:`RoundState` is one round (its bids, tricks and what the special
cards did in it: each variant's mark), :class:`GameState` the table and every round dealt. Both
are frozen; :mod:`.transitions` makes new ones. What a round's variants
change (the tricks there are to win, a bid changed in play) the state asks
the variants it was dealt with (:mod:`.variants`), never a flag of its own:
a round keeps what each variant recorded as that variant's mark.
"""

from __future__ import annotations

from dataclasses import dataclass, field, replace
from enum import StrEnum
from typing import TYPE_CHECKING, Any

from .rules import BidMode, RoundRules, RuleSet
from .scoring import round_points

if TYPE_CHECKING:
    from .variants.base import Variant


class Phase(StrEnum):
    BIDDING = "bidding"  # bids still to come
    REVEAL = "reveal"  # hidden bids all in, waiting to be turned over
    REBID = "rebid"  # notequal: hidden bids revealed, or secret bids all in, add up; the dealer must change
    PLAYING = "playing"  # tricks being won
    SCORED = "scored"  # every trick counted; points known
    CLOSED = "closed"  # the table moved on to the next round


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
    # what the variants recorded in this round: (variant id, its mark), in the
    # order of ``variants``, none for a variant that did nothing (see with_mark)
    marks: tuple[tuple[str, Any], ...] = ()
    # what the marks change, worked out once as a mark is set (with_mark):
    # tricks won by nobody, (seat, change) of bids changed in play, and
    # (seat, extra) of tricks a player is scored for beyond those taken
    lost: int = 0
    shifts: tuple[tuple[int, int], ...] = ()
    bonus: tuple[tuple[int, int], ...] = ()
    # the evening as it goes (domain/changes.py): the seats that sit this
    # round out (sorted; their bid stays None, their tricks and points 0),
    # the plan the table set at this round (card counts from it on), and the
    # points added to or taken from a player after the round is scored
    out: tuple[int, ...] = ()
    plan: tuple[int, ...] | None = None
    adjust: tuple["Adjustment", ...] = ()

    def plays(self, seat: int) -> bool:
        return seat not in self.out

    @property
    def playing(self) -> tuple[int, ...]:
        """The seats that play this round, in seat order."""
        out = self.out
        return tuple(s for s in range(self.players) if s not in out)

    def adjusted(self, seat: int) -> int:
        """The points this round's adjustments give ``seat`` (0: none)."""
        return sum(a.points for a in self.adjust if a.player == seat)

    def mark(self, variant: str) -> Any:
        """What variant ``variant`` recorded in this round (None: nothing)."""
        for vid, mark in self.marks:
            if vid == variant:
                return mark
        return None

    # -- turn order -------------------------------------------------------
    @property
    def first_bidder(self) -> int:
        """Left of the dealer (the first seat after it that plays); also leads the first trick."""
        return next_playing(self.dealer, self.players, self.out)

    @property
    def bidding_order(self) -> tuple[int, ...]:
        order = tuple((self.first_bidder + i) % self.players for i in range(self.players))
        return tuple(s for s in order if s not in self.out) if self.out else order

    # -- progress ----------------------------------------------------------
    @property
    def bids_complete(self) -> bool:
        if self.out:
            return all(b is not None for s, b in enumerate(self.bids) if s not in self.out)
        return all(b is not None for b in self.bids)

    @property
    def begun(self) -> bool:
        """Has anything been entered in this round (a bid, a trick, a card's mark)?"""
        return any(b is not None for b in self.bids) or any(self.tricks) or bool(self.marks)

    @property
    def tricks_played(self) -> int:
        return sum(self.tricks)

    @property
    def tricks_to_win(self) -> int:
        """The tricks players take this round: the cards dealt, less those
        won by nobody (a variant's, see ``lost``)."""
        return self.cards - self.lost  # every render asks: worked out as the marks were set

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
        variant changed during play (see ``shifts``)."""
        bids = self.bids
        if not self.shifts:  # no bid changed (fast path: every render asks)
            return bids
        for seat, delta in self.shifts:
            if bids[seat] is not None:
                bids = bids[:seat] + (bids[seat] + delta,) + bids[seat + 1:]  # type: ignore[operator]
        return bids

    @property
    def points(self) -> tuple[int, ...] | None:
        if not self.scored:
            return None
        scoring = self.rules.scoring
        bids = self.final_bids
        tricks = self.tricks
        if self.out:  # a seat that sits out scores nothing (shown as out, not 0)
            out = self.out
            bids = tuple(0 if s in out else b for s, b in enumerate(bids))
            tricks = tuple(0 if s in out else t for s, t in enumerate(tricks))
        if self.bonus:  # a variant counts a trick for more (rare: no cost otherwise)
            counted = list(tricks)
            for seat, extra in self.bonus:
                counted[seat] += extra
            tricks = tuple(counted)
        points = tuple(round_points(b, t, scoring) for b, t in zip(bids, tricks))  # type: ignore[arg-type]
        if self.out:
            points = tuple(0 if s in self.out else p for s, p in enumerate(points))
        return points

    @property
    def gains(self) -> tuple[int, ...] | None:
        """What the round adds to each total: its points and its adjustments (None until scored)."""
        points = self.points
        if points is None or not self.adjust:
            return points
        return tuple(p + self.adjusted(s) for s, p in enumerate(points))


@dataclass(frozen=True, slots=True)
class Adjustment:
    """``points`` (not 0) added to seat ``player``'s total after the round is scored, and why."""

    player: int
    points: int
    reason: str


def next_playing(seat: int, seats: int, out: tuple[int, ...]) -> int:
    """The first seat clockwise after ``seat`` that plays (not in ``out``)."""
    for step in range(1, seats + 1):
        nxt = (seat + step) % seats
        if nxt not in out:
            return nxt
    raise ValueError("nobody plays")  # pragma: no cover - at least 3 always play


@dataclass(frozen=True, slots=True)
class GameState:
    players: tuple[str, ...]
    first_dealer: int
    rules: RuleSet
    rounds: tuple[RoundState, ...]
    ended_early: bool = False  # the table stopped after the current (scored) round
    start_rules: RuleSet | None = None  # the rules as the game started (None: ``rules``; a plan changes ``rules``)
    # the running totals, worked out once per state (every screen of a tap asks for the totals; a state
    # never changes): not a field of the game (not compared, not copied by ``replace``)
    _running: list[tuple[tuple[int, ...] | None, ...]] = field(default_factory=list, init=False, repr=False,
                                                              compare=False, hash=False)

    @property
    def first_rules(self) -> RuleSet:
        """The rules the game started with (before any change of the plan or of the table)."""
        return self.start_rules if self.start_rules is not None else self.rules

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
        return self.ended_early or (len(self.rounds) == self.total_rounds and self.current.scored)

    def name(self, seat: int) -> str:
        return self.players[seat]

    def _totals_by_round(self) -> tuple[tuple[int, ...] | None, ...]:
        if self._running:
            return self._running[0]
        out: list[tuple[int, ...] | None] = []
        acc = [0] * len(self.players)
        for rnd in self.rounds:
            pts = rnd.gains
            if pts is None:
                out.append(None)
                continue
            acc = [a + p for a, p in zip(acc, pts)]
            out.append(tuple(acc))
        self._running.append(tuple(out))
        return self._running[0]

    def running_totals(self) -> list[tuple[int, ...] | None]:
        """Totals after each round (None for a round not scored yet)."""
        return list(self._totals_by_round())

    @property
    def totals(self) -> tuple[int, ...]:
        """Each seat's total: the points and adjustments of every scored round."""
        for totals in reversed(self._totals_by_round()):
            if totals is not None:
                return totals
        return (0,) * len(self.players)

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


def with_mark(rnd: RoundState, variant: str, mark: Any) -> RoundState:
    """``rnd`` with ``variant``'s mark set to ``mark`` (None: removed); the
    marks stay in the order of the round's variants, so equal rounds compare equal."""
    marks = dict(rnd.marks)
    if mark is None:
        marks.pop(variant, None)
    else:
        marks[variant] = mark
    order = [v.id for v in rnd.variants]
    new = replace(rnd, marks=tuple((vid, marks[vid]) for vid in order if vid in marks))
    # a variant's tricks_lost and bid_change read its mark alone: worked out here, once
    shifts = tuple(change for v in rnd.variants if (change := v.bid_change(new)) is not None)
    bonus = tuple(extra for v in rnd.variants if (extra := v.tricks_bonus(new)) is not None)
    return replace(new, lost=sum(v.tricks_lost(new) for v in rnd.variants), shifts=shifts, bonus=bonus)


def replace_current(state: GameState, rnd: RoundState) -> GameState:
    """``state`` with its current round replaced by ``rnd``."""
    return replace(state, rounds=state.rounds[:-1] + (rnd,))


def replace_round(state: GameState, rnd: RoundState) -> GameState:
    """``state`` with round ``rnd.number`` replaced by ``rnd``."""
    rounds = list(state.rounds)
    rounds[rnd.number - 1] = rnd
    return replace(state, rounds=tuple(rounds))
