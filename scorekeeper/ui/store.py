"""The session store: what one app session (a phone, a browser tab) shows.

An ``@ft.observable`` dataclass holds only small UI facts (screen, game id,
a version counter, the last message). The game itself lives in the
process-wide :class:`GameService`, so every tab works on the same game;
intents here forward to it and bump ``version`` so the views re-render.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Callable

import flet as ft

from ..domain import Game, GameAction, RuleChoice, ScorekeeperError
from ..i18n import Translator, translator
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
    show_sheet: bool = False
    in_trash: bool = False  # the open game is in the trash: it can only be viewed
    problems_dismissed: bool = False  # damaged files reported on the home screen
    language: str = "en"
    dark: bool = False

    # never observed (leading underscore): the shared service and the
    # callback that tells the other sessions about a change
    _service: GameService | None = field(default=None, repr=False, compare=False)
    _broadcast: Callable[[str], None] | None = field(default=None, repr=False, compare=False)

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
            self.message = str(exc)
            return None

    # -- navigation ------------------------------------------------------
    def push(self, screen: str) -> None:
        self.message = ""
        self.stack = [*self.stack, screen]

    def back(self) -> None:
        self.message = ""
        if len(self.stack) > 1:
            self.stack = self.stack[:-1]
        if self.screen != "game":
            self.show_sheet = False

    def home(self) -> None:
        self.message = ""
        self.stack = ["home"]
        self.show_sheet = False

    def changed(self) -> None:
        """Something outside this session changed the data: re-render."""
        self.version += 1

    # -- games -----------------------------------------------------------
    def open_game(self, game_id: str, *, view_only: bool = False) -> None:
        """Continue a game, or (``view_only``) show it without changing it."""
        try:
            opened: OpenGame = self.service.open(game_id)
        except (ScorekeeperError, StorageError) as exc:
            self.message = str(exc)
            return
        self.game_id = game_id
        self.in_trash = opened.in_trash
        self.viewing = view_only or opened.in_trash
        self.show_sheet = self.viewing or opened.game.state.complete
        self.stack = ["home", "game"]
        self.message = ""
        self.version += 1

    def start_game(self, players: list[str], first_dealer: int, rules: RuleChoice) -> bool:
        return self._open_created(lambda: self.service.new_game(players, first_dealer, rules))

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
            self.message = str(exc)
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
            self.message = str(exc)
            self.version += 1
            return False
        self.message = ""
        self.version += 1
        self._tell_others(self.game_id)
        return True

    def trash(self, game_id: str) -> None:
        try:
            self.service.trash(game_id)
        except StorageError as exc:
            self.message = str(exc)
        if game_id == self.game_id:
            self.game_id = None
        self.version += 1
        self._tell_others(game_id)

    def restore(self, game_id: str) -> None:
        try:
            self.service.restore(game_id)
        except StorageError as exc:
            self.message = str(exc)
        self.version += 1
        self._tell_others(game_id)

    def empty_trash(self) -> None:
        try:
            self.service.empty_trash()
        except StorageError as exc:
            self.message = str(exc)
        self.version += 1

    def allow_edits(self) -> None:
        """Leave view-only mode (not for a game in the trash)."""
        if not self.in_trash:
            self.viewing = False
            self.version += 1

    def dismiss_message(self) -> None:
        self.message = ""

    def dismiss_problems(self) -> None:
        self.problems_dismissed = True

    def _tell_others(self, game_id: str) -> None:
        if self._broadcast is not None:
            self._broadcast(game_id)
