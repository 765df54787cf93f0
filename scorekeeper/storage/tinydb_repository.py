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
index shard holding the game (about 1/1024 of the games) is rewritten only
when a listed field changes (players, status, rounds played, winners,
totals, trash). So the cost of a save does not grow with the number of
stored games. The index is a cache: on open, each game file's signature
(inode, size, mtime) is compared with the one the index recorded, and game
files that differ, or that the index lacks, are re-read; a damaged shard is
quarantined and rebuilt from the game files. Game files are the truth.

Concurrency: one ``threading.RLock`` serialises every operation of a
repository (Flet serves all sessions from one process: share one
repository), and an exclusive OS lock on ``.lock`` keeps other processes
out (:class:`~scorekeeper.storage.errors.DataDirLockedError`).
"""

from __future__ import annotations

import contextlib
import errno
import gc
import hashlib
import logging
import os
import re
import threading
from collections import OrderedDict
from datetime import datetime
from pathlib import Path
from typing import Any, Iterable, Mapping

from .atomic import AtomicJSONStorage, fsync_dir, is_temp_name, remove_stale_temp_files
from .documents import (
    game_file_data,
    index_file_data,
    parse_game_file,
    parse_index_file,
    parse_roster_file,
    roster_file_data,
)
from .errors import (
    CorruptFileError,
    DataDirLockedError,
    DataDirUnavailableError,
    GameInTrashError,
    GameNotFoundError,
    GameNotInTrashError,
    NewerSchemaError,
    RepositoryClosedError,
    SaveFailedError,
    StaleGameError,
)
from .lock import DataDirLock
from .migrations import CURRENT_VERSIONS
from .models import (
    GameInfo,
    QuarantineReport,
    RosterEntry,
    StoredGame,
    clean_actions,
    clean_summary,
    copy_json,
    from_iso,
    info_from_summary,
    is_game_id,
    new_game_id,
    now,
    to_iso,
)
from .paths import data_dir as default_data_dir
from .roster import Roster

__all__ = ["TinyDBGameRepository"]

_log = logging.getLogger("scorekeeper.storage")

GAMES_DIR = "games"
INDEX_DIR = "index"
QUARANTINE_DIR = "quarantine"
ROSTER_FILE = "roster.json"
_NOT_WRITABLE = {errno.EROFS, errno.EACCES, errno.EPERM}

Sig = tuple[int, int, int]


SHARD_BITS = 10  # 1,024 shards: ~10 games each at 10,000 games, so a shard write stays ~20 KB
_SHARD_FILE = re.compile(r"^[0-9a-f]{3}\.json$")


def shard_of(game_id: str) -> str:
    """The index shard (``"000"``..``"3ff"``) of a game id."""
    digest = hashlib.blake2b(game_id.encode("ascii"), digest_size=2).digest()
    return f"{int.from_bytes(digest, 'big') >> (16 - SHARD_BITS):03x}"


def _sig(stat: os.stat_result) -> Sig:
    return (stat.st_ino, stat.st_size, stat.st_mtime_ns)


class _Entry:
    """What the repository keeps in memory per game (no action log)."""

    __slots__ = ("info", "doc", "sig")

    def __init__(self, info: GameInfo, doc: dict[str, Any], sig: Sig | None) -> None:
        self.info = info
        self.doc = doc  # the index document, without "file"
        self.sig = sig

    @classmethod
    def from_game(cls, game: dict[str, Any], sig: Sig | None) -> "_Entry":
        doc = {
            "schema_version": CURRENT_VERSIONS["index"],
            "id": game["id"],
            "created": game["created"],
            "updated": game["updated"],
            "trashed_at": game.get("trashed_at"),
            "action_count": len(game["actions"]),
            "summary": game["summary"],
        }
        return cls.from_index_doc(doc, sig)

    @classmethod
    def from_index_doc(cls, doc: dict[str, Any], sig: Sig | None) -> "_Entry":
        trashed = doc.get("trashed_at")
        info = info_from_summary(
            game_id=doc["id"],
            summary=doc["summary"],
            created=from_iso(doc["created"]),
            updated=from_iso(doc["updated"]),
            trashed_at=from_iso(trashed) if trashed else None,
            action_count=doc["action_count"],
        )
        doc = {k: v for k, v in doc.items() if k != "file"}
        return cls(info, doc, sig)

    def to_index_doc(self) -> dict[str, Any]:
        return {**self.doc, "file": list(self.sig) if self.sig else None}


class TinyDBGameRepository:
    """Games, history, trash and roster in a data folder (see the module docstring).

    ``TinyDBGameRepository()`` uses :func:`~scorekeeper.storage.paths.data_dir`.
    ``read_only=True`` takes no lock and never writes (for inspection while the
    app runs); a folder that cannot be written also opens read-only, with
    :attr:`read_only_reason` set, and every save raises ``SaveFailedError``.
    """

    cache_size = 64

    def __init__(self, data_dir: str | os.PathLike[str] | None = None, *, read_only: bool = False) -> None:
        self.path = Path(data_dir) if data_dir is not None else default_data_dir()
        self.games_dir = self.path / GAMES_DIR
        self.index_dir = self.path / INDEX_DIR
        self.quarantine_dir = self.path / QUARANTINE_DIR
        self.roster_path = self.path / ROSTER_FILE
        self._lock = threading.RLock()
        self._dirlock = DataDirLock(self.path)
        self._closed = False
        self._read_only = read_only
        self.read_only_reason: str | None = "opened read-only" if read_only else None
        self._entries: dict[str, _Entry] = {}
        self._shards: dict[str, set[str]] = {}
        self._dirty_shards: set[str] = set()
        self._docs: OrderedDict[str, tuple[dict[str, Any], int]] = OrderedDict()
        self._roster = Roster()
        self._roster_dirty = False
        self._roster_writable = True
        self._reports: list[QuarantineReport] = []
        self._open()

    # -- opening -----------------------------------------------------------------

    def _open(self) -> None:
        try:
            self.path.mkdir(parents=True, exist_ok=True)
        except OSError as exc:
            if not self.path.is_dir():
                raise DataDirUnavailableError(
                    f"Cannot open the score data folder {self.path}: {exc.strerror or exc}.",
                    errno=exc.errno,
                    path=self.path,
                ) from exc
        if not self._read_only:
            try:
                self._dirlock.acquire()
            except DataDirLockedError:
                raise
            except OSError as exc:
                if exc.errno not in _NOT_WRITABLE:
                    raise DataDirUnavailableError(
                        f"Cannot open the score data folder {self.path}: {exc.strerror or exc}.",
                        errno=exc.errno,
                        path=self.path,
                    ) from exc
                self._go_read_only(exc)
        try:
            if not self._read_only:
                for folder in (self.games_dir, self.index_dir):
                    try:
                        folder.mkdir(exist_ok=True)
                    except OSError as exc:
                        if exc.errno not in _NOT_WRITABLE:
                            raise
                        self._go_read_only(exc)
                        break
            if not self._read_only:
                remove_stale_temp_files(self.path)
                remove_stale_temp_files(self.index_dir)
            with _gc_paused():  # 10,000 games load as ~1M acyclic objects; GC passes would add ~50%
                self._load_index()
                self._load_roster()
            if not self._read_only:
                self._flush_dirty()
        except BaseException:
            self._dirlock.release()
            raise

    def _go_read_only(self, exc: OSError) -> None:
        self._read_only = True
        self.read_only_reason = f"the score data folder {self.path} is not writable ({exc.strerror or exc})"
        _log.warning("opening %s read-only: %s", self.path, self.read_only_reason)

    def _load_index(self) -> None:
        entries: dict[str, _Entry] = {}
        try:
            shard_files = sorted(os.scandir(self.index_dir), key=lambda e: e.name)
        except FileNotFoundError:
            shard_files = []
        except OSError as exc:
            raise DataDirUnavailableError(
                f"Cannot read the score data folder {self.path}: {exc.strerror or exc}.", errno=exc.errno, path=self.path
            ) from exc
        for item in shard_files:
            name = item.name
            if not _SHARD_FILE.match(name):
                continue  # not a shard of this layout: ignored, its games are found from their files
            shard = name[:-5]
            try:
                data = AtomicJSONStorage(item.path, sweep=False).read() or {"games": {}}
                docs = parse_index_file(data, item.path)
            except CorruptFileError as exc:
                self._quarantine("index", Path(item.path), exc)
                self._dirty_shards.add(shard)
                continue
            except OSError as exc:  # unreadable right now, not proven damaged: leave it alone
                _log.warning("cannot read index shard %s (%s); using the game files", item.path, exc)
                continue
            for doc in docs:
                game_id = doc["id"]
                sig = tuple(doc["file"]) if doc.get("file") else None
                if shard_of(game_id) != shard or game_id in entries:
                    self._dirty_shards.update({shard, shard_of(game_id)})
                    continue  # misfiled or duplicate: the game file will be re-read
                entries[game_id] = _Entry.from_index_doc(doc, sig)  # type: ignore[arg-type]

        seen: set[str] = set()
        try:
            listing = os.scandir(self.games_dir)
        except FileNotFoundError:
            listing = None
        except OSError as exc:
            raise DataDirUnavailableError(
                f"Cannot read the score data folder {self.path}: {exc.strerror or exc}.", errno=exc.errno, path=self.path
            ) from exc
        if listing is not None:
            with listing:
                for item in listing:
                    name = item.name
                    if is_temp_name(name):
                        if not self._read_only:
                            try:
                                os.unlink(item.path)
                            except OSError:
                                pass
                        continue
                    if not name.endswith(".json") or not is_game_id(name[:-5]):
                        continue
                    game_id = name[:-5]
                    try:
                        sig = _sig(item.stat())
                    except FileNotFoundError:
                        continue
                    seen.add(game_id)
                    known = entries.get(game_id)
                    if known is not None and known.sig == sig:
                        continue
                    try:
                        game, version = self._read_game_file(game_id)
                    except CorruptFileError as exc:
                        self._quarantine("game", Path(item.path), exc, game_id=game_id, info=known.info if known else None)
                        if not exc.transient:
                            entries.pop(game_id, None)
                            self._dirty_shards.add(shard_of(game_id))
                        # an I/O error is not proof of damage: a known game stays listed as it was
                        continue
                    if game is None:
                        seen.discard(game_id)
                        continue
                    entries[game_id] = _Entry.from_game(game, sig)
                    self._dirty_shards.add(shard_of(game_id))
                    if game["summary"].get("status") != "finished":
                        self._cache_put(game_id, game, version)
        for game_id in [g for g in entries if g not in seen]:
            del entries[game_id]
            self._dirty_shards.add(shard_of(game_id))
        self._entries = entries
        self._shards = {}
        for game_id in entries:
            self._shards.setdefault(shard_of(game_id), set()).add(game_id)

    def _load_roster(self) -> None:
        roster = Roster()
        try:
            data = AtomicJSONStorage(self.roster_path, sweep=False).read()
            if data is not None:
                roster = Roster.from_docs(parse_roster_file(data, self.roster_path))
            else:
                self._roster_dirty = True
        except CorruptFileError as exc:
            self._quarantine("roster", self.roster_path, exc)
            self._roster_dirty = True
        except OSError as exc:  # unreadable right now, not proven damaged: never overwrite it
            _log.warning("cannot read the roster %s (%s); names are kept in memory only", self.roster_path, exc)
            self._roster_writable = False
        # every player of a stored game is on the roster (heals a roster write lost in a crash)
        infos = sorted((e.info for e in self._entries.values()), key=lambda i: (i.created, i.id))
        healed, _ = roster.with_sightings((info.players, info.created) for info in infos)
        if healed != roster:
            self._roster_dirty = True
        self._roster = healed

    # -- reading game files --------------------------------------------------------

    def _game_path(self, game_id: str) -> Path:
        return self.games_dir / f"{game_id}.json"

    def _read_game_file(self, game_id: str) -> tuple[dict[str, Any] | None, int]:
        """The game document (migrated) or ``(None, 0)`` if the file is gone."""
        path = self._game_path(game_id)
        try:
            data = AtomicJSONStorage(path, sweep=False).read()
        except CorruptFileError:
            raise
        except OSError as exc:
            err = CorruptFileError(
                f"The file {path.name} cannot be read ({exc.strerror or exc}).",
                reason=f"unreadable: {exc}",
                transient=True,
                path=path,
                errno=exc.errno,
            )
            raise err from exc
        if data is None:
            return None, 0
        return parse_game_file(data, path, game_id)

    def _cache_put(self, game_id: str, game: dict[str, Any], version: int) -> None:
        self._docs[game_id] = (game, version)
        self._docs.move_to_end(game_id)
        while len(self._docs) > self.cache_size:
            self._docs.popitem(last=False)

    def _get_game(self, game_id: str) -> tuple[dict[str, Any], int]:
        """The current document of a listed game (cached), quarantining it if damaged."""
        if not is_game_id(game_id) or game_id not in self._entries:
            raise GameNotFoundError(f"There is no saved game {game_id!r}.", game_id=str(game_id))
        cached = self._docs.get(game_id)
        if cached is not None:
            self._docs.move_to_end(game_id)
            return cached
        entry = self._entries[game_id]
        try:
            game, version = self._read_game_file(game_id)
        except CorruptFileError as exc:
            if not exc.transient:
                self._forget(game_id)
            report = self._quarantine("game", self._game_path(game_id), exc, game_id=game_id, info=entry.info)
            if not self._read_only:
                self._flush_dirty()
            err = type(exc)(
                report.message, reason=exc.reason, transient=exc.transient, path=exc.filename, game_id=game_id, **_extra(exc)
            )
            err.report = report  # type: ignore[attr-defined]
            raise err from exc
        if game is None:
            self._forget(game_id)
            if not self._read_only:
                self._flush_dirty()
            raise GameNotFoundError(
                f"The saved game {_label(entry.info)} no longer exists on disk.", game_id=game_id
            )
        self._cache_put(game_id, game, version)
        return game, version

    # -- quarantine -------------------------------------------------------------------

    def _quarantine(
        self,
        kind: str,
        path: Path,
        exc: CorruptFileError,
        *,
        game_id: str | None = None,
        info: GameInfo | None = None,
    ) -> QuarantineReport:
        # a game from a newer app stays where it is (that app can still open it); caches
        # (index, roster) are always rebuilt, so their old copy is moved aside first
        newer = isinstance(exc, NewerSchemaError) and kind == "game"
        transient = exc.transient
        moved_to: Path | None = None
        left_because = ""
        if newer:
            left_because = "it was left untouched"
        elif transient:
            left_because = "it was left where it is"
        elif self._read_only:
            left_because = "it was left where it is (the folder is read-only)"
        else:
            try:
                moved_to = self._move_to_quarantine(path, kind)
            except OSError as move_exc:
                left_because = f"it could not be moved aside ({move_exc.strerror or move_exc}) and was left where it is"
        where = f"it was moved to {moved_to}" if moved_to else left_because
        if kind == "game":
            label = _label(info) if info else game_id or path.name
            if newer:
                message = (
                    f"The saved game {label} was written by a newer version of Wizard Scorekeeper "
                    f"and cannot be opened by this one; {where}. Update the app to open it. "
                    f"All other games loaded normally."
                )
            elif transient:
                message = (
                    f"The saved game {label} could not be read from the disk right now; {where}. "
                    f"All other games loaded normally."
                )
            else:
                message = (
                    f"The saved game {label} is damaged and could not be opened; {where}. "
                    f"All other games loaded normally."
                )
        elif kind == "index":
            message = f"The list of saved games was damaged and has been rebuilt from the game files; no game was lost ({where})."
        else:
            message = f"The list of player names was damaged and has been rebuilt from your saved games ({where})."
        report = QuarantineReport(
            kind=kind,
            path=path,
            moved_to=moved_to,
            reason=exc.reason,
            message=message,
            game_id=game_id,
            players=info.players if info else (),
            created=info.created if info else None,
        )
        self._reports.append(report)
        _log.warning("%s (%s: %s)", message, path, exc.reason)
        return report

    def _move_to_quarantine(self, path: Path, kind: str) -> Path:
        self.quarantine_dir.mkdir(exist_ok=True)
        stamp = now().strftime("%Y%m%dT%H%M%S")
        base = f"{kind}-{path.stem}" if kind == "index" else path.stem
        target = self.quarantine_dir / f"{base}.{stamp}{path.suffix}"
        number = 1
        while target.exists():
            number += 1
            target = self.quarantine_dir / f"{base}.{stamp}-{number}{path.suffix}"
        os.replace(path, target)
        fsync_dir(self.quarantine_dir)
        fsync_dir(path.parent)
        return target

    # -- writing --------------------------------------------------------------------------

    def _check_open(self) -> None:
        if self._closed:
            raise RepositoryClosedError("The score data folder was closed; reopen it to continue.", path=self.path)

    def _check_writable(self, game_id: str | None = None) -> None:
        self._check_open()
        if self._read_only:
            raise SaveFailedError(
                f"Could not save: {self.read_only_reason}. Your game is still open and nothing was lost; "
                f"the last saved state on disk is unchanged.",
                reason="read_only",
                errno=errno.EROFS,
                path=self.path,
                game_id=game_id,
            )

    def _write_game(self, game: dict[str, Any], *, doing: str = "save") -> Sig:
        try:
            stat = AtomicJSONStorage(self._game_path(game["id"]), sweep=False).write_document(game_file_data(game))
        except OSError as exc:
            raise SaveFailedError.from_oserror(exc, doing=doing, folder=self.path, game_id=game["id"]) from exc
        return _sig(stat)

    def _commit(self, game: dict[str, Any], sig: Sig | None) -> _Entry:
        """Record a written game in memory; mark its shard if a listed field changed."""
        game_id = game["id"]
        old = self._entries.get(game_id)
        entry = _Entry.from_game(game, sig)
        self._entries[game_id] = entry
        shard = shard_of(game_id)
        self._shards.setdefault(shard, set()).add(game_id)
        if old is None or old.info.listing_key() != entry.info.listing_key():
            self._dirty_shards.add(shard)
        self._cache_put(game_id, game, CURRENT_VERSIONS["game"])  # the file is now current
        return entry

    def _forget(self, game_id: str) -> None:
        if self._entries.pop(game_id, None) is not None:
            shard = shard_of(game_id)
            self._shards.get(shard, set()).discard(game_id)
            self._dirty_shards.add(shard)
        self._docs.pop(game_id, None)

    def _flush_dirty(self) -> None:
        """Write changed index shards and the roster; failures only log (they are caches)."""
        for shard in sorted(self._dirty_shards):
            ids = sorted(self._shards.get(shard, ()))
            data = index_file_data([self._entries[g].to_index_doc() for g in ids])
            try:
                AtomicJSONStorage(self.index_dir / f"{shard}.json", sweep=False).write_document(data)
            except OSError as exc:
                _log.warning("could not update index shard %s (%s); will retry", shard, exc)
                continue
            self._dirty_shards.discard(shard)
        if self._roster_dirty and self._roster_writable:
            try:
                self._write_roster(self._roster)
            except OSError as exc:
                _log.warning("could not update the roster (%s); will retry", exc)
            else:
                self._roster_dirty = False

    def _write_roster(self, roster: Roster) -> None:
        if not self._roster_writable:
            raise OSError(errno.EIO, "the player list could not be read when the app started", str(self.roster_path))
        data = roster_file_data(roster.to_docs(CURRENT_VERSIONS["roster"]))
        AtomicJSONStorage(self.roster_path, sweep=False).write_document(data)

    def _taken(self, game_id: str) -> bool:
        return game_id in self._entries or self._game_path(game_id).exists()

    def _new_game_doc(
        self,
        actions: list[dict[str, Any]],
        summary: dict[str, Any],
        created: datetime,
        updated: datetime | None = None,
        *,
        reserved: set[str] | frozenset[str] = frozenset(),
    ) -> dict[str, Any]:
        return {
            "schema_version": CURRENT_VERSIONS["game"],
            "id": new_game_id(created, lambda gid: gid in reserved or self._taken(gid)),
            "created": to_iso(created),
            "updated": to_iso(updated or created),
            "trashed_at": None,
            "summary": summary,
            "actions": actions,
        }

    # -- games ----------------------------------------------------------------------------

    def create_game(
        self, actions: list[dict[str, Any]], summary: dict[str, Any], *, created: datetime | None = None
    ) -> str:
        """Store a new game; return its id. Durable when it returns.

        The summary's ``players`` are added to the roster.
        """
        actions = clean_actions(actions)
        summary = clean_summary(summary)
        with self._lock:
            self._check_writable()
            created = created or now()
            game = self._new_game_doc(actions, summary, created, now())
            sig = self._write_game(game, doing="save the new game")
            entry = self._commit(game, sig)
            self._roster, _ = self._roster.with_names(entry.info.players, created)
            self._roster_dirty = True
            self._flush_dirty()
            return game["id"]

    def append_actions(
        self,
        game_id: str,
        actions: list[dict[str, Any]],
        summary: dict[str, Any],
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
        summary = clean_summary(summary)
        with self._lock:
            self._check_writable(game_id)
            game, _ = self._get_game(game_id)
            if game.get("trashed_at"):
                raise GameInTrashError(
                    f"The game {_label(self._entries[game_id].info)} is in the trash; restore it to continue it.",
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
                "summary": summary,
                "actions": game["actions"] + actions,
            }
            sig = self._write_game(updated)
            self._commit(updated, sig)
            self._flush_dirty()
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
            summary=copy_json(game["summary"]),
            created=from_iso(game["created"]),
            updated=from_iso(game["updated"]),
            trashed_at=from_iso(trashed) if trashed else None,
            schema_version=version,
        )

    def get_info(self, game_id: str) -> GameInfo:
        with self._lock:
            self._check_open()
            entry = self._entries.get(game_id) if isinstance(game_id, str) else None
            if entry is None:
                raise GameNotFoundError(f"There is no saved game {game_id!r}.", game_id=str(game_id))
            return entry.info

    def list_games(self, *, include_trash: bool = False) -> list[GameInfo]:
        """Finished and unfinished games, newest first (no action logs read)."""
        with self._lock:
            self._check_open()
            infos = [e.info for e in self._entries.values() if include_trash or e.info.trashed_at is None]
        return _newest_first(infos)

    def list_trash(self) -> list[GameInfo]:
        with self._lock:
            self._check_open()
            infos = [e.info for e in self._entries.values() if e.info.trashed_at is not None]
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
            sig = self._write_game(changed, doing="move the game to the trash" if trashed else "restore the game")
            self._commit(changed, sig)
            self._flush_dirty()

    def trash_game(self, game_id: str) -> None:
        """Move a game to the trash (kept, and restorable, until the trash is emptied)."""
        self._set_trashed(game_id, True)

    def restore_game(self, game_id: str) -> None:
        self._set_trashed(game_id, False)

    def _delete_file(self, game_id: str) -> None:
        try:
            os.unlink(self._game_path(game_id))
        except FileNotFoundError:
            pass
        except OSError as exc:
            raise SaveFailedError.from_oserror(exc, doing="delete the game", folder=self.path, game_id=game_id) from exc
        self._forget(game_id)

    def delete_forever(self, game_id: str) -> None:
        """Delete a game that is in the trash, for good."""
        with self._lock:
            self._check_writable(game_id)
            entry = self._entries.get(game_id) if isinstance(game_id, str) else None
            if entry is None:
                raise GameNotFoundError(f"There is no saved game {game_id!r}.", game_id=str(game_id))
            if entry.info.trashed_at is None:
                raise GameNotInTrashError(
                    f"The game {_label(entry.info)} is not in the trash; move it to the trash first.", game_id=game_id
                )
            self._delete_file(game_id)
            self._sync_games_dir()
            self._flush_dirty()

    def empty_trash(self) -> int:
        """Delete every game in the trash for good; return how many."""
        with self._lock:
            self._check_writable()
            doomed = [g for g, e in self._entries.items() if e.info.trashed_at is not None]
            try:
                for game_id in doomed:
                    self._delete_file(game_id)
            finally:
                if doomed:
                    self._sync_games_dir()
                    self._flush_dirty()
            return len(doomed)

    def _sync_games_dir(self) -> None:
        try:
            fsync_dir(self.games_dir)
        except OSError as exc:
            _log.warning("could not sync %s: %s", self.games_dir, exc)

    def import_games(self, records: Iterable[Mapping[str, Any]]) -> list[str]:
        """Store many games at once (all or nothing); return their ids.

        Each record has ``actions`` and ``summary`` and optionally ``created``
        and ``updated`` (datetimes). Files are written without a sync each and
        synced once at the end, which makes importing thousands of games fast.
        """
        with self._lock:
            self._check_writable()
            pending: list[dict[str, Any]] = []
            reserved: set[str] = set()
            sigs: dict[str, Sig] = {}
            try:
                for record in records:
                    created = record.get("created") or now()
                    game = self._new_game_doc(
                        clean_actions(record["actions"]),
                        clean_summary(record["summary"]),
                        created,
                        record.get("updated"),
                        reserved=reserved,
                    )
                    reserved.add(game["id"])
                    pending.append(game)
                    stat = AtomicJSONStorage(self._game_path(game["id"]), sweep=False, fsync=False).write_document(
                        game_file_data(game)
                    )
                    sigs[game["id"]] = _sig(stat)
                if hasattr(os, "sync"):
                    os.sync()
                else:  # pragma: no cover - Windows
                    for game in pending:
                        with open(self._game_path(game["id"]), "rb+") as handle:
                            os.fsync(handle.fileno())
                fsync_dir(self.games_dir)
            except BaseException as exc:
                for game in pending:
                    try:
                        os.unlink(self._game_path(game["id"]))
                    except OSError:
                        pass
                if isinstance(exc, OSError):
                    raise SaveFailedError.from_oserror(exc, doing="import the games", folder=self.path) from exc
                raise
            for game in pending:
                entry = _Entry.from_game(game, sigs[game["id"]])
                self._entries[game["id"]] = entry
                shard = shard_of(game["id"])
                self._shards.setdefault(shard, set()).add(game["id"])
                self._dirty_shards.add(shard)
            self._roster, _ = self._roster.with_sightings(
                (game["summary"].get("players") or [], from_iso(game["created"]))
                for game in pending
                if isinstance(game["summary"].get("players"), list)
            )
            self._roster_dirty = True
            self._flush_dirty()
            return [game["id"] for game in pending]

    # -- roster ------------------------------------------------------------------------------

    def remember_players(self, names: Iterable[str], *, when: datetime | None = None) -> list[RosterEntry]:
        """Add names to the roster (case-insensitive; the first spelling is kept).

        Returns the roster entries for ``names`` (with their canonical spelling).
        """
        with self._lock:
            self._check_writable()
            roster, entries = self._roster.with_names(list(names), when or now())
            if roster != self._roster:
                try:
                    self._write_roster(roster)
                except OSError as exc:
                    raise SaveFailedError.from_oserror(exc, doing="save the player names", folder=self.path) from exc
                self._roster = roster
                self._roster_dirty = False
            return entries

    def roster(self) -> list[RosterEntry]:
        """All remembered players, most recently seen first."""
        with self._lock:
            self._check_open()
            return self._roster.entries()

    def find_player(self, name: str) -> RosterEntry | None:
        """The roster entry matching ``name`` case-insensitively, if any."""
        with self._lock:
            self._check_open()
            return self._roster.find(name)

    # -- the rest ----------------------------------------------------------------------------

    @property
    def read_only(self) -> bool:
        return self._read_only

    def quarantined(self) -> list[QuarantineReport]:
        """Files that could not be loaded since this repository was opened."""
        with self._lock:
            return list(self._reports)

    def close(self) -> None:
        """Write pending index/roster updates and release the folder (idempotent)."""
        with self._lock:
            if self._closed:
                return
            try:
                if not self._read_only:
                    self._flush_dirty()
            finally:
                self._closed = True
                self._docs.clear()
                self._dirlock.release()

    def __enter__(self) -> "TinyDBGameRepository":
        return self

    def __exit__(self, *exc_info: object) -> None:
        self.close()

    def __repr__(self) -> str:
        state = "closed" if self._closed else ("read-only" if self._read_only else "open")
        return f"<TinyDBGameRepository {str(self.path)!r} {state}, {len(self._entries)} games>"


@contextlib.contextmanager
def _gc_paused():
    enabled = gc.isenabled()
    gc.disable()
    try:
        yield
    finally:
        if enabled:
            gc.enable()


def _extra(exc: CorruptFileError) -> dict[str, Any]:
    if isinstance(exc, NewerSchemaError):
        return {"found": exc.found, "supported": exc.supported}
    return {}


def _label(info: GameInfo) -> str:
    players = ", ".join(info.players) if info.players else "no players"
    return f"of {info.created:%d %b %Y} with {players} ({info.id})"


def _newest_first(infos: list[GameInfo]) -> list[GameInfo]:
    return sorted(infos, key=lambda i: (i.created, i.id), reverse=True)
