"""In the browser nothing reaches the screen before the save behind it is stored.

DurableScreen in plain asyncio: a fake ``persist`` that the test lets finish
when it wants stands for ``FS.syncfs`` (IndexedDB).
"""

from __future__ import annotations

import asyncio
import os
from concurrent.futures import ThreadPoolExecutor
from types import SimpleNamespace

import pytest

from scorekeeper.bootstrap import Scorekeeper
from scorekeeper.domain import Bid, RuleChoice
from scorekeeper.web.durability import DurableScreen, hook_fsync


class FakeStore:
    """persist() waits until release() is called; counts its runs."""

    def __init__(self, fail: str | None = None) -> None:
        self.started = 0
        self.fail = fail
        self._gates: list[asyncio.Event] = []

    async def persist(self) -> None:
        self.started += 1
        gate = asyncio.Event()
        self._gates.append(gate)
        await gate.wait()
        if self.fail:
            raise OSError(self.fail)

    async def release(self) -> None:
        """Let every store started so far finish (after letting pending ones start)."""
        await asyncio.sleep(0)
        for gate in self._gates:
            gate.set()


def run(coro):
    """Run ``coro`` on a loop of its own, in a thread of its own: Playwright's
    sync API (the e2e tests in the same pytest run) leaves a loop running in
    the main thread, where asyncio.run() refuses to start another."""
    with ThreadPoolExecutor(max_workers=1) as pool:
        return pool.submit(asyncio.run, coro).result()


def test_a_message_after_a_save_waits_until_the_save_is_stored():
    async def scenario():
        store, shown = FakeStore(), []
        screen = DurableScreen(store.persist)
        send = screen.attach(shown.append)
        screen.changed()  # the save's os.fsync
        send("bid shown")
        await asyncio.sleep(0)
        assert shown == [] and screen.pending
        await store.release()
        await screen.stored()
        assert shown == ["bid shown"] and not screen.pending
        assert store.started == 1

    run(scenario())


def test_messages_without_a_pending_save_go_straight_to_the_screen():
    async def scenario():
        store, shown = FakeStore(), []
        send = DurableScreen(store.persist).attach(shown.append)
        send("menu opened")
        assert shown == ["menu opened"] and store.started == 0

    run(scenario())


def test_held_messages_keep_their_order_and_later_ones_queue_behind_them():
    async def scenario():
        store, shown = FakeStore(), []
        screen = DurableScreen(store.persist)
        send = screen.attach(shown.append)
        send("before")
        screen.changed()
        send("one")
        send("two")
        await store.release()
        await screen.stored()
        send("three")
        assert shown == ["before", "one", "two", "three"]

    run(scenario())


def test_a_write_during_a_store_gets_one_more_store_before_anything_is_shown():
    async def scenario():
        store, shown = FakeStore(), []
        screen = DurableScreen(store.persist)
        send = screen.attach(shown.append)
        screen.changed()
        send("first tap")
        await asyncio.sleep(0)  # the first store has started
        screen.changed()  # a second save lands while it runs
        send("second tap")
        await store.release()
        await asyncio.sleep(0)
        await asyncio.sleep(0)
        assert shown == [], "shown before the second save was stored"
        assert store.started == 2
        await store.release()
        await screen.stored()
        assert shown == ["first tap", "second tap"] and screen.runs == 2

    run(scenario())


def test_many_saves_before_the_store_starts_need_one_store():
    async def scenario():
        store, shown = FakeStore(), []
        screen = DurableScreen(store.persist)
        screen.attach(shown.append)
        for _ in range(5):  # a save fsyncs the file, then its folder, then the index
            screen.changed()
        await asyncio.sleep(0)
        await store.release()
        await screen.stored()
        assert store.started == 1

    run(scenario())


def test_a_failed_store_shows_what_waited_and_tells_the_player_why():
    async def scenario():
        store, shown, told = FakeStore(fail="QuotaExceededError: the quota has been exceeded"), [], []
        screen = DurableScreen(store.persist, on_failure=told.append)
        send = screen.attach(shown.append)
        screen.changed()
        send("tap")
        await store.release()
        await screen.stored()
        assert shown == ["tap"], "the app must not freeze when the browser refuses to store"
        assert told == ["QuotaExceededError: the quota has been exceeded"]
        assert screen.failure == told[0]
        store.fail = None  # the next save tries again, and succeeds
        screen.changed()
        await store.release()
        await asyncio.sleep(0)
        await store.release()
        await screen.stored()
        assert screen.failure is None and store.started == 2

    run(scenario())


def test_a_message_held_before_the_connection_exists_is_sent_when_it_attaches():
    async def scenario():
        store, shown = FakeStore(), []
        screen = DurableScreen(store.persist)
        screen.changed()  # the data folder is opened before the first screen
        screen.send("first screen")
        await store.release()
        await screen.stored()
        screen.attach(shown.append)
        assert shown == ["first screen"]

    run(scenario())


def test_hook_fsync_reports_each_fsync_after_doing_it_and_only_once_per_module():
    calls, done = [], []
    fake_os = SimpleNamespace(fsync=lambda fd: done.append(fd), sync=lambda: done.append("sync"))
    hook_fsync(fake_os, lambda: calls.append(len(done)))
    hook_fsync(fake_os, lambda: calls.append("twice"))  # idempotent: the first hook stays alone
    fake_os.fsync(3)
    fake_os.sync()
    assert done == [3, "sync"]
    assert calls == [1, 2], "reported after the original call, once per call"


@pytest.fixture
def fsyncs(monkeypatch):
    """Count durability points of the real storage layer (os.fsync and os.sync)."""
    monkeypatch.setattr(os, "fsync", os.fsync)
    if hasattr(os, "sync"):
        monkeypatch.setattr(os, "sync", os.sync)
    counter = {"n": 0}
    hook_fsync(os, lambda: counter.__setitem__("n", counter["n"] + 1))
    return counter


def test_every_kind_of_save_reaches_a_durability_point_in_the_storage_layer(fsyncs, tmp_path):
    """The browser stores the data folder when storage calls os.fsync: each
    save must call it (a save without one would be shown before it is stored)."""

    def saves_durably(what, save):
        before = fsyncs["n"]
        result = save()
        assert fsyncs["n"] > before, f"{what}: no os.fsync"
        return result

    with Scorekeeper.open(tmp_path / "phone") as app:
        service = app.service
        game_id = saves_durably("a new game", lambda: service.new_game(["Ana", "Ben", "Cleo"], 0, RuleChoice(schedule=(1, 2))))
        saves_durably("a bid", lambda: service.act(game_id, Bid(player=1, value=0)))
        saves_durably("into the trash", lambda: service.trash(game_id))
        saves_durably("out of the trash", lambda: service.restore(game_id))
        backup = service.backup().data
        service.trash(game_id)
        saves_durably("the trash emptied", service.empty_trash)
    with Scorekeeper.open(tmp_path / "new-phone") as app:
        report = saves_durably("a backup restored", lambda: app.service.restore_backup(backup))
        assert len(app.service.history()) == 1, report
