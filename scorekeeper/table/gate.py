"""The door of the table's address: nothing passes without the table's token.

The link a phone scans is ``http://ADDR:PORT/join/<token>``. A right token
sets a cookie (HttpOnly, SameSite=Strict) that carries it on every later
request of that phone: the app's files and its WebSocket (the browser sends
the cookie with the WebSocket's handshake). Anything else, a wrong or an old
token, a game id, no token at all, gets a plain refusal page (HTTP 403), and
the WebSocket is refused before it opens. Wrong tokens from one address are
slowed down (:mod:`.throttle`).

Once the host ends the table, its token opens nothing but says so: the link
or the cookie of an ended table gets the "table closed" page (HTTP 410), and
``/closed`` is that page for anyone (the phones are sent there when the table
ends: a plain page stays on a phone's screen after the address stops, where
Flet's client would spin, reconnecting). ``closed_app`` answers it to every
request once the phones' app has stopped (table/server.py).
"""

from __future__ import annotations

import html
import re
from http.cookies import SimpleCookie
from typing import Any, Awaitable, Callable
from urllib.parse import parse_qs

from ..i18n import LANGUAGES, negotiate, translator
from .throttle import Throttle

COOKIE = "sk_table"
JOIN = re.compile(r"/join/([A-Za-z0-9_-]{1,128})/?")
Scope = dict[str, Any]
ASGIApp = Callable[[Scope, Callable, Callable], Awaitable[None]]
# on every answer of the table's address: no page of it is cached or leaks its address onwards
PLAIN_HEADERS = [(b"cache-control", b"no-store"), (b"referrer-policy", b"no-referrer")]


def _header(scope: Scope, name: bytes) -> str:
    for key, value in scope.get("headers", ()):
        if key.lower() == name:
            return value.decode("latin-1")
    return ""


def _cookie(scope: Scope) -> str | None:
    raw = _header(scope, b"cookie")
    if not raw:
        return None
    jar: SimpleCookie = SimpleCookie()
    try:
        jar.load(raw)
    except Exception:  # a malformed cookie header is no token
        return ""
    morsel = jar.get(COOKIE)
    return morsel.value if morsel is not None else None


def refusal_page(scope: Scope, key: str, **params: object) -> bytes:
    """A plain page in the phone's language (``?lang=`` when the app sent the
    phone here, else its browser's Accept-Language)."""
    asked = parse_qs(scope.get("query_string", b"").decode("latin-1")).get("lang", [""])[0]
    wanted = [part.split(";")[0].strip() for part in _header(scope, b"accept-language").split(",")]
    t = translator(asked if asked in LANGUAGES else negotiate(wanted))
    title, body = html.escape(t(f"{key}.title")), html.escape(t(f"{key}.body", **params))
    return (f'<!doctype html><html lang="{t.language}"><meta charset="utf-8">'
            f'<meta name="viewport" content="width=device-width, initial-scale=1">'
            f'<meta name="color-scheme" content="light dark"><title>{title}</title>'
            f'<body style="font-family:sans-serif;max-width:32em;margin:3em auto;padding:0 1em">'
            f"<h1>{title}</h1><p>{body}</p></body></html>").encode()


async def _page(scope: Scope, send: Callable, status: int, key: str, **params: object) -> None:
    if scope["type"] == "websocket":
        # closed before it is accepted: the server answers the handshake with 403
        await send({"type": "websocket.close", "code": 1008})
        return
    body = refusal_page(scope, key, **params)
    headers = [(b"content-type", b"text/html; charset=utf-8"), (b"content-length", str(len(body)).encode()),
               *PLAIN_HEADERS]
    if status == 429:
        headers.append((b"retry-after", str(params.get("seconds", 1)).encode()))
    await send({"type": "http.response.start", "status": status, "headers": headers})
    await send({"type": "http.response.body", "body": body})


async def closed_app(scope: Scope, receive: Callable, send: Callable) -> None:
    """The table's address after its table ended: the "table closed" page, whatever is asked."""
    if scope["type"] in ("http", "websocket"):
        await _page(scope, send, 410, "table.closed")


class TableGate:
    """ASGI middleware in front of the phones' app; ``valid(token)`` asks
    the table whether a token opens it now, ``ended(token)`` whether it
    opened a table that has ended."""

    def __init__(self, app: ASGIApp, valid: Callable[[str], bool], throttle: Throttle,
                 ended: Callable[[str], bool] = lambda _token: False) -> None:
        self.app, self.valid, self.throttle, self.ended = app, valid, throttle, ended
        self.closed_served = 0  # "table closed" pages sent (the host waits for its phones' when it quits)

    async def __call__(self, scope: Scope, receive: Callable, send: Callable) -> None:
        kind = scope["type"]
        if kind not in ("http", "websocket"):
            await self.app(scope, receive, send)
            return
        if kind == "http" and scope.get("path") == "/closed":
            self.closed_served += 1
            await _page(scope, send, 410, "table.closed")
            return
        address = (scope.get("client") or ("?", 0))[0]
        wait = self.throttle.wait_s(address)
        if wait > 0:
            await self._refuse(scope, send, 429, "table.slow", seconds=int(wait + 0.999))
            return
        join = JOIN.fullmatch(scope.get("path", "")) if kind == "http" else None
        token = join.group(1) if join else _cookie(scope)
        if token is None:
            await self._refuse(scope, send, 403, "table.refused")
            return
        if not self.valid(token):
            if self.ended(token):  # a phone of a table that has ended: not a guess
                await self._refuse(scope, send, 410, "table.closed")
                return
            self.throttle.failed(address)
            await self._refuse(scope, send, 403, "table.refused")
            return
        if kind == "websocket":
            await self.app(scope, receive, send)
            return
        cookie = f"{COOKIE}={token}; Path=/; HttpOnly; SameSite=Strict".encode() if join else None

        async def send_with_headers(message: dict) -> None:
            if message["type"] == "http.response.start":
                headers = [h for h in message.get("headers", []) if h[0].lower() != b"cache-control"]
                headers += PLAIN_HEADERS
                if cookie is not None:
                    headers.append((b"set-cookie", cookie))
                message = {**message, "headers": headers}
            await send(message)

        await self.app(scope, receive, send_with_headers)

    async def _refuse(self, scope: Scope, send: Callable, status: int, key: str, **params: object) -> None:
        await _page(scope, send, status, key, **params)
