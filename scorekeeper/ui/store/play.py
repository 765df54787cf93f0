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
from dataclasses import dataclass, field, replace
from typing import TYPE_CHECKING, Callable

import flet as ft

from ...domain import EnterTricks, Game, GameAction, GameState, Redo, Undo
from ...presenters.game import step_action, undone_text
from ...presenters.taps import TURN_SIGN, Turn, elsewhere_text, sign_of, turn_of
from ...service import SERVICE_ERRORS
from .drafts import Drafts
from .opening import Opening
from ...presenters.tap_guard import DOUBLE, ELSEWHERE, TapGuard

if TYPE_CHECKING:
    from . import AppStore


# how long after the game moved on a tap on a control gone is taken for a tap
# on the screen as it was before (a browser that had not drawn the change yet)
LOST_TAP_S = 3.0


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
    # the game as this screen last drew it, and, when another screen moved it
    # on, why a tap drawn before that is refused and when (issue 40: a tap on a
    # pad the browser still showed after this session drew the next one is a
    # tap on a control gone: Flet drops it; ``lost_tap`` says it)
    _seen: Game | None = field(default=None, repr=False, compare=False)
    _elsewhere: tuple[str, float] | None = field(default=None, repr=False, compare=False)
    _last_own: GameAction | None = field(default=None, repr=False, compare=False)

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
        """Another session changed the open game: re-render. A tap this screen
        drew before is refused from now on, in words (``lost_tap``); an undo
        there is said here."""
        game = self.game()
        before, self._seen = self._seen, game
        if game is not None and before is not None and before is not game:
            t = self._s.t
            if turn_of(before.state) != turn_of(game.state):
                self._elsewhere = (elsewhere_text(turn_of(before.state), game.state, t), self._clock())
            if isinstance(game.log[-1], Undo) and len(game.log) == len(before.log) + 1:
                said = undone_text(before, t)
                if said:
                    self._s.nav.tell(t("tap.undone_elsewhere", what=said))
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
        self._seen, self._elsewhere = game, None
        # this screen moved the game on: a tap it drew before is its own stale tap (a shake, not words)
        self._guard = replace(self._guard, left_at=turn_of(game.state))
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
        verdict = ""
        said = ""

        def check(state: GameState) -> bool:
            nonlocal verdict, said
            verdict = self._guard.verdict(meant, state, now)
            if verdict == ELSEWHERE:  # another screen on this game moved it on first: said, nothing saved
                said = elsewhere_text(meant, state, self._s.t)
            return not verdict

        game = self._apply((action, *then), check)
        if game is None:
            self._refused(verdict, said, sign_of(action))
            return False
        # quiet from when the game moved on (after the save): that is when
        # the next player's pad is drawn, however long the save took
        self._guard = self._guard.accepted(self._clock(), turn_of(game.state))
        self._last_own = action
        return True

    def _refused(self, verdict: str, said: str, sign: str) -> None:
        if verdict == ELSEWHERE:
            self._s.nav.refuse(said)
        elif verdict == DOUBLE:
            self._drop(sign)

    def lost_tap(self) -> None:
        """A tap reached a control this session no longer has: the screen it
        was made on showed a turn that has passed (this session drew the next
        one, the browser had not shown it yet). Said as a tap for that turn
        would be: the shake of a double tap after this screen's own tap, the
        words after another screen's."""
        if self.game_id is None or self.viewing:
            return
        now = self._clock()
        if self._elsewhere is not None and now - self._elsewhere[1] < LOST_TAP_S:
            self._s.nav.refuse(self._elsewhere[0])
        elif self._last_own is not None and now < self._guard.quiet_until + LOST_TAP_S:
            self._drop(sign_of(self._last_own))

    def pick(self, meant: Turn) -> bool:
        """A tap for the turn ``meant`` that changes only this screen (a
        secret dealer picks a bid to confirm, or is sent back to the pad):
        guarded as a bid is, so the second tap of a double tap on the pad
        does not land on the confirm step's button and confirm at once."""
        game = self.game()
        now = self._clock()
        if game is None:
            return False
        verdict = self._guard.verdict(meant, game.state, now)
        if verdict:
            said = elsewhere_text(meant, game.state, self._s.t) if verdict == ELSEWHERE else ""
            self._refused(verdict, said, TURN_SIGN)
            return False
        self._guard = self._guard.accepted(now, self._guard.left_at)
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
            self._guard = self._guard.reset(turn_of(back.state))  # a deliberate step back: the next tap counts at once
            if isinstance(undone, EnterTricks):
                self._keep_undone_counts(undone, back.state)

    def redo(self) -> None:
        back = self._apply((Redo(),))
        if back is not None:
            self._guard = self._guard.reset(turn_of(back.state))

    def dismiss_undone(self) -> None:
        self.undone = ""
