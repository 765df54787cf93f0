"""Names shortened to fit six across a phone, each still told apart."""

from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st

from scorekeeper.i18n import LANGUAGES, translator
from scorekeeper.presenters.names import (CHIP_SIZE, ELLIPSIS, chip_fit, distinct_prefix, fit_chars, fit_lines,
                                          short_name, short_names)
from scorekeeper.presenters.round import round_view

from .helpers import start


def test_a_name_that_fits_is_kept_whole():
    assert short_names(("Ana", "Ben", "Cleo"), 6) == ("Ana", "Ben", "Cleo")


def test_a_long_name_keeps_its_start_and_shows_it_was_cut():
    assert short_name("Maximiliane", 6) == "Maxim…"


def test_christopher_and_christina_do_not_read_alike():
    # cut to the column they would read alike: the start and the first letter that differs
    assert short_names(("Christopher", "Christina", "Ben"), 6) == ("Chri…o", "Chri…i", "Ben")
    assert short_names(("Christopher", "Christina", "Ben"), 5) == ("Chr…o", "Chr…i", "Ben")
    # where the column holds the letters that differ: their plain starts
    assert short_names(("Christopher", "Christina", "Ben"), 8) == ("Christo…", "Christi…", "Ben")


def test_a_name_that_is_the_start_of_another_stays_whole_and_the_other_shows_it_goes_on():
    assert short_names(("Chris", "Christopher"), 6) == ("Chris", "Chris…")


def test_names_alike_beyond_the_column_keep_their_plain_start():
    assert short_names(("Maximiliane", "Maxine"), 6) == ("Maxim…", "Maxine")
    assert short_names(("Alexander", "Alexandra", "Ben"), 7) == ("Alexa…e", "Alexa…r", "Ben")


def test_the_shortest_distinct_start():
    assert distinct_prefix("Christopher", ["Christina", "Ben"]) == 7
    assert distinct_prefix("Ben", ["Christina"]) == 1
    assert distinct_prefix("Chris", ["Christopher"]) == 5  # the whole name: it starts the other
    assert distinct_prefix("ana", ["Anabel"]) == 3  # letter case aside


def test_six_players_get_fewer_characters_than_three():
    assert fit_chars(6) < fit_chars(3) and fit_chars(6) >= 4


# -- properties -------------------------------------------------------------------------

NAME = st.text(alphabet=st.sampled_from("AaBbCcEeIiLlMmNnOoRrSsTtÄäЖж -"), min_size=1, max_size=24).map(str.strip).filter(bool)
TABLE = st.lists(NAME, min_size=1, max_size=6, unique_by=str.casefold)
LIMIT = st.integers(min_value=3, max_value=24)


def _is_cut_of(shown: str, name: str) -> bool:
    """``shown`` is the whole name, a start of it and an ellipsis, or a start,
    an ellipsis and a later letter of it."""
    if shown == name:
        return True
    head, mark, tail = shown.partition(ELLIPSIS)
    if not mark or not name.startswith(head) or len(tail) > 1:
        return False
    return not tail or tail in name[len(head):]


@settings(max_examples=400, deadline=None)
@given(TABLE, LIMIT)
def test_distinct_names_stay_distinct(names, limit):
    shown = short_names(names, limit)
    assert len({s.casefold() for s in shown}) == len(names), (names, shown)


@settings(max_examples=400, deadline=None)
@given(TABLE, LIMIT)
def test_each_shown_name_is_cut_from_its_own_name(names, limit):
    for name, shown in zip(names, short_names(names, limit)):
        assert _is_cut_of(shown, name), (name, shown)


@settings(max_examples=400, deadline=None)
@given(TABLE, LIMIT)
def test_a_name_that_fits_is_whole_and_a_cut_one_fits_unless_another_cut_name_starts_alike(names, limit):
    for i, (name, shown) in enumerate(zip(names, short_names(names, limit))):
        if len(name) <= limit:
            assert shown == name
            continue
        others = names[:i] + names[i + 1:]
        start = name[:limit - 1].casefold()
        if not any(len(o) > limit and o[:limit - 1].casefold() == start for o in others):
            assert len(shown) <= limit, (names, name, shown)


def test_a_name_two_lines_hold_is_broken_at_a_space_or_with_a_hyphen_where_a_syllable_starts():
    # issue 40, item 8: never "Fried" over "rich" (a word split without a hyphen)
    assert fit_lines(("Friedrich", "Friederike", "Eve"), 47, 13) == ("Fried-\nrich", "Frie-\nderike", "Eve")
    assert fit_lines(("Charlotte", "Maximilian"), 43, 13) == ("Char-\nlotte", "Maxi-\nmilian")
    assert fit_lines(("Jean Luc",), 36, 13) == ("Jean\nLuc",)
    # longer than two lines: the second cut, and names alike told apart on it
    cut = fit_lines(("Maximiliane-Josephine", "Maximiliane-Jolanda"), 47, 13)
    assert len(set(cut)) == 2 and all(n.endswith(("…s", "…l")) for n in cut), cut


def test_names_of_up_to_ten_letters_are_whole_on_the_chips_a_step_smaller_or_hyphenated():
    """Issue 40, item 8: "Charlotte" whole on one of five chips (a font step
    smaller where that holds every name); six chips break it with a hyphen,
    never inside a word without one."""
    five = ("Anna", "Maximilian", "Charlotte", "Dieter", "Emma")
    names, size = chip_fit(five)
    assert names == five and size < CHIP_SIZE
    assert chip_fit(("Anna", "Ben", "Cleo")) == (("Anna", "Ben", "Cleo"), CHIP_SIZE)
    six = ("Maximilian", "Charlotte", "Friedrich", "Konstantin", "Anna", "Dieter")
    names, size = chip_fit(six)
    for name, shown in zip(six, names):
        first, _, second = shown.partition("\n")
        assert ELLIPSIS not in shown and (shown == name or (first.endswith("-") and first[:-1] + second == name)), shown


def test_names_of_up_to_ten_letters_are_whole_on_the_round_tiles_with_five_and_six_players():
    """Issue 40, item 8: "Charlot…", "Friedri…" on the tiles of the grid (the
    dealer's too, beside the dealer's icon), in every language."""
    for players in (("Maximilian", "Charlotte", "Friedrich", "Konstantin", "Anna", "Dieter"),
                    ("Charlotte", "Maximilian", "Friedrich", "Konstantin", "Anna")):
        for dealer in range(len(players)):
            state = start(players, first_dealer=dealer).state
            for language in LANGUAGES:
                view = round_view(state, translator(language))
                assert view.grid
                assert [line.label for line in view.lines] == list(players), (language, dealer)
