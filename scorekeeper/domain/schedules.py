"""Schedules: how many cards each round deals, for 3 to 6 players, from a
preset's description (a ladder, whole-deck rounds, a table by player count)
or a list the table typed in; and whether a round turns a trump card."""

from __future__ import annotations

from typing import Iterable, Literal

from pydantic import BaseModel, ConfigDict, Field, model_validator

from .errors import PlayerCountError, ScheduleError
from .text import MAX_ROUNDS

DECK_SIZE = 60
MIN_PLAYERS = 3
MAX_PLAYERS = 6


def check_player_count(players: int) -> None:
    if not MIN_PLAYERS <= players <= MAX_PLAYERS:
        raise PlayerCountError(
            f"Wizard is played by {MIN_PLAYERS} to {MAX_PLAYERS} players, not {players}",
            code="rules.players", details={"min": MIN_PLAYERS, "max": MAX_PLAYERS, "players": players},
        )


def max_cards(players: int) -> int:
    """Most cards each player can be dealt: the deck split evenly."""
    check_player_count(players)
    return DECK_SIZE // players


def trump_card_turned(cards: int, players: int, special_cards: int = 0) -> bool:
    """A trump card is turned unless the whole deck was dealt (with special
    cards shuffled in, the deck outlasts every round of the schedule)."""
    return cards * players < DECK_SIZE + special_cards


class _Strict(BaseModel):
    model_config = ConfigDict(extra="forbid", frozen=True, defer_build=True)


class ScheduleSpec(_Strict):
    """How a preset derives the card count of every round."""

    kind: Literal["ladder", "full-deck", "table"]
    # full-deck: how many rounds, each dealing the whole deck;
    # ladder: stop after this many rounds (default: until the deck runs out)
    rounds: int | None = Field(default=None, ge=1, le=60)
    # table: explicit card counts per player count (keys "3".."6")
    by_players: dict[int, tuple[int, ...]] | None = None

    @model_validator(mode="after")
    def _fits_kind(self) -> "ScheduleSpec":
        if self.kind == "full-deck" and self.rounds is None:
            raise ValueError("a full-deck schedule needs 'rounds'")
        if self.kind == "table":
            if not self.by_players:
                raise ValueError("a table schedule needs 'by_players'")
            for players, counts in self.by_players.items():
                check_player_count(players)
                _check_custom(counts, players)
        return self

    def cards_for(self, players: int, preset_id: str) -> tuple[int, ...]:
        top = max_cards(players)
        if self.kind == "ladder":
            return tuple(range(1, min(top, self.rounds or top) + 1))
        if self.kind == "full-deck":
            assert self.rounds is not None
            return (top,) * self.rounds
        assert self.by_players is not None
        if players not in self.by_players:
            known = ", ".join(str(p) for p in sorted(self.by_players))
            raise ScheduleError(
                f"the {preset_id} schedule is not defined for {players} players "
                f"(it is for {known} players)",
                code="rules.schedule_players", details={"preset": preset_id, "players": players, "known": known},
            )
        return self.by_players[players]


def _check_custom(counts: Iterable[int], players: int) -> None:
    counts = list(counts)
    if not counts:
        raise ScheduleError("a schedule needs at least one round", code="rules.schedule_empty")
    if len(counts) > MAX_ROUNDS:
        raise ScheduleError(f"a schedule has at most {MAX_ROUNDS} rounds, not {len(counts):,}")
    top = max_cards(players)
    for number, cards in enumerate(counts, start=1):
        if not isinstance(cards, int) or isinstance(cards, bool) or not 1 <= cards <= top:
            raise ScheduleError(
                f"round {number}: {cards} cards each cannot be dealt to {players} players "
                f"(1 to {top} cards, the 60-card deck split {players} ways)",
                round=number, code="rules.schedule_cards", details={"cards": cards, "players": players, "top": top},
            )
