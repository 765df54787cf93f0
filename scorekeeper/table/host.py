"""The process's table mode: at most one game open as a table at a time,
on the table's address (``--table-host``), started and ended by the host.

The host's sessions and the phones' each hold this one object (the
launcher makes it); its :class:`~.session.TableSession` is the table while
table mode is on, None otherwise.

Ending the table (or quitting the app) tells every connected phone first:
each is sent to the plain "table closed" page of the table's address, in its
own language, and the host waits for that (at most :data:`TELL_S`) before the
phones' app stops. A Flet page whose server goes away shows Flet's endless
"Working..."; a plain page stays.
"""

from __future__ import annotations

import asyncio
import secrets
import socket
from collections import deque
from typing import Any, Awaitable, Callable, Protocol

from ..service import SERVICE_ERRORS, GameService
from .session import TableSession


# The mark of a phone's page (``page.data``: kept on the server, never sent to the
# browser), set by the table's server before the session starts (table/server.py).
PHONE = "scorekeeper.table-phone"


TELL_S = 1.0  # how long the phones are given to leave for the "table closed" page
CLOSED_NOTICE_S = 600.0  # how long the table's address answers "table closed" after the table ended
ENDED_TOKENS = 16  # the links of the last tables ended, answered "closed" rather than "not a table link"


class Listener(Protocol):
    closed_served: int  # "table closed" pages sent so far

    async def start(self, address: str, port: int) -> int: ...

    async def stop(self, notice_s: float = 0.0) -> None: ...

    async def stop_notice(self) -> None: ...


class TableError(Exception):
    """Table mode cannot start: ``key`` is the text that says why."""

    def __init__(self, key: str, **params: object) -> None:
        super().__init__(key)
        self.key, self.params = key, params


def network_address() -> str:
    """The machine's own address on its network (the one its default route
    leaves by). A UDP socket's connect sends nothing: it only picks the route."""
    with socket.socket(socket.AF_INET, socket.SOCK_DGRAM) as probe:
        try:
            probe.connect(("192.0.2.1", 9))  # TEST-NET-1: never answered, never sent to
            return probe.getsockname()[0]
        except OSError:
            return "127.0.0.1"


class TableHost:
    def __init__(self, service: GameService, address: str, port: int,
                 listener: Callable[["TableHost"], Listener]) -> None:
        self._service = service
        self.address = address
        self.port = port
        self._make_listener = listener
        self._listener: Listener | None = None
        self.session: TableSession | None = None
        self.listening_port = 0
        # set by the launcher (ui/launch.py), which alone imports the table's server, its QR
        # code and the phones' app (the static site, which cannot open a table, never does);
        # the phones' app is the UI's, handed in here: this package never imports the UI
        self.entry: Callable | None = None  # the app's entry point, served to the phones too
        self.render_phone: Callable[[Any], None] | None = None  # a phone's page: the phones' app
        self.qr: Callable[[str], bytes] | None = None  # the link as a QR code (PNG)
        self._lock = asyncio.Lock()
        self._phones: dict[object, Callable[[], Awaitable[bool]]] = {}  # connected phones: how to tell each
        self._ended: deque[str] = deque(maxlen=ENDED_TOKENS)
        self._notice: Listener | None = None  # the last table's address, answering "closed" for a while

    def attach_phone(self, tell: Callable[[], Awaitable[bool]]) -> Callable[[], None]:
        """A phone's session is connected: ``tell()`` sends it to the "table
        closed" page when the table ends (False: the phone had gone already).
        Returns the detach."""
        key = object()
        self._phones[key] = tell

        def detach() -> None:
            self._phones.pop(key, None)

        return detach

    def ended(self, token: str) -> bool:
        """Did ``token`` open a table that has ended?"""
        return any(secrets.compare_digest(token.encode(), old.encode()) for old in self._ended)

    def closed_link(self, language: str) -> str:
        """The "table closed" page of the table's address, in ``language``."""
        host = f"[{self.address}]" if ":" in self.address else self.address
        return f"http://{host}:{self.listening_port}/closed?lang={language}"

    def admits(self, token: str) -> bool:
        session = self.session
        return session is not None and session.admits(token)

    def session_of(self, game_id: str | None) -> TableSession | None:
        session = self.session
        return session if session is not None and session.open and session.game_id == game_id else None

    @property
    def link(self) -> str:
        session = self.session
        if session is None or not session.open:
            return ""
        host = f"[{self.address}]" if ":" in self.address else self.address
        return f"http://{host}:{self.listening_port}/join/{session.token}"

    async def start(self, game_id: str) -> TableSession:
        async with self._lock:
            if self.session is not None and self.session.open:
                if self.session.game_id == game_id:
                    return self.session
                raise TableError("table.busy")
            try:
                game = self._service.game(game_id)
            except SERVICE_ERRORS:
                raise TableError("game.missing") from None
            if game.state.complete:
                raise TableError("table.over")
            session = TableSession(self._service, game_id)
            await self._stop_notice()  # the last table's "closed" page gives the address back
            listener = self._make_listener(self)
            try:
                self.listening_port = await listener.start(self.address, self.port)
            except OSError as exc:
                raise TableError("table.cannot_listen", address=self.address, why=exc.strerror or str(exc)) from None
            self._listener, self.session = listener, session
            return session

    async def end(self, *, quitting: bool = False) -> None:
        """Void the token and the seats, tell the phones, stop listening
        (but for the "table closed" page, unless the app is quitting)."""
        async with self._lock:
            session, listener = self.session, self._listener
            self.session = self._listener = None
            if session is not None:
                session.end()
                self._ended.append(session.token)
            if listener is not None:
                await self._tell_phones(listener)
                await listener.stop(0.0 if quitting else CLOSED_NOTICE_S)
                if not quitting:
                    self._notice = listener

    async def close(self) -> None:
        """The app quits: end the table, and nothing listens on its address any more."""
        await self.end(quitting=True)
        async with self._lock:
            await self._stop_notice()

    async def _stop_notice(self) -> None:
        notice, self._notice = self._notice, None
        if notice is not None:
            await notice.stop_notice()

    async def _tell_phones(self, listener: Listener) -> None:
        """Send every connected phone to the "table closed" page; wait until
        they have asked for it, at most :data:`TELL_S`."""
        tells = list(self._phones.values())
        if not tells:
            return
        loop = asyncio.get_running_loop()
        deadline = loop.time() + TELL_S
        served = listener.closed_served
        sent = [asyncio.ensure_future(tell()) for tell in tells]
        done, pending = await asyncio.wait(sent, timeout=TELL_S)
        for task in pending:
            task.cancel()
        told = sum(1 for task in done if not task.cancelled() and task.exception() is None and task.result())
        # a counter the closed page's server bumps, polled until the deadline (no event to wait on)
        while listener.closed_served - served < told and loop.time() < deadline:  # noqa: ASYNC110
            await asyncio.sleep(0.02)
