"""Navigation: which screen a session shows (a stack: Back pops it) and the
words on it (the last refusal, the last thing done worth a word)."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import TYPE_CHECKING

import flet as ft

if TYPE_CHECKING:
    from . import AppStore

# the screens that list saved games: another session's change re-renders them
LISTS = ("home", "history", "players", "backup")


@ft.observable
@dataclass
class Navigation:
    stack: list[str] = field(default_factory=lambda: ["home"])
    # the device's preferences are not read yet: nothing is shown, so that a
    # session that goes back to its game shows no Home on the way
    starting: bool = True
    show_sheet: bool = False  # the game screen shows the sheet, not the round
    message: str = ""  # the last refused action, in words
    notice: str = ""  # the last thing done that is worth a word (a file saved, a restore's outcome)
    told: int = 0  # notices told so far: a notice's timer takes away only its own (see widgets/banners.py)
    _store: "AppStore | None" = field(default=None, repr=False, compare=False)

    @property
    def screen(self) -> str:
        return self.stack[-1]

    @property
    def on_a_list(self) -> bool:
        """A screen that lists saved games is shown."""
        return self.screen in LISTS

    def started(self) -> None:
        """The device is known: the screen on top of the stack is shown."""
        self.starting = False

    def push(self, screen: str) -> None:
        self.message = self.notice = ""
        self.stack = [*self.stack, screen]

    def back(self) -> None:
        self.message = self.notice = ""
        if len(self.stack) > 1:
            self.stack = self.stack[:-1]
        if self.screen != "game":
            self.show_sheet = False
            self._left_game()

    def home(self) -> None:
        self.message = self.notice = ""
        self.stack = ["home"]
        self.show_sheet = False
        self._left_game()

    def _left_game(self) -> None:
        if self._store is not None:
            self._store.play.leave()

    def toggle_sheet(self) -> None:
        self.show_sheet = not self.show_sheet

    def open_sheet(self) -> None:
        self.show_sheet = True

    def refuse(self, message: str) -> None:
        """Say why an action was refused (until dismissed, or the next screen)."""
        self.message = message

    def dismiss_message(self) -> None:
        self.message = ""

    def tell(self, notice: str) -> None:
        """Say something done: it goes by itself after a few seconds (a
        refusal stays until the next tap or screen)."""
        self.notice = notice
        self.told += 1

    def dismiss_notice(self, told: int | None = None) -> None:
        """The notice goes (``told``: only if it is still that one: a timer
        that outlived it leaves a newer one alone)."""
        if told is None or told == self.told:
            self.notice = ""
