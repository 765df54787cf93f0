"""Exports in the table's language: the words around the numbers and names
(CSV titles, the PDF's labels, the chat summary) follow the language asked
for; English stays as it was (tests/exports)."""

from __future__ import annotations

import csv
import io

import pytest
from pypdf import PdfReader

from scorekeeper.domain import RuleChoice
from scorekeeper.exports import ExportFormat, export_game, summary_text

from ..exports.helpers import PLAYED, play  # tests/exports: the same seeded games


@pytest.fixture(scope="module")
def game():
    return play(("Ana", "Ben", "Cleo"), RuleChoice(preset="dm-mixed"), seed=5)


def test_the_summary_in_german_and_serbian(game):
    state = game.state
    (winner,) = state.winners
    de = summary_text(state, played=PLAYED, language="de").splitlines()
    assert de[0] == f"Wizard, 30. November 2026: {state.name(winner)} gewinnt mit {state.totals[winner]} Punkten."
    assert de[-1].startswith("Regeln: DM gemischt, 20 Runden (1 bis 20 Karten), Ansagen verdeckt in den Runden 1-6, 20; ")
    sr = summary_text(state, played=PLAYED, language="sr").splitlines()
    assert sr[0].startswith("Wizard, 30. новембар 2026.: побеђује ")
    assert any(line.startswith("Најбоља рунда: ") for line in sr)


def test_the_csv_titles_and_trump_words_in_polish(game):
    data = export_game(game.state, ExportFormat.CSV, played=PLAYED, language="pl").data.decode("utf-8-sig")
    rows = list(csv.reader(io.StringIO(data)))
    assert rows[0] == ["runda", "karty", "rozdaje", "atut", "gracz", "deklaracja", "lewy", "punkty", "suma"]
    assert {r[3] for r in rows[1:-3]} <= {"czerwony", "żółty", "zielony", "niebieski", "bez atu", ""}
    assert [r[0] for r in rows[-3:]] == ["wynik"] * 3
    english = export_game(game.state, ExportFormat.CSV, played=PLAYED).data.decode("utf-8-sig")
    assert english.splitlines()[0] == "round,cards,dealer,trump,player,bid,tricks,points,total"


@pytest.mark.parametrize("code, words", [
    ("fr", ["Feuille de score Wizard", "donneur", "Vainqueur", "1er"]),
    ("sr", ["Wizard – табела резултата", "делилац", "Победник", "новембар"]),
])
def test_the_score_pad_pdf_speaks_the_language(game, code, words):
    pdf = export_game(game.state, ExportFormat.PDF, played=PLAYED, language=code).data
    reader = PdfReader(io.BytesIO(pdf))
    assert len(reader.pages) == 1
    text = " ".join(reader.pages[0].extract_text().split())
    for word in words:
        assert word in text, (word, text[:400])


def test_the_json_record_has_no_words_to_translate(game):
    assert export_game(game.state, ExportFormat.JSON, language="de").data == export_game(game.state, ExportFormat.JSON).data
