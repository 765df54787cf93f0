"""The phones' WebSockets: a socket must register at once, and one address
may hold only so many.

Flet's web server (``flet_web.fastapi.FletApp.handle``) accepts a WebSocket,
then waits for the client's first message, ``REGISTER_CLIENT`` (a binary frame:
0x00 and the msgpack of ``[action, body]``), which creates the session and runs
the app. A socket that sends anything else, or nothing, is kept open by Flet as
long as its client keeps it (and one that sends a bad frame first even leaves
Flet's handler waiting for good). So this guard, in front of Flet, accepts the
socket itself and reads its first frame (at most :data:`REGISTER_S` seconds): a
register message goes on to Flet with the socket as it came; anything else, or
silence, closes the socket (1008, policy violation) before Flet sees it. And an
address holding :data:`MAX_SOCKETS_PER_ADDRESS` open sockets is refused the
next one with HTTP 429 and a page that says why (before the handshake).

The guard imports nothing of Flet: the register message's action (Flet's
``MessageAction.REGISTER_CLIENT``) is handed to it by the table's server
(:mod:`.server`, the one module of table mode that adapts to Flet).
"""

from __future__ import annotations

import asyncio
import os
import threading
from typing import Any, Callable

import msgpack

from .gate import PLAIN_HEADERS, ASGIApp, Scope, refusal_page

REGISTER_S = 5.0  # a Flet client registers within milliseconds of the socket opening
# A table has at most six players, plus a watcher or two; every phone on the
# table's network has its own address (the table's address is not behind a NAT).
MAX_SOCKETS_PER_ADDRESS = 8
# A load benchmark (benchmarks/table_mode.py: 26 browser pages, all from one
# loopback address) raises the ceiling with this variable; a table never needs it.
PER_ADDRESS_ENV = "SCOREKEEPER_TABLE_SOCKETS_PER_ADDRESS"


def sockets_per_address() -> int:
    """The ceiling of open sockets per address: :data:`MAX_SOCKETS_PER_ADDRESS`,
    or the number in :data:`PER_ADDRESS_ENV` (a load test's)."""
    raw = os.environ.get(PER_ADDRESS_ENV, "").strip()
    return int(raw) if raw.isdigit() and int(raw) > 0 else MAX_SOCKETS_PER_ADDRESS


def is_register(message: dict[str, Any], action: int) -> bool:
    """Is this ASGI message Flet's register message (a frame of ``action``)?"""
    data = message.get("bytes")
    if message.get("type") != "websocket.receive" or not data or data[0] != 0x00 or len(data) > 1 << 20:
        return False
    try:
        frame = msgpack.unpackb(data[1:])
    except Exception:  # garbage: not a register message
        return False
    return (isinstance(frame, (list, tuple)) and len(frame) == 2 and frame[0] == action
            and isinstance(frame[1], dict))


class SocketGuard:
    """ASGI middleware: plain HTTP passes; a WebSocket is counted by its
    address and must register first (see the module's docstring)."""

    def __init__(self, app: ASGIApp, register_action: int, *, register_s: float = REGISTER_S,
                 per_address: int | None = None) -> None:
        self.app, self.register_action, self.register_s = app, register_action, register_s
        self.per_address = per_address if per_address is not None else sockets_per_address()
        self._open: dict[str, int] = {}
        self._lock = threading.Lock()
        self.closed_unregistered = 0  # sockets closed for not registering (a figure for tests)

    def open_sockets(self, address: str | None = None) -> int:
        with self._lock:
            return self._open.get(address, 0) if address is not None else sum(self._open.values())

    def _enter(self, address: str) -> bool:
        with self._lock:
            if self._open.get(address, 0) >= self.per_address:
                return False
            self._open[address] = self._open.get(address, 0) + 1
            return True

    def _leave(self, address: str) -> None:
        with self._lock:
            left = self._open.get(address, 0) - 1
            if left > 0:
                self._open[address] = left
            else:
                self._open.pop(address, None)

    async def __call__(self, scope: Scope, receive: Callable, send: Callable) -> None:
        if scope["type"] != "websocket":
            await self.app(scope, receive, send)
            return
        address = (scope.get("client") or ("?", 0))[0]
        if not self._enter(address):
            await self._crowded(scope, send)
            return
        try:
            await self._registered_first(scope, receive, send)
        finally:
            self._leave(address)

    async def _registered_first(self, scope: Scope, receive: Callable, send: Callable) -> None:
        connect = await receive()
        if connect["type"] != "websocket.connect":
            return
        await send({"type": "websocket.accept"})
        try:
            first = await asyncio.wait_for(receive(), self.register_s)
        except asyncio.TimeoutError:
            first = None
        if first is None or not is_register(first, self.register_action):
            if first is None or first["type"] == "websocket.receive":
                self.closed_unregistered += 1
                await send({"type": "websocket.close", "code": 1008, "reason": "register first"})
            return
        replay = [connect, first]

        async def replayed() -> dict:
            return replay.pop(0) if replay else await receive()

        async def accepted_once(message: dict) -> None:
            if message["type"] == "websocket.accept":  # the guard has accepted it already
                return
            await send(message)

        await self.app(scope, replayed, accepted_once)

    async def _crowded(self, scope: Scope, send: Callable) -> None:
        if "websocket.http.response" not in scope.get("extensions", {}):
            await send({"type": "websocket.close", "code": 1008})  # the handshake gets 403
            return
        body = refusal_page(scope, "table.crowded", n=self.per_address)
        headers = [(b"content-type", b"text/html; charset=utf-8"), (b"content-length", str(len(body)).encode()),
                   *PLAIN_HEADERS]
        await send({"type": "websocket.http.response.start", "status": 429, "headers": headers})
        await send({"type": "websocket.http.response.body", "body": body})
