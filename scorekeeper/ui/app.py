"""The Flet app: one session per phone / browser tab, all on the same saved games."""

from __future__ import annotations

import errno
import os
import socket
import sys
from dataclasses import dataclass
from typing import Callable

import flet as ft

from ..service import GameService
from .device import DeviceSessions, use_device
from .game import GameScreen
from .language import use_language
from .rules import RulesScreen
from .screens import BackupScreen, DealSizesScreen, HistoryScreen, HomeScreen, PlayersScreen
from .setup import SetupScreen
from .store import TOPIC, AppStore, StoreRef
from .theme import app_theme

SCREENS = {
    "home": HomeScreen,
    "setup": SetupScreen,
    "game": GameScreen,
    "history": HistoryScreen,
    "players": PlayersScreen,
    "deal-sizes": DealSizesScreen,
    "rules": RulesScreen,
    "backup": BackupScreen,
}


def use_sync(store: AppStore) -> None:
    """Keep this session in step with the others: after a saved change a
    session tells the rest through page.pubsub; a session showing that game
    re-renders. (Pubsub handlers run outside this session's context, so the
    refresh is scheduled on this page with run_task.)"""
    page = ft.context.page

    def subscribe():
        async def refresh():
            store.changed()

        def on_message(_topic, game_id):
            if page.session.connection is None:
                return
            if game_id == store.game_id or store.screen in ("home", "history", "players", "backup"):
                page.run_task(refresh)

        page.pubsub.subscribe_topic(TOPIC, on_message)
        store._broadcast = lambda game_id: page.pubsub.send_others_on_topic(TOPIC, game_id)

    def unsubscribe():
        store._broadcast = None
        page.pubsub.unsubscribe_topic(TOPIC)

    ft.use_effect(subscribe, dependencies=[], cleanup=unsubscribe)


# The store's fields the app shell itself depends on (which screens are
# stacked, the theme, the language, whether a game keeps the screen awake).
SHELL_FIELDS = frozenset({"stack", "game_id", "viewing", "prefs", "language"})


def use_shell_updates(store: AppStore) -> None:
    """Re-render the shell only when one of :data:`SHELL_FIELDS` changes.
    (Holding the observable store in state would re-render the shell, and so
    every screen once more, on each tap: a trick tap would draw the round
    twice.) The screens subscribe to the store themselves."""
    _, set_tick = ft.use_state(0)
    listener = ft.use_ref(None)

    def on_change(_sender, field):
        if field in SHELL_FIELDS:
            set_tick(lambda n: n + 1)

    def watch():
        # kept here: the store holds its listeners weakly
        listener.current = (on_change, store.subscribe(on_change))

    def unwatch():
        if listener.current is not None:
            listener.current[1]()

    ft.use_effect(watch, dependencies=[], cleanup=unwatch)


@ft.component
def App(service: GameService, sessions: DeviceSessions):
    page = ft.context.page
    # a plain holder (not the observable store) in state: see use_shell_updates
    ref, _ = ft.use_state(lambda: StoreRef(AppStore(_service=service)))
    store = ref.store
    use_shell_updates(store)
    use_sync(store)
    use_device(store, sessions)
    use_language(store)
    page.on_view_pop = lambda _e: store.back()
    views = [HomeScreen(store)]
    for screen in store.stack[1:]:
        views.append(GameScreen(store, ref) if screen == "game" else SCREENS[screen](store))
    return views


def make_main(service: GameService) -> Callable[[ft.Page], None]:
    """The Flet entry point for one process: every session (browser tab,
    window) it serves shares ``service``, built once by the composition root."""
    sessions = DeviceSessions()

    def main(page: ft.Page) -> None:
        page.title = "Wizard Scorekeeper"
        page.theme = app_theme()
        page.dark_theme = app_theme()
        page.theme_mode = ft.ThemeMode.SYSTEM  # the device decides until the player does
        page.render_views(App, service, sessions)

    return main


# -- launching ------------------------------------------------------------------


@dataclass(frozen=True)
class LaunchOptions:
    web: bool = False
    host: str = "127.0.0.1"
    port: int = 8550


def _desktop_unavailable() -> str | None:
    """Why the desktop window cannot be shown here (None when it can)."""
    if sys.platform.startswith("linux") and not (os.environ.get("DISPLAY") or os.environ.get("WAYLAND_DISPLAY")):
        return "no display found"
    try:
        import flet_desktop

        flet_desktop.ensure_client_cached()
    except Exception as exc:  # offline first start: the client is downloaded on first run
        return f"the desktop client is not installed and could not be downloaded ({type(exc).__name__})"
    return None


class PortUnavailableError(OSError):
    """The web server cannot listen where asked (one line for the command line)."""

    def __str__(self) -> str:
        return str(self.strerror)


def check_port(host: str, port: int) -> None:
    """Refuse early, in one line, when ``host:port`` cannot be listened on
    (Flet would print pages of tracebacks from its server thread)."""
    try:
        infos = socket.getaddrinfo(host, port, type=socket.SOCK_STREAM)
    except socket.gaierror as exc:
        raise PortUnavailableError(exc.errno, f"cannot serve on {host}: unknown address ({exc.strerror})") from None
    family, kind, proto, _name, address = infos[0]
    with socket.socket(family, kind, proto) as probe:
        probe.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
        try:
            probe.bind(address)
        except OSError as exc:
            if exc.errno == errno.EADDRINUSE:
                why = f"port {port} on {host} is already in use (another server?); choose another with --port"
            else:
                why = f"cannot serve on {host}:{port} ({exc.strerror})"
            raise PortUnavailableError(exc.errno, why) from None


def launch(service: GameService, options: LaunchOptions) -> int:
    """Show the app for ``service`` (built by the composition root, which
    opened and locked the data folder before anything is served)."""
    assets = os.path.join(os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))), "assets")
    assets_dir = assets if os.path.isdir(assets) else None
    if not options.web:
        reason = _desktop_unavailable()
        if reason is None:
            ft.run(make_main(service), assets_dir=assets_dir)
            return 0
        print(f"scorekeeper: desktop window unavailable ({reason}); serving the web app instead", file=sys.stderr)
    check_port(options.host, options.port)
    print(f"Wizard Scorekeeper: open http://{options.host}:{options.port}/ in a browser", flush=True)
    main = make_main(service)
    ft.run(
        main,
        view=ft.AppView.WEB_BROWSER,
        host=options.host,
        port=options.port,
        no_cdn=True,
        assets_dir=assets_dir,
    )
    return 0
