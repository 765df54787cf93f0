"""The focus keeper gives the keyboard back after a drop it expects, and
lets go of a control the browser keeps dropping (never a loop)."""

from __future__ import annotations

import asyncio

from scorekeeper.ui.widgets.focus_keeper import MAX_GIVE_BACKS, FocusKeeper


class Page:
    views = None
    _dialogs = None

    def run_task(self, fn, *args):
        pass

    async def get_device_info(self):
        return {}


class Control:
    def __init__(self, page: Page) -> None:
        self._i, self.page, self.parent, self.focused = 7, page, None, 0

    async def focus(self) -> None:
        self.focused += 1


class Event:
    def __init__(self, control: Control) -> None:
        self.control = control


def test_a_control_dropped_again_and_again_is_given_back_a_bounded_number_of_times():
    page = Page()
    keeper, button = FocusKeeper(), Control(page)
    keeper.expect_rebuild(page)  # the rings' theme: its drops are given back

    async def drops(n: int) -> None:
        for _ in range(n):
            keeper.focused(Event(button))  # the give-back's own focus (or the first one)
            await keeper.blurred(Event(button))  # and dropped again at once

    asyncio.run(drops(20))
    assert button.focused == MAX_GIVE_BACKS
    keeper.key_pressed()  # the player goes on: a new drop may be given back again
    keeper.expect_rebuild(page)
    asyncio.run(drops(1))
    assert button.focused == MAX_GIVE_BACKS + 1
