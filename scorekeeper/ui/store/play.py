"""The game a session has open, and the table's taps on it.

The game itself lives in the process-wide service, so every tab works on
the same game; here are the id of the one shown, whether it is only viewed,
and a version counter bumped on each change, so the game screen re-renders.
Every refusal of the service (the rules, a failed save) is caught here and
said in words on the screen; the game stays as it was.
"""

from __future__ import annotations

import time
from dataclasses import dataclass, field, replace
from typing import TYPE_CHECKING, Callable

import flet as ft

from ...domain import EnterTricks, Game, GameAction, GameState, Redo, RuleChoice, Undo
from ...presenters.entry import EntryDraft, TricksPick, draft_form
from ...presenters.game import step_action, undone_text
from ...presenters.taps import TURN_SIGN, Turn, sign_of
from ...service import SERVICE_ERRORS, OpenGame
from .tap_guard import TapGuard

if TYPE_CHECKING:
    from . import AppStore


@ft.observable
@dataclass
class Play:
    game_id: str | None = None
    viewing: bool = False  # the open game is shown, not changed (view-only chosen, or it is in the trash)
    in_trash: bool = False  # the open game is in the trash: it can only be viewed
    version: int = 0  # bumped whenever the open game changes, here or in another session
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

    @property
    def _s(self) -> "AppStore":
        assert self._store is not None
        return self._store

    # -- the game shown --------------------------------------------------------
    def game(self) -> Game | None:
        if self.game_id is None:
            return None
        try:
            return self._s._service.game(self.game_id)
        except SERVICE_ERRORS as exc:
            self._s.refuse(exc)
            return None

    def changed(self) -> None:
        """Another session changed the open game: re-render."""
        self.version += 1

    def open_game(self, game_id: str, *, view_only: bool = False) -> None:
        """Continue a game, or (``view_only``) show it without changing it."""
        store = self._s
        try:
            opened: OpenGame = store._service.open(game_id)
        except SERVICE_ERRORS as exc:
            store.refuse(exc)
            return
        nav = store.nav
        self.game_id = game_id
        self.in_trash = opened.in_trash
        self.viewing = view_only or opened.in_trash
        nav.show_sheet = self.viewing or opened.game.state.complete
        # Back from a game opened in the history goes back to the history
        nav.stack = [*nav.stack, "game"] if nav.screen == "history" else ["home", "game"]
        nav.message = self.undone = ""
        self._guard = self._guard.reset()
        self.version += 1
        device = store.device
        playing = None if self.viewing or opened.game.state.complete else game_id
        if playing != device.prefs.open_game:
            device.remember(replace(device.prefs, open_game=playing))

    def come_back(self, game_id: str) -> None:
        """A new session of a device whose connection dropped while a game was
        open goes back to it (and forgets it, silently, when it is gone, in
        the trash or over)."""
        try:
            opened = self._s._service.open(game_id)
        except SERVICE_ERRORS:
            opened = None
        if opened is None or opened.in_trash or opened.game.state.complete:
            self._s.device.forget_open_game()
            return
        self.open_game(game_id)

    def leave(self) -> None:
        """The player left the game screen: a new session starts at home again."""
        self.undone = ""
        self._s.device.forget_open_game()

    def allow_edits(self) -> None:
        """Leave view-only mode (not for a game in the trash)."""
        if not self.in_trash:
            self.viewing = False
            self.version += 1

    # -- new games ---------------------------------------------------------------
    def start_game(self, players: list[str], first_dealer: int, rules: RuleChoice) -> bool:
        service = self._s._service
        if not self._open_created(lambda: service.new_game(players, first_dealer, rules)):
            return False
        # the next new game starts from these rules (a custom schedule is a one-off)
        device = self._s.device
        device.remember(device.prefs.with_rules(rules.preset, rules.notequal, rules.bids))
        return True

    def rematch(self) -> None:
        if self.game_id is not None:
            game_id, service = self.game_id, self._s._service
            self._open_created(lambda: service.rematch(game_id))

    def _open_created(self, create: Callable[[], str]) -> bool:
        """Create a game, open it here and tell the other sessions; a
        refusal says why on the screen."""
        try:
            game_id = create()
        except SERVICE_ERRORS as exc:
            self._s.refuse(exc)
            return False
        self.open_game(game_id)
        self._s.tell_others(game_id)
        return True

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
            game = store._service.act(self.game_id, *actions, check=check) if check is not None \
                else store._service.act(self.game_id, *actions)
        except SERVICE_ERRORS as exc:
            store.refuse(exc)
            self.version += 1
            return None
        if game is None:
            return None
        store.nav.message = self.undone = ""
        self._forget_finished_draft(game.state)
        self.version += 1
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

    # -- direct entry -------------------------------------------------------------
    def entry_form(self, state: GameState) -> TricksPick:
        """Where direct entry starts for the round in play: the device's draft
        of it (kept across screens and a reload), else nothing picked."""
        form = draft_form(self._s.device.draft, self.game_id, state)
        return form or TricksPick.for_round(state)

    def keep_picks(self, round_number: int, form: TricksPick) -> None:
        """Direct entry picked a count: the device keeps the draft of the round."""
        if self.game_id is not None and not self.viewing:
            self._s.device.keep_draft(EntryDraft(self.game_id, round_number, form))

    def _forget_finished_draft(self, state: GameState) -> None:
        """The draft of this game's round goes once the round is scored or
        taken back to its bids (or another round is in play)."""
        draft = self._s.device.draft
        if draft is not None and draft.game_id == self.game_id and draft_form(draft, self.game_id, state) is None:
            self._s.device.keep_draft(None)

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
            if isinstance(undone, EnterTricks) and self.game_id is not None:
                rnd = back.state.current
                draft = EntryDraft(self.game_id, rnd.number, TricksPick(rnd.cards, tuple(undone.tricks)))
                if draft_form(draft, self.game_id, back.state) is not None:  # the round is in play again
                    self._s.device.keep_draft(draft)

    def redo(self) -> None:
        if self._apply((Redo(),)) is not None:
            self._guard = self._guard.reset()

    def dismiss_undone(self) -> None:
        self.undone = ""
