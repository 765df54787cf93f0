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

Where the screen can say when it has drawn what a tap changed (the host's
round screen: a call to the browser made after the screen's update, answered
once the browser has it, see ``ui/round/panel.py``), the quiet moment runs
from that answer (:meth:`TapGuard.accepted` with ``until_drawn``, then
:meth:`TapGuard.drawn`), at most :data:`DRAW_WAIT_S` after the tap. A page
busy drawing the first tap handles the second one late, on the screen the
first one drew: counted from the save, the quiet moment was over by then and
the second tap of a double tap entered the next player's bid (issue 39, seen
366-420 ms after the first under load); counted from the browser's answer,
the late tap still falls inside it.
"""

from __future__ import annotations

from dataclasses import dataclass

from ..domain import GameState
from .taps import QUIET_S, Turn, turn_of

# The longest a tap's quiet moment waits for the screen to say it drew what the tap changed
# (a page that never answers lets taps through again after this).
DRAW_WAIT_S = 2.0


@dataclass(frozen=True, slots=True)
class TapGuard:
    """A frozen value: the session swaps it for the one :meth:`accepted` returns."""

    quiet_until: float = float("-inf")
    quiet_s: float = QUIET_S
    drawing: bool = False  # a tap was acted on, and its screen has not said it drew it yet
    acted: int = 0  # taps acted on so far (a screen asks the browser after drawing each)

    def allows(self, meant: Turn | None, state: GameState | None, now: float) -> bool:
        """May a tap drawn for ``meant`` act on ``state`` at time ``now``?
        (``meant`` None: a tap that belongs to no turn, e.g. lifting a cover;
        only the quiet moment applies.)"""
        if now < self.quiet_until:
            return False
        if meant is None:
            return True
        return state is not None and turn_of(state) == meant

    def accepted(self, now: float, until_drawn: bool = False) -> "TapGuard":
        """The guard after a tap was acted on: quiet for a moment; with
        ``until_drawn``, until a moment after the screen says it drew the tap
        (:meth:`drawn`), at most :data:`DRAW_WAIT_S`."""
        if until_drawn:
            return TapGuard(now + DRAW_WAIT_S, self.quiet_s, drawing=True, acted=self.acted + 1)
        return TapGuard(now + self.quiet_s, self.quiet_s, acted=self.acted + 1)

    def drawn(self, now: float) -> "TapGuard":
        """The screen has drawn what the last tap changed: quiet for a moment
        from now (the guard as it was when no tap waits to be drawn)."""
        if not self.drawing:
            return self
        return TapGuard(min(self.quiet_until, now + self.quiet_s), self.quiet_s, acted=self.acted)

    def reset(self) -> "TapGuard":
        """After a deliberate undo or redo: no quiet moment."""
        return TapGuard(float("-inf"), self.quiet_s, acted=self.acted)
