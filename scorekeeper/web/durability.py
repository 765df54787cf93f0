"""Nothing reaches the screen before the save behind it is stored.

In the browser the data folder is an in-memory file system mirrored to
IndexedDB; a write is kept across a reload only once that mirror has been
brought up to date, which is asynchronous (``FS.syncfs``). The storage layer
already marks every point where a write must be durable by calling
``os.fsync`` (the file, then its folder); in the browser that call reaches
no disk, so :func:`hook_fsync` turns it into "store before showing":

- :meth:`DurableScreen.changed` (called after each such ``os.fsync``) starts
  a persist run unless one is going; writes made while it runs lead to one
  more run, so the last run always starts after the last write;
- :meth:`DurableScreen.send` is the only way from the app to the screen
  (it wraps the Flet connection's ``send``): while a run is pending, what
  would be shown waits in order and is sent once the runs are done.

So a tap's answer appears only after its save is in IndexedDB, as the
server version shows it only after the fsyncs. If storing fails (storage
full, IndexedDB refused), what waited is shown anyway, so the app does not
freeze, and ``on_failure`` tells the player in words; the next save tries
again with everything not yet stored.

Pure asyncio, no browser objects: tested in CPython (tests/web).
"""

from __future__ import annotations

import asyncio
import logging
import time
from typing import Any, Awaitable, Callable

Persist = Callable[[], Awaitable[None]]
Send = Callable[[Any], None]

_log = logging.getLogger("scorekeeper.web")


class DurableScreen:
    """Holds back messages to the screen while a save is not yet stored."""

    def __init__(self, persist: Persist, *, on_failure: Callable[[str], None] | None = None) -> None:
        self._persist = persist
        self.on_failure = on_failure
        self._send: Send | None = None
        self._held: list[Any] = []
        self._written = 0  # durability points reached (os.fsync calls)
        self._stored = 0  # of those, how many a finished persist run covered
        self._running: asyncio.Future | None = None
        self.runs = 0  # persist runs done (for tests and figures)
        self.last_run_ms = 0.0
        self.failure: str | None = None  # why the last run failed (None: it did not)

    # -- the two ends ------------------------------------------------------------
    def attach(self, send: Send) -> Send:
        """Wrap the connection's ``send``; returns what the connection must call instead."""
        self._send = send
        if not self.pending:
            self._flush()
        return self.send

    def send(self, message: Any) -> None:
        if self.pending or self._held:
            self._held.append(message)
        elif self._send is not None:
            self._send(message)

    # -- durability points ---------------------------------------------------------
    @property
    def pending(self) -> bool:
        """A write is not yet stored."""
        return self._stored < self._written

    def changed(self) -> None:
        """A write reached a durability point: store it before the next message goes out."""
        self._written += 1
        if self._running is None or self._running.done():
            self._running = asyncio.ensure_future(self._run())

    async def stored(self) -> None:
        """Wait until every write so far is stored (or its run failed)."""
        while self._running is not None and not self._running.done():
            await asyncio.shield(self._running)

    async def _run(self) -> None:
        try:
            while self._stored < self._written:
                target = self._written
                started = time.perf_counter()
                try:
                    await self._persist()
                except Exception as exc:  # storage full, IndexedDB refused, ...: say so, do not freeze
                    self._stored = target
                    self._report(exc)
                else:
                    self._stored = target
                    self.failure = None
                self.runs += 1
                self.last_run_ms = (time.perf_counter() - started) * 1000
        finally:
            self._flush()

    def _flush(self) -> None:
        held, self._held = self._held, []
        if self._send is None:
            self._held = held
            return
        for message in held:
            self._send(message)

    def _report(self, exc: BaseException) -> None:
        why = str(exc).strip() or type(exc).__name__
        self.failure = why
        _log.error("could not store the data in the browser: %s", why)
        if self.on_failure is not None:
            try:
                self.on_failure(why)
            except Exception:  # the report must not stop the messages
                _log.exception("could not tell the player that storing failed")


def hook_fsync(os_module: Any, changed: Callable[[], None]) -> None:
    """Make ``os_module.fsync`` (and ``os_module.sync``, where it exists) call
    ``changed`` after doing what they did. Idempotent per module."""
    for name in ("fsync", "sync"):
        original = getattr(os_module, name, None)
        if original is None or getattr(original, "_durable_screen_hook", False):
            continue

        def hooked(*args: Any, _original: Callable[..., Any] = original) -> Any:
            result = _original(*args)
            changed()
            return result

        hooked._durable_screen_hook = True  # type: ignore[attr-defined]
        hooked.__doc__ = original.__doc__
        setattr(os_module, name, hooked)


__all__ = ["DurableScreen", "hook_fsync"]
