"""Game summaries (what history and the player roster need of a game) and
per-player statistics across games. Pure functions."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Iterable, Mapping

from .game import GameState
from .names import name_key


def game_summary(state: GameState) -> dict[str, Any]:
    """A small JSON-able digest of a game, kept in the history index."""
    return {
        "players": list(state.players),
        "preset": state.rules.preset.id,
        "status": "finished" if state.complete else "unfinished",
        "round": state.current.number,
        "rounds_played": state.rounds_scored,
        "rounds_total": state.total_rounds,
        "totals": list(state.totals),
        "winners": [state.name(s) for s in state.winners],
        # per seat, one character per scored round: "1" exact bid, "0" missed
        "exact": [
            "".join("1" if r.bids[seat] == r.tricks[seat] else "0" for r in state.rounds if r.scored)
            for seat in range(len(state.players))
        ],
    }


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


def player_stats(summaries: Iterable[Mapping[str, Any]], names: Iterable[str] = ()) -> list[PlayerStats]:
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
    exact_seq: dict[str, str] = {}
    for summary in summaries:
        players = summary.get("players", [])
        finished = summary.get("status") == "finished"
        winners = {name_key(w) for w in summary.get("winners", [])}
        for seat, name in enumerate(players):
            key = name_key(name)
            display.setdefault(key, name)
            exact = summary.get("exact", [""] * len(players))
            exact_seq[key] = exact_seq.get(key, "") + (exact[seat] if seat < len(exact) else "")
            if finished:
                totals.setdefault(key, []).append(summary["totals"][seat])
                wins[key] = wins.get(key, 0) + (key in winners)
    out = []
    for key, name in display.items():
        seq = exact_seq.get(key, "")
        runs = seq.split("0")
        played = totals.get(key, [])
        out.append(
            PlayerStats(
                name=name,
                games=len(played),
                wins=wins.get(key, 0),
                average_total=round(sum(played) / len(played), 1) if played else None,
                best_total=max(played) if played else None,
                rounds=len(seq),
                exact_bids=seq.count("1"),
                current_streak=len(runs[-1]) if seq else 0,
                best_streak=max((len(r) for r in runs), default=0),
            )
        )
    return sorted(out, key=lambda s: s.name.casefold())
