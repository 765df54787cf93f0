"""Device settings: what this device remembers (its
:class:`~scorekeeper.presenters.preferences.Preferences`), the language and
theme shown, and whether the screen is wide. Loaded and followed by
:func:`scorekeeper.ui.device.use_device`."""

from __future__ import annotations

from dataclasses import dataclass, field, replace
from typing import Callable

import flet as ft

from ...i18n import Translator, available_languages, translator
from ...presenters.entry import EntryDraft
from ...presenters.preferences import Preferences


@ft.observable
@dataclass
class DeviceSettings:
    prefs: Preferences = field(default_factory=Preferences)  # what this device remembers
    language: str = "en"
    dark: bool = False  # the dark theme is on (the device's setting until the player picks one)
    # the game screen's columns that fit side by side (presenters/game.py, screen_columns: 1 on a phone);
    # kept rather than the width in px, so a window being resized re-renders only when the layout changes
    columns: int = 1
    width: int = 360  # px of the screen, in steps of 20 (the game's title is as long as its bar has room for)
    keyboard: bool = False  # the focus was moved with the keyboard (Tab): focused controls show their ring
    # writes the preferences to the device (set once they are loaded; not observed)
    _save: Callable[[Preferences], None] | None = field(default=None, repr=False, compare=False)
    # direct entry's draft (see presenters/entry.py): not observed, so a pick
    # re-renders only direct entry, which keeps its own copy while it is shown
    _draft: EntryDraft | None = field(default=None, repr=False, compare=False)
    _save_draft: Callable[[EntryDraft | None], None] | None = field(default=None, repr=False, compare=False)

    @property
    def wide(self) -> bool:
        """A wide screen: the round keeps a readable width with a column beside it."""
        return self.columns > 1

    @property
    def t(self) -> Translator:
        return translator(self.language)

    def saves_to(self, save: Callable[[Preferences], None],
                 save_draft: Callable[[EntryDraft | None], None] | None = None) -> None:
        """From now on what the device remembers is written through ``save``
        (direct entry's draft through ``save_draft``)."""
        self._save = save
        self._save_draft = save_draft

    @property
    def draft(self) -> EntryDraft | None:
        """What direct entry picked for a round and has not scored yet."""
        return self._draft

    def loaded_draft(self, draft: EntryDraft | None) -> None:
        """The draft the device kept (read at the session's start): taken
        unless this session has picked something already."""
        if self._draft is None:
            self._draft = draft

    def keep_draft(self, draft: EntryDraft | None) -> None:
        """Remember direct entry's draft on this device (None: forget it)."""
        if draft == self._draft:
            return
        self._draft = draft
        if self._save_draft is not None:
            self._save_draft(draft)

    def remember(self, prefs: Preferences) -> None:
        self.prefs = prefs
        if self._save is not None:
            self._save(prefs)

    def forget_open_game(self) -> None:
        """The device no longer shows a game (a new session starts at home)."""
        if self.prefs.open_game is not None:
            self.remember(replace(self.prefs, open_game=None))

    def set_dark(self, dark: bool) -> None:
        """The player picks the theme: from now on it no longer follows the device."""
        self.dark = dark
        self.remember(self.prefs.with_dark(dark))

    def set_entry(self, method: str) -> None:
        """How this table counts tricks (remembered for the next rounds and games)."""
        if method != self.prefs.entry:
            self.remember(self.prefs.with_entry(method))

    def set_language(self, code: str) -> None:
        """The player picks the language: shown at once (the open game, kept by
        the service, stays as it is) and remembered on this device, which no
        longer decides it."""
        if code not in available_languages():
            return
        self.language = code
        self.remember(replace(self.prefs, language=code))

    def set_site_url(self, url: str) -> None:
        """The static site shared links open on, set once on this device (checked by the caller)."""
        self.remember(replace(self.prefs, site_url=url or None))
