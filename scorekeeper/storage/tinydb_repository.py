"""The file-backed repository: one small TinyDB file per game, a sharded index.

Layout of the data folder (see :mod:`scorekeeper.storage.documents` for the
document shapes)::

    <data_dir>/
      .lock                 exclusive lock while a repository has the folder open
      games/<id>.json       one file per game: metadata, summary, action log
      index/<xxx>.json      1,024 shards (xxx = hash of the id) caching the history rows
      roster.json           remembered player names
      quarantine/           damaged files moved aside, never deleted

Saving an action rewrites only that game's file (a few KB, atomically); the
index shard holding the game is rewritten only when a listed field changes.
So the cost of a save does not grow with the number of stored games. Game
files are the truth; the index and the roster are caches, checked against
the game files on open.

This module composes the parts, one concern each: :mod:`.game_files` (the
game files and their cache), :mod:`.index` (the sharded index),
:mod:`.roster` (the roster file), :mod:`.quarantine` (damaged files) and
:mod:`.folder` (the layout, the folder lock, writability). Concurrency: one ``threading.RLock``
serialises every operation of a repository (Flet serves all sessions from
one process: share one repository), and the folder lock keeps other
repositories out (:class:`~scorekeeper.storage.errors.DataDirLockedError`).
"""

from __future__ import annotations

import errno
import logging
import os
import threading
from datetime import datetime
from pathlib import Path
from typing import Any, Iterable, Mapping

from ..domain.stats import GameSummary
from .errors import (CorruptFileError, GameInTrashError, GameNotFoundError, NewerSchemaError, RepositoryClosedError,
                     RulesRefusedError, SaveFailedError, StaleGameError)
from .folder import GAMES_DIR, INDEX_DIR, QUARANTINE_DIR, ROSTER_FILE, DataFolder, open_folder
from .game_files import GameFiles, new_game_doc
from .index import CheckLog, GameIndex, IndexEntry
from .migrations import CURRENT_VERSIONS
from .models import (GameInfo, QuarantineReport, RosterEntry, StoredGame, check_summary, clean_actions, copy_json,
                     from_iso, game_label, is_game_id, now, to_iso)
from .paths import data_dir as default_data_dir
from .quarantine import Quarantine
from .roster import RosterFile

__all__ = ["TinyDBGameRepository"]

_log = logging.getLogger("scorekeeper.storage")


class TinyDBGameRepository:
    """Games, history, trash and roster in a data folder (see the module docstring).

    ``TinyDBGameRepository()`` uses :func:`~scorekeeper.storage.paths.data_dir`.
    ``read_only=True`` takes no lock and never writes (for inspection while the
    app runs); a folder that cannot be written also opens read-only, with
    :attr:`read_only_reason` set, and every save raises ``SaveFailedError``
    until the folder can be written again (each save tries).

    ``check_log(actions)`` says why the rules refuse a stored action log
    (``None``: it replays); a game file read from disk whose log it refuses is
    set aside like a damaged one (see :mod:`.index`).
    """

    def __init__(
        self,
        data_dir: str | os.PathLike[str] | None = None,
        *,
        read_only: bool = False,
        check_log: CheckLog | None = None,
    ) -> None:
        self.path = Path(data_dir) if data_dir is not None else default_data_dir()
        self._lock = threading.RLock()
        self._folder = DataFolder(self.path, read_only=read_only)
        self._closed = False
        self._check_log = check_log
        self._files = GameFiles(self.path / GAMES_DIR, self.path)
        self._index = GameIndex(self.path / INDEX_DIR)
        self._roster = RosterFile(self.path / ROSTER_FILE)
        self._quarantine = Quarantine(self.path / QUARANTINE_DIR)
        self._open()

    # -- opening -----------------------------------------------------------------

    def _open(self) -> None:
        self._work_around(open_folder(self.path))  # a file at games/ (or the folder) raises, naming it
        try:
            if not self._folder.read_only:
                self._folder.claim(self._writable_folders())
            self._load()
            if not self._folder.read_only:
                self._flush()
        except BaseException:
            self._folder.release()
            raise

    def _work_around(self, in_the_way: dict[str, str]) -> None:
        """Report each path of the layout that is of the wrong kind, and do without it."""
        if INDEX_DIR in in_the_way:
            self._index.disable()
            self._quarantine.in_the_way(
                "index", self._index.folder, in_the_way[INDEX_DIR],
                "the game list is rebuilt from the game files on every start (no game is lost)",
            )
        if ROSTER_FILE in in_the_way:
            self._roster.disable()
            self._quarantine.in_the_way(
                "roster", self._roster.path, in_the_way[ROSTER_FILE],
                "player names are rebuilt from the saved games on every start (no game is lost)",
            )

    def _writable_folders(self) -> list[Path]:
        return [self._files.folder] + ([self._index.folder] if self._index.usable else [])

    def _load(self) -> None:
        """List the games (checking every game file read from disk) and heal the roster from them."""
        try:
            self._index.load(self._files, self._report, read_only=self.read_only, check_log=self._check_log)
        except OSError as exc:  # the folder itself cannot be listed
            raise self._folder.unavailable(exc, "read") from exc
        self._roster.load(self._index.infos(), lambda path, exc: self._report("roster", path, exc))

    # -- helpers ---------------------------------------------------------------------

    def _report(
        self, kind: str, path: Path, exc: CorruptFileError, *, game_id: str | None = None, info: GameInfo | None = None
    ) -> QuarantineReport:
        return self._quarantine.report(kind, path, exc, read_only=self.read_only, game_id=game_id, info=info)

    def _check_open(self) -> None:
        if self._closed:
            raise RepositoryClosedError("The score data folder was closed; reopen it to continue.", path=self.path)

    def _check_writable(self, game_id: str | None = None) -> None:
        self._check_open()
        if self._folder.retry(self._writable_folders()):  # writable again: re-read what changed meanwhile
            self._files.clear_cache()
            self._load()
            self._flush()
        if self.read_only:
            raise SaveFailedError(
                f"Could not save: {self.read_only_reason}. Your game is still open and nothing was lost; "
                f"the last saved state on disk is unchanged.",
                reason="read_only",
                errno=errno.EROFS,
                path=self.path,
                game_id=game_id,
            )

    def _entry(self, game_id: str) -> IndexEntry:
        entry = self._index.get(game_id) if is_game_id(game_id) else None
        if entry is None:
            raise GameNotFoundError(f"There is no saved game {game_id!r}.", game_id=str(game_id))
        return entry

    def _get_game(self, game_id: str) -> tuple[dict[str, Any], int]:
        """The current document of a listed game (cached), quarantining it if damaged."""
        entry = self._entry(game_id)
        cached = self._files.cached(game_id)
        if cached is not None:
            return cached
        try:
            game, version = self._files.read(game_id)
        except CorruptFileError as exc:
            if not exc.transient:
                self._forget(game_id)
            report = self._report("game", self._files.path(game_id), exc, game_id=game_id, info=entry.info)
            if not self.read_only:
                self._flush()
            err = type(exc)(
                report.message, reason=exc.reason, transient=exc.transient, path=exc.filename, game_id=game_id, **_extra(exc)
            )
            err.report = report  # type: ignore[attr-defined]
            raise err from exc
        if game is None:
            self._forget(game_id)
            if not self.read_only:
                self._flush()
            raise GameNotFoundError(f"The saved game {game_label(entry.info)} no longer exists on disk.", game_id=game_id)
        self._files.remember(game_id, game, version)
        return game, version

    def _save(self, game: dict[str, Any], *, summary: GameSummary | None = None, doing: str = "save") -> IndexEntry:
        """Write a game file, then record it in the index (shard written if a listed field changed)."""
        sig = self._files.write(game, doing=doing)
        entry = IndexEntry.from_game(game, sig, summary)
        self._index.put(entry)
        return entry

    def _forget(self, game_id: str) -> None:
        self._index.forget(game_id)
        self._files.drop(game_id)

    def _flush(self, *, lagging: bool = False) -> None:
        """Write the changed index shards and the roster; failures only log (they are caches)."""
        self._index.flush(lagging=lagging)
        self._roster.flush()

    # -- games ----------------------------------------------------------------------------

    def create_game(
        self, actions: list[dict[str, Any]], summary: GameSummary, *, created: datetime | None = None
    ) -> str:
        """Store a new game; return its id. Durable when it returns.

        The summary's ``players`` are added to the roster.
        """
        actions = clean_actions(actions)
        check_summary(summary)
        with self._lock:
            self._check_writable()
            created = created or now()
            game = new_game_doc(actions, summary, created, now(), self._taken)
            self._save(game, summary=summary, doing="save the new game")
            self._roster.add([(summary.players, created)])
            self._flush()
            return game["id"]

    def append_actions(
        self,
        game_id: str,
        actions: list[dict[str, Any]],
        summary: GameSummary,
        *,
        expected_count: int | None = None,
    ) -> int:
        """Append actions and replace the summary; durable when it returns.

        Returns the new number of stored actions. ``expected_count`` (the
        number of actions the caller believes are stored) guards against two
        windows continuing the same game: a mismatch raises
        :class:`StaleGameError` and stores nothing.
        """
        actions = clean_actions(actions)
        check_summary(summary)
        with self._lock:
            self._check_writable(game_id)
            game, _ = self._get_game(game_id)
            if game.get("trashed_at"):
                raise GameInTrashError(
                    f"The game {game_label(self._entry(game_id).info)} is in the trash; restore it to continue it.",
                    game_id=game_id,
                )
            stored = len(game["actions"])
            if expected_count is not None and expected_count != stored:
                raise StaleGameError(
                    "This game was changed in another window since you opened it; reopen it to continue.",
                    expected=expected_count,
                    actual=stored,
                    game_id=game_id,
                )
            updated = {
                **game,
                "schema_version": CURRENT_VERSIONS["game"],
                "updated": to_iso(now()),
                "summary": summary.to_json(),
                "actions": game["actions"] + actions,
            }
            self._save(updated, summary=summary)
            self._flush()
            return len(updated["actions"])

    def load_game(self, game_id: str) -> StoredGame:
        """The stored game (a copy), to view read-only or to continue."""
        with self._lock:
            self._check_open()
            game, version = self._get_game(game_id)
        trashed = game.get("trashed_at")
        return StoredGame(
            id=game["id"],
            actions=copy_json(game["actions"]),
            summary=GameSummary.from_json(game["summary"]),
            created=from_iso(game["created"]),
            updated=from_iso(game["updated"]),
            trashed_at=from_iso(trashed) if trashed else None,
            schema_version=version,
        )

    def quarantine_game(self, game_id: str, reason: str) -> QuarantineReport:
        """Set aside a listed game whose log the rules refuse (``reason``, in
        words): its file is moved to ``quarantine/`` byte for byte, it leaves
        the history, and it is reported like a damaged file."""
        with self._lock:
            self._check_open()
            entry = self._entry(game_id)
            path = self._files.path(game_id)
            exc = RulesRefusedError(reason, reason=reason, path=path, game_id=game_id)
            report = self._report("game", path, exc, game_id=game_id, info=entry.info)
            self._forget(game_id)
            if not self.read_only:
                self._flush()
            return report

    def get_info(self, game_id: str) -> GameInfo:
        with self._lock:
            self._check_open()
            return self._entry(game_id).info

    def list_games(self, *, include_trash: bool = False) -> list[GameInfo]:
        """Finished and unfinished games, newest first (no action logs read)."""
        with self._lock:
            self._check_open()
            infos = [i for i in self._index.infos() if include_trash or i.trashed_at is None]
        return _newest_first(infos)

    def list_trash(self) -> list[GameInfo]:
        with self._lock:
            self._check_open()
            infos = [i for i in self._index.infos() if i.trashed_at is not None]
        return _newest_first(infos)

    def _set_trashed(self, game_id: str, trashed: bool) -> None:
        with self._lock:
            self._check_writable(game_id)
            game, _ = self._get_game(game_id)
            if bool(game.get("trashed_at")) == trashed:
                return
            changed = {
                **game,
                "schema_version": CURRENT_VERSIONS["game"],
                "trashed_at": to_iso(now()) if trashed else None,
            }
            self._save(changed, doing="move the game to the trash" if trashed else "restore the game")
            self._flush()

    def trash_game(self, game_id: str) -> None:
        """Move a game to the trash (kept, and restorable, until the trash is emptied)."""
        self._set_trashed(game_id, True)

    def restore_game(self, game_id: str) -> None:
        self._set_trashed(game_id, False)

    def empty_trash(self) -> int:
        """Delete every game in the trash for good; return how many."""
        with self._lock:
            self._check_writable()
            doomed = [i.id for i in self._index.infos() if i.trashed_at is not None]
            try:
                for game_id in doomed:
                    self._files.delete(game_id)
                    self._index.forget(game_id)
            finally:
                if doomed:
                    self._files.sync_folder()
                    self._flush()
            return len(doomed)

    def import_games(self, records: Iterable[Mapping[str, Any]]) -> list[str]:
        """Store many games at once (all or nothing); return their ids.

        Not part of :class:`~scorekeeper.storage.repository.GameRepository`:
        the app stores one game at a time; this is the benchmark's bulk loader.
        Each record has ``actions`` and ``summary`` (a :class:`GameSummary`)
        and optionally ``created`` and ``updated`` (datetimes). Files are
        written without a sync each and synced once at the end.
        """
        with self._lock:
            self._check_writable()
            pending: list[tuple[dict[str, Any], GameSummary]] = []
            reserved: set[str] = set()
            for record in records:
                summary = check_summary(record["summary"])
                game = new_game_doc(
                    clean_actions(record["actions"]),
                    summary,
                    record.get("created") or now(),
                    record.get("updated"),
                    lambda gid: gid in reserved or self._taken(gid),
                )
                reserved.add(game["id"])
                pending.append((game, summary))
            sigs = self._files.write_all([game for game, _ in pending], doing="import the games")
            for game, summary in pending:
                self._index.put(IndexEntry.from_game(game, sigs[game["id"]], summary), force=True)
            self._roster.add((summary.players, from_iso(game["created"])) for game, summary in pending)
            self._flush()
            return [game["id"] for game, _ in pending]

    def _taken(self, game_id: str) -> bool:
        return game_id in self._index or self._files.exists(game_id)

    # -- roster and the rest -------------------------------------------------------------------

    def roster(self) -> list[RosterEntry]:
        """All remembered players, most recently seen first."""
        with self._lock:
            self._check_open()
            return self._roster.roster.entries()

    @property
    def read_only(self) -> bool:
        return self._folder.read_only

    @property
    def read_only_reason(self) -> str | None:
        """Why saves are refused (``None`` while the folder can be written)."""
        return self._folder.read_only_reason

    def quarantined(self) -> list[QuarantineReport]:
        """Files that could not be loaded since this repository was opened."""
        with self._lock:
            return self._quarantine.reports()

    def close(self) -> None:
        """Write pending index/roster updates and release the folder (idempotent)."""
        with self._lock:
            if self._closed:
                return
            try:
                if not self.read_only:
                    self._flush(lagging=True)  # so the next open need not re-read the games saved now
            finally:
                self._closed = True
                self._files.clear_cache()
                self._folder.release()

    def __enter__(self) -> "TinyDBGameRepository":
        return self

    def __exit__(self, *exc_info: object) -> None:
        self.close()

    def __repr__(self) -> str:
        state = "closed" if self._closed else ("read-only" if self.read_only else "open")
        return f"<TinyDBGameRepository {str(self.path)!r} {state}, {len(self._index)} games>"


def _extra(exc: CorruptFileError) -> dict[str, Any]:
    if isinstance(exc, NewerSchemaError):
        return {"found": exc.found, "supported": exc.supported}
    return {}


def _newest_first(infos: list[GameInfo]) -> list[GameInfo]:
    return sorted(infos, key=lambda i: (i.created, i.id), reverse=True)
