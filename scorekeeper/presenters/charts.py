"""What the charts show: the score progression of a game (a line per player
over the rounds) and a player's bid accuracy (exact, over, under).

The views draw these values with flet-charts and plain containers; every
number, range, tick and text is decided here, so the tests check them
without a browser. Colours are given as a seat's place in the palette (the
view maps it to a colour that reads on light and dark backgrounds).
"""

from __future__ import annotations

import itertools
from dataclasses import dataclass

from ..domain import GameState, PlayerStats
from ..i18n import Translator

# Tick steps for the points axis: the smallest that keeps to MAX_Y_TICKS
# labels, so a 360 px chart never crowds its axis.
Y_STEPS = (10, 20, 50, 100, 200, 500, 1000)
MAX_Y_TICKS = 7
X_STEPS = (1, 2, 5, 10, 20)
MAX_X_TICKS = 11


@dataclass(frozen=True, slots=True)
class ChartLine:
    seat: int  # also the line's place in the palette
    name: str
    points: tuple[tuple[int, int], ...]  # (round, total after it), from (0, 0) (a late joiner: from the round before theirs)
    final: int  # the total after the last scored round
    leader: bool  # holds the best total now


@dataclass(frozen=True, slots=True)
class ProgressChart:
    lines: tuple[ChartLine, ...]
    min_x: int  # 0: everyone starts at nothing
    max_x: int  # the last scored round
    min_y: int
    max_y: int
    x_ticks: tuple[int, ...]
    y_ticks: tuple[int, ...]
    x_step: int  # the distance between ticks (the chart's label spacing)
    y_step: int
    title: str  # "Score progression"
    description: str  # the chart in words, for screen readers: who led when
    lead_changes: int  # how often the lead changed hands


def _step(span: int, steps: tuple[int, ...], most: int) -> int:
    return next((s for s in steps if span / s + 1 <= most), steps[-1])


def _y_axis(lowest: int, highest: int) -> tuple[int, int, int]:
    """(bottom, top, step): the smallest step whose ticks, from a multiple at
    or below ``lowest`` to one at or above ``highest``, stay few enough
    (beyond the listed steps, which cover any real game, steps double)."""
    step = Y_STEPS[0]
    for k in itertools.count():
        step = Y_STEPS[k] if k < len(Y_STEPS) else step * 2
        bottom, top = (lowest // step) * step, max(-(-highest // step) * step, (lowest // step) * step + step)
        if (top - bottom) // step + 1 <= MAX_Y_TICKS:
            return bottom, top, step
    raise AssertionError("unreachable")


def _ticks(low: int, high: int, step: int) -> tuple[int, ...]:
    return tuple(range(low, high + 1, step))


def _leaders(totals: tuple[int, ...]) -> tuple[int, ...]:
    best = max(totals)
    return tuple(seat for seat, total in enumerate(totals) if total == best)


def score_progression(state: GameState, t: Translator) -> ProgressChart | None:
    """A line per player through the running totals of the scored rounds;
    None before the first round is scored (there is nothing to draw)."""
    scored = [(rnd.number, totals) for rnd, totals in zip(state.rounds, state.running_totals()) if totals is not None]
    if not scored:
        return None
    names = state.players
    points = [_line(state, seat, scored) for seat in range(len(names))]
    final = scored[-1][1]
    leaders = set(_leaders(final))
    lines = tuple(
        ChartLine(seat, name, tuple(points[seat]), final[seat], seat in leaders) for seat, name in enumerate(names)
    )
    values = [y for line in points for _, y in line]  # 0 is among them: every line starts there
    low, high, y_step = _y_axis(min(values), max(values))
    max_x = scored[-1][0]
    x_step = _step(max_x, X_STEPS, MAX_X_TICKS)
    changes, holders = _lead_history(scored)
    return ProgressChart(
        lines=lines,
        min_x=0,
        max_x=max_x,
        min_y=low,
        max_y=high,
        x_ticks=_ticks(0, max_x, x_step),
        y_ticks=_ticks(low, high, y_step),
        x_step=x_step,
        y_step=y_step,
        title=t("chart.title"),
        description=_describe(state, scored, holders, changes, t),
        lead_changes=changes,
    )


def _line(state: GameState, seat: int, scored: list[tuple[int, tuple[int, ...]]]) -> list[tuple[int, int]]:
    """A player's line over the rounds they were at the table for: from the
    round before their first round (at 0) to their last round played (a
    player who left ends there; one who sat out rounds between keeps a flat
    line, as their total did)."""
    played = [rnd.number for rnd in state.rounds if rnd.plays(seat) and rnd.points is not None]
    if not played:
        return []
    first, last = played[0], played[-1]
    return [(first - 1, 0)] + [(number, totals[seat]) for number, totals in scored if first <= number <= last]


def _lead_history(scored: list[tuple[int, tuple[int, ...]]]) -> tuple[int, list[tuple[int, tuple[int, ...]]]]:
    """How often the lead changed hands, and (round, leaders) at each change
    (the first entry: who led after the first scored round)."""
    holders: list[tuple[int, tuple[int, ...]]] = []
    for number, totals in scored:
        lead = _leaders(totals)
        if not holders or holders[-1][1] != lead:
            holders.append((number, lead))
    return len(holders) - 1, holders


def _describe(state: GameState, scored: list[tuple[int, tuple[int, ...]]], holders: list[tuple[int, tuple[int, ...]]], changes: int,
              t: Translator) -> str:
    number, totals = scored[-1]
    lead = _leaders(totals)
    names = t.join([state.name(s) for s in lead])
    text = t.n("chart.lead", len(lead), names=names, total=totals[lead[0]], n=number)
    if changes:
        text += " " + t.n("chart.changes", changes, n=changes)
    return text


# -- bid accuracy ---------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class AccuracySegment:
    kind: str  # exact | over | under | unknown (the view's colour)
    count: int
    label: str  # "exact 12"


@dataclass(frozen=True, slots=True)
class BidAccuracy:
    segments: tuple[AccuracySegment, ...]  # only the kinds that occurred, in a fixed order
    text: str  # "exact 12 · over 5 · under 3": the bar in words
    empty: bool  # no scored round yet: nothing to draw


ACCURACY_KINDS = ("exact", "over", "under", "unknown")


def bid_accuracy(stats: PlayerStats, t: Translator) -> BidAccuracy:
    """A player's scored rounds split into exact bids, too many tricks taken
    (over), too few (under), and misses from before the direction was kept."""
    counts = {
        "exact": stats.exact_bids,
        "over": stats.over_bids,
        "under": stats.under_bids,
        "unknown": stats.unknown_misses,
    }
    segments = tuple(
        AccuracySegment(kind, counts[kind], t(f"accuracy.{kind}", n=counts[kind]))
        for kind in ACCURACY_KINDS
        if counts[kind] > 0
    )
    if not segments:
        return BidAccuracy((), t("accuracy.none"), True)
    return BidAccuracy(segments, " · ".join(s.label for s in segments), False)
