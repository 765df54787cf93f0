"""Which taps on the round screen are meant for the game as it is now.

A phone passed round a table gets double taps: the second tap of a pair
lands after the first one already moved the game on (the pad now belongs to
the next bidder, the round is scored, the next round has begun). Such a tap
was meant for a turn that is over; acting on it would enter a bid for the
wrong player or show a rules error nobody caused on purpose.

So every guarded tap carries the :class:`Turn` it was drawn for
(:func:`turn_of` the game as a screen shows it), and a tap within
:data:`QUIET_S` of the last one acted on is taken for the second of a double
tap. The session's memory of that last tap, with its clock, is
:class:`scorekeeper.ui.store.tap_guard.TapGuard`. Dropped taps are silent:
no rules error for a tap nobody meant.
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
