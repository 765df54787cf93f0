"""A browser's answer about a control that has left the page completes its call
as failed and never ends the session's receive loop (issue 40, 1b)."""

from __future__ import annotations

import asyncio
import gc

import flet as ft
import pytest
from flet.messaging.session import Session
from flet.pubsub.pubsub_hub import PubSubHub

from scorekeeper.ui.late_answers import GONE, complete_late_answers


class Connection:
    """What a session needs of its connection: the messages it sends are kept."""

    def __init__(self) -> None:
        self.pubsubhub = PubSubHub()
        self.sent: list = []

    def send_message(self, message) -> None:
        self.sent.append(message)


async def _call_then_answer(session: Session, conn: Connection, control_id: int) -> BaseException | object:
    """A call about ``control_id`` (as ``focus()`` makes one), answered by the browser."""
    call = asyncio.ensure_future(session.invoke_method(control_id, "focus", None, timeout=5))
    await asyncio.sleep(0)
    call_id = conn.sent[-1].body.call_id
    session.handle_invoke_method_results(control_id, call_id, None, None)  # the receive loop's call
    try:
        return await call
    except Exception as exc:  # noqa: BLE001 - what the waiting focus() sees
        return exc


@pytest.fixture
def session() -> tuple[Session, Connection]:
    complete_late_answers()
    conn = Connection()
    return Session(conn), conn


def test_an_answer_about_a_control_that_left_the_page_fails_its_call_and_raises_nothing_where_it_arrives(session):
    s, conn = session
    button = ft.FilledButton("Change my bid")
    gone = button._i  # the control was drawn, asked for the keyboard, and its screen went
    del button
    gc.collect()
    outcome = asyncio.run(_call_then_answer(s, conn, gone))
    assert isinstance(outcome, RuntimeError) and str(outcome) == GONE


def test_an_answer_about_a_control_still_on_the_page_is_its_result(session):
    s, conn = session
    outcome = asyncio.run(_call_then_answer(s, conn, s.page._i))
    assert outcome is None


def test_the_wrap_is_made_once():
    assert complete_late_answers() is complete_late_answers()


def test_the_app_completes_late_answers_when_it_starts(monkeypatch):
    from scorekeeper.ui.app import make_main

    flets_own = getattr(Session.handle_invoke_method_results, "__wrapped__", Session.handle_invoke_method_results)
    monkeypatch.setattr(Session, "handle_invoke_method_results", flets_own)
    make_main(object())  # type: ignore[arg-type]  (the service is only handed on)
    assert getattr(Session.handle_invoke_method_results, "_scorekeeper_completes_late_answers", False)
