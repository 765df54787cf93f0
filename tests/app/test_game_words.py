"""Words a player reads on the game screen (issue 28): the round's number
and count never cut from the title, an undo that says where it goes, a bid
line that counts one trick, and the correction dialog's sentences."""

from __future__ import annotations

import pytest

from scorekeeper.domain import CloseRound, CloudShift, EnterTricks, TrickWon, Undo
from scorekeeper.i18n import LANGUAGES, translator
from scorekeeper.presenters.errors import error_text
from scorekeeper.presenters.game import (TITLE_PX_PER_CHAR, game_title, sheet_toggle_label, title_room,
                                         undo_label, undo_name)
from scorekeeper.presenters.round import round_view
from scorekeeper.presenters.sheet import CorrectionForm, Fix, card_words, correction_view

from .helpers import bid_all, start, t


@pytest.mark.parametrize("language", LANGUAGES)
def test_beside_the_table_icon_at_360_px_the_title_keeps_the_round_number_and_the_count(language):
    tr = translator(language)
    game = start(schedule=(1,) * 12 + (2,) * 8)
    for _ in range(11):  # round 12 of 20: two digits each
        game = bid_all(game, [1, 1, 1]).apply(TrickWon(player=0)).apply(CloseRound())
    title, caption, name = game_title(game.state, tr, bar_width=360, icons=2)
    assert "12" in title and "20" in title, title
    assert len(title) * TITLE_PX_PER_CHAR <= title_room(360, 2, sheet_toggle_label(tr, False))  # drawn whole
    assert name == tr("game.round_of", n=12, total=20)  # a screen reader hears the words
    assert caption == ("" if title == name else tr("game.round_caption"))


def test_with_room_in_the_bar_the_title_is_the_whole_words():
    assert game_title(start().state, t, bar_width=600, icons=2) == ("Round 1 of 20", "", "Round 1 of 20")
    german = game_title(start().state, translator("de"), bar_width=360, icons=2)
    assert german == ("1/20", "Runde", "Runde 1 von 20")


def scored_and_dealt(schedule=(1, 1)):
    return bid_all(start(schedule=schedule), [1, 1, 0]).apply(TrickWon(player=0)).apply(CloseRound())


def test_undo_of_the_next_round_says_it_goes_back_to_the_round_before():
    game = scored_and_dealt()
    assert undo_label(t, game) == "Back to round 1" and undo_name(t, game) == "Back to round 1"
    assert undo_label(t, game.apply(Undo()), redo=True) == "On to round 2"
    assert undo_label(translator("sr"), game) == "Назад на 1. рунду"
    for language in LANGUAGES:
        label = undo_label(translator(language), game)
        assert "1" in label and translator(language)("action.close") not in label, label


def test_bids_that_add_up_to_one_card_say_one_trick():
    playing = bid_all(start(schedule=(1, 1)), [1, 0, 0])
    assert round_view(playing.state, t).bid_balance == "Bids add up to the one trick to win"
    two = bid_all(start(schedule=(2, 2)), [1, 0, 1])
    assert round_view(two.state, t).bid_balance == "Bids add up to the 2 tricks to win"


def three_cards_scored():
    return bid_all(start(schedule=(3, 3)), [1, 1, 0]).apply(EnterTricks(tricks=(1, 1, 1))).apply(CloseRound())


def test_the_correction_dialog_says_what_is_wrong_in_a_players_sentence():
    game = three_cards_scored()
    wrong = CorrectionForm.of_round(game.state, 1).bump(Fix.TRICKS, 2, 1)
    view = correction_view(game, wrong, t)
    assert view.problem == "The tricks taken add up to 4, but this round had 3 tricks." and not view.can_save
    for language in LANGUAGES:
        tr = translator(language)
        problem = correction_view(game, wrong, tr).problem
        assert problem.endswith(".") and problem[0].isupper() and "4" in problem and "3" in problem, problem
        assert not problem.lower().startswith(tr("game.round_caption").lower()), problem  # the title names the round


def test_the_command_line_keeps_its_one_line_error():
    game = three_cards_scored()
    wrong = CorrectionForm.of_round(game.state, 1).bump(Fix.TRICKS, 2, 1)
    with pytest.raises(ValueError) as refused:
        game.apply(wrong.action)
    assert error_text(refused.value, t) == "round 1: tricks add up to 4, but 3 tricks were played"


def test_the_cloud_button_says_in_words_that_nobody_has_the_cloud():
    game = bid_all(start(preset="anniversary", schedule=(3, 3)), [1, 1, 0]).apply(EnterTricks(tricks=(2, 1, 0)))
    game = game.apply(CloudShift(player=0, change=1)).apply(CloseRound())
    form = CorrectionForm.of_round(game.state, 1)
    for language in LANGUAGES:
        tr = translator(language)
        shown, said = card_words(form, "cloud", 1, "Ben", tr)
        assert shown == tr("fix.cloud_none") and any(c.isalpha() for c in shown) and "Ben" in said
