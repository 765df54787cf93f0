"""Keep the translation catalogs in step and compile them.

    python -m scorekeeper.locales.build          # sync every language with English, compile the .mo files
    python -m scorekeeper.locales.build --list   # the same, and list every problem
    python -m scorekeeper.locales.build --check  # change nothing; exit 1 and list every problem

``en/LC_MESSAGES/messages.po`` is the source: each message id is a stable key
(``round.cards``), its ``msgstr`` the English text; a text that depends on a
count has ``msgid_plural`` (the same key) and one ``msgstr[i]`` per plural
form. The other languages' ``.po`` files hold the same keys; a sync adds a
new key there untranslated, drops a key English no longer has, writes the
English text above each entry for the translator (``#. en: ...``) and marks a
translation ``fuzzy`` when that English text changed since. Untranslated and
fuzzy entries are left out of the ``.mo`` (the app shows English for them)
and listed as problems.

Babel is used here only (a build and test tool); the app reads the compiled
``.mo`` files with the standard library's :mod:`gettext`.
"""

from __future__ import annotations

import gettext
import io
import json
import re
import string
import sys
from collections.abc import Iterable
from pathlib import Path

from babel.messages.catalog import Catalog, Message
from babel.messages.mofile import write_mo
from babel.messages.pofile import read_po, write_po

HERE = Path(__file__).resolve().parent
SOURCE = "en"
LANGUAGES = ("en", "de", "fr", "es", "pl", "sr")
# The standard gettext Plural-Forms of each language (as GNU gettext ships them).
PLURAL_FORMS = {
    "en": "nplurals=2; plural=(n != 1);",
    "de": "nplurals=2; plural=(n != 1);",
    "fr": "nplurals=2; plural=(n > 1);",
    "es": "nplurals=2; plural=(n != 1);",
    "pl": "nplurals=3; plural=(n==1 ? 0 : n%10>=2 && n%10<=4 && (n%100<10 || n%100>=20) ? 1 : 2);",
    "sr": "nplurals=3; plural=(n%10==1 && n%100!=11 ? 0 : n%10>=2 && n%10<=4 && (n%100<10 || n%100>=20) ? 1 : 2);",
}
ENGLISH_NOTE = "en: "
# Before the switch to gettext, English lived in locales/en.json; a copy that
# reappears (an edit made from an old habit) is merged into en.po, then removed.
LEGACY_JSON = HERE / "en.json"
HEADER_COMMENT = ("# Wizard Scorekeeper: the app's texts. Message ids are keys; English\n"
                  "# (en/LC_MESSAGES/messages.po) is the source. After an edit run\n"
                  "# python -m scorekeeper.locales.build and commit the .po and .mo files.")


def po_path(language: str, root: Path = HERE) -> Path:
    return root / language / "LC_MESSAGES" / "messages.po"


def mo_path(language: str, root: Path = HERE) -> Path:
    return root / language / "LC_MESSAGES" / "messages.mo"


def read(language: str, root: Path = HERE) -> Catalog:
    path = po_path(language, root)
    if not path.exists():
        catalog = Catalog(locale=language, domain="messages", project="Wizard Scorekeeper",
                          header_comment=HEADER_COMMENT, version="1", copyright_holder="Wizard Scorekeeper contributors",
                          last_translator="Wizard Scorekeeper contributors", language_team=language)
        catalog.fuzzy = False
    else:
        with path.open("rb") as fp:
            catalog = read_po(fp, locale=language, domain="messages")
    catalog.mime_headers = [("Plural-Forms", PLURAL_FORMS[language])]
    return catalog


def render_po(catalog: Catalog) -> bytes:
    out = io.BytesIO()
    # no wrapping: one line per text, easy to grep and to edit by hand
    write_po(out, catalog, width=0, omit_header=False, no_location=True, ignore_obsolete=True)
    return out.getvalue()


def render_mo(catalog: Catalog) -> bytes:
    """The compiled catalog, without untranslated entries (Babel keeps a
    plural entry whose forms are empty, which would hide the English)."""
    shipped = Catalog(locale=catalog.locale, domain=catalog.domain)
    shipped.mime_headers = catalog.mime_headers
    shipped.fuzzy = False
    for message in catalog:
        if message.id and all(forms(message)) and not message.fuzzy:
            shipped[message.id] = message
    out = io.BytesIO()
    write_mo(out, shipped, use_fuzzy=False)
    return out.getvalue()


def _write_if_changed(path: Path, data: bytes) -> bool:
    if path.exists() and path.read_bytes() == data:
        return False
    path.parent.mkdir(parents=True, exist_ok=True)
    tmp = path.with_suffix(path.suffix + ".tmp")
    tmp.write_bytes(data)
    tmp.replace(path)
    return True


# -- helpers over messages ------------------------------------------------------------------


def key_of(message: Message) -> str:
    return message.id[0] if isinstance(message.id, (tuple, list)) else message.id


def forms(message: Message) -> list[str]:
    return list(message.string) if isinstance(message.string, (tuple, list)) else [message.string or ""]


def is_plural(message: Message) -> bool:
    return isinstance(message.id, (tuple, list))


def entries(catalog: Catalog) -> dict[str, Message]:
    return {key_of(m): m for m in catalog if m.id}


def placeholders(text: str) -> set[str]:
    try:
        return {name for _, name, _, _ in string.Formatter().parse(text) if name is not None}
    except ValueError:
        return {"<broken braces>"}


def english_of(message: Message) -> str:
    return " | ".join(forms(message))


def written_forms(path: Path) -> dict[str, int]:
    """How many ``msgstr[i]`` each plural entry of a .po file has, as written
    (Babel pads or cuts them to the header's count when it reads the file)."""
    counts: dict[str, int] = {}
    for block in re.split(r"\n\s*\n", path.read_text(encoding="utf-8")):
        key = re.search(r'^msgid "(.+)"$', block, re.M)
        if key and "msgid_plural" in block:
            counts[key.group(1)] = len(re.findall(r"^msgstr\[\d+\]", block, re.M))
    return counts


def nplurals(language: str) -> int:
    return int(PLURAL_FORMS[language].split(";")[0].split("=")[1])


# -- sync -----------------------------------------------------------------------------------


def merge_legacy_json(source: Catalog) -> list[str]:
    if not LEGACY_JSON.exists():
        return []
    data = json.loads(LEGACY_JSON.read_text(encoding="utf-8"))
    known = entries(source)
    added = [k for k, v in data.items() if isinstance(v, str) and k not in known]
    for key in added:
        source.add(key, data[key])
    return added


def synced(target: Catalog, source: Catalog, language: str) -> Catalog:
    """``target`` with exactly the source's keys, in the source's order."""
    old = entries(target)
    out = Catalog(locale=language, domain="messages", project="Wizard Scorekeeper",
                  header_comment=target.header_comment, creation_date=target.creation_date,
                  revision_date=target.revision_date, last_translator=target.last_translator,
                  language_team=target.language_team)
    out.fuzzy = False
    out.mime_headers = [("Plural-Forms", PLURAL_FORMS[language])]
    n = nplurals(language)
    for key, src in entries(source).items():
        note = ENGLISH_NOTE + english_of(src)
        have = old.get(key)
        texts = forms(have) if have is not None else []
        flags = set(have.flags) if have is not None else set()
        # (Babel wraps a long comment over several lines: compare them joined)
        if have is not None and have.auto_comments and " ".join(have.auto_comments) != note and any(texts):
            flags.add("fuzzy")  # the English changed: the translation needs a look
        if is_plural(src):
            texts = texts if len(texts) == n else (texts[:1] * n if any(texts) else [""] * n)
            if have is not None and not is_plural(have) and any(texts):
                flags.add("fuzzy")
            out.add((key, key), tuple(texts), auto_comments=[note], flags=flags,
                    user_comments=list(have.user_comments) if have else [])
        else:
            out.add(key, texts[0] if texts else "", auto_comments=[note], flags=flags,
                    user_comments=list(have.user_comments) if have else [])
    return out


def sync_and_compile(root: Path = HERE, languages: Iterable[str] = LANGUAGES) -> list[str]:
    """Returns what changed, as lines for the terminal."""
    said = []
    source = read(SOURCE, root)
    if root == HERE:
        added = merge_legacy_json(source)
        if added:
            said.append(f"merged {len(added)} key(s) from en.json into en.po: {', '.join(added)}")
    _write_if_changed(po_path(SOURCE, root), render_po(source))
    if root == HERE and LEGACY_JSON.exists():
        LEGACY_JSON.unlink()
        said.append("removed locales/en.json: English lives in en/LC_MESSAGES/messages.po now")
    for language in languages:
        catalog = source if language == SOURCE else synced(read(language, root), source, language)
        if language != SOURCE and _write_if_changed(po_path(language, root), render_po(catalog)):
            said.append(f"updated {po_path(language, root).relative_to(root)}")
        if _write_if_changed(mo_path(language, root), render_mo(catalog)):
            said.append(f"compiled {mo_path(language, root).relative_to(root)}")
    return said


# -- checks ---------------------------------------------------------------------------------


def _mo_messages(data: bytes) -> dict:
    # GNUTranslations keeps what it parsed in _catalog: {msgid: text, (msgid, i): form}
    return dict(gettext.GNUTranslations(io.BytesIO(data))._catalog)  # type: ignore[attr-defined]


def problems(root: Path = HERE, languages: Iterable[str] = LANGUAGES) -> list[str]:
    """Every way a catalog is not ready, one line each (empty: all good)."""
    found: list[str] = []
    source = entries(read(SOURCE, root))
    for language in languages:
        catalog = read(language, root)
        where = f"{language}/LC_MESSAGES/messages.po"
        with po_path(language, root).open("rb") as fp:
            header = dict(read_po(fp).mime_headers).get("Plural-Forms", "")
        if header.strip() != PLURAL_FORMS[language]:
            found.append(f"{where}: Plural-Forms is {header!r}, expected {PLURAL_FORMS[language]!r}")
        mine = entries(catalog)
        n = nplurals(language)
        written = written_forms(po_path(language, root))
        for key, src in source.items():
            msg = mine.get(key)
            if key in written and written[key] != n:
                found.append(f"{where}: {key} has {written[key]} plural forms, {language} has {n}")
                continue
            if msg is None or not all(forms(msg)):
                found.append(f"{where}: {key} is not translated (en: {english_of(src)})")
                continue
            if msg.fuzzy:
                found.append(f"{where}: {key} is marked fuzzy: check it against the English and remove the flag")
            if is_plural(src) != is_plural(msg):
                found.append(f"{where}: {key} must {'' if is_plural(src) else 'not '}have plural forms, as in English")
                continue
            if language == SOURCE:
                continue  # English may say "once" for 1 and "{n} times" for more
            # Each form fills what every English form fills and nothing English lacks
            # (English "once" / "{n} times": a translation may also leave {n} out of a form).
            allowed = set().union(*(placeholders(f) for f in forms(src)))
            needed = set.intersection(*(placeholders(f) for f in forms(src)))
            for i, text in enumerate(forms(msg)):
                got = placeholders(text)
                if not needed <= got <= allowed:
                    form = f" form {i}" if is_plural(msg) else ""
                    found.append(f"{where}: {key}{form} has placeholders {sorted(got)}, English has {sorted(allowed)}")
        for key in sorted(set(mine) - set(source)):
            found.append(f"{where}: {key} is not an English key (run the build to drop it)")
        mo = mo_path(language, root)
        if not mo.exists() or _mo_messages(mo.read_bytes()) != _mo_messages(render_mo(catalog)):
            found.append(f"{language}/LC_MESSAGES/messages.mo is stale: run python -m scorekeeper.locales.build")
    return found


def main(argv: list[str] | None = None) -> int:
    args = sys.argv[1:] if argv is None else argv
    if "--check" not in args:
        for line in sync_and_compile():
            print(line)
    trouble = problems()
    if "--check" in args or "--list" in args:
        for line in trouble:
            print(line)
    else:
        for language in LANGUAGES:
            mine = [line for line in trouble if line.startswith(language + "/")]
            if mine:
                print(f"{language}: {len(mine)} problem(s); see them with --list")
    if not trouble:
        print("catalogs complete and compiled")
    return 1 if trouble and "--check" in args else 0


if __name__ == "__main__":
    raise SystemExit(main())
