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

A claim holds a player, by name (names differ within a game), not a seat
index: a player who joins between two others moves everyone after them up
one seat, and each phone keeps its own player (and so sees only that
player's covered bid). A claim is good while its player plays the current
round: one who left the game (or is no longer in it: a join undone) frees
the phone, which is told why (:meth:`TableSession.freed`) and may pick a
seat again, or watch.
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

# why a phone's claim holds no seat any more (TableSession.freed)
FREED_LEFT = "left"  # its player left the game (out of the current round)
FREED_GONE = "gone"  # its player is no longer in the game (their join was undone)
FREED_HOST = "host"  # the host freed the seat
FREED_KEPT = 64  # claims let go remembered (each phone asks once it looks again)


class TableSession:
    def __init__(self, service: GameService, game_id: str,
                 clock: Callable[[], float] = time.monotonic) -> None:
        self._service = service
        self.game_id = game_id
        self.token = secrets.token_urlsafe(TOKEN_BYTES)
        self.open = True
        self.phones_count = False  # the host lets seated phones count the tricks
        self._claims: dict[str, str] = {}  # claim key -> the player's name
        # claims let go since their phone last looked: key -> (why, the player's name)
        self._freed: dict[str, tuple[str, str]] = {}
        self._lock = threading.RLock()
        # each player's quiet moment after their phone's last tap counted: the
        # second tap of a double tap that lands on what the first one drew
        # (the next trick's row, a pad again) is dropped as well
        self._quiet: dict[str, TapGuard] = {}
        self._clock = clock

    # -- the link -------------------------------------------------------------
    def admits(self, token: str) -> bool:
        return self.open and secrets.compare_digest(token.encode(), self.token.encode())

    def end(self) -> None:
        """The host ended table mode: the token and every claim are void."""
        with self._lock:
            self.open = False
            self._claims.clear()
            self._freed.clear()

    # -- seats ----------------------------------------------------------------
    def _state(self) -> GameState | None:
        try:
            return self._service.game(self.game_id).state
        except SERVICE_ERRORS:
            return None

    def _let_go(self, key: str, why: str) -> None:
        name = self._claims.pop(key)
        self._freed[key] = (why, name)
        while len(self._freed) > FREED_KEPT:  # phones that never looked again: the oldest go
            del self._freed[next(iter(self._freed))]

    def _sweep(self, state: GameState | None) -> dict[str, int]:
        """The claims that hold a seat of ``state`` now (key -> seat); a claim
        whose player left the game, or is no longer in it, is let go."""
        if state is None:
            return {}
        seats = {name: seat for seat, name in enumerate(state.players)}
        rnd = state.current
        held = {}
        for key, name in list(self._claims.items()):
            seat = seats.get(name)
            if seat is None:
                self._let_go(key, FREED_GONE)
            elif not rnd.plays(seat):
                self._let_go(key, FREED_LEFT)
            else:
                held[key] = seat
        return held

    def held(self) -> frozenset[int]:
        """The seats (of the game now) that a phone holds."""
        with self._lock:
            return frozenset(self._sweep(self._state()).values())

    def seats(self) -> tuple[tuple[str, ...], frozenset[int], frozenset[int]]:
        """What a phone picks its seat from: the players' names in seat order,
        the seats that play the current round, and those a phone holds."""
        with self._lock:
            state = self._state()
            if state is None:
                return (), frozenset(), frozenset()
            held = frozenset(self._sweep(state).values())
            return tuple(state.players), frozenset(state.current.playing), held

    def claim(self, seat: int, name: str | None = None) -> str | None:
        """A phone takes a free seat of a player who plays the current round:
        its claim key (None: taken, out, or no such seat). ``name``: the
        player the phone's button was drawn for; a join that moved that
        player to another seat since makes the tap claim nothing (not the
        player now at ``seat``)."""
        with self._lock:
            state = self._state()
            if not self.open or state is None or not 0 <= seat < len(state.players) \
                    or name is not None and state.players[seat] != name \
                    or not state.current.plays(seat) or seat in self._sweep(state).values():
                return None
            key = secrets.token_urlsafe(TOKEN_BYTES)
            self._claims[key] = state.players[seat]
            return key

    def seat_of(self, key: str | None) -> int | None:
        with self._lock:
            if not key or not self.open:
                return None
            return self._sweep(self._state()).get(key)

    def freed(self, key: str | None) -> tuple[str, str] | None:
        """Why the claim ``key`` holds no seat any more, if it was let go
        (``(FREED_LEFT | FREED_GONE | FREED_HOST, the player's name)``)."""
        with self._lock:
            if not key or not self.open:
                return None
            self._sweep(self._state())
            return self._freed.get(key)

    def leave(self, key: str) -> None:
        """The phone leaves its seat (or forgets a claim let go)."""
        with self._lock:
            self._claims.pop(key, None)
            self._freed.pop(key, None)

    def free(self, seat: int, name: str | None = None) -> None:
        """The host frees a seat (its phone is gone): the host enters it again.
        ``name``: the player the host's button was drawn for (a join that
        moved them since frees nobody else's phone)."""
        with self._lock:
            state = self._state()
            for key, held in self._sweep(state).items():
                if held == seat and (name is None or state is not None and state.players[seat] == name):
                    self._let_go(key, FREED_HOST)

    # -- what a seat sees, and its bid ----------------------------------------
    def view(self, key: str | None) -> SeatState | None:
        """What the phone of ``key`` may see: its seat's view of one state of
        the game (the seat found in that same state: never another's)."""
        with self._lock:
            if not key or not self.open:
                return None
            state = self._state()
            seat = self._sweep(state).get(key)
            return seat_state(state, seat) if state is not None and seat is not None else None

    def public_view(self) -> SeatState | None:
        """What a phone without a seat may watch: the table's view alone."""
        state = self._state()
        return seat_state(state, None) if state is not None else None

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
            if not self.open:
                return False, ""
            try:
                state = self._service.game(self.game_id).state
                # the seat its player holds in this state (a join may have moved it up one)
                seat = self._sweep(state).get(key)
                if seat is None or seat != meant.seat:
                    return False, ""
                name = state.players[seat]
                if seat_turn(seat_state(state, seat)) != meant \
                        or not self._quiet.get(name, TapGuard()).allows(None, None, self._clock()):
                    return False, ""
                done = act(seat, state)
                if done is not True:
                    return False, done or ""
            except SERVICE_ERRORS as exc:  # the rules refused it (ScorekeeperError), or the save failed
                return False, error_text(exc, t)
            self._quiet[name] = TapGuard().accepted(self._clock())
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
