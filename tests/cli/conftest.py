from __future__ import annotations

import io
import json
import os
import subprocess
import sys
from dataclasses import dataclass
from pathlib import Path

import pytest

from scorekeeper import cli

REPO = Path(__file__).resolve().parents[2]
GAMES = REPO / "tests" / "fixtures" / "games"


@dataclass
class Result:
    code: int
    out: str
    err: str


@pytest.fixture
def run(capsys, monkeypatch):
    """Run ``scorekeeper ARGV`` in-process; ``stdin`` feeds ``-``."""

    def _run(*argv: str, stdin: str | None = None) -> Result:
        if stdin is not None:
            monkeypatch.setattr(sys, "stdin", io.StringIO(stdin))
        capsys.readouterr()
        code = cli.main(list(argv))
        captured = capsys.readouterr()
        return Result(code, captured.out, captured.err)

    return _run


def run_process(*argv: str, stdin: str | None = None, env: dict | None = None, code: str | None = None) -> Result:
    """Run ``python -m scorekeeper ARGV`` (or ``python -c CODE``) in a fresh interpreter."""
    environment = {k: v for k, v in os.environ.items() if k != "SCOREKEEPER_RULES_DIR"}
    environment["PYTHONPATH"] = str(REPO)
    environment.update(env or {})
    command = [sys.executable, "-c", code] if code is not None else [sys.executable, "-m", "scorekeeper", *argv]
    done = subprocess.run(command, input=stdin, capture_output=True, text=True, cwd=REPO, env=environment, timeout=60)
    return Result(done.returncode, done.stdout, done.stderr)


def assert_bad_input(result: Result, *fragments: str) -> str:
    """Exit status 2, nothing on stdout, exactly one stderr line starting 'error:'."""
    assert result.code == 2, result
    assert result.out == ""
    lines = result.err.splitlines()
    assert len(lines) == 1 and result.err.endswith("\n"), result.err
    line = lines[0]
    assert line.startswith("error: ")
    assert "Traceback" not in result.err
    for fragment in fragments:
        assert fragment in line, f"{fragment!r} not in {line!r}"
    return line


def record_file(directory: Path, fixture_name: str) -> str:
    """Write the record of fixture ``fixture_name`` to ``directory`` (fixtures wrap
    the record with its expected result) and return its path."""
    fixture = json.loads((GAMES / fixture_name).read_text(encoding="utf-8"))
    path = directory / fixture_name
    path.write_text(json.dumps(fixture["record"], ensure_ascii=False), encoding="utf-8")
    return str(path)
