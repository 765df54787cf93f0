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


@dataclass(frozen=True, slots=True)
class TapGuard:
    """A frozen value: the session swaps it for the one :meth:`accepted` returns."""

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
