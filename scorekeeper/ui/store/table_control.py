"""The host's side of table mode for the game a session shows: start it
(the link and its QR code), free a seat, end it. Starting listens on the
table's address; ending stops listening there and voids the link."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import TYPE_CHECKING

import flet as ft

from ...table.host import TableError, TableHost
from ...table.session import TableSession

if TYPE_CHECKING:
    from . import AppStore


@ft.observable
@dataclass
class TableControl:
    message: str = ""  # why table mode could not start
    version: int = 0
    _store: "AppStore | None" = field(default=None, repr=False, compare=False)
    _host: TableHost | None = field(default=None, repr=False, compare=False)

    @property
    def available(self) -> bool:
        """Can this app open a table (it serves the web app; the static site cannot)?"""
        return self._host is not None

    def session(self) -> TableSession | None:
        if self._host is None or self._store is None:
            return None
        return self._host.session_of(self._store.play.game_id)

    @property
    def link(self) -> str:
        return self._host.link if self._host is not None and self.session() is not None else ""

    def qr_png(self, link: str) -> bytes:
        """The join link as a QR code (PNG)."""
        return self._host.qr(link) if self._host is not None and self._host.qr is not None and link else b""

    def _tell(self, game_id: str | None) -> None:
        self.version += 1
        if self._store is not None and game_id:
            self._store.play.changed()
            self._store.tell_others(game_id)

    async def start(self) -> None:
        store = self._store
        if self._host is None or store is None or store.play.game_id is None:
            return
        try:
            await self._host.start(store.play.game_id)
            self.message = ""
        except TableError as exc:
            self.message = store.t(exc.key, **exc.params)
        self._tell(store.play.game_id)

    async def end(self) -> None:
        if self._host is None or self._store is None:
            return
        session = self._host.session
        await self._host.end()
        self.message = ""
        self._tell(session.game_id if session is not None else None)

    def let_phones_count(self, allowed: bool) -> None:
        """Seated phones may (or may no longer) count the tricks."""
        session = self.session()
        if session is not None:
            session.phones_count = allowed
            self._tell(session.game_id)

    def free(self, seat: int, name: str | None = None) -> None:
        """Free ``seat``'s phone (``name``: the player the card's chip was
        drawn for: a join since that moved them frees nobody else's phone)."""
        session = self.session()
        if session is not None:
            session.free(seat, name)
            self._tell(session.game_id)
