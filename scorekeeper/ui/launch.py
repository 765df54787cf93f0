"""Starting the app: a desktop window where one can be shown, else the web
app in a browser (offline: Flet's web client is served from the package);
a port that cannot be listened on is refused first, in one line; only the
app's own pages reach the served app (ui/web_server.py). However
the app stops (Ctrl-C, SIGTERM, the window closed), an open table ends
first: its phones are told (table/host.py) before the process goes."""

from __future__ import annotations

import asyncio
import contextlib
import errno
import os
import socket
import sys
from dataclasses import dataclass

import flet as ft

from ..presenters.taps import QUIET_S
from ..service import GameService
from ..table.door import OwnAddress, guarded
from ..table.host import TableHost, network_address
from ..table.qr import qr_png
from ..table.server import TableServer
from .app import make_main
from .table.phone_app import PhoneApp
from .web_server import offline_client, served_through


@dataclass(frozen=True)
class LaunchOptions:
    web: bool = False
    host: str = "127.0.0.1"
    port: int = 8550
    table_host: str | None = None  # where table mode listens (None: the machine's network address)
    site_url: str = ""  # the static site shared games' links open on (issue 31; "": the device's setting)
    tap_quiet_s: float = QUIET_S  # the double-tap guard's quiet moment (presenters/taps.py)


def _desktop_unavailable() -> str | None:
    """Why the desktop window cannot be shown here (None when it can)."""
    if sys.platform.startswith("linux") and not (os.environ.get("DISPLAY") or os.environ.get("WAYLAND_DISPLAY")):
        return "no display found"
    try:
        import flet_desktop

        flet_desktop.ensure_client_cached()
    except Exception as exc:  # offline first start: the client is downloaded on first run
        return f"the desktop client is not installed and could not be downloaded ({type(exc).__name__})"
    return None


class PortUnavailableError(OSError):
    """The web server cannot listen where asked (one line for the command line)."""

    def __str__(self) -> str:
        return str(self.strerror)


def check_port(host: str, port: int) -> None:
    """Refuse early, in one line, when ``host:port`` cannot be listened on
    (Flet would print pages of tracebacks from its server thread)."""
    try:
        infos = socket.getaddrinfo(host, port, type=socket.SOCK_STREAM)
    except socket.gaierror as exc:
        raise PortUnavailableError(exc.errno, f"cannot serve on {host}: unknown address ({exc.strerror})") from None
    family, kind, proto, _name, address = infos[0]
    with socket.socket(family, kind, proto) as probe:
        probe.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
        try:
            probe.bind(address)
        except OSError as exc:
            if exc.errno == errno.EADDRINUSE:
                why = f"port {port} on {host} is already in use (another server?); choose another with --port"
            else:
                why = f"cannot serve on {host}:{port} ({exc.strerror})"
            raise PortUnavailableError(exc.errno, why) from None


def table_host(service: GameService, options: LaunchOptions, assets_dir: str | None) -> TableHost:
    """The process's table mode, with the app's entry point (``host.entry``):
    table mode listens on the table's address only while it is on
    (table/server.py), serving this same entry point to the phones."""
    host = TableHost(service, options.table_host or network_address(), options.port,
                     lambda h: TableServer(h.entry, h.admits, assets_dir=assets_dir, ended=h.ended,
                                           client=offline_client))
    host.entry = make_main(service, table=host, site_url=options.site_url, tap_quiet_s=options.tap_quiet_s)
    host.render_phone = lambda page: page.render(PhoneApp, host)
    host.qr = qr_png
    return host


def _run(table: TableHost, **run: object) -> None:
    """``ft.run``, and the table ended once Flet's server has stopped (its
    sessions, the phones' among them, live on until the loop ends)."""

    async def serve() -> None:
        try:
            await ft.run_async(table.entry, **run)  # type: ignore[arg-type]
        finally:
            await table.close()

    with contextlib.suppress(KeyboardInterrupt):
        asyncio.run(serve())


def launch(service: GameService, options: LaunchOptions) -> int:
    """Show the app for ``service`` (built by the composition root, which
    opened and locked the data folder before anything is served)."""
    assets = os.path.join(os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))), "assets")
    assets_dir = assets if os.path.isdir(assets) else None
    if not options.web:
        reason = _desktop_unavailable()
        if reason is None:
            _run(table_host(service, options, assets_dir), assets_dir=assets_dir)
            return 0
        print(f"scorekeeper: desktop window unavailable ({reason}); serving the web app instead", file=sys.stderr)
    check_port(options.host, options.port)
    print(f"Wizard Scorekeeper: open http://{options.host}:{options.port}/ in a browser", flush=True)
    # only the app's own pages reach it, and they ask nothing of another site (ui/web_server.py)
    door = guarded(OwnAddress(options.host, options.port))
    with served_through(lambda app: door(offline_client(app))):
        _run(table_host(service, options, assets_dir), view=ft.AppView.WEB_BROWSER, host=options.host,
             port=options.port, no_cdn=True, assets_dir=assets_dir)
    return 0
