"""The session store: what one app session (a phone, a browser tab) shows.

An ``@ft.observable`` dataclass holds only small UI facts (screen, game id,
a version counter, the last message). The game itself lives in the
process-wide :class:`GameService`, so every tab works on the same game;
intents here forward to it and bump ``version`` so the views re-render.
"""

from __future__ import annotations

import time
from dataclasses import dataclass, field, replace
from typing import Callable

import flet as ft

from ..domain import CloseRound, EnterTricks, Game, GameAction, Redo, RuleChoice, RuleSet, ScorekeeperError, Undo
from ..exports import Export, ExportFormat
from ..i18n import Translator, available_languages, translator
from ..presenters.errors import error_text
from ..presenters.exports import imported_text, restore_summary
from ..presenters.game import undone_text
from ..presenters.preferences import Preferences
from ..presenters.taps import TapGuard, Turn
from ..service import GameService, OpenGame
from ..storage import StorageError

TOPIC = "scorekeeper/game-changed"


@dataclass(frozen=True, eq=False)
class StoreRef:
    """The store, handed to components that only call its intents.

    A component given the observable store itself re-renders on every change
    of it; one given this plain holder (stable identity) re-renders only when
    its other props change, so ``ft.memo`` can skip it. Such a component must
    take everything it shows from its props and use ``ref.store`` only in
    event handlers.
    """

    store: "AppStore"


@ft.observable
@dataclass
class AppStore:
    stack: list[str] = field(default_factory=lambda: ["home"])
    game_id: str | None = None
    viewing: bool = False  # the open game is shown, not changed (view-only chosen, or it is in the trash)
    version: int = 0  # bumped whenever the open game or the saved data changes
    message: str = ""  # the last refused action, in words
    notice: str = ""  # the last thing done that is worth a word (a file saved, a restore's outcome)
    show_sheet: bool = False
    in_trash: bool = False  # the open game is in the trash: it can only be viewed
    problems_dismissed: bool = False  # damaged files reported on the home screen
    language: str = "en"
    dark: bool = False  # the dark theme is on (the device's setting until the player picks one)
    undone: str = ""  # what the last undo took back, in words (a redo is one tap away)
    prefs: Preferences = field(default_factory=Preferences)  # what this device remembers
    wide: bool = False  # a wide screen: the round keeps a readable width and the sheet shows beside it

    # never observed (leading underscore): the shared service and the
    # callback that tells the other sessions about a change
    _service: GameService | None = field(default=None, repr=False, compare=False)
    _broadcast: Callable[[str], None] | None = field(default=None, repr=False, compare=False)
    # taps meant for a turn that is over are dropped (see presenters.taps);
    # the clock is the guard's, replaceable in tests
    _guard: TapGuard = field(default_factory=TapGuard, repr=False, compare=False)
    _clock: Callable[[], float] = field(default=time.monotonic, repr=False, compare=False)
    # writes the preferences to the device (set once they are loaded)
    _save_prefs: Callable[[Preferences], None] | None = field(default=None, repr=False, compare=False)

    # -- queries ---------------------------------------------------------
    @property
    def service(self) -> GameService:
        assert self._service is not None
        return self._service

    @property
    def screen(self) -> str:
        return self.stack[-1]

    @property
    def t(self) -> Translator:
        return translator(self.language)

    def game(self) -> Game | None:
        if self.game_id is None:
            return None
        try:
            return self.service.game(self.game_id)
        except (ScorekeeperError, StorageError) as exc:
            self.message = error_text(exc, self.t)
            return None

    # -- navigation ------------------------------------------------------
    def push(self, screen: str) -> None:
        self.message = self.notice = ""
        self.stack = [*self.stack, screen]

    def back(self) -> None:
        self.message = self.notice = ""
        if len(self.stack) > 1:
            self.stack = self.stack[:-1]
        if self.screen != "game":
            self.show_sheet = False
            self._left_game()

    def home(self) -> None:
        self.message = self.notice = ""
        self.stack = ["home"]
        self.show_sheet = False
        self._left_game()

    def _left_game(self) -> None:
        """The player left the game screen: a new session starts at home again."""
        self.undone = ""
        if self.prefs.open_game is not None:
            self.remember(replace(self.prefs, open_game=None))

    def changed(self) -> None:
        """Something outside this session changed the data: re-render."""
        self.version += 1

    # -- games -----------------------------------------------------------
    def open_game(self, game_id: str, *, view_only: bool = False) -> None:
        """Continue a game, or (``view_only``) show it without changing it."""
        try:
            opened: OpenGame = self.service.open(game_id)
        except (ScorekeeperError, StorageError) as exc:
            self.message = error_text(exc, self.t)
            return
        self.game_id = game_id
        self.in_trash = opened.in_trash
        self.viewing = view_only or opened.in_trash
        self.show_sheet = self.viewing or opened.game.state.complete
        # Back from a game opened in the history goes back to the history
        self.stack = [*self.stack, "game"] if self.screen == "history" else ["home", "game"]
        self.message = self.undone = ""
        self._guard = self._guard.reset()
        self.version += 1
        playing = None if self.viewing or opened.game.state.complete else game_id
        if playing != self.prefs.open_game:
            self.remember(replace(self.prefs, open_game=playing))

    def rules_of(self, game_id: str) -> RuleSet | None:
        """A listed game's rules (None when it cannot be read: the list still shows it)."""
        try:
            return self.service.game(game_id).state.rules
        except (ScorekeeperError, StorageError):
            return None

    def come_back(self, game_id: str) -> None:
        """A new session of a device whose connection dropped while a game was
        open goes back to it (and forgets it, silently, when it is gone, in
        the trash or over)."""
        try:
            opened = self.service.open(game_id)
        except (ScorekeeperError, StorageError):
            opened = None
        if opened is None or opened.in_trash or opened.game.state.complete:
            self.remember(replace(self.prefs, open_game=None))
            return
        self.open_game(game_id)

    def start_game(self, players: list[str], first_dealer: int, rules: RuleChoice) -> bool:
        if not self._open_created(lambda: self.service.new_game(players, first_dealer, rules)):
            return False
        # the next new game starts from these rules (a custom schedule is a one-off)
        self.remember(self.prefs.with_rules(rules.preset, rules.notequal, rules.bids))
        return True

    def rematch(self) -> None:
        if self.game_id is not None:
            game_id = self.game_id
            self._open_created(lambda: self.service.rematch(game_id))

    def _open_created(self, create: Callable[[], str]) -> bool:
        """Create a game, open it here and tell the other sessions; a
        refusal says why in ``message``."""
        try:
            game_id = create()
        except (ScorekeeperError, StorageError) as exc:
            self.message = error_text(exc, self.t)
            return False
        self.open_game(game_id)
        self._tell_others(game_id)
        return True

    def act(self, action: GameAction) -> bool:
        """Apply and save one action; a refusal leaves the game as it was and
        says why in ``message``."""
        if self.game_id is None or self.viewing:
            return False
        try:
            self.service.act(self.game_id, action)
        except (ScorekeeperError, StorageError) as exc:
            self.message = error_text(exc, self.t)
            self.version += 1
            return False
        self.message = self.undone = ""
        self.version += 1
        self._tell_others(self.game_id)
        return True

    # -- the table's taps (see presenters.taps) ----------------------------
    def tap(self, action: GameAction, meant: Turn) -> bool:
        """A bid, a trick or ``next-round`` tapped for the turn ``meant``. A
        tap for a turn that is over, or one right after the game moved on (a
        double tap), is dropped without a word: it was never meant for the
        game as it is now."""
        now = self._clock()
        game = self.game()
        if game is None or not self._guard.allows(meant, game.state, now):
            return False
        if not self.act(action):
            return False
        # quiet from when the game moved on (after the save): that is when
        # the next player's pad is drawn, however long the save took
        self._guard = self._guard.accepted(self._clock())
        return True

    def may_tap(self) -> bool:
        """May a tap that belongs to no turn (lifting a cover) act now?"""
        return self._guard.allows(None, None, self._clock())

    def enter_tricks(self, tricks: tuple[int, ...], meant: Turn) -> bool:
        """Direct entry: score the round with every player's tricks and go on
        to the next round, in one tap (the last round ends the game)."""
        if not self.tap(EnterTricks(tricks=tricks), meant):
            return False
        game = self.game()
        if game is not None and not game.state.complete:
            self.act(CloseRound())
        return True

    def undo(self) -> None:
        """Take back the last action and say what it was (redo is one tap)."""
        game = self.game()
        said = undone_text(game, self.t) if game is not None else ""
        if self.act(Undo()):
            self.undone = said
            self._guard = self._guard.reset()  # a deliberate step back: the next tap counts at once

    def redo(self) -> None:
        if self.act(Redo()):
            self._guard = self._guard.reset()

    def dismiss_undone(self) -> None:
        self.undone = ""

    # -- what this device remembers ----------------------------------------
    def remember(self, prefs: Preferences) -> None:
        self.prefs = prefs
        if self._save_prefs is not None:
            self._save_prefs(prefs)

    def set_dark(self, dark: bool) -> None:
        """The player picks the theme: from now on it no longer follows the device."""
        self.dark = dark
        self.remember(self.prefs.with_dark(dark))

    def set_entry(self, method: str) -> None:
        """How this table counts tricks (remembered for the next rounds and games)."""
        if method != self.prefs.entry:
            self.remember(self.prefs.with_entry(method))

    def set_language(self, code: str) -> None:
        """The player picks the language: shown at once (the open game, kept by
        the service, stays as it is) and remembered on this device, which no
        longer decides it."""
        if code not in available_languages():
            return
        self.language = code
        self.remember(replace(self.prefs, language=code))

    def trash(self, game_id: str) -> None:
        try:
            self.service.trash(game_id)
        except StorageError as exc:
            self.message = error_text(exc, self.t)
        if game_id == self.game_id:
            self.game_id = None
        self.version += 1
        self._tell_others(game_id)

    def restore(self, game_id: str) -> None:
        try:
            self.service.restore(game_id)
        except StorageError as exc:
            self.message = error_text(exc, self.t)
        self.version += 1
        self._tell_others(game_id)

    def empty_trash(self) -> None:
        try:
            self.service.empty_trash()
        except StorageError as exc:
            self.message = error_text(exc, self.t)
        self.version += 1

    def allow_edits(self) -> None:
        """Leave view-only mode (not for a game in the trash)."""
        if not self.in_trash:
            self.viewing = False
            self.version += 1

    def dismiss_message(self) -> None:
        self.message = ""

    def tell(self, notice: str) -> None:
        self.notice = notice

    def dismiss_notice(self) -> None:
        self.notice = ""

    # -- files (the platform's save and pick dialogs are the view's part) ---
    def export_file(self, game_id: str, fmt: ExportFormat) -> Export | None:
        """The game as a file, built by the service as the command line
        builds it; None (and the reason in ``message``) when it cannot be."""
        try:
            return self.service.export(game_id, fmt, language=self.language)
        except (ScorekeeperError, StorageError, ValueError, OSError) as exc:
            self.message = self.t("export.failed", why=str(exc))
            return None

    def summary_text(self, game_id: str) -> str:
        """The messenger text of the game ("" when it cannot be built)."""
        try:
            return self.service.export(game_id, ExportFormat.TXT, language=self.language).data.decode("utf-8")
        except (ScorekeeperError, StorageError, ValueError, OSError):
            return ""

    def backup_file(self) -> Export | None:
        try:
            return self.service.backup()
        except (ScorekeeperError, StorageError, OSError) as exc:
            self.message = self.t("backup.failed", why=str(exc))
            return None

    def restore_backup(self, data: bytes) -> None:
        """Add the games of a backup file that are not here yet; a damaged or
        hostile file is refused whole, with its reason in ``message``."""
        self.message = self.notice = ""
        if not data:
            self.message = self.t("restore.no_data")
            return
        try:
            report = self.service.restore_backup(data)
        except (ScorekeeperError, StorageError) as exc:
            self.message = error_text(exc, self.t)
            return
        summary = restore_summary(report, self.t)
        self.notice = "\n".join((summary.headline, *summary.refused))
        if summary.changed:
            self.version += 1
            self._tell_others("")

    def import_record(self, data: bytes) -> None:
        """Store one game record file as a new game."""
        self.message = self.notice = ""
        if not data:
            self.message = self.t("restore.no_data")
            return
        try:
            game_id = self.service.import_record_file(data)
            players = self.service.game(game_id).state.players
        except (ScorekeeperError, StorageError) as exc:
            self.message = error_text(exc, self.t)
            return
        self.notice = imported_text(players, self.t)
        self.version += 1
        self._tell_others(game_id)

    def dismiss_problems(self) -> None:
        self.problems_dismissed = True

    def _tell_others(self, game_id: str) -> None:
        if self._broadcast is not None:
            self._broadcast(game_id)
