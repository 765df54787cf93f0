"""Settings every test shares."""

from __future__ import annotations

import pytest

from scorekeeper.i18n import LOCALE_VARIABLES


@pytest.fixture(autouse=True)
def _english_environment(monkeypatch):
    """The command line follows LANGUAGE, LC_ALL, LC_MESSAGES and LANG: tests
    run in English whatever the developer's locale (a test that wants
    another language sets them itself, or passes --lang)."""
    for name in LOCALE_VARIABLES:
        monkeypatch.delenv(name, raising=False)
    monkeypatch.setenv("LANG", "C.UTF-8")
