"""Issue 41, item 4: a phone that is gone is let go within a minute, and one
address holds only so many sessions; on a real table server (uvicorn and
Flet's web app, as table mode starts them) on 127.0.0.2.

Flet keeps a session whose socket closed for an hour: 200 register-and-close
cycles of one phone with the table's cookie held 200 sessions (and raised the
memory of the real app from 67 to 117 MB). The sessions are counted in Flet's
own books (its app manager), the memory as the process's resident set.
"""

from __future__ import annotations

import asyncio
import threading
from datetime import datetime, timezone

import flet as ft
import pytest
from flet_web.fastapi import app_manager
from websockets.sync.client import connect

from scorekeeper.table.gate import COOKIE
from scorekeeper.table.guard import MAX_SOCKETS_PER_ADDRESS
from scorekeeper.table.host import PHONE
from scorekeeper.table.server import TableServer
from scorekeeper.table.sessions import GONE_S, SWEEP_S

from .test_table_sockets import REGISTER, TABLE_HOST, TOKEN, wait_until

CYCLES = 200


def phones_app(page: ft.Page) -> None:
    """A phone's screen of some weight (the real one holds the table)."""
    page.add(ft.Column([ft.Text(f"row {n}: " + "x" * 40) for n in range(300)]))


class Running:
    """A TableServer on its own event loop, in a thread (stopped at the end)."""

    def __init__(self, **kwargs) -> None:
        self.loop = asyncio.new_event_loop()
        self.server = TableServer(phones_app, lambda token: token == TOKEN, assets_dir=None, **kwargs)
        self.thread = threading.Thread(target=self.loop.run_forever, daemon=True)
        self.thread.start()
        self.port = asyncio.run_coroutine_threadsafe(self.server.start(TABLE_HOST, 0), self.loop).result(30)

    def stop(self) -> None:
        asyncio.run_coroutine_threadsafe(self.server.stop(), self.loop).result(30)
        self.loop.call_soon_threadsafe(self.loop.stop)
        self.thread.join(10)


def phone_sessions() -> list:
    """The phones' sessions Flet holds now (its app manager's books)."""
    held = app_manager._FletAppManager__sessions  # type: ignore[attr-defined]
    return [s for s in list(held.values()) if getattr(s.page, "data", None) == PHONE]


def rss_mb() -> float:
    with open("/proc/self/status") as f:
        return next(int(line.split()[1]) for line in f if line.startswith("VmRSS:")) / 1024


def register_and_close(port: int) -> None:
    """A phone with the table's cookie registers, gets its first screen, and goes."""
    with connect(f"ws://{TABLE_HOST}:{port}/ws", open_timeout=10, close_timeout=2,
                 additional_headers={"Cookie": f"{COOKIE}={TOKEN}"}) as ws:
        ws.send(REGISTER)
        ws.recv(timeout=20)  # the register answer
        ws.recv(timeout=20)  # the first screen


@pytest.fixture
def table():
    running = Running(gone_s=1, sweep_s=0.2)  # a minute made short: the same sweep, sooner
    try:
        yield running
    finally:
        running.stop()


def test_200_phones_that_register_and_go_hold_at_most_a_few_sessions_and_none_once_gone(table):
    for _ in range(10):  # warm up: the first sessions load what every later one shares
        register_and_close(table.port)
    assert wait_until(lambda: not phone_sessions(), 20)
    before = rss_mb(), len(phone_sessions())
    peak = 0
    for n in range(CYCLES):
        register_and_close(table.port)
        if n % 10 == 0:
            peak = max(peak, len(phone_sessions()))
    after = rss_mb(), len(phone_sessions())
    gone = wait_until(lambda: not phone_sessions(), 20)
    print(f"\n{CYCLES} register-and-close cycles: sessions {before[1]} -> {after[1]} (at most {peak} seen), "
          f"{len(phone_sessions())} a moment later; RSS {before[0]:.0f} -> {after[0]:.0f} MB")
    assert after[1] <= MAX_SOCKETS_PER_ADDRESS + 1, "one address holds more sessions than its sockets"
    assert peak <= MAX_SOCKETS_PER_ADDRESS + 1
    assert gone, f"{len(phone_sessions())} sessions of gone phones are still held"
    assert after[0] - before[0] < 25, f"memory grew by {after[0] - before[0]:.0f} MB"


def test_by_default_a_gone_phone_is_let_go_within_a_minute():
    running = Running()
    try:
        register_and_close(running.port)
        gone = datetime.now(timezone.utc)
        assert wait_until(lambda: any(s.expires_at is not None for s in phone_sessions()), 10)
        expires = max(s.expires_at for s in phone_sessions() if s.expires_at is not None)
        # Flet lets it go at its time (GONE_S after it went), our sweep at the next SWEEP_S
        assert (expires - gone).total_seconds() <= GONE_S + 1
        assert GONE_S + SWEEP_S <= 60 and running.server._sweep_s == SWEEP_S
    finally:
        running.stop()
    assert not phone_sessions(), "the table's server stopped, its phones' sessions stayed"
