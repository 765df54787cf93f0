"""Small games and file helpers for the storage tests."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

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
    **extra: Any,
) -> dict[str, Any]:
    return {
        "players": list(players),
        "preset": "standard",
        "status": status,
        "rounds_played": rounds_played,
        "rounds_total": rounds_total,
        "winners": winners or [],
        "totals": [10 * rounds_played] * len(players),
        **extra,
    }


def bid(player: int, value: int) -> dict[str, Any]:
    return {"type": "bid", "player": player, "value": value}


def new_game(repo, players: list[str] | None = None, **summary: Any) -> str:
    players = players or ["Ana", "Ben", "Cleo"]
    return repo.create_game([start_action(players)], summary_for(players, **summary))


def read_json(path: Path) -> Any:
    return json.loads(path.read_text(encoding="utf-8"))
