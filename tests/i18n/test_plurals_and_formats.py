"""Plural forms, numbers, dates and lists the way each language writes them."""

from __future__ import annotations

from datetime import date

import pytest

from scorekeeper import l10n
from scorekeeper.i18n import translator


@pytest.mark.parametrize(
    "code, counts",
    [
        ("en", {1: "1 card each", 2: "2 cards each", 0: "0 cards each"}),
        ("de", {1: "je 1 Karte", 5: "je 5 Karten"}),
        ("fr", {0: "0 carte chacun", 1: "1 carte chacun", 2: "2 cartes chacun"}),
        ("es", {1: "1 carta por jugador", 10: "10 cartas por jugador"}),
        # Polish: 1 / 2-4, 22-24 / 5-21, 25...; Serbian: 1, 21 / 2-4, 22-24 / 5-20, 25...
        ("pl", {1: "po 1 karcie", 2: "po 2 karty", 4: "po 4 karty", 5: "po 5 kart", 12: "po 12 kart",
                21: "po 21 kart", 22: "po 22 karty"}),
        ("sr", {1: "по 1 карту", 2: "по 2 карте", 5: "по 5 карата", 11: "по 11 карата", 12: "по 12 карата",
                21: "по 21 карту", 22: "по 22 карте"}),
    ],
)
def test_a_count_picks_the_plural_form_of_the_language(code, counts):
    t = translator(code)
    assert {n: t.n("round.cards", n, n=n) for n in counts} == counts


def test_a_negative_count_takes_the_form_of_its_size():
    sr, en = translator("sr"), translator("en")
    assert [sr.n("round.cards", n, n=n) for n in (-1, -2, -5, -21)] == ["по -1 карту", "по -2 карте", "по -5 карата",
                                                                        "по -21 карту"]
    assert en.n("round.cards", -1, n=-1) == "-1 card each"


def test_polish_and_serbian_have_three_forms_for_the_tricks_of_a_round():
    pl, sr = translator("pl"), translator("sr")
    assert [pl.n("bid.short", n, n=n) for n in (1, 3, 7)] == ["brakuje 1 lewy", "brakuje 3 lew", "brakuje 7 lew"]
    assert [sr.n("bid.short", n, n=n) for n in (1, 3, 7)] == ["фали 1 штих", "фале 3 штиха", "фали 7 штихова"]


@pytest.mark.parametrize(
    "code, whole, big, decimal, negative",
    [
        ("en", "1,234", "12,345", "12.5", "-40"),
        ("de", "1.234", "12.345", "12,5", "-40"),
        ("fr", "1\u202f234", "12\u202f345", "12,5", "-40"),
        ("es", "1234", "12.345", "12,5", "-40"),  # Spanish groups from five digits
        ("pl", "1234", "12\u00a0345", "12,5", "-40"),
        ("sr", "1.234", "12.345", "12,5", "-40"),
    ],
)
def test_numbers_are_written_the_language_s_way(code, whole, big, decimal, negative):
    assert l10n.number(1234, code) == whole
    assert l10n.number(12345, code) == big
    assert l10n.number(12.5, code) == decimal
    assert l10n.number(-40, code) == negative
    assert l10n.number(-0.04, code, 1) == "0" + ("." if code == "en" else ",") + "0"  # no "-0.0"


def test_numbers_in_a_text_follow_the_language():
    assert translator("de").n("game.total_label", 1250, name="Ana", total=1250) == "Ana: 1.250 Punkte"
    assert translator("en").n("game.total_label", 1250, name="Ana", total=1250) == "Ana: 1,250 points"
    # a total of one point (a house preset may score in ones), also below zero
    assert [translator("sr").n("game.total_label", n, name="Ana", total=n) for n in (1, -1, 3, 10)] == [
        "Ana: 1 поен", "Ana: -1 поен", "Ana: 3 поена", "Ana: 10 поена"]
    assert translator("en").n("game.total_label", -1, name="Ana", total=-1) == "Ana: -1 point"


def test_percentages_dates_and_lists():
    assert [l10n.percent(0.75, c) for c in ("en", "de", "fr", "pl")] == ["75%", "75\u00a0%", "75\u00a0%", "75%"]
    day = date(2026, 3, 12)
    assert {c: l10n.date(day, c) for c in ("en", "de", "fr", "es", "pl", "sr")} == {
        "en": "12 March 2026", "de": "12. März 2026", "fr": "12 mars 2026", "es": "12 de marzo de 2026",
        "pl": "12 marca 2026", "sr": "12. март 2026.",
    }
    assert translator("de").join(["Ana", "Ben", "Cleo"]) == "Ana, Ben und Cleo"
    assert translator("sr").join(["Ана", "Бен"]) == "Ана и Бен"
    assert translator("en").join(["Ana"]) == "Ana"


def test_suit_names_in_each_language():
    names = {c: [translator(c)(f"trump.{s}") for s in ("red", "yellow", "green", "blue")] for c in ("de", "pl", "sr")}
    assert names == {"de": ["Rot", "Gelb", "Grün", "Blau"], "pl": ["Czerwony", "Żółty", "Zielony", "Niebieski"],
                     "sr": ["Црвена", "Жута", "Зелена", "Плава"]}
