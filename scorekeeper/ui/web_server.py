"""What the app's web servers put in front of Flet's web app: its client
offline, and the door (scorekeeper/table/door.py) of the served app.

Offline: Flutter's Rive plugin asks ``cdn.jsdelivr.net`` for its runtime
(``rive_native.js``) although the app has no Rive animation. The static site
ships a ``main.dart.js`` that asks the site's own ``rive/`` folder, where a
stub waits (scorekeeper/web/client.py); :func:`offline_client` does the same
for the served app and the table's address, in both of Flutter's builds
(Chromium runs the WebAssembly one there), so no request of the page leaves
the machine.

The door: Flet 1.0.5's ``ft.run_async`` builds the served app's web app with
``flet_web.fastapi.app(...)`` (flet_web/fastapi/serve_fastapi_web_app.py) and
takes no middleware. :func:`served_through` is the one patch of Flet: while
the app runs, the first call of ``flet_web.fastapi.app`` (the served app's)
hands back the app wrapped (behind the door); the table's server, started
later, builds its own, unpatched.
"""

from __future__ import annotations

import contextlib
import os
import re
from typing import Callable, Iterator

from ..table.gate import ASGIApp, Scope
from ..web.client import RIVE_STUB, RIVE_STUB_SOURCE, PatchError

#: Flutter's builds of the app: the JavaScript one, and the WebAssembly one Chromium runs
BUILDS = ("main.dart.js", "main.dart.wasm")
RIVE_CDN = re.compile(rb"https://cdn\.jsdelivr\.net/npm/@rive-app/flutter-native-wasm@[0-9.]+/")
RIVE_HERE = b"./rive/"


def same_length_here(url: bytes) -> bytes:
    """``./rive/`` spelled as long as ``url``, with ``./`` and ``../`` that
    resolve to nothing at the site's root: the WebAssembly build keeps its
    strings in place, so a string of another length would break it."""
    room = len(url) - len(RIVE_HERE)
    up = room % 2  # one "../" (3) makes an odd room even
    if room < 3 * up:
        raise PatchError(f"cannot patch Flutter's build: {url!r} is too short for {RIVE_HERE!r}")
    return b"../" * up + b"./" * ((room - 3 * up) // 2) + RIVE_HERE


class OfflineClient:
    """ASGI middleware: Flutter's builds ask the page's own ``rive/`` folder for
    the Rive runtime, where ``/rive/wasm/rive_native.js`` is the stub; every
    other request goes on. The builds are read from flet-web at each request
    (9 MB each: not kept in memory), patched at the place found at start."""

    def __init__(self, app: ASGIApp) -> None:
        import flet_web

        self.app = app
        web = os.path.join(os.path.dirname(flet_web.__file__), "web")
        self.builds: dict[str, tuple[str, int, bytes]] = {}
        for name in BUILDS:
            path = os.path.join(web, name)
            with open(path, "rb") as f:
                found = list(RIVE_CDN.finditer(f.read()))
            if len(found) != 1:
                raise PatchError(f"cannot patch {name}: {len(found)} Rive runtime URLs, expected 1")
            self.builds[f"/{name}"] = (path, found[0].start(), same_length_here(found[0].group()))
        self.stub = RIVE_STUB_SOURCE.encode()

    def _body(self, path: str) -> tuple[bytes, bytes] | None:
        if path == f"/{RIVE_STUB}":
            return self.stub, b"text/javascript; charset=utf-8"
        if path not in self.builds:
            return None
        file, at, here = self.builds[path]
        with open(file, "rb") as f:
            data = bytearray(f.read())
        data[at:at + len(here)] = here
        kind = b"application/wasm" if file.endswith(".wasm") else b"text/javascript; charset=utf-8"
        return bytes(data), kind

    async def __call__(self, scope: Scope, receive: Callable, send: Callable) -> None:
        answer = self._body(scope.get("path", "")) if scope["type"] == "http" else None
        if answer is None or scope.get("method") not in ("GET", "HEAD"):
            await self.app(scope, receive, send)
            return
        body, kind = answer
        headers = [(b"content-type", kind), (b"content-length", str(len(body)).encode()),
                   (b"cache-control", b"no-cache"), (b"cross-origin-resource-policy", b"same-origin")]
        await send({"type": "http.response.start", "status": 200, "headers": headers})
        await send({"type": "http.response.body", "body": body if scope["method"] == "GET" else b""})


def offline_client(app: ASGIApp) -> ASGIApp:
    return OfflineClient(app)


@contextlib.contextmanager
def served_through(wrap: Callable[[ASGIApp], ASGIApp]) -> Iterator[None]:
    """Flet's served app built inside this block comes wrapped by ``wrap`` (see the module's docstring)."""
    import flet_web.fastapi as package

    original = package.app

    def wrapped_once(*args, **kwargs):
        package.app = original  # the served app only: the table's server builds its own later
        return wrap(original(*args, **kwargs))

    package.app = wrapped_once  # type: ignore[assignment]
    try:
        yield
    finally:
        package.app = original  # type: ignore[assignment]


__all__ = ["OfflineClient", "offline_client", "served_through"]
