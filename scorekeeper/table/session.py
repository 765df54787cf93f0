"""Table mode: one game, a phone at each seat that has one.

A :class:`TableSession` is the table of one open game: its token (the
secret of the link), the seats phones hold (each by a claim key only that
phone knows) and the phones' bids. It is process-wide and shared by the
host's sessions and the phones' (each a session of the same process), so
everything here is under one lock: two phones tapping in the same instant
are checked and saved one after the other, through the one service, and
the game's log stays one consistent log. A phone's tap names no seat: the
seat is the one its claim key holds. What a phone is shown is made from
:func:`scorekeeper.domain.seat.seat_state` for its seat, never from the game.
"""

from __future__ import annotations

import secrets
import threading
import time
from typing import Callable

from ..domain import (Bid, BidMode, GameAction, GameState, Phase, Reveal, TrickWon, may_bid,
                       secret_dealer_clash)
from ..domain.variants import owner_of
from ..domain.seat import SeatState, seat_state
from ..i18n import Translator
from ..presenters.errors import error_text
from ..presenters.tap_guard import TapGuard
from ..presenters.taps import Turn, seat_turn
from ..service import SERVICE_ERRORS, GameService

TOKEN_BYTES = 24  # 192 bits: the link cannot be guessed (at least 128 bits asked)


class TableSession:
    def __init__(self, service: GameService, game_id: str, players: int,
                 clock: Callable[[], float] = time.monotonic) -> None:
        self._service = service
        self.game_id = game_id
        self.players = players
        self.token = secrets.token_urlsafe(TOKEN_BYTES)
        self.open = True
        self.phones_count = False  # the host lets seated phones count the tricks
        self._claims: dict[str, int] = {}  # claim key -> seat
        self._lock = threading.RLock()
        # each seat's quiet moment after its phone's last tap counted: the
        # second tap of a double tap that lands on what the first one drew
        # (the next trick's row, a pad again) is dropped as well
        self._quiet: dict[int, TapGuard] = {}
        self._clock = clock

    # -- the link -------------------------------------------------------------
    def admits(self, token: str) -> bool:
        return self.open and secrets.compare_digest(token.encode(), self.token.encode())

    def end(self) -> None:
        """The host ended table mode: the token and every claim are void."""
        with self._lock:
            self.open = False
            self._claims.clear()

    # -- seats ----------------------------------------------------------------
    def held(self) -> frozenset[int]:
        with self._lock:
            return frozenset(self._claims.values())

    def claim(self, seat: int) -> str | None:
        """A phone takes a free seat: its claim key (None: taken, or no such seat)."""
        with self._lock:
            if not self.open or not 0 <= seat < self.players or seat in self._claims.values():
                return None
            key = secrets.token_urlsafe(TOKEN_BYTES)
            self._claims[key] = seat
            return key

    def seat_of(self, key: str | None) -> int | None:
        with self._lock:
            return self._claims.get(key) if key and self.open else None

    def leave(self, key: str) -> None:
        with self._lock:
            self._claims.pop(key, None)

    def free(self, seat: int) -> None:
        """The host frees a seat (its phone is gone): the host enters it again."""
        with self._lock:
            for key in [k for k, s in self._claims.items() if s == seat]:
                del self._claims[key]

    # -- what a seat sees, and its bid ----------------------------------------
    def names(self) -> tuple[str, ...]:
        """The players' names, in seat order (what a phone picks its seat by)."""
        try:
            return tuple(self._service.game(self.game_id).state.players)
        except SERVICE_ERRORS:
            return ()

    def view(self, key: str | None) -> SeatState | None:
        seat = self.seat_of(key)
        if seat is None:
            return None
        try:
            return seat_state(self._service.game(self.game_id).state, seat)
        except SERVICE_ERRORS:
            return None

    def public_view(self) -> SeatState | None:
        """What a phone without a seat may watch: the table's view alone."""
        try:
            return seat_state(self._service.game(self.game_id).state, None)
        except SERVICE_ERRORS:
            return None

    # -- a phone's taps ---------------------------------------------------------
    # Each tap carries the turn its button was drawn for (seat_turn of the
    # phone's view then) and is checked here, under the table's lock, against
    # the turn of the game now: a tap drawn for a bid or a trick already
    # counted (by another phone, the host, or this phone's own first tap of
    # a double tap) is dropped without a word, as is one within the seat's
    # quiet moment after its last tap counted.

    def _tap(self, key: str, meant: Turn, t: Translator,
             act: Callable[[int, GameState], bool | str]) -> tuple[bool, str]:
        """(saved, why not): ``act(seat, state)`` saves the tap (True), or
        says it does not apply (False: dropped) or why it is refused (a text:
        nothing saved); a refusal of the rules says why."""
        with self._lock:
            seat = self.seat_of(key)
            if seat is None or seat != meant.seat:
                return False, ""
            try:
                state = self._service.game(self.game_id).state
                if seat_turn(seat_state(state, seat)) != meant \
                        or not self._quiet.get(seat, TapGuard()).allows(None, None, self._clock()):
                    return False, ""
                done = act(seat, state)
                if done is not True:
                    return False, done or ""
            except SERVICE_ERRORS as exc:  # the rules refused it (ScorekeeperError), or the save failed
                return False, error_text(exc, t)
            self._quiet[seat] = TapGuard().accepted(self._clock())
            return True, ""

    def bid(self, key: str, value: int, meant: Turn, t: Translator) -> tuple[bool, str]:
        """The phone of ``key`` bids ``value``: (saved, why not). A bid the
        rules refuse says why."""

        def act(seat: int, state: GameState) -> bool | str:
            if not may_bid(state.current, seat):
                return False
            if secret_dealer_clash(state.current, seat, value):
                # secret + notequal: the dealer's bid would make the bids add up. Asked again on
                # their own phone and never entered: the host and the other phones see nothing
                return t("bid.rebid_secret", name=state.name(seat), cards=state.current.cards)
            rnd = self._service.act(self.game_id, Bid(player=seat, value=value)).state.current
            # the last hidden bid in: every screen turns them over at once
            if rnd.rules.bids is BidMode.HIDDEN and rnd.phase is Phase.REVEAL:
                self._service.act(self.game_id, Reveal())
            return True

        return self._tap(key, meant, t, act)

    def card(self, key: str, action: GameAction, meant: Turn, t: Translator) -> tuple[bool, str]:
        """The phone of ``key`` plays a special card's ``action`` for its own
        seat (one its screen offered: ``Variant.own_actions``; its player's
        choice, made in private: under secret bids nobody else learns which way)."""

        def act(seat: int, state: GameState) -> bool:
            card = owner_of(action)
            if card is None or getattr(action, "player", None) != seat:
                return False  # a core action, or another seat's
            if state.current.mark(card) is not None:  # the card is played already
                return False
            self._service.act(self.game_id, action)
            return True

        return self._tap(key, meant, t, act)

    def trick(self, key: str, winner: int, meant: Turn, t: Translator) -> tuple[bool, str]:
        """A seated phone counts a trick for ``winner`` (when the host allows it)."""

        def act(_seat: int, state: GameState) -> bool:
            if not self.phones_count or state.current.phase is not Phase.PLAYING:
                return False
            self._service.act(self.game_id, TrickWon(player=winner))
            return True

        return self._tap(key, meant, t, act)
