"""Issue 41, item 3: only the app's own pages reach its web apps; on the
table's address (a real table server on 127.0.0.2) and in the door itself
(scorekeeper/table/door.py; the served app's is checked end to end in
tests/e2e/test_app_door.py).

Another site's page may open a WebSocket to the table's address, and a name
made to point at it (DNS rebinding) arrives with its own ``Host``: both are
refused before a session starts, even with the table's cookie.
"""

from __future__ import annotations

import socket

import msgpack
from websockets.sync.client import connect

from scorekeeper.table.door import OwnAddress
from scorekeeper.table.gate import COOKIE

from .test_table_sessions import Running, phone_sessions
from .test_table_sockets import REGISTER, TABLE_HOST, TOKEN


def handshake(port: int, host: str, origin: str | None) -> str:
    """The status line answering a WebSocket handshake (with the table's cookie) with exactly these headers."""
    lines = ["GET /ws HTTP/1.1", f"Host: {host}", "Upgrade: websocket", "Connection: Upgrade",
             "Sec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==", "Sec-WebSocket-Version: 13", f"Cookie: {COOKIE}={TOKEN}"]
    if origin is not None:
        lines.append(f"Origin: {origin}")
    with socket.create_connection((TABLE_HOST, port), timeout=10) as sock:
        sock.sendall(("\r\n".join(lines) + "\r\n\r\n").encode())
        answer = sock.recv(4096)
    return answer.split(b"\r\n", 1)[0].decode()


def test_the_tables_address_refuses_another_sites_page_and_a_rebound_name_even_with_its_cookie():
    table = Running()
    try:
        own = f"{TABLE_HOST}:{table.port}"
        refused = [handshake(table.port, own, "http://evil.example"),
                   handshake(table.port, f"evil.example:{table.port}", f"http://evil.example:{table.port}"),
                   handshake(table.port, f"evil.example:{table.port}", None),
                   handshake(table.port, own, f"http://127.0.0.1:{table.port}")]  # not the table's address
        assert all(" 403 " in status for status in refused), refused
        assert not phone_sessions(), "a refused socket started a session"
        with connect(f"ws://{own}/ws", origin=f"http://{own}", open_timeout=10,  # type: ignore[arg-type]
                     additional_headers={"Cookie": f"{COOKIE}={TOKEN}"}) as ws:
            ws.send(REGISTER)
            answer = ws.recv(timeout=20)
        assert answer[0] == 0 and msgpack.unpackb(answer[1:], strict_map_key=False)[0] == 1
    finally:
        table.stop()


def test_the_apps_own_address_is_its_host_and_port_and_on_loopback_its_names_there():
    served = OwnAddress("127.0.0.1", 8550)
    assert all(served.host(h) for h in ("127.0.0.1:8550", "localhost:8550", "[::1]:8550", "LOCALHOST:8550"))
    assert not any(served.host(h) for h in ("evil.example:8550", "127.0.0.1:8551", "127.0.0.2:8550", "", "127.0.0.1"))
    assert served.origin("http://localhost:8550") and not served.origin("https://127.0.0.1:8550")
    assert not served.origin("http://evil.example") and not served.origin("null")
    table = OwnAddress("192.168.1.20", 8551)
    assert table.host("192.168.1.20:8551") and not table.host("localhost:8551")
    everywhere = OwnAddress("0.0.0.0", 8550)  # any of the machine's addresses, never a name but localhost
    assert everywhere.host("10.0.0.7:8550") and everywhere.host("[fe80::1]:8550") and everywhere.host("localhost:8550")
    assert not everywhere.host("evil.example:8550") and not everywhere.host("10.0.0.7:80")
