"""A player's phone at the table: the seat it holds and its taps.

The phone's session holds only this subject (and the device's language and
theme): no service, no saved games. Its seat is held by a claim key the
table gave it, kept on the phone (so a phone that reloads comes back to its
seat) and never shown; a tap names no seat, the claim decides.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Callable

import flet as ft

from ...domain import GameAction
from ...domain.seat import SeatState
from ...i18n import Translator, translator
from ...presenters.taps import Turn
from ...table.host import TableHost
from ...table.session import TableSession


@dataclass(frozen=True, slots=True)
class SeatTaps:
    """A phone's intents, for the parts of its screen: plain callables, never
    the observable :class:`PhoneSeat` itself. Flet subscribes a component to
    every observable among its arguments, so a part given the seat would
    redraw on every change of the table however its memo compares (each row,
    chip and key on every phone, for one bid). Equal for the same seat (bound
    methods of one object compare equal), so a memoized part stays as drawn."""

    claim: Callable[[int, str], None]
    leave: Callable[..., None]
    bid: Callable[[int, Turn], None]
    card: Callable[[GameAction, Turn], None]
    trick: Callable[[int, Turn], None]


@ft.observable
@dataclass
class PhoneSeat:
    key: str | None = None  # the claim of the seat this phone holds
    version: int = 0  # bumped when the game or the table changes
    message: str = ""  # why the last tap was refused
    language: str = "en"
    _host: TableHost | None = field(default=None, repr=False, compare=False)
    _session: TableSession | None = field(default=None, repr=False, compare=False)  # the table joined
    # tells the other sessions that the game changed (given by the phone's shell: connect)
    _broadcast: Callable[[str], None] | None = field(default=None, repr=False, compare=False)
    _keep: Callable[[str], None] | None = field(default=None, repr=False, compare=False)  # remembers the claim

    @property
    def t(self) -> Translator:
        return translator(self.language)

    @property
    def taps(self) -> SeatTaps:
        return SeatTaps(self.claim, self.leave, self.bid, self.card, self.trick)

    def table(self) -> TableSession | None:
        """The table this phone joined, while it is open (the host may end it)."""
        session = self._session
        if session is None and self._host is not None:
            session = self._session = self._host.session
        return session if session is not None and session.open and self._host is not None \
            and self._host.session is session else None

    def view(self) -> SeatState | None:
        table = self.table()
        return table.view(self.key) if table is not None else None

    def freed(self) -> str:
        """Why this phone holds no seat any more, in one line ("": it never
        held one, or left it itself): its player left the game, is no longer
        in it, or the host freed the seat."""
        table = self.table()
        why = table.freed(self.key) if table is not None else None
        if why is None:
            return ""
        reason, name = why
        return self.t(f"table.freed_{reason}", name=name)

    def changed(self) -> None:
        self.version += 1

    def connect(self, broadcast: Callable[[str], None], keep: Callable[[str], None]) -> None:
        """The phone's shell: how to tell the other sessions that the game
        changed, and how to remember the claim on the phone."""
        self._broadcast, self._keep = broadcast, keep

    def disconnect(self) -> None:
        """The phone's page is gone: nobody is told any more."""
        self._broadcast = None

    def _tell(self) -> None:
        table = self.table()
        if table is not None and self._broadcast is not None:
            self._broadcast(table.game_id)

    def resume(self, key: str) -> None:
        """A phone that comes back (a new session) takes its seat again, if it still holds it."""
        table = self.table()
        if table is not None and (table.seat_of(key) is not None or table.freed(key) is not None):
            self.key = key  # its seat, or why it holds none any more (its player left)
            self.version += 1

    def claim(self, seat: int, name: str | None = None) -> None:
        """Take ``seat``, the seat of ``name`` when the choice was drawn."""
        table = self.table()
        if table is None:
            return
        if self.key is not None:  # a claim let go (its player left): forgotten, this phone takes another
            table.leave(self.key)
        key = table.claim(seat, name)
        if key is None:
            self.message = self.t("table.seat_gone")
            self.version += 1
            return
        self.key, self.message = key, ""
        if self._keep is not None:
            self._keep(key)
        self.version += 1
        self._tell()

    def leave(self, *_event: object) -> None:
        table = self.table()
        if table is not None and self.key is not None:
            table.leave(self.key)
        self.key, self.message = None, ""
        if self._keep is not None:
            self._keep("")
        self.version += 1
        self._tell()

    def bid(self, value: int, meant: Turn) -> None:
        table = self.table()
        if table is None or self.key is None:
            return
        self._answered(*table.bid(self.key, value, meant, self.t))

    def card(self, action: GameAction, meant: Turn) -> None:
        """This seat played a special card on its phone (its screen offered ``action``)."""
        table = self.table()
        if table is None or self.key is None:
            return
        self._answered(*table.card(self.key, action, meant, self.t))

    def trick(self, winner: int, meant: Turn) -> None:
        table = self.table()
        if table is None or self.key is None:
            return
        self._answered(*table.trick(self.key, winner, meant, self.t))

    def _answered(self, saved: bool, why: str) -> None:
        """A tap's answer from the table: saved (an earlier refusal goes, the
        others are told), refused (why, on this phone) or dropped (a stale
        tap: nothing changes)."""
        if saved or why:
            self.message = why
            self.version += 1
        if saved:
            self._tell()
