"""Small decisions that more than one screen shows the same way."""

from __future__ import annotations

from ..domain import CloseRound, GameState, Phase, ScorekeeperError, step
from ..i18n import Translator

# between a bid and what a special card changed it to ("1»2"): the app's font (Flet's Roboto)
# has no arrow (U+2192 would draw as a box), and "1>2" read as "1 is more than 2" (issue 40)
BID_CHANGED = "\u00bb"


def changed_bid(bid: int, final: int) -> str:
    """A bid a card changed in play, as the screens show it: "1»2"."""
    return f"{bid}{BID_CHANGED}{final}"


def round_stage(phase: Phase) -> Phase:
    """What the round screen shows in ``phase``: a rebid is bidding again
    (the same pad, the same rows, the same kind of tap). Decided here only."""
    return Phase.BIDDING if phase is Phase.REBID else phase


def leading_seats(state: GameState) -> frozenset[int]:
    """The seats with the best total, once a round has been scored (before
    that everyone has 0 and nobody leads)."""
    return frozenset(state.leaders()) if state.rounds_scored else frozenset()


def progress_text(t: Translator, done: int, total: int | None) -> str:
    """'3 of 20 rounds played' ('?' when the schedule length is unknown)."""
    return t.n("home.progress", total or done, done=done, total=total or "?")


def next_dealer_seat(state: GameState) -> int:
    """Who deals the next round: the domain's answer (the round after a
    scored one, as the next tap begins it; a seat out is passed over)."""
    try:
        return step(state, CloseRound()).current.dealer
    except ScorekeeperError:  # no next round (the game is over): the dealer stays
        return state.current.dealer
