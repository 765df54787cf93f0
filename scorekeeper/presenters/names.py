"""Names cut to fit a narrow column, each still recognisable and told apart
from the others at the table.

A cut name keeps its start (the part a table calls a player by) and, when
two names start alike, as much more as tells them apart: "Christopher" and
"Christina" in six letters are "Chris…" both, so they become "Christo…" and
"Christi…" where that fits, else the start and the first letter that differs
("Chr…o", "Chr…i"). The screen draws exactly these strings: a name is never
cut again by the text box (which would make two cut names alike once more).
"""

from __future__ import annotations

ELLIPSIS = "…"

# a character of bold text takes about this part of the font size (Roboto's
# lowercase letters average ~0.52 em, capitals ~0.68): measured, rounded up
EM_PER_CHAR = 0.62


def fit_chars(players: int, width: int = 340, size: int = 13, padding: int = 8) -> int:
    """How many characters of a name fit in one of ``players`` equal columns
    sharing ``width`` px, each keeping ``padding`` px, at ``size`` px bold."""
    column = width / max(1, players) - padding
    return max(3, int(column / (size * EM_PER_CHAR)))


def distinct_prefix(name: str, others: list[str] | tuple[str, ...]) -> int:
    """The length of the shortest start of ``name`` that no other name
    starts with (letter case ignored); the whole name's length when it is
    the start of another name."""
    key = name.casefold()
    rest = [o.casefold() for o in others if o.casefold() != key]
    for k in range(1, len(name) + 1):
        head = key[:k]
        if not any(o.startswith(head) for o in rest):
            return k
    return len(name)


def short_name(name: str, limit: int) -> str:
    """``name`` in at most ``limit`` characters: whole when it fits, else its
    start and an ellipsis ("Maximiliane" -> "Maxim…"). (Alone: nothing to tell
    it apart from; see :func:`short_names`.)"""
    if len(name) <= limit:
        return name
    return name[: max(1, limit - 1)].rstrip(" ") + ELLIPSIS


def _cut(name: str, others: list[str], limit: int) -> tuple[str, int]:
    """``name`` for a column of ``limit`` characters among ``others``, and
    the length of the start it shows."""
    if len(name) <= limit:
        return name, len(name)
    room = max(1, limit - 1)  # the ellipsis takes one
    start = name[:room].casefold()
    # the names that would read the same cut to this column (a whole name never does: it has no ellipsis)
    alike = [o for o in others if len(o) > limit and o[:room].casefold() == start]
    if not alike:
        return name[:room].rstrip(" ") + ELLIPSIS, room
    d = distinct_prefix(name, alike)
    if room >= 3:
        # the start and the first letter that tells it apart: "Chr…o", "Chr…i"
        head = room - 1
        return name[:head].rstrip(" ") + ELLIPSIS + name[d - 1], head
    return name[:d] + (ELLIPSIS if d < len(name) else ""), d


def short_names(names: tuple[str, ...] | list[str], limit: int) -> tuple[str, ...]:
    """Every name in at most ``limit`` characters where that can tell them
    apart, and never two alike: a name that fits is whole; a cut one keeps
    its start and, where names start alike, the letters that differ (see
    the module's words). When even that leaves two alike (long names alike
    for longer than the column), those two show more of their start than
    the column holds rather than read the same."""
    names = list(names)
    shown: list[str] = []
    heads: list[int] = []
    for i, name in enumerate(names):
        text, head = _cut(name, names[:i] + names[i + 1:], limit)
        shown.append(text)
        heads.append(head)
    # what a cut name shows is distinct from the others in all but rare
    # cases (spaces, an ellipsis in a name): those grow until they differ
    while True:
        seen: dict[str, list[int]] = {}
        for i, text in enumerate(shown):
            seen.setdefault(text.casefold(), []).append(i)
        clashes = [group for group in seen.values() if len(group) > 1]
        if not clashes:
            return tuple(shown)
        grown = False
        for group in clashes:
            for i in group:
                if heads[i] < len(names[i]):
                    heads[i] += 1
                    shown[i] = names[i][:heads[i]] + (ELLIPSIS if heads[i] < len(names[i]) else "")
                    grown = True
        if not grown:  # the same name twice (case aside): nothing tells them apart
            return tuple(shown)
