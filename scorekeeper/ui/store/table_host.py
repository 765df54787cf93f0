"""The process's table mode: at most one game open as a table at a time,
on the table's address (``--table-host``), started and ended by the host.

The host's sessions and the phones' each hold this one object (the
launcher makes it); its :class:`~.table.TableSession` is the table while
table mode is on, None otherwise.
"""

from __future__ import annotations

import asyncio
import socket
from typing import Any, Callable, Protocol

from ...service import SERVICE_ERRORS, GameService
from .table import TableSession


# The mark of a phone's page (``page.data``: kept on the server, never sent to the
# browser), set by the table's server before the session starts (ui/table/server.py).
PHONE = "scorekeeper.table-phone"


class Listener(Protocol):
    async def start(self, address: str, port: int) -> int: ...

    async def stop(self) -> None: ...


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
        # code and the phones' app (the static site, which cannot open a table, never does)
        self.entry: Callable | None = None  # the app's entry point, served to the phones too
        self.render_phone: Callable[[Any], None] | None = None  # a phone's page: the phones' app
        self.qr: Callable[[str], bytes] | None = None  # the link as a QR code (PNG)
        self._lock = asyncio.Lock()

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
            session = TableSession(self._service, game_id, len(game.state.players))
            listener = self._make_listener(self)
            try:
                self.listening_port = await listener.start(self.address, self.port)
            except OSError as exc:
                raise TableError("table.cannot_listen", address=self.address, why=exc.strerror or str(exc)) from None
            self._listener, self.session = listener, session
            return session

    async def end(self) -> None:
        """Stop listening and void the token and the seats."""
        async with self._lock:
            session, listener = self.session, self._listener
            self.session = self._listener = None
            if session is not None:
                session.end()
            if listener is not None:
                await listener.stop()
