"""A dropped connection in an e2e test: the app's server restarts under an open page.

Until the new session's first screen arrives, the page keeps showing the old
session's screen, and it is tappable: a wait for an identifier passes on it,
and a tap there goes to controls the new process never had (ui/lost_taps.py).
So the old screen is marked before the drop, and a test waits for the new
session's screen: the marked node gone and a new session id in the page.
"""

from __future__ import annotations

from pathlib import Path

from .harness import AppPage, AppServer, sel

MARK_OLD_SCREEN = "(s) => { window.__oldScreen = document.querySelector(s); return sessionStorage.getItem('_flet_session_id'); }"
NEW_SCREEN_JS = "(old) => !!window.__oldScreen && !window.__oldScreen.isConnected && !!sessionStorage.getItem('_flet_session_id')" \
                " && sessionStorage.getItem('_flet_session_id') !== old"


def drop_connection(app: AppPage, app_server: AppServer, tmp_path: Path, marker: str = "round-number") -> tuple[AppServer, str]:
    """Mark the screen shown (by the node ``marker``), stop the app's server under the open page and
    make a new one on the same data folder and port, not started (the connection drops: a server
    restart; a session expiring is the same). Returns the new server and the page's session id
    before the drop."""
    old_session = app.page.evaluate(MARK_OLD_SCREEN, sel(marker))
    app_server.stop()
    server = AppServer(app_server.target, app_server.data_dir, port=app_server.port,
                       log_path=tmp_path / "app-restarted.log")
    return server, old_session


def wait_new_session(app: AppPage, old_session: str) -> None:
    """The page has a new session, and the new session's first screen has replaced the old one
    (a session's first screen waits for the device's preferences: it is the game or home, not
    home on its way to the game)."""
    app.page.wait_for_function(NEW_SCREEN_JS, arg=old_session, timeout=20_000, polling="raf")


def wait_new_screen(app: AppPage, old_session: str) -> None:
    """:func:`wait_new_session`, back in the game (not at home)."""
    wait_new_session(app, old_session)
    app.wait_for("round-number", timeout=20_000)
