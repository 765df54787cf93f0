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


def offer(view, card):
    """The variant's control in the view (None: not offered)."""
    return next((o for o in view.offers if o.variant == card), None)


def done(view, card):
    """What the variant did, as the round screen says it ("": nothing)."""
    return dict(view.done).get(card, "")


def clouds(view):
    """The Cloud's choice: (seat, the +1 button's words, the -1 button's) a line ("": not offered)."""
    cloud = offer(view, "cloud")
    if cloud is None:
        return []
    out = []
    for line in cloud.choice.lines:
        words = {p.tag.rsplit("-", 1)[1]: p.label for p in line.picks}
        out.append((int(line.key.split("-")[1]), words.get("up", ""), words.get("down", "")))
    return out


def test_a_game_without_special_cards_offers_none():
    assert cards_view(bid_all(start(schedule=(3,)), [1, 1, 0]), t) == CardsView()
    assert CardsView().empty


def test_the_werewolf_is_offered_at_the_start_of_a_round_and_then_says_who_chose():
    view = cards_view(anniversary(), t)
    werewolf = offer(view, "werewolf")
    who = werewolf.choice.lines[0].picks
    assert werewolf.label == "Werewolf: trump chosen by …" and (who[2].tag, who[2].label) == ("werewolf-2", "Cleo")
    assert [p.suit for p in who[2].then.lines[0].picks] == ["red", "yellow", "green", "blue", "none"]
    chosen = cards_view(anniversary().apply(WerewolfTrump(player=2, suit="green")), t)
    assert offer(chosen, "werewolf") is None and done(chosen, "werewolf") == "Werewolf: trump chosen by Cleo"


def test_the_bomb_is_offered_in_play_and_then_says_how_many_tricks_are_taken():
    playing = bid_all(anniversary(), [1, 1, 0])
    assert offer(cards_view(playing, t), "bomb").label == "Bomb played"
    bombed = cards_view(playing.apply(BombPlayed()), t)
    assert offer(bombed, "bomb") is None and "Tricks to take this round: 2" in done(bombed, "bomb")


def test_the_cloud_is_offered_to_every_player_who_has_won_a_trick_this_round_with_the_ways_their_bid_may_go():
    playing = bid_all(anniversary(), [0, 3, 1])
    won = cards_view(playing.apply(TrickWon(player=0)), t)
    assert clouds(won) == [(0, "Cloud: Ana +1", "")]  # a bid of 0 only goes up
    # Ben won the latest trick, but the Cloud's may have been Ana's earlier one (the scorer taps after the fact)
    ben = cards_view(playing.apply(TrickWon(player=0)).apply(TrickWon(player=1)), t)
    assert clouds(ben) == [(0, "Cloud: Ana +1", ""), (1, "", "Cloud: Ben −1")]  # 3 of 3 only goes down
    assert 2 not in [seat for seat, _, _ in clouds(ben)]  # Cleo has won no trick: not hers
    shifted = playing.apply(TrickWon(player=0)).apply(CloudShift(player=0, change=1))
    view = cards_view(shifted, t)
    assert offer(view, "cloud") is None and done(view, "cloud") == "Cloud: Ana’s bid went from 0 to 1"


def test_the_cloud_is_still_offered_once_the_round_is_scored_by_its_last_trick():
    scored = bid_all(anniversary(), [1, 1, 1]).apply(TrickWon(player=0)).apply(TrickWon(player=2)) \
        .apply(TrickWon(player=2))
    assert scored.state.current.scored
    assert [seat for seat, _, _ in clouds(cards_view(scored, t))] == [0, 2]


def test_the_engine_refuses_the_cloud_for_a_player_without_a_trick_and_says_why():
    import pytest

    from scorekeeper.domain import SpecialCardError

    playing = bid_all(anniversary(), [0, 3, 1]).apply(TrickWon(player=0)).apply(TrickWon(player=1))
    with pytest.raises(SpecialCardError, match="Cleo has taken no trick, so cannot have won the Cloud's trick"):
        playing.apply(CloudShift(player=2, change=1))


def test_after_direct_entry_the_cloud_is_offered_to_everyone_with_a_trick():
    entered = bid_all(anniversary(), [1, 1, 1]).apply(EnterTricks(tricks=(2, 1, 0)))
    assert [seat for seat, _, _ in clouds(cards_view(entered, t))] == [0, 1]


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


def test_under_secret_bids_the_cloud_asks_who_in_the_open_and_which_way_behind_that_players_cover():
    game = bid_all(start(preset="anniversary", schedule=(3, 3), bids="secret"), [0, 1, 1]).apply(TrickWon(player=0))
    cloud = offer(cards_view(game, t), "cloud")
    who = cloud.choice.lines[0].picks
    # in the open: only who won the Cloud's trick, no way and no action (the table sees nothing of the bid)
    assert [(p.tag, p.label, p.action) for p in who] == [("cloud-0", "Ana", None)]
    own = who[0].then
    assert (own.cover, own.ready) == ("Ana", "I am Ana: change my bid")  # the pass-the-phone cover first
    # behind it, Ana alone sees her bid and only the ways it may go (0 only goes up)
    assert own.hint == "Ana, your bid: 0. The Cloud changes it by one:"
    assert [(p.label, p.action) for p in own.lines[0].picks] == [("Cloud: Ana +1", CloudShift(player=0, change=1))]
    open_ = bid_all(anniversary(), [0, 1, 1]).apply(TrickWon(player=0))
    assert [(seat, bool(up), bool(down)) for seat, up, down in clouds(cards_view(open_, t))] == [(0, True, False)]
    assert offer(cards_view(open_, t), "cloud").choice.lines[0].picks[0].then is None  # open bids: no cover


def test_a_correction_form_toggles_the_bomb_only_when_the_deck_has_it():
    from scorekeeper.domain import CloseRound
    from scorekeeper.presenters.sheet import CorrectionForm, correction_view

    game = bid_all(anniversary(), [1, 1, 0]).apply(EnterTricks(tricks=(1, 1, 1))).apply(CloseRound())
    form = CorrectionForm.of_round(game.state, 1)
    assert form.card("bomb") is False
    bombed = form.tap("bomb")
    assert "Bomb" in correction_view(game, bombed, t).problem  # the tricks still add up to 3
    from scorekeeper.presenters.sheet import Fix
    fixed = bombed.bump(Fix.TRICKS, 2, -1)
    assert correction_view(game, fixed, t).can_save
    assert game.apply(fixed.action).state.rounds[0].mark("bomb")
    plain = bid_all(start(schedule=(3, 3)), [1, 1, 0]).apply(EnterTricks(tricks=(1, 1, 1))).apply(CloseRound())
    assert CorrectionForm.of_round(plain.state, 1).card("bomb") is None
    assert CorrectionForm.of_round(plain.state, 1).tap("bomb").card("bomb") is None


def test_a_correction_form_moves_or_takes_away_the_cloud():
    from scorekeeper.domain import CloseRound, CloudShift
    from scorekeeper.presenters.sheet import CorrectionForm, card_words, correction_view

    game = bid_all(anniversary(), [1, 1, 0]).apply(EnterTricks(tricks=(2, 1, 0)))
    game = game.apply(CloudShift(player=0, change=1)).apply(CloseRound())
    form = CorrectionForm.of_round(game.state, 1)
    assert form.card("cloud") == (0, 1) and card_words(form, "cloud", 0, "Ana", t) == ("+1", "Cloud: Ana +1")
    assert card_words(form, "cloud", 1, "Ben", t) == ("No Cloud", "Cloud: not Ben")
    down = form.tap("cloud", 0)
    assert down.card("cloud") == (0, -1) and correction_view(game, down, t).can_save
    assert game.apply(down.action).state.rounds[0].points == (-20, 30, 20)  # Ana scored against 0, took 2
    gone = down.tap("cloud", 0)
    assert gone.card("cloud") is None and game.apply(gone.action).state.rounds[0].mark("cloud") is None
    to_cleo = form.tap("cloud", 2)  # Cleo took no trick: the game says why
    assert to_cleo.card("cloud") == (2, 1) and "Cleo took no trick" in correction_view(game, to_cleo, t).problem
    plain = bid_all(start(schedule=(3, 3)), [1, 1, 0]).apply(EnterTricks(tricks=(1, 1, 1))).apply(CloseRound())
    fixed = CorrectionForm.of_round(plain.state, 1)
    assert fixed.fixes("seat") == () and fixed.tap("cloud", 0) == fixed and fixed.action.cloud is None


def test_the_sheet_lists_what_the_special_cards_did_under_the_table():
    from scorekeeper.domain import CloseRound
    from scorekeeper.presenters.sheet import sheet_view

    game = anniversary().apply(WerewolfTrump(player=2, suit="red"))
    game = bid_all(game, [1, 1, 0]).apply(TrickWon(player=0)).apply(CloudShift(player=0, change=1))
    game = game.apply(BombPlayed()).apply(TrickWon(player=0)).apply(CloseRound())
    view = sheet_view(game.state, True, t)
    assert view.card_notes == ("Round 1: the Bomb’s trick went to nobody; Cloud: Ana’s bid went from 1 to 2; "
                               "Werewolf: trump chosen by Cleo",)
    assert "the Bomb’s trick went to nobody" in view.rows[0].label
    assert sheet_view(bid_all(start(schedule=(3,)), [1, 1, 0]).state, True, t).card_notes == ()


def test_the_bid_line_counts_the_bid_the_cloud_changed():
    """Cleo's bid of 1 became 2: her row says 2, so the line under the rows
    counts 2 too (not "Bids total 1 ... 1 too few")."""
    from scorekeeper.presenters.round import round_view
    playing = bid_all(start(preset="anniversary", schedule=(2, 3)), [0, 0, 1])
    before = round_view(playing.state, t)
    assert before.bid_balance == "Bids total 1 with 2 to win: 1 too few"
    shifted = playing.apply(TrickWon(player=2)).apply(CloudShift(player=2, change=1))
    view = round_view(shifted.state, t)
    assert [line.bid for line in view.lines] == ["0", "0", "2"]
    assert view.bid_balance == "Bids add up to the 2 tricks to win"


def test_a_secret_bid_the_cloud_changed_stays_covered_in_the_bid_line():
    from scorekeeper.presenters.round import round_view
    playing = bid_all(start(preset="anniversary", bids="secret", schedule=(2, 3)), [0, 0, 1])
    shifted = playing.apply(TrickWon(player=2)).apply(CloudShift(player=2, change=1))
    view = round_view(shifted.state, t)
    assert view.bid_balance == "" and [line.bid for line in view.lines] == ["?", "?", "?"]
