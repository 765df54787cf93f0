"""The options of the app itself (no command: ``scorekeeper [--web] ...``) and
its start. Flet and the presenters are imported only when the app starts: a
command that reads a record loads neither (tests/domain/test_lazy_exports.py)."""

from __future__ import annotations

import argparse
import os
from typing import TYPE_CHECKING

from ..domain.text import excerpt

if TYPE_CHECKING:
    from ..bootstrap import Scorekeeper

# the double-tap guard's quiet moment by default (presenters/taps.py QUIET_S, which imports the
# game's modules; tests/app/test_tap_quiet_setting.py checks the two agree)
DEFAULT_QUIET_MS = 350


def run_app(app: Scorekeeper, args: argparse.Namespace) -> int:
    """Start the app: a desktop window where one can be shown, else the web app."""
    from ..ui.launch import LaunchOptions, launch  # the only place flet is imported

    quiet_s = DEFAULT_QUIET_MS / 1000 if args.tap_quiet is None else args.tap_quiet
    return launch(app.service, LaunchOptions(web=args.web, host=args.host, port=args.port,
                                             table_host=args.table_host, site_url=args.site_url or "",
                                             tap_quiet_s=quiet_s))


def quiet_ms(text: str) -> float:
    """``--tap-quiet MS`` (or SCOREKEEPER_TAP_QUIET_MS): the double-tap guard's quiet moment, in seconds."""
    try:
        ms = float(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"{excerpt(text)} is not a number of milliseconds") from None
    if not 0 <= ms <= 5000:
        raise argparse.ArgumentTypeError(f"{excerpt(text)} ms is not between 0 and 5000")
    return ms / 1000


def port_number(text: str) -> int:
    try:
        port = int(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"--port: {excerpt(text)} is not a number") from None
    if not 1 <= port <= 65535:
        raise argparse.ArgumentTypeError(f"--port: {port} is not a port number (1 to 65535)")
    return port


def add_app_options(parser: argparse.ArgumentParser) -> None:
    """``--web``, ``--host``, ``--port``, ``--table-host``, ``--site-url``, ``--tap-quiet``."""
    parser.add_argument("--web", action="store_true", help="serve the app in the browser (no desktop window)")
    parser.add_argument("--host", default="127.0.0.1", help="web mode: address to bind (default 127.0.0.1)")
    parser.add_argument("--port", type=port_number, default=8550, help="web mode: port (default 8550)")
    parser.add_argument("--table-host", metavar="ADDR", default=None,
                        help="table mode: the address phones join on, listened on only while table mode is on "
                             "(default: this machine's network address)")
    parser.add_argument("--site-url", metavar="URL", default=os.environ.get("SCOREKEEPER_SITE_URL"),
                        help="the static site a shared game's link opens on (default: SCOREKEEPER_SITE_URL)")
    parser.add_argument("--tap-quiet", metavar="MS", type=quiet_ms,
                        default=os.environ.get("SCOREKEEPER_TAP_QUIET_MS"),
                        help="the app: how long after a tap that moved the game on a second tap is taken for a "
                             f"double tap and dropped, in ms (default: SCOREKEEPER_TAP_QUIET_MS, else "
                             f"{DEFAULT_QUIET_MS}; 0 to 5000)")


__all__ = ["DEFAULT_QUIET_MS", "add_app_options", "port_number", "quiet_ms", "run_app"]
