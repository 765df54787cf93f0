"""Issue 41, items 3 and 5, without a browser: what scorekeeper/ui/web_server.py
puts in front of Flet's web app (the browser's view: tests/e2e/test_app_door.py)."""

from __future__ import annotations

import asyncio
import os
from urllib.parse import urljoin

import flet_web
import flet_web.fastapi

from scorekeeper.ui.web_server import BUILDS, RIVE_CDN, OfflineClient, served_through
from scorekeeper.web.client import RIVE_STUB


def fetch(app, path: str) -> tuple[int, bytes]:
    sent: list[dict] = []

    async def receive() -> dict:
        return {"type": "http.request", "body": b"", "more_body": False}

    async def send(message: dict) -> None:
        sent.append(message)

    asyncio.run(app({"type": "http", "method": "GET", "path": path, "headers": []}, receive, send))
    return sent[0]["status"], b"".join(m.get("body", b"") for m in sent[1:])


def test_both_flutter_builds_ask_the_pages_own_rive_folder_and_keep_their_length():
    async def elsewhere(scope, receive, send):
        await send({"type": "http.response.start", "status": 404, "headers": []})
        await send({"type": "http.response.body", "body": b""})

    client = OfflineClient(elsewhere)
    web = os.path.join(os.path.dirname(flet_web.__file__), "web")
    for name in BUILDS:
        status, body = fetch(client, f"/{name}")
        original = open(os.path.join(web, name), "rb").read()
        assert status == 200 and len(body) == len(original), name
        assert RIVE_CDN.search(original) and not RIVE_CDN.search(body) and b"jsdelivr" not in body, name
        here = client.builds[f"/{name}"][2].decode()
        assert urljoin("http://127.0.0.1:8550/", here + "wasm/rive_native.js") == f"http://127.0.0.1:8550/{RIVE_STUB}"
    status, stub = fetch(client, f"/{RIVE_STUB}")
    assert status == 200 and b"RiveNative" in stub
    assert fetch(client, "/index.html")[0] == 404  # the rest is Flet's


def test_only_the_first_web_app_built_in_the_block_is_wrapped():
    original = flet_web.fastapi.app
    with served_through(lambda app: ("wrapped", app)):
        served = flet_web.fastapi.app(lambda page: None)
        table = flet_web.fastapi.app(lambda page: None)
    assert served[0] == "wrapped" and not isinstance(table, tuple)
    assert flet_web.fastapi.app is original
