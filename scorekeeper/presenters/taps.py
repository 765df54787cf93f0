"""Which taps on the round screen are meant for the game as it is now.

A phone passed round a table gets double taps: the second tap of a pair
lands after the first one already moved the game on (the pad now belongs to
the next bidder, the round is scored, the next round has begun). Such a tap
was meant for a turn that is over; acting on it would enter a bid for the
wrong player or show a rules error nobody caused on purpose.

So every guarded tap carries the :class:`Turn` it was drawn for
(:func:`turn_of` the game as a screen shows it), and a tap within
:data:`QUIET_S` of the last one acted on is taken for the second of a double
tap. The session's memory of that last tap, with its clock, is
:class:`scorekeeper.presenters.tap_guard.TapGuard`. A dropped tap shows no
rules error (nobody meant it), but a sign that it was dropped: the name it
landed on shakes briefly (the row of the trick tapped, else whose turn it is
now: the next bidder's name) and the phone gives a haptic tick, so a player
who did mean a second tap sees at once that it did not count
(:func:`sign_of`).
"""

from __future__ import annotations

from dataclasses import dataclass

from ..domain import GameAction, GameState, Phase, TrickWon
from ..domain.seat import SeatState
from ..i18n import Translator
from .common import round_stage

# About a third of a second: longer than the gap between the two taps of a
# double tap (100-200 ms), shorter than any real handover of a phone (the
# next player reads their name and thinks), so a quick table is never slowed.
QUIET_S = 0.35


@dataclass(frozen=True, slots=True)
class Turn:
    """What a tap was drawn for: the round, its phase, the seat and how far
    the phase had got. The host's screen and the phones draw their taps with
    this one model, each from what it shows (:func:`turn_of`, :func:`seat_turn`)."""

    round: int
    phase: Phase
    # the host: the seat whose turn it was (the bidder; None in play, where
    # anyone may win the next trick); a phone: the seat it holds
    seat: int | None = None
    # bids in so far (while bidding): with phones at the table the host's pad
    # passes between the seats it enters while the game's turn stays on a
    # phone's seat, so the seat alone does not tell one bid's pad from the
    # next. A phone's turn in play counts the tricks played as well.
    step: int = 0


def turn_of(state: GameState) -> Turn:
    """The host's turn: the round, its stage, the bidder and the bids in so
    far (bidding) or the tricks played (in play). Two screens may show one
    game (issue 40): a trick tapped on a screen that had not yet drawn the
    trick another screen counted is drawn for a turn that passed, and is
    refused, as a bid tapped on a pad another screen has passed on."""
    rnd = state.current
    stage = round_stage(rnd.phase)
    if stage is Phase.BIDDING:
        step = sum(b is not None for b in rnd.bids)
    elif stage is Phase.PLAYING:
        step = rnd.tricks_played + rnd.lost  # a trick the Bomb took from everyone counts too
    else:
        step = 0
    return Turn(rnd.number, stage, rnd.to_bid, step)


def turn_passed(meant: Turn, now: Turn) -> bool:
    """Did the game move on past ``meant`` (to ``now``): a later round, a
    later stage of the round, or more bids or tricks in? (Else it went back:
    an undo.)"""
    order = (Phase.BIDDING, Phase.REVEAL, Phase.PLAYING, Phase.SCORED)
    def rank(turn: Turn) -> tuple[int, int, int]:
        stage = order.index(turn.phase) if turn.phase in order else len(order)
        return turn.round, stage, turn.step
    return rank(now) > rank(meant)


def elsewhere_text(meant: Turn, state: GameState, t: Translator) -> str:
    """Why a tap drawn for ``meant`` is refused when another screen on the
    same game moved it on (or back) first: "Ben's bid was already entered
    on another screen", "That trick was already counted on another screen"."""
    if not turn_passed(meant, turn_of(state)):
        return t("tap.elsewhere_changed")
    if meant.phase is Phase.BIDDING and meant.seat is not None and meant.seat < len(state.players):
        return t("tap.elsewhere_bid", name=state.name(meant.seat))
    if meant.phase is Phase.PLAYING:
        return t("tap.elsewhere_trick")
    return t("tap.elsewhere_entered")


def seat_turn(view: SeatState) -> Turn:
    """A phone's turn: the round, its stage, the seat the phone holds and how
    far it got: whether its own bid is in (bidding: the others bid at the same
    time under hidden and secret bids, and their bids must not make its tap
    stale), or how many tricks were played (in play). The table checks a
    phone's tap against the turn of the game now, under its lock, so a tap
    drawn for a bid or a trick already counted is dropped, whoever's tap
    counted it (another phone, the host, or this phone's own first tap)."""
    rnd = view.round
    stage = round_stage(rnd.phase)
    if stage is Phase.BIDDING:
        step = int(view.seat is not None and rnd.bid_in[view.seat])
    elif stage is Phase.PLAYING:
        step = sum(rnd.tricks)
    else:
        step = 0
    return Turn(rnd.number, stage, view.seat, step)


TURN_SIGN = "turn"  # the sign of a dropped tap on whose turn it is (the bidder's name, the cover, the tally's title)


def sign_of(action: GameAction) -> str:
    """Where the round screen shows that a tap for ``action`` was dropped:
    on the row of the trick tapped ("row-2"), else on whose turn it is now."""
    if isinstance(action, TrickWon):
        return row_sign(action.player)
    return TURN_SIGN


def row_sign(seat: int) -> str:
    return f"row-{seat}"


def entry_sign(seat: int) -> str:
    """The sign of a dropped count of direct entry: on the player's line."""
    return f"entry-{seat}"


def nudge_for(sign: str, dropped: int, dropped_at: str) -> int:
    """What a part of the round screen that shows ``sign`` is given: the count
    of dropped taps when the last one was dropped there (it shakes when the
    number changes), else 0."""
    return dropped if dropped_at == sign else 0
