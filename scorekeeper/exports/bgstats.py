"""The play in BG Stats: its "push plays from other apps" import link.

``https://app.bgstatsapp.com/createPlay.html?data=`` followed by the
URL-encoded JSON of one play; BG Stats opens it, matches the game and the
players to its own and asks the player to confirm. Wizard is BoardGameGeek's
thing 1465. ``sourceName`` and ``sourcePlayId`` (BG Stats remembers its
matches per source, and the play id keeps a second import from doubling the
play) come beside the fields of the contract in issue 31.

Pure: the game's state, its id and its start and end make the same link.
"""

from __future__ import annotations

import json
from datetime import datetime
from typing import Any
from urllib.parse import quote

from ..domain import GameState
from ..domain.errors import ScorekeeperError

IMPORT_URL = "https://app.bgstatsapp.com/createPlay.html"
BGG_ID = 1465  # https://boardgamegeek.com/boardgame/1465/wizard
SOURCE_NAME = "Wizard Scorekeeper"  # stable: BG Stats keys its matches by it


class NotOverError(ScorekeeperError):
    """A play is logged once it is over."""


def _local(moment: datetime) -> datetime:
    return moment.astimezone() if moment.tzinfo is not None else moment


def bgstats_play(state: GameState, *, game_id: str, started: datetime, ended: datetime) -> dict[str, Any]:
    """The play as BG Stats reads it: the final totals, the winners, the ranks
    (equal totals share one), the first bidder of round 1 as the start
    player, the local start time and the minutes played."""
    if not state.complete:
        raise NotOverError(f"game {game_id} is not over yet: BG Stats logs a play once it is over",
                           code="bgstats.not_over", details={"id": game_id})
    totals, ranks, winners = state.totals, state.ranks(), set(state.winners)
    starter = state.rounds[0].first_bidder
    minutes = max(0, round((ended - started).total_seconds() / 60))
    return {
        "sourceName": SOURCE_NAME,
        "sourcePlayId": game_id,
        "game": {"name": "Wizard", "bggId": BGG_ID, "highestWins": True, "noPoints": False,
                 "sourceGameId": game_id},
        "playDate": f"{_local(started):%Y-%m-%d %H:%M:%S}",
        "durationMin": minutes,
        "players": [
            {"name": name, "score": totals[seat], "winner": seat in winners, "rank": ranks[seat],
             "startPlayer": seat == starter}
            for seat, name in enumerate(state.players)
        ],
        "board": state.first_rules.preset.name,
    }


def bgstats_url(play: dict[str, Any]) -> str:
    """The import link of a play (:func:`bgstats_play`)."""
    return f"{IMPORT_URL}?data={quote(json.dumps(play, separators=(',', ':'), ensure_ascii=False), safe='')}"


__all__ = ["BGG_ID", "IMPORT_URL", "NotOverError", "SOURCE_NAME", "bgstats_play", "bgstats_url"]
