"""The static site's entry point: what runs when the app's Python starts in
the browser (``scorekeeper build-web`` writes a ``main.py`` that calls
:func:`main`; see :mod:`scorekeeper.web`).

It wires the browser's pieces the way ``main.py`` wires the app for ``flet
build``: the data folder kept in IndexedDB (:mod:`.web.browser`), the
service built by the composition root on it, and the app's screens
(:mod:`.ui.browser`), which hold every message back until the save behind
it is stored. The games are opened at once, while Flutter's engine is still
loading in the page: by the time the screen connects they are read.
"""

from __future__ import annotations

import asyncio
from typing import Callable


def main() -> None:
    from .bootstrap import Scorekeeper
    from .ui.browser import run_in_browser
    from .web.browser import BrowserStorage, install_later_packages

    install_later_packages()
    storage = BrowserStorage()

    async def service_when_open():
        await storage.open()
        return Scorekeeper.open(storage.data_dir).service

    opening = asyncio.ensure_future(service_when_open())

    async def open_service(waiting: Callable[[], None]):
        await storage.open(waiting)
        return await opening

    run_in_browser(open_service, storage)


__all__ = ["main"]
