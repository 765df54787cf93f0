"""Points of a round."""

from __future__ import annotations


def round_points(bid: int, tricks: int) -> int:
    """Exact bid: 20 plus 10 a trick; missed: minus 10 a trick of difference."""
    if bid == tricks:
        return 20 + 10 * tricks
    return -10 * abs(bid - tricks)
