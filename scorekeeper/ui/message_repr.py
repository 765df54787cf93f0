"""Flet 1.0.5's web server writes out every message it sends, even with its
debug log off.

``flet_web.fastapi.FletApp.send_message`` logs ``f"send_message: {message}"``:
the f-string builds the repr of the whole message (every patched control,
nested dataclass by dataclass) before the logger decides not to log it. At
the table one bid is sent to every phone: measured with py-spy on the
served app while 26 phones watched (benchmarks/table_mode.py), those reprs
were 5 % of the server's CPU. :func:`quiet_message_repr` gives a
``Message`` its full repr only while Flet's transport log is on; otherwise
a short one (its action). Where Python runs in the browser Flet logs the
message lazily, so nothing changes there.
"""

from __future__ import annotations

import logging
from typing import Any

from flet.messaging import protocol

_MARK = "_scorekeeper_quiet_repr"
TRANSPORT_LOG = "flet_transport"  # the logger flet_web's send_message writes to


def quiet_message_repr(module: Any = protocol) -> None:
    """Make ``module.Message``'s repr cheap while the transport log is off (once)."""
    cls = module.Message
    full = cls.__repr__
    if getattr(full, _MARK, False):
        return
    log = logging.getLogger(TRANSPORT_LOG)

    def __repr__(self) -> str:
        if log.isEnabledFor(logging.DEBUG):
            return full(self)
        return f"Message({self.action!r}, …)"

    setattr(__repr__, _MARK, True)
    cls.__repr__ = __repr__
