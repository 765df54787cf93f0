"""The one reader of a record's text (issue 41): a record nested deeper than
any game, or larger, is refused before ``json.loads`` sees it (in the
browser the parser's recursion overflowed the stack and stopped Python); a
key given twice is refused for a link as for a file; the validator's
refusals are said in a player's words, naming where."""

from __future__ import annotations

import base64
import json
import zlib

import pytest

from scorekeeper.domain import FORMAT_ID, parse_record
from scorekeeper.domain.errors import RecordError
from scorekeeper.domain.record_text import nesting_depth
from scorekeeper.exports.link import LinkError, decode_link, record_of_link

from ..support import GAMES

#: the issue's link: 43 characters, a record of 12,000 nested lists
NESTED_LINK = "#g=7cExAQAAAMKgoOvfwxg-QAEAAAAAAAAAAAAAwN8A"


def packed(text: bytes) -> str:
    packer = zlib.compressobj(9, zlib.DEFLATED, -15)
    return "#g=" + base64.urlsafe_b64encode(packer.compress(text) + packer.flush()).rstrip(b"=").decode()


def depth(value) -> int:
    if isinstance(value, (dict, list)):
        inner = value.values() if isinstance(value, dict) else value
        return 1 + max((depth(v) for v in inner), default=0)
    return 0


@pytest.fixture
def no_json_parsing(monkeypatch):
    def refuse(*args, **kwargs):
        raise AssertionError("json.loads was called on a record that nests too deep")

    monkeypatch.setattr(json, "loads", refuse)


@pytest.mark.parametrize("text", ["[" * 12_000, "[" * 100_000 + "]" * 100_000, '{"a":' * 40 + "1" + "}" * 40,
                                  ('{"format": "%s", "players": ' % FORMAT_ID) + "[" * 33 + "]" * 33 + "}"],
                         ids=["12000-open", "100000-closed", "40-objects", "33-lists-in-a-record"])
def test_a_record_nested_deeper_than_any_game_is_refused_before_it_is_parsed(text, no_json_parsing):
    with pytest.raises(RecordError) as info:
        parse_record(text)
    message = str(info.value)
    assert "nested too deeply" in message and "at most 32" in message and "\n" not in message


def test_the_issues_43_character_link_is_refused_in_one_line_before_it_is_parsed(no_json_parsing):
    assert len(NESTED_LINK) == 43
    with pytest.raises(LinkError) as info:
        decode_link(NESTED_LINK)
    assert info.value.code == "link.deep" and "nested too deeply" in str(info.value)
    assert "\n" not in str(info.value)


def test_every_fixture_record_nests_far_less_than_the_limit_and_is_read():
    deepest = 0
    for path in sorted(GAMES.glob("*.json")):
        record = json.loads(path.read_text(encoding="utf-8"))["record"]
        deepest = max(deepest, depth(record))
        assert nesting_depth(json.dumps(record, ensure_ascii=False)) == depth(record), path.name
        assert parse_record(json.dumps(record)).players == record["players"]
    assert deepest <= 6  # the limit, 32, leaves a clear margin


def test_brackets_inside_names_do_not_count_as_nesting():
    players = ["[" * 30 + "{", "Ben\\\"[[[[", "Cleo]]]]"]
    assert parse_record(json.dumps({"format": FORMAT_ID, "players": players})).players == players


def test_a_link_with_a_key_given_twice_is_refused_as_the_file_is():
    text = b'{"format": "%s", "players": ["Ana", "Ben", "Cleo"], "players": ["X", "Y", "Z"]}' % FORMAT_ID.encode()
    with pytest.raises(RecordError, match="the key 'players' appears twice"):
        parse_record(text)
    with pytest.raises(LinkError) as info:
        record_of_link(packed(text))
    assert info.value.code == "link.invalid" and "the key 'players' appears twice" in str(info.value)


@pytest.mark.parametrize("record, said", [
    ({"players": ["Ana", "Ben"]}, "players: Wizard is played by 3 to 6 players, not 2"),
    ({"players": [f"P{i}" for i in range(40)]}, "players: at most 8 players sit at one table (6 play each round), not 40"),
    ({"players": ["Ana", 5, "Cleo"]}, "players[1]: a name must be text in quotes, not 5"),
    ({"players": "Ana"}, "players: must be a list [...], not 'Ana'"),
    ({"rounds": [{"bids": [0, "one", 0]}]}, "round 1, Ben's bid: must be a whole number, not 'one'"),
    ({"rounds": [{"trump": "purple"}]}, "round 1, trump: must be 'red', 'yellow', 'green', 'blue' or 'none', not 'purple'"),
    ({"rounds": [{}] * 61}, "rounds: at most 60 rounds, not 61"),
    ({"rounds": [5]}, "round 1: must be an object {...}, not 5"),
    ({"ended_early": "yes"}, "ended_early: must be true or false, not 'yes'"),
])
def test_the_validators_refusals_speak_a_players_words_and_say_where(record, said):
    with pytest.raises(RecordError) as info:
        parse_record({"format": FORMAT_ID, "players": ["Ana", "Ben", "Cleo"], **record})
    assert str(info.value) == said


@pytest.mark.parametrize("value", [
    ["a\\", [["b"]]],  # a string ending in a backslash, then real lists
    ['say \"[[[[\"', {"k": ["]]]"]}],  # escaped quotes and brackets inside strings
    [{"[": "{"}, [], [[[[]]]]],
    [[[] for _ in range(3)] for _ in range(70_000)],  # wide: more than one 64 KB chunk
], ids=["backslash", "escaped-quotes", "bracket-keys", "wide"])
def test_the_scan_counts_the_nesting_the_parser_sees(value):
    assert nesting_depth(json.dumps(value)) == depth(value)
