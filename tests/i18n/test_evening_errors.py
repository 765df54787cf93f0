"""The refusals of the evening as it really goes (issue 30: the table
changes, the early end, adjustments, a seat out of a round) in the player's
language; in English as the engine words them."""

from __future__ import annotations

import re

import pytest

from scorekeeper.domain import (
    Adjust, Bid, CloseRound, Correct, EndGame, EnterTricks, Game, JoinSeat, RuleChoice, ScorekeeperError, Start,
    TableChange, TrickWon,
)
from scorekeeper.domain.changes import change_plan, join, leave, rejoin
from scorekeeper.i18n import LANGUAGES, translator
from scorekeeper.locales.build import entries, read
from scorekeeper.presenters.errors import error_text
from scorekeeper.presets import builtin_registry

REGISTRY = builtin_registry()
NAMES = ("Ana", "Ben", "Cleo", "Dan", "Eva", "Finn")
# the refusals whose English needs a value the catalog cannot say in every language (the name's
# problem, the deck's product, the reason's problem, "bid" or "tricks"), or numbers the catalog
# writes the language's way (5,000), or words the catalog mends ("has no a bid"): the catalog
# says them its own way
WORDED_OTHERWISE = {"change.name", "change.deck", "adjust.reason", "adjust.points", "bid.out",
                    "correct.out", "correct.missing"}


def start(players: int = 4, schedule=(1, 2, 3, 4)) -> Game:
    return Game.start(Start(players=NAMES[:players], first_dealer=0, rules=RuleChoice(schedule=schedule)), REGISTRY)


def play_round(game: Game) -> Game:
    """The current round: every playing seat bids 0, the first bidder takes every trick; then closed."""
    rnd = game.state.current
    while game.state.current.to_bid is not None:
        game = game.apply(Bid(player=game.state.current.to_bid, value=0))
    first = rnd.bidding_order[0]
    tricks = tuple(rnd.cards if seat == first else 0 for seat in range(len(game.state.players)))
    game = game.apply(EnterTricks(tricks=tricks))
    return game.apply(CloseRound()) if not game.state.complete else game


def refusal(game: Game, action) -> ScorekeeperError:
    with pytest.raises(ScorekeeperError) as caught:
        game.apply(action)
    return caught.value


def refusals() -> dict[str, ScorekeeperError]:
    """One refusal of every evening kind, by its code."""
    one = start()
    two = play_round(one)  # round 2, nothing entered
    begun = two.apply(Bid(player=two.state.current.to_bid, value=0))
    three = start(3, (1, 2, 3))
    three_two = play_round(three)
    six = play_round(start(6, (1, 2, 3)))
    eight = six.apply(TableChange(leave=(0, 1), join=(JoinSeat(name="Gus", seat=6), JoinSeat(name="Hana", seat=7))))
    out = two.apply(leave(3))  # Dan sits round 2 out
    out_bids = out
    while out_bids.state.current.to_bid is not None:
        out_bids = out_bids.apply(Bid(player=out_bids.state.current.to_bid, value=0))
    out_scored = play_round(out)
    last = play_round(play_round(play_round(two)))
    ended = two.apply(EndGame()) if two.state.rounds[0].scored else None
    assert ended is not None
    found = [
        refusal(one, leave(1)),
        refusal(begun, leave(1)),
        refusal(three_two, leave(0)),
        refusal(six, join("Gus", 6)),
        refusal(eight, join("Ivo", 0)),
        refusal(out, leave(3)),
        refusal(two, rejoin(1)),
        refusal(two, leave(9)),
        refusal(three_two, change_plan((2, 25))),
        refusal(two, change_plan(())),
        refusal(two, change_plan((2, 0))),
        refusal(two, change_plan((2,) * 70)),
        refusal(two, join(" Eva", 1)),
        refusal(two, join("ana", 1)),
        refusal(two, TableChange()),
        refusal(begun, EndGame()),
        refusal(last, EndGame()),
        refusal(ended, Bid(player=1, value=0)),
        refusal(two, Adjust(player=0, points=0, reason="revoke", round=1)),
        refusal(out_scored, Adjust(player=3, points=10, reason="revoke", round=2)),
        refusal(two, Adjust(player=0, points=10, reason="revoke", round=5)),
        refusal(two, Adjust(player=0, points=10, reason="", round=1)),
        refusal(two, Adjust(player=9, points=10, reason="revoke", round=1)),
        refusal(two, Adjust(player=0, points=5000, reason="revoke", round=1)),
        refusal(out, Bid(player=3, value=0)),
        refusal(out_bids, TrickWon(player=3)),
        refusal(out_scored, Correct(round=2, bids=(0, 0, 0, 1))),
        refusal(out_scored, Correct(round=2, bids=(0, None, 0, None))),
    ]
    return {exc.code: exc for exc in found}


EVENING_CODES = {
    "change.first_round", "change.begun", "change.too_few", "change.too_many", "change.seats_full",
    "change.already_out", "change.not_out", "change.seat", "change.deck", "change.plan_empty", "change.plan_cards",
    "change.name", "end.not_scored", "end.last_round", "game.ended_early", "adjust.zero", "adjust.out",
    "adjust.round", "adjust.reason", "bid.out", "tricks.out", "correct.out",
}


def test_every_evening_refusal_carries_a_code_the_catalog_knows_in_every_language():
    got = refusals()
    assert EVENING_CODES <= set(got)
    for code in LANGUAGES:
        known = {k.removeprefix("error.") for k in entries(read(code)) if k.startswith("error.") and entries(read(code))[k].string}
        assert set(got) <= known, code


def test_in_english_an_evening_refusal_reads_as_the_engine_says_it():
    for code, exc in refusals().items():
        if code not in WORDED_OTHERWISE:
            assert error_text(exc, translator("en")) == str(exc), code


@pytest.mark.parametrize("code", [c for c in LANGUAGES if c != "en"])
def test_in_every_other_language_an_evening_refusal_names_the_round_and_the_player(code):
    t = translator(code)
    for kind, exc in refusals().items():
        text = error_text(exc, t)
        assert text != str(exc), (code, kind)
        assert "{" not in text, (code, kind, text)
        if exc.round is not None:
            assert re.search(rf"\b{exc.round}\b", text), (code, kind, text)
        if exc.player is not None:
            assert exc.player in text, (code, kind, text)


@pytest.mark.parametrize("code", LANGUAGES)
def test_the_correction_dialog_says_a_seat_out_as_a_player_s_sentence(code):
    exc = refusals()["correct.out"]
    text = error_text(exc, translator(code), say="fix")
    assert text.startswith("Dan") and text != error_text(exc, translator(code))


def test_a_refusal_of_a_full_table_in_german_and_polish():
    exc = refusals()["change.too_few"]
    assert error_text(exc, translator("de")) == "Runde 2: Nur 2 würden spielen; Wizard braucht mindestens 3"
    assert error_text(exc, translator("pl")) == "runda 2: grałoby tylko tylu graczy: 2; Wizard wymaga co najmniej 3"
