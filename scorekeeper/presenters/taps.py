"""Which taps on the round screen are meant for the game as it is now.

A phone passed round a table gets double taps: the second tap of a pair
lands after the first one already moved the game on (the pad now belongs to
the next bidder, the round is scored, the next round has begun). Such a tap
was meant for a turn that is over; acting on it would enter a bid for the
wrong player or show a rules error nobody caused on purpose.

So every guarded tap carries the :class:`Turn` it was drawn for, and the
session's :class:`TapGuard` lets it through only when (1) the game is still
at that turn and (2) the last accepted tap is at least :data:`QUIET_S` old:
a short quiet moment after the pad passed on, so a second tap that already
lands on the next player's pad is dropped too. Dropped taps are silent: no
rules error for a tap nobody meant. An undo or redo is deliberate and ends
the quiet moment at once.
"""

from __future__ import annotations

from dataclasses import dataclass

from ..domain import GameState, Phase
from .common import round_stage

# About a third of a second: longer than the gap between the two taps of a
# double tap (100-200 ms), shorter than any real handover of a phone (the
# next player reads their name and thinks), so a quick table is never slowed.
QUIET_S = 0.35


@dataclass(frozen=True, slots=True)
class Turn:
    """What a tap was drawn for: the round, its phase and the seat whose turn
    it was (the bidder; None in play, where anyone may win the next trick)."""

    round: int
    phase: Phase
    seat: int | None = None


def turn_of(state: GameState) -> Turn:
    rnd = state.current
    return Turn(rnd.number, round_stage(rnd.phase), rnd.to_bid)


@dataclass(frozen=True, slots=True)
class TapGuard:
    """The session's memory of the last accepted guarded tap (a frozen value:
    the store swaps it for the one :meth:`accepted` returns)."""

    quiet_until: float = float("-inf")
    quiet_s: float = QUIET_S

    def allows(self, meant: Turn | None, state: GameState | None, now: float) -> bool:
        """May a tap drawn for ``meant`` act on ``state`` at time ``now``?
        (``meant`` None: a tap that belongs to no turn, e.g. lifting a cover;
        only the quiet moment applies.)"""
        if now < self.quiet_until:
            return False
        if meant is None:
            return True
        return state is not None and turn_of(state) == meant

    def accepted(self, now: float) -> "TapGuard":
        """The guard after a tap was acted on: quiet for a moment."""
        return TapGuard(now + self.quiet_s, self.quiet_s)

    def reset(self) -> "TapGuard":
        """After a deliberate undo or redo: no quiet moment."""
        return TapGuard(float("-inf"), self.quiet_s)
