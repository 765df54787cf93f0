"""The saved games as a session sees them: the history and the trash, the
players, the damaged files set aside, and the files that go in and out
(an export of one game, the backup of all, a restore, an imported record).

The files are built by the service (the same bytes as the command line
builds); the platform's save and pick dialogs are the view's part. Every
refusal of the service is caught here and said in words on the screen.
"""

from __future__ import annotations

import logging
from dataclasses import dataclass, field
from typing import TYPE_CHECKING

import flet as ft

from ...domain import GameState, PlayerStats, RuleSet
from ...exports import Export, ExportFormat
from ...presenters.backup import imported_text, restore_summary
from ...presenters.errors import error_text
from ...presenters.history import GameListing
from ...service import SERVICE_ERRORS

if TYPE_CHECKING:
    from . import AppStore

log = logging.getLogger(__name__)


@ft.observable
@dataclass
class SavedGames:
    version: int = 0  # bumped whenever the saved games change, here or in another session
    problems_dismissed: bool = False  # damaged files reported on the home screen
    shared: str = ""  # the link that is a game (issue 31) this session opened: the "shared" screen shows it
    _store: "AppStore | None" = field(default=None, repr=False, compare=False)

    @property
    def _s(self) -> "AppStore":
        assert self._store is not None
        return self._store

    def changed(self) -> None:
        """Another session changed the saved games: re-render the lists."""
        self.version += 1

    # -- what is saved -------------------------------------------------------
    def history(self, in_trash: bool = False) -> list[GameListing]:
        """The games, newest first (``in_trash``: the games in the trash)."""
        service = self._s.service
        return list(service.trash_list() if in_trash else service.history())

    def unfinished(self) -> GameListing | None:
        """The most recently played unfinished game (to resume with one tap)."""
        return self._s.service.unfinished()

    def rules_of(self, game_id: str) -> RuleSet | None:
        """A listed game's rules (None when it cannot be read: the list still shows it)."""
        try:
            return self._s.service.game(game_id).state.rules
        except SERVICE_ERRORS:
            return None

    def players(self) -> list[PlayerStats]:
        return self._s.service.players()

    def roster_names(self) -> list[str]:
        return self._s.service.roster_names()

    def problems(self) -> list[str]:
        """The damaged files set aside when the data was opened, in words
        (none once dismissed)."""
        return [] if self.problems_dismissed else self._s.service.problems()

    def dismiss_problems(self) -> None:
        self.problems_dismissed = True

    # -- the trash -----------------------------------------------------------------
    def trash(self, game_id: str) -> None:
        store = self._s
        try:
            store.service.trash(game_id)
        except SERVICE_ERRORS as exc:
            store.refuse(exc)
        if game_id == store.play.game_id:
            store.play.game_id = None
        self.version += 1
        store.tell_others(game_id)

    def restore(self, game_id: str) -> None:
        store = self._s
        try:
            store.service.restore(game_id)
        except SERVICE_ERRORS as exc:
            store.refuse(exc)
        self.version += 1
        store.tell_others(game_id)

    def empty_trash(self) -> None:
        try:
            self._s.service.empty_trash()
        except SERVICE_ERRORS as exc:
            self._s.refuse(exc)
        self.version += 1

    # -- files ---------------------------------------------------------------------
    def export_file(self, game_id: str, fmt: ExportFormat) -> Export | None:
        """The game as a file, built by the service as the command line
        builds it; None (and the reason on the screen) when it cannot be."""
        store = self._s
        try:
            return store.service.export(game_id, fmt, language=store.device.language)
        except (*SERVICE_ERRORS, ValueError, OSError) as exc:
            store.nav.refuse(store.t("export.failed", why=str(exc)))
            return None

    def summary_text(self, game_id: str) -> str:
        """The messenger text of the game ("" when it cannot be built)."""
        store = self._s
        try:
            export = store.service.export(game_id, ExportFormat.TXT, language=store.device.language)
        except (*SERVICE_ERRORS, ValueError, OSError):
            return ""
        return export.data.decode("utf-8")

    def backup_file(self) -> Export | None:
        store = self._s
        try:
            return store.service.backup()
        except (*SERVICE_ERRORS, OSError) as exc:
            store.nav.refuse(store.t("backup.failed", why=str(exc)))
            return None

    def _file_given(self, data: bytes) -> bool:
        """A picked file to read: the last words cleared, and a file with no
        content (the platform gave none) refused in words."""
        nav = self._s.nav
        nav.message = nav.notice = ""
        if not data:
            nav.refuse(self._s.t("restore.no_data"))
        return bool(data)

    def restore_backup(self, data: bytes) -> None:
        """Add the games of a backup file that are not here yet; a damaged or
        hostile file is refused whole, with its reason on the screen."""
        store, nav = self._s, self._s.nav
        if not self._file_given(data):
            return
        try:
            report = store.service.restore_backup(data)
        except SERVICE_ERRORS as exc:
            store.refuse(exc)
            return
        summary = restore_summary(report, store.t)
        nav.tell("\n".join((summary.headline, *summary.refused)))
        if summary.changed:
            self.version += 1
            store.tell_others("")

    def import_record(self, data: bytes) -> None:
        """Store one game record file as a new game."""
        store, nav = self._s, self._s.nav
        if not self._file_given(data):
            return
        try:
            game_id = store.service.import_record_file(data)
            players = store.service.game(game_id).state.players
        except SERVICE_ERRORS as exc:
            store.refuse(exc)
            return
        nav.tell(imported_text(players, store.t))
        self.version += 1
        store.tell_others(game_id)

    # -- a link that is the game (issue 31) ------------------------------------
    def open_link(self, link: str) -> None:
        """Show the game a link carries (or what is wrong with it), read-only."""
        self.shared = link
        self._s.nav.stack = ["home", "shared"]

    def shared_game(self) -> tuple[GameState | None, str]:
        """The game of the link shown, or the link's refusal in one line."""
        try:
            return self._s.service.read_link(self.shared).state, ""
        except SERVICE_ERRORS as exc:
            return None, error_text(exc, self._s.t)
        except Exception:  # a link is anyone's text: whatever reading it does, the app goes on (issue 41)
            log.exception("a shared link could not be read")
            return None, self._s.t("error.link.damaged")

    def keep_shared(self) -> None:
        """Store the shown link's game in this phone's history (once: the same
        game already there is opened instead) and open it to continue."""
        store = self._s
        try:
            game_id, added = store.service.keep_link(self.shared)
        except SERVICE_ERRORS as exc:
            store.refuse(exc)
            return
        self.shared = ""
        store.nav.stack = ["home"]
        if added:
            self.version += 1
            store.tell_others(game_id)
        store.play.open_game(game_id)
        store.nav.tell(store.t("share.kept" if added else "share.already_kept"))

    def site(self) -> str:
        """The static site a link of this session opens on ("": none known)."""
        return self._s.device.prefs.site_url or self._s.site_url

    def share_link(self, game_id: str) -> str:
        """The link that is the game, on :meth:`site` ("": no site, or refused: said why)."""
        if not self.site():
            return ""
        try:
            return self._s.service.share_link(game_id, self.site())
        except SERVICE_ERRORS as exc:
            self._s.refuse(exc)
            return ""

    def bgstats_link(self, game_id: str) -> str:
        """BG Stats' import link of a game that is over ("": not over, or refused)."""
        try:
            return self._s.service.bgstats_link(game_id)
        except SERVICE_ERRORS:
            return ""
