"""The Flet app: one session per phone / browser tab, all on the same saved
games. :data:`SCREENS` names every screen by its route; each lives in its
own folder (``ui/<screen>/screen.py``) with its decisions in
``presenters/<screen>.py``."""

from __future__ import annotations

from typing import Callable

import flet as ft

from ..presenters.taps import QUIET_S
from ..service import GameService
from .device import DeviceSessions, use_device
from .event_types import remember_event_types
from .language import use_language
from .late_answers import complete_late_answers
from .lost_taps import report_lost_taps
from ..table.host import PHONE, TableHost
from .store import TOPIC, AppStore
from .message_repr import quiet_message_repr
from .theme import app_theme


def _component(route: str) -> Callable:
    """The screen of ``route``, imported now (plain imports, so that what
    looks for the modules the app imports, such as the static site's build,
    finds them)."""
    match route:
        case "home":
            from .home.screen import HomeScreen as screen
        case "setup":
            from .setup.screen import SetupScreen as screen
        case "game":
            from .game.screen import GameScreen as screen
        case "history":
            from .history.screen import HistoryScreen as screen
        case "players":
            from .players.screen import PlayersScreen as screen
        case "deal-sizes":
            from .deal_sizes.screen import DealSizesScreen as screen
        case "rules":
            from .rules.screen import RulesScreen as screen
        case "backup":
            from .backup.screen import BackupScreen as screen
        case "shared":
            from .shared.screen import SharedScreen as screen
        case _:
            raise KeyError(route)
    return screen


class Screen:
    """A screen's component (``ui/<folder>/screen.py``), imported the first
    time the screen is shown: a start imports the screens it shows, not all
    of them (where Python runs in the browser, every module imported is paid
    for at every start)."""

    def __init__(self, route: str, name: str) -> None:
        self.route = route
        self.__name__ = name

    def component(self) -> Callable:
        return _component(self.route)

    def __call__(self, store: AppStore):
        return self.component()(store)


# route -> the screen's component (Back pops the stack of routes)
SCREENS = {route: Screen(route, name) for route, name in (
    ("home", "HomeScreen"), ("setup", "SetupScreen"), ("game", "GameScreen"), ("history", "HistoryScreen"),
    ("players", "PlayersScreen"), ("deal-sizes", "DealSizesScreen"), ("rules", "RulesScreen"), ("backup", "BackupScreen"),
    ("shared", "SharedScreen"),
)}


def use_sync(store: AppStore) -> None:
    """Keep this session in step with the others: after a saved change a
    session tells the rest through page.pubsub; a session showing that game
    re-renders. (Pubsub handlers run outside this session's context, so the
    refresh is scheduled on this page with run_task.)"""
    page = ft.context.page

    def subscribe():
        def on_message(_topic, game_id):
            if page.session.connection is None:
                return
            if store.shows_change_of(game_id):
                async def refresh():
                    store.changed_elsewhere(game_id)

                page.run_task(refresh)

        page.pubsub.subscribe_topic(TOPIC, on_message)
        store.connect(lambda game_id: page.pubsub.send_others_on_topic(TOPIC, game_id))

    def unsubscribe():
        store.connect(None)
        page.pubsub.unsubscribe_topic(TOPIC)

    ft.use_effect(subscribe, dependencies=[], cleanup=unsubscribe)


# The fields of the store the app shell itself depends on (which screens are
# stacked, the theme, the language, whether a game keeps the screen awake).
SHELL_FIELDS = frozenset({"starting", "stack", "game_id", "viewing", "language"})


def use_shell_updates(store: AppStore) -> None:
    """Re-render the shell only when one of :data:`SHELL_FIELDS` changes.
    (Watching the subjects whole would re-render the shell, and so every
    screen once more, on each tap: a trick tap would draw the round twice.)
    The screens watch the subjects they show themselves."""
    _, set_tick = ft.use_state(0)
    listener = ft.use_ref(None)
    theme = ft.use_ref(store.device.prefs.theme)

    def on_change(_sender, field):
        # of the preferences only the theme is the shell's (the trick-entry
        # method, the last rules, the open game are the screens')
        if field == "prefs" and store.device.prefs.theme != theme.current:
            theme.current = store.device.prefs.theme
            set_tick(lambda n: n + 1)
        elif field in SHELL_FIELDS:
            set_tick(lambda n: n + 1)

    def subscribe():
        # kept here: an observable holds its listeners weakly
        disposers = [subject.subscribe(on_change) for subject in (store.nav, store.play, store.device)]
        listener.current = (on_change, disposers)

    def unsubscribe():
        if listener.current is not None:
            for dispose in listener.current[1]:
                dispose()

    ft.use_effect(subscribe, dependencies=[], cleanup=unsubscribe)


@ft.component
def App(service: GameService, sessions: DeviceSessions, on_first_screen: Callable[[], None] | None = None,
        table: TableHost | None = None, site_url: str = "", tap_quiet_s: float = QUIET_S):
    page = ft.context.page
    # the store is plain (not observed): holding it re-renders nothing (see use_shell_updates)
    store, _ = ft.use_state(lambda: AppStore(service, table=table, site_url=site_url, tap_quiet_s=tap_quiet_s))
    use_shell_updates(store)
    use_sync(store)
    use_device(store, sessions, on_first_screen)
    use_language(store)
    page.on_view_pop = lambda _e: store.nav.back()
    if store.nav.starting:  # a moment, in the page's colour (the start screen's, in the static site)
        return [ft.View(route="/", controls=[])]
    return [SCREENS[screen](store) for screen in store.nav.stack]


def make_main(service: GameService, on_first_screen: Callable[[], None] | None = None,
              table: TableHost | None = None, site_url: str = "",
              tap_quiet_s: float = QUIET_S) -> Callable[[ft.Page], None]:
    """The Flet entry point for one process: every session (browser tab,
    window) it serves shares ``service``, built once by the composition root.
    ``on_first_screen()`` is called once a session's first screen is decided
    (its device's preferences read: home, or back into the open game).
    With ``table`` (table mode can be started), a session that came through
    the table's address is a player's phone: it gets the phone's app only.
    ``site_url``: the static site a shared game's link opens on (issue 31).
    ``tap_quiet_s``: the double-tap guard's quiet moment (``--tap-quiet``; presenters/taps.py)."""
    remember_event_types()  # Flet would resolve each tap's payload type anew (see event_types.py)
    quiet_message_repr()  # Flet's server would write out every message it sends (see message_repr.py)
    report_lost_taps()  # Flet would drop a tap on the old screen after a reconnection unsaid (see lost_taps.py)
    complete_late_answers()  # Flet would stop reading a page that answers for a control gone (late_answers.py)
    sessions = DeviceSessions()

    def main(page: ft.Page) -> None:
        page.title = "Wizard Scorekeeper"
        page.theme = app_theme()
        page.dark_theme = app_theme()
        page.theme_mode = ft.ThemeMode.SYSTEM  # the device decides until the player does
        # a new theme (the focus rings, dark or light) in one frame: Flutter's
        # 200 ms blend rebuilds the page on each frame of it (see widgets/focus_keeper.py)
        page.theme_animation_style = ft.AnimationStyle(duration=0, reverse_duration=0)
        if table is not None and table.render_phone is not None and page.data == PHONE:
            # marked a phone by the table's server, before main (see table/server.py)
            table.render_phone(page)
            return
        page.render_views(App, service, sessions, on_first_screen, table, site_url, tap_quiet_s)

    return main
