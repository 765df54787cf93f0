"""Text from outside (names, preset ids, records) is refused where it enters
when it could not be stored or shown, and look-alike names are one player."""

from __future__ import annotations

import json

import pytest

from scorekeeper.domain import FORMAT_ID, Game, RecordError, SetupError, Start, game_from_record, parse_record
from scorekeeper.domain.names import name_key, name_problem
from scorekeeper.domain.rules import RuleChoice
from scorekeeper.domain.text import MAX_NAME_LENGTH, excerpt, one_line

from .helpers import REGISTRY


def start_with(*names: str, **rules) -> Game:
    return Game.start(Start(players=names, rules=RuleChoice(**rules)), REGISTRY)


def record(**changes) -> dict:
    data = {"format": FORMAT_ID, "players": ["Ana", "Ben", "Cleo"], "first_dealer": 0,
            "rules": {"preset": "standard"}, "rounds": []}
    data.update(changes)
    return data


@pytest.mark.parametrize("name, why", [
    ("\u200b", "visible"),              # zero-width space
    ("\ufeff", "visible"),              # byte-order mark
    ("\u3164", "visible"),              # Hangul filler
    ("\u0301", "visible"),              # a lone combining accent
    ("\u200b\u200c \u2060", "visible"),  # several invisible ones and a space
    ("Ana\u202eBen", "text-direction"),  # right-to-left override
    ("\u2067Ana", "text-direction"),     # an isolate
    ("Ana\u0007", "control"),            # a bell
    ("Ana\nBen", "control"),
    ("A\ud800", "lone surrogate"),
    ("x" * (MAX_NAME_LENGTH + 1), f"at most {MAX_NAME_LENGTH}"),
])
def test_a_name_that_cannot_be_stored_or_shown_is_refused_at_the_table(name, why):
    with pytest.raises(SetupError) as info:
        start_with(name, "Ben", "Cleo")
    message = str(info.value)
    assert "seat 1" in message and why in message
    assert "\n" not in message and len(message) < 200


def test_a_name_of_exactly_the_limit_is_seated():
    long = "Ż" * MAX_NAME_LENGTH
    assert start_with(long, "Ben", "Cleo").state.players[0] == long


@pytest.mark.parametrize("look_alike", ["Ａｎａ", "A\u200bna", "ANA", "ana ", "A\u00adna"])
def test_a_look_alike_of_a_seated_name_is_refused_as_the_same_player(look_alike):
    with pytest.raises(SetupError, match="seat 2: .*(already seated|looks the same as Ana)"):
        start_with("Ana", look_alike.strip(), "Cleo")


def test_name_identity_folds_width_case_and_invisible_characters_but_keeps_accents():
    assert name_key("Ａｎａ") == name_key("A\u200bna") == name_key("ANA") == "ana"
    assert name_key("Zoë") == name_key("ZOE\u0308") != name_key("Zoe")
    assert name_problem("Љубица") is None and name_problem("Zażółć") is None and name_problem("😀 Ana") is None


def test_a_lone_surrogate_in_a_record_is_refused_before_anything_is_stored():
    text = '{"format": "%s", "players": ["A\\ud800", "Ben", "Cleo"]}' % FORMAT_ID
    with pytest.raises(RecordError, match="lone surrogate"):
        game_from_record(text, REGISTRY)


def test_duplicate_keys_in_a_record_are_refused_not_silently_merged():
    text = '{"format": "%s", "players": ["Ana", "Ben", "Cleo"], "first_dealer": 0, "first_dealer": 2}' % FORMAT_ID
    with pytest.raises(RecordError, match="'first_dealer' appears twice"):
        parse_record(text)


def test_a_record_past_one_megabyte_is_refused_without_parsing_it():
    huge = json.dumps(record(players=["A" * 3_000_000, "Ben", "Cleo"]))
    with pytest.raises(RecordError, match="larger than 1 MB"):
        parse_record(huge)
    # not valid JSON either: the size is refused first, so the text is never parsed
    with pytest.raises(RecordError, match="larger than 1 MB"):
        parse_record("{" + " " * 1_100_000)


def test_more_than_sixty_rounds_are_refused_in_a_record_and_in_a_schedule():
    with pytest.raises(RecordError, match="rounds"):
        parse_record(record(rounds=[{}] * 61))
    with pytest.raises(RecordError, match="schedule"):
        parse_record(record(rules={"preset": "standard", "schedule": [1] * 61}))
    with pytest.raises(ValueError, match="at most 60 items"):
        RuleChoice(schedule=tuple([1] * 61))


def test_a_very_long_preset_id_is_quoted_cut_in_the_error():
    with pytest.raises(RecordError) as info:
        parse_record(record(rules={"preset": "x" * 100_000}))
    assert len(str(info.value)) < 200
    with pytest.raises(SetupError) as info:
        start_with("Ana", "Ben", "Cleo", preset="y" * 60)
    assert "…" in str(info.value) and len(str(info.value)) < 300


def test_the_preset_is_stored_by_its_id_whatever_spelling_was_typed():
    game = start_with("Ana", "Ben", "Cleo", preset=" Classic ")
    assert game.log[0].rules.preset == "standard" and game.state.rules.choice.preset == "standard"


def test_excerpt_and_one_line_keep_error_lines_short_and_single():
    assert excerpt("a" * 100).endswith("' (100 characters)") and "…" in excerpt("a" * 100)
    assert excerpt("A\ud800") == "'A\\ud800'"
    line = one_line("x\ny " * 500)
    assert "\n" not in line and len(line) == 200 and line.endswith("…")
    assert one_line("bad \ud800 text").encode("utf-8")  # printable whatever it held
