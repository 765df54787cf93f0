"""Which game a session has open: continue one, view one, start one, leave it.

A part of :class:`~scorekeeper.ui.store.play.Play` (its fields are there);
not on the path of a tap.
"""

from __future__ import annotations

from dataclasses import replace
from typing import TYPE_CHECKING, Callable

from ...domain import Game, GameState, RuleChoice
from ...service import SERVICE_ERRORS, OpenGame

if TYPE_CHECKING:
    from . import AppStore
    from ...presenters.tap_guard import TapGuard


class Opening:
    """The game a session opens, starts or leaves (mixed into ``Play``)."""

    game_id: str | None
    viewing: bool
    in_trash: bool
    undone: str
    _guard: "TapGuard"
    _seen: "Game | None"
    _elsewhere: "tuple[str, float] | None"
    _s: "AppStore"

    if TYPE_CHECKING:  # Play's
        def _moved(self, state: GameState | None) -> None: ...
        def changed(self) -> None: ...

    def open_game(self, game_id: str, *, view_only: bool = False) -> None:
        """Continue a game, or (``view_only``) show it without changing it."""
        store = self._s
        try:
            opened: OpenGame = store.service.open(game_id)
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
        self._seen, self._elsewhere = opened.game, None
        self._moved(opened.game.state)
        device = store.device
        playing = None if self.viewing or opened.game.state.complete else game_id
        if playing != device.prefs.open_game:
            device.remember(replace(device.prefs, open_game=playing))

    def come_back(self, game_id: str) -> None:
        """A new session of a device whose connection dropped while a game was
        open goes back to it (and forgets it, silently, when it is gone, in
        the trash or over)."""
        try:
            opened = self._s.service.open(game_id)
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
            self.changed()

    def start_game(self, players: list[str], first_dealer: int, rules: RuleChoice) -> bool:
        service = self._s.service
        if not self._open_created(lambda: service.new_game(players, first_dealer, rules)):
            return False
        # the next new game starts from these rules (a custom schedule is a one-off)
        device = self._s.device
        device.remember(device.prefs.with_rules(rules.preset, rules.notequal, rules.bids))
        return True

    def rematch(self) -> None:
        if self.game_id is not None:
            game_id, service = self.game_id, self._s.service
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
