"""The data folder of the static site, kept in the browser (runs under Pyodide only).

Pyodide's file system lives in memory. The data folder is an IDBFS mount:
files are read from IndexedDB when the tab opens, and every change under it
is written back by ``site/storage.js``, entry by entry, in one IndexedDB
transaction that :class:`DurableScreen` runs after every save and before the
screen shows it (see :mod:`.durability`). A save costs the files it changed,
not a walk over every stored game (``FS.syncfs`` did that).

One tab writes. Each tab holds its own copy of the folder, and its writes
would overwrite another tab's: two writing tabs would lose each other's
games. So a tab first takes a Web Lock (``navigator.locks``) that the
browser holds for it until the tab closes or reloads; a second tab of the
site waits, says so on screen, and opens the games by itself, fresh from
IndexedDB, as soon as the first one is closed. (``fcntl.flock``, which the
storage layer also takes, excludes nothing here: every tab has its own
in-memory file system.)

The hold and the read start with the app's module (:meth:`BrowserStorage.start`),
while Flutter's engine is still loading, not when the screen connects.

Nothing here imports flet: ``scorekeeper.ui.browser`` is the browser's
screen, and :mod:`scorekeeper.static_site` wires the two.
"""

from __future__ import annotations

import asyncio
import importlib.abc
import importlib.machinery
import os
from importlib import resources
from pathlib import Path
from typing import Any, Callable

from .durability import DurableScreen, hook_fsync

#: Where the games live in the browser. The mount point is also the name of
#: the IndexedDB database that keeps them: changing it loses every game.
DATA_MOUNT = "/wizard-scorekeeper"
LOCK_NAME = "wizard-scorekeeper-data"
#: A reload releases the lock only when the old page is gone; waiting this
#: long before saying "open in another tab" spares a reload that message.
PATIENCE_MS = 1500


class BrowserStorage:
    """The data folder on IndexedDB, this tab's hold on it, and the screen
    that waits for each save to be stored."""

    def __init__(self, mount: str = DATA_MOUNT, *, lock_name: str = LOCK_NAME, patience_ms: int = PATIENCE_MS) -> None:
        self.data_dir = Path(mount)
        self.lock_name = lock_name
        self.patience_ms = patience_ms
        self.screen = DurableScreen(self.persist)
        self.exclusive: bool | None = None  # False: the browser has no Web Locks
        self.last_persist: dict[str, Any] = {}  # what the last store wrote (entries, removed, whole)
        self._glue: Any = None
        self._opening: asyncio.Future | None = None
        self._waiting = False  # another tab holds the games
        self._on_waiting: Callable[[], None] | None = None
        self._proxies: list[Any] = []  # JS callbacks must outlive the calls that take them

    def _js(self) -> Any:
        if self._glue is None:
            from pyodide.code import run_js

            self._glue = run_js((resources.files(__package__) / "site" / "storage.js").read_text(encoding="utf-8"))
        return self._glue

    def start(self) -> None:
        """Begin taking this tab's hold on the games and reading them, now."""
        if self._opening is None:
            self._opening = asyncio.ensure_future(self._open())

    async def open(self, waiting: Callable[[], None] | None = None) -> None:
        """Wait until this tab holds the games and has read them from IndexedDB
        (``waiting()`` is called if another tab has them). From here on every
        ``os.fsync`` means: store before showing."""
        if waiting is not None:
            self._on_waiting = waiting
            if self._waiting:
                waiting()
        self.start()
        await self._opening

    def _waited(self) -> None:
        self._waiting = True
        if self._on_waiting is not None:
            self._on_waiting()

    async def _open(self) -> None:
        import pyodide_js
        from pyodide.ffi import create_proxy

        glue = self._js()
        waiting_proxy = create_proxy(self._waited)
        self._proxies.append(waiting_proxy)
        self.exclusive = bool(await glue.lock(self.lock_name, self.patience_ms, waiting_proxy))
        glue.strictTransactions()
        await glue.mount(pyodide_js.FS, str(self.data_dir))
        hook_fsync(os, self.screen.changed)

    async def persist(self) -> None:
        import pyodide_js

        done = await self._js().persist(pyodide_js.FS)
        self.last_persist = done.to_py() if hasattr(done, "to_py") else dict(done)

    async def shown(self) -> None:
        """A first screen is on its way: once what waited behind a save has
        gone out too, the page takes its start screen away."""
        await self.screen.stored()
        import js

        done = getattr(js.flet_js, "shown", None)
        if done is not None:
            done()

    def hold_screen_until_stored(self) -> None:
        """Route every message of the Flet connection through :attr:`screen`.
        Call right after ``ft.run(...)``, which (under Pyodide) only registers
        ``flet_js.start_connection`` for the worker to call."""
        import js
        from pyodide.ffi import create_proxy

        connect = js.flet_js.start_connection
        screen = self.screen

        async def start_connection(send_callback: Any) -> None:
            await connect(screen.attach(send_callback))

        proxy = create_proxy(start_connection)
        self._proxies.append(proxy)
        js.flet_js.start_connection = proxy


class LaterPackages(importlib.abc.MetaPathFinder):
    """The packages a start never imports (the PDF stack) wait in an archive
    of their own: the first import of one of them fetches it (the service
    worker keeps a copy, so this works offline), unpacks it beside the
    others, and lets the regular import go on. Last on ``sys.meta_path``,
    it is asked only for a module nothing else found."""

    def __init__(self, url: str, modules: set[str], root: Path, fetch: Callable[[str], bytes]) -> None:
        self.url = url
        self.modules = modules
        self.root = root
        self.fetch = fetch
        self.unpacked = False

    def find_spec(self, fullname: str, path: Any = None, target: Any = None) -> Any:
        if self.unpacked or fullname.partition(".")[0] not in self.modules:
            return None
        self.unpack()
        return importlib.machinery.PathFinder.find_spec(fullname, path)

    def unpack(self) -> None:
        import io
        import tarfile

        data = self.fetch(self.url)
        with tarfile.open(fileobj=io.BytesIO(data), mode="r:gz") as tar:
            tar.extractall(self.root, filter="data")
        self.unpacked = True
        importlib.invalidate_caches()


def fetch_now(url: str) -> bytes:
    """The bytes at ``url``, synchronously (an import cannot wait): a
    synchronous request, which a worker may make."""
    from js import XMLHttpRequest

    request = XMLHttpRequest.new()
    request.open("GET", url, False)
    request.responseType = "arraybuffer"
    request.send(None)
    if request.status != 200:
        raise ImportError(f"{url}: HTTP {request.status}")
    return bytes(request.response.to_py())


def install_later_packages(environ: dict[str, str] | None = None, meta_path: list | None = None,
                           fetch: Callable[[str], bytes] = fetch_now) -> LaterPackages | None:
    """Put a :class:`LaterPackages` last on ``meta_path`` when the site has
    a later archive (``SCOREKEEPER_LATER_ARCHIVE``, relative to the site;
    ``SCOREKEEPER_LATER_MODULES``, the top-level names it brings)."""
    import sys
    from urllib.parse import urljoin

    environ = os.environ if environ is None else environ
    archive, modules = environ.get("SCOREKEEPER_LATER_ARCHIVE"), environ.get("SCOREKEEPER_LATER_MODULES", "")
    if not archive:
        return None
    site = environ.get("SCOREKEEPER_SITE_URL", "")
    finder = LaterPackages(urljoin(site, archive), {m for m in modules.split(",") if m}, Path.cwd(), fetch)
    (sys.meta_path if meta_path is None else meta_path).append(finder)
    return finder


__all__ = ["BrowserStorage", "DATA_MOUNT", "LOCK_NAME", "LaterPackages", "install_later_packages"]
