"""The door of every address the app serves: only its own pages get in.

A browser lets any web page open a WebSocket to any address, the app's
``ws://127.0.0.1:8550/ws`` among them, and says only where the page came
from (``Origin``); a page whose name was made to point at the app's address
(DNS rebinding) even reaches it under its own name (``Host``). So, in front
of Flet's web app (the served app: ui/launch.py; the table's address:
:mod:`.server`), before a session can start:

- a request (a file or a WebSocket) whose ``Host`` is not the app's own
  address is refused: HTTP 403 with a page that says where the app is, a
  WebSocket closed before it is accepted (the handshake gets 403);
- a WebSocket whose ``Origin`` is not the app's own page is refused the same
  way. A client that is not a browser sends no ``Origin`` and passes: it can
  write any header it likes, and only a browser carries another site's page.

The app's own address is ``host:port`` as it listens. The served app on
``127.0.0.1`` is also opened as ``localhost`` or ``[::1]`` (the same machine,
the same port); the table's address (127.0.0.2 in tests) by itself only. An
app that listens on every address (``0.0.0.0``) is opened by any of the
machine's addresses: any IP address with its port passes (a rebound name
never arrives as an IP address), a name only if it is ``localhost``.
"""

from __future__ import annotations

import ipaddress
from typing import Callable

from .gate import PLAIN_HEADERS, ASGIApp, Scope, refusal_page

LOOPBACK_NAMES = ("localhost", "127.0.0.1", "[::1]")
EVERY_ADDRESS = ("", "0.0.0.0", "::", "*")


def _is_ip(name: str) -> bool:
    try:
        ipaddress.ip_address(name[1:-1] if name.startswith("[") and name.endswith("]") else name)
    except ValueError:
        return False
    return True


def _values(scope: Scope, name: bytes) -> list[str]:
    return [value.decode("latin-1") for key, value in scope.get("headers", ()) if key.lower() == name]


def _bracketed(host: str) -> str:
    return f"[{host}]" if ":" in host and not host.startswith("[") else host


class OwnAddress:
    """The names (``name:port``) the app's pages are opened by, from where it listens."""

    def __init__(self, host: str, port: int) -> None:
        self.port = port
        self.anywhere = host in EVERY_ADDRESS
        name = _bracketed(host.lower())
        names = {name, *LOOPBACK_NAMES} if name in LOOPBACK_NAMES or self.anywhere else {name}
        self.hosts = frozenset(f"{n}:{port}" for n in names)

    def host(self, value: str) -> bool:
        """Is ``value`` (a ``Host`` header) the app's own address?"""
        value = value.strip().lower()
        if value in self.hosts:
            return True
        if self.anywhere and value.endswith(f":{self.port}"):
            return _is_ip(value[: -len(f":{self.port}")])
        return False

    def origin(self, value: str) -> bool:
        """Is ``value`` (an ``Origin`` header) a page of the app?"""
        value = value.strip().lower()
        return value.startswith("http://") and self.host(value[len("http://"):])

    @property
    def link(self) -> str:
        """Where the app is (said on the refusal page)."""
        return f"http://{min(self.hosts)}/" if not self.anywhere else f"http://127.0.0.1:{self.port}/"


class Door:
    """ASGI middleware: a request from elsewhere than the app's own address,
    or a WebSocket of another site's page, never reaches ``app``."""

    def __init__(self, app: ASGIApp, own: OwnAddress) -> None:
        self.app, self.own = app, own
        self.refused = 0  # requests turned away (a figure for tests)

    def admits(self, scope: Scope) -> bool:
        """One ``Host``, the app's; a WebSocket's every ``Origin`` the app's page."""
        hosts = _values(scope, b"host")
        if len(hosts) != 1 or not self.own.host(hosts[0]):
            return False
        return scope["type"] != "websocket" or all(self.own.origin(origin) for origin in _values(scope, b"origin"))

    async def __call__(self, scope: Scope, receive: Callable, send: Callable) -> None:
        if scope["type"] not in ("http", "websocket") or self.admits(scope):
            await self.app(scope, receive, send)
            return
        self.refused += 1
        if scope["type"] == "websocket":
            await send({"type": "websocket.close", "code": 1008})  # before accept: the handshake gets 403
            return
        body = refusal_page(scope, "door.refused", link=self.own.link)
        headers = [(b"content-type", b"text/html; charset=utf-8"), (b"content-length", str(len(body)).encode()),
                   *PLAIN_HEADERS]
        await send({"type": "http.response.start", "status": 403, "headers": headers})
        await send({"type": "http.response.body", "body": body})


def guarded(own: OwnAddress) -> Callable[[ASGIApp], ASGIApp]:
    """``app`` behind the door of ``own``."""
    return lambda app: Door(app, own)
