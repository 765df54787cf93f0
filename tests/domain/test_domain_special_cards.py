"""The anniversary editions' special cards in the engine: the Bomb (a trick
won by nobody), the Cloud (a bid changed by one during play), the Werewolf
(the trump named by its holder), and the deck they make (a trump card in
every round)."""

from __future__ import annotations

import pytest

from scorekeeper.domain import (
    Bid,
    BombPlayed,
    CloseRound,
    CloudChange,
    CloudShift,
    Correct,
    EnterTricks,
    Phase,
    Redo,
    RoundStateError,
    SetTrump,
    SpecialCardError,
    TricksError,
    TrickWon,
    TrumpError,
    Undo,
    WerewolfTrump,
    legal_actions,
    score_sheet,
    tricks_to_win,
)
from scorekeeper.domain.rules import RuleChoice

from .helpers import assert_rejected, bid_all, play_round, start


def anniversary(players: int = 3, schedule=(3, 3, 3), **options):
    return start(players, preset="anniversary", schedule=schedule, **options)


# -- the deck --------------------------------------------------------------------------------


def test_special_cards_turn_a_trump_card_in_every_round_and_keep_the_number_of_rounds():
    plain, special = start(4).state.rules, start(4, preset="anniversary").state.rules
    assert plain.rounds == special.rounds == 15
    assert not plain.trump_card(15) and special.trump_card(15)
    assert all(special.trump_card(n) for n in range(1, 16))


def test_a_table_may_leave_every_special_card_out_and_then_the_last_round_has_no_trump():
    rules = start(4, preset="anniversary", special_cards=()).state.rules
    assert rules.special_cards == () and not rules.trump_card(15)


def test_the_table_s_special_cards_are_kept_in_one_order_and_a_repeat_is_refused():
    assert RuleChoice(special_cards=("witch", "bomb")).special_cards == ("bomb", "witch")
    with pytest.raises(ValueError, match="bomb is listed twice"):
        RuleChoice(special_cards=("bomb", "bomb"))
    with pytest.raises(ValueError):
        RuleChoice(special_cards=("dragon",))  # Dragon and Fairy come in together: one id


def test_a_trump_in_the_last_round_is_accepted_with_special_cards_and_refused_without():
    game = start(3, preset="anniversary", schedule=(20,))
    assert game.apply(SetTrump(suit="red")).state.current.trump == "red"
    assert_rejected(start(3, schedule=(20,)), SetTrump(suit="red"), TrumpError, "round 1", "all 60 cards are dealt")


# -- the Bomb -----------------------------------------------------------------------------------


def test_a_bomb_round_scores_when_the_tricks_add_up_to_one_less_than_the_cards():
    game = bid_all(anniversary(), [1, 1, 0])
    game = game.apply(BombPlayed())
    assert tricks_to_win(game.state) == 2
    game = game.apply(EnterTricks(tricks=(1, 1, 0)))
    rnd = game.state.current
    assert rnd.scored and rnd.mark("bomb") and rnd.points == (30, 30, 20)
    assert rnd.tricks_played + 1 == rnd.cards


def test_a_bomb_round_refuses_tricks_that_add_up_to_the_cards_naming_the_round():
    game = bid_all(anniversary(), [1, 1, 0]).apply(BombPlayed())
    assert_rejected(game, EnterTricks(tricks=(1, 1, 1)), TricksError, "round 1", "Bomb", "2 tricks were taken")


def test_with_the_bomb_the_tally_needs_one_trick_fewer():
    game = bid_all(anniversary(), [1, 0, 1])
    game = game.apply(TrickWon(player=0)).apply(BombPlayed())
    assert game.state.current.tricks_left == 1
    game = game.apply(TrickWon(player=2))
    assert game.state.current.phase is Phase.SCORED
    assert_rejected(game, TrickWon(player=1), TricksError, "round 1", "all 2 tricks", "Bomb")


def test_a_bomb_in_a_one_card_round_scores_the_round_at_once():
    game = bid_all(anniversary(schedule=(1, 2)), [0, 1, 0]).apply(BombPlayed())
    assert game.state.current.points == (20, -10, 20)


def test_the_bomb_is_refused_when_it_is_not_in_the_deck():
    game = bid_all(start(3, schedule=(3, 3)), [1, 1, 0])
    assert_rejected(game, BombPlayed(), SpecialCardError, "round 1", "the Bomb is not in this game's deck")
    no_bomb = bid_all(anniversary(special_cards=("cloud",)), [1, 1, 0])
    assert_rejected(no_bomb, BombPlayed(), SpecialCardError, "round 1", "Bomb")


def test_the_bomb_is_played_once_a_round_after_the_bids_and_before_every_trick_is_counted():
    fresh = anniversary()
    assert_rejected(fresh, BombPlayed(), RoundStateError, "round 1", "after the bids")
    game = bid_all(fresh, [1, 1, 0]).apply(BombPlayed())
    assert_rejected(game, BombPlayed(), SpecialCardError, "round 1", "already played")
    counted = bid_all(fresh, [1, 1, 0]).apply(EnterTricks(tricks=(1, 1, 1)))
    assert_rejected(counted, BombPlayed(), SpecialCardError, "round 1", "none is left to the Bomb")


def test_a_bomb_is_undone_and_redone():
    game = bid_all(anniversary(), [1, 1, 0]).apply(BombPlayed())
    undone = game.apply(Undo())
    assert not undone.state.current.mark("bomb") and tricks_to_win(undone.state) == 3
    assert game.apply(Undo()).apply(Redo()).state.current.mark("bomb")


def test_a_correction_adds_or_takes_out_the_bomb_with_the_tricks():
    game = play_round(anniversary(), [1, 1, 0], [1, 1, 1])
    fixed = game.apply(Correct(round=1, tricks=(1, 1, 0), bomb=True))
    assert fixed.state.rounds[0].mark("bomb") and fixed.state.rounds[0].points == (30, 30, 20)
    assert_rejected(game, Correct(round=1, bomb=True), TricksError, "round 1", "Bomb")
    back = fixed.apply(Correct(round=1, tricks=(1, 1, 1), bomb=False))
    assert not back.state.rounds[0].mark("bomb")
    plain = play_round(start(3, schedule=(3, 3)), [1, 1, 0], [1, 1, 1])
    assert_rejected(plain, Correct(round=1, tricks=(1, 1, 0), bomb=True), SpecialCardError, "round 1", "Bomb")


# -- the Cloud ----------------------------------------------------------------------------------


def test_the_cloud_s_player_is_scored_against_the_changed_bid_and_the_sheet_shows_both():
    game = bid_all(anniversary(), [2, 1, 0])
    game = game.apply(TrickWon(player=0)).apply(CloudShift(player=0, change=-1))
    game = game.apply(TrickWon(player=1)).apply(TrickWon(player=2))
    rnd = game.state.current
    assert rnd.bids == (2, 1, 0) and rnd.final_bids == (1, 1, 0)
    assert rnd.points == (30, 30, -10)
    cell = score_sheet(game.state).rounds[0].cells[0]
    assert (cell.bid, cell.final_bid, cell.change, cell.exact) == (2, 1, -1, True)


def test_a_cloud_bid_of_zero_can_only_go_up_and_no_bid_goes_past_the_cards():
    game = bid_all(anniversary(), [0, 3, 0]).apply(TrickWon(player=0)).apply(TrickWon(player=1))
    assert_rejected(game, CloudShift(player=0, change=-1), SpecialCardError, "round 1", "cannot make it -1")
    assert_rejected(game, CloudShift(player=1, change=1), SpecialCardError, "round 1", "cannot make it 4")
    assert game.apply(CloudShift(player=0, change=1)).state.current.final_bids == (1, 3, 0)


def test_a_cloud_changes_by_one_only_for_a_player_with_a_trick_and_once_a_round():
    game = bid_all(anniversary(), [1, 1, 1]).apply(TrickWon(player=0))
    assert_rejected(game, CloudShift(player=0, change=2), SpecialCardError, "round 1", "+1 or -1, not +2")
    assert_rejected(game, CloudShift(player=1, change=1), SpecialCardError, "round 1", "Ben has taken no trick")
    shifted = game.apply(CloudShift(player=0, change=1))
    assert_rejected(shifted, CloudShift(player=0, change=-1), SpecialCardError, "round 1", "already played")


def test_direct_entry_after_a_cloud_keeps_a_trick_with_its_player():
    game = bid_all(anniversary(), [1, 1, 1]).apply(TrickWon(player=0)).apply(CloudShift(player=0, change=1))
    assert_rejected(game, EnterTricks(tricks=(0, 2, 1)), SpecialCardError, "round 1", "Ana has taken no trick")
    assert game.apply(EnterTricks(tricks=(2, 0, 1))).state.current.points == (40, -10, 30)


def test_a_cloud_is_recorded_after_direct_entry_and_corrected_away():
    game = play_round(anniversary(), [1, 1, 0], [2, 1, 0], close=False).apply(CloudShift(player=0, change=1))
    assert game.state.current.points == (40, 30, 20)
    game = game.apply(CloseRound())
    assert game.apply(Correct(round=1, cloud=False)).state.rounds[0].points == (-10, 30, 20)
    moved = game.apply(Correct(round=1, cloud=CloudChange(player=1, change=1)))
    assert moved.state.rounds[0].points == (-10, -10, 20)
    assert_rejected(game, Correct(round=1, cloud=CloudChange(player=2, change=1)), SpecialCardError,
                    "round 1", "Cleo has taken no trick")


# -- the Werewolf -------------------------------------------------------------------------------


def test_the_werewolf_names_the_trump_and_the_sheet_says_who():
    game = anniversary().apply(WerewolfTrump(player=2, suit="none"))
    rnd = game.state.current
    assert (rnd.trump, rnd.mark("werewolf")) == ("none", 2)
    assert score_sheet(game.state).rounds[0].werewolf == "Cleo"
    assert game.apply(Undo()).state.current.mark("werewolf") is None


def test_the_werewolf_of_an_earlier_round_is_corrected_by_its_number():
    game = play_round(anniversary(), [1, 1, 0], [1, 1, 1])
    fixed = game.apply(WerewolfTrump(player=1, suit="blue", round=1))
    assert (fixed.state.rounds[0].mark("werewolf"), fixed.state.rounds[0].trump) == (1, "blue")
    assert fixed.apply(WerewolfTrump(player=None, suit="blue", round=1)).state.rounds[0].mark("werewolf") is None


def test_the_werewolf_is_refused_when_it_is_not_in_the_deck():
    assert_rejected(start(3), WerewolfTrump(player=0, suit="red"), SpecialCardError, "round 1", "Werewolf")


# -- what the presenters ask ---------------------------------------------------------------------


def test_legal_actions_offer_each_card_only_when_the_deck_has_it_and_the_moment_fits():
    bidding = anniversary()
    kinds = {type(a) for a in legal_actions(bidding.state)}
    assert Bid in kinds and WerewolfTrump in kinds and BombPlayed not in kinds
    playing = bid_all(bidding, [1, 0, 1])
    assert BombPlayed() in legal_actions(playing.state)
    assert not any(isinstance(a, CloudShift) for a in legal_actions(playing.state))  # nobody has a trick yet
    won = playing.apply(TrickWon(player=1))
    assert {a for a in legal_actions(won.state) if isinstance(a, CloudShift)} == {CloudShift(player=1, change=1)}
    plain = bid_all(start(3, schedule=(3, 3)), [1, 0, 1])
    assert not any(isinstance(a, (BombPlayed, CloudShift, WerewolfTrump)) for a in legal_actions(plain.state))


def test_records_of_the_new_actions_read_back():
    from scorekeeper.domain import action_from_json
    for action in (BombPlayed(), CloudShift(player=1, change=-1), WerewolfTrump(player=0, suit="red", round=2),
                   Correct(round=1, bomb=True, cloud=False), Correct(round=1, cloud=CloudChange(player=0, change=1))):
        assert action_from_json(action.to_json()) == action
