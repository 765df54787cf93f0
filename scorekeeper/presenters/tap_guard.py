"""The memory of the last tap acted on (see :mod:`scorekeeper.presenters.taps`
for which taps are meant for the game as it is now, and why): a frozen
value, held by the host's session (``Play`` of the store) for its screen and
by the table mode's session for each seat's phone, so
both check a tap with the one :class:`~scorekeeper.presenters.taps.Turn`.

Every guarded tap carries the :class:`~scorekeeper.presenters.taps.Turn` it
was drawn for, and the :class:`TapGuard` lets it through only when (1) the
game is still at that turn and (2) the last accepted tap is at least
:data:`~scorekeeper.presenters.taps.QUIET_S` old: a short quiet moment after
the pad passed on, so a second tap that already lands on the next player's
pad is dropped too. A dropped tap shows no rules error, only a sign that it was dropped
(:func:`scorekeeper.presenters.taps.sign_of`). An undo or redo is deliberate
and ends the quiet moment at once.
"""

from __future__ import annotations

from dataclasses import dataclass

from ..domain import GameState
from .taps import QUIET_S, Turn, turn_of


# why a tap is refused (TapGuard.verdict): "" it acts
DOUBLE = "double"  # the second tap of a double tap (or one for the turn this session's own tap passed): a shake
ELSEWHERE = "elsewhere"  # drawn for a turn another screen on the same game passed: said in words


@dataclass(frozen=True, slots=True)
class TapGuard:
    """A frozen value: the session swaps it for the one :meth:`accepted` returns."""

    quiet_until: float = float("-inf")
    quiet_s: float = QUIET_S
    # the turn the game was at after this session's own last tap (or undo,
    # redo): while the game is still there, a tap for a turn that is over is
    # this screen's own double tap; once it is elsewhere, another screen on
    # the same game moved it (issue 40)
    left_at: Turn | None = None

    def verdict(self, meant: Turn | None, state: GameState | None, now: float) -> str:
        """Why a tap drawn for ``meant`` may not act on ``state`` at time
        ``now``: "" (it may), :data:`DOUBLE` or :data:`ELSEWHERE`.
        (``meant`` None: a tap that belongs to no turn, e.g. lifting a cover;
        only the quiet moment applies.)"""
        if meant is not None:
            if state is None:
                return DOUBLE
            turn = turn_of(state)
            if turn != meant:
                return DOUBLE if turn == self.left_at else ELSEWHERE
        if now < self.quiet_until:
            return DOUBLE
        return ""

    def allows(self, meant: Turn | None, state: GameState | None, now: float) -> bool:
        """May a tap drawn for ``meant`` act on ``state`` at time ``now``?"""
        return not self.verdict(meant, state, now)

    def accepted(self, now: float, left_at: Turn | None = None) -> "TapGuard":
        """The guard after a tap was acted on: quiet for a moment; the game
        is now at ``left_at``."""
        return TapGuard(now + self.quiet_s, self.quiet_s, left_at)

    def reset(self, left_at: Turn | None = None) -> "TapGuard":
        """After a deliberate undo or redo (the game now at ``left_at``): no quiet moment."""
        return TapGuard(float("-inf"), self.quiet_s, left_at)
