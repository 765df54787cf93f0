"""What the test packages share: where the fixture games are, and the
command line run in this process or in a fresh interpreter (the fixtures
``cli`` and ``cli_process`` of ``tests/conftest.py`` bind both to the test's
data folder)."""

from __future__ import annotations

import io
import json
import os
import subprocess
import sys
from pathlib import Path
from typing import Any, NamedTuple

import pytest

from scorekeeper import cli as cli_module
from scorekeeper.i18n import LOCALE_VARIABLES

REPO = Path(__file__).resolve().parents[1]
FIXTURES = REPO / "tests" / "fixtures"
GAMES = FIXTURES / "games"  # replay fixtures: {"record": ..., "expected": ...} (tests/fixtures/make_games.py)
# settings of the developer's machine that would steer a command run by a test
FOREIGN_ENV = ("SCOREKEEPER_RULES_DIR", "SCOREKEEPER_DATA_DIR", "SCOREKEEPER_SITE_URL", "FLET_APP_STORAGE_DATA", "DISPLAY", "WAYLAND_DISPLAY")


def game_fixture(name: str) -> dict[str, Any]:
    """``{"record": ..., "expected": ...}`` of tests/fixtures/games/<name>.json."""
    return json.loads((GAMES / f"{name.removesuffix('.json')}.json").read_text(encoding="utf-8"))


def record_file(directory: Path, name: str) -> str:
    """Write the record of fixture game ``name`` to ``directory`` (a fixture
    wraps the record with its expected result) and return the file's path."""
    path = directory / f"{name.removesuffix('.json')}.json"
    path.write_text(json.dumps(game_fixture(name)["record"], ensure_ascii=False), encoding="utf-8")
    return str(path)


class Result(NamedTuple):
    code: int
    out: str  # bytes for run_process(binary=True)
    err: str

    @property
    def err_lines(self) -> list[str]:
        return self.err.splitlines()


def assert_one_error_line(result: Result, *fragments: str, code: int = 2) -> str:
    """Exit status ``code``, nothing on stdout, exactly one stderr line
    starting ``error:`` (no traceback) that holds every fragment."""
    assert result.code == code, result
    assert result.out == "", result
    assert len(result.err_lines) == 1 and result.err.endswith("\n"), result.err
    line = result.err_lines[0]
    assert line.startswith("error: "), result.err
    assert "Traceback" not in result.err
    for fragment in fragments:
        assert fragment in line, f"{fragment!r} not in {line!r}"
    return line


class InProcessCLI:
    """``scorekeeper ARGV`` through ``cli.main`` in this process, on
    ``data_dir`` (or ``folder=``) as SCOREKEEPER_DATA_DIR would name it;
    ``stdin`` feeds ``-``; ``env``: the locale variables of this run alone."""

    def __init__(self, data_dir: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture) -> None:
        self.data_dir = data_dir
        self.monkeypatch = monkeypatch
        self.capsys = capsys
        for name in FOREIGN_ENV:
            monkeypatch.delenv(name, raising=False)

    def __call__(self, *argv: str, stdin: str | None = None, folder: Path | None = None,
                 env: dict[str, str] | None = None) -> Result:
        self.monkeypatch.setenv("SCOREKEEPER_DATA_DIR", str(folder or self.data_dir))
        if env is not None:
            for name in LOCALE_VARIABLES:
                self.monkeypatch.delenv(name, raising=False)
            for name, value in env.items():
                self.monkeypatch.setenv(name, value)
        if stdin is not None:
            self.monkeypatch.setattr(sys, "stdin", io.StringIO(stdin))
        self.capsys.readouterr()
        code = cli_module.main(list(argv))
        captured = self.capsys.readouterr()
        return Result(code, captured.out, captured.err)


def cli_environment(data_dir: Path, env: dict[str, str] | None = None) -> dict[str, str]:
    """The environment of a command in a fresh interpreter: this checkout
    importable, SCOREKEEPER_DATA_DIR=data_dir, nothing of the developer's
    setup that would steer it (other rules, another data folder, a display)."""
    environment = {k: v for k, v in os.environ.items() if k not in FOREIGN_ENV}
    environment["SCOREKEEPER_DATA_DIR"] = str(data_dir)
    environment["PYTHONPATH"] = os.pathsep.join(p for p in (str(REPO), environment.get("PYTHONPATH", "")) if p)
    environment.update(env or {})
    return environment


def run_process(*argv: str, data_dir: Path, stdin: str | bytes | None = None, code: str | None = None,
                env: dict[str, str] | None = None, binary: bool = False, timeout: float = 60) -> Result:
    """``python -m scorekeeper ARGV`` in a fresh interpreter (with ``code``:
    ``python -c CODE ARGV``); ``binary``: stdin, stdout and stderr are bytes,
    exactly as written."""
    command = [sys.executable, "-c", code, *argv] if code is not None else [sys.executable, "-m", "scorekeeper", *argv]
    done = subprocess.run(command, input=stdin, capture_output=True, text=not binary, cwd=REPO,
                          env=cli_environment(data_dir, env), timeout=timeout)
    return Result(done.returncode, done.stdout, done.stderr)
