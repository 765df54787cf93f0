"""What the players screen shows: one card per player's statistics."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Iterable

from ..domain import PlayerStats
from ..i18n import Translator
from .charts import BidAccuracy, bid_accuracy

MISSING = "–"  # a figure with nothing to count yet (no finished game, no scored round)


@dataclass(frozen=True, slots=True)
class PlayerCard:
    name: str
    games: str  # "games 4 · wins 1 · average 96 · best 150"
    bids: str  # "exact bids 62% · streak 2 (best 5)"
    accuracy: BidAccuracy  # exact / over / under, drawn as a bar


@dataclass(frozen=True, slots=True)
class PlayersView:
    cards: tuple[PlayerCard, ...]
    empty_text: str  # shown when there are no cards ("" otherwise)


def player_card(s: PlayerStats, t: Translator) -> PlayerCard:
    rate = f"{s.exact_rate:.0%}" if s.exact_rate is not None else MISSING
    avg = f"{s.average_total:.0f}" if s.average_total is not None else MISSING
    best = str(s.best_total) if s.best_total is not None else MISSING
    return PlayerCard(
        s.name,
        t("players.line1", games=s.games, wins=s.wins, avg=avg, best=best),
        t("players.line2", rate=rate, streak=s.current_streak, best=s.best_streak),
        bid_accuracy(s, t),
    )


def players_view(stats: Iterable[PlayerStats], t: Translator) -> PlayersView:
    cards = tuple(player_card(s, t) for s in stats)
    return PlayersView(cards, "" if cards else t("players.empty"))
