"""The translation catalogs: every language has every source string, with
the placeholders of the English and its own number of plural forms, and the
compiled .mo files the app reads are those of the .po sources.

The checks themselves (scorekeeper.locales.build.problems) are shown to
catch each kind of fault on a small catalog made here.
"""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest

from scorekeeper.i18n import LANGUAGES, available_languages, translator
from scorekeeper.locales import build

ROOT = Path(__file__).resolve().parents[2]


def test_every_catalog_translates_every_source_string_and_is_compiled():
    problems = build.problems()
    assert not problems, "run python -m scorekeeper.locales.build --list:\n" + "\n".join(problems[:40])


def test_the_six_languages_ship_and_each_is_named_in_itself():
    assert available_languages() == list(LANGUAGES) == ["en", "de", "fr", "es", "pl", "sr"]
    names = {code: translator("en")(f"lang.{code}") for code in LANGUAGES}
    assert names == {"en": "English", "de": "Deutsch", "fr": "Français", "es": "Español", "pl": "Polski", "sr": "Српски"}
    for code in LANGUAGES:  # the same names in every language: a player finds their own
        assert {c: translator(code)(f"lang.{c}") for c in LANGUAGES} == names


def test_each_catalog_declares_the_standard_plural_forms_of_its_language():
    for code in LANGUAGES:
        text = build.po_path(code).read_text(encoding="utf-8")
        assert f'"Plural-Forms: {build.PLURAL_FORMS[code]}\\n"' in text, code
    assert build.nplurals("pl") == build.nplurals("sr") == 3
    assert {build.nplurals(c) for c in ("en", "de", "fr", "es")} == {2}


# -- the checks catch each fault ---------------------------------------------------------------

EN = """msgid ""
msgstr ""
"Content-Type: text/plain; charset=utf-8\\n"
"Plural-Forms: nplurals=2; plural=(n != 1);\\n"

msgid "greet"
msgstr "Hello {name}"

msgid "cards"
msgid_plural "cards"
msgstr[0] "{n} card"
msgstr[1] "{n} cards"
"""

PL = """msgid ""
msgstr ""
"Content-Type: text/plain; charset=utf-8\\n"
"Plural-Forms: nplurals=3; plural=(n==1 ? 0 : n%10>=2 && n%10<=4 && (n%100<10 || n%100>=20) ? 1 : 2);\\n"

msgid "greet"
msgstr "Cześć {name}"

msgid "cards"
msgid_plural "cards"
msgstr[0] "{n} karta"
msgstr[1] "{n} karty"
msgstr[2] "{n} kart"
"""


@pytest.fixture
def tiny(tmp_path) -> Path:
    """A locales folder with English and a complete Polish catalog, compiled."""
    for code, text in (("en", EN), ("pl", PL)):
        path = build.po_path(code, tmp_path)
        path.parent.mkdir(parents=True)
        path.write_text(text, encoding="utf-8")
    build.sync_and_compile(tmp_path, ("en", "pl"))
    assert build.problems(tmp_path, ("en", "pl")) == []
    return tmp_path


def edit(root: Path, code: str, old: str, new: str) -> None:
    path = build.po_path(code, root)
    text = path.read_text(encoding="utf-8")
    assert old in text
    path.write_text(text.replace(old, new), encoding="utf-8")


def test_the_check_finds_a_source_string_a_catalog_misses(tiny):
    edit(tiny, "en", 'msgid "greet"', 'msgid "farewell"\nmsgstr "Bye"\n\nmsgid "greet"')
    found = build.problems(tiny, ("en", "pl"))
    assert any("pl/" in p and "farewell is not translated" in p for p in found), found


def test_the_check_finds_an_untranslated_entry(tiny):
    edit(tiny, "pl", 'msgstr "Cześć {name}"', 'msgstr ""')
    found = build.problems(tiny, ("en", "pl"))
    assert any("greet is not translated" in p for p in found), found


def test_the_check_finds_a_placeholder_that_does_not_match(tiny):
    edit(tiny, "pl", 'msgstr "Cześć {name}"', 'msgstr "Cześć {imie}"')
    found = build.problems(tiny, ("en", "pl"))
    assert any("greet has placeholders ['imie'], English has ['name']" in p for p in found), found


def test_the_check_finds_a_plural_form_that_drops_the_count(tiny):
    edit(tiny, "pl", 'msgstr[2] "{n} kart"', 'msgstr[2] "kart"')
    found = build.problems(tiny, ("en", "pl"))
    assert any("cards form 2 has placeholders []" in p for p in found), found


def test_the_check_finds_the_wrong_number_of_plural_forms(tiny):
    edit(tiny, "pl", 'msgstr[2] "{n} kart"\n', "")
    found = build.problems(tiny, ("en", "pl"))
    assert any("cards has 2 plural forms, pl has 3" in p for p in found), found


def test_the_check_finds_a_wrong_plural_forms_header(tiny):
    edit(tiny, "pl", "nplurals=3; plural=(n==1 ? 0 : n%10>=2 && n%10<=4 && (n%100<10 || n%100>=20) ? 1 : 2);",
         "nplurals=2; plural=(n != 1);")
    found = build.problems(tiny, ("en", "pl"))
    assert any("Plural-Forms is" in p for p in found), found


def test_the_check_finds_a_compiled_catalog_older_than_its_source(tiny):
    edit(tiny, "pl", 'msgstr "Cześć {name}"', 'msgstr "Dzień dobry, {name}"')
    found = build.problems(tiny, ("en", "pl"))
    assert found == ["pl/LC_MESSAGES/messages.mo is stale: run python -m scorekeeper.locales.build"]
    build.sync_and_compile(tiny, ("en", "pl"))
    assert build.problems(tiny, ("en", "pl")) == []


def test_a_changed_english_text_marks_its_translations_for_review(tiny):
    edit(tiny, "en", 'msgstr "Hello {name}"', 'msgstr "Good morning, {name}"')
    build.sync_and_compile(tiny, ("en", "pl"))
    found = build.problems(tiny, ("en", "pl"))
    assert any("greet is marked fuzzy" in p for p in found), found
    assert "#, fuzzy" in build.po_path("pl", tiny).read_text(encoding="utf-8")


def test_a_new_english_string_reaches_the_other_catalogs_untranslated(tiny):
    edit(tiny, "en", 'msgid "greet"', 'msgid "farewell"\nmsgstr "Bye"\n\nmsgid "greet"')
    build.sync_and_compile(tiny, ("en", "pl"))
    text = build.po_path("pl", tiny).read_text(encoding="utf-8")
    assert '#. en: Bye\nmsgid "farewell"\nmsgstr ""' in text


# -- the runtime -------------------------------------------------------------------------------


def test_the_app_reads_the_catalogs_without_babel():
    """The phone build bundles what the app imports: gettext, not Babel."""
    code = (
        "import sys, scorekeeper.i18n as i, scorekeeper.cli, scorekeeper.presenters.round, scorekeeper.presenters.rules\n"
        "assert i.translator('pl').n('round.cards', 5, n=5) == 'po 5 kart'\n"
        "assert not [m for m in sys.modules if m.split('.')[0] == 'babel'], 'babel imported'\n"
    )
    done = subprocess.run([sys.executable, "-c", code], cwd=ROOT, capture_output=True, text=True, timeout=60)
    assert done.returncode == 0, done.stderr


def test_a_missing_key_shows_itself_and_a_missing_translation_shows_english(tmp_path):
    t = translator("de")
    assert t("no.such.key") == "no.such.key"
    assert t.n("no.such.key", 3) == "no.such.key"
    assert translator("xx").language == "en"


def test_a_missing_or_damaged_catalog_shows_the_keys_instead_of_crashing(tmp_path, monkeypatch):
    import gettext

    from scorekeeper import i18n

    monkeypatch.setattr(i18n, "LOCALES_DIR", tmp_path)
    assert type(i18n._load("de")) is gettext.NullTranslations  # no file at all
    damaged = tmp_path / "de" / "LC_MESSAGES" / f"{i18n.DOMAIN}.mo"
    damaged.parent.mkdir(parents=True)
    for data in (b"not a catalog", b"\xde\x12\x04\x95" + b"\x00" * 6):  # a bad magic number; a cut file
        damaged.write_bytes(data)
        assert type(i18n._load("de")) is gettext.NullTranslations


@pytest.mark.parametrize("code", available_languages())
def test_what_an_undo_names_has_no_colon_of_its_own_so_the_undo_reads_with_one(code):
    """The undo and redo buttons say "Undo: {what}"; a change of the evening
    worded "Leaving: Ann" made "Undo: Leaving: Ann" (issue 40)."""
    t = translator(code)
    for key in ("did.left", "did.back", "did.joined", "did.plan", "did.end"):
        what = t(key, names="Ann")
        label = t("game.undo_change", what=what)
        assert label.count(":") == 1, label
