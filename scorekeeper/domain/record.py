"""The game record format ``wizard-scorekeeper/game@1`` (a public contract).

A record lists the players in seat order, the first dealer, the rules and
the rounds in order (bids and tricks in SEAT order). Importing a record
replays it through the engine, so a record is accepted exactly when the
same game could have been entered at the table.

The anniversary editions' special cards are optional fields: the deck's
cards in ``rules.special_cards``, and per round the field of each variant
that records something (``Variant.record_field``; see :mod:`.variants`). A
record without them reads and scores as before.
"""

from __future__ import annotations

import json
from typing import TYPE_CHECKING, Any, Final, Literal, Mapping, cast

from pydantic import BaseModel, ConfigDict, Field, StrictBool, StrictInt, StrictStr, ValidationError, create_model

from .actions import Trump
from .changes import MAX_SEATED
from .errors import RecordError, ScorekeeperError
from .game import GameState
from .record_text import read_record_text
from .rules import PresetRegistry, RuleChoice, RuleSet, rules_with
from .text import MAX_ROUNDS, excerpt, shown_name
from .variants import VARIANTS, Variant, recording

FORMAT_ID: Final = "wizard-scorekeeper/game@1"


class AdjustRecord(BaseModel):
    """Points added to a seat's total after the round is scored, and why."""

    model_config = ConfigDict(extra="forbid", frozen=True, defer_build=True)

    player: StrictInt
    points: StrictInt
    reason: StrictStr = ""


class _CoreRound(BaseModel):
    model_config = ConfigDict(extra="forbid", frozen=True, defer_build=True)

    trump: Trump | None = None
    bids: list[StrictInt | None] | None = None
    tricks: list[StrictInt | None] | None = None
    # the evening as it goes (all optional): the seats that sit this round out,
    # the card counts from this round on, the adjustments after it
    out: list[StrictInt] | None = Field(default=None, max_length=MAX_SEATED)
    plan: list[StrictInt] | None = Field(default=None, max_length=MAX_ROUNDS)
    adjust: list[AdjustRecord] | None = Field(default=None, max_length=64)


_OPTIONAL_ROUND_FIELDS = ("out", "plan", "adjust")


class _CoreGame(BaseModel):
    model_config = ConfigDict(extra="forbid", frozen=True, defer_build=True)

    format: Literal["wizard-scorekeeper/game@1"]
    players: list[StrictStr] = Field(min_length=3, max_length=MAX_SEATED)
    first_dealer: StrictInt = 0
    rules: RuleChoice = RuleChoice()
    ended_early: StrictBool = False

    def to_json(self) -> dict[str, Any]:
        data = self.model_dump(mode="json")
        data["rules"] = {"preset": self.rules.preset, **self.rules.overrides()}
        if not data["ended_early"]:
            del data["ended_early"]  # old records unchanged
        fields = [v.record_field for v in recording()]
        for rnd in data["rounds"]:
            for key in fields:  # a variant's field is left out of a record when unset
                if key in rnd and (rnd[key] is None or rnd[key] is False):
                    del rnd[key]
            for key in _OPTIONAL_ROUND_FIELDS:
                if rnd.get(key) is None:
                    del rnd[key]
        return data


def _models(variants: tuple[Variant, ...]) -> tuple[type[RoundRecord], type[GameRecord]]:
    """A record's round (the core's fields, then each recording variant's,
    optional) and the record itself."""
    fields: dict[str, Any] = {field: (v.record_type | None, None) for v in variants if (field := v.record_field)}
    round_model = create_model("RoundRecord", __base__=_CoreRound, __module__=__name__, **fields)
    game_model = create_model("GameRecord", __base__=_CoreGame, __module__=__name__,
                              rounds=(list[round_model], Field(default=[], max_length=MAX_ROUNDS)))
    return cast("type[RoundRecord]", round_model), cast("type[GameRecord]", game_model)


_BUILT_IN = recording()
if TYPE_CHECKING:  # what the models built below are, for type checkers (the variants' fields are optional extras)
    class RoundRecord(_CoreRound):
        pass

    class GameRecord(_CoreGame):
        rounds: list[RoundRecord]
else:
    RoundRecord, GameRecord = _models(_BUILT_IN)


def record_models() -> tuple[type[RoundRecord], type[GameRecord]]:
    """(RoundRecord, GameRecord) for the variants registered now: the
    module's own unless a variant was registered since (see ``variants.registered``)."""
    now = recording()
    return (RoundRecord, GameRecord) if now == _BUILT_IN else _models(now)


def _where(loc: tuple[int | str, ...], players: Any) -> str:
    """('rounds', 2, 'bids', 1) -> "round 3, Ben's bid"."""
    parts: list[str] = []
    items = list(loc)
    if len(items) >= 2 and items[0] == "rounds" and isinstance(items[1], int):
        parts.append(f"round {items[1] + 1}")
        items = items[2:]
        if (
            len(items) == 2 and items[0] in ("bids", "tricks") and isinstance(items[1], int)
            and isinstance(players, list) and 0 <= items[1] < len(players) and isinstance(players[items[1]], str)
        ):
            what = "bid" if items[0] == "bids" else "tricks"
            parts.append(f"{shown_name(players[items[1]])}'s {what}")
            items = []
    rest = ""
    for item in items:
        rest += f"[{item}]" if isinstance(item, int) else (f".{item}" if rest else str(item))
    if rest:
        parts.append(rest)
    return ", ".join(parts) or "record"


# what a value of the wrong kind must be, in a player's words (pydantic's error types)
_KINDS: Final = {
    "int_type": "a whole number", "int_parsing": "a whole number", "int_from_float": "a whole number",
    "string_type": "text in quotes", "bool_type": "true or false", "bool_parsing": "true or false",
    "list_type": "a list [...]", "dict_type": "an object {...}", "model_type": "an object {...}",
    "model_attributes_type": "an object {...}",
}


def _length(error: Mapping[str, Any]) -> str:
    """A list too short or too long, said as what it is: players, rounds, entries."""
    ctx, loc = error.get("ctx") or {}, tuple(error["loc"])
    actual = ctx.get("actual_length", "more")
    if loc == ("players",):
        if error["type"] == "too_short":
            return f"Wizard is played by 3 to 6 players, not {actual}"
        return f"at most {MAX_SEATED} players sit at one table (6 play each round), not {actual}"
    if error["type"] == "too_short":
        return f"needs at least {ctx.get('min_length')}, not {actual}"
    what = "rounds" if loc == ("rounds",) else "entries"
    return f"at most {ctx.get('max_length')} {what}, not {actual}"


def _humane(error: Mapping[str, Any]) -> str:
    """One of pydantic's refusals in a player's words (the place is said by :func:`_where`)."""
    kind: str = error["type"]
    msg: str = error["msg"]
    given = error.get("input")
    if isinstance(given, str):
        shown = excerpt(given)
    elif isinstance(given, (int, float, bool)) or given is None:
        shown = json.dumps(given)[:40]  # as the record wrote it: 5, 2.5, true, null
    else:
        shown = "a list" if isinstance(given, list) else "an object" if isinstance(given, dict) else type(given).__name__
    if kind == "extra_forbidden":
        return "unknown key (check the spelling)"
    if kind == "missing":
        return "missing"
    if kind == "literal_error" and error["loc"] == ("format",):
        return f"must be {FORMAT_ID!r}"
    if kind in ("too_short", "too_long"):
        return _length(error)
    if kind in _KINDS:
        if kind == "string_type" and error["loc"][:1] == ("players",):
            return f"a name must be text in quotes, not {shown}"
        return f"must be {_KINDS[kind]}, not {shown}"
    if msg.startswith("Input should be "):  # a choice: "must be 'red', 'yellow', ... or 'none', not 'purple'"
        return f"must be {msg.removeprefix('Input should be ')}, not {shown}"
    msg = msg.removeprefix("Value error, ")
    return msg[0].lower() + msg[1:] if msg else kind


def parse_record(data: Any) -> GameRecord:
    """Validate a decoded JSON value (or a JSON text) as a game record."""
    if isinstance(data, (str, bytes)):
        data = read_record_text(data)  # the one reader of a record's text (a file, a link)
    if not isinstance(data, dict):
        raise RecordError("a game record is a JSON object")
    try:
        return record_models()[1].model_validate(data)
    except ValidationError as exc:
        first = exc.errors()[0]
        more = exc.error_count() - 1
        suffix = f" (and {more} more problem{'s' if more > 1 else ''})" if more else ""
        raise RecordError(f"{_where(tuple(first['loc']), data.get('players'))}: {_humane(first)}{suffix}") from exc
    except ScorekeeperError as exc:  # raised inside a validator
        raise RecordError(str(exc)) from exc


def _portable_choice(state: GameState, registry: PresetRegistry | None) -> RuleChoice:
    """The table's choice, with the options a record needs to replay the
    same game under today's presets: a game pinned to an older definition of
    its preset (e.g. ``five-rounds`` as five whole-deck rounds) spells out
    what differs (the schedule, uniform bidding rules)."""
    rules = state.first_rules  # a change of the plan is the rounds' (``plan``), not the rules'
    choice = rules.choice
    if registry is None:
        return choice
    try:
        today = rules_with(registry.get(choice.preset), choice, rules.players)
    except ScorekeeperError:
        return choice  # the preset is gone or refuses this table: nothing portable to say
    update: dict[str, Any] = {}
    if today.schedule != rules.schedule:
        update["schedule"] = rules.schedule
    if today.special_cards != rules.special_cards:
        update["special_cards"] = rules.special_cards
    modes = {rules.round_rules(n) for n in range(1, rules.rounds + 1)}
    if len(modes) == 1:
        (mode,) = modes
        moved = RuleSet(preset=today.preset, choice=choice.model_copy(update=update), players=today.players,
                        schedule=rules.schedule)
        if any(moved.round_rules(n).bids != mode.bids for n in range(1, rules.rounds + 1)):
            update["bids"] = mode.bids
        if any(moved.round_rules(n).notequal != mode.notequal for n in range(1, rules.rounds + 1)):
            update["notequal"] = mode.notequal
    return choice.model_copy(update=update) if update else choice


def record_from_state(state: GameState, registry: PresetRegistry | None = None) -> GameRecord:
    """The record of a game state. A trick tally still in progress is not part
    of the format and is left out (the round's tricks are null; what a variant
    recorded in it is kept as its ``to_record`` says). With
    ``registry``, a game pinned to an older preset definition is recorded so
    it replays the same under today's presets (see :func:`_portable_choice`)."""
    round_model, game_model = record_models()
    rounds = []
    for rnd in state.rounds:
        bids: list[int | None] | None = list(rnd.bids) if any(b is not None for b in rnd.bids) else None
        scored = rnd.scored
        cards = {VARIANTS[vid].record_field: VARIANTS[vid].to_record(mark, scored) for vid, mark in rnd.marks
                 if VARIANTS[vid].record_field is not None}
        out = rnd.out
        rounds.append(
            round_model(
                trump=rnd.trump,  # type: ignore[arg-type]
                bids=bids,
                tricks=[None if s in out else t for s, t in enumerate(rnd.tricks)] if scored else None,
                out=list(out) if out else None,
                plan=list(rnd.plan) if rnd.plan is not None else None,
                adjust=[AdjustRecord(player=a.player, points=a.points, reason=a.reason) for a in rnd.adjust] or None,
                **cards,
            )
        )
    return game_model(
        format=FORMAT_ID,
        players=list(state.players),
        first_dealer=state.first_dealer,
        rules=_portable_choice(state, registry),
        rounds=rounds,
        ended_early=state.ended_early,
    )


# replaying a record (its own module: what each field becomes at the table)
from .record_replay import game_from_record, record_actions  # noqa: E402

__all__ = ["FORMAT_ID", "AdjustRecord", "GameRecord", "RoundRecord", "game_from_record", "parse_record",
           "record_actions", "record_from_state", "record_models"]
