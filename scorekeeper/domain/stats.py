"""Game summaries (what history, the roster and statistics need of a game)
and per-player statistics across games. Pure functions and frozen values."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Iterable, Mapping

from .game import GameState
from .names import name_key
from .rules import BidMode, RuleSet

__all__ = ["GameSummary", "PlayerStats", "bidding_digest", "game_summary", "player_stats"]

MIXED_BIDS = "mixed"  # the bid mode changes from round to round (a preset's phases)
NOTEQUAL_WORDS = ("all", "some", "none")  # in how many rounds notequal holds
_BID_WORDS = frozenset({*(m.value for m in BidMode), MIXED_BIDS})


def bidding_digest(rules: RuleSet) -> tuple[str, str]:
    """How a game bids, in two words: its bid mode (``"open"``, ``"hidden"``,
    ``"secret"``, or ``"mixed"`` when it changes between rounds) and in how
    many rounds notequal holds (``"all"``, ``"some"``, ``"none"``)."""
    each = [rules.round_rules(n) for n in range(1, rules.rounds + 1)] or [rules.round_rules(1)]
    modes = {r.bids for r in each}
    bids = next(iter(modes)).value if len(modes) == 1 else MIXED_BIDS
    notequal = {r.notequal for r in each}
    return bids, "all" if notequal == {True} else "some" if True in notequal else "none"


@dataclass(frozen=True, slots=True)
class GameSummary:
    """A small digest of a game, stored next to its action log and in the
    history index, so the history and the statistics never replay a game.

    ``exact[seat]`` has one entry per scored round that seat played: whether its bid
    was exact; ``over[seat]`` likewise whether that seat took more tricks
    than it bid (a miss that is not over is under). The JSON form keeps the
    shape every stored file already has (``"status"`` as a word, ``"round"``
    for the current round, ``exact`` as one ``"1"``/``"0"`` string per seat),
    so old data folders load unchanged and no schema version or migration is
    needed; ``"over"`` (same shape) was added later and is simply missing in
    summaries saved before it: their misses count as of unknown direction.
    ``bids`` and ``notequal`` (see :func:`bidding_digest`), added later still,
    let the history name a game's rules without replaying it; ``None`` in a
    summary saved before them.
    """

    players: tuple[str, ...] = ()
    preset: str | None = None
    finished: bool = False
    current_round: int = 0
    rounds_played: int = 0
    rounds_total: int | None = None
    totals: tuple[int, ...] = ()
    winners: tuple[str, ...] = ()
    exact: tuple[tuple[bool, ...], ...] = ()
    over: tuple[tuple[bool, ...], ...] = ()
    bids: str | None = None
    notequal: str | None = None

    @property
    def status(self) -> str:
        return "finished" if self.finished else "unfinished"

    def to_json(self) -> dict[str, Any]:
        data = {
            "players": list(self.players),
            "preset": self.preset,
            "status": self.status,
            "round": self.current_round,
            "rounds_played": self.rounds_played,
            "rounds_total": self.rounds_total,
            "totals": list(self.totals),
            "winners": list(self.winners),
            "exact": _marks(self.exact),
        }
        if self.over:  # absent, as before it existed, when nothing is known
            data["over"] = _marks(self.over)
        if self.bids is not None and self.notequal is not None:
            data["bids"], data["notequal"] = self.bids, self.notequal
        return data

    @classmethod
    def from_json(cls, data: Mapping[str, Any]) -> "GameSummary":
        """Read a stored summary. Lenient: a missing or malformed field gets
        its neutral default, because one odd field must not hide a game from
        the history (the action log, not the summary, is the truth)."""
        if not isinstance(data, Mapping):
            return cls()
        return cls(
            players=_strings(data.get("players")),
            preset=_str_or_none(data.get("preset")),
            finished=data.get("status") == "finished",
            current_round=_int_or(data.get("round"), 0) or 0,
            rounds_played=_int_or(data.get("rounds_played"), 0) or 0,
            rounds_total=_int_or(data.get("rounds_total"), None),
            totals=_ints(data.get("totals")),
            winners=_strings(data.get("winners")),
            exact=_exact(data.get("exact")),
            over=_exact(data.get("over")),
            bids=_word(data.get("bids"), _BID_WORDS),
            notequal=_word(data.get("notequal"), NOTEQUAL_WORDS),
        )


# The readers below run for every game each time a data folder is opened
# (10,000 games: 10,000 summaries), so the common case is checked in C:
# "".join() refuses anything but strings, map(type) sees bools as non-ints.


def _int_or(value: Any, default: int | None) -> int | None:
    return value if type(value) is int else default  # not bool, a subclass of int


def _word(value: Any, known: Iterable[str]) -> str | None:
    return value if isinstance(value, str) and value in known else None


def _str_or_none(value: Any) -> str | None:
    return value if isinstance(value, str) else None


def _all_strings(value: list[Any]) -> bool:
    try:
        "".join(value)
    except TypeError:
        return False
    return True


def _strings(value: Any) -> tuple[str, ...]:
    if not isinstance(value, list):
        return ()
    return tuple(value) if _all_strings(value) else tuple(v for v in value if isinstance(v, str))


def _ints(value: Any) -> tuple[int, ...]:
    # all or nothing: dropping one odd entry would shift the others to the wrong seats
    if isinstance(value, list) and {int}.issuperset(map(type, value)):
        return tuple(value)
    return ()


def _marks(seats: tuple[tuple[bool, ...], ...]) -> list[str]:
    return ["".join("1" if hit else "0" for hit in seat) for seat in seats]


def _exact(value: Any) -> tuple[tuple[bool, ...], ...]:
    if not isinstance(value, list) or not _all_strings(value):
        return ()  # all or nothing, as for totals
    return tuple([tuple([mark == "1" for mark in seat]) for seat in value])


def game_summary(state: GameState) -> GameSummary:
    """The summary of a game as it stands (stored with every save)."""
    bids, notequal = bidding_digest(state.rules)
    scored = [r for r in state.rounds if r.scored]  # once: each .scored sums the tricks
    totals = state.totals
    seats = range(len(state.players))
    return GameSummary(
        players=tuple(state.players),
        preset=state.rules.preset.id,
        finished=state.complete,
        current_round=state.current.number,
        rounds_played=len(scored),
        rounds_total=state.total_rounds,
        totals=tuple(totals),
        winners=tuple(state.name(s) for s in state.winners),
        # only the rounds a seat played count (a player who left or joined sat the others out)
        exact=tuple(tuple([r.final_bids[seat] == r.tricks[seat] for r in scored if seat not in r.out])
                    for seat in seats),
        over=tuple(tuple([r.tricks[seat] > (r.final_bids[seat] or 0) for r in scored if seat not in r.out])
                   for seat in seats),
        bids=bids,
        notequal=notequal,
    )


@dataclass(frozen=True, slots=True)
class PlayerStats:
    name: str
    games: int  # finished games
    wins: int  # finished games won (shared wins count)
    average_total: float | None
    best_total: int | None
    rounds: int  # scored rounds in all games
    exact_bids: int
    current_streak: int  # exact bids in a row up to the latest round
    best_streak: int
    # Missed bids by direction (bid accuracy): more tricks taken than bid,
    # or fewer. Misses saved before the direction was recorded are in
    # neither (``unknown_misses``).
    over_bids: int = 0
    under_bids: int = 0

    @property
    def unknown_misses(self) -> int:
        return self.rounds - self.exact_bids - self.over_bids - self.under_bids

    @property
    def exact_rate(self) -> float | None:
        return self.exact_bids / self.rounds if self.rounds else None

    def to_json(self) -> dict[str, Any]:
        return {
            "name": self.name,
            "games": self.games,
            "wins": self.wins,
            "average_total": self.average_total,
            "best_total": self.best_total,
            "rounds": self.rounds,
            "exact_bids": self.exact_bids,
            "exact_rate": self.exact_rate,
            "current_streak": self.current_streak,
            "best_streak": self.best_streak,
        }


def player_stats(summaries: Iterable[GameSummary], names: Iterable[str] = ()) -> list[PlayerStats]:
    """Statistics per player over game summaries given in chronological order.

    Names match case-insensitively; the first spelling seen (in ``names``,
    then in the games) is the one shown. Games, wins and totals count
    finished games; exact-bid figures count every scored round.
    """
    display: dict[str, str] = {}
    for name in names:
        display.setdefault(name_key(name), name)
    totals: dict[str, list[int]] = {}
    wins: dict[str, int] = {}
    exact_seq: dict[str, list[bool]] = {}
    over: dict[str, int] = {}
    under: dict[str, int] = {}
    for summary in summaries:
        winners = {name_key(w) for w in summary.winners}
        for seat, name in enumerate(summary.players):
            key = name_key(name)
            display.setdefault(key, name)
            hits = summary.exact[seat] if seat < len(summary.exact) else ()
            exact_seq.setdefault(key, []).extend(hits)
            overs = summary.over[seat] if seat < len(summary.over) else ()
            if len(overs) == len(hits):  # the direction of each miss is known
                over[key] = over.get(key, 0) + sum(o and not e for e, o in zip(hits, overs))
                under[key] = under.get(key, 0) + sum(not (e or o) for e, o in zip(hits, overs))
            if summary.finished and seat < len(summary.totals):
                totals.setdefault(key, []).append(summary.totals[seat])
                wins[key] = wins.get(key, 0) + (key in winners)
    out = []
    for key, name in display.items():
        seq = exact_seq.get(key, [])
        played = totals.get(key, [])
        out.append(
            PlayerStats(
                name=name,
                games=len(played),
                wins=wins.get(key, 0),
                average_total=round(sum(played) / len(played), 1) if played else None,
                best_total=max(played) if played else None,
                rounds=len(seq),
                exact_bids=sum(seq),
                current_streak=_trailing_run(seq),
                best_streak=_longest_run(seq),
                over_bids=over.get(key, 0),
                under_bids=under.get(key, 0),
            )
        )
    return sorted(out, key=lambda s: s.name.casefold())


def _trailing_run(hits: list[bool]) -> int:
    count = 0
    for hit in reversed(hits):
        if not hit:
            break
        count += 1
    return count


def _longest_run(hits: list[bool]) -> int:
    best = run = 0
    for hit in hits:
        run = run + 1 if hit else 0
        best = max(best, run)
    return best
