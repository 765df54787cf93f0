"""Rule presets (data files in ``rules/``), table options, and the rules of a round.

A *preset* is a named rule set loaded from a TOML file; the table may
override some of its options (``notequal``, ``bids``, ``foresight``,
``schedule``, ``special_cards``). A preset also sets the scoring numbers
(:class:`.scoring.Scoring`). :class:`RuleSet` is the resolved combination: it answers
how many cards each round deals and which bidding rules apply in a round.
"""

from __future__ import annotations

import tomllib
from dataclasses import dataclass
from enum import StrEnum
from typing import Any, Iterable, Iterator

from pydantic import (
    BaseModel, ConfigDict, Field, StrictBool, StrictInt, StrictStr, ValidationError, field_validator,
)

from .cards import SpecialCard, deck_size, in_order
from .errors import PresetFileError, UnknownPresetError
from .schedules import (  # part of this module's API since before they moved (re-exported: ``as``)
    DECK_SIZE as DECK_SIZE,
    MAX_PLAYERS as MAX_PLAYERS,
    MIN_PLAYERS as MIN_PLAYERS,
    ScheduleSpec,
    _check_custom,
    check_player_count as check_player_count,
    max_cards as max_cards,
    trump_card_turned as trump_card_turned,
)
from .scoring import STANDARD_SCORING, Scoring
from .text import MAX_ROUNDS, excerpt


class BidMode(StrEnum):
    OPEN = "open"  # bids announced one by one
    HIDDEN = "hidden"  # collected unseen, all revealed together before play
    SECRET = "secret"  # collected unseen, revealed when the round ends


def _no_repeats(cards: tuple[str, ...] | None) -> tuple[str, ...] | None:
    if cards is None:
        return None
    for card in cards:
        if cards.count(card) > 1:
            raise ValueError(f"{card} is listed twice")
    return in_order(cards)


class _Strict(BaseModel):
    model_config = ConfigDict(extra="forbid", frozen=True, defer_build=True)


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
    special_cards: tuple[SpecialCard, ...] = ()  # shuffled in unless the table chooses otherwise
    scoring: Scoring = STANDARD_SCORING

    @field_validator("special_cards")
    @classmethod
    def _cards_once(cls, value: tuple[str, ...] | None) -> tuple[str, ...] | None:
        return _no_repeats(value)

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
        if self.special_cards:
            parts.append("special cards " + " ".join(self.special_cards))
        if not self.scoring.standard:
            parts.append("scoring " + self.scoring.summary())
        return ", ".join(parts)


class RuleChoice(_Strict):
    """What a table chose: a preset id plus option overrides.

    This is the ``rules`` object of the game record format.
    """

    preset: StrictStr = Field(default="standard", max_length=64)
    notequal: StrictBool | None = None
    bids: BidMode | None = None
    foresight: StrictBool | None = None
    schedule: tuple[StrictInt, ...] | None = Field(default=None, max_length=MAX_ROUNDS)
    # the anniversary editions' cards in the deck (absent: the preset's; empty: none)
    special_cards: tuple[SpecialCard, ...] | None = Field(default=None, max_length=8)

    @field_validator("special_cards")
    @classmethod
    def _cards_once(cls, value: tuple[str, ...] | None) -> tuple[str, ...] | None:
        return _no_repeats(value)

    def overrides(self) -> dict[str, Any]:
        """The options set explicitly (for a compact record)."""
        return self.model_dump(mode="json", exclude_none=True, exclude={"preset"})


@dataclass(frozen=True, slots=True)
class RoundRules:
    """The bidding rules in force in one round."""

    bids: BidMode
    notequal: bool
    foresight: bool  # the round-1 foresight reminder applies to this round
    special_cards: tuple[str, ...] = ()  # in the deck (ids of .cards)
    scoring: Scoring | None = None  # None: the original numbers (scored on the fast path)

    def has(self, card: str) -> bool:
        return card in self.special_cards


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

    @property
    def special_cards(self) -> tuple[str, ...]:
        """The special cards in the deck: the table's choice, else the preset's."""
        chosen = self.choice.special_cards
        return tuple(chosen) if chosen is not None else tuple(self.preset.special_cards)

    def trump_card(self, number: int) -> bool:
        return trump_card_turned(self.cards(number), self.players, deck_size(self.special_cards) - DECK_SIZE)

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
        return RoundRules(bids=bids, notequal=notequal, foresight=foresight and number == 1,
                          special_cards=self.special_cards,
                          scoring=None if self.preset.scoring == STANDARD_SCORING else self.preset.scoring)


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
