"""The game record format wizard-scorekeeper/game@1."""

from __future__ import annotations

import copy
import json

import pytest

from scorekeeper.domain import (
    FORMAT_ID,
    BidRangeError,
    GameRecord,
    NotEqualError,
    Phase,
    Reveal,
    RoundStateError,
    SetTrump,
    TrickWon,
    TricksError,
    TrumpError,
    game_from_record,
    parse_record,
    record_from_state,
)
from scorekeeper.domain.errors import RecordError, ScorekeeperError

from .helpers import bid_all, play_round, start
from scorekeeper.presets import builtin_registry

REGISTRY = builtin_registry()


def record(players=("Ana", "Ben", "Cleo"), rounds=(), **extra) -> dict:
    data = {"format": FORMAT_ID, "players": list(players), "first_dealer": 0,
            "rules": {"preset": "standard"}, "rounds": [dict(r) for r in rounds]}
    data.update(extra)
    return data


SHORT = record(
    first_dealer=1,
    rules={"preset": "standard", "schedule": [1, 2, 3]},
    rounds=[
        {"trump": "red", "bids": [0, 1, 0], "tricks": [0, 1, 0]},
        {"trump": None, "bids": [1, 0, 2], "tricks": [1, 0, 1]},
        {"trump": "none", "bids": [1, 1, 0], "tricks": [3, 0, 0]},
    ],
)


def test_format_id_is_versioned():
    assert FORMAT_ID == "wizard-scorekeeper/game@1"


def test_a_minimal_record_is_a_new_game_with_the_standard_rules():
    state = game_from_record({"format": FORMAT_ID, "players": ["Ana", "Ben", "Cleo"]}, REGISTRY).state
    assert state.players == ("Ana", "Ben", "Cleo") and state.first_dealer == 0
    assert state.rules.preset.id == "standard" and state.total_rounds == 20
    assert state.current.number == 1 and state.current.phase is Phase.BIDDING


def test_a_whole_record_is_scored_with_lists_in_seat_order():
    state = game_from_record(SHORT, REGISTRY).state
    # round 1: Ben deals; round 2: Cleo; round 3: Ana
    assert [r.dealer for r in state.rounds] == [1, 2, 0]
    assert [r.points for r in state.rounds] == [(20, 30, 20), (30, 20, -10), (-20, -10, 20)]
    assert state.totals == (30, 40, 30)
    assert state.complete and state.winners == (1,)
    assert [r.trump for r in state.rounds] == ["red", None, "none"]


def test_record_accepts_json_text_and_bytes():
    text = json.dumps(SHORT)
    assert game_from_record(text, REGISTRY).state == game_from_record(SHORT, REGISTRY).state
    assert parse_record(text.encode()) == parse_record(SHORT)


def test_import_export_round_trip_is_lossless():
    exported = record_from_state(game_from_record(SHORT, REGISTRY).state).to_json()
    assert exported == SHORT
    assert json.loads(json.dumps(exported)) == SHORT


def test_exported_rules_keep_only_the_options_set():
    data = record(rules={"preset": "amigo-tournament", "notequal": False, "bids": "hidden", "foresight": True,
                         "schedule": [2, 4]})
    assert record_from_state(game_from_record(data, REGISTRY).state).to_json()["rules"] == data["rules"]
    plain = record_from_state(game_from_record(record(), REGISTRY).state).to_json()
    assert plain["rules"] == {"preset": "standard"}


def test_a_game_exported_from_the_engine_reimports_to_the_same_state():
    game = start(4, first_dealer=3, notequal=True, schedule=[2, 3, 1])
    game = play_round(game, [1, 1, 1, 1], [1, 1, 0, 0])
    game = game.apply(SetTrump(suit="blue", round=1)).apply(SetTrump(suit="yellow"))
    for state in (game.state, bid_all(game, [0, 1, 0, 1]).state):
        assert game_from_record(record_from_state(state).to_json(), REGISTRY).state == state


@pytest.mark.parametrize("bids", [[None, None, None], [None, None, 1], [0, None, 1], [2, 1, 0]])
def test_last_round_may_be_unfinished_with_partial_bids_in_bidding_order(bids):
    # round 2: Ben deals, so Cleo bids first, then Ana, then Ben
    data = record(rules={"preset": "standard", "schedule": [1, 2]},
                  rounds=[{"bids": [0, 1, 0], "tricks": [0, 1, 0]}, {"bids": bids, "tricks": None}])
    state = game_from_record(data, REGISTRY).state
    assert state.current.number == 2 and state.current.bids == tuple(bids)
    given = sum(b is not None for b in bids)
    assert state.current.phase is (Phase.PLAYING if given == 3 else Phase.BIDDING)
    assert state.totals == (20, 30, 20) and not state.complete
    assert game_from_record(record_from_state(state).to_json(), REGISTRY).state == state


@pytest.mark.parametrize("last", [{}, {"trump": "green"}, {"bids": None}, {"bids": [1, 0, 0]}])
def test_last_round_may_lack_bids_or_tricks(last):
    data = record(rules={"preset": "standard", "schedule": [1, 2]},
                  rounds=[{"bids": [0, 1, 0], "tricks": [0, 1, 0]}, last])
    state = game_from_record(data, REGISTRY).state
    assert state.current.number == 2 and state.current.points is None


def test_partial_bids_out_of_bidding_order_are_refused_naming_the_missing_player():
    data = record(first_dealer=0, rounds=[{"bids": [None, None, 0]}])  # Ben bids first, then Cleo
    with pytest.raises(RecordError, match="round 1: Ben has no bid"):
        game_from_record(data, REGISTRY)


def test_an_earlier_round_must_be_finished():
    data = record(rounds=[{"bids": [0, 1, 0]}, {}])
    with pytest.raises(RecordError, match="round 1: no tricks"):
        game_from_record(data, REGISTRY)
    data = record(rounds=[{"bids": [None, 1, None], "tricks": None}, {}])
    with pytest.raises(RecordError, match="round 1: Cleo has no bid"):
        game_from_record(data, REGISTRY)


def test_tricks_without_bids_are_refused():
    with pytest.raises(RecordError, match="round 1: tricks are given but no bids"):
        game_from_record(record(rounds=[{"tricks": [1, 0, 0]}]), REGISTRY)


def test_partial_bids_with_tricks_are_refused():
    with pytest.raises(RecordError, match="round 1: Cleo has no bid"):
        game_from_record(record(rounds=[{"bids": [None, 0, None], "tricks": [1, 0, 0]}]), REGISTRY)


def test_bids_for_the_wrong_number_of_players_are_refused():
    with pytest.raises(RecordError, match="round 1: 2 bids for 3 players"):
        game_from_record(record(rounds=[{"bids": [0, 1], "tricks": [1, 0, 0]}]), REGISTRY)


def test_tricks_for_the_wrong_number_of_players_are_refused():
    with pytest.raises(TricksError, match="round 1: 4 trick counts given for 3 players"):
        game_from_record(record(rounds=[{"bids": [0, 1, 0], "tricks": [1, 0, 0, 0]}]), REGISTRY)


def test_more_rounds_than_the_schedule_are_refused():
    rounds = [{"bids": [0, 0, 0], "tricks": [1, 0, 0]}] * 3
    with pytest.raises(RecordError, match="3 rounds, but the standard schedule for 3 players has 2"):
        game_from_record(record(rules={"preset": "standard", "schedule": [1, 1]}, rounds=rounds), REGISTRY)


def test_an_illegal_bid_in_a_record_is_refused_with_round_and_player():
    with pytest.raises(BidRangeError, match="round 2: Cleo may not bid 3"):
        game_from_record(record(rounds=[{"bids": [0, 0, 0], "tricks": [1, 0, 0]},
                                        {"bids": [0, 0, 3], "tricks": [1, 1, 0]}]), REGISTRY)


def test_a_record_breaking_notequal_is_refused_naming_the_dealer():
    data = record(first_dealer=0, rules={"preset": "standard", "notequal": True, "schedule": [1, 2, 3]},
                  rounds=[{"bids": [0, 0, 0], "tricks": [1, 0, 0]},
                          {"bids": [1, 0, 0], "tricks": [1, 1, 0]},
                          {"bids": [1, 1, 1], "tricks": [1, 1, 1]}])
    with pytest.raises(NotEqualError) as info:
        game_from_record(data, REGISTRY)
    assert str(info.value) == "round 3: Cleo deals and may not bid 1 under notequal (bids would add up to 3)"


def test_hidden_bids_in_a_record_that_add_up_under_notequal_are_refused():
    data = record(rules={"preset": "standard", "bids": "hidden", "notequal": True, "schedule": [1, 2]},
                  rounds=[{"bids": [1, 0, 0], "tricks": [1, 0, 0]}])
    with pytest.raises(RoundStateError, match="round 1: Ana .*must change their bid"):
        game_from_record(data, REGISTRY)


def test_hidden_rounds_in_a_record_are_revealed_on_import():
    data = record(rules={"preset": "dm-mixed", "schedule": [2, 2]},
                  rounds=[{"bids": [1, 1, 0], "tricks": [1, 1, 0]}, {"bids": [0, 0, 0]}])
    state = game_from_record(data, REGISTRY).state
    assert state.rounds[0].revealed and state.rounds[0].points == (30, 30, 20)
    assert state.current.phase is Phase.PLAYING and state.current.revealed


def test_hidden_notequal_last_round_adding_up_reimports_awaiting_the_dealers_change():
    data = record(rules={"preset": "standard", "bids": "hidden", "notequal": True, "schedule": [2]},
                  rounds=[{"bids": [1, 1, 0]}])
    state = game_from_record(data, REGISTRY).state
    assert state.current.phase is Phase.REBID and state.current.to_bid == 0


def test_tricks_not_adding_up_are_refused():
    with pytest.raises(TricksError, match="round 1: tricks add up to 2, but 1 trick was played"):
        game_from_record(record(rounds=[{"bids": [0, 0, 0], "tricks": [1, 1, 0]}]), REGISTRY)


def test_trump_in_a_record_is_checked_against_the_round():
    with pytest.raises(TrumpError, match="round 1"):
        game_from_record(record(rules={"preset": "standard", "schedule": [20]}, rounds=[{"trump": "red"}]), REGISTRY)
    state = game_from_record(record(rules={"preset": "standard", "schedule": [20]}, rounds=[{"trump": "none"}]), REGISTRY).state
    assert state.current.trump == "none"


# -- schema errors: what and where --------------------------------------------------------


def broken(path: list, value) -> dict:
    data = copy.deepcopy(SHORT)
    target = data
    for key in path[:-1]:
        target = target[key]
    if value is KeyError:
        del target[path[-1]]
    else:
        target[path[-1]] = value
    return data


@pytest.mark.parametrize("data, fragments", [
    (broken(["format"], KeyError), ["format", "missing"]),
    (broken(["format"], "wizard-scorekeeper/game@2"), ["format", FORMAT_ID]),
    (broken(["colour"], "red"), ["colour", "unknown key"]),
    (broken(["rules", "house"], True), ["rules.house", "unknown key"]),
    (broken(["rounds", 1, "score"], [1, 2, 3]), ["round 2", "score", "unknown key"]),
    (broken(["rules", "bids"], "loud"), ["rules.bids"]),
    (broken(["rules", "notequal"], "yes"), ["rules.notequal"]),
    (broken(["rounds", 0, "trump"], "wizard"), ["round 1", "trump"]),
    (broken(["rounds", 1, "bids", 2], "two"), ["round 2", "Cleo's bid"]),
    (broken(["rounds", 2, "tricks", 0], 1.5), ["round 3", "Ana's tricks"]),
    (broken(["rounds", 2, "tricks", 1], None), ["round 3", "Ben's tricks"]),
    (broken(["players"], ["Ana", "Ben"]), ["players"]),
    (broken(["players"], ["A", "B", "C", "D", "E", "F", "G"]), ["players"]),
    (broken(["players", 1], 7), ["players[1]"]),
    (broken(["first_dealer"], "Ana"), ["first_dealer"]),
    (broken(["rounds"], {"1": {}}), ["rounds"]),
])
def test_schema_errors_say_what_and_where(data, fragments):
    with pytest.raises(RecordError) as info:
        game_from_record(data, REGISTRY)
    message = str(info.value)
    for fragment in fragments:
        assert fragment in message, message
    assert "\n" not in message


@pytest.mark.parametrize("data, fragment", [
    (broken(["players"], ["Ana", "Ben", "Ana"]), "seat 3: Ana"),
    (broken(["players"], ["Ana", "", "Cleo"]), "seat 2"),
    (broken(["first_dealer"], 3), "first dealer"),
    (broken(["rules", "preset"], "bridge"), "unknown rule preset 'bridge'"),
    (broken(["rules", "schedule"], [1, 21]), "round 2: 21 cards"),
    (record(players=["A", "B", "C", "D", "E", "F"], rules={"preset": "amigo-tournament"}), "not defined for 6 players"),
])
def test_setup_errors_in_a_record_are_record_errors(data, fragment):
    with pytest.raises(RecordError, match=fragment):
        game_from_record(data, REGISTRY)


@pytest.mark.parametrize("text", ["", "{", "[1, 2]", "42", '"game"', "{'format': 1}"])
def test_text_that_is_not_a_json_object_is_refused(text):
    with pytest.raises(RecordError):
        parse_record(text)


def test_record_errors_are_scorekeeper_value_errors():
    assert issubclass(RecordError, ScorekeeperError) and issubclass(RecordError, ValueError)
    assert GameRecord.model_config["extra"] == "forbid"


# -- what the format cannot express (documented) --------------------------------------------


def test_a_partial_trick_tally_is_not_part_of_the_record():
    game = bid_all(start(3, schedule=[3]), [1, 1, 1]).apply(TrickWon(player=0))
    exported = record_from_state(game.state).to_json()
    assert exported["rounds"][0]["tricks"] is None and exported["rounds"][0]["bids"] == [1, 1, 1]
    reimported = game_from_record(exported, REGISTRY).state
    assert reimported.current.tricks == (0, 0, 0)
    assert reimported != game.state
    assert reimported == bid_all(start(3, schedule=[3]), [1, 1, 1]).state


def test_hidden_bids_awaiting_reveal_reimport_revealed():
    """The format has no 'revealed' flag: a last round whose hidden bids are
    all in re-imports as revealed (the same state as after Reveal)."""
    game = bid_all(start(3, bids="hidden", schedule=[2]), [1, 0, 0])
    assert game.state.current.phase is Phase.REVEAL
    reimported = game_from_record(record_from_state(game.state).to_json(), REGISTRY).state
    assert reimported == game.apply(Reveal()).state


@pytest.mark.parametrize("text, fragment", [
    ("[" * 100_000, "nested too deeply"),
    ('{"format": "wizard-scorekeeper/game@1", "players": ["A", "B", "C"], "first_dealer": ' + "9" * 5000 + "}",
     "digits"),
    (b'{"format": "\xff"}', "not valid JSON"),
], ids=["deep-nesting", "huge-number", "not-utf8"])
def test_pathological_json_is_a_record_error_not_a_crash(text, fragment):
    """Regression: deep nesting raised RecursionError and a 5000-digit number a
    bare ValueError, both escaping as tracebacks from `scorekeeper sheet`."""
    with pytest.raises(RecordError) as info:
        parse_record(text)
    assert fragment in str(info.value) and "not valid JSON" in str(info.value)


def test_a_record_saved_with_a_byte_order_mark_is_read():
    text = "\ufeff" + json.dumps({"format": "wizard-scorekeeper/game@1", "players": ["Ana", "Ben", "Cleo"]})
    assert parse_record(text).players == ["Ana", "Ben", "Cleo"]
    assert parse_record(text.encode("utf-8")).players == ["Ana", "Ben", "Cleo"]
