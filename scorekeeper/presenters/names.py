"""Names cut to fit a narrow column, each still recognisable and told apart
from the others at the table."""

from __future__ import annotations

ELLIPSIS = "…"


def fit_chars(players: int, width: int = 340) -> int:
    """How many characters of a name fit in one of ``players`` equal columns
    ``width`` px wide (bold 13 px text is ~8 px a character, a column keeps
    ~8 px of padding)."""
    return max(4, (width // max(1, players) - 8) // 8)


def short_name(name: str, limit: int) -> str:
    """``name`` in at most ``limit`` characters: whole when it fits, else its
    start and an ellipsis ("Maximiliane" -> "Maxim…")."""
    if len(name) <= limit:
        return name
    return name[: max(1, limit - 1)].rstrip() + ELLIPSIS


def short_names(names: tuple[str, ...] | list[str], limit: int) -> tuple[str, ...]:
    """Every name in at most ``limit`` characters, and no two cut names alike:
    names that would read the same keep their start and show their end
    ("Alexander", "Alexandra" -> "Ale…der", "Ale…dra")."""
    cut = [short_name(n, limit) for n in names]
    for i, name in enumerate(names):
        if cut.count(cut[i]) == 1 or len(name) <= limit:
            continue
        clashing = [j for j, c in enumerate(cut) if c == cut[i]]
        for j in clashing:
            cut[j] = _distinct(names[j], [names[k] for k in clashing if k != j], limit)
    return tuple(cut)


def _distinct(name: str, others: list[str], limit: int) -> str:
    """The start and the shortest end of ``name`` that no other name ends with."""
    room = max(2, limit - 1)
    for tail in range(min(3, room - 1), room):  # three letters of the end read better than one
        end = name[-tail:]
        if not any(o.endswith(end) for o in others):
            head = max(1, room - tail)
            return name[:head] + ELLIPSIS + end
    return short_name(name, limit)
