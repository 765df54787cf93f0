"""The table's address: a second web server, started with table mode and
stopped with it, that serves the phones' app behind the token gate.

The one module of table mode (``scorekeeper/table/``) that adapts to Flet:
it mounts Flet's web app (``flet_web.fastapi``, imported when a table
starts) and tells the socket guard Flet's register message. The rest of the
package knows no Flet; the phones' app it serves is the UI's, handed in as
the entry point (``main``) by the launcher (ui/launch.py).

Flet 1.0.5 serves the web app with FastAPI on uvicorn
(``flet_web.fastapi``); the host's server listens on 127.0.0.1 only. Table
mode starts one more uvicorn server on the event loop of the same process,
on the table's address, serving a Flet app of the same entry point: the
phones' sessions live in the same process as the host's, share its games
and its pubsub (the hub is the entry point's), and each is marked as a
phone's before it starts (``before_main``), by the server it came through,
so no request can make itself a host. Before table mode starts nothing
listens on the address. When it ends the phones' app stops, and a plain
"table closed" page (:func:`.gate.closed_app`) answers on the same socket
for a while (``CLOSED_NOTICE_S`` of table/host.py) (a phone that reloads, or opens the link late, is
told rather than refused a connection); then nothing listens. When the app
quits the address closes with it.

The table's servers never take the process's signals (uvicorn's own
handlers would stop the table before the app could tell the phones): the
app's server takes Ctrl-C and SIGTERM, and the launcher ends the table
(ui/launch.py).
"""

from __future__ import annotations

import asyncio
import errno
import logging
import socket
import contextlib
from typing import Any, Callable

from .door import Door, OwnAddress
from .host import PHONE
from .gate import ASGIApp, TableGate, closed_app
from .guard import SocketGuard
from .sessions import GONE_S, SWEEP_S, PhoneSessions
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


def _server(app: Any):
    """A uvicorn server for the table's address that leaves the signals alone."""
    import uvicorn

    class QuietServer(uvicorn.Server):
        @contextlib.contextmanager
        def capture_signals(self):
            yield

    return QuietServer(uvicorn.Config(
        app, lifespan="off", ws="websockets-sansio", log_level="warning",
        proxy_headers=False,  # the address a request came from is the socket's: the throttle counts it
        server_header=False, timeout_graceful_shutdown=2,
    ))


async def _serve(server: Any, sock: socket.socket) -> asyncio.Task:
    task = asyncio.create_task(server.serve(sockets=[sock]))
    for _ in range(200):  # until it accepts (a few ms)
        if server.started or task.done():
            break
        await asyncio.sleep(0.01)
    if task.done():
        task.result()
        raise OSError("table server stopped at once")
    return task


async def _stop(server: Any, task: asyncio.Task | None) -> None:
    if server is None or task is None:
        return
    server.should_exit = True
    try:
        await asyncio.wait_for(task, timeout=10)
    except Exception:  # the address is closed whatever the connections did
        log.warning("table server stopped with an error", exc_info=True)


class TableServer:
    """One start and one stop of the table's address (and its "closed" page after)."""

    def __init__(self, main: Callable, valid: Callable[[str], bool], *, assets_dir: str | None,
                 ended: Callable[[str], bool] = lambda _token: False,
                 client: Callable[[ASGIApp], ASGIApp] = lambda app: app,
                 gone_s: int = GONE_S, sweep_s: float = SWEEP_S) -> None:
        """``client`` wraps Flet's web app (the launcher's serves its web client
        offline); a phone gone ``gone_s`` seconds is let go at the next sweep,
        every ``sweep_s`` seconds (:mod:`.sessions`)."""
        self._main, self._valid, self._ended, self._assets_dir = main, valid, ended, assets_dir
        self._client, self._gone_s, self._sweep_s = client, gone_s, sweep_s
        self.throttle = Throttle()
        self.gate: TableGate | None = None
        self.guard: SocketGuard | None = None
        self.door: Door | None = None
        self.sessions: PhoneSessions | None = None
        self._sweeper: asyncio.Task | None = None
        self._server: Any = None
        self._task: asyncio.Task | None = None
        self._spare: socket.socket | None = None  # the listening socket, kept for the "closed" page
        self._notice: Any = None
        self._notice_task: asyncio.Task | None = None
        self.port = 0

    def _app(self, own: OwnAddress):
        import flet_web.fastapi as flet_fastapi
        from flet.messaging.protocol import MessageAction

        async def mark_phone(page) -> None:
            page.data = PHONE
            await self._started(page)

        phones = flet_fastapi.app(self._main, before_main=mark_phone, assets_dir=self._assets_dir, no_cdn=True,
                                  session_timeout_seconds=self._gone_s)
        self.guard = SocketGuard(self._client(phones), MessageAction.REGISTER_CLIENT.value)
        self.sessions = PhoneSessions(self.guard.per_address)
        self.gate = TableGate(self.guard, self._valid, self.throttle, self._ended)
        self.door = Door(self.gate, own)
        return self.door

    async def _started(self, page) -> None:
        """A phone's new session: kept in the books, by Flet's key for it; an
        address past its ceiling lets its oldest gone sessions go."""
        from flet.utils import sha1
        from flet_web.fastapi import app_manager

        # Flet 1.0.5's key of a session (FletApp.__get_unique_session_id): the page's
        # name ("": the app is at the root), its id and a hash of the client
        ip = "" if page.client_ip in ("127.0.0.1", "::1") else (page.client_ip or "")
        key = "_" + page.session.id + "_" + sha1(ip + (page.client_user_agent or ""))
        if self.sessions is None or await app_manager.get_session(key) is not page.session:
            log.warning("a phone's session is not where Flet keeps it: it stays for Flet's own time")
            return
        for gone in self.sessions.started(key, page.client_ip or "?", page.session):
            await app_manager.delete_session(gone)

    async def _sweep(self) -> None:
        from flet_web.fastapi import app_manager

        while True:
            await asyncio.sleep(self._sweep_s)
            for gone in self.sessions.expired() if self.sessions is not None else []:
                await app_manager.delete_session(gone)

    @property
    def closed_served(self) -> int:
        return self.gate.closed_served if self.gate is not None else 0

    async def start(self, address: str, port: int) -> int:
        sock = bind(address, port)
        self.port = sock.getsockname()[1]
        self._spare = sock.dup()  # uvicorn closes its socket when it stops; this one goes on listening
        self._server = _server(self._app(OwnAddress(address, self.port)))
        self._sweeper = asyncio.create_task(self._sweep())
        try:
            self._task = await _serve(self._server, sock)
        except BaseException:
            self._sweeper.cancel()
            self._spare.close()
            self._spare = None
            raise
        self.throttle.forget()
        return self.port

    async def stop(self, notice_s: float = 0.0) -> None:
        """Stop the phones' app; then the "closed" page answers for ``notice_s`` (0: nothing listens)."""
        await _stop(self._server, self._task)
        self._server = self._task = None
        await self._let_go()
        spare, self._spare = self._spare, None
        if spare is None:
            return
        if notice_s <= 0:
            spare.close()
            return
        self._notice = _server(closed_app)
        try:
            self._notice_task = await _serve(self._notice, spare)
        except Exception:
            log.warning("the table's closed page could not start", exc_info=True)
            spare.close()
            self._notice = None
            return
        asyncio.get_running_loop().call_later(notice_s, self._end_notice)

    async def _let_go(self) -> None:
        """The phones' app has stopped: its sessions go with it."""
        from flet_web.fastapi import app_manager

        if self._sweeper is not None:
            self._sweeper.cancel()
            self._sweeper = None
        for key in self.sessions.forget() if self.sessions is not None else []:
            await app_manager.delete_session(key)

    def _end_notice(self) -> None:
        if self._notice is not None:
            self._notice.should_exit = True

    async def stop_notice(self) -> None:
        """Nothing listens on the address from now on."""
        notice, task = self._notice, self._notice_task
        self._notice = self._notice_task = None
        await _stop(notice, task)
