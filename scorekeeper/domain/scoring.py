"""Points of a round, and the numbers a preset may change them by."""

from __future__ import annotations

from pydantic import BaseModel, ConfigDict, Field


class Scoring(BaseModel):
    """How a round is scored, as numbers (the ``[scoring]`` table of a preset).

    The original rules: an exact bid earns ``exact`` (20) plus ``per_trick``
    (10) for every trick taken; a missed bid loses ``per_trick_off`` (10) for
    every trick of difference and earns ``missed_per_trick`` (0) for every
    trick taken. A house rule such as "a missed bid still earns 10 per trick
    taken" sets ``missed_per_trick = 10``.
    """

    model_config = ConfigDict(extra="forbid", frozen=True, defer_build=True)

    exact: int = Field(default=20, ge=-1000, le=1000)
    per_trick: int = Field(default=10, ge=-1000, le=1000)
    per_trick_off: int = Field(default=10, ge=-1000, le=1000)
    missed_per_trick: int = Field(default=0, ge=-1000, le=1000)

    @property
    def standard(self) -> bool:
        return self == STANDARD_SCORING

    def summary(self) -> str:
        """One line (for `scorekeeper presets`)."""
        line = f"exact {self.exact} + {self.per_trick}/trick, missed -{self.per_trick_off}/trick off"
        if self.missed_per_trick:
            line += f" + {self.missed_per_trick}/trick taken"
        return line


STANDARD_SCORING = Scoring()


def round_points(bid: int, tricks: int, scoring: Scoring | None = None) -> int:
    """Exact bid: 20 plus 10 a trick; missed: minus 10 a trick of difference
    (or the numbers of ``scoring``)."""
    if scoring is None:
        if bid == tricks:
            return 20 + 10 * tricks
        return -10 * abs(bid - tricks)
    if bid == tricks:
        return scoring.exact + scoring.per_trick * tricks
    return scoring.missed_per_trick * tricks - scoring.per_trick_off * abs(bid - tricks)
