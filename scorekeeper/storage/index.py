"""The history index: a sharded, rebuildable cache of every game's listing row.

``index/<xxx>.json`` holds the entries of the games whose id hashes to shard
``xxx`` (1,024 shards). Each entry is the game's metadata and summary plus
the signature (inode, size, mtime) of its game file when the entry was
written. The index only spares reading every game file on open: a shard is
rewritten only when a listed field of one of its games changes, an entry
whose signature no longer matches its file is re-read from that file, and a
damaged shard is set aside and rebuilt. Game files are the truth.

A game file read from disk (new, changed by hand or by another program, or
the index rebuilt) is also checked once against the rules (``check_log``, given
by the composition root: storage does not know the rules); a log they refuse
is set aside like a damaged file. Files this app wrote are not re-read, so
they cost nothing extra on open.
"""

from __future__ import annotations

import contextlib
import gc
import hashlib
import logging
import os
import re
from pathlib import Path
from typing import Any, Callable, Iterable, Iterator, Protocol

from ..domain.stats import GameSummary
from .atomic import AtomicJSONStorage
from .documents import index_file_data, parse_index_file
from .errors import CorruptFileError, RulesRefusedError
from .game_files import GameFiles, Sig
from .migrations import CURRENT_VERSIONS
from .models import GameInfo, QuarantineReport, from_iso

__all__ = ["CheckLog", "GameIndex", "IndexEntry", "SHARD_BITS", "shard_of"]

_log = logging.getLogger("scorekeeper.storage")

SHARD_BITS = 10  # 1,024 shards: ~10 games each at 10,000 games, so a shard write stays ~20 KB
_SHARD_FILE = re.compile(r"^[0-9a-f]{3}\.json$")

#: why the rules refuse a stored action log, in words, or None if it replays
CheckLog = Callable[[list[dict[str, Any]]], "str | None"]


class Report(Protocol):
    """Where damaged files go (the repository's quarantine)."""

    def __call__(
        self, kind: str, path: Path, exc: CorruptFileError, *, game_id: str | None = ..., info: GameInfo | None = ...
    ) -> QuarantineReport: ...


def shard_of(game_id: str) -> str:
    """The index shard (``"000"``..``"3ff"``) of a game id."""
    digest = hashlib.blake2b(game_id.encode("ascii"), digest_size=2).digest()
    return f"{int.from_bytes(digest, 'big') >> (16 - SHARD_BITS):03x}"


class IndexEntry:
    """What is kept in memory per game (no action log): its history row and index document."""

    __slots__ = ("info", "doc", "sig")

    def __init__(self, info: GameInfo, doc: dict[str, Any], sig: Sig | None) -> None:
        self.info = info
        self.doc = doc  # the index document, without "file"
        self.sig = sig

    @classmethod
    def from_game(cls, game: dict[str, Any], sig: Sig | None, summary: GameSummary | None = None) -> "IndexEntry":
        """The entry of a game document; ``summary`` spares parsing the one the caller already has."""
        doc = {
            "schema_version": CURRENT_VERSIONS["index"],
            "id": game["id"],
            "created": game["created"],
            "updated": game["updated"],
            "trashed_at": game.get("trashed_at"),
            "action_count": len(game["actions"]),
            "summary": game["summary"],
        }
        return cls.from_index_doc(doc, sig, summary)

    @classmethod
    def from_index_doc(cls, doc: dict[str, Any], sig: Sig | None, summary: GameSummary | None = None) -> "IndexEntry":
        trashed = doc.get("trashed_at")
        info = GameInfo(
            id=doc["id"],
            created=from_iso(doc["created"]),
            updated=from_iso(doc["updated"]),
            action_count=doc["action_count"],
            summary=summary if summary is not None else GameSummary.from_json(doc["summary"]),
            trashed_at=from_iso(trashed) if trashed else None,
        )
        doc = {k: v for k, v in doc.items() if k != "file"}
        return cls(info, doc, sig)

    def to_index_doc(self) -> dict[str, Any]:
        return {**self.doc, "file": list(self.sig) if self.sig else None}


class GameIndex:
    """The entries of all listed games, and which shards need writing.

    Not thread-safe by itself: the repository calls it under its lock.
    """

    def __init__(self, folder: Path) -> None:
        self.folder = folder
        self._entries: dict[str, IndexEntry] = {}
        self._shards: dict[str, set[str]] = {}
        self._dirty: set[str] = set()
        # shards whose listed fields are current but whose file signatures lag
        # behind (saves that change no listed field skip the shard write); they
        # are written on close, so the next open need not re-read those games
        self._lagging: set[str] = set()
        self.usable = True  # False: a file is in the way of the folder, kept in memory only

    def disable(self) -> None:
        """Keep the index in memory only (its folder cannot be used): every
        open then reads all game files, and nothing is written."""
        self.usable = False

    # -- reading ---------------------------------------------------------------------

    def _read_shards(self, report: Report) -> dict[str, IndexEntry]:
        """The entries recorded on disk. A damaged shard is reported and marked
        for rewriting; one that cannot be read right now is skipped (its games
        are found from their files)."""
        entries: dict[str, IndexEntry] = {}
        if not self.usable:
            return entries
        try:
            shard_files = sorted(os.scandir(self.folder), key=lambda e: e.name)
        except FileNotFoundError:
            return entries
        for item in shard_files:
            name = item.name
            if not _SHARD_FILE.match(name):
                continue  # not a shard of this layout: ignored, its games are found from their files
            shard = name[:-5]
            try:
                data = AtomicJSONStorage(item.path, sweep=False).read() or {"games": {}}
                docs = parse_index_file(data, item.path)
            except CorruptFileError as exc:
                report("index", Path(item.path), exc)
                self._dirty.add(shard)
                continue
            except OSError as exc:  # unreadable right now, not proven damaged: leave it alone
                _log.warning("cannot read index shard %s (%s); using the game files", item.path, exc)
                continue
            for doc in docs:
                game_id = doc["id"]
                sig = tuple(doc["file"]) if doc.get("file") else None
                if shard_of(game_id) != shard or game_id in entries:
                    self._dirty.update({shard, shard_of(game_id)})
                    continue  # misfiled or duplicate: the game file will be re-read
                entries[game_id] = IndexEntry.from_index_doc(doc, sig)
        return entries

    def load(self, files: GameFiles, report: Report, *, read_only: bool, check_log: CheckLog | None = None) -> None:
        """List the games: the entries recorded in the shards, corrected from
        every game file that is new or changed since (its signature differs).

        Damaged shards and game files, and game files whose log ``check_log``
        refuses, go to ``report``. An error listing a folder itself
        propagates as ``OSError``.
        """
        with _gc_paused():  # 10,000 games load as ~1M acyclic objects; GC passes would add ~50%
            self._load(files, report, read_only=read_only, check_log=check_log)

    def _load(self, files: GameFiles, report: Report, *, read_only: bool, check_log: CheckLog | None) -> None:
        entries = self._read_shards(report)
        self._lagging.clear()
        seen: set[str] = set()
        unchecked: list[tuple[str, Exception]] = []
        for game_id, path, sig in files.scan(remove_temp=not read_only):
            seen.add(game_id)
            known = entries.get(game_id)
            if known is not None and known.sig == sig:
                continue
            try:
                game, version = files.read(game_id)
            except CorruptFileError as exc:
                report("game", Path(path), exc, game_id=game_id, info=known.info if known else None)
                if not exc.transient:
                    entries.pop(game_id, None)
                    self.mark_dirty(game_id)
                # an I/O error is not proof of damage: a known game stays listed as it was
                continue
            if game is None:
                seen.discard(game_id)
                continue
            entry = IndexEntry.from_game(game, sig)
            refused = _refusal(check_log, game, unchecked)
            if refused is not None:
                refusal = RulesRefusedError(refused, reason=refused, path=path, game_id=game_id)
                report("game", Path(path), refusal, game_id=game_id, info=entry.info)
                entries.pop(game_id, None)
                self.mark_dirty(game_id)
                continue
            entries[game_id] = entry
            self.mark_dirty(game_id)
            if not entry.info.finished:  # likely to be continued: spare re-reading it
                files.remember(game_id, game, version)
        if unchecked:  # a fault of the checker is no proof against the games: they stay listed
            _log.warning(
                "could not check %d saved games against the rules (%s: %r); they are listed unchecked",
                len(unchecked), unchecked[0][0], unchecked[0][1],
            )
        for game_id in [g for g in entries if g not in seen]:
            del entries[game_id]
            self.mark_dirty(game_id)
        self._entries = entries
        self._shards = {}
        for game_id in entries:
            self._shards.setdefault(shard_of(game_id), set()).add(game_id)

    # -- lookups -------------------------------------------------------------------------

    def __contains__(self, game_id: object) -> bool:
        return game_id in self._entries

    def __len__(self) -> int:
        return len(self._entries)

    def get(self, game_id: object) -> IndexEntry | None:
        return self._entries.get(game_id) if isinstance(game_id, str) else None

    def infos(self) -> Iterable[GameInfo]:
        return (e.info for e in self._entries.values())

    # -- changes -------------------------------------------------------------------------

    def mark_dirty(self, game_id: str) -> None:
        self._dirty.add(shard_of(game_id))

    def put(self, entry: IndexEntry, *, force: bool = False) -> None:
        """Record a written game; its shard is rewritten only if a listed field changed."""
        game_id = entry.info.id
        old = self._entries.get(game_id)
        self._entries[game_id] = entry
        shard = shard_of(game_id)
        self._shards.setdefault(shard, set()).add(game_id)
        if force or old is None or old.info.listing_key() != entry.info.listing_key():
            self._dirty.add(shard)
        elif old.sig != entry.sig:
            self._lagging.add(shard)

    def forget(self, game_id: str) -> None:
        if self._entries.pop(game_id, None) is not None:
            shard = shard_of(game_id)
            self._shards.get(shard, set()).discard(game_id)
            self._dirty.add(shard)

    def flush(self, *, lagging: bool = False) -> None:
        """Write the changed shards (and, with ``lagging``, those whose file
        signatures lag behind: on close). A failure is not worth a warning:
        the index is a cache, a shard left dirty is retried on the next flush,
        and a full disk already shows as the game save that failed."""
        if not self.usable:
            self._dirty.clear()
            self._lagging.clear()
            return
        for shard in sorted(self._dirty | self._lagging if lagging else self._dirty):
            ids = sorted(self._shards.get(shard, ()))
            data = index_file_data([self._entries[g].to_index_doc() for g in ids])
            try:
                # no fsync: a cache. A shard that a power cut leaves behind
                # its files is caught by the signatures (or rebuilt if damaged);
                # the two syncs it spares are most of a scoring tap's save.
                AtomicJSONStorage(self.folder / f"{shard}.json", sweep=False, fsync=False).write_document(data)
            except OSError as exc:
                _log.info("could not update index shard %s (%s); will retry", shard, exc)
                continue
            self._dirty.discard(shard)
            self._lagging.discard(shard)


def _refusal(check_log: CheckLog | None, game: dict[str, Any], faults: list[tuple[str, Exception]]) -> str | None:
    """Why ``check_log`` refuses the game's log; a checker that fails itself is noted in ``faults``."""
    if check_log is None:
        return None
    try:
        return check_log(game["actions"])
    except Exception as exc:  # a bug in the checker must not set games aside
        faults.append((game["id"], exc))
        return None


@contextlib.contextmanager
def _gc_paused() -> Iterator[None]:
    enabled = gc.isenabled()
    gc.disable()
    try:
        yield
    finally:
        if enabled:
            gc.enable()
