"""A screen that says when the browser has drawn a tap (see
:mod:`scorekeeper.presenters.tap_guard`): the double-tap guard's quiet moment
runs from then, not from the save. A page busy drawing the first tap of a
double tap handles the second one late, on what the first one drew (the next
player's pad, the next trick's row); counted from the save, the quiet moment
was over by then (issue 39: 366-420 ms seen under load).

After each update that drew a tap (an effect: it runs once the update is
sent), the screen asks the browser something; the browser answers once it has
handled what came before, the update among it. One hook for the host's round
screen and a phone's seat screen.
"""

from __future__ import annotations

import contextlib
from typing import Callable

import flet as ft


def use_draw_answers(taps_acted: int, shown: Callable[[bool], None], drawn: Callable[[], None]) -> None:
    """``taps_acted``: the taps acted on so far (the effect runs after each);
    ``shown(True)`` once the screen is on a page, ``shown(False)`` when it goes
    (without a page, as in the headless view tests, nothing waits for an
    answer); ``drawn()`` when the browser has answered."""
    try:
        page: ft.Page | None = ft.context.page
    except RuntimeError:  # drawn without a page: no browser to ask
        page = None

    async def answered() -> None:
        if page is not None:
            with contextlib.suppress(Exception):  # a page gone: the guard's own limit ends the wait
                await page.get_device_info()
        drawn()

    ft.use_effect(lambda: shown(page is not None), [], cleanup=lambda: shown(False))
    ft.use_effect(answered, [taps_acted])
