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


class Deaf(Control):
    """A control whose first ``takes`` give-backs go nowhere in the browser (no focus event)."""

    def __init__(self, page: Page, keeper: FocusKeeper, takes_after: int) -> None:
        super().__init__(page)
        self.keeper, self.takes_after = keeper, takes_after

    async def focus(self) -> None:
        self.focused += 1
        if self.focused > self.takes_after:
            self.keeper.focused(Event(self))  # the browser took it: its focus event


def test_a_control_dropped_again_and_again_is_given_back_a_bounded_number_of_times():
    page = Page()
    keeper = FocusKeeper()
    button = Deaf(page, keeper, takes_after=0)  # each give-back takes, and is dropped again at once
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


def test_a_give_back_the_browser_did_not_take_is_tried_again_and_no_more_once_it_takes():
    page = Page()
    keeper = FocusKeeper()
    button = Deaf(page, keeper, takes_after=1)
    keeper.expect_rebuild(page)
    keeper.focused(Event(button))
    asyncio.run(keeper.blurred(Event(button)))  # the rebuild's drop
    assert button.focused == 2  # the first give-back went nowhere, the second took


def test_a_give_back_that_never_takes_is_tried_a_bounded_number_of_times():
    page = Page()
    keeper = FocusKeeper()
    button = Deaf(page, keeper, takes_after=10**6)
    keeper.expect_rebuild(page)
    keeper.focused(Event(button))
    asyncio.run(keeper.blurred(Event(button)))
    assert button.focused == MAX_GIVE_BACKS


class Unfocusable:
    """A control flet 1.0.5 gives no ``focus()`` (``ft.Switch``, ``ft.Chip``)."""

    def __init__(self, page: Page) -> None:
        self._i, self.page, self.parent = 9, page, None


def test_a_dropped_control_flet_cannot_focus_is_left_without_a_give_back():
    page = Page()
    keeper = FocusKeeper()
    switch = Unfocusable(page)
    keeper.expect_rebuild(page)

    async def drop() -> None:
        keeper.focused(Event(switch))
        await keeper.blurred(Event(switch))  # the rebuild's drop: nothing to call, no attempt counted

    asyncio.run(drop())
    assert keeper._given == 0


def test_flet_still_gives_a_switch_and_a_chip_no_focus_call():
    # why a switch the rebuild drops stays dropped (see focus_keeper's docstring):
    # a flet that adds one makes a give-back possible, and this test says so
    import flet as ft

    assert not hasattr(ft.Switch, "focus") and not hasattr(ft.Chip, "focus")


class Gone(Control):
    """A control whose screen left the page while the browser answered: flet 1.0.5's ``page``
    raises RuntimeError then ("Control must be added to the page first")."""

    @property
    def page(self):
        raise RuntimeError("FilledButton(41) Control must be added to the page first")

    @page.setter
    def page(self, _value) -> None:
        pass


def test_a_blur_of_a_control_that_left_the_page_is_let_go_without_an_error():
    keeper = FocusKeeper()
    button = Gone(Page())
    keeper.sent(button)  # the app sent the keyboard there (its first blur decides)
    keeper.focused(Event(button))
    asyncio.run(keeper.blurred(Event(button)))  # "Change my bid": the confirm screen went with it
    keeper.expect_rebuild(Page())
    keeper.focused(Event(button))
    asyncio.run(keeper.blurred(Event(button)))  # the rebuild's watch: still nothing to give back
    assert button.focused == 0
