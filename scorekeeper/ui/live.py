"""What the round screen says and where the keyboard goes next.

* :func:`Announcer`: a polite live region. Flutter web does not put
  ``aria-live`` on a live-region node; it speaks the node's *label* through
  its own polite announcement element whenever the label changes. So the
  words are the Semantics label (not a child text), decided by
  :func:`scorekeeper.presenters.announce.announcement`.
* :func:`focus_on`: moves the keyboard (and a screen reader's cursor) to the
  next action after a step, e.g. the next bidder's pad after a bid. A
  control created in a render takes over the mounted one's id when the
  render is applied (``_migrate_state``), so the effect may call ``focus()``
  on the instance it was given.
* :func:`named`: a button's text read out as ``label``. A label on a
  wrapping ``ft.Semantics`` lands on a node of its own that cannot take
  focus, and a ``ft.Semantics`` inside a button splits it in two nested
  buttons; a text's semantics label merges into the focusable button.
"""

from __future__ import annotations

from typing import Any, Sequence

import flet as ft

from ..domain import GameState
from ..i18n import Translator
from ..presenters.announce import announcement

ANNOUNCER_ID = "announcement"


@ft.component
def Announcer(state: GameState, t: Translator):
    """Says what changed since the state this component last showed. Keep
    it mounted while the round screen is (its memory is the state before)."""
    seen = ft.use_ref(None)
    said = ft.use_ref("")
    if seen.current is not state:
        words = announcement(seen.current, state, t)
        if words:
            said.current = words
        seen.current = state
    # one pixel high: nothing to see (every part of it is on the screen already),
    # but a node with no size would be left out of the semantics tree
    return ft.Semantics(identifier=ANNOUNCER_ID, live_region=True, label=said.current or None,
                        content=ft.Container(height=1))


AnnouncerMemo = ft.memo(Announcer)


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

    async def go():
        first, mounted.current = not mounted.current, True
        if first and not on_mount:
            return
        target = first_focusable(control)
        if target is None:
            return
        try:
            await target.focus()
        except Exception:  # noqa: BLE001 - gone already (the screen changed again): nothing to focus
            pass

    ft.use_effect(go, list(dependencies))
