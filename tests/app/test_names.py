"""Names shortened to fit six across a phone, each still told apart."""

from __future__ import annotations

from scorekeeper.presenters.names import fit_chars, short_name, short_names


def test_a_name_that_fits_is_kept_whole():
    assert short_names(("Ana", "Ben", "Cleo"), 6) == ("Ana", "Ben", "Cleo")


def test_a_long_name_keeps_its_start_and_shows_it_was_cut():
    assert short_name("Maximiliane", 6) == "Maxim…"


def test_names_that_would_read_alike_keep_their_ends():
    cut = short_names(("Alexander", "Alexandra", "Ben"), 7)
    assert cut == ("Ale…der", "Ale…dra", "Ben")
    assert len(set(cut)) == 3 and all(len(c) <= 7 for c in cut)


def test_six_players_get_fewer_characters_than_three():
    assert fit_chars(6) < fit_chars(3) and fit_chars(6) >= 4
