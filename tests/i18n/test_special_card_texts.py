"""The special cards' refusals and rules texts in every language (in English
exactly as the engine words them)."""

from __future__ import annotations

import re

import pytest

from scorekeeper.domain import (
    Bid, BombPlayed, CloudShift, EnterTricks, Game, RuleChoice, ScorekeeperError, Start, TrickWon, WerewolfTrump,
)
from scorekeeper.i18n import LANGUAGES, translator
from scorekeeper.presenters.errors import error_text
from scorekeeper.presenters.rules import rules_reference
from scorekeeper.presets import builtin_registry

REGISTRY = builtin_registry()
CARDS = ("bomb", "cloud", "werewolf", "juggler", "dragon-fairy", "shapeshifter", "witch", "vampire")


def start(preset="anniversary", schedule=(3, 3)) -> Game:
    return Game.start(Start(players=("Ana", "Ben", "Cleo"), rules=RuleChoice(preset=preset, schedule=schedule)),
                      REGISTRY)


def refusal(game: Game, action) -> ScorekeeperError:
    with pytest.raises(ScorekeeperError) as caught:
        game.apply(action)
    return caught.value


def refusals() -> dict[str, ScorekeeperError]:
    bids = start().apply(Bid(player=1, value=0)).apply(Bid(player=2, value=3)).apply(Bid(player=0, value=0))
    bombed = bids.apply(BombPlayed())
    won = bids.apply(TrickWon(player=1))
    shifted = won.apply(CloudShift(player=1, change=1))
    plain = start("standard").apply(Bid(player=1, value=0)).apply(Bid(player=2, value=0)).apply(Bid(player=0, value=0))
    found = [
        refusal(plain, BombPlayed()), refusal(plain, CloudShift(player=0, change=1)),
        refusal(plain, WerewolfTrump(player=0, suit="red")),
        refusal(bombed, BombPlayed()),
        refusal(bids.apply(EnterTricks(tricks=(1, 1, 1))), BombPlayed()),
        refusal(shifted, CloudShift(player=1, change=-1)),
        refusal(won, CloudShift(player=1, change=2)),
        refusal(won, CloudShift(player=0, change=1)),
        refusal(bids.apply(TrickWon(player=2)), CloudShift(player=2, change=1)),
        refusal(bombed, EnterTricks(tricks=(1, 1, 1))),
        refusal(bombed.apply(TrickWon(player=0)).apply(TrickWon(player=0)), TrickWon(player=1)),
    ]
    return {exc.code: exc for exc in found}


def test_every_special_card_refusal_has_its_own_code_in_the_catalog_and_reads_as_the_engine_says():
    got = refusals()
    assert len(got) == 11 and None not in got
    for code, exc in got.items():
        assert error_text(exc, translator("en")) == str(exc), code


@pytest.mark.parametrize("language", [c for c in LANGUAGES if c != "en"])
def test_in_every_other_language_a_special_card_refusal_names_the_round_and_the_player(language):
    t = translator(language)
    for code, exc in refusals().items():
        text = error_text(exc, t)
        assert text != str(exc) and "{" not in text, (language, code, text)
        assert re.search(rf"\b{exc.round}\b", text), (language, code, text)
        if exc.player is not None:
            assert exc.player in text, (language, code, text)


@pytest.mark.parametrize("language", LANGUAGES)
def test_the_rules_reference_explains_every_special_card_in_every_language(language):
    t = translator(language)
    sections = {s.key: s for s in rules_reference(t).sections}
    texts = [sections[f"card-{card}"].text for card in CARDS]
    assert len(set(texts)) == len(CARDS) and all(len(text) > 60 for text in texts)
    assert all(t.has(f"card.{card}.name") for card in CARDS)
    if language != "en":
        assert sections["card-bomb"].text != translator("en")("card.bomb.text")


def test_opened_from_an_anniversary_game_the_reference_puts_its_cards_first_and_says_the_trump_is_turned():
    game = Game.start(Start(players=("Ana", "Ben", "Cleo", "Dan"),
                            rules=RuleChoice(preset="anniversary", special_cards=("werewolf", "bomb"))), REGISTRY)
    reference = rules_reference(translator("en"), game.state.rules)
    cards = [s.key for s in reference.sections if s.key.startswith("card-")]
    assert cards[:2] == ["card-bomb", "card-werewolf"]
    assert reference.game.rows[-1].trump_card == "turned"
    assert any("Bomb and Werewolf" in note for note in reference.game.notes)
