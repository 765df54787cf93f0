"""The game files: ``games/<id>.json``, one small TinyDB file per game.

Each file holds one document (metadata, summary and the whole action log,
see :mod:`scorekeeper.storage.documents`) and is replaced atomically on
every save, so saving costs the same however many games are stored. The
documents of recently used games are cached, so a save does not re-read the
file it is about to replace.
"""

from __future__ import annotations

import logging
import os
from collections import OrderedDict
from datetime import datetime
from pathlib import Path
from typing import Any, Callable, Iterator

from ..domain.stats import GameSummary
from .atomic import AtomicJSONStorage, fsync_dir, is_temp_name
from .documents import game_file_data, parse_game_file
from .errors import CorruptFileError, SaveFailedError
from .migrations import CURRENT_VERSIONS
from .models import is_game_id, new_game_id, to_iso

__all__ = ["GameFiles", "Sig", "file_sig", "new_game_doc"]

_log = logging.getLogger("scorekeeper.storage")

#: a game file's signature: (inode, size, mtime_ns); a file whose signature
#: differs from the one the index recorded is re-read
Sig = tuple[int, int, int]


def file_sig(stat: os.stat_result) -> Sig:
    return (stat.st_ino, stat.st_size, stat.st_mtime_ns)


def new_game_doc(
    actions: list[dict[str, Any]],
    summary: GameSummary,
    created: datetime,
    updated: datetime | None,
    taken: Callable[[str], bool],
) -> dict[str, Any]:
    """The document of a new game, with a fresh id not ``taken``."""
    return {
        "schema_version": CURRENT_VERSIONS["game"],
        "id": new_game_id(created, taken),
        "created": to_iso(created),
        "updated": to_iso(updated or created),
        "trashed_at": None,
        "summary": summary.to_json(),
        "actions": actions,
    }


class GameFiles:
    """Reading, writing and deleting game files, with a small document cache.

    ``data_dir`` only names the folder in error messages. Not thread-safe by
    itself: the repository calls it under its lock.
    """

    cache_size = 64

    def __init__(self, folder: Path, data_dir: Path) -> None:
        self.folder = folder
        self.data_dir = data_dir
        self._cache: OrderedDict[str, tuple[dict[str, Any], int]] = OrderedDict()

    def path(self, game_id: str) -> Path:
        return self.folder / f"{game_id}.json"

    def exists(self, game_id: str) -> bool:
        return self.path(game_id).exists()

    # -- reading ---------------------------------------------------------------------

    def scan(self, *, remove_temp: bool) -> Iterator[tuple[str, str, Sig]]:
        """``(game id, path, signature)`` of every game file in the folder
        (the path a plain string: 10,000 ``Path`` objects would slow the open).

        Other files are left alone, except temp files of an interrupted write,
        which are removed when ``remove_temp``. An error listing the folder
        itself propagates as ``OSError``.
        """
        try:
            listing = os.scandir(self.folder)
        except FileNotFoundError:
            return
        with listing:
            for item in listing:
                name = item.name
                if is_temp_name(name):
                    if remove_temp:
                        try:
                            os.unlink(item.path)
                        except OSError:
                            pass
                    continue
                if not name.endswith(".json") or not is_game_id(name[:-5]):
                    continue
                try:
                    sig = file_sig(item.stat())
                except FileNotFoundError:
                    continue
                yield name[:-5], item.path, sig

    def read(self, game_id: str) -> tuple[dict[str, Any] | None, int]:
        """The game document (migrated) and the version found on disk, or
        ``(None, 0)`` if the file is gone. A file that cannot be read right now
        raises a *transient* :class:`CorruptFileError` (not proof of damage)."""
        path = self.path(game_id)
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

    # -- the cache -----------------------------------------------------------------------

    def cached(self, game_id: str) -> tuple[dict[str, Any], int] | None:
        found = self._cache.get(game_id)
        if found is not None:
            self._cache.move_to_end(game_id)
        return found

    def remember(self, game_id: str, game: dict[str, Any], version: int) -> None:
        self._cache[game_id] = (game, version)
        self._cache.move_to_end(game_id)
        while len(self._cache) > self.cache_size:
            self._cache.popitem(last=False)

    def drop(self, game_id: str) -> None:
        self._cache.pop(game_id, None)

    def clear_cache(self) -> None:
        self._cache.clear()

    # -- writing ---------------------------------------------------------------------------

    def write(self, game: dict[str, Any], *, doing: str = "save") -> Sig:
        """Replace the game's file atomically (durable when it returns)."""
        try:
            stat = AtomicJSONStorage(self.path(game["id"]), sweep=False).write_document(game_file_data(game))
        except OSError as exc:
            raise SaveFailedError.from_oserror(exc, doing=doing, folder=self.data_dir, game_id=game["id"]) from exc
        self.remember(game["id"], game, CURRENT_VERSIONS["game"])  # the file is now current
        return file_sig(stat)

    def write_all(self, games: list[dict[str, Any]], *, doing: str) -> dict[str, Sig]:
        """Write many new game files, all or none: without a sync each, then
        one sync at the end (which makes importing thousands of games fast)."""
        written: list[str] = []
        sigs: dict[str, Sig] = {}
        try:
            for game in games:
                written.append(game["id"])
                stat = AtomicJSONStorage(self.path(game["id"]), sweep=False, fsync=False).write_document(
                    game_file_data(game)
                )
                sigs[game["id"]] = file_sig(stat)
            if hasattr(os, "sync"):
                os.sync()
            else:  # pragma: no cover - Windows
                for game_id in written:
                    with open(self.path(game_id), "rb+") as handle:
                        os.fsync(handle.fileno())
            fsync_dir(self.folder)
        except BaseException as exc:
            for game_id in written:
                try:
                    os.unlink(self.path(game_id))
                except OSError:
                    pass
            if isinstance(exc, OSError):
                raise SaveFailedError.from_oserror(exc, doing=doing, folder=self.data_dir) from exc
            raise
        return sigs

    def delete(self, game_id: str) -> None:
        """Remove the game's file (already gone is fine); the folder is synced by :meth:`sync_folder`."""
        try:
            os.unlink(self.path(game_id))
        except FileNotFoundError:
            pass
        except OSError as exc:
            raise SaveFailedError.from_oserror(exc, doing="delete the game", folder=self.data_dir, game_id=game_id) from exc
        self.drop(game_id)

    def sync_folder(self) -> None:
        try:
            fsync_dir(self.folder)
        except OSError as exc:
            _log.warning("could not sync %s: %s", self.folder, exc)
