"""The data folder of the static site, kept in the browser (runs under Pyodide only).

Pyodide's file system lives in memory. The data folder is an IDBFS mount:
files are read from IndexedDB when the tab opens (``FS.syncfs(true)``) and
written back by ``FS.syncfs(false)``, which :class:`DurableScreen` runs
after every save and before the screen shows it (see :mod:`.durability`).

One tab writes. Each tab holds its own copy of the folder, and a tab's
sync makes IndexedDB equal to its copy: two writing tabs would delete each
other's games. So a tab first takes a Web Lock (``navigator.locks``) that the
browser holds for it until the tab closes or reloads; a second tab of the
site waits, says so on screen, and opens the games by itself, fresh from
IndexedDB, as soon as the first one is closed. (``fcntl.flock``, which the
storage layer also takes, excludes nothing here: every tab has its own
in-memory file system.)

Nothing here imports flet: ``scorekeeper.ui.browser`` is the browser's
screen, and the static site's ``main.py`` wires the two.
"""

from __future__ import annotations

import os
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

# The browser side. Callbacks only, no state: the lock's promise never
# settles, so the browser holds the lock until this tab's worker ends.
_GLUE_JS = r"""
({
  lock(name, patienceMs, waiting) {
    return new Promise((granted) => {
      if (!(self.navigator && navigator.locks && navigator.locks.request)) {
        granted(false);  // no Web Locks (not a secure context): see README
        return;
      }
      const timer = setTimeout(() => waiting(), patienceMs);
      navigator.locks.request(name, () => {
        clearTimeout(timer);
        granted(true);
        return new Promise(() => {});
      });
    });
  },
  // IndexedDB commits "relaxed" by default in Chromium: acknowledged before
  // it reaches the disk. The server version fsyncs; ask for the same.
  strictTransactions() {
    const proto = self.IDBDatabase && IDBDatabase.prototype;
    if (!proto || proto.transaction.__scorekeeperStrict) return;
    const original = proto.transaction;
    const strict = function (stores, mode, options) {
      if (mode === "readwrite") options = Object.assign({ durability: "strict" }, options || {});
      return original.call(this, stores, mode, options);
    };
    strict.__scorekeeperStrict = true;
    proto.transaction = strict;
  },
  mount(FS, path) {
    return new Promise((resolve, reject) => {
      FS.mkdirTree(path);
      FS.mount(FS.filesystems.IDBFS, {}, path);
      FS.syncfs(true, (err) => (err ? reject(err) : resolve()));
    });
  },
  persist(FS) {
    return new Promise((resolve, reject) => FS.syncfs(false, (err) => (err ? reject(err) : resolve())));
  },
})
"""


class BrowserStorage:
    """The data folder on IndexedDB, this tab's hold on it, and the screen
    that waits for each save to be stored."""

    def __init__(self, mount: str = DATA_MOUNT, *, lock_name: str = LOCK_NAME, patience_ms: int = PATIENCE_MS) -> None:
        self.data_dir = Path(mount)
        self.lock_name = lock_name
        self.patience_ms = patience_ms
        self.screen = DurableScreen(self.persist)
        self.exclusive: bool | None = None  # False: the browser has no Web Locks
        self._glue: Any = None
        self._proxies: list[Any] = []  # JS callbacks must outlive the calls that take them

    def _js(self) -> Any:
        if self._glue is None:
            from pyodide.code import run_js

            self._glue = run_js(_GLUE_JS)
        return self._glue

    async def open(self, waiting: Callable[[], None]) -> None:
        """Take this tab's hold on the games (``waiting()`` is called if another
        tab has them), then read them from IndexedDB. From here on every
        ``os.fsync`` means: store before showing."""
        import pyodide_js
        from pyodide.ffi import create_proxy

        glue = self._js()
        waiting_proxy = create_proxy(waiting)
        self._proxies.append(waiting_proxy)
        self.exclusive = bool(await glue.lock(self.lock_name, self.patience_ms, waiting_proxy))
        glue.strictTransactions()
        await glue.mount(pyodide_js.FS, str(self.data_dir))
        hook_fsync(os, self.screen.changed)

    async def persist(self) -> None:
        import pyodide_js

        await self._js().persist(pyodide_js.FS)

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


__all__ = ["BrowserStorage", "DATA_MOUNT", "LOCK_NAME"]
