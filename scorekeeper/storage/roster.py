"""The player roster: names reused across games, matched case-insensitively.

An immutable mapping ``player_key(name) -> RosterEntry``; updates return a
new roster, so a repository can swap it in only after the write succeeded.
The first spelling of a name is kept ("Ana" stays "Ana" after "ANA" plays).
"""

from __future__ import annotations

from datetime import datetime
from typing import Any, Iterable

from .models import RosterEntry, clean_name, from_iso, player_key, to_iso

__all__ = ["Roster"]


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

    def find(self, name: str) -> RosterEntry | None:
        return self._by_key.get(player_key(name))

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
