"""Issue 41: the served app (``scorekeeper --web``) opens only to its own
pages, and its page asks nothing of another site.

A web page of another site may open a WebSocket to ``ws://127.0.0.1:PORT/ws``
(the browser says where it came from in ``Origin``), and a name rebound to
the app's address arrives with its own ``Host``: both are refused before a
session starts (scorekeeper/table/door.py, put in front of Flet by
scorekeeper/ui/web_server.py). And the page Flet serves asked jsDelivr for
the Rive runtime: a browser that fails every request to another origin
counts none, through a game's first taps.
"""

from __future__ import annotations

import random
import socket
from urllib.parse import urlsplit

import msgpack
import pytest
from websockets.sync.client import connect

from .harness import AppPage, new_context
from .scorekeeper_driver import Driver

pytestmark = pytest.mark.e2e

REGISTER = b"\x00" + msgpack.packb([1, {"session_id": "", "page_name": "", "page": {"route": "/"}}])


def handshake(port: int, host: str, origin: str | None) -> str:
    """The status line answering a WebSocket handshake with these exact headers (a raw client)."""
    lines = ["GET /ws HTTP/1.1", f"Host: {host}", "Upgrade: websocket", "Connection: Upgrade",
             "Sec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==", "Sec-WebSocket-Version: 13"]
    if origin is not None:
        lines.append(f"Origin: {origin}")
    with socket.create_connection(("127.0.0.1", port), timeout=10) as sock:
        sock.sendall(("\r\n".join(lines) + "\r\n\r\n").encode())
        answer = b""
        while b"\r\n" not in answer:
            chunk = sock.recv(4096)
            if not chunk:
                break
            answer += chunk
    return answer.split(b"\r\n", 1)[0].decode()


def registers(port: int, origin: str) -> bytes:
    """The register answer a socket from ``origin`` gets (Flet's first frame)."""
    with connect(f"ws://127.0.0.1:{port}/ws", origin=origin, open_timeout=10) as ws:  # type: ignore[arg-type]
        ws.send(REGISTER)
        return ws.recv(timeout=20)  # type: ignore[return-value]


def test_a_socket_from_another_sites_page_or_name_is_refused_and_the_apps_own_page_registers(sk_server):
    port = urlsplit(sk_server.url).port
    assert port is not None
    own = f"127.0.0.1:{port}"
    refused = {
        "evil origin, the app's host": handshake(port, own, "http://evil.example"),
        "evil origin and host (a rebound name)": handshake(port, f"evil.example:{port}", "http://evil.example"),
        "a rebound name, no origin": handshake(port, f"evil.example:{port}", None),
        "another local site": handshake(port, own, f"http://127.0.0.1:{port + 1}"),
        "the app's name over https": handshake(port, own, f"https://127.0.0.1:{port}"),
    }
    print("\n" + "\n".join(f"{what}: {status}" for what, status in refused.items()))
    assert all(" 403 " in status for status in refused.values()), refused
    # the app's own page, by either of its names, registers and gets Flet's answer
    for origin in (f"http://127.0.0.1:{port}", f"http://localhost:{port}"):
        answer = registers(port, origin)
        assert answer[0] == 0 and msgpack.unpackb(answer[1:], strict_map_key=False)[0] == 1, origin
    assert " 101 " in handshake(port, own, None), "a client that is no browser (no Origin) is not refused"


def test_the_served_app_asks_nothing_of_another_origin_through_a_games_first_taps(browser, sk_server):
    own = urlsplit(sk_server.url)
    outside: list[str] = []

    def only_own(route) -> None:
        parts = urlsplit(route.request.url)
        if parts.scheme in ("data", "blob") or (parts.scheme, parts.netloc) == (own.scheme, own.netloc):
            route.continue_()
        else:
            outside.append(route.request.url)
            route.abort()

    ctx = new_context(browser)
    try:
        ctx.route("**/*", only_own)
        page = AppPage(ctx.new_page(), sk_server.url).open(first="new-game")
        sk = Driver(page)
        rng = random.Random(41)
        sk.new_game(["Ana", "Ben", "Cleo"], schedule=(1, 2, 3))
        sk.play_round(rng)
        sk.bid_round(rng)
        page.page.wait_for_timeout(1000)  # a lazy request would come now: none may
    finally:
        ctx.close()
    print(f"\nrequests to another origin: {len(outside)} {outside[:3]}")
    assert outside == []
