"""The one place the special cards' sentences are put together, for every
output: the sheet screen, the exports (CSV aside: the PDF, the chat text),
the phones at the table and the command line.

Each variant says its own sentence (:meth:`.base.Variant.note`, with the
translator the output passes in); this joins them in the registry's order.
"""

from __future__ import annotations

from typing import Any, Iterable, Sequence

from .base import Words


def card_notes(marks: Iterable[tuple[str, Any]], t: Words, names: Sequence[str],
               bids: Sequence[int | None] | None = None, final_bids: Sequence[int | None] | None = None,
               covered: bool = False) -> str:
    """What the variants did in a round, as one line ("" when nothing).

    ``marks``: the round's (variant id, mark); ``names``: the players in seat
    order; ``bids`` and ``final_bids``: the bids as entered and as scored,
    as this output may show them (None for a covered one); both None: this
    output shows a bid changed in play in its cells, and says nothing of it.
    ``covered``: a covered bid's change is still said to have happened
    (without how), rather than left out."""
    from . import VARIANTS  # the registry imports this module

    notes = []
    for vid, mark in marks:
        if mark is None:
            continue
        note = VARIANTS[vid].note(mark, t, names, bids, final_bids, covered)
        if note:
            notes.append(note)
    return "; ".join(notes)
