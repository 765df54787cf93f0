"""The PDF score pad: one page on A4 and Letter up to 6 players and 20
rounds, the names searchable in the file (Polish, Cyrillic, a 40-character
name), the font embedded, the same bytes for the same game."""

from __future__ import annotations

import logging

import pytest

from scorekeeper.domain import RuleChoice
from scorekeeper.exports import ExportFormat, Paper, export_game
from scorekeeper.exports.fonts import LICENSE, font_dir, font_files
from scorekeeper.exports.pdf import MISSING

from .helpers import FORMULA_NAMES, LONG_NAME, PLAYED, WORLD_NAMES, pdf_pages, pdf_text, play, squeezed

SIX = FORMULA_NAMES  # 6 players: the standard schedule has 10 rounds
THREE = ("Љубица", "Zażółć", LONG_NAME)  # 3 players: 20 rounds
GAMES = {
    "6 players, 10 rounds": lambda: play(SIX),
    "3 players, 20 rounds": lambda: play(THREE),
    "6 players, 20 rounds of 1 card": lambda: play(WORLD_NAMES + ("Ana",), RuleChoice(schedule=(1,) * 20), seed=3),
}


def pdf(game, paper: Paper = Paper.A4) -> bytes:
    return export_game(game.state, ExportFormat.PDF, played=PLAYED, paper=paper).data


@pytest.mark.parametrize("paper", list(Paper), ids=str)
@pytest.mark.parametrize("build", GAMES.values(), ids=GAMES.keys())
def test_the_score_pad_is_one_page_on_a4_and_letter(build, paper):
    pages = pdf_pages(pdf(build(), paper))
    assert len(pages) == 1
    width, height = sorted((float(pages[0].mediabox.width), float(pages[0].mediabox.height)))
    assert (round(width), round(height)) == ((595, 842) if paper is Paper.A4 else (612, 792))


@pytest.mark.parametrize("build", GAMES.values(), ids=GAMES.keys())
def test_every_name_can_be_found_in_the_text(build):
    game = build()
    text = squeezed(pdf_text(pdf(game)))
    for name in game.state.players:
        shown = name.replace("🎉", MISSING)  # the font has no emoji: a box stands in for it
        assert squeezed(shown) in text, name


def test_the_pad_has_the_title_date_rules_rounds_totals_and_winner():
    game = play(THREE)
    state = game.state
    text = pdf_text(pdf(game))
    assert "Wizard score sheet" in text and "30 Nov 2026" in text
    assert "Rules: Standard · " in text and "(standard)" not in text and "20 rounds (1 to 20 cards)" in text and "notequal off" in text
    assert "bid won points total" in text
    (winner,) = [state.name(s) for s in state.winners]
    assert squeezed(f"Winner: {winner} with {max(state.totals)} points") in squeezed(text)
    for total in state.totals:
        assert str(total) in text
    last_row = next(line for line in text.splitlines() if line.startswith("20 20 "))
    assert last_row.split()[-1] == str(state.totals[2])  # the running total of the last seat closes the row


def test_rules_that_change_by_round_are_spelled_out():
    text = squeezed(pdf_text(pdf(play(("Ana", "Ben", "Cleo"), RuleChoice(preset="dm-mixed")))))
    assert squeezed("bids hidden in rounds 1-6, 20; open in rounds 7-19") in text


def test_an_emoji_prints_as_a_box_without_a_font_warning(caplog):
    with caplog.at_level(logging.WARNING):
        data = pdf(play(WORLD_NAMES + ("Ana",), RuleChoice(schedule=(1, 2, 3))))
    assert "Ana" + MISSING in squeezed(pdf_text(data))
    assert not [r for r in caplog.records if r.levelno >= logging.WARNING]


def test_an_unfinished_game_prints_the_rounds_still_to_play_with_their_dealer():
    game = play(("Ana", "Ben", "Cleo"), rounds=2)
    lines = pdf_text(pdf(game)).splitlines()
    assert any(line.split()[:3] == ["20", "20", "Ben"] for line in lines)  # round 20: 20 cards, Ben deals
    assert any(line.startswith("After 2 of 20 rounds") for line in lines)


def test_a_covered_bid_prints_as_a_question_mark():
    game = play(("Ana", "Ben", "Cleo"), RuleChoice(bids="secret"), rounds=2, finish_last=False)
    row = next(line for line in pdf_text(pdf(game)).splitlines() if line.startswith("2 2 "))
    assert row.split()[-3:] == ["?", "?", "?"]


def test_the_font_is_embedded_with_its_licence_beside_it():
    page = pdf_pages(pdf(play(THREE)))[0]
    fonts = {str(f.get_object()["/BaseFont"]) for f in page["/Resources"]["/Font"].values()}
    assert fonts and all("DejaVuSans" in f for f in fonts)
    regular, bold = font_files()
    assert regular.is_file() and bold.is_file()
    assert "Bitstream" in (font_dir() / LICENSE).read_text(encoding="utf-8")


@pytest.mark.parametrize("paper", list(Paper), ids=str)
def test_the_same_game_gives_the_same_bytes(paper):
    assert pdf(play(SIX), paper) == pdf(play(SIX), paper)


def test_the_creation_date_is_the_game_date():
    from pypdf import PdfReader
    import io

    meta = PdfReader(io.BytesIO(pdf(play(SIX)))).metadata
    assert meta["/CreationDate"].startswith("D:20261130201500")
