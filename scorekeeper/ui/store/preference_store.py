"""Where a device keeps its :class:`~scorekeeper.presenters.preferences.Preferences`:
any key-value store with async ``get``/``set``/``remove`` (on a device,
``ft.SharedPreferences``: the browser's storage in web mode, the platform's
preferences on a phone or desktop; in the tests, a dict). What is stored
and how a stored value reads back is decided in
:mod:`scorekeeper.presenters.preferences`.
"""

from __future__ import annotations

import asyncio
from typing import Any, Awaitable, Collection, Protocol

from ...presenters.entry import EntryDraft
from ...presenters.preferences import DRAFT_KEY, KEYS, Preferences, changes, read_draft, read_preferences


class PreferenceBackend(Protocol):
    def get(self, key: str) -> Awaitable[Any]: ...
    def set(self, key: str, value: str) -> Awaitable[Any]: ...
    def remove(self, key: str) -> Awaitable[Any]: ...


class PreferenceStore:
    """Loads and saves :class:`Preferences` through a device's key-value
    store; remembers what it last wrote, so a save writes only changed keys."""

    def __init__(self, backend: PreferenceBackend, *, presets: Collection[str] | None = None,
                 languages: Collection[str] | None = None):
        self.backend = backend
        self.presets = presets
        self.languages = languages
        self.saved = Preferences()
        self.draft: EntryDraft | None = None  # direct entry's draft, as last read or written
        self._writing = asyncio.Lock()  # one save at a time: each writes what the last one left

    async def load(self) -> Preferences:
        async def one(key: str) -> Any:
            try:
                return await self.backend.get(key)
            except Exception:  # a device store that fails to answer: that value is unknown
                return None

        # asked all at once: each answer is a round trip to the device, and a
        # session's first screen waits for them (one after the other they were
        # eight round trips in a row)
        keys = [*KEYS.values(), DRAFT_KEY]
        stored = dict(zip(keys, await asyncio.gather(*(one(key) for key in keys))))
        self.saved = read_preferences(stored, presets=self.presets, languages=self.languages)
        self.draft = read_draft(stored)
        return self.saved

    async def save(self, prefs: Preferences) -> None:
        async with self._writing:
            for key, value in changes(self.saved, prefs).items():
                if value is None:
                    await self.backend.remove(key)
                else:
                    await self.backend.set(key, value)
            self.saved = prefs

    async def save_draft(self, draft: EntryDraft | None) -> None:
        """Keep ``draft`` on the device (None: forget the one kept)."""
        async with self._writing:
            if draft == self.draft:
                return
            if draft is None:
                await self.backend.remove(DRAFT_KEY)
            else:
                await self.backend.set(DRAFT_KEY, draft.stored())
            self.draft = draft
