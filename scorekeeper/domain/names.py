"""Player names: how they are shown and when two spellings are one player."""

from __future__ import annotations

import unicodedata


def clean_name(name: str) -> str:
    """A name as displayed: Unicode NFC, trimmed, inner whitespace collapsed."""
    return " ".join(unicodedata.normalize("NFC", str(name)).split())


def name_key(name: str) -> str:
    """The identity of a player name: "Zoë", "ZOË" (either Unicode form) and
    "zoë " are one player; "Ana  Maria" and "Ana Maria" too."""
    return clean_name(name).casefold()
