"""Flet drops a player's input for a control its session does not have (a tap
on the screen the page showed before its connection dropped) at debug level:
the app counts it, so that the session can tell the player (issue 39)."""

from __future__ import annotations

import asyncio
import types

from flet.messaging.session import Session
from flet.pubsub.pubsub_hub import PubSubHub

from scorekeeper.ui.lost_taps import report_lost_taps, take_lost_taps


def a_session() -> Session:
    return Session(types.SimpleNamespace(pubsubhub=PubSubHub()))  # Flet's own session, no connection


def test_a_tap_on_a_control_the_session_never_had_is_counted_once():
    report_lost_taps()
    report_lost_taps()  # once: a second call wraps nothing
    session = a_session()

    async def events():
        await session.dispatch_event(987_654, "click", None)  # a control of the old screen
        await session.dispatch_event(987_654, "blur", None)  # not a player's input
        await session.dispatch_event(session.page._i, "click", None)  # a control it has

    asyncio.run(events())
    assert take_lost_taps(session) == 1
    assert take_lost_taps(session) == 0  # handed over


def test_every_event_still_reaches_flets_dispatch():
    seen = []

    class FakeSession:
        store = types.SimpleNamespace(get=lambda _k: None, set=lambda *_a: None)

        def _Session__resolve_event_control(self, _id):
            return object()

        async def dispatch_event(self, control_id, event_name, event_data):
            seen.append((control_id, event_name, event_data))

    report_lost_taps(types.SimpleNamespace(Session=FakeSession))
    asyncio.run(FakeSession().dispatch_event(3, "click", {"x": 1}))
    assert seen == [(3, "click", {"x": 1})]
