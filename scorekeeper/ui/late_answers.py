"""Flet 1.0.5 stops listening to a page when the browser answers a call about a
control that has left it.

The app asks the browser things about its controls (``focus()``,
``scroll_to()``): each is a call the browser answers with the control's id.
When quick taps replace the screen before the answer is back (issue 40, 1b:
"Start game", then "Sheet" within 0.3 s, then "Round"), the answer names a
control the session no longer has. ``Session.handle_invoke_method_results``
raises ``RuntimeError("... Control with ID N is not registered")`` into the
web server's receive loop, which logs "Receive loop error" and ends: the page
still looks right and ignores every tap until a reload, with no word of it.
No ``try`` around ``focus()`` can catch that: it is raised where the answer
arrives, not where the call waits. Where Python runs in the browser
(``pyodide_connection``) the same method is called the same way.

:func:`complete_late_answers` wraps the method once: an answer for a control
that is gone completes its call as failed (the ``focus()`` that waits raises,
as for any call the browser could not carry out, and the app lets such a
failure go), and nothing is raised into the loop that reads the next tap.
An answer for a call nobody waits for any more is dropped, as Flet does for a
control it has.
"""

from __future__ import annotations

import logging
from typing import Any, Callable

from flet.messaging import session as flet_session

GONE = "the control left the page before the browser answered"
_MARK = "_scorekeeper_completes_late_answers"
log = logging.getLogger(__name__)


def complete_late_answers(module: Any = flet_session) -> Callable:
    """Wrap ``module.Session.handle_invoke_method_results`` once (see the
    module's text); returns the method now in place."""
    cls = module.Session
    current = cls.handle_invoke_method_results
    if getattr(current, _MARK, False):
        return current

    def handle_invoke_method_results(self: Any, control_id: int, call_id: str, result: Any,
                                     error: str | None) -> None:
        if self._Session__index.get(control_id) is not None:
            return current(self, control_id, call_id, result, error)
        event = self._Session__method_calls.pop(call_id, None)
        log.debug("an answer for control %s, gone from the page (call %s)", control_id, call_id)
        if event is not None:
            self._Session__method_call_results[event] = (None, error or GONE)
            event.set()
        return None

    setattr(handle_invoke_method_results, _MARK, True)
    handle_invoke_method_results.__wrapped__ = current  # type: ignore[attr-defined]
    cls.handle_invoke_method_results = handle_invoke_method_results
    return handle_invoke_method_results
