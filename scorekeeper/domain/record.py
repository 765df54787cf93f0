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

from pydantic import BaseModel, ConfigDict, Field, StrictInt, StrictStr, ValidationError, create_model

from .actions import Bid, CloseRound, EnterTricks, GameAction, Reveal, SetTrump, Start, Trump
from .errors import RecordError, ScorekeeperError
from .game import Game, GameState
from .rules import BidMode, PresetRegistry, RuleChoice, RuleSet, rules_with
from .text import MAX_RECORD_BYTES, MAX_ROUNDS, excerpt, shown_name
from .variants import VARIANTS, Variant, recording

FORMAT_ID: Final = "wizard-scorekeeper/game@1"


class _CoreRound(BaseModel):
    model_config = ConfigDict(extra="forbid", frozen=True, defer_build=True)

    trump: Trump | None = None
    bids: list[StrictInt | None] | None = None
    tricks: list[StrictInt] | None = None


class _CoreGame(BaseModel):
    model_config = ConfigDict(extra="forbid", frozen=True, defer_build=True)

    format: Literal["wizard-scorekeeper/game@1"]
    players: list[StrictStr] = Field(min_length=3, max_length=6)
    first_dealer: StrictInt = 0
    rules: RuleChoice = RuleChoice()

    def to_json(self) -> dict[str, Any]:
        data = self.model_dump(mode="json")
        data["rules"] = {"preset": self.rules.preset, **self.rules.overrides()}
        fields = [v.record_field for v in recording()]
        for rnd in data["rounds"]:
            for key in fields:  # a variant's field is left out of a record when unset
                if key in rnd and (rnd[key] is None or rnd[key] is False):
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


def _humane(error: Mapping[str, Any]) -> str:
    kind: str = error["type"]
    msg: str = error["msg"]
    if kind == "extra_forbidden":
        return "unknown key (check the spelling)"
    if kind == "missing":
        return "missing"
    if kind == "literal_error" and error["loc"] == ("format",):
        return f"must be {FORMAT_ID!r}"
    return msg[0].lower() + msg[1:] if msg else kind


def _no_duplicate_keys(pairs: list[tuple[str, Any]]) -> dict[str, Any]:
    """A JSON object whose key appears twice is ambiguous (which one counts?):
    refused rather than silently keeping the last."""
    seen: dict[str, Any] = {}
    for key, value in pairs:
        if key in seen:
            raise RecordError(f"the key {excerpt(key)} appears twice in one object; keep one")
        seen[key] = value
    return seen


def parse_record(data: Any) -> GameRecord:
    """Validate a decoded JSON value (or a JSON text) as a game record."""
    if isinstance(data, (str, bytes)) and len(data) > MAX_RECORD_BYTES:
        raise RecordError(f"larger than {MAX_RECORD_BYTES // 1_000_000} MB; a game record is far smaller")
    if isinstance(data, bytes):
        data = data.decode("utf-8-sig", errors="strict") if data.startswith(b"\xef\xbb\xbf") else data
    if isinstance(data, str):
        data = data.removeprefix("\ufeff")  # a byte-order mark (files saved by some Windows editors)
    if isinstance(data, (str, bytes)):
        try:
            data = json.loads(data, object_pairs_hook=_no_duplicate_keys)
        except RecordError:
            raise
        except json.JSONDecodeError as exc:
            raise RecordError(f"not valid JSON: {exc.msg.removesuffix(' at')} at line {exc.lineno}, column {exc.colno}") from exc
        except RecursionError as exc:
            raise RecordError("not valid JSON: nested too deeply") from exc
        except ValueError as exc:  # e.g. a number with more digits than Python converts, bytes not UTF-8
            raise RecordError(f"not valid JSON: {' '.join(str(exc).split())}") from exc
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


def record_actions(record: GameRecord, rules: RuleSet) -> list[GameAction]:
    """The actions that enter ``record`` at the table, in order (``rules``:
    the record's rules resolved, which tell the rounds with hidden bids)."""
    n = len(record.players)
    actions: list[GameAction] = [_start_action(record)]
    last = len(record.rounds)
    for number, rnd in enumerate(record.rounds, start=1):
        dealer = (record.first_dealer + number - 1) % n
        order = [(dealer + 1 + i) % n for i in range(n)]
        reveal = [Reveal()] if rules.round_rules(number).bids is BidMode.HIDDEN else []
        stages = _card_actions(number, rnd, rules)
        if stages["trump"]:
            actions += stages["trump"]
        elif rnd.trump is not None:
            actions.append(SetTrump(suit=rnd.trump))
        bids = rnd.bids
        if bids is not None:
            if len(bids) != n:
                raise RecordError(f"round {number}: {len(bids)} bids for {n} players")
            given = [seat for seat in order if bids[seat] is not None]
            if given != order[: len(given)]:
                missing = next(seat for seat in order if bids[seat] is None)
                raise RecordError(
                    f"round {number}: {record.players[missing]} has no bid, but players after them in the "
                    "bidding order do"
                )
            if len(given) < n and (rnd.tricks is not None or number < last):
                raise RecordError(f"round {number}: {record.players[order[len(given)]]} has no bid")
            actions += [Bid(player=seat, value=bids[seat]) for seat in given]  # type: ignore[arg-type]
        if rnd.tricks is not None:
            if bids is None:
                raise RecordError(f"round {number}: tricks are given but no bids")
            actions += [*reveal, *stages["play"], EnterTricks(tricks=tuple(rnd.tricks)), *stages["scored"]]
        elif number < last:
            raise RecordError(f"round {number}: no tricks, but later rounds follow (only the last round may be unfinished)")
        elif bids is not None and None not in bids:
            actions += [*reveal, *stages["play"]]
        if number < last:
            actions.append(CloseRound())
    return actions


def _card_actions(number: int, rnd: Any, rules: RuleSet) -> dict[str, list[GameAction]]:
    """The actions that replay what the variants recorded in a round, by the
    stage of the round they come at. A variant's card must be in the deck,
    and its round must have what it needs recorded."""
    deck = rules.special_cards
    stages: dict[str, list[GameAction]] = {"trump": [], "play": [], "scored": []}
    used = []
    for variant in recording():
        value = getattr(rnd, variant.record_field or "")  # recording(): the variants with a field
        if value is None or value is False:
            continue
        if variant.id not in deck:
            listed = ", ".join(deck) if deck else "none"
            raise RecordError(
                f"round {number}: {variant.name or variant.id} was played, but it is not in this game's deck "
                f"(rules.special_cards: {listed})"
            )
        used.append((variant, value))
    for variant, value in used:
        problem = variant.record_problem(rnd)
        if problem is not None:
            raise RecordError(f"round {number}: {problem}")
        stages[variant.replay_stage].append(variant.replay(value, rnd))
    return stages


def _start_action(record: GameRecord) -> Start:
    return Start(players=tuple(record.players), first_dealer=record.first_dealer, rules=record.rules)


def game_from_record(record: GameRecord | dict[str, Any] | str, registry: PresetRegistry) -> Game:
    """Replay a record into a :class:`Game`; raises a ScorekeeperError naming
    the round and player of the first problem."""
    if not isinstance(record, _CoreGame):
        record = parse_record(record)
    try:
        game = Game.start(_start_action(record), registry)
    except ScorekeeperError as exc:
        raise RecordError(str(exc)) from exc
    rules = game.state.rules
    if len(record.rounds) > rules.rounds:
        raise RecordError(
            f"the record has {len(record.rounds)} rounds, but the {rules.preset.id} schedule "
            f"for {len(record.players)} players has {rules.rounds}"
        )
    for action in record_actions(record, rules)[1:]:
        game = game.apply(action)
    return game


def _portable_choice(state: GameState, registry: PresetRegistry | None) -> RuleChoice:
    """The table's choice, with the options a record needs to replay the
    same game under today's presets: a game pinned to an older definition of
    its preset (e.g. ``five-rounds`` as five whole-deck rounds) spells out
    what differs (the schedule, uniform bidding rules)."""
    choice = state.rules.choice
    if registry is None:
        return choice
    try:
        today = rules_with(registry.get(choice.preset), choice, len(state.players))
    except ScorekeeperError:
        return choice  # the preset is gone or refuses this table: nothing portable to say
    rules = state.rules
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
        rounds.append(
            round_model(
                trump=rnd.trump,  # type: ignore[arg-type]
                bids=bids,
                tricks=list(rnd.tricks) if scored else None,
                **cards,
            )
        )
    return game_model(
        format=FORMAT_ID,
        players=list(state.players),
        first_dealer=state.first_dealer,
        rules=_portable_choice(state, registry),
        rounds=rounds,
    )
