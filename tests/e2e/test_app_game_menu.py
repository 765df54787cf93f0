"""The language from the game (issue 28, item 10d): the game's menu in the
app bar offers it beside the rules of the game, and a choice speaks at once
with the game still open (it was five taps and two scrolls away, on the
home screen only). Screenshots at 360x740 of the menu, the six-name chips,
bid board and sheet, light and dark, English and German."""

from __future__ import annotations

import os
from pathlib import Path

import pytest

from scorekeeper.i18n import translator

from . import scorekeeper_driver, table
from .scorekeeper_driver import Driver
from .test_app_six_names import SIX

pytestmark = pytest.mark.e2e

SHOTS = Path(os.environ.get("SK_SHOTS", "/tmp/shots-28small"))


def choose_language(tk: Driver, code: str, monkeypatch) -> None:
    """Game screen -> its menu -> Language -> ``code``; the driver speaks it."""
    app = tk.app
    app.tap("game-menu")
    app.wait_for("game-language")
    app.tap("game-language")
    app.wait_for(f"lang-{code}")
    app.tap(f"lang-{code}")
    t = translator(code)
    for module in (scorekeeper_driver, table):
        monkeypatch.setattr(module, "T", t)
    app.wait_text("round-number", t("game.round_of", n=tk.state.current.number, total=tk.state.total_rounds),
                  exact=True)


def shot(tk: Driver, name: str) -> None:
    SHOTS.mkdir(parents=True, exist_ok=True)
    tk.app.page.mouse.move(359, 739)  # no hover effect from the last tap
    tk.app.screenshot(name, settle_s=1.0).replace(SHOTS / f"{name}.png")


def test_the_language_is_chosen_from_the_games_menu_and_spoken_at_once(tk: Driver, monkeypatch):
    tk.new_game(["Ana", "Ben", "Cleo"], schedule=(1, 1))
    tk.bid(0)
    try:
        choose_language(tk, "de", monkeypatch)
        de = translator("de")
        assert tk.app.text("sheet-toggle") == de("game.show_sheet")
        tk.expect_state(what="the round, now in German")  # the game as it was, the bid still in
    finally:
        choose_language(tk, "en", monkeypatch)


@pytest.mark.parametrize("theme", ["light", "dark"])
def test_screenshots_of_six_names_and_the_games_menu(tk: Driver, theme: str, monkeypatch):
    app = tk.app
    dark = theme == "dark"
    if app.is_checked("theme-dark") is not dark:
        app.tap("theme-dark")
        app.wait_checked("theme-dark", dark)
    try:
        tk.new_game(SIX, schedule=(3, 3))
        tk.bid(1)
        tk.bid(0)
        for language in ("en", "de"):
            if language != "en":
                choose_language(tk, language, monkeypatch)
            shot(tk, f"28-{theme}-{language}-1-six-names-round")
            app.tap("game-menu")
            app.wait_for("game-language")
            shot(tk, f"28-{theme}-{language}-2-game-menu")
            # closed as a phone closes it: a tap beside the menu (a key would turn the
            # keyboard's focus rings on: see the note of stop 25 on Escape and the focus keeper)
            app.page.mouse.click(20, 700)
            app.wait_gone("game-language")
            tk.toggle_sheet()
            shot(tk, f"28-{theme}-{language}-3-six-names-sheet")
            tk.toggle_sheet()
        choose_language(tk, "en", monkeypatch)
    finally:
        if dark:
            app.tap("back")
            app.wait_for("theme-dark")
            app.tap("theme-dark")
            app.wait_checked("theme-dark", False)
