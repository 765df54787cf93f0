"""The new-game screen: seat editing as a value, and what the form shows."""

from __future__ import annotations

import random

import pytest

from scorekeeper.domain import BidMode, RuleChoice
from scorekeeper.presenters.setup import (
    Seating,
    SeatingError,
    SeatRefusal,
    SetupForm,
    parse_schedule,
    setup_view,
)

from .helpers import REGISTRY, t

ABC = Seating(("Ana", "Ben", "Cleo"))


def seated(*names: str, dealer: int = 0) -> Seating:
    return Seating(tuple(names), dealer)


# -- seats --------------------------------------------------------------------


def test_a_name_takes_the_next_seat_tidied_up():
    assert Seating().add("  Ana \t Maria ").players == ("Ana Maria",)
    assert ABC.add("Dan").players == ("Ana", "Ben", "Cleo", "Dan")


def test_two_spellings_of_one_name_are_refused_as_one_player():
    table = seated("Zoë")  # composed form
    with pytest.raises(SeatingError) as caught:
        table.add("ZOE\u0308")  # upper case, decomposed
    assert caught.value.refusal is SeatRefusal.DUPLICATE
    assert table.refusal("zoë ") is SeatRefusal.DUPLICATE
    assert table.refusal("Zoe") is None


def test_a_seventh_player_and_an_empty_name_are_refused():
    full = seated("A", "B", "C", "D", "E", "F")
    assert full.refusal("G") is SeatRefusal.FULL
    assert Seating().refusal("   ") is SeatRefusal.EMPTY


def test_removing_a_seat_before_the_dealer_keeps_the_same_dealer():
    table = seated("Ana", "Ben", "Cleo", "Dan", dealer=2).remove(0)
    assert table.players == ("Ben", "Cleo", "Dan") and table.players[table.dealer] == "Cleo"


def test_removing_a_seat_after_the_dealer_leaves_the_dealer_alone():
    assert seated("Ana", "Ben", "Cleo", dealer=1).remove(2).dealer == 1


def test_when_the_dealer_leaves_the_next_seat_deals_or_the_first_after_the_last():
    table = seated("Ana", "Ben", "Cleo", dealer=1).remove(1)
    assert table.players[table.dealer] == "Cleo"
    assert seated("Ana", "Ben", "Cleo", dealer=2).remove(2).dealer == 0


def test_moving_a_seat_carries_the_dealer_along_and_swaps_the_neighbour():
    table = seated("Ana", "Ben", "Cleo", dealer=1).move(1, -1)
    assert table.players == ("Ben", "Ana", "Cleo") and table.dealer == 0
    table = seated("Ana", "Ben", "Cleo", dealer=0).move(1, -1)
    assert table.players == ("Ben", "Ana", "Cleo") and table.players[table.dealer] == "Ana"


def test_moving_off_either_end_changes_nothing():
    assert ABC.move(0, -1) == ABC and ABC.move(2, 1) == ABC


def test_the_dealer_can_be_chosen_or_drawn_at_random():
    assert ABC.set_dealer(2).dealer == 2
    with pytest.raises(ValueError):
        ABC.set_dealer(3)
    drawn = {ABC.random_dealer(random.Random(seed)).dealer for seed in range(40)}
    assert drawn == {0, 1, 2}


def test_seat_edits_return_new_values_and_leave_the_old_one_alone():
    before = ABC
    after = before.add("Dan").move(3, -1).remove(0)
    assert before == Seating(("Ana", "Ben", "Cleo")) and after.players == ("Ben", "Dan", "Cleo")


# -- the form -----------------------------------------------------------------


def test_adding_the_typed_name_clears_the_field_and_the_problem():
    form = SetupForm(name="Ana", problem="old")
    added = form.add_player(t)
    assert added.seating.players == ("Ana",) and added.name == "" and added.problem == ""


def test_a_refused_name_says_why_and_keeps_what_was_typed():
    form = SetupForm(seating=ABC, name="ben")
    refused = form.add_player(t)
    # said by the name field, where the player is looking (not in the banner at the foot of the form)
    assert refused.seat_problem == "ben is already at the table; give each player a different name."
    assert refused.problem == ""
    assert refused.name == "ben" and refused.seating == ABC
    full = SetupForm(seating=seated("A", "B", "C", "D", "E", "F")).add_player(t, "G")
    assert full.seat_problem == "Wizard is played by at most 6 players."
    assert refused.type_name("bea").seat_problem == ""  # typing on: the old word goes


def test_an_empty_name_is_ignored_without_a_word():
    form = SetupForm(name="  ", problem="kept")
    assert form.add_player(t) == form


def test_a_roster_suggestion_is_seated_without_touching_the_typed_name():
    form = SetupForm(name="Da").add_player(t, "Dan")
    assert form.seating.players == ("Dan",) and form.name == ""


def test_a_new_preset_brings_its_own_notequal_default():
    form = SetupForm(notequal=False).choose_preset("amigo-tournament")
    assert form.notequal is None
    assert setup_view(form, REGISTRY, [], t).notequal is True


def test_choosing_bids_stores_the_mode():
    assert SetupForm().choose_bids("secret").bids is BidMode.SECRET
    assert SetupForm().choose_bids(None).bids is None


# -- what the screen shows ----------------------------------------------------


def test_the_schedule_preview_appears_once_three_players_sit():
    two = SetupForm(seating=seated("Ana", "Ben"))
    assert setup_view(two, REGISTRY, [], t).preview == ""
    three = SetupForm(seating=ABC, schedule_text="1, 2, 3")
    assert setup_view(three, REGISTRY, [], t).preview == "3 rounds, cards per round: 1, 2, 3"


def test_start_is_refused_with_too_few_players():
    view = setup_view(SetupForm(seating=seated("Ana", "Ben")), REGISTRY, [], t)
    assert view.start_refusal == "Add at least 3 players to start."
    assert view.problem == ""  # said only when start is tapped


def test_a_bad_schedule_is_shown_once_there_are_enough_players():
    few = setup_view(SetupForm(seating=seated("Ana"), schedule_text="1, x"), REGISTRY, [], t)
    assert few.problem == ""
    enough = setup_view(SetupForm(seating=ABC, schedule_text="1, x"), REGISTRY, [], t)
    assert enough.problem == enough.start_refusal == "Custom deal sizes must be whole numbers separated by commas."


def test_a_schedule_the_deck_cannot_deal_refuses_the_start():
    view = setup_view(SetupForm(seating=ABC, schedule_text="21"), REGISTRY, [], t)
    assert "21 cards each cannot be dealt" in view.start_refusal and view.preview == ""


def test_a_ready_table_starts_with_the_chosen_rules():
    form = SetupForm(seating=ABC, notequal=True, bids=BidMode.HIDDEN, foresight=True, schedule_text="1 2")
    view = setup_view(form, REGISTRY, [], t)
    assert view.start_refusal == "" and view.problem == ""
    assert view.choice == RuleChoice(preset="standard", notequal=True, bids=BidMode.HIDDEN, foresight=True,
                                     schedule=(1, 2))


def test_options_left_alone_show_the_presets_defaults():
    view = setup_view(SetupForm(preset="dm-mixed"), REGISTRY, [], t)
    assert view.bids is BidMode.OPEN and view.notequal is False
    assert view.bids_hint == "Open: each player announces their bid in turn."
    assert view.choice == RuleChoice(preset="dm-mixed")
    assert [m for m, _label in view.bid_modes] == list(BidMode)


def test_seat_rows_mark_the_dealer_and_the_first_seat_cannot_move_up():
    view = setup_view(SetupForm(seating=seated("Ana", "Ben", dealer=1)), REGISTRY, [], t)
    assert [(r.name, r.is_dealer, r.dealer_label, r.can_move_up) for r in view.seats] == [
        ("Ana", False, "Deal first", False),
        ("Ben", True, "Deals first", True),
    ]
    assert view.can_pick_random_dealer


def test_suggestions_leave_out_seated_players_and_follow_what_is_typed():
    roster = ["Ana", "ben", "Bea", "Cleo", *(f"Extra {i}" for i in range(10))]
    form = SetupForm(seating=seated("Ben"))
    assert setup_view(form, REGISTRY, roster, t).suggestions == ("Ana", "Bea", "Cleo", *(f"Extra {i}" for i in range(5)))
    typed = SetupForm(seating=seated("Ben"), name=" b")
    assert setup_view(typed, REGISTRY, roster, t).suggestions == ("Bea",)


def test_parse_schedule_reads_commas_spaces_and_semicolons():
    assert parse_schedule("1, 2;3 4") == (1, 2, 3, 4)
    assert parse_schedule("  ") is None
    with pytest.raises(ValueError):
        parse_schedule("1, two")


@pytest.mark.parametrize("name", ["\u200b", "Ana\u202eBen", "x" * 41])
def test_a_name_that_cannot_be_stored_or_shown_is_not_seated_and_says_why(name):
    from scorekeeper.i18n import translator

    t = translator("en")
    form = SetupForm(name=name).add_player(t)
    assert form.seating.players == () and form.name == name
    assert form.seat_problem.startswith("This name cannot be used:")


def test_six_seated_turn_add_off_and_say_why_by_the_name_field():
    five = setup_view(SetupForm(seating=seated("A", "B", "C", "D", "E")), REGISTRY, [], t)
    assert not five.seats_full and five.seat_note == ""
    six = setup_view(SetupForm(seating=seated("A", "B", "C", "D", "E", "F")), REGISTRY, [], t)
    assert six.seats_full and six.seat_note == "Wizard is played by at most 6 players."
    refused = SetupForm(seating=ABC, name="ben").add_player(t)
    assert setup_view(refused, REGISTRY, [], t).seat_note == "ben is already at the table; give each player a different name."


def test_six_seated_is_said_as_a_plain_hint_and_a_refused_name_as_an_error():
    """Issue 28: "at most 6" came in error red after the sixth was seated,
    though nothing was wrong."""
    six = setup_view(SetupForm(seating=seated("A", "B", "C", "D", "E", "F")), REGISTRY, [], t)
    assert six.seat_note and not six.seat_refused
    refused = setup_view(SetupForm(seating=ABC, name="ben").add_player(t), REGISTRY, [], t)
    assert refused.seat_note and refused.seat_refused
    seventh = setup_view(SetupForm(seating=seated("A", "B", "C", "D", "E", "F"), name="G").add_player(t), REGISTRY, [], t)
    assert seventh.seat_note == six.seat_note and seventh.seat_refused  # typed and sent anyway: refused


def test_the_preset_text_names_the_bids_chosen_not_the_presets_own():
    hidden = setup_view(SetupForm(bids=BidMode.HIDDEN), REGISTRY, [], t)
    assert hidden.preset_description == "Round r deals r cards each until the deck runs out.\nHidden bids"
    assert "openly" not in hidden.preset_description
    amigo = setup_view(SetupForm(preset="amigo-tournament", notequal=False), REGISTRY, [], t)
    assert amigo.preset_description.endswith("\nOpen bids")  # notequal switched off: not said
    assert setup_view(SetupForm(preset="amigo-tournament"), REGISTRY, [], t).preset_description.endswith(
        "\nOpen bids · notequal")
