"""What a screen reader hears for the controls outside the round: every
button says what it does and for whom, every sheet cell whose numbers it
holds (decided without a browser)."""

from __future__ import annotations

from scorekeeper.domain import Bid, BidMode, CloseRound, TrickWon
from scorekeeper.presenters.history import RowAction, history_view
from scorekeeper.presenters.labels import choice_name, dismiss_label
from scorekeeper.presenters.setup import SetupForm, setup_view
from scorekeeper.presenters.sheet import Fix, sheet_view, stepper_label
from scorekeeper.i18n import translator

from .helpers import REGISTRY, bid_all, start, t
from .test_list_presenters import listed


def test_a_choice_is_read_out_with_its_value():
    assert choice_name("Rule preset", "Standard", t) == "Rule preset: Standard"
    assert choice_name("Préréglage", "Standard", translator("fr")) == "Préréglage : Standard"


def test_a_banners_close_button_says_it_closes_the_message_in_every_language():
    assert dismiss_label(t) == "Close this message"
    assert dismiss_label(translator("de")) == "Diese Meldung schließen"


def test_each_history_button_names_the_game_it_acts_on():
    row = history_view([listed("g1", finished=False)], False, t).rows[0]
    game = "the game of 1 May 2024, 20:15 with Ana, Ben and Cleo"
    assert row.label(RowAction.VIEW) == f"View {game}"
    assert row.label(RowAction.CONTINUE) == f"Continue {game}"
    assert row.label(RowAction.EXPORT) == f"Export or share {game}"
    assert row.label(RowAction.DELETE) == "Move the game of 1 May 2024, 20:15 with Ana, Ben and Cleo to the trash"
    trashed = history_view([listed("g1", finished=False, trashed=True)], True, t).rows[0]
    assert trashed.label(RowAction.RESTORE) == f"Restore {game}"
    assert trashed.label(RowAction.DELETE) == ""  # not offered there


def test_each_dealer_button_says_whose_seat_it_is():
    form = SetupForm()
    for name in ("Ana", "Ben", "Cleo"):
        form = form.add_player(t, name)
    seats = setup_view(form, REGISTRY, (), t).seats
    assert [s.dealer_name for s in seats] == ["Ana: Deals first", "Ben: Deal first", "Cleo: Deal first"]


def test_a_scored_cell_is_read_with_round_player_bid_tricks_points_and_total():
    game = bid_all(start(schedule=(1, 1)), [0, 1, 0]).apply(TrickWon(player=0)).apply(CloseRound())
    game = bid_all(game, [0, 0, 1]).apply(TrickWon(player=2))
    rows = sheet_view(game.state, True, t).rows
    assert [c.label for c in rows[0].cells] == [
        "Round 1, Ana: bid 0, won 1, -10 points, total -10",
        "Round 1, Ben: bid 1, won 0, -10 points, total -10",
        "Round 1, Cleo: bid 0, won 0, +20 points, total 20",
    ]
    assert rows[1].cells[2].label == "Round 2, Cleo: bid 1, won 1, +30 points, total 50"


def test_a_cell_before_scoring_says_the_bid_or_that_there_is_none_yet():
    game = start(schedule=(2, 2)).apply(Bid(player=1, value=2))
    row = sheet_view(game.state, True, t).rows[0]
    assert [c.label for c in row.cells] == ["Round 1, Ana: no bid yet", "Round 1, Ben: bid 2", "Round 1, Cleo: no bid yet"]


def test_a_covered_bid_stays_covered_when_read_out():
    game = start(schedule=(1, 1), bids=BidMode.HIDDEN).apply(Bid(player=1, value=1))
    cell = sheet_view(game.state, True, t).rows[0].cells[1]
    assert cell.label == "Round 1, Ben: bid not shown yet" and "1" not in cell.label.replace("Round 1", "")


def test_the_round_column_says_round_and_cards_in_words():
    view = sheet_view(start(schedule=(1, 3)).state, True, t)
    assert view.rounds_header == "Round (cards)"
    assert [r.label for r in view.rows] == ["Round 1, 1 card"]
    assert sheet_view(start(schedule=(1, 3)).state, True, translator("pl")).rows[0].label == "Runda 1, 1 karta"


def test_a_correction_button_says_whose_number_which_round_and_which_way():
    assert stepper_label(Fix.BID, "Ben", 3, 1, t) == "Ben's bid in round 3: one more"
    assert stepper_label(Fix.BID, "Ben", 3, -1, t) == "Ben's bid in round 3: one less"
    assert stepper_label(Fix.TRICKS, "Ana", 2, -1, t) == "Ana's tricks in round 2: one less"
    assert stepper_label(Fix.TRICKS, "Ana", 2, 1, translator("es")) == "Bazas de Ana en la ronda 2: una más"
