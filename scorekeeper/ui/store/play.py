"""The game a session has open, and the table's taps on it: the path of
one tap (``tap`` -> ``_apply`` -> the service), undo and redo.

The game itself lives in the process-wide service, so every tab works on
the same game; here are the id of the one shown, whether it is only viewed
or over (the game screen's frame watches these), and :class:`GameChanges`,
bumped on each change of the game (the round, the totals and the undo bar
watch it: a tap draws those anew, not the frame around them).
Every refusal of the service (the rules, a failed save) is caught here and
said in words on the screen; the game stays as it was.
"""

from __future__ import annotations

import time
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Callable

import flet as ft

from ...domain import EnterTricks, Game, GameAction, GameState, Redo, Undo
from ...presenters.game import step_action, undone_text
from ...presenters.taps import TURN_SIGN, Turn, sign_of
from ...service import SERVICE_ERRORS
from .drafts import Drafts
from .opening import Opening
from ...presenters.tap_guard import TapGuard

if TYPE_CHECKING:
    from . import AppStore


@ft.observable
@dataclass
class GameChanges:
    """Bumped whenever the open game changes, here or in another session."""

    version: int = 0


@ft.observable
@dataclass
class Play(Opening, Drafts):
    """Opening and leaving a game are in :class:`Opening`, direct entry's
    draft in :class:`Drafts`; the fields of all three are here."""

    game_id: str | None = None
    viewing: bool = False  # the open game is shown, not changed (view-only chosen, or it is in the trash)
    in_trash: bool = False  # the open game is in the trash: it can only be viewed
    over: bool = False  # the open game is over (the frame offers no table mode)
    undone: str = ""  # what the last undo took back, in words (a redo is one tap away)
    # taps dropped so far (a double tap's second), and where the round screen
    # shows it: a short shake there and a haptic tick (see presenters/taps.py)
    dropped: int = 0
    dropped_at: str = ""
    _store: "AppStore | None" = field(default=None, repr=False, compare=False)
    # taps meant for a turn that is over are dropped (see tap_guard); the
    # clock is the guard's, replaceable in tests
    _guard: TapGuard = field(default_factory=TapGuard, repr=False, compare=False)
    _clock: Callable[[], float] = field(default=time.monotonic, repr=False, compare=False)
    _changes: GameChanges = field(default_factory=GameChanges, repr=False, compare=False)

    @property
    def _s(self) -> "AppStore":
        assert self._store is not None
        return self._store

    # -- the game shown --------------------------------------------------------
    def game(self) -> Game | None:
        if self.game_id is None:
            return None
        try:
            return self._s.service.game(self.game_id)
        except SERVICE_ERRORS as exc:
            self._s.refuse(exc)
            return None

    @property
    def changes(self) -> GameChanges:
        """What the parts of the game screen that show the game watch."""
        return self._changes

    def changed(self) -> None:
        """Another session changed the open game: re-render."""
        game = self.game()
        self._moved(game.state if game is not None else None)

    def _moved(self, state: GameState | None) -> None:
        """The open game changed (to ``state``): the parts that show it draw anew."""
        self.over = state is not None and state.complete
        self._changes.version += 1

    # -- actions ------------------------------------------------------------------
    def act(self, action: GameAction, *then: GameAction) -> bool:
        """Apply and save one action (and ``then`` the ones after it, in the
        same write); a refusal leaves the game as it was and says why on the
        screen."""
        return self._apply((action, *then)) is not None

    def _apply(self, actions: tuple[GameAction, ...],
               check: Callable[[GameState], bool] | None = None) -> Game | None:
        """The one way a tap reaches the game: one call to the service, which
        asks ``check`` under the game's lock, applies and saves ``actions`` in
        one write and hands back the game the screens draw. None: refused
        (said on the screen) or dropped by ``check``."""
        if self.game_id is None or self.viewing:
            return None
        store = self._s
        try:
            game = store.service.act(self.game_id, *actions, check=check) if check is not None \
                else store.service.act(self.game_id, *actions)
        except SERVICE_ERRORS as exc:
            store.refuse(exc)
            self._changes.version += 1
            return None
        if game is None:
            return None
        store.nav.message = self.undone = ""
        self._forget_finished_draft(game.state)
        self._moved(game.state)
        store.tell_others(self.game_id)
        return game

    def tap(self, action: GameAction, meant: Turn, *then: GameAction) -> bool:
        """A bid, a trick or ``next-round`` tapped for the turn ``meant``. A
        tap for a turn that is over, or one right after the game moved on (a
        double tap), is dropped without a rules error (it was never meant
        for the game as it is now), but with a sign that it was. The turn is
        checked by the service under the game's lock, in the same call that
        applies and saves the tap."""
        now = self._clock()
        allowed = True

        def check(state: GameState) -> bool:
            nonlocal allowed
            allowed = self._guard.allows(meant, state, now)
            return allowed

        if self._apply((action, *then), check) is None:
            if not allowed:
                self._drop(sign_of(action))
            return False
        # quiet from when the game moved on (after the save): that is when
        # the next player's pad is drawn, however long the save took
        self._guard = self._guard.accepted(self._clock())
        return True

    def pick(self, meant: Turn) -> bool:
        """A tap for the turn ``meant`` that changes only this screen (a
        secret dealer picks a bid to confirm, or is sent back to the pad):
        guarded as a bid is, so the second tap of a double tap on the pad
        does not land on the confirm step's button and confirm at once."""
        game = self.game()
        now = self._clock()
        if game is None:
            return False
        if not self._guard.allows(meant, game.state, now):
            self._drop(TURN_SIGN)
            return False
        self._guard = self._guard.accepted(now)
        return True

    def may_tap(self, sign: str = TURN_SIGN) -> bool:
        """May a tap that belongs to no turn (lifting a cover, a count of
        direct entry) act now? When not, the sign shows at ``sign``."""
        if self._guard.allows(None, None, self._clock()):
            return True
        self._drop(sign)
        return False

    def _drop(self, sign: str) -> None:
        """A tap was dropped: the round screen shows it at ``sign``."""
        self.dropped_at = sign
        self.dropped += 1

    def enter_tricks(self, tricks: tuple[int, ...], meant: Turn) -> bool:
        """Direct entry: score the round with every player's tricks. The
        round's result shows as the tally's last trick shows it (the same
        rows, their points, Next round); an undo brings the counts back."""
        return self.tap(EnterTricks(tricks=tricks), meant)

    def undo(self) -> None:
        """Take back the last action and say what it was (redo is one tap).
        Counts entered directly come back as direct entry's draft: a wrong
        count is fixed without entering the round again."""
        game = self.game()
        said = undone_text(game, self._s.t) if game is not None else ""
        undone = step_action(game) if game is not None else None
        back = self._apply((Undo(),))
        if back is not None:
            self.undone = said
            self._guard = self._guard.reset()  # a deliberate step back: the next tap counts at once
            if isinstance(undone, EnterTricks):
                self._keep_undone_counts(undone, back.state)

    def redo(self) -> None:
        if self._apply((Redo(),)) is not None:
            self._guard = self._guard.reset()

    def dismiss_undone(self) -> None:
        self.undone = ""
