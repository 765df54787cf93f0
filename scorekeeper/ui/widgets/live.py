"""Where the keyboard goes next, and what a button is called (the round's
live region is :mod:`scorekeeper.ui.game.announcer`).

* :func:`focus_on`: moves the keyboard (and a screen reader's cursor) to the
  next action after a step, e.g. the next bidder's pad after a bid. A
  control created in a render takes over the mounted one's id when the
  render is applied (``_migrate_state``), so the effect may call ``focus()``
  on the instance it was given. Should Flutter drop that focus before the
  player moves it, the session's focus keeper gives it back
  (:mod:`scorekeeper.ui.widgets.focus_keeper`).
* :func:`named`: a button's text read out as ``label``. A label on a
  wrapping ``ft.Semantics`` lands on a node of its own that cannot take
  focus, and a ``ft.Semantics`` inside a button splits it in two nested
  buttons; a text's semantics label merges into the focusable button.
"""

from __future__ import annotations

from typing import Any, Sequence

import flet as ft

from .focus_keeper import focus_keeper, track


def named(label: str, text: ft.Text) -> ft.Text:
    """``text``, the content of a button, read out as ``label``: the button's
    own name (its text's semantics label merges into the focusable button)."""
    if label:
        text.semantics_label = label
    return text


def first_focusable(control: Any) -> Any:
    """The first enabled control under ``control`` that can take focus (None: none)."""
    if control is None:
        return None
    if callable(getattr(control, "focus", None)) and not getattr(control, "disabled", False):
        return control
    for child in (getattr(control, "content", None), *(getattr(control, "controls", None) or ())):
        if isinstance(child, ft.Control):
            found = first_focusable(child)
            if found is not None:
                return found
    return None


def focus_on(control: Any, dependencies: Sequence[Any], *, on_mount: bool = True) -> None:
    """Focus the first focusable control under ``control`` after the render
    in which ``dependencies`` changed (and after the first one, unless
    ``on_mount`` is False). Call it from a component, like any hook."""
    mounted = ft.use_ref(False)
    track(first_focusable(control))  # its blur tells the keeper (before it is drawn, not after)

    async def go():
        first, mounted.current = not mounted.current, True
        if first and not on_mount:
            return
        target = first_focusable(control)
        if target is None:
            return
        # dropped as a new screen settles, it is given back (widgets/focus_keeper.py)
        focus_keeper(ft.context.page).sent(target)
        try:
            await target.focus()
        except Exception:  # noqa: BLE001 - gone already (the screen changed again): nothing to focus
            pass

    ft.use_effect(go, list(dependencies))
