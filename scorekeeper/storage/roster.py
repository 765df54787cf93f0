"""The player roster: names reused across games, matched case-insensitively.

:class:`Roster` is an immutable mapping ``player_key(name) -> RosterEntry``;
updates return a new roster. The first spelling of a name is kept ("Ana"
stays "Ana" after "ANA" plays). :class:`RosterFile` keeps it in
``roster.json``, a cache like the index: every player of a stored game is put
back on it when the data folder is opened.
"""

from __future__ import annotations

import logging
from datetime import datetime
from pathlib import Path
from typing import Any, Callable, Iterable

from .atomic import AtomicJSONStorage
from .documents import parse_roster_file, roster_file_data
from .errors import CorruptFileError
from .migrations import CURRENT_VERSIONS
from .models import GameInfo, RosterEntry, clean_name, from_iso, to_iso

__all__ = ["Roster", "RosterFile"]

_log = logging.getLogger("scorekeeper.storage")


class Roster:
    __slots__ = ("_by_key",)

    def __init__(self, entries: Iterable[RosterEntry] = ()) -> None:
        self._by_key: dict[str, RosterEntry] = {}
        for entry in entries:
            self._by_key.setdefault(entry.key, entry)

    def __len__(self) -> int:
        return len(self._by_key)

    def __eq__(self, other: object) -> bool:
        return isinstance(other, Roster) and self._by_key == other._by_key

    def entries(self) -> list[RosterEntry]:
        """Most recently seen first, then alphabetically."""
        by_name = sorted(self._by_key.values(), key=lambda e: e.key)
        return sorted(by_name, key=lambda e: e.last_seen, reverse=True)

    def with_names(self, names: Iterable[str], when: datetime) -> tuple["Roster", list[RosterEntry]]:
        """A roster that also knows ``names`` (seen at ``when``), and their entries."""
        if isinstance(names, str):
            raise TypeError("names must be a list of names, not one string")
        roster, touched = self.with_sightings([(names, when)])
        return roster, touched

    def with_sightings(
        self, sightings: Iterable[tuple[Iterable[str], datetime]]
    ) -> tuple["Roster", list[RosterEntry]]:
        """Apply many ``(names, when)`` at once; return the roster and the entries touched."""
        updated = dict(self._by_key)
        touched: dict[str, None] = {}
        for names, when in sightings:
            for raw in names:
                name = clean_name(raw)
                if not name:
                    continue
                key = name.casefold()
                known = updated.get(key)
                if known is None:
                    updated[key] = RosterEntry(name=name, first_seen=when, last_seen=when)
                elif when < known.first_seen or when > known.last_seen:
                    updated[key] = RosterEntry(
                        name=known.name,
                        first_seen=min(known.first_seen, when),
                        last_seen=max(known.last_seen, when),
                    )
                touched[key] = None
        roster = Roster()
        roster._by_key = updated
        return roster, [updated[key] for key in touched]

    # -- persistence ------------------------------------------------------------

    def to_docs(self, version: int) -> list[dict[str, Any]]:
        ordered = sorted(self._by_key.values(), key=lambda e: (e.first_seen, e.key))
        return [
            {"schema_version": version, "name": e.name, "first_seen": to_iso(e.first_seen), "last_seen": to_iso(e.last_seen)}
            for e in ordered
        ]

    @classmethod
    def from_docs(cls, docs: Iterable[dict[str, Any]]) -> "Roster":
        return cls(
            RosterEntry(name=clean_name(d["name"]), first_seen=from_iso(d["first_seen"]), last_seen=from_iso(d["last_seen"]))
            for d in docs
        )


class RosterFile:
    """``roster.json``: read on open, rewritten after new names were seen.

    Not thread-safe by itself: the repository calls it under its lock.
    """

    def __init__(self, path: Path) -> None:
        self.path = path
        self.roster = Roster()
        self._dirty = False
        self._writable = True  # False once it could not be read: never overwrite what we could not see
        self._usable = True  # False: a folder is in the way of the file

    def disable(self) -> None:
        """Neither read nor write the file (something else is in its place):
        names are kept in memory, healed from the games on every open."""
        self._usable = False
        self._writable = False

    def load(self, infos: Iterable[GameInfo], on_damaged: Callable[[Path, CorruptFileError], object]) -> None:
        """Read the file, then put back every player of ``infos`` (the stored
        games), which heals a roster write lost in a crash or a damaged file."""
        roster = Roster()
        self._writable = self._usable  # a file unreadable at an earlier load may read now
        try:
            data = AtomicJSONStorage(self.path, sweep=False).read() if self._usable else None
            if data is not None:
                roster = Roster.from_docs(parse_roster_file(data, self.path))
            else:
                self._dirty = True
        except CorruptFileError as exc:
            on_damaged(self.path, exc)
            self._dirty = True
        except OSError as exc:  # unreadable right now, not proven damaged: never overwrite it
            _log.warning("cannot read the roster %s (%s); names are kept in memory only", self.path, exc)
            self._writable = False
        ordered = sorted(infos, key=lambda i: (i.created, i.id))
        healed, _ = roster.with_sightings((info.players, info.created) for info in ordered)
        if healed != roster:
            self._dirty = True
        self.roster = healed

    def add(self, sightings: Iterable[tuple[Iterable[str], datetime]]) -> None:
        """Note players seen at a time; written by the next :meth:`flush`."""
        roster, _ = self.roster.with_sightings(sightings)
        if roster != self.roster:
            self.roster = roster
            self._dirty = True

    def flush(self) -> None:
        """Write pending changes. A failure is not worth a warning (the games
        are the truth, and the next open heals the roster from them; a full
        disk already shows as the game save that failed); it is retried later."""
        if not (self._dirty and self._writable):
            return
        data = roster_file_data(self.roster.to_docs(CURRENT_VERSIONS["roster"]))
        try:
            AtomicJSONStorage(self.path, sweep=False).write_document(data)
        except OSError as exc:
            _log.info("could not update the roster (%s); will retry", exc)
        else:
            self._dirty = False
