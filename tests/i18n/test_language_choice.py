"""Which language: a locale name to one of the app's languages, and the
environment read the way gettext reads it (LANGUAGE, LC_ALL, LC_MESSAGES,
LANG)."""

from __future__ import annotations

from scorekeeper.i18n import base_language, language_from_environment, negotiate


def test_locale_names_reduce_to_their_language():
    assert [base_language(n) for n in ("de_AT.UTF-8", "sr-Cyrl-RS", "sr_RS@latin", "pl", "C", "POSIX", "fr-CA")] == \
        ["de", "sr", "sr", "pl", "en", "en", "fr"]


def test_the_first_supported_language_wins_and_english_is_the_fallback():
    assert negotiate(["it-IT", "pt", "es-MX", "de"]) == "es"
    assert negotiate(["it-IT", "ja"]) == "en"
    assert negotiate([None, "", "pl-PL"]) == "pl"
    assert negotiate([]) == "en"


def test_the_environment_is_read_in_gettext_s_order():
    env = {"LANGUAGE": "it:sr:de", "LC_ALL": "fr_FR.UTF-8", "LC_MESSAGES": "es_ES.UTF-8", "LANG": "pl_PL.UTF-8"}
    assert language_from_environment(env) == "sr"  # LANGUAGE is a list: its first supported entry
    del env["LANGUAGE"]
    assert language_from_environment(env) == "fr"
    del env["LC_ALL"]
    assert language_from_environment(env) == "es"
    del env["LC_MESSAGES"]
    assert language_from_environment(env) == "pl"
    assert language_from_environment({"LANG": "C.UTF-8"}) == "en"
    assert language_from_environment({"LANGUAGE": "", "LANG": "de_DE.UTF-8"}) == "de"  # an empty variable is unset
    assert language_from_environment({}) == "en"
