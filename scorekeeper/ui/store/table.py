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
from dataclasses import dataclass

from ...domain import Bid, BidMode, CloudShift, Phase, Reveal, ScorekeeperError, TrickWon, may_bid, secret_dealer_clash
from ...domain.seat import SeatState, seat_state
from ...i18n import Translator
from ...presenters.errors import error_text
from ...service import SERVICE_ERRORS, GameService

TOKEN_BYTES = 24  # 192 bits: the link cannot be guessed (at least 128 bits asked)


@dataclass(frozen=True, slots=True)
class SeatTurn:
    """What a phone's pad was drawn for: a tap for a turn that is over is dropped."""

    round: int
    phase: Phase
    seat: int | None
    played: int = 0  # tricks counted so far: a trick tap for a count that moved on is dropped


def seat_turn(view: SeatState) -> SeatTurn:
    return SeatTurn(view.round.number, view.round.phase, view.seat, sum(view.round.tricks))


class TableSession:
    def __init__(self, service: GameService, game_id: str, players: int) -> None:
        self._service = service
        self.game_id = game_id
        self.players = players
        self.token = secrets.token_urlsafe(TOKEN_BYTES)
        self.open = True
        self.phones_count = False  # the host lets seated phones count the tricks
        self._claims: dict[str, int] = {}  # claim key -> seat
        self._lock = threading.RLock()

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

    def bid(self, key: str, value: int, meant: SeatTurn, t: Translator) -> tuple[bool, str]:
        """The phone of ``key`` bids ``value``: (saved, why not). A tap drawn
        for a turn that is over, or for a seat the phone does not hold, is
        dropped without a word; a bid the rules refuse says why."""
        with self._lock:
            seat = self.seat_of(key)
            if seat is None or seat != meant.seat:
                return False, ""
            try:
                state = self._service.game(self.game_id).state
            except SERVICE_ERRORS as exc:
                return False, error_text(exc, t)
            rnd = state.current
            if (rnd.number, rnd.phase) != (meant.round, meant.phase) or not may_bid(rnd, seat):
                return False, ""
            if secret_dealer_clash(rnd, seat, value):
                # secret + notequal: the dealer's bid would make the bids add up. Asked again on
                # their own phone and never entered: the host and the other phones see nothing
                return False, t("bid.rebid_secret", name=state.name(seat), cards=rnd.cards)
            try:
                game = self._service.act(self.game_id, Bid(player=seat, value=value))
                rnd = game.state.current
                # the last hidden bid in: every screen turns them over at once
                if rnd.rules.bids is BidMode.HIDDEN and rnd.phase is Phase.REVEAL:
                    self._service.act(self.game_id, Reveal())
            except (*SERVICE_ERRORS, ScorekeeperError) as exc:
                return False, error_text(exc, t)
            return True, ""

    def cloud(self, key: str, change: int, meant: SeatTurn, t: Translator) -> tuple[bool, str]:
        """The phone of ``key`` won the Cloud's trick and changes its own bid by
        ``change`` (its player's choice, made in private: under secret bids
        nobody else learns which way). Dropped without a word when the round
        moved on since the phone drew the buttons."""
        with self._lock:
            seat = self.seat_of(key)
            if seat is None or seat != meant.seat:
                return False, ""
            try:
                rnd = self._service.game(self.game_id).state.current
                if (rnd.number, rnd.phase, rnd.tricks_played) != (meant.round, meant.phase, meant.played) \
                        or rnd.cloud is not None:  # the round moved on, or the Cloud is played (a double tap)
                    return False, ""
                self._service.act(self.game_id, CloudShift(player=seat, change=change))
            except (*SERVICE_ERRORS, ScorekeeperError) as exc:
                return False, error_text(exc, t)
            return True, ""

    def trick(self, key: str, winner: int, meant: SeatTurn, t: Translator) -> tuple[bool, str]:
        """A seated phone counts a trick for ``winner`` (when the host allows
        it): dropped without a word when the count moved on since the phone
        drew it (another phone, or a double tap, counted it first)."""
        with self._lock:
            seat = self.seat_of(key)
            if seat is None or seat != meant.seat or not self.phones_count:
                return False, ""
            try:
                rnd = self._service.game(self.game_id).state.current
                if (rnd.number, rnd.phase, rnd.tricks_played) != (meant.round, Phase.PLAYING, meant.played) \
                        or meant.phase is not Phase.PLAYING:
                    return False, ""
                self._service.act(self.game_id, TrickWon(player=winner))
            except (*SERVICE_ERRORS, ScorekeeperError) as exc:
                return False, error_text(exc, t)
            return True, ""
