"""The session store: what one app session (a phone, a browser tab) shows,
split by subject, each an ``@ft.observable`` with its intents:

- :class:`~.navigation.Navigation` (``store.nav``): the screens stacked, the
  sheet or the round, the last refusal and the last notice;
- :class:`~.play.Play` (``store.play``): the open game and the table's taps
  on it (with the double-tap guard of
  :mod:`scorekeeper.presenters.tap_guard`); ``play.changes``
  is bumped on each change of the game (what shows the game watches it);
- :class:`~.settings.DeviceSettings` (``store.device``): what the device
  remembers (saved through :mod:`.preference_store`), the language, the theme,
  the screen's width;
- :class:`~.saved.SavedGames` (``store.saved``): the history, the trash, the
  players, the files in and out;
- :class:`~.table_control.TableControl` (``store.table``): table mode on the
  host's screen.

:class:`AppStore` holds the five and the service they share; it is plain
(not observed) and the same object for the whole session, so a memoized
component may take it for its event handlers and still be skipped when its
other props are unchanged. A screen shows subjects and re-renders when one
of them changes (:func:`.watch.watch`); it reads the saved games only
through them, never the service, and names none of the service's errors:
the subjects catch them and say why on the screen.
"""

from __future__ import annotations

import time
from typing import Callable

from ...domain import PresetRegistry
from ...i18n import Translator
from ...presenters.errors import error_text
from ...presenters.tap_guard import TapGuard
from ...presenters.taps import QUIET_S
from ...service import GameService
from ...table.host import TableHost
from .navigation import Navigation
from .play import Play
from .saved import SavedGames
from .settings import DeviceSettings
from .table_control import TableControl
from .watch import watch

TOPIC = "scorekeeper/game-changed"


class AppStore:
    """One session's subjects, and the service they share."""

    def __init__(self, service: GameService, *, clock: Callable[[], float] = time.monotonic,
                 table: TableHost | None = None, site_url: str = "", tap_quiet_s: float = QUIET_S) -> None:
        #: the saved games, for the subjects of this package (their public door); a screen
        #: never reads it, it reads through the subjects (tests/test_architecture.py)
        self.service = service
        # tells the other sessions of this process that a game changed (see connect())
        self._broadcast: Callable[[str], None] | None = None
        self.nav = Navigation(_store=self)
        self.device = DeviceSettings()
        self.play = Play(_store=self, _clock=clock, _guard=TapGuard(quiet_s=tap_quiet_s))
        self.saved = SavedGames(_store=self)
        self.table = TableControl(_store=self, _host=table)  # table mode (None: this app cannot open one)
        # where a shared game's link opens (issue 31): the static site's own address, or --site-url /
        # SCOREKEEPER_SITE_URL for the served app ("": none; the device's setting comes first)
        self.site_url = site_url

    @property
    def t(self) -> Translator:
        return self.device.t

    @property
    def presets(self) -> PresetRegistry:
        """The rule presets a game can be played under."""
        return self.service.registry

    def refuse(self, exc: BaseException) -> None:
        """Say on the screen why the service refused (in the session's language)."""
        self.nav.refuse(error_text(exc, self.t))

    def connect(self, broadcast: Callable[[str], None] | None) -> None:
        """The app shell gives the session its way to tell the other sessions
        of this process that a game changed (None: it has gone)."""
        self._broadcast = broadcast

    def tell_others(self, game_id: str) -> None:
        if self._broadcast is not None:
            self._broadcast(game_id)

    def changed_elsewhere(self, game_id: str) -> None:
        """Another session saved a change to ``game_id`` ("": to the saved
        games): re-render what shows it."""
        if game_id and game_id == self.play.game_id:
            self.play.changed()
        if self.nav.on_a_list:
            self.saved.changed()

    def shows_change_of(self, game_id: str) -> bool:
        """Does this session show what another one changed?"""
        return bool(game_id) and game_id == self.play.game_id or self.nav.on_a_list


__all__ = ["TOPIC", "AppStore", "DeviceSettings", "Navigation", "Play", "SavedGames", "TableControl", "watch"]
