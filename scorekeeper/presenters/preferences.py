"""What one device remembers between sessions, and how it is stored.

A :class:`Preferences` value holds the per-device settings: the theme (it
follows the device's dark mode until the player changes it), the table's
trick-entry method, the last game's rules (pre-selected on the next new-game
screen), the language, and the game this device had open (a new session
comes back to it). Stored values are plain strings under prefixed keys (the
key-value store of a device is shared by every Flet app on it); a missing,
unknown or damaged value reads as the default, never as an error.

Beside the preferences a device keeps the draft of direct entry
(:class:`~scorekeeper.presenters.entry.EntryDraft`, under :data:`DRAFT_KEY`):
what was picked for the round in play, until it is scored or taken back. It
is not a preference (no screen shows it but direct entry), so it is read and
written on its own, and a pick re-renders nothing else.

The device's key-value store itself is reached by
:class:`scorekeeper.ui.store.preference_store.PreferenceStore`, which writes
only the keys :func:`changes` names.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, fields, replace
from typing import Any, Callable, Collection

from ..domain import BidMode
from .entry import EntryDraft

PREFIX = "scorekeeper."

THEMES = ("system", "light", "dark")
ENTRY_METHODS = ("tally", "direct")  # one tap per trick / each player's count at the end

_PRESET_ID = re.compile(r"^[a-z0-9][a-z0-9_-]{0,63}$")
_GAME_ID = re.compile(r"^[0-9]{8}-[0-9]{6}-[0-9a-f]{4,16}$")
_DEVICE_ID = re.compile(r"^[0-9a-f]{16,64}$")


@dataclass(frozen=True, slots=True)
class Preferences:
    theme: str = "system"  # system | light | dark
    entry: str = "tally"  # how the table counts tricks
    preset: str | None = None  # the last game's rules, pre-selected next time
    notequal: bool | None = None  # None: the preset's own setting
    bids: BidMode | None = None  # None: the preset's own mode
    language: str | None = None  # None: the device's language
    open_game: str | None = None  # the game this device shows (None once it went home)
    device: str | None = None  # a random id: tells this device's sessions apart from others'
    site_url: str | None = None  # the static site a shared link opens on (issue 31), set once in the share dialog

    def dark(self, device_dark: bool) -> bool:
        """Is the dark theme on? The device decides until the player does."""
        return device_dark if self.theme == "system" else self.theme == "dark"

    def with_dark(self, dark: bool) -> "Preferences":
        return replace(self, theme="dark" if dark else "light")

    def with_entry(self, method: str) -> "Preferences":
        if method not in ENTRY_METHODS:
            raise ValueError(f"unknown trick-entry method {method!r}")
        return replace(self, entry=method)

    def with_rules(self, preset: str, notequal: bool | None, bids: BidMode | None) -> "Preferences":
        return replace(self, preset=preset, notequal=notequal, bids=bids)

    @property
    def direct_entry(self) -> bool:
        return self.entry == "direct"


# each field: its stored key, and how a stored string reads back (None: not valid)
def _choice(options: Collection[str]) -> Callable[[str], str | None]:
    return lambda raw: raw if raw in options else None


def _flag(raw: str) -> bool | None:
    return {"on": True, "off": False}.get(raw)


def _bid_mode(raw: str) -> BidMode | None:
    try:
        return BidMode(raw)
    except ValueError:
        return None


def _matching(pattern: re.Pattern[str]) -> Callable[[str], str | None]:
    return lambda raw: raw if pattern.match(raw) else None


def _site_url(raw: str) -> str | None:
    return raw if re.match(r"^https?://[^\s#]+$", raw) else None


def _language(raw: str) -> str | None:
    return raw if re.match(r"^[a-z]{2,3}$", raw) else None


_READERS = {
    "theme": _choice(THEMES),
    "entry": _choice(ENTRY_METHODS),
    "preset": _matching(_PRESET_ID),
    "notequal": _flag,
    "bids": _bid_mode,
    "language": _language,
    "open_game": _matching(_GAME_ID),
    "device": _matching(_DEVICE_ID),
    "site_url": _site_url,
}
KEYS = {name: PREFIX + name for name in _READERS}
DRAFT_KEY = PREFIX + "entry_draft"


def read_draft(stored: dict[str, Any]) -> EntryDraft | None:
    """The draft of direct entry in ``stored`` (None: none, or unreadable)."""
    raw = stored.get(DRAFT_KEY)
    return EntryDraft.read(raw) if isinstance(raw, str) and len(raw) <= 100 else None


def _written(value: Any) -> str | None:
    """How a field's value is stored (None: nothing stored, the default)."""
    if value is None:
        return None
    if isinstance(value, bool):
        return "on" if value else "off"
    if isinstance(value, BidMode):
        return value.value
    return str(value)


def read_preferences(stored: dict[str, Any], *, presets: Collection[str] | None = None,
                     languages: Collection[str] | None = None) -> Preferences:
    """The preferences in ``stored`` (key -> raw value, as the device keeps
    them). Anything unreadable falls back to its default, and so does a
    preset or language this app does not (or no longer) have."""
    values: dict[str, Any] = {}
    for name, reader in _READERS.items():
        raw = stored.get(KEYS[name])
        value = reader(raw) if isinstance(raw, str) and len(raw) <= 100 else None
        if value is not None:
            values[name] = value
    if presets is not None and values.get("preset") not in presets:
        for name in ("preset", "notequal", "bids"):  # rules of a preset that is gone mean nothing
            values.pop(name, None)
    if languages is not None and values.get("language") not in languages:
        values.pop("language", None)
    return Preferences(**values)


def changes(old: Preferences, new: Preferences) -> dict[str, str | None]:
    """The stored keys to write (None: remove the key) to go from old to new."""
    out: dict[str, str | None] = {}
    for f in fields(Preferences):
        before, after = _written(getattr(old, f.name)), _written(getattr(new, f.name))
        if before != after:
            out[KEYS[f.name]] = after
    return out
