"""Flet 1.0.5 works out the type of an event's payload anew at every tap.

``BaseControl._trigger_event`` calls ``flet.controls.control_event.
get_event_field_type(control, "on_click")``, which walks the control's
class hierarchy, merges its annotations and evaluates them with
``typing`` on every event. The answer depends only on the control's class
and the handler's name, and it costs: measured where Python runs in the
browser (cProfile in the static site's worker, 33 taps of a 6-player game),
a third of the time spent in the tap handlers (about 30 ms a tap there; a
few ms natively). :func:`remember_event_types` makes Flet keep each answer.

The answer is computed by Flet's own function, called from a function whose
module globals are ``base_control``'s: Flet resolves forward references
with its caller's namespace, which stays what it was.
"""

from __future__ import annotations

from typing import Any, Callable

from flet.controls import base_control

_MARK = "_scorekeeper_remembers_event_types"

_WRAPPER = '''
def remembering(original, known):
    def get_event_field_type(control, field_name):
        key = (type(control), field_name)
        try:
            return known[key]
        except KeyError:
            pass
        found = known[key] = original(control, field_name)
        return found
    return get_event_field_type
'''


def remember_event_types(module: Any = base_control) -> Callable:
    """Wrap ``module.get_event_field_type`` once so each (class, handler)
    is resolved once per process; returns the function now in place."""
    current = module.get_event_field_type
    if getattr(current, _MARK, False):
        return current
    namespace = dict(module.__dict__)  # Flet's caller namespace, for its forward references
    exec(compile(_WRAPPER, module.__name__, "exec"), namespace)
    wrapped = namespace["remembering"](current, {})
    setattr(wrapped, _MARK, True)
    module.get_event_field_type = wrapped
    return wrapped


__all__ = ["remember_event_types"]
