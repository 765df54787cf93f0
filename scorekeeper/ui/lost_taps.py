"""Flet 1.0.5 drops a tap on a screen its session never drew, without a word.

When the connection drops (the phone slept, the server restarted), the page
keeps showing the old screen while Flet's web client reconnects, and a tap
there still goes out: the client queues it while it is reconnecting and sends
it, with the old screen's control id, as soon as it has a session again (or
sends it at once, in the moment between the new session's first message and
the first frame that draws it). A new process's session never had that
control: ``Session.dispatch_event`` logs "Control with ID ... not found" at
debug level and returns. The player's bid was gone, and the screen asked for
it again (issue 39: seen in the e2e test of a dropped connection).

:func:`report_lost_taps` wraps ``Session.dispatch_event`` once: a player's
input (:data:`INPUT_EVENTS`) for a control the session does not have is
counted in the session's store; :func:`take_lost_taps` hands the count over.
What it means is the app's to say (``ui/device.py``: before a session has
drawn its first screen, nothing of it could be tapped: such a tap was made on
the old screen, and the player is told it was not entered). Once it has, the
handler the app set (:data:`LOST_TAP_HANDLER`, :func:`on_lost_taps`) is told
of each: the round screen draws a new pad for each turn, so a tap on a pad the
browser still showed after the session drew the next turn lands here (issue 40). Every event still
reaches Flet's own dispatch, as before.
"""

from __future__ import annotations

from typing import Any, Callable

from flet.messaging import session as flet_session

# the events that are a player's input (a tap, a value chosen or typed): not
# focus, blur, hover or a resize, which a screen sends by itself
INPUT_EVENTS = frozenset({"click", "tap", "long_press", "double_tap", "secondary_tap", "change", "submit", "select"})
LOST_TAPS = "scorekeeper.lost_taps"  # the count's key in the session's store
LOST_TAP_HANDLER = "scorekeeper.on_lost_tap"  # what the app is told of each, once it has drawn (a callable)
_MARK = "_scorekeeper_reports_lost_taps"


def report_lost_taps(module: Any = flet_session) -> Callable:
    """Wrap ``module.Session.dispatch_event`` once (see the module's text);
    returns the method now in place."""
    cls = module.Session
    current = cls.dispatch_event
    if getattr(current, _MARK, False):
        return current

    async def dispatch_event(self, control_id: int, event_name: str, event_data: Any):
        if event_name in INPUT_EVENTS and self._Session__resolve_event_control(control_id) is None:
            self.store.set(LOST_TAPS, (self.store.get(LOST_TAPS) or 0) + 1)
            handler = self.store.get(LOST_TAP_HANDLER)
            if handler is not None:
                handler()
        return await current(self, control_id, event_name, event_data)

    setattr(dispatch_event, _MARK, True)
    cls.dispatch_event = dispatch_event
    return dispatch_event


def on_lost_taps(session: Any, handler: Callable[[], None] | None) -> None:
    """From now on tell ``handler`` of each input for a control ``session``
    does not have (None: nobody)."""
    if handler is None:
        session.store.remove(LOST_TAP_HANDLER)
    else:
        session.store.set(LOST_TAP_HANDLER, handler)


def take_lost_taps(session: Any) -> int:
    """The player's inputs for controls ``session`` does not have, counted
    since the last call (0 when none)."""
    store = session.store
    count = store.get(LOST_TAPS) or 0
    if count:
        store.remove(LOST_TAPS)
    return count


__all__ = ["INPUT_EVENTS", "on_lost_taps", "report_lost_taps", "take_lost_taps"]
