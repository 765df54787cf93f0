"""Every user-facing string goes through the catalog; no key is missing."""

from __future__ import annotations

import re
from pathlib import Path

from scorekeeper.domain import ACTION_TYPES, SUITS, BidMode
from scorekeeper.i18n import Translator, available_languages
from scorekeeper.locales.build import entries, read
from scorekeeper.presenters.rules import SECTIONS

ROOT = Path(__file__).resolve().parents[2]
# t("key", ...) and t.n("key", count, ...)
LITERAL_KEY = re.compile(r"""\bt(?:\.n)?\(\s*"([a-z_.]+)"\s*[,)]""")


def used_keys() -> set[str]:
    keys: set[str] = set()
    for path in (ROOT / "scorekeeper").rglob("*.py"):  # every module: a new package is read too
        keys |= set(LITERAL_KEY.findall(path.read_text(encoding="utf-8")))
    # keys built from data
    keys |= {f"trump.{s}" for s in (*SUITS, "none")}
    keys |= {f"mode.{m.value}" for m in BidMode}
    keys |= {f"setup.bids_hint.{m.value}" for m in BidMode}
    keys |= {f"mode_short.{m.value}" for m in BidMode}
    keys |= {f"fix.{kind}_{way}" for kind in ("bid", "tricks") for way in ("less", "more")}
    keys |= {f"action.{a.model_fields['type'].default}" for a in ACTION_TYPES}
    keys |= {f"lang.{code}" for code in available_languages()}
    for section in SECTIONS:
        keys |= {f"rules.{section}.title", f"rules.{section}.text"}
    return keys


def test_every_key_the_app_uses_is_in_the_english_catalog():
    missing = sorted(used_keys() - set(entries(read("en"))))
    assert not missing, f"add to scorekeeper/locales/en/LC_MESSAGES/messages.po: {missing}"


def test_placeholders_are_filled_and_a_missing_key_shows_itself():
    t = Translator("en")
    assert t("game.round_of", n=3, total=20) == "Round 3 of 20"
    assert t("no.such.key") == "no.such.key"


def test_an_unknown_language_falls_back_to_english():
    assert Translator("xx")("home.new") == "New game"


# -- the language on the screens ----------------------------------------------------------


def test_the_home_screen_offers_every_language_and_a_pick_applies_at_once_and_is_remembered(render, store):
    from scorekeeper.domain import RuleChoice
    from scorekeeper.ui.game.screen import GameScreen
    from scorekeeper.ui.home.language_button import LanguageButton
    from scorekeeper.ui.home.screen import HomeScreen


    saved = []
    store.device._save = saved.append
    assert store.play.start_game(["Ana", "Ben", "Cleo"], 0, RuleChoice())
    store.nav.home()
    assert render(HomeScreen, store).find("language") is not None
    button = render(LanguageButton, store)  # the root: the headless renderer keeps its state
    assert "English" in button.texts()
    button.tap("language")
    assert button.ids("lang-") == [f"lang-{code}" for code in available_languages()]
    button.tap("lang-sr")
    assert store.device.language == "sr" and store.device.prefs.language == "sr" and saved[-1].language == "sr"
    store.play.open_game(store.service.unfinished().id)
    game = render(GameScreen, store)
    assert "Рунда 1 од 20" in game.texts()  # the same game, now in Serbian
    assert Translator("sr")("bid.turn", name="Ben") in game.texts()


def test_an_unknown_language_is_not_picked(store):
    store.device.set_language("xx")
    assert store.device.language == "en" and store.device.prefs.language is None


def test_the_round_screen_opens_the_rules_of_its_own_game(render, store):
    from scorekeeper.domain import RuleChoice
    from scorekeeper.ui.game.screen import GameScreen
    from scorekeeper.ui.rules.screen import RulesScreen


    assert store.play.start_game(["Ana", "Ben", "Cleo", "Dan"], 0, RuleChoice(preset="dm-mixed"))
    store.device.language = "de"
    game = render(GameScreen, store)
    game.pick("rules-reference")  # in the game's menu
    assert store.nav.screen == "rules"
    rules = render(RulesScreen, store)
    assert "Dieses Spiel: DM gemischt" in rules.texts()
    assert rules.ids("rules-round-") == [f"rules-round-{n}" for n in range(1, 16)]
    assert {"rules-scoring", "rules-notequal", "rules-hidden", "rules-trump"} <= set(rules.ids("rules-"))
    store.nav.back()
    assert store.nav.screen == "game"  # back to the round, the game still open
    store.nav.home()
    assert render(RulesScreen, store).find("rules-game") is None  # from home: no game's schedule
