"""Refusals of the rules engine and the rules reference in the player's
language; in English exactly as the engine words them."""

from __future__ import annotations

import re

import pytest

from scorekeeper.domain import (
    Bid, CloseRound, Correct, EnterTricks, Game, Redo, Reveal, RuleChoice, ScorekeeperError, SetTrump, Start,
    TrickWon, Undo, resolve_rules,
)
from scorekeeper.i18n import LANGUAGES, translator
from scorekeeper.locales.build import entries, read
from scorekeeper.presenters.errors import error_text
from scorekeeper.presenters.rules import SECTIONS, rules_reference
from scorekeeper.presets import builtin_registry

REGISTRY = builtin_registry()


def start(schedule=(1, 2), **rules) -> Game:
    choice = RuleChoice(schedule=schedule, **rules)
    return Game.start(Start(players=("Ana", "Ben", "Cleo"), first_dealer=0, rules=choice), REGISTRY)


def refusal(game: Game, action) -> ScorekeeperError:
    with pytest.raises(ScorekeeperError) as caught:
        game.apply(action)
    return caught.value


def refusals() -> dict[str, ScorekeeperError]:
    """One refusal of every kind a table can run into, by its code."""
    g = start(notequal=True)
    bids = g.apply(Bid(player=1, value=0)).apply(Bid(player=2, value=0))
    scored = bids.apply(Bid(player=0, value=0)).apply(TrickWon(player=1))
    hidden = start(schedule=(2,), bids="hidden", notequal=True)
    clash = hidden.apply(Bid(player=1, value=1)).apply(Bid(player=2, value=0)).apply(Bid(player=0, value=1)).apply(Reveal())
    found = [
        refusal(bids, Bid(player=0, value=1)),  # notequal
        refusal(g, Bid(player=2, value=0)),  # out of turn
        refusal(g, Bid(player=1, value=5)),  # range
        refusal(g, TrickWon(player=0)),  # before the bids
        refusal(g, Reveal()),  # open bids
        refusal(g, Undo()),
        refusal(g, Redo()),
        refusal(g, CloseRound()),
        refusal(scored, TrickWon(player=0)),  # all counted
        refusal(scored, Correct(round=1, tricks=(1, 1, 0))),  # sum
        refusal(scored, Correct(round=1, bids=(1, 0, 0))),  # notequal in a correction
        refusal(scored.apply(CloseRound()), Correct(round=2, tricks=(0, 1, 1))),  # not scored
        refusal(bids.apply(Bid(player=0, value=0)), EnterTricks(tricks=(1, 1))),
        refusal(clash, Bid(player=0, value=1)),  # rebid the same
        refusal(clash, TrickWon(player=0)),
        refusal(start(schedule=(20,)), SetTrump(suit="red")),
    ]
    for bad in ((25,), ()):
        try:
            resolve_rules(RuleChoice(schedule=bad), 3, REGISTRY)
        except ScorekeeperError as exc:
            found.append(exc)
    return {exc.code: exc for exc in found}


def test_every_refusal_carries_a_code_the_catalog_knows():
    got = refusals()
    assert None not in got
    known = {k.removeprefix("error.") for k in entries(read("en")) if k.startswith("error.")}
    assert set(got) <= known
    assert len(got) >= 17


def test_in_english_a_refusal_reads_exactly_as_the_engine_says_it():
    for code, exc in refusals().items():
        assert error_text(exc, translator("en")) == str(exc), code


@pytest.mark.parametrize("code", [c for c in LANGUAGES if c != "en"])
def test_in_every_other_language_a_refusal_names_the_round_and_the_player(code):
    t = translator(code)
    for kind, exc in refusals().items():
        text = error_text(exc, t)
        assert text != str(exc), (code, kind)
        assert "{" not in text, (code, kind, text)
        if exc.round is not None:
            assert re.search(rf"\b{exc.round}\b", text), (code, kind, text)
        if exc.player is not None:
            assert exc.player in text, (code, kind, text)


def test_a_refusal_in_german_and_serbian():
    exc = refusals()["bid.notequal"]
    assert str(exc) == "round 1: Ana deals and may not bid 1 under notequal (bids would add up to 1)"
    assert error_text(exc, translator("de")) == \
        "Runde 1: Ana gibt und darf mit der Ungleich-Regel nicht 1 ansagen (die Ansagen ergäben 1)"
    assert error_text(exc, translator("sr")) == \
        "1. рунда: Ana дели и не сме да најави 1 уз правило „неједнако” (најаве би у збиру дале 1)"


def test_an_error_without_a_code_or_missing_a_value_stays_as_the_engine_said_it():
    assert error_text(ScorekeeperError("a house preset is broken"), translator("de")) == "a house preset is broken"
    partial = ScorekeeperError("round 2: Ana may not bid 9", code="bid.range", details={"value": 9})  # no cards
    assert error_text(partial, translator("de")) == "round 2: Ana may not bid 9"


def test_the_rules_reference_covers_scoring_notequal_hidden_bids_and_the_trump_card():
    reference = rules_reference(translator("en"))
    assert [s.key for s in reference.sections][: len(SECTIONS)] == list(SECTIONS)  # then one per special card
    assert {"scoring", "notequal", "hidden", "trump"} <= set(SECTIONS)
    assert reference.game is None
    for code in LANGUAGES:
        texts = [s.text for s in rules_reference(translator(code)).sections]
        assert len(set(texts)) == len(texts) and all(len(t) > 60 for t in texts), code


def test_opened_from_a_game_the_reference_shows_that_game_s_schedule_round_by_round():
    rules = resolve_rules(RuleChoice(preset="dm-mixed", foresight=True), 5, REGISTRY)
    game = rules_reference(translator("de"), rules).game
    assert game is not None
    assert game.title == "Dieses Spiel: DM gemischt"
    assert game.summary == "5 Spieler, 12 Runden"
    assert game.notes == (translator("de")("rules.game.foresight"),)
    assert game.headers == ("Runde", "Karten", "Trumpfkarte", "Ansagen")
    assert [(r.number, r.cards, r.bids) for r in game.rows[5:8]] == [
        (6, "6", "Verdeckt"), (7, "7", "Offen · ungleich"), (8, "8", "Offen · ungleich")]
    assert game.rows[-1].trump_card == "keine: alles verteilt" and game.rows[-1].bids == "Verdeckt"
    assert game.rows[0].trump_card == "aufgedeckt"
