"""The special cards on the round screen and the setup screen, decided in
plain Python (presenters/cards.py, presenters/setup.py, presenters/entry.py):
offered only when the deck has them and the moment fits."""

from __future__ import annotations

from scorekeeper.domain import BombPlayed, CloudShift, EnterTricks, TrickWon, WerewolfTrump
from scorekeeper.presenters.cards import CardsView, cards_view
from scorekeeper.presenters.entry import TricksPick, entry_view
from scorekeeper.presenters.setup import SetupForm, setup_view

from .helpers import REGISTRY, bid_all, start, t


def anniversary(schedule=(3, 3)):
    return start(preset="anniversary", schedule=schedule)


def test_a_game_without_special_cards_offers_none():
    assert cards_view(bid_all(start(schedule=(3,)), [1, 1, 0]), t) == CardsView()
    assert CardsView().empty


def test_the_werewolf_is_offered_at_the_start_of_a_round_and_then_says_who_chose():
    view = cards_view(anniversary(), t)
    assert view.werewolf == "Werewolf: trump chosen by …" and view.werewolf_seats[2] == (2, "Cleo")
    assert [s for s, _ in view.trumps] == ["red", "yellow", "green", "blue", "none"]
    chosen = cards_view(anniversary().apply(WerewolfTrump(player=2, suit="green")), t)
    assert chosen.werewolf == "" and chosen.werewolf_done == "Werewolf: trump chosen by Cleo"


def test_the_bomb_is_offered_in_play_and_then_says_how_many_tricks_are_taken():
    playing = bid_all(anniversary(), [1, 1, 0])
    assert cards_view(playing, t).bomb == "Bomb played"
    bombed = cards_view(playing.apply(BombPlayed()), t)
    assert bombed.bomb == "" and "Tricks to take this round: 2" in bombed.bomb_done


def test_the_cloud_is_offered_to_the_player_who_just_won_a_trick_with_the_ways_their_bid_may_go():
    playing = bid_all(anniversary(), [0, 3, 1])
    won = cards_view(playing.apply(TrickWon(player=0)), t)
    assert [(c.seat, c.up, c.down) for c in won.clouds] == [(0, "Cloud: Ana +1", "")]  # a bid of 0 only goes up
    ben = cards_view(playing.apply(TrickWon(player=0)).apply(TrickWon(player=1)), t)
    assert [(c.seat, c.up, c.down) for c in ben.clouds] == [(1, "", "Cloud: Ben −1")]  # 3 of 3 only goes down
    shifted = playing.apply(TrickWon(player=0)).apply(CloudShift(player=0, change=1))
    view = cards_view(shifted, t)
    assert view.clouds == () and view.cloud_done == "Cloud: Ana’s bid 0 → 1"


def test_after_direct_entry_the_cloud_is_offered_to_everyone_with_a_trick():
    entered = bid_all(anniversary(), [1, 1, 1]).apply(EnterTricks(tricks=(2, 1, 0)))
    assert [c.seat for c in cards_view(entered, t).clouds] == [0, 1]


def test_the_last_round_says_a_trump_card_is_still_turned():
    last = start(preset="anniversary", schedule=(20,))
    assert cards_view(last, t).last_round.startswith("Special cards are in the deck")
    assert cards_view(anniversary(), t).last_round == ""


def test_direct_entry_shares_out_one_trick_fewer_after_the_bomb():
    game = bid_all(anniversary(), [1, 1, 0]).apply(BombPlayed())
    form = TricksPick.for_round(game.state)
    assert form.cards == 2 and form.fits(game.state)
    assert not TricksPick.start(3, 3).fits(game.state)
    view = entry_view(game.state, form.pick(0, 1).pick(1, 1), t)
    assert view.title == "Tricks taken: 2 in all" and view.can_go_on


def test_the_setup_screen_lists_the_special_cards_and_the_table_picks_them():
    form = SetupForm(preset="anniversary")
    view = setup_view(form, REGISTRY, [], t)
    assert [c for c, _n, chosen in view.cards if chosen] == list(REGISTRY.get("anniversary").special_cards)
    assert ("dragon-fairy", "Dragon and Fairy", True) in view.cards
    fewer = form.toggle_card("witch", tuple(c for c, _n, on in view.cards if on))
    assert "witch" not in setup_view(fewer, REGISTRY, [], t).choice.special_cards
    plain = SetupForm().toggle_card("bomb", ())
    assert setup_view(plain, REGISTRY, [], t).choice.special_cards == ("bomb",)
    assert plain.choose_preset("anniversary").special_cards is None  # a new preset brings its own cards
