"""The table's address under sockets that never register, on a real server
(uvicorn and Flet's web app, as table mode starts them) on 127.0.0.2.

A phone's WebSocket must send Flet's register message first: one that sends
garbage is closed at once, one that sends nothing within a few seconds is
closed then (1008), and neither holds a connection of the server afterwards.
One address may hold only so many sockets: the next is refused with HTTP 429
and a page that says why. Every loop here is bounded in count and in time.
"""

from __future__ import annotations

import asyncio
import contextlib
import threading
import time

import msgpack
import pytest
from websockets.exceptions import ConnectionClosed, InvalidStatus
from websockets.sync.client import connect

from scorekeeper.i18n import translator
from scorekeeper.table.gate import COOKIE
from scorekeeper.table.server import TableServer

TABLE_HOST = "127.0.0.2"
TOKEN = "t" * 32
SOCKETS = 100  # the attack: this many sockets that never register
CAP = 8  # the sockets one address may hold (scorekeeper/table/guard.py)
GARBAGE = [b"\x00\xc1 not msgpack", b"\x07junk", b"\x00" + msgpack.packb([3, {"x": 1}]), "a text frame"]
REGISTER = b"\x00" + msgpack.packb([1, {"session_id": "", "page_name": "", "page": {"route": "/"}}])


def phones_app(page) -> None:  # the phones' entry point: nothing to draw here
    page.title = "table"


class Running:
    """A TableServer on its own event loop, in a thread (stopped at the end)."""

    def __init__(self) -> None:
        self.loop = asyncio.new_event_loop()
        self.server = TableServer(phones_app, lambda token: token == TOKEN, assets_dir=None)
        self.thread = threading.Thread(target=self.loop.run_forever, daemon=True)
        self.thread.start()
        self.port = asyncio.run_coroutine_threadsafe(self.server.start(TABLE_HOST, 0), self.loop).result(30)

    def held(self) -> int:
        """Connections the server holds open now (each one a file descriptor)."""
        async def count() -> int:
            return len(self.server._server.server_state.connections)
        return asyncio.run_coroutine_threadsafe(count(), self.loop).result(10)

    def stop(self) -> None:
        asyncio.run_coroutine_threadsafe(self.server.stop(), self.loop).result(30)
        self.loop.call_soon_threadsafe(self.loop.stop)
        self.thread.join(10)


@pytest.fixture
def stack():
    with contextlib.ExitStack() as sockets:
        yield sockets


@pytest.fixture
def table():
    running = Running()
    try:
        yield running
    finally:
        running.stop()


def established(port: int) -> int:
    """Server-side TCP connections of the table's address (the kernel's view)."""
    local = f"0200007F:{port:04X}"  # 127.0.0.2, little-endian hex
    with open("/proc/net/tcp") as f:
        return sum(1 for line in f.readlines()[1:] if line.split()[1] == local and line.split()[3] == "01")


def phone_socket(port: int, stack: contextlib.ExitStack):
    """A WebSocket of a phone that has the table's cookie (closed with ``stack`` at the latest)."""
    return stack.enter_context(connect(f"ws://{TABLE_HOST}:{port}/ws", close_timeout=2, open_timeout=10,
                                       additional_headers={"Cookie": f"{COOKIE}={TOKEN}"}))


def wait_until(check, seconds: float) -> bool:
    deadline = time.monotonic() + seconds
    while time.monotonic() < deadline:
        if check():
            return True
        time.sleep(0.05)
    return check()


def closed_by_server(ws, seconds: float = 20) -> int | None:
    """The close code the server sent (None: the socket is still open)."""
    try:
        ws.recv(timeout=seconds)
    except ConnectionClosed as closed:
        return closed.rcvd.code if closed.rcvd is not None else None
    except TimeoutError:
        return None
    return None


def test_sockets_that_send_garbage_or_nothing_before_registering_are_closed_and_hold_nothing(table, stack):
    before = table.held(), established(table.port)
    peak = 0
    sent = 0
    while sent < SOCKETS:  # in waves of at most CAP: the sockets all come from 127.0.0.1
        wave = [phone_socket(table.port, stack) for _ in range(min(CAP, SOCKETS - sent))]
        peak = max(peak, table.held())
        for n, ws in enumerate(wave):
            ws.send(GARBAGE[(sent + n) % len(GARBAGE)])
        codes = [closed_by_server(ws, 20 if n == 0 else 5) for n, ws in enumerate(wave)]  # closed at once, in fact
        assert codes == [1008] * len(wave), f"sockets after garbage (wave from {sent}): {codes}"
        for ws in wave:
            ws.close()
        sent += len(wave)
        assert wait_until(lambda: table.held() == 0, 20), f"the server still holds {table.held()} after garbage"
    # silent sockets: closed once the time to register is over (a few seconds)
    silent = [phone_socket(table.port, stack) for _ in range(3)]
    opened = time.monotonic()
    codes = [closed_by_server(ws, 30) for ws in silent]
    took = time.monotonic() - opened
    assert codes == [1008] * 3, f"silent sockets: {codes}"
    for ws in silent:
        ws.close()
    assert wait_until(lambda: table.held() == 0 and established(table.port) == 0, 20)
    after = table.held(), established(table.port)
    print(f"\n{SOCKETS} garbage + 3 silent sockets: server connections / established before {before}, "
          f"at most {peak} at once, after {after}; silent ones closed after {took:.1f} s")
    assert after == (0, 0)


def test_an_address_past_the_cap_is_refused_with_a_page_and_a_socket_that_registers_goes_on(table, stack):
    held = [phone_socket(table.port, stack) for _ in range(CAP)]
    try:
        with pytest.raises(InvalidStatus) as refused:
            phone_socket(table.port, stack)
        response = refused.value.response
        assert response.status_code == 429
        assert translator("en")("table.crowded.title").encode() in response.body
    finally:
        for ws in held:
            ws.close()
    assert wait_until(lambda: table.held() == 0, 20)
    # a phone that registers is Flet's: it answers with the register response and the socket stays
    ws = phone_socket(table.port, stack)
    ws.send(REGISTER)
    answer = ws.recv(timeout=20)
    assert answer[0] == 0 and msgpack.unpackb(answer[1:], strict_map_key=False)[0] == 1
    assert closed_by_server(ws, 7) is None, "a registered socket was closed"
