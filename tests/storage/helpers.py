"""Small games and file helpers for the storage tests."""

from __future__ import annotations

import json
from datetime import datetime
from pathlib import Path
from typing import Any

from scorekeeper.domain.stats import GameSummary

FIXTURES = Path(__file__).parent / "fixtures"


def start_action(players: list[str]) -> dict[str, Any]:
    return {"type": "start", "players": list(players), "first_dealer": 0, "rules": {"preset": "standard"}}


def summary_for(
    players: list[str],
    rounds_played: int = 0,
    *,
    status: str = "unfinished",
    winners: list[str] | None = None,
    rounds_total: int = 15,
    preset: str = "standard",
) -> GameSummary:
    return GameSummary(
        players=tuple(players),
        preset=preset,
        finished=status == "finished",
        current_round=min(rounds_played + 1, rounds_total),
        rounds_played=rounds_played,
        rounds_total=rounds_total,
        totals=(10 * rounds_played,) * len(players),
        winners=tuple(winners or ()),
        exact=((True,) * rounds_played,) * len(players),
    )


def bid(player: int, value: int) -> dict[str, Any]:
    return {"type": "bid", "player": player, "value": value}


def new_game(repo, players: list[str] | None = None, *, created: datetime | None = None, **summary: Any) -> str:
    players = players or ["Ana", "Ben", "Cleo"]
    return repo.create_game([start_action(players)], summary_for(players, **summary), created=created)


def read_json(path: Path) -> Any:
    return json.loads(path.read_text(encoding="utf-8"))
