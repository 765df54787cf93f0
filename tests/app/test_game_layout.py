"""How the game screen's width lays out the round, the sheet and table
mode's card (decided in presenters/game.py, drawn by ui/game/screen.py)."""

from __future__ import annotations

import pytest

from scorekeeper.presenters.game import (
    CARD_W,
    ROUND_W,
    THREE_FROM,
    WIDE_FROM,
    CardPlace,
    game_layout,
    screen_columns,
)


@pytest.mark.parametrize(("width", "columns"), [(0, 1), (360, 1), (899, 1), (900, 2), (1280, 2),
                                                (THREE_FROM - 1, 2), (THREE_FROM, 3), (1920, 3)])
def test_a_screen_has_one_column_on_a_phone_two_from_wide_and_three_when_round_sheet_and_card_fit(width, columns):
    assert screen_columns(width) == columns


def test_the_wide_screens_of_the_issue_are_two_and_three_columns():
    assert WIDE_FROM <= 1280 < THREE_FROM <= 1920


@pytest.mark.parametrize("sheet", [False, True])
def test_on_a_phone_the_table_card_keeps_its_band_above_the_round_or_the_sheet(sheet):
    layout = game_layout(screen_columns(360), table=True, sheet=sheet)
    assert layout.card is CardPlace.BAND and not layout.wide and not layout.sheet_beside and not layout.sheet_wide


def test_without_table_mode_a_wide_screen_shows_the_sheet_beside_the_round_as_before():
    layout = game_layout(screen_columns(1280), table=False, sheet=False)
    assert layout.wide and layout.sheet_beside and layout.card is CardPlace.NONE and layout.sheet_wide
    assert layout.main_width == ROUND_W
    alone = game_layout(screen_columns(1280), table=False, sheet=True)
    assert alone.wide and not alone.sheet_beside and alone.main_width is None  # the sheet alone: the whole width
    assert game_layout(1, table=False, sheet=False).card is CardPlace.NONE


def test_at_1280_the_table_card_takes_the_sheets_place_beside_the_round():
    layout = game_layout(screen_columns(1280), table=True, sheet=False)
    assert layout.card is CardPlace.COLUMN and layout.wide and layout.main_width == ROUND_W
    assert not layout.sheet_beside  # the sheet and the card do not both fit beside a readable round
    assert layout.card_width is None  # the card's column takes what the round leaves


def test_on_a_screen_wide_enough_the_round_the_sheet_and_the_card_show_side_by_side():
    layout = game_layout(screen_columns(1920), table=True, sheet=False)
    assert layout.card is CardPlace.COLUMN and layout.sheet_beside and layout.card_width == CARD_W
    assert layout.main_width == ROUND_W and layout.sheet_wide


def test_the_sheet_shown_in_table_mode_keeps_the_card_beside_it_with_cells_that_fit_its_room():
    at_1280 = game_layout(screen_columns(1280), table=True, sheet=True)
    assert at_1280.card is CardPlace.COLUMN and not at_1280.sheet_beside
    assert at_1280.main_width == ROUND_W and at_1280.card_width is None  # the card keeps its room as with the round
    assert not at_1280.sheet_wide  # the sheet in the round's width draws a phone's cells
    at_1920 = game_layout(screen_columns(1920), table=True, sheet=True)
    assert at_1920.main_width is None and at_1920.card_width == CARD_W and at_1920.sheet_wide
