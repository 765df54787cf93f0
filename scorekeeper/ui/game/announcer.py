"""What the round screen says: a polite live region. Flutter web does not
put ``aria-live`` on a live-region node; it speaks the node's *label*
through its own polite announcement element whenever the label changes. So
the words are the Semantics label (not a child text), decided by
:func:`scorekeeper.presenters.announce.announcement`."""

from __future__ import annotations

import flet as ft

from ...domain import GameState
from ...i18n import Translator
from ...presenters.announce import announcement

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
