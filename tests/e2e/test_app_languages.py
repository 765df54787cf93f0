"""The app in the table's language: switched mid-game from the home screen,
remembered by the device, the device's own language on first start, and
every screen of a game at phone width in each language (screenshots).

The round screen is checked with the same expectations as the English
tests (scorekeeper_driver.Driver.expectations), built from the chosen
language's catalog instead of the English one.
"""

from __future__ import annotations

import random

import pytest

from scorekeeper.i18n import LANGUAGES, translator

from . import scorekeeper_driver, table
from .harness import AppPage, new_context
from .scorekeeper_driver import Driver

pytestmark = pytest.mark.e2e

PLAYERS = ["Ana", "Ben", "Cleo"]


def pick_language(app, code: str, monkeypatch) -> None:
    """From any screen: home -> language -> lang-CODE; the driver's
    expectations now speak that language."""
    for _ in range(3):  # the round, or a game opened from the history: back to home
        if app.exists("language"):
            break
        app.tap("back")
        try:
            app.wait_for("language", timeout=3_000)
        except Exception:  # one screen further to go
            pass
    app.wait_for("language")
    app.tap("language")
    app.wait_for(f"lang-{code}")
    app.tap(f"lang-{code}")
    t = translator(code)
    app.wait_text("new-game", t("home.new"), exact=True)
    assert t(f"lang.{code}") in app.text("language")
    for module in (scorekeeper_driver, table):  # the driver's taps and the screen it expects
        monkeypatch.setattr(module, "T", t)


def switch_language(sk: Driver, code: str, monkeypatch) -> None:
    """Round screen -> home -> another language -> back to the game."""
    pick_language(sk.app, code, monkeypatch)
    sk.resume()


def view_finished(sk: Driver, code: str, monkeypatch) -> None:
    """A finished game is no longer resumed from home: history -> view."""
    pick_language(sk.app, code, monkeypatch)
    sk.app.tap("history")
    sk.app.tap("game-view-0")
    sk.sheet = True  # a finished game opens on its sheet
    sk.expect_state()


def test_switching_to_serbian_and_german_mid_game_keeps_the_game_and_speaks_at_once(sk: Driver, monkeypatch):
    rng = random.Random(11)
    sk.new_game(PLAYERS, notequal=True, schedule=(1, 2, 3, 4))
    sk.play_round(rng)
    sk.bid_round(rng)  # round 2: bids in, tricks to play

    switch_language(sk, "sr", monkeypatch)  # resume checks every text of the round screen in Serbian
    sr = translator("sr")
    assert sk.app.text("round-number") == sr("game.round_of", n=2, total=4) == "Рунда 2 од 4"
    assert sk.app.text("round-info") == sr.n("round.cards", 2, n=2) == "по 2 карте"
    sk.play_tricks(rng)  # each tap checked against the engine, in Serbian
    sk.next_round()
    sk.bid(rng=rng)

    switch_language(sk, "de", monkeypatch)
    de = translator("de")
    assert sk.app.text("round-number") == de("game.round_of", n=3, total=4) == "Runde 3 von 4"
    sk.bid_round(rng)
    sk.play_tricks(rng)
    sk.next_round()
    sk.play_round(rng, close=False)  # the last round: the game is over, in German
    assert sk.state.complete


def test_the_language_chosen_is_remembered_by_the_device(sk: Driver, monkeypatch):
    app = sk.app
    app.tap("language")
    app.tap("lang-pl")
    app.wait_text("new-game", translator("pl")("home.new"), exact=True)
    app.wait_stored("language", "pl")
    app.reload(first="new-game", fresh=True)  # a new session on the same device
    app.wait_text("new-game", translator("pl")("home.new"), exact=True)
    app.tap("language")
    app.tap("lang-en")
    app.wait_text("new-game", translator("en")("home.new"), exact=True)


def test_a_first_start_follows_the_browser_language(browser, sk_server):
    ctx = new_context(browser, locale="fr-FR")
    try:
        app = AppPage(ctx.new_page(), sk_server.url).open(first="new-game")
        app.wait_text("new-game", translator("fr")("home.new"), exact=True)
    finally:
        ctx.close()


def test_every_screen_of_a_game_in_every_language_at_phone_width(sk: Driver, monkeypatch):
    """Screenshots (screenshots/lang-*.png, 360x740) of the round, the sheet
    and the game-over screen, to be looked at; each is checked like the
    English ones first."""
    rng = random.Random(3)
    sk.new_game(["Hildegard", "Bartholomäus", "Светлана", "Żaneta"], notequal=True, schedule=(2, 3))
    sk.play_round(rng)
    sk.bid_round(rng)
    sk.trick(0)
    for code in LANGUAGES:
        switch_language(sk, code, monkeypatch)
        sk.app.screenshot(f"lang-{code}-round")
        sk.toggle_sheet()
        sk.app.screenshot(f"lang-{code}-sheet")
        sk.toggle_sheet()
    sk.play_tricks(rng)  # the last trick: the game is over
    for code in LANGUAGES:
        view_finished(sk, code, monkeypatch)
        sk.app.screenshot(f"lang-{code}-sheet-final")
        sk.toggle_sheet()
        sk.app.screenshot(f"lang-{code}-over")
