"""Hostile input on the command line: every refusal is one short `error:`
line with exit status 2, nothing on stdout, and no traceback."""

from __future__ import annotations

import json
import os
import subprocess
import sys

import pytest

from scorekeeper.domain import FORMAT_ID

from .conftest import REPO, assert_bad_input, run_process


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
def test_a_hostile_record_is_refused_in_one_short_line(run, case):
    text, fragment = HOSTILE_RECORDS[case]
    line = assert_bad_input(run("sheet", "-", stdin=text), fragment)
    short(line)


def test_invalid_utf8_on_standard_input_is_refused_not_echoed():
    raw = ('{"format": "%s", "players": ["An' % FORMAT_ID).encode() + b"\xff" + b'", "Ben", "Cleo"]}'
    for command in ("sheet", "import"):
        env = {k: v for k, v in os.environ.items() if k != "SCOREKEEPER_RULES_DIR"}
        env.update(PYTHONPATH=str(REPO), SCOREKEEPER_DATA_DIR=os.devnull + "-never-used")
        done = subprocess.run([sys.executable, "-m", "scorekeeper", command, "-"], input=raw, capture_output=True,
                              cwd=REPO, env=env, timeout=60)
        assert done.returncode == 2 and done.stdout == b""
        assert done.stderr.decode().startswith("error: standard input: not a UTF-8 text (byte 0xff")
        assert done.stderr.count(b"\n") == 1


def test_a_fifty_megabyte_name_on_standard_input_is_refused_after_reading_one_megabyte():
    script = (
        "import io, resource, sys, time\n"
        "from scorekeeper import cli\n"
        "payload = b'{\"format\": \"%s\", \"players\": [\"' + b'A' * 50_000_000 + b'\", \"B\", \"C\"]}'\n"
        "sys.stdin = io.TextIOWrapper(io.BytesIO(payload), encoding='utf-8')\n"
        "before = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss\n"
        "began = time.perf_counter()\n"
        "code = cli.main(['sheet', '-'])\n"
        "print(code, time.perf_counter() - began, file=sys.stderr)\n"
    ) % FORMAT_ID
    result = run_process(code=script)
    lines = result.err.splitlines()
    assert lines[0].startswith("error: standard input: larger than 1 MB"), result.err
    assert lines[-1].split()[0] == "2"


@pytest.mark.parametrize("port", ["99999", "-5", "0", "eighty"])
def test_a_bad_port_is_one_error_line(run, port):
    line = assert_bad_input(run("--web", "--port", port), "--port")
    short(line)
