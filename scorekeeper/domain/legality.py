"""What may be done now, and the checks every transition shares.

Presenters ask here (``legal_bids``, ``tricks_to_win``, ``legal_actions``)
rather than working a rule out themselves; :mod:`.transitions` uses the
same checks to refuse an action with a reason.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Sequence

from .actions import Bid, CloseRound, GameAction, Reveal, TrickWon
from .errors import BidRangeError, RoundStateError, SeatError, TricksError, TrumpError
from .rules import BidMode
from .state import GameState, Phase, RoundState

# -- legal bids ---------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class BidChoice:
    """What the player to bid may bid, and why the excluded values are out."""

    player: int
    values: tuple[int, ...]  # every value 0..cards
    forbidden: dict[int, str]  # value -> reason

    @property
    def legal(self) -> frozenset[int]:
        return frozenset(v for v in self.values if v not in self.forbidden)


def notequal_forbidden(rnd: RoundState, seat: int) -> int | None:
    """The value the dealer may not bid (None when nothing is forbidden)."""
    if seat != rnd.dealer or not rnd.rules.notequal:
        return None
    others = sum(b for s, b in enumerate(rnd.bids) if s != seat and b is not None)
    value = rnd.cards - others
    return value if 0 <= value <= rnd.cards else None


def checked_as_bid(rnd: RoundState) -> bool:
    """Is notequal checked on the bid being entered? Open bids: yes (everyone
    sees the others'). Hidden and secret bids: no, a greyed value would tell
    the dealer the sum of bids nobody may see yet; they are checked once all
    are in (hidden: at the reveal; secret: as the dealer's bid completes
    them), and a dealer whose bid makes them add up bids again (REBID)."""
    return rnd.phase is Phase.REBID or rnd.rules.bids is BidMode.OPEN


def clash_when_complete(rnd: RoundState, bids: tuple[int | None, ...]) -> bool:
    """Secret bids under notequal: the dealer's bid, the last, completes bids
    that add up to the cards (so the dealer must bid again, covered)."""
    out = rnd.out
    return (rnd.rules.bids is BidMode.SECRET and rnd.rules.notequal
            and all(b is not None for s, b in enumerate(bids) if s not in out)
            and sum(b for b in bids if b is not None) == rnd.cards)


def secret_dealer_clash(rnd: RoundState, seat: int, value: int) -> bool:
    """Secret bids under notequal: would ``value`` from ``seat`` (the dealer,
    who bids last) make the bids add up to the cards? The app asks before it
    enters the bid, on the dealer's own screen, so a bid that adds up is
    never entered and nothing the table sees differs (no REBID)."""
    if seat != rnd.dealer:
        return False
    bids = rnd.bids[:seat] + (value,) + rnd.bids[seat + 1:]
    return clash_when_complete(rnd, bids)


def may_bid(rnd: RoundState, seat: int) -> bool:
    """May ``seat`` bid now? Open bids go round in bidding order. Hidden and
    secret bids are made unseen, so each player may bid at once (a phone at
    each seat; the phone passed round still asks in order), except the
    dealer under secret + notequal, whose bid is checked against all the
    others' (see WIZARD-RULES.md): the dealer bids last."""
    phase = rnd.phase
    if phase is Phase.REBID:
        return seat == rnd.dealer
    if phase is not Phase.BIDDING or rnd.bids[seat] is not None or seat in rnd.out:
        return False
    if seat == rnd.to_bid:
        return True
    mode = rnd.rules.bids
    if mode is BidMode.OPEN:
        return False
    return not (mode is BidMode.SECRET and rnd.rules.notequal and seat == rnd.dealer)


def bid_choice(state: GameState, seat: int | None = None) -> BidChoice | None:
    """What ``seat`` (default: the next in bidding order) may bid now; None
    when it may not bid."""
    rnd = state.current
    if seat is None:
        seat = rnd.to_bid
    elif not 0 <= seat < rnd.players or not may_bid(rnd, seat):
        return None
    if seat is None:
        return None
    forbidden: dict[int, str] = {}
    bad = notequal_forbidden(rnd, seat) if checked_as_bid(rnd) else None
    if bad is not None:
        forbidden[bad] = f"bids would add up to {rnd.cards}"
    return BidChoice(player=seat, values=tuple(range(rnd.cards + 1)), forbidden=forbidden)


def legal_bids(state: GameState) -> frozenset[int]:
    """Values the player to bid may choose now (empty when no bid is awaited)."""
    choice = bid_choice(state)
    return choice.legal if choice else frozenset()


# -- tricks and actions ---------------------------------------------------------


def tricks_to_win(state: GameState) -> int:
    """The tricks the players take in the current round: the cards dealt,
    less any won by nobody (a variant's)."""
    return state.current.tricks_to_win


def legal_actions(state: GameState) -> tuple[GameAction, ...]:
    """Every action with a fixed shape allowed now: the bids, a reveal, a
    trick for each player, the special cards' actions, closing the round
    (direct entry of tricks and corrections take values and are checked
    when given)."""
    rnd = state.current
    out: list[GameAction] = []
    choice = bid_choice(state)
    if choice is not None:
        out += [Bid(player=choice.player, value=v) for v in sorted(choice.legal)]
    phase = rnd.phase
    if phase is Phase.REVEAL:
        out.append(Reveal())
    if phase is Phase.PLAYING:
        out += [TrickWon(player=seat) for seat in rnd.playing]
    out += card_actions(state)
    if phase is Phase.SCORED and rnd.number < state.total_rounds and not state.ended_early:
        out.append(CloseRound())
    return tuple(out)


def card_actions(state: GameState) -> tuple[GameAction, ...]:
    """The special cards' actions allowed now (their part of :func:`legal_actions`)."""
    out: list[GameAction] = []
    for variant in state.current.variants:
        out += variant.legal(state)
    return tuple(out)


# -- checks the transitions share -----------------------------------------------


def check_seat(state: GameState, seat: int, what: str) -> None:
    if not 0 <= seat < len(state.players):
        raise SeatError(
            f"round {state.current.number}: {what}: there is no seat {seat} "
            f"(seats 0 to {len(state.players) - 1})"
        )


def check_plays(state: GameState, rnd: RoundState, seat: int, what: str) -> None:
    """Refuse a bid or tricks for a seat that sits round ``rnd`` out."""
    if seat in rnd.out:
        who = state.name(seat)
        noun = "a bid" if what == "bid" else "tricks"
        raise SeatError(
            f"round {rnd.number}: {who} sits this round out and has no {noun} in it",
            round=rnd.number, player=who, code=f"{what}.out",
        )


def check_bid_value(state: GameState, rnd: RoundState, seat: int, value: int) -> None:
    if not 0 <= value <= rnd.cards:
        raise BidRangeError(
            f"round {rnd.number}: {state.name(seat)} may not bid {value}: bids run from 0 to {rnd.cards}",
            round=rnd.number, player=state.name(seat), code="bid.range", details={"value": value, "cards": rnd.cards},
        )


def require_play(state: GameState, rnd: RoundState, who: str | None = None) -> None:
    """Refuse unless the bids are in (revealed, no rebid owed): tricks come next."""
    phase = rnd.phase
    # name the player the refused trick was for, when there is one
    lead = f"round {rnd.number}: " + (f"{who} cannot win a trick yet: " if who else "")
    if phase is Phase.BIDDING:
        raise RoundStateError(
            f"{lead}tricks come after the bids; {state.name(rnd.to_bid)} has not bid yet",  # type: ignore[arg-type]
            round=rnd.number, player=who, code="tricks.before_bids", details={"waiting": state.name(rnd.to_bid)},  # type: ignore[arg-type]
        )
    if phase is Phase.REVEAL:
        raise RoundStateError(f"{lead}reveal the hidden bids before counting tricks",
                              round=rnd.number, player=who, code="tricks.before_reveal")
    if phase is Phase.REBID:
        raise RoundStateError(
            f"{lead}{state.name(rnd.dealer)} (the dealer) must change their bid first: "
            f"the bids add up to {rnd.cards} under notequal",
            round=rnd.number, player=who, code="tricks.before_rebid",
            details={"dealer": state.name(rnd.dealer), "cards": rnd.cards},
        )
    if phase is Phase.CLOSED:  # pragma: no cover - the current round is never closed
        raise RoundStateError(f"round {rnd.number} is closed", round=rnd.number)


def check_tricks(state: GameState, rnd: RoundState, tricks: Sequence[int]) -> None:
    """Every player's tricks for ``rnd``: one count each, within the cards,
    adding up to the tricks there were to win."""
    n = len(state.players)
    if len(tricks) != n:
        raise TricksError(
            f"round {rnd.number}: {len(tricks)} trick counts given for {n} players", round=rnd.number,
            code="tricks.count", details={"given": len(tricks), "players": n},
        )
    for seat, t in enumerate(tricks):
        if seat in rnd.out:
            if t:
                check_plays(state, rnd, seat, "tricks")
            continue
        if not 0 <= t <= rnd.cards:
            raise TricksError(
                f"round {rnd.number}: {state.name(seat)} cannot take {t} tricks (0 to {rnd.cards})",
                round=rnd.number, player=state.name(seat), code="tricks.range", details={"value": t, "cards": rnd.cards},
            )
    if sum(tricks) != rnd.tricks_to_win:
        for variant in rnd.variants:  # a variant that took tricks from the round says why
            refusal = variant.tricks_refusal(state, rnd, sum(tricks))
            if refusal is not None:
                raise refusal
        raise TricksError(
            f"round {rnd.number}: tricks add up to {sum(tricks)}, but {rnd.cards} "
            f"{'trick was' if rnd.cards == 1 else 'tricks were'} played",
            round=rnd.number, code="tricks.sum", details={"sum": sum(tricks), "cards": rnd.cards},
        )


def dealt_round(state: GameState, number: int | None) -> RoundState:
    """Round ``number`` (the current one when None), refused if not dealt yet."""
    number = number if number is not None else state.current.number
    if not 1 <= number <= len(state.rounds):
        raise TrumpError(f"round {number} has not been dealt yet (current round {state.current.number})",
                         round=number, code="trump.not_dealt", details={"current": state.current.number})
    return state.rounds[number - 1]


def check_trump(rnd: RoundState, suit: str | None) -> None:
    if not rnd.trump_card and suit not in (None, "none"):
        raise TrumpError(
            f"round {rnd.number}: all {rnd.cards * len(rnd.playing)} cards are dealt, so no trump card is turned "
            "and there is no trump",
            round=rnd.number, code="trump.all_dealt", details={"cards": rnd.cards * len(rnd.playing)},
        )
