"""House rules as presets (notequal sparing round 1, scoring numbers) and the
registry of variants a preset names by id."""

from __future__ import annotations

import pytest

from scorekeeper.domain import (
    SPECIAL_CARDS,
    Bid,
    BombPlayed,
    CloudShift,
    NotEqualError,
    PresetFileError,
    Scoring,
    WerewolfTrump,
    round_points,
)
from scorekeeper.domain.rules import parse_preset
from scorekeeper.domain.variants import VARIANTS, owner_of

from .helpers import REGISTRY, assert_rejected, bid_all, play_round, start


def test_notequal_from_round_2_lets_the_dealer_make_the_one_card_bids_add_up():
    game = start(3, preset="notequal-from-round-2")
    game = play_round(game, [1, 0, 0], [1, 0, 0])  # Ana deals round 1 and makes them add up to 1
    assert game.state.rounds[0].points == (30, 20, 20)
    game = game.apply(Bid(player=2, value=1)).apply(Bid(player=0, value=0))
    assert_rejected(game, Bid(player=1, value=1), NotEqualError, "round 2", "Ben deals and may not bid 1")


def test_notequal_from_round_2_is_found_by_its_aliases():
    assert REGISTRY.get("round-1-free").id == REGISTRY.get("notequal-2").id == "notequal-from-round-2"


def test_tricks_always_count_gives_a_missed_bid_10_per_trick_taken():
    game = play_round(start(3, preset="tricks-always-count", schedule=(3, 3)), [2, 0, 0], [1, 2, 0])
    # Ana bid 2 took 1: -10 + 10; Ben bid 0 took 2: -20 + 20; Cleo exact 0: 20
    assert game.state.rounds[0].points == (0, 0, 20)
    assert game.state.rules.preset.scoring == Scoring(missed_per_trick=10)


def test_scoring_numbers_score_exact_and_missed_bids():
    assert [round_points(b, t) for b, t in [(4, 4), (0, 0), (5, 3), (0, 2)]] == [60, 20, -20, -20]
    house = Scoring(exact=10, per_trick=5, per_trick_off=20, missed_per_trick=3)
    assert [round_points(b, t, house) for b, t in [(2, 2), (0, 0), (1, 3), (3, 1)]] == [20, 10, 9 - 40, 3 - 40]
    assert round_points(3, 1, Scoring()) == round_points(3, 1) == -20


def test_a_house_preset_sets_its_scoring_and_special_cards_in_its_file():
    preset = parse_preset('id = "ours"\nname = "Ours"\ndescription = "d"\nspecial_cards = ["cloud", "bomb"]\n'
                          '[schedule]\nkind = "ladder"\n[scoring]\nmissed_per_trick = 5\n', "ours.toml")
    assert preset.special_cards == ("bomb", "cloud") and preset.scoring.missed_per_trick == 5
    assert "special cards bomb cloud" in preset.summary() and "5/trick taken" in preset.summary()
    with pytest.raises(PresetFileError, match="scoring.bonus"):
        parse_preset('id = "x"\nname = "X"\ndescription = "d"\n[schedule]\nkind = "ladder"\n[scoring]\nbonus = 1\n',
                     "x.toml")
    with pytest.raises(PresetFileError, match="special_cards"):
        parse_preset('id = "x"\nname = "X"\ndescription = "d"\nspecial_cards = ["joker"]\n[schedule]\nkind = "ladder"\n',
                     "x.toml")


def test_the_registry_has_a_variant_for_every_card_and_each_action_belongs_to_one():
    assert tuple(VARIANTS) == SPECIAL_CARDS
    assert owner_of(BombPlayed()) == "bomb"
    assert owner_of(CloudShift(player=0, change=1)) == "cloud"
    assert owner_of(WerewolfTrump(player=0, suit="red")) == "werewolf"
    assert owner_of(Bid(player=0, value=0)) is None
    passive = [VARIANTS[c] for c in ("juggler", "dragon-fairy", "shapeshifter", "witch", "vampire")]
    assert all(v.actions == () for v in passive)


def test_a_passive_card_changes_nothing_in_a_round_but_the_trump_card():
    with_juggler = bid_all(start(3, preset="anniversary", special_cards=("juggler",), schedule=(3, 20)), [1, 1, 0])
    rnd = with_juggler.state.current
    assert rnd.tricks_to_win == 3 and rnd.final_bids == rnd.bids
    assert with_juggler.state.rules.trump_card(2)
