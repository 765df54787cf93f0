"""The score sheet: the one model of the paper pad that every output renders.

Rounds x players as the pad has them, every round of the schedule (those
not dealt yet are empty), each cell the player's bid, tricks, the round's
points and the running total; then the standings and the best round. The
command line (``scorekeeper sheet``), the exports (CSV, PDF, the text for
the chat) and the sheet screen each write it their own way.

The special cards show where they acted: a round keeps each variant's mark
(``SheetRound.marks``; ``SheetRound.<variant id>`` gives it as the variant
shows it on a sheet, e.g. who chose the trump by name), its tricks add up to
``tricks_taken``, and a player whose bid was changed in play has the bid
before and after (``SheetCell.bid`` and ``SheetCell.final_bid``).

A bid the table may not see yet (hidden before the reveal, secret before the
round is scored) is kept with ``covered`` set: the exports and the screen
show it as covered; the command line, which validates a record, prints it.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from .game import GameState
from .state import next_playing


@dataclass(frozen=True, slots=True)
class SheetCell:
    """One player in one round."""

    bid: int | None  # as entered; None: no bid yet
    covered: bool  # entered, but the table may not see it yet
    tricks: int | None  # None until the round is scored
    points: int | None  # the round's points, once scored
    total: int | None  # the running total after this round, once scored
    change: int | None = None  # +1/-1: a variant changed this bid during play
    out: bool = False  # the player sat this round out (left, or not joined yet): no bid, no points

    @property
    def final_bid(self) -> int | None:
        """The bid the round is scored against (the bid, or a variant's change of it)."""
        if self.bid is None or self.change is None:
            return self.bid
        return self.bid + self.change

    @property
    def shown_bid(self) -> int | None:
        """The bid the table may see (None: none yet, or still covered)."""
        return None if self.covered else self.bid

    @property
    def shown_final_bid(self) -> int | None:
        """The changed bid the table may see (None: unchanged, none yet, or covered)."""
        return None if self.covered or self.change is None else self.final_bid

    @property
    def exact(self) -> bool:
        """The bid was made exactly (known once the round is scored)."""
        return self.points is not None and self.bid is not None and self.final_bid == self.tricks


@dataclass(frozen=True, slots=True)
class SheetRound:
    """One round of the schedule."""

    number: int
    cards: int
    dealer: str
    trump: str | None  # red|yellow|green|blue|none, None = not recorded
    trump_card: bool  # a trump card is turned (False: the whole deck is dealt)
    dealt: bool  # played, or being played (False: still to come)
    cells: tuple[SheetCell, ...]  # in seat order
    marks: tuple[tuple[str, Any], ...] = ()  # what each variant recorded (``RoundState.marks``)
    tricks_taken: int = 0  # the tricks the players took: the cards, less any won by nobody
    players: tuple[str, ...] = ()  # the table, in seat order (what a mark names)
    out: tuple[str, ...] = ()  # who sat the round out, in seat order
    adjust: tuple[tuple[str, int, str], ...] = ()  # (name, points, reason) added after the round
    plan: tuple[int, ...] | None = None  # the plan the table set at this round (cards from it on)

    def __getattr__(self, name: str) -> Any:
        # ``rnd.<variant id>``: the variant's mark as a sheet gives it (None: nothing)
        if name.startswith("_") or name in ("marks", "players", "out", "adjust", "plan"):
            raise AttributeError(name)
        from .variants import VARIANTS

        variant = VARIANTS.get(name)
        if variant is None:
            raise AttributeError(f"{type(self).__name__!r} object has no attribute {name!r}")
        for vid, mark in self.marks:
            if vid == name:
                return variant.sheet_value(mark, self.players)
        return None

    @property
    def scored(self) -> bool:
        return bool(self.cells) and self.cells[0].total is not None


@dataclass(frozen=True, slots=True)
class Standing:
    place: int  # 1 = best; ties share a place
    seat: int
    name: str
    total: int


@dataclass(frozen=True, slots=True)
class BestRound:
    """The most points anyone scored in one round, and every time it was scored."""

    points: int
    times: tuple[tuple[int, tuple[str, ...]], ...]  # (round number, everyone who scored that much in it), in order

    @property
    def number(self) -> int:
        """The first round it was scored in."""
        return self.times[0][0]

    @property
    def names(self) -> tuple[str, ...]:
        """Who scored it in the first round it was scored in."""
        return self.times[0][1]


@dataclass(frozen=True, slots=True)
class Sheet:
    players: tuple[str, ...]
    preset: str  # the preset's id
    rounds: tuple[SheetRound, ...]  # every round of the schedule
    totals: tuple[int, ...]
    standings: tuple[Standing, ...]  # best first, seat order among ties
    complete: bool
    winners: tuple[str, ...]  # empty until the game is over
    rounds_scored: int
    best: BestRound | None  # the most points anyone scored in one round (each round it was scored in)
    special_cards: tuple[str, ...] = ()  # in the deck (ids of domain.cards)
    ended_early: bool = False  # the table stopped early: ``rounds`` are those played
    planned_rounds: int = 0  # the rounds the plan had when the table stopped (else ``total_rounds``)

    @property
    def total_rounds(self) -> int:
        return len(self.rounds)

    @property
    def dealt(self) -> tuple[SheetRound, ...]:
        """The rounds played so far and the one being played."""
        return tuple(r for r in self.rounds if r.dealt)


def _cells(state: GameState, index: int, totals: tuple[int, ...] | None) -> tuple[SheetCell, ...]:
    rnd = state.rounds[index]
    points = rnd.points
    final = rnd.final_bids
    cells = []
    out = rnd.out
    for seat, bid in enumerate(rnd.bids):
        if seat in out:
            cells.append(SheetCell(None, False, None, None, totals[seat] if totals is not None else None, out=True))
            continue
        cells.append(SheetCell(
            bid=bid,
            covered=bid is not None and not (rnd.bids_visible or rnd.scored),
            tricks=rnd.tricks[seat] if rnd.scored else None,
            points=points[seat] if points is not None else None,
            total=totals[seat] if totals is not None else None,
            change=final[seat] - bid if final is not rnd.bids and bid is not None and final[seat] != bid else None,  # type: ignore[operator]
        ))
    return tuple(cells)


def _rounds(state: GameState) -> tuple[SheetRound, ...]:
    n = len(state.players)
    running = state.running_totals()
    rounds = []
    schedule = state.schedule[:len(state.rounds)] if state.ended_early else state.schedule
    dealer = state.current.dealer
    out = state.current.out
    for number, cards in enumerate(schedule, start=1):
        if number <= len(state.rounds):
            rnd = state.rounds[number - 1]
            rounds.append(SheetRound(
                number, cards, state.name(rnd.dealer), rnd.trump, rnd.trump_card, True,
                _cells(state, number - 1, running[number - 1]), rnd.marks, rnd.tricks_to_win, state.players,
                out=tuple(state.name(s) for s in rnd.out),
                adjust=tuple((state.name(a.player), a.points, a.reason) for a in rnd.adjust), plan=rnd.plan,
            ))
        else:  # still to come: the table as it is now
            dealer = next_playing(dealer, n, out)
            cells = tuple(SheetCell(None, False, None, None, None, out=s in out) for s in range(n))
            rounds.append(SheetRound(number, cards, state.name(dealer), None, state.rules.trump_card(number), False,
                                     cells, (), cards, state.players, out=tuple(state.name(s) for s in out)))
    return tuple(rounds)


def standings(state: GameState) -> tuple[Standing, ...]:
    totals = state.totals
    ranks = state.ranks()
    order = sorted(range(len(totals)), key=lambda s: (ranks[s], s))
    return tuple(Standing(ranks[s], s, state.name(s), totals[s]) for s in order)


def best_round(state: GameState) -> BestRound | None:
    scored = [(rnd, [(s, p) for s, p in enumerate(rnd.points) if s not in rnd.out])
              for rnd in state.rounds if rnd.points is not None]
    if not scored:
        return None
    top = max(p for _, played in scored for _, p in played)
    times = tuple((rnd.number, tuple(state.name(s) for s, p in played if p == top))
                  for rnd, played in scored if any(p == top for _, p in played))
    return BestRound(top, times)


def score_sheet(state: GameState) -> Sheet:
    return Sheet(
        players=tuple(state.players),
        preset=state.rules.preset.id,
        rounds=_rounds(state),
        totals=tuple(state.totals),
        standings=standings(state),
        complete=state.complete,
        winners=tuple(state.name(s) for s in state.winners),
        rounds_scored=state.rounds_scored,
        best=best_round(state),
        special_cards=state.rules.special_cards,
        ended_early=state.ended_early,
        planned_rounds=state.total_rounds,
    )
