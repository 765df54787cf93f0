"""Wrong table tokens from one address are slowed down.

A token of 128 bits cannot be guessed, but a phone on the table's network
that tries token after token should still be stopped early: after
:data:`FREE_TRIES` wrong tokens within :data:`WINDOW_S`, the address waits
(:data:`FIRST_WAIT_S`, doubling with each further wrong try, at most
:data:`MAX_WAIT_S`) and every request it makes meanwhile is refused without
looking at its token, the right one included: guessing gains nothing.
"""

from __future__ import annotations

import threading
import time
from dataclasses import dataclass, field
from typing import Callable

FREE_TRIES = 5
WINDOW_S = 600.0
FIRST_WAIT_S = 2.0
MAX_WAIT_S = 300.0
MAX_ADDRESSES = 10_000  # a flood of addresses cannot fill the memory: the oldest are forgotten


@dataclass
class _Record:
    failures: int = 0
    first: float = 0.0
    blocked_until: float = 0.0


@dataclass
class Throttle:
    clock: Callable[[], float] = time.monotonic
    _records: dict[str, _Record] = field(default_factory=dict)
    _lock: threading.Lock = field(default_factory=threading.Lock)

    def wait_s(self, address: str) -> float:
        """How long ``address`` must still wait (0: it may try now)."""
        with self._lock:
            record = self._records.get(address)
            if record is None:
                return 0.0
            return max(0.0, record.blocked_until - self.clock())

    def failed(self, address: str) -> None:
        """``address`` sent a wrong token."""
        now = self.clock()
        with self._lock:
            record = self._records.get(address)
            if record is None or now - record.first > WINDOW_S:
                if record is None and len(self._records) >= MAX_ADDRESSES:
                    self._records.pop(next(iter(self._records)))
                record = self._records[address] = _Record(first=now)
            record.failures += 1
            over = record.failures - FREE_TRIES
            if over >= 0:
                record.blocked_until = now + min(MAX_WAIT_S, FIRST_WAIT_S * 2 ** over)

    def forget(self) -> None:
        """A new table: every address starts afresh."""
        with self._lock:
            self._records.clear()
