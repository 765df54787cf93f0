"""The phones' sessions on the table's address: a phone that is gone is let
go within a minute, and one address holds only so many.

Flet keeps a session whose socket has closed for an hour (its default
``session_timeout_seconds``), in case the same tab comes back: 200 register
and close cycles of one phone held 200 sessions, and 50 MB. A phone's seat
does not live in its session (the claim is kept on the phone, and a new
session takes the seat back), so the table's server (:mod:`.server`) asks
Flet for :data:`GONE_S` instead and sweeps every :data:`SWEEP_S` seconds for
the sessions whose time is up. And when an address opens a session past
the ceiling of its open sockets (:func:`.guard.sockets_per_address`), its
oldest sessions whose phone is gone are let go at once.

This keeps the books only; the server lets the sessions go through Flet
(nothing here knows Flet: a session is anything with ``expires_at`` and
``connection``).
"""

from __future__ import annotations

import threading
from dataclasses import dataclass
from datetime import datetime, timezone
from typing import Any

GONE_S = 30  # a phone gone (its socket closed, no reconnection) this long is let go ...
SWEEP_S = 10.0  # ... at the next sweep: within GONE_S + SWEEP_S, under a minute


@dataclass
class _Held:
    key: str
    address: str
    session: Any


class PhoneSessions:
    """The table's sessions, by Flet's key, in the order they started."""

    def __init__(self, per_address: int) -> None:
        self.per_address = per_address
        self._held: dict[str, _Held] = {}
        self._lock = threading.Lock()

    def __len__(self) -> int:
        with self._lock:
            return len(self._held)

    def of(self, address: str) -> int:
        with self._lock:
            return sum(1 for held in self._held.values() if held.address == address)

    def started(self, key: str, address: str, session: Any) -> list[str]:
        """A new session of ``address``; returns the keys of its sessions to let
        go now (the oldest whose phone is gone, past the ceiling)."""
        with self._lock:
            self._held[key] = _Held(key, address, session)
            mine = [held for held in self._held.values() if held.address == address]
            over = len(mine) - self.per_address
            drop = [held.key for held in mine if held.session.connection is None][:max(over, 0)]
            for gone in drop:
                del self._held[gone]
            return drop

    def expired(self, now: datetime | None = None) -> list[str]:
        """The keys of the sessions whose time is up (forgotten here)."""
        now = now or datetime.now(timezone.utc)
        with self._lock:
            drop = [key for key, held in self._held.items()
                    if held.session.expires_at is not None and now > held.session.expires_at]
            for key in drop:
                del self._held[key]
            return drop

    def forget(self) -> list[str]:
        """Every key (the table's server stops)."""
        with self._lock:
            keys = list(self._held)
            self._held.clear()
            return keys
