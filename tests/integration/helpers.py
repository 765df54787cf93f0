"""Small helpers shared by the integration tests: entering rounds through a
GameService, fixture records, and reading game files straight from disk."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any, Sequence

from scorekeeper.domain import Bid, CloseRound, EnterTricks, Reveal, RuleChoice, game_from_record
from scorekeeper.domain.rules import BidMode
from scorekeeper.service import GameService

from ..support import game_fixture


def record(name: str) -> dict[str, Any]:
    """The game record of fixture game ``name``."""
    return game_fixture(name)["record"]


def exported_record(service: GameService, game_id: str) -> dict[str, Any]:
    """The game record of a stored game, as ``scorekeeper export --format json`` writes it."""
    return json.loads(service.export(game_id, "json").data)


def import_record(service: GameService, data: Any) -> str:
    """Store a game record through the service (as ``scorekeeper import`` does)."""
    return service.add_game(game_from_record(data, service.registry))


def bid_all(service: GameService, game_id: str, bids: Sequence[int]) -> None:
    """Enter every bid of the current round (``bids`` in SEAT order) in bidding order."""
    order = service.game(game_id).state.current.bidding_order
    for seat in order:
        service.act(game_id, Bid(player=seat, value=bids[seat]))


def play_round(
    service: GameService, game_id: str, bids: Sequence[int], tricks: Sequence[int], *, close: bool = True
) -> None:
    """Bids (seat order), reveal if hidden, tricks (seat order), and close unless it is the last round."""
    bid_all(service, game_id, bids)
    current = service.game(game_id).state.current
    if current.rules.bids is BidMode.HIDDEN:
        service.act(game_id, Reveal())
    service.act(game_id, EnterTricks(tricks=tuple(tricks)))
    state = service.game(game_id).state
    if close and not state.complete:
        service.act(game_id, CloseRound())


def play_game(
    service: GameService,
    players: Sequence[str],
    rounds: Sequence[tuple[Sequence[int], Sequence[int]]],
    *,
    first_dealer: int = 0,
) -> str:
    """A game with schedule ``(1, 2, ...)`` of ``len(rounds)`` rounds, every round played."""
    rules = RuleChoice(schedule=tuple(range(1, len(rounds) + 1)))
    game_id = service.new_game(players, first_dealer, rules)
    for bids, tricks in rounds:
        play_round(service, game_id, bids, tricks)
    return game_id


def game_file(data_dir: Path, game_id: str) -> Path:
    return data_dir / "games" / f"{game_id}.json"


def stored_actions(data_dir: Path, game_id: str) -> list[dict[str, Any]]:
    """The action log in a game file, read without opening a repository."""
    data = json.loads(game_file(data_dir, game_id).read_text(encoding="utf-8"))
    (doc,) = data["game"].values()
    return doc["actions"]


def game_files(data_dir: Path) -> set[str]:
    folder = data_dir / "games"
    return {p.name for p in folder.iterdir()} if folder.is_dir() else set()
