"""Hostile input on the command line: every refusal is one short `error:`
line with exit status 2, nothing on stdout, and no traceback."""

from __future__ import annotations

import io
import json
import sys

import pytest

from scorekeeper.domain import FORMAT_ID
from scorekeeper.domain.text import MAX_RECORD_BYTES

from ..support import assert_one_error_line


def record(**changes) -> dict:
    data = {"format": FORMAT_ID, "players": ["Ana", "Ben", "Cleo"], "first_dealer": 0,
            "rules": {"preset": "standard"}, "rounds": [{"bids": [1, 0, 0], "tricks": [1, 0, 0]}]}
    data.update(changes)
    return data


def short(line: str) -> str:
    assert len(line) <= 200, f"{len(line)} characters: {line[:80]}..."
    return line


HOSTILE_RECORDS = {
    "lone surrogate in a name": ('{"format": "%s", "players": ["A\\ud800", "Ben", "Cleo"]}' % FORMAT_ID, "lone surrogate"),
    "only a zero-width space": (json.dumps(record(players=["\u200b", "Ben", "Cleo"])), "visible"),
    "a Hangul filler": (json.dumps(record(players=["\u3164", "Ben", "Cleo"])), "visible"),
    "a lone combining mark": (json.dumps(record(players=["\u0301", "Ben", "Cleo"])), "visible"),
    "a right-to-left override": (json.dumps(record(players=["Ana\u202e", "Ben", "Cleo"])), "text-direction"),
    "a full-width look-alike": (json.dumps(record(players=["Ana", "Ａｎａ", "Cleo"])), "looks the same as Ana"),
    "a zero-width look-alike": (json.dumps(record(players=["Ana", "A\u200bna", "Cleo"])), "looks the same as Ana"),
    "a 41-character name": (json.dumps(record(players=["x" * 41, "Ben", "Cleo"])), "at most 40"),
    "duplicate keys": ('{"format": "%s", "players": ["Ana", "Ben", "Cleo"], "players": ["X", "Y", "Z"]}' % FORMAT_ID, "appears twice"),
    "61 rounds": (json.dumps(record(rounds=[{}] * 61)), "rounds"),
    "a 61-round schedule": (json.dumps(record(rules={"preset": "standard", "schedule": [1] * 61})), "schedule"),
    "a 100,000-character preset id": (json.dumps(record(rules={"preset": "p" * 100_000})), "preset"),
    "over 1 MB": (json.dumps(record(players=["A" * 1_100_000, "Ben", "Cleo"])), "larger than 1 MB"),
}


@pytest.mark.parametrize("case", list(HOSTILE_RECORDS))
def test_a_hostile_record_is_refused_in_one_short_line(cli, case):
    text, fragment = HOSTILE_RECORDS[case]
    line = assert_one_error_line(cli("sheet", "-", stdin=text), fragment)
    short(line)


def test_invalid_utf8_on_standard_input_is_refused_not_echoed(cli_process, data_dir):
    raw = ('{"format": "%s", "players": ["An' % FORMAT_ID).encode() + b"\xff" + b'", "Ben", "Cleo"]}'
    for command in ("sheet", "import"):
        done = cli_process(command, "-", stdin=raw, binary=True)
        assert done.code == 2 and done.out == b""
        assert done.err.decode().startswith("error: standard input: not a UTF-8 text (byte 0xff")
        assert done.err.count(b"\n") == 1
    assert not data_dir.exists()  # refused before the data folder was opened


def test_a_fifty_megabyte_name_on_standard_input_is_refused_after_reading_one_megabyte(cli, monkeypatch):
    payload = io.BytesIO(b'{"format": "%s", "players": ["' % FORMAT_ID.encode() + b"A" * 50_000_000 + b'", "B", "C"]}')
    monkeypatch.setattr(sys, "stdin", io.TextIOWrapper(payload, encoding="utf-8"))
    assert_one_error_line(cli("sheet", "-"), "error: standard input: larger than 1 MB")
    # what the reader took of the stream: the limit and one byte to see it is passed, never the rest
    assert payload.tell() == MAX_RECORD_BYTES + 1


@pytest.mark.parametrize("port", ["99999", "-5", "0", "eighty"])
def test_a_bad_port_is_one_error_line(cli, port):
    line = assert_one_error_line(cli("--web", "--port", port), "--port")
    short(line)
