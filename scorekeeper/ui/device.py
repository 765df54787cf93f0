"""What ties a session to the device it runs on: the preferences the device
remembers, the theme (the device's dark mode until the player picks one), the
screen kept awake while a game is open, the width of the screen, and the game
a new session comes back to.

What is remembered and how stored values are read is decided in
:mod:`scorekeeper.presenters.preferences`; the values are kept in the
session's :class:`~scorekeeper.ui.store.settings.DeviceSettings` and loaded
from and written to ``ft.SharedPreferences`` (the browser's storage in web
mode, the platform's preferences on a phone or desktop) through
:class:`~scorekeeper.ui.store.preference_store.PreferenceStore`.
"""

from __future__ import annotations

import secrets
import threading
from dataclasses import replace
from typing import Callable

import flet as ft

from ..i18n import available_languages
from ..presenters.game import screen_columns
from ..presenters.shared import link_in_address
from .language import device_language
from .lost_taps import on_lost_taps, take_lost_taps
from .store import AppStore
from .store.preference_store import PreferenceStore
from .theme import app_theme
from .widgets.focus_keeper import focus_keeper

FOCUS_KEYS = frozenset({"Tab", "Arrow Up", "Arrow Down", "Arrow Left", "Arrow Right"})  # keys that move the focus


class DeviceSessions:
    """The sessions this process serves, by device (one per server process,
    made by :func:`scorekeeper.ui.app.make_main`).

    A new session of a device that has no other session here starts where
    the device left off: its connection dropped while a game was open (the
    phone slept, the server restarted, the session expired), so it comes back
    to the game. A device that still has a session here opens a new tab or
    reloads one on purpose: that one starts at home.
    """

    def __init__(self) -> None:
        self._live: dict[str, set[int]] = {}
        self._lock = threading.Lock()

    def join(self, device: str, session: int) -> bool:
        """Count ``session`` in; True when it is the device's only one."""
        with self._lock:
            others = self._live.setdefault(device, set())
            first = not (others - {session})
            others.add(session)
            return first

    def leave(self, device: str, session: int) -> None:
        with self._lock:
            self._live.get(device, set()).discard(session)


def _measure(settings, width: float) -> None:
    """The screen's width: the game screen's columns (presenters/game.py), and in steps of 20 px (a resize by
    a few px re-renders nothing; a phone's width is known before the game's
    title is fitted to it)."""
    columns = screen_columns(width)
    if columns != settings.columns:
        settings.columns = columns
    step = int(width) // 20 * 20 if width else 360
    if step != settings.width:
        settings.width = step


def _is_dark(page: ft.Page) -> bool:
    return page.platform_brightness == ft.Brightness.DARK


def use_device(store: AppStore, sessions: DeviceSessions, on_first_screen: Callable[[], None] | None = None) -> None:
    """Load the device's preferences once per session and keep the page in
    step with them (theme, screen awake, width). The session's first screen
    waits for them (home, or straight back into the open game); then
    ``on_first_screen()``."""
    page = ft.context.page
    settings = store.device
    wakelock, _ = ft.use_state(lambda: ft.Wakelock())
    awake = ft.use_ref(False)

    def mount():
        session = id(page.session)
        device = {"id": None}

        async def load():
            try:
                await remember()
            finally:  # whatever the device answered, a screen is shown
                if take_lost_taps(page.session):
                    # this session has drawn nothing yet: a tap it got was made on the screen the
                    # page showed before its connection dropped, and was not entered (see lost_taps.py)
                    store.nav.refuse(store.t("game.tap_lost"))
                store.nav.started()
                # from now on a tap on a control gone was made on a screen the browser had not
                # redrawn yet: a pad or a row of a turn that passed (see Play.lost_tap)
                on_lost_taps(page.session, store.play.lost_tap)
                if on_first_screen is not None:
                    on_first_screen()

        async def remember():
            prefs_store = PreferenceStore(ft.SharedPreferences(), presets={p.id for p in store.presets},
                                          languages=available_languages())
            prefs = await prefs_store.load()
            if prefs.device is None:
                prefs = replace(prefs, device=secrets.token_hex(8))
            settings.saves_to(lambda p: page.run_task(prefs_store.save, p),
                              lambda d: page.run_task(prefs_store.save_draft, d))
            settings.loaded_draft(prefs_store.draft)
            settings.remember(prefs)
            # the player's choice, else the device's language (followed until a choice is made)
            settings.language = prefs.language or await device_language(page)
            settings.dark = prefs.dark(_is_dark(page))
            device["id"] = prefs.device
            first = sessions.join(prefs.device, session)
            if link_in_address(page.url):  # opened from a link that is a game (issue 31): show it first
                store.saved.open_link(page.url)
            elif first and prefs.open_game and store.nav.screen == "home":
                store.play.come_back(prefs.open_game)

        def on_brightness(_e):
            if settings.prefs.theme == "system":
                settings.dark = _is_dark(page)

        def on_resize(e):
            _measure(settings, getattr(e, "width", None) or page.width or 0)

        def on_key(e):
            # the first key that moves the focus: from now on the focused
            # control shows its ring (a tap focuses a button too, and no ring
            # should stay behind it for a player who never uses a keyboard)
            keeper = focus_keeper(page)
            if not settings.keyboard and getattr(e, "key", "") in FOCUS_KEYS:
                settings.keyboard = True
                page.theme = app_theme(focus_ring=True)
                page.dark_theme = app_theme(focus_ring=True)
                page.update()  # the theme goes out now, before the keeper asks the browser about it
                keeper.expect_rebuild(page)  # the new theme may drop the focus: given back (see focus_keeper)
            else:
                keeper.key_pressed()

        def on_close(_e):
            if device["id"]:
                sessions.leave(device["id"], session)

        page.on_platform_brightness_change = on_brightness
        page.on_resize = on_resize
        page.on_close = on_close
        page.on_keyboard_event = on_key
        _measure(settings, page.width or 0)
        settings.dark = _is_dark(page)
        page.run_task(load)

    ft.use_effect(mount, dependencies=[])

    def apply_theme():
        theme = settings.prefs.theme
        page.theme_mode = ft.ThemeMode.SYSTEM if theme == "system" else (
            ft.ThemeMode.DARK if theme == "dark" else ft.ThemeMode.LIGHT)

    ft.on_updated(apply_theme, [settings.prefs.theme])

    # the screen stays on while a game can be played (a table reads it all evening)
    playing = store.nav.screen == "game" and store.play.game_id is not None and not store.play.viewing

    def keep_awake():
        if awake.current == playing:
            return
        awake.current = playing

        async def switch():
            try:
                await (wakelock.enable() if playing else wakelock.disable())
            except Exception:  # a browser that refuses a wake lock (no user gesture, headless): the game goes on
                pass

        page.run_task(switch)

    ft.on_updated(keep_awake, [playing])
