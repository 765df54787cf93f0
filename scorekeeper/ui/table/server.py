"""The table's address: a second web server, started with table mode and
stopped with it, that serves the phones' app behind the token gate.

Flet 1.0.5 serves the web app with FastAPI on uvicorn
(``flet_web.fastapi``); the host's server listens on 127.0.0.1 only. Table
mode starts one more uvicorn server on the event loop of the same process,
on the table's address, serving a Flet app of the same entry point: the
phones' sessions live in the same process as the host's, share its games
and its pubsub (the hub is the entry point's), and each is marked as a
phone's before it starts (``before_main``), by the server it came through,
so no request can make itself a host. Before table mode starts and after it
ends nothing listens on the address.
"""

from __future__ import annotations

import asyncio
import errno
import logging
import socket
from typing import Any, Callable

from ..store.table_host import PHONE
from .gate import TableGate
from .throttle import Throttle

log = logging.getLogger(__name__)


def bind(address: str, port: int) -> socket.socket:
    """A listening socket on ``address``: ``port`` if free there, else one the system picks."""
    family = socket.AF_INET6 if ":" in address else socket.AF_INET
    for candidate in (port, 0):
        sock = socket.socket(family, socket.SOCK_STREAM)
        sock.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
        try:
            sock.bind((address, candidate))
        except OSError as exc:
            sock.close()
            if exc.errno == errno.EADDRINUSE and candidate:
                continue
            raise
        sock.listen(128)
        sock.setblocking(False)
        return sock
    raise OSError(errno.EADDRINUSE, f"no free port on {address}")


class TableServer:
    """One start and one stop of the table's address."""

    def __init__(self, main: Callable, valid: Callable[[str], bool], *, assets_dir: str | None) -> None:
        self._main, self._valid, self._assets_dir = main, valid, assets_dir
        self.throttle = Throttle()
        self._server: Any = None
        self._task: asyncio.Task | None = None
        self.port = 0

    def _app(self):
        import flet_web.fastapi as flet_fastapi

        def mark_phone(page) -> None:
            page.data = PHONE

        phones = flet_fastapi.app(self._main, before_main=mark_phone, assets_dir=self._assets_dir, no_cdn=True)
        return TableGate(phones, self._valid, self.throttle)

    async def start(self, address: str, port: int) -> int:
        import uvicorn

        sock = bind(address, port)
        self.port = sock.getsockname()[1]
        config = uvicorn.Config(
            self._app(), lifespan="off", ws="websockets-sansio", log_level="warning",
            proxy_headers=False,  # the address a request came from is the socket's: the throttle counts it
            server_header=False, timeout_graceful_shutdown=2,
        )
        self._server = uvicorn.Server(config)
        self._task = asyncio.create_task(self._server.serve(sockets=[sock]))
        for _ in range(200):  # until it accepts (a few ms)
            if self._server.started or self._task.done():
                break
            await asyncio.sleep(0.01)
        if self._task.done():
            self._task.result()
            raise OSError(f"table server on {address}:{self.port} stopped at once")
        self.throttle.forget()
        return self.port

    async def stop(self) -> None:
        if self._server is None or self._task is None:
            return
        self._server.should_exit = True
        try:
            await asyncio.wait_for(self._task, timeout=10)
        except Exception:  # the address is closed whatever the connections did
            log.warning("table server stopped with an error", exc_info=True)
        self._server = self._task = None
