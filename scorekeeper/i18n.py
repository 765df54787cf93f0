"""One translation function for every user-facing string.

Catalogs are JSON files in ``scorekeeper/locales/<lang>.json`` mapping a key
to a text with ``{name}`` placeholders. A key missing from the chosen
language falls back to English; a key missing everywhere shows the key
itself (so a gap is visible, never a crash). Each app session holds its own
:class:`Translator`, so two browser tabs may use different languages.
"""

from __future__ import annotations

import json
from functools import lru_cache
from pathlib import Path

LOCALES_DIR = Path(__file__).resolve().parent / "locales"
DEFAULT_LANGUAGE = "en"


@lru_cache(maxsize=None)
def catalog(language: str) -> dict[str, str]:
    path = LOCALES_DIR / f"{language}.json"
    try:
        data = json.loads(path.read_text(encoding="utf-8"))
    except (OSError, ValueError):
        return {}
    return {k: v for k, v in data.items() if isinstance(v, str)}


def available_languages() -> list[str]:
    return sorted(p.stem for p in LOCALES_DIR.glob("*.json"))


class Translator:
    """``t("round.of", n=3, total=20)`` -> "Round 3 of 20"."""

    def __init__(self, language: str = DEFAULT_LANGUAGE):
        self.language = language if language in available_languages() else DEFAULT_LANGUAGE

    def __call__(self, key: str, /, **params: object) -> str:
        text = catalog(self.language).get(key) or catalog(DEFAULT_LANGUAGE).get(key) or key
        if not params:
            return text
        try:
            return text.format(**params)
        except (KeyError, IndexError, ValueError):
            return text


@lru_cache(maxsize=None)
def translator(language: str = DEFAULT_LANGUAGE) -> Translator:
    return Translator(language)
