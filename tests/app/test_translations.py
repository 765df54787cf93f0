"""Every user-facing string goes through the catalog; no key is missing."""

from __future__ import annotations

import json
import re
from pathlib import Path

from scorekeeper.domain import ACTION_TYPES, SUITS, BidMode
from scorekeeper.i18n import LOCALES_DIR, Translator, available_languages, catalog

ROOT = Path(__file__).resolve().parents[2]
LITERAL_KEY = re.compile(r"""\bt\(\s*"([a-z_.]+)"\s*[,)]""")


def used_keys() -> set[str]:
    keys: set[str] = set()
    for path in [*(ROOT / "scorekeeper" / "ui").glob("*.py"), *(ROOT / "scorekeeper" / "presenters").glob("*.py")]:
        keys |= set(LITERAL_KEY.findall(path.read_text(encoding="utf-8")))
    # keys built from data
    keys |= {f"trump.{s}" for s in (*SUITS, "none")}
    keys |= {f"mode.{m.value}" for m in BidMode}
    keys |= {f"setup.bids_hint.{m.value}" for m in BidMode}
    keys |= {f"mode_short.{m.value}" for m in BidMode}
    keys |= {f"fix.{kind}_{way}" for kind in ("bid", "tricks") for way in ("less", "more")}
    keys |= {f"action.{a.model_fields['type'].default}" for a in ACTION_TYPES}
    keys |= {f"lang.{code}" for code in available_languages()}
    for section in ("deal", "bidding", "notequal", "hidden", "play", "scoring", "end"):
        keys |= {f"rules.{section}.title", f"rules.{section}.text"}
    return keys


def test_every_key_the_app_uses_is_in_the_english_catalog():
    missing = sorted(used_keys() - set(catalog("en")))
    assert not missing, f"add to scorekeeper/locales/en.json: {missing}"


def test_catalogs_are_valid_json_objects_of_strings():
    for path in LOCALES_DIR.glob("*.json"):
        data = json.loads(path.read_text(encoding="utf-8"))
        assert all(isinstance(v, str) for v in data.values()), path.name


def test_placeholders_are_filled_and_a_missing_key_shows_itself():
    t = Translator("en")
    assert t("game.round_of", n=3, total=20) == "Round 3 of 20"
    assert t("no.such.key") == "no.such.key"


def test_an_unknown_language_falls_back_to_english():
    assert Translator("xx")("home.new") == "New game"
