"""The independent fixture scorer (tests/fixtures/make_games.py) knows the
evening as it really goes: who is out, who deals, the plan, the adjustments.
Checked against cases worked out by hand from the record contract (issue 30),
so a fixture it writes is the rules' answer, not the engine's."""

from __future__ import annotations

import pytest

from .test_domain_fixtures import load_generator

GEN = load_generator()


def test_the_dealer_passes_over_a_seat_that_is_out_and_a_seat_that_joins_deals_at_once():
    rounds = [{}, {"out": [0]}, {"out": [0]}, {}, {"out": [3]}]
    # round 1: seat 3 deals; round 2: seat 0 is out, so seat 1; round 3: seat 2; round 4: seat 3;
    # round 5: seat 3 is out and seat 0 is back: seat 0 (the first playing seat after seat 3)
    assert GEN.dealers(3, 4, rounds) == [3, 1, 2, 3, 0]
    # seat 2 joins at round 3, right after round 2's dealer: it deals its first round
    assert GEN.dealers(0, 4, [{"out": [2]}, {"out": [2]}, {}]) == [0, 1, 2]


def test_the_first_dealer_must_play_round_1():
    with pytest.raises(AssertionError):
        GEN.dealers(1, 4, [{"out": [1]}])


def test_the_bidding_starts_at_the_first_playing_seat_after_the_dealer_and_ends_with_the_dealer():
    assert GEN.bidding_order(3, 5, [0, 2, 3, 4]) == [4, 0, 2, 3]
    assert GEN.bidding_order(1, 4, [0, 1, 2, 3]) == [2, 3, 0, 1]


def test_a_plan_gives_the_cards_from_its_round_on_and_moves_the_last_round():
    ladder = list(range(1, 21))
    assert GEN.planned(ladder, [{}, {}, {"plan": [3, 20]}]) == [1, 2, 3, 20]
    assert GEN.planned(ladder, [{}, {"plan": [5, 6]}, {}, {}]) == [1, 5, 6]
    assert GEN.planned([1, 2, 3], [{}, {}]) == [1, 2, 3]


def test_the_deck_has_60_cards_plus_the_special_cards_the_dragon_and_fairy_two():
    assert GEN.deck_size([]) == 60
    assert GEN.deck_size(["bomb", "cloud"]) == 62
    assert GEN.deck_size(GEN.ALL_CARDS) == 69


def test_a_seat_out_scores_nothing_and_adjustments_count_after_the_round():
    rounds = [
        {"bids": [1, 0, 0, 0], "tricks": [1, 0, 0, 0]},
        {"out": [1], "bids": [0, None, 2, 0], "tricks": [1, None, 1, 0],
         "adjust": [{"player": 2, "points": -10, "reason": "revoke"}]},
    ]
    # Ana 30 then -10; Ben 20 and out; Cleo 20 then -10 and -10 for the revoke; Dan 20 then 20
    assert GEN.score(["Ana", "Ben", "Cleo", "Dan"], rounds) == {
        "totals": [20, 20, 0, 40], "winners": ["Dan"], "rounds": 2}


def test_an_adjustment_can_tie_the_leaders_and_ties_share_the_win():
    rounds = [{"bids": [1, 0, 0], "tricks": [1, 0, 0], "adjust": [{"player": 1, "points": 10, "reason": "bonus"}]}]
    assert GEN.score(["Ana", "Ben", "Cleo"], rounds)["winners"] == ["Ana", "Ben"]


@pytest.mark.parametrize("rnd", [
    {"out": [1, 2], "bids": [0, None, None, 1], "tricks": [0, None, None, 1]},  # two play
    {"out": [1], "bids": [0, 0, 0, 1], "tricks": [0, None, 0, 1]},  # a bid for a seat that is out
    {"bids": [0, 0, 1], "tricks": [0, 0, 1], "adjust": [{"player": 0, "points": 0, "reason": "x"}]},  # zero points
    {"out": [0], "bids": [None, 0, 0, 1], "tricks": [None, 0, 0, 1],
     "adjust": [{"player": 0, "points": 10, "reason": "x"}]},  # an adjustment for a seat that is out
])
def test_the_scorer_refuses_what_the_record_contract_refuses(rnd):
    with pytest.raises(AssertionError):
        GEN.score(["Ana", "Ben", "Cleo", "Dan"][: len(rnd["bids"])], [rnd])


def test_the_evening_games_cover_a_leave_a_join_a_plan_adjustments_an_early_end_and_a_tie():
    games = {name: game for name, game in GEN.games().items() if name.startswith("evening-")}
    records = [g["record"] for g in games.values()]
    rounds = [r for record in records for r in record["rounds"]]
    assert any("out" in r for r in rounds) and any("plan" in r for r in rounds) and any("adjust" in r for r in rounds)
    assert any(record.get("ended_early") for record in records)
    assert any(len(g["expected"]["winners"]) > 1 for g in games.values())
    joined = [record for record in records if record["rounds"][0].get("out")
              and not set(record["rounds"][0]["out"]) & set(record["rounds"][-1].get("out", []))]
    assert joined, "a seat that joined mid-table"
