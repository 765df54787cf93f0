"""The app a phone is served through the table's address: only the table
(:class:`~scorekeeper.ui.store.seat.PhoneSeat`), in the phone's own language
and theme; no other screen of the app is reachable from here."""

from __future__ import annotations

import asyncio
import contextvars

import flet as ft

from ..language import device_language
from ..store import TOPIC
from ...table.host import TableHost
from ..store.seat import PhoneSeat
from .screen import PhoneScreen

CLAIM_KEY = "scorekeeper.table.claim"  # the phone's claim of its seat (SharedPreferences: on the phone)


def use_phone_sync(phone: PhoneSeat, host: TableHost) -> None:
    """Follow the game: a change saved by the host or another phone re-renders
    this one (pubsub, as the host's tabs do); the claim kept on the phone
    takes its seat back when it comes back in a new session; when the table
    ends the phone is sent to the plain "table closed" page (Flet's own page
    would spin once the table's address stops)."""
    page = ft.context.page
    detach = ft.use_ref(None)

    def mount():
        prefs = ft.SharedPreferences()
        launcher = ft.UrlLauncher()

        async def closed() -> bool:
            phone.changed()  # the closed screen at once; the plain page replaces it
            await launcher.launch_url(host.closed_link(phone.language), web_only_window_name="_self")
            return True

        async def gone() -> bool:
            return False

        def on_this_page():
            if page.session.connection is None:  # its browser has gone: nothing to tell
                return gone()
            return asyncio.wrap_future(page.run_task(closed))

        def tell():
            # page.run_task makes this page the current one of the context it is called
            # from: the host's handler calls this, and would go on drawing on the phone
            return contextvars.copy_context().run(on_this_page)

        detach.current = host.attach_phone(tell)
        # a session Flet lets go (its phone gone past the session's timeout) is never unmounted
        page.on_close = lambda _e: detach.current() if detach.current is not None else None

        def on_message(_topic, game_id):
            table = phone.table()
            if page.session.connection is None or (table is not None and game_id != table.game_id):
                return

            async def refresh():
                phone.changed()

            page.run_task(refresh)

        page.pubsub.subscribe_topic(TOPIC, on_message)
        phone.connect(lambda game_id: page.pubsub.send_others_on_topic(TOPIC, game_id),
                      lambda key: page.run_task(prefs.set, CLAIM_KEY, key))

        async def load():
            phone.language = await device_language(page)
            try:
                key = await prefs.get(CLAIM_KEY)
            except Exception:  # a phone that cannot say: it picks its seat again
                key = None
            if key and phone.key is None:
                phone.resume(str(key))

        page.run_task(load)

    def unmount():
        if detach.current is not None:
            detach.current()
        phone.disconnect()
        page.pubsub.unsubscribe_topic(TOPIC)

    ft.use_effect(mount, dependencies=[], cleanup=unmount)


@ft.component
def PhoneApp(host: TableHost):
    phone, _ = ft.use_state(lambda: PhoneSeat(_host=host))
    use_phone_sync(phone, host)
    return PhoneScreen(phone)
