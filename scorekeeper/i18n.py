"""One translation function for every user-facing string.

Catalogs are gettext catalogs: ``scorekeeper/locales/<lang>/LC_MESSAGES/
messages.po`` are the sources (English is the source language; each message
id is a stable key such as ``round.cards``), compiled to ``messages.mo`` by
``python -m scorekeeper.locales.build``. At run time only the standard
library's :mod:`gettext` reads the ``.mo`` files, so the phone build bundles
no catalog tool.

``t("game.round_of", n=3, total=20)`` -> "Round 3 of 20";
``t.n("round.cards", 5, n=5)`` picks the plural form for 5 in the language
(Polish and Serbian have three) and fills its placeholders. Whole-number and
decimal parameters are written the language's way (``1.234,5`` in German).
A key missing from the chosen language falls back to English; a key missing
everywhere shows the key itself (a gap is visible, never a crash). Each app
session holds its own :class:`Translator`, so two browser tabs may use
different languages.
"""

from __future__ import annotations

import gettext
import os
import struct
from collections.abc import Iterable, Mapping
from datetime import date
from functools import lru_cache
from pathlib import Path

from . import l10n

LOCALES_DIR = Path(__file__).resolve().parent / "locales"
DOMAIN = "messages"
DEFAULT_LANGUAGE = "en"
# The order of the language choice: English first (the source), then the others.
LANGUAGES = ("en", "de", "fr", "es", "pl", "sr")
# The environment variables the command line reads, in gettext's order.
LOCALE_VARIABLES = ("LANGUAGE", "LC_ALL", "LC_MESSAGES", "LANG")


def mo_path(language: str) -> Path:
    return LOCALES_DIR / language / "LC_MESSAGES" / f"{DOMAIN}.mo"


def _load(language: str) -> gettext.NullTranslations:
    try:
        with mo_path(language).open("rb") as fp:
            return gettext.GNUTranslations(fp)
    except (OSError, ValueError, struct.error):
        # No catalog (or a damaged one: gettext raises OSError for a bad magic number,
        # struct.error for a cut file, UnicodeDecodeError for bad text): every key
        # shows itself rather than crash. (This caught ``gettext.error``, which does
        # not exist: a missing catalog raised AttributeError here; mypy found it.)
        return gettext.NullTranslations()


@lru_cache(maxsize=None)
def _chain(language: str) -> gettext.NullTranslations:
    """The language's catalog, falling back to English for a key it lacks."""
    catalog = _load(language)
    if language != DEFAULT_LANGUAGE:
        catalog.add_fallback(_load(DEFAULT_LANGUAGE))
    return catalog


def available_languages() -> list[str]:
    return [code for code in LANGUAGES if mo_path(code).is_file()]


def base_language(name: str) -> str:
    """``de`` of a locale name such as ``de_AT.UTF-8``, ``sr-Cyrl-RS`` or
    ``de``; ``C`` and ``POSIX`` (no locale) mean English."""
    base = name.split(".")[0].split("@")[0].replace("-", "_").split("_")[0].strip().lower()
    return DEFAULT_LANGUAGE if base in ("c", "posix") else base


def negotiate(preferences: Iterable[str | None]) -> str:
    """The first supported language among locale names (see
    :func:`base_language`); English when none is supported."""
    supported = set(available_languages())
    for name in preferences:
        if name and base_language(name) in supported:
            return base_language(name)
    return DEFAULT_LANGUAGE


def language_from_environment(environ: Mapping[str, str] | None = None) -> str:
    """Like gettext: the first of LANGUAGE (a colon-separated list), LC_ALL,
    LC_MESSAGES, LANG that is set decides."""
    env = os.environ if environ is None else environ
    for variable in LOCALE_VARIABLES:
        value = env.get(variable, "")
        if value:
            return negotiate(value.split(":") if variable == "LANGUAGE" else [value])
    return DEFAULT_LANGUAGE


class Translator:
    """Texts, plurals, numbers and dates in one language."""

    def __init__(self, language: str = DEFAULT_LANGUAGE):
        self.language = language if language in available_languages() else DEFAULT_LANGUAGE
        self._catalog = _chain(self.language)

    def __call__(self, key: str, /, **params: object) -> str:
        return self._fill(self._catalog.gettext(key), params)

    def n(self, key: str, count: int, /, **params: object) -> str:
        """The plural form of ``key`` for ``count``; the count is not passed
        to the text by itself: name it among ``params`` (usually ``n=count``).
        A negative count takes the form of its size, as CLDR's plural rules
        do ("−1 point"; the catalogs' formulas read a negative number wrongly:
        in Python, -1 % 10 is 9)."""
        return self._fill(self._catalog.ngettext(key, key, abs(count)), params)

    def has(self, key: str) -> bool:
        return self._catalog.gettext(key) != key

    # -- a built-in rule preset's name and description (a house preset, from
    # a file in one language, keeps its own) --------------------------------
    def preset_name(self, preset) -> str:
        key = f"preset.{preset.id}.name"
        return self(key) if self.has(key) else preset.name

    def preset_description(self, preset) -> str:
        key = f"preset.{preset.id}.description"
        return self(key) if self.has(key) else preset.description

    # -- the language's way of writing numbers and dates -----------------
    def number(self, value: int | float, decimals: int | None = None) -> str:
        return l10n.number(value, self.language, decimals)

    def percent(self, fraction: float, decimals: int = 0) -> str:
        return l10n.percent(fraction, self.language, decimals)

    def date(self, day: date) -> str:
        return l10n.date(day, self.language)

    def join(self, items: Iterable[str]) -> str:
        """``Ana, Ben and Cleo`` in the language."""
        return l10n.join(list(items), self.language)

    def _fill(self, text: str, params: dict[str, object]) -> str:
        if not params:
            return text
        shown = {k: self._param(v) for k, v in params.items()}
        try:
            return text.format(**shown)
        except (KeyError, IndexError, ValueError):
            return text

    def _param(self, value: object) -> object:
        if isinstance(value, bool):
            return value
        if isinstance(value, (int, float)):
            return l10n.number(value, self.language)
        return value


@lru_cache(maxsize=None)
def translator(language: str = DEFAULT_LANGUAGE) -> Translator:
    return Translator(language)
