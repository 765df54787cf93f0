"""Replaying a game record (:mod:`.record`) at the table: the actions that
enter it, round by round, in the order a table would have entered them.

Who plays a round is the record's ``out``: a player missing from round 1
is seated later by a :class:`TableChange` (a join, at their place in seat
order), one who stops playing leaves, one who starts again comes back; a
round's ``plan`` comes with the change that opens it. The dealer follows
the rule of the contract (the first seat after the last dealer that plays).
"""

from __future__ import annotations

from typing import Any

from .actions import (Adjust, Bid, CloseRound, EndGame, EnterTricks, GameAction, JoinSeat, Reveal, SetTrump, Start,
                      TableChange)
from .errors import RecordError, ScorekeeperError
from .game import Game
from .record import GameRecord, _CoreGame, parse_record
from .rules import BidMode, PresetRegistry, RuleSet
from .state import next_playing
from .text import shown_name
from .variants import recording


def _outs(record: GameRecord) -> list[frozenset[int]]:
    """Each round's seats out (record indices), checked: real seats, 3 to 6 playing."""
    total = len(record.players)
    outs = []
    for number, rnd in enumerate(record.rounds, start=1):
        out = list(rnd.out or ())
        for seat in out:
            if not 0 <= seat < total:
                raise RecordError(f"round {number}: out: there is no seat {seat} (seats 0 to {total - 1})")
        if len(set(out)) != len(out):
            raise RecordError(f"round {number}: out lists a seat twice")
        playing = total - len(out)
        if playing < 3:
            raise RecordError(f"round {number}: only {playing} players play; at least 3 must")
        if playing > 6:
            raise RecordError(f"round {number}: {playing} players play; at most 6 play a round (list the others in out)")
        outs.append(frozenset(out))
    return outs


def _start_seats(record: GameRecord, outs: list[frozenset[int]]) -> list[int]:
    """The record's seats that play round 1 (everyone, in a record with no rounds)."""
    first_out = outs[0] if outs else frozenset()
    names = record.players
    for seat in range(len(names)):
        if all(seat in out for out in outs) and outs:
            raise RecordError(f"{shown_name(names[seat])} is listed among the players but plays no round")
    if record.first_dealer in first_out:
        raise RecordError(f"round 1: the first dealer, {shown_name(names[record.first_dealer])}, "
                          "does not play round 1 (listed in out)")
    return [s for s in range(len(names)) if s not in first_out]


def _table_change(number: int, prev: frozenset[int], out: frozenset[int], seated: list[int],
                  record: GameRecord, plan: list[int] | None) -> TableChange | None:
    """The change of the table that round ``number`` begins with (``seated``: the
    record's seats at the table so far, in order; updated for the joins)."""
    leave = tuple(seated.index(s) for s in sorted(out - prev) if s in seated)
    rejoin = tuple(seated.index(s) for s in sorted(prev - out) if s in seated)
    joins = []
    for seat in range(len(record.players)):
        if seat not in out and seat not in seated:
            place = sum(1 for s in seated if s < seat)
            seated.insert(place, seat)
            joins.append(JoinSeat(name=record.players[seat], seat=place))
    if not (leave or rejoin or joins) and plan is None:
        return None
    return TableChange(leave=leave, rejoin=rejoin, join=tuple(joins), plan=tuple(plan) if plan is not None else None)


def _to_seat(action: GameAction, seated: list[int], number: int, record: GameRecord) -> GameAction:
    """A variant's replayed action with its ``player`` (a record seat) as the table's seat."""
    player = getattr(action, "player", None)
    if not isinstance(player, int) or seated == list(range(len(record.players))):
        return action
    if player not in seated:
        raise RecordError(f"round {number}: {type(action).__name__}: seat {player} does not play this round")
    return action.model_copy(update={"player": seated.index(player)})


def record_actions(record: GameRecord, rules: RuleSet) -> list[GameAction]:
    """The actions that enter ``record`` at the table, in order (``rules``:
    the record's rules resolved, which tell the rounds with hidden bids)."""
    total = len(record.players)
    names = record.players
    outs = _outs(record)
    seated = _start_seats(record, outs)
    actions: list[GameAction] = [_start_action(record, seated)]
    last = len(record.rounds)
    dealer = record.first_dealer
    for number, rnd in enumerate(record.rounds, start=1):
        out = outs[number - 1]
        change = _table_change(number, outs[number - 2] if number > 1 else outs[0], out, seated, record, rnd.plan)
        if change is not None:
            actions.append(change)
        if number > 1:  # the first seat after the last dealer that plays this round
            dealer = next_playing(dealer, total, tuple(out))
        order = [s for step in range(1, total + 1) if (s := (dealer + step) % total) not in out]
        seat_of = {s: i for i, s in enumerate(seated)}
        reveal = [Reveal()] if rules.round_rules(number).bids is BidMode.HIDDEN else []
        stages = _card_actions(number, rnd, rules)
        stages = {k: [_to_seat(a, seated, number, record) for a in v] for k, v in stages.items()}
        if stages["trump"]:
            actions += stages["trump"]
        elif rnd.trump is not None:
            actions.append(SetTrump(suit=rnd.trump))
        bids = rnd.bids
        if bids is not None:
            if len(bids) != total:
                raise RecordError(f"round {number}: {len(bids)} bids for {total} players")
            for seat in out:
                if bids[seat] is not None:
                    raise RecordError(f"round {number}: {shown_name(names[seat])} sits this round out (out) "
                                      "but has a bid")
            given = [seat for seat in order if bids[seat] is not None]
            if given != order[: len(given)]:
                missing = next(seat for seat in order if bids[seat] is None)
                raise RecordError(
                    f"round {number}: {shown_name(names[missing])} has no bid, but players after them in the "
                    "bidding order do"
                )
            if len(given) < len(order) and (rnd.tricks is not None or number < last):
                raise RecordError(f"round {number}: {shown_name(names[order[len(given)]])} has no bid")
            actions += [Bid(player=seat_of[seat], value=bids[seat]) for seat in given]  # type: ignore[arg-type]
        if rnd.tricks is not None:
            if bids is None:
                raise RecordError(f"round {number}: tricks are given but no bids")
            counted = len(rnd.tricks) == total  # else refused by the engine, which says how many
            for seat, t in enumerate(rnd.tricks if counted else ()):
                if seat in out and t is not None:
                    raise RecordError(f"round {number}: {shown_name(names[seat])} sits this round out (out) "
                                      "but has tricks")
                if seat not in out and t is None:
                    raise RecordError(f"round {number}: {shown_name(names[seat])}'s tricks are missing")
            tricks = tuple(rnd.tricks[s] or 0 for s in seated) if counted else tuple(t or 0 for t in rnd.tricks)
            actions += [*reveal, *stages["play"], EnterTricks(tricks=tricks), *stages["scored"]]
        elif number < last:
            raise RecordError(f"round {number}: no tricks, but later rounds follow (only the last round may be unfinished)")
        elif bids is not None and all(bids[s] is not None for s in order):
            actions += [*reveal, *stages["play"]]
        for adj in rnd.adjust or ():
            if not 0 <= adj.player < total:
                raise RecordError(f"round {number}: adjust: there is no seat {adj.player} (seats 0 to {total - 1})")
            if adj.player not in seat_of:
                raise RecordError(f"round {number}: adjust: {shown_name(names[adj.player])} does not play this round")
            actions.append(Adjust(player=seat_of[adj.player], points=adj.points, reason=adj.reason))
        if number < last:
            actions.append(CloseRound())
    if record.ended_early:
        actions.append(EndGame())
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


def _start_action(record: GameRecord, seated: list[int] | None = None) -> Start:
    """The start of the game: the record's players who play round 1 (``seated``; default all)."""
    if seated is None or len(seated) == len(record.players):
        return Start(players=tuple(record.players), first_dealer=record.first_dealer, rules=record.rules)
    return Start(players=tuple(record.players[s] for s in seated), first_dealer=seated.index(record.first_dealer),
                 rules=record.rules)


def game_from_record(record: GameRecord | dict[str, Any] | str, registry: PresetRegistry) -> Game:
    """Replay a record into a :class:`Game`; raises a ScorekeeperError naming
    the round and player of the first problem."""
    if not isinstance(record, _CoreGame):
        record = parse_record(record)
    outs = _outs(record)
    try:
        game = Game.start(_start_action(record, _start_seats(record, outs)), registry)
    except ScorekeeperError as exc:
        raise RecordError(str(exc)) from exc
    rules = game.state.rules
    total, planned_at = rules.rounds, 0
    for number, rnd in enumerate(record.rounds, start=1):
        if rnd.plan is not None:
            total, planned_at = number - 1 + len(rnd.plan), number
        if number > total and planned_at:
            raise RecordError(f"round {number}: the plan set at round {planned_at} ends the game after round {total}")
    if len(record.rounds) > total:
        raise RecordError(
            f"the record has {len(record.rounds)} rounds, but the {rules.preset.id} schedule "
            f"for {len(game.state.players)} players has {rules.rounds}"
        )
    for action in record_actions(record, rules)[1:]:
        game = game.apply(action)
    return game
