"""Text that enters from outside (names, preset ids, record strings): what is
refused, how long it may be, and how it is quoted back in an error.

Every text a player or a file gives must be storable (valid Unicode that
encodes as UTF-8) and showable (something visible, no control or bidi
override characters that would garble the sheet or hide a look-alike).
"""

from __future__ import annotations

import unicodedata

MAX_NAME_LENGTH = 40  # characters, after normalisation
MAX_ROUNDS = 60  # a custom schedule of single-card rounds for 3 players is 20; 60 is far past any table
MAX_RECORD_BYTES = 1_000_000
MAX_ERROR_LINE = 200  # characters, "error: " included
EXCERPT = 32  # characters of a bad input quoted back in an error

# Bidirectional embedding, override and isolate controls, and the marks:
# they reorder what is shown, so "Ana" could print as another name.
BIDI_CONTROLS = frozenset("\u202a\u202b\u202c\u202d\u202e\u2066\u2067\u2068\u2069\u200e\u200f\u061c")
# Letters that render as nothing (Hangul fillers, the braille blank) but are
# not in a "format" category.
BLANK_LETTERS = frozenset("\u115f\u1160\u3164\uffa0\u2800\u180e")


def _invisible(ch: str) -> bool:
    """Renders as nothing on its own: format characters (zero-width space,
    joiners, byte-order mark, soft hyphen), blank letters, combining marks."""
    return unicodedata.category(ch) in ("Cf", "Mn", "Me") or ch in BLANK_LETTERS


def excerpt(text: object, limit: int = EXCERPT) -> str:
    """``text`` quoted for an error line: one line, at most ``limit``
    characters of it, a cut marked with an ellipsis."""
    s = str(text)
    cut = s[:limit]
    shown = repr(cut)  # escapes control characters, quotes and lone surrogates
    if len(s) > limit:
        shown = shown[:-1] + "…" + shown[-1] + f" ({len(s):,} characters)"
    return shown


def clean_name(name: str) -> str:
    """A name as displayed: Unicode NFC, trimmed, inner whitespace collapsed."""
    return " ".join(unicodedata.normalize("NFC", str(name)).split())


def name_key(name: str) -> str:
    """The identity of a player name. Compatibility forms (full-width
    ``Ａｎａ``), case, invisible characters (``A\\u200bna``) and spacing do
    not make a different player."""
    folded = unicodedata.normalize("NFKC", str(name)).casefold()
    visible = "".join(ch for ch in folded if not _invisible(ch) or unicodedata.category(ch) in ("Mn", "Me"))
    return " ".join(unicodedata.normalize("NFKC", visible).split())


def name_problem(name: str) -> str | None:
    """Why ``name`` cannot be a player's name, or None when it can."""
    if not isinstance(name, str):
        return "a name must be text"
    if len(name) > 4 * MAX_NAME_LENGTH + 64:  # refuse the absurd before normalising it
        return f"a name may have at most {MAX_NAME_LENGTH} characters, not {len(name):,}"
    for ch in name:
        cat = unicodedata.category(ch)
        if cat == "Cs":
            return "contains a broken character (a lone surrogate) that cannot be stored"
        if ch in BIDI_CONTROLS:
            return f"contains a text-direction control character (U+{ord(ch):04X})"
        if cat in ("Cc", "Zl", "Zp"):
            return "contains a line break or another control character"
    cleaned = clean_name(name)
    if not any(not ch.isspace() and not _invisible(ch) for ch in cleaned):
        return "a name needs at least one visible character"
    if len(cleaned) > MAX_NAME_LENGTH:
        return f"a name may have at most {MAX_NAME_LENGTH} characters, not {len(cleaned)}"
    return None


def shown_name(name: object) -> str:
    """A name as it may appear in a message: as it is when it is a valid
    name, else quoted and cut (see :func:`excerpt`)."""
    return name if isinstance(name, str) and name_problem(name) is None else excerpt(name)


def one_line(message: object, limit: int = MAX_ERROR_LINE) -> str:
    """A message on one line, cut (and marked) to ``limit`` characters."""
    text = " ".join(str(message).split())
    text = text.encode("utf-8", "backslashreplace").decode("utf-8")  # a lone surrogate cannot be printed
    return text if len(text) <= limit else text[: limit - 1] + "…"


__all__ = [
    "BIDI_CONTROLS",
    "MAX_ERROR_LINE",
    "MAX_NAME_LENGTH",
    "MAX_RECORD_BYTES",
    "MAX_ROUNDS",
    "clean_name",
    "excerpt",
    "name_key",
    "name_problem",
    "one_line",
    "shown_name",
]
