"""The double-tap guard's quiet moment is the app's setting (``--tap-quiet MS``,
``SCOREKEEPER_TAP_QUIET_MS``): the default is :data:`QUIET_S`; a table that
wants it longer (or the browser tests, which drive one tap at a time and wait
for each result, shorter) sets it once for the whole app."""

from __future__ import annotations

import pytest

from scorekeeper import cli
from scorekeeper.bootstrap import Scorekeeper
from scorekeeper.domain import Bid, RuleChoice
from scorekeeper.presenters.taps import QUIET_S, turn_of
from scorekeeper.ui.store import AppStore

from ..support import assert_one_error_line
from .test_tap_path import NAMES, Clock

def _second_tap_after(quiet_s: float | None, gap_s: float) -> bool:
    """Two bids ``gap_s`` apart on a store made with the quiet moment ``quiet_s``
    (None: the default); whether the second one counted."""
    clock = Clock()
    options = {} if quiet_s is None else {"tap_quiet_s": quiet_s}
    store = AppStore(Scorekeeper.in_memory().service, clock=clock, **options)
    assert store.play.start_game(NAMES, 0, RuleChoice(schedule=(2, 2)))
    state = lambda: store.service.game(store.play.game_id).state  # noqa: E731
    assert store.play.tap(Bid(player=1, value=1), turn_of(state()))
    clock.now += gap_s
    return store.play.tap(Bid(player=2, value=0), turn_of(state()))


def test_the_command_lines_default_is_the_guards():
    from scorekeeper.cli.app_options import DEFAULT_QUIET_MS

    assert DEFAULT_QUIET_MS / 1000 == QUIET_S


def test_by_default_a_tap_within_the_quiet_moment_after_the_last_is_dropped():
    assert not _second_tap_after(None, QUIET_S * 0.9)
    assert _second_tap_after(None, QUIET_S * 1.1)


def test_the_quiet_moment_the_app_is_given_is_the_one_its_taps_keep():
    assert not _second_tap_after(1.0, 0.9)  # longer than the default: still quiet
    assert _second_tap_after(1.0, 1.1)
    assert _second_tap_after(0.0, 0.001)  # none: the next player's tap counts at once


@pytest.fixture
def launched(monkeypatch):
    seen = []
    monkeypatch.setattr("scorekeeper.ui.launch.launch", lambda service, options: seen.append(options) or 0)
    return seen


def test_the_quiet_moment_comes_from_the_flag_else_the_environment_else_the_default(launched, monkeypatch):
    monkeypatch.delenv("SCOREKEEPER_TAP_QUIET_MS", raising=False)
    assert cli.main(["--web"], app=Scorekeeper.in_memory()) == 0
    assert cli.main(["--web", "--tap-quiet", "600"], app=Scorekeeper.in_memory()) == 0
    monkeypatch.setenv("SCOREKEEPER_TAP_QUIET_MS", "0")
    assert cli.main(["--web"], app=Scorekeeper.in_memory()) == 0
    assert [o.tap_quiet_s for o in launched] == [QUIET_S, 0.6, 0.0]


@pytest.mark.parametrize("value", ["soon", "-1", "5001", "nan"])
def test_a_quiet_moment_that_is_not_0_to_5000_ms_is_one_error_line(cli, launched, value):
    line = assert_one_error_line(cli("--web", "--tap-quiet", value), "--tap-quiet")
    assert "ms" in line or "milliseconds" in line
    assert launched == []
