"""Rule presets (data files in ``rules/``), table options, and schedules.

A *preset* is a named rule set loaded from a TOML file; the table may
override some of its options (``notequal``, ``bids``, ``foresight``,
``schedule``). :class:`RuleSet` is the resolved combination: it answers
how many cards each round deals and which bidding rules apply in a round.
"""

from __future__ import annotations

import tomllib
from dataclasses import dataclass
from enum import StrEnum
from typing import Iterable, Iterator, Literal

from pydantic import BaseModel, ConfigDict, Field, StrictBool, StrictInt, StrictStr, ValidationError, model_validator

from .errors import PlayerCountError, PresetFileError, ScheduleError, UnknownPresetError
from .text import MAX_ROUNDS, excerpt

DECK_SIZE = 60
MIN_PLAYERS = 3
MAX_PLAYERS = 6


class BidMode(StrEnum):
    OPEN = "open"  # bids announced one by one
    HIDDEN = "hidden"  # collected unseen, all revealed together before play
    SECRET = "secret"  # collected unseen, revealed when the round ends


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


def trump_card_turned(cards: int, players: int) -> bool:
    """A trump card is turned unless the whole deck was dealt."""
    return cards * players < DECK_SIZE


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


class PresetPhase(_Strict):
    """Bidding rules for a stretch of rounds.

    ``first``/``last`` are 1-based round numbers; a negative number counts
    from the end (-1 is the last round). The first phase that covers a round
    sets its rules; fields left out fall back to the preset's defaults.
    """

    first: int
    last: int
    bids: BidMode | None = None
    notequal: bool | None = None

    def covers(self, number: int, total: int) -> bool:
        lo = self.first if self.first > 0 else total + 1 + self.first
        hi = self.last if self.last > 0 else total + 1 + self.last
        return lo <= number <= hi


class Preset(_Strict):
    id: str = Field(pattern=r"^[a-z0-9][a-z0-9-]*$")
    name: str
    description: str
    aliases: tuple[str, ...] = ()
    source: str = ""
    schedule: ScheduleSpec
    notequal: bool = False
    bids: BidMode = BidMode.OPEN
    foresight: bool = False
    phases: tuple[PresetPhase, ...] = ()

    def summary(self) -> str:
        """One line of what the preset sets (for `scorekeeper presets`)."""
        parts = [f"schedule {self.schedule.kind}"]
        if self.schedule.rounds is not None:
            parts[0] += f" x{self.schedule.rounds}"
        parts.append(f"bids {self.bids.value}")
        parts.append("notequal on" if self.notequal else "notequal off")
        if self.foresight:
            parts.append("foresight")
        if self.phases:
            parts.append("rules change by round")
        return ", ".join(parts)


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


class RuleChoice(_Strict):
    """What a table chose: a preset id plus option overrides.

    This is the ``rules`` object of the game record format.
    """

    preset: StrictStr = Field(default="standard", max_length=64)
    notequal: StrictBool | None = None
    bids: BidMode | None = None
    foresight: StrictBool | None = None
    schedule: tuple[StrictInt, ...] | None = Field(default=None, max_length=MAX_ROUNDS)

    def overrides(self) -> dict:
        """The options set explicitly (for a compact record)."""
        return self.model_dump(mode="json", exclude_none=True, exclude={"preset"})


@dataclass(frozen=True, slots=True)
class RoundRules:
    """The bidding rules in force in one round."""

    bids: BidMode
    notequal: bool
    foresight: bool  # the round-1 foresight reminder applies to this round


@dataclass(frozen=True, slots=True)
class RuleSet:
    """A preset resolved with a table's options for a given number of players."""

    preset: Preset
    choice: RuleChoice
    players: int
    schedule: tuple[int, ...]

    @property
    def rounds(self) -> int:
        return len(self.schedule)

    def cards(self, number: int) -> int:
        return self.schedule[number - 1]

    def trump_card(self, number: int) -> bool:
        return trump_card_turned(self.cards(number), self.players)

    def round_rules(self, number: int) -> RoundRules:
        """Bidding rules of round ``number``: the table's explicit options win
        everywhere; otherwise the preset's phases, then its defaults."""
        bids, notequal = self.preset.bids, self.preset.notequal
        for phase in self.preset.phases:
            if phase.covers(number, self.rounds):
                bids = phase.bids if phase.bids is not None else bids
                notequal = phase.notequal if phase.notequal is not None else notequal
                break
        if self.choice.bids is not None:
            bids = self.choice.bids
        if self.choice.notequal is not None:
            notequal = self.choice.notequal
        foresight = self.choice.foresight if self.choice.foresight is not None else self.preset.foresight
        return RoundRules(bids=bids, notequal=notequal, foresight=foresight and number == 1)


def resolve_rules(choice: RuleChoice, players: int, registry: "PresetRegistry") -> RuleSet:
    """Resolve a table's choice into a :class:`RuleSet`, or raise a RulesError."""
    check_player_count(players)
    return rules_with(registry.get(choice.preset), choice, players)


def rules_with(preset: Preset, choice: RuleChoice, players: int) -> RuleSet:
    """The rules of ``preset`` (a definition at hand, e.g. pinned in a saved
    game) with the table's options, for ``players``."""
    check_player_count(players)
    if choice.schedule is not None:
        _check_custom(choice.schedule, players)
        schedule = tuple(choice.schedule)
    else:
        schedule = preset.schedule.cards_for(players, preset.id)
    return RuleSet(preset=preset, choice=choice, players=players, schedule=schedule)


# -- the registry ---------------------------------------------------------------


class PresetRegistry:
    """Presets by id, with aliases (case-insensitive)."""

    def __init__(self, presets: Iterable[Preset]):
        self._by_id: dict[str, Preset] = {}
        self._names: dict[str, str] = {}
        for preset in presets:
            if preset.id in self._by_id:
                raise PresetFileError(f"two presets have the id {preset.id!r}")
            self._by_id[preset.id] = preset
        for preset in self._by_id.values():
            for name in (preset.id, *preset.aliases):
                key = name.casefold()
                if key in self._names and self._names[key] != preset.id:
                    raise PresetFileError(
                        f"the name {name!r} is used by both {self._names[key]} and {preset.id}"
                    )
                self._names[key] = preset.id

    def get(self, name: str) -> Preset:
        preset_id = self._names.get(str(name).strip().casefold())
        if preset_id is None:
            raise UnknownPresetError(
                f"unknown rule preset {excerpt(name)} (known: {', '.join(self.ids())})"
            )
        return self._by_id[preset_id]

    def ids(self) -> list[str]:
        return sorted(self._by_id)

    def __iter__(self) -> Iterator[Preset]:
        return iter(self._by_id[i] for i in self.ids())

    def __len__(self) -> int:
        return len(self._by_id)


def parse_preset(text: str, filename: str) -> Preset:
    """A preset from the text of its TOML file (named ``<id>.toml``).

    Pure: reading the files (where they are, which folders) is the job of
    :mod:`scorekeeper.presets`, at the edge.
    """
    try:
        data = tomllib.loads(text)
    except tomllib.TOMLDecodeError as exc:
        raise PresetFileError(f"preset file {filename}: cannot be read ({exc})") from exc
    try:
        preset = Preset.model_validate(data)
    except ValidationError as exc:
        first = exc.errors()[0]
        where = ".".join(str(p) for p in first["loc"]) or "file"
        raise PresetFileError(f"preset file {filename}: {where}: {first['msg']}") from exc
    if filename != f"{preset.id}.toml":
        raise PresetFileError(f"preset file {filename} declares id {preset.id!r}; name the file {preset.id}.toml")
    return preset
