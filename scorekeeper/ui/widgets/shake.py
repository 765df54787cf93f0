"""A short shake of a name, and a haptic tick: the signs that a tap was
dropped (the second of a double tap; see :mod:`scorekeeper.presenters.taps`)."""

from __future__ import annotations

from typing import Any

import flet as ft

# where a shaken control goes, step by step (fractions of its own width: about
# 8 px on a phone's row), ending at rest; each step one short animation
SHAKE = (0.025, -0.025, 0.015, -0.01, 0.0)
STEP_MS = 55


def use_shake(count: int) -> dict[str, Any]:
    """The keyword arguments that make a ``ft.Container`` shake once each
    time ``count`` changes to a new number (0: nothing was dropped there).
    Call it from the component that draws the container, like any hook.

    Each step starts when the one before has ended (``on_animation_end``),
    so the shake ends at rest whatever the frame rate. The container keeps
    its offset and animation at rest too: the control tree stays the same
    shape, so a shake rebuilds nothing under it."""
    step, set_step = ft.use_state(len(SHAKE))  # len(SHAKE): at rest
    first = ft.use_ref(True)

    def start():
        if first.current:  # drawn with the count it had: nothing new was dropped
            first.current = False
            return
        if count:
            set_step(0)

    ft.use_effect(start, [count])

    def next_step():
        if step < len(SHAKE):
            set_step(step + 1)

    return {
        "offset": ft.Offset(SHAKE[step] if step < len(SHAKE) else 0, 0),
        "animate_offset": ft.Animation(STEP_MS, ft.AnimationCurve.EASE_IN_OUT),
        "on_animation_end": next_step,
    }


def use_haptic_tick(count: int) -> None:
    """A short haptic tick on the device each time ``count`` grows (a tap
    was dropped), where the device has one: a phone's vibration motor; a
    browser's ``navigator.vibrate``. Nothing where there is none. Call it
    once per session's screen, like any hook."""
    haptics, _ = ft.use_state(lambda: ft.HapticFeedback())
    seen = ft.use_ref(count)

    def tick():
        if count == seen.current:
            return
        seen.current = count
        try:
            page = ft.context.page
        except RuntimeError:  # drawn without a page (the headless view tests): nothing to tick
            return

        async def go():
            try:
                await haptics.light_impact()
            except Exception:  # noqa: BLE001 - a device without haptics: the shake is the sign
                pass

        page.run_task(go)

    ft.use_effect(tick, [count])
