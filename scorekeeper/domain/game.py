"""A Wizard game as a scorekeeper sees it: state folded from an action log.

``step(state, action)`` is the pure transition for one action; it returns a
new state or raises an :class:`IllegalActionError` that names the round, the
player and the reason. :class:`Game` keeps the log, the states it produced,
and a cursor for undo/redo.
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from enum import StrEnum
from typing import Callable, Iterable, Sequence

from .actions import (
    Bid,
    CloseRound,
    Correct,
    EnterTricks,
    Redo,
    Reveal,
    SetTrump,
    Start,
    TrickWon,
    Undo,
    GameAction,
)
from .errors import (
    BidRangeError,
    CorrectionError,
    GameNotStartedError,
    GameOverError,
    NotEqualError,
    OutOfTurnError,
    RevealError,
    RoundStateError,
    RulesError,
    SeatError,
    SetupError,
    TricksError,
    TrumpError,
    UndoError,
)
from .rules import BidMode, PresetRegistry, RoundRules, RuleSet, check_player_count, resolve_rules, rules_with
from .names import name_key, name_problem
from .text import excerpt
from .scoring import round_points


class Phase(StrEnum):
    BIDDING = "bidding"  # bids still to come
    REVEAL = "reveal"  # hidden bids all in, waiting to be turned over
    REBID = "rebid"  # hidden + notequal: revealed bids add up, the dealer must change
    PLAYING = "playing"  # tricks being won
    SCORED = "scored"  # every trick counted; points known
    CLOSED = "closed"  # the table moved on to the next round


@dataclass(frozen=True, slots=True)
class RoundState:
    number: int  # 1-based
    cards: int  # dealt to each player
    dealer: int  # seat index
    players: int
    rules: RoundRules
    trump_card: bool  # a trump card is turned (the deck is not all dealt)
    trump: str | None = None  # red|yellow|green|blue|none, None = not recorded
    bids: tuple[int | None, ...] = ()
    revealed: bool = False  # hidden bids turned over
    must_rebid: bool = False
    tricks: tuple[int, ...] = ()  # per seat, so far
    closed: bool = False

    # -- turn order -------------------------------------------------------
    @property
    def first_bidder(self) -> int:
        """Left of the dealer; also leads the first trick."""
        return (self.dealer + 1) % self.players

    @property
    def bidding_order(self) -> tuple[int, ...]:
        return tuple((self.first_bidder + i) % self.players for i in range(self.players))

    # -- progress ----------------------------------------------------------
    @property
    def bids_complete(self) -> bool:
        return all(b is not None for b in self.bids)

    @property
    def tricks_played(self) -> int:
        return sum(self.tricks)

    @property
    def tricks_left(self) -> int:
        return self.cards - self.tricks_played

    @property
    def scored(self) -> bool:
        return self.bids_complete and self.tricks_played == self.cards

    @property
    def phase(self) -> Phase:
        if self.closed:
            return Phase.CLOSED
        if not self.bids_complete:
            return Phase.BIDDING
        if self.rules.bids is BidMode.HIDDEN and not self.revealed:
            return Phase.REVEAL
        if self.must_rebid:
            return Phase.REBID
        if self.tricks_played < self.cards:
            return Phase.PLAYING
        return Phase.SCORED

    @property
    def to_bid(self) -> int | None:
        """Seat whose bid is awaited (the dealer during a forced rebid)."""
        if self.phase is Phase.REBID:
            return self.dealer
        if self.phase is not Phase.BIDDING:
            return None
        return next(seat for seat in self.bidding_order if self.bids[seat] is None)

    @property
    def bids_visible(self) -> bool:
        """May the table see the bids now? (open: always; hidden: after the
        reveal; secret: once the round is scored)."""
        mode = self.rules.bids
        if mode is BidMode.OPEN:
            return True
        if mode is BidMode.HIDDEN:
            return self.revealed
        return self.scored

    @property
    def bid_sum(self) -> int:
        return sum(b for b in self.bids if b is not None)

    @property
    def points(self) -> tuple[int, ...] | None:
        if not self.scored:
            return None
        return tuple(round_points(b, t) for b, t in zip(self.bids, self.tricks))  # type: ignore[arg-type]


@dataclass(frozen=True, slots=True)
class GameState:
    players: tuple[str, ...]
    first_dealer: int
    rules: RuleSet
    rounds: tuple[RoundState, ...]

    @property
    def current(self) -> RoundState:
        return self.rounds[-1]

    @property
    def schedule(self) -> tuple[int, ...]:
        return self.rules.schedule

    @property
    def total_rounds(self) -> int:
        return len(self.rules.schedule)

    @property
    def complete(self) -> bool:
        return len(self.rounds) == self.total_rounds and self.current.scored

    def name(self, seat: int) -> str:
        return self.players[seat]

    def running_totals(self) -> list[tuple[int, ...] | None]:
        """Totals after each round (None for a round not scored yet)."""
        out: list[tuple[int, ...] | None] = []
        acc = [0] * len(self.players)
        for rnd in self.rounds:
            pts = rnd.points
            if pts is None:
                out.append(None)
                continue
            acc = [a + p for a, p in zip(acc, pts)]
            out.append(tuple(acc))
        return out

    @property
    def totals(self) -> tuple[int, ...]:
        acc = [0] * len(self.players)
        for rnd in self.rounds:
            pts = rnd.points
            if pts is not None:
                acc = [a + p for a, p in zip(acc, pts)]
        return tuple(acc)

    @property
    def rounds_scored(self) -> int:
        return sum(1 for r in self.rounds if r.scored)

    def ranks(self) -> tuple[int, ...]:
        """Standard competition ranking by total (1 = best; ties share)."""
        totals = self.totals
        return tuple(1 + sum(1 for other in totals if other > t) for t in totals)

    def leaders(self) -> tuple[int, ...]:
        totals = self.totals
        top = max(totals)
        return tuple(i for i, t in enumerate(totals) if t == top)

    @property
    def winners(self) -> tuple[int, ...]:
        """Seats with the highest total, once the game is complete."""
        return self.leaders() if self.complete else ()


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


def _notequal_forbidden(rnd: RoundState, seat: int) -> int | None:
    """The value the dealer may not bid (None when nothing is forbidden)."""
    if seat != rnd.dealer or not rnd.rules.notequal:
        return None
    others = sum(b for s, b in enumerate(rnd.bids) if s != seat and b is not None)
    value = rnd.cards - others
    return value if 0 <= value <= rnd.cards else None


def may_bid(rnd: RoundState, seat: int) -> bool:
    """May ``seat`` bid now? Open bids go round in bidding order. Hidden and
    secret bids are made unseen, so each player may bid at once (a phone at
    each seat; the phone passed round still asks in order), except the
    dealer under secret + notequal, whose bid is checked against all the
    others' (see WIZARD-RULES.md): the dealer bids last."""
    phase = rnd.phase
    if phase is Phase.REBID:
        return seat == rnd.dealer
    if phase is not Phase.BIDDING or rnd.bids[seat] is not None:
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
    # hidden bids: the dealer is only restricted after the reveal
    checks_now = rnd.phase is Phase.REBID or rnd.rules.bids is not BidMode.HIDDEN
    bad = _notequal_forbidden(rnd, seat) if checks_now else None
    if bad is not None:
        forbidden[bad] = f"bids would add up to {rnd.cards}"
    return BidChoice(player=seat, values=tuple(range(rnd.cards + 1)), forbidden=forbidden)


def legal_bids(state: GameState) -> frozenset[int]:
    """Values the player to bid may choose now (empty when no bid is awaited)."""
    choice = bid_choice(state)
    return choice.legal if choice else frozenset()


# -- transitions --------------------------------------------------------------


def _new_round(players: int, first_dealer: int, rules: RuleSet, number: int) -> RoundState:
    return RoundState(
        number=number,
        cards=rules.cards(number),
        dealer=(first_dealer + number - 1) % players,
        players=players,
        rules=rules.round_rules(number),
        trump_card=rules.trump_card(number),
        bids=(None,) * players,
        tricks=(0,) * players,
        revealed=rules.round_rules(number).bids is BidMode.OPEN,
    )


def pin_rules(action: Start, registry: PresetRegistry | None) -> Start:
    """``action`` with its preset's definition pinned in (and the preset
    named by its id, not an alias or another spelling), so the game never
    depends on the preset files again. A pinned action is returned as is."""
    if action.preset is not None:
        return action
    if registry is None:
        raise SetupError("this game's rules were not recorded with it, and no rule presets are at hand to look them up")
    try:
        preset = registry.get(action.rules.preset)
    except RulesError as exc:
        raise SetupError(str(exc)) from exc
    choice = action.rules.model_copy(update={"preset": preset.id})
    return action.model_copy(update={"rules": choice, "preset": preset})


def start_game(action: Start, registry: PresetRegistry | None = None) -> GameState:
    """The state after ``action``. A pinned action (see :func:`pin_rules`)
    needs no registry; an unpinned one is looked up in ``registry``."""
    names = tuple(action.players)
    try:
        check_player_count(len(names))
    except RulesError as exc:
        raise SetupError(str(exc)) from exc
    seen: dict[str, int] = {}
    for i, name in enumerate(names):
        if not name.strip():
            raise SetupError(f"seat {i + 1}: a player needs a name")
        problem = name_problem(name)
        if problem is not None:
            raise SetupError(f"seat {i + 1}: the name {excerpt(name)} is refused: {problem}")
        if name != name.strip():
            raise SetupError(f"seat {i + 1}: the name {excerpt(name)} has spaces at its ends")
        key = name_key(name)
        if key in seen:
            other = names[seen[key]]  # both passed name_problem: safe to show as they are
            same = "is already seated" if name == other else f"looks the same as {other}, already seated"
            raise SetupError(f"seat {i + 1}: {name} {same} at seat {seen[key] + 1}; names must differ")
        seen[key] = i
    if not 0 <= action.first_dealer < len(names):
        raise SetupError(
            f"first dealer must be a seat from 0 to {len(names) - 1}, not {action.first_dealer}"
        )
    try:
        if action.preset is not None:
            rules = rules_with(action.preset, action.rules, len(names))
        elif registry is not None:
            rules = resolve_rules(action.rules, len(names), registry)
        else:
            raise SetupError("this game's rules were not recorded with it, and no rule presets are at hand to look them up")
    except RulesError as exc:
        raise SetupError(str(exc)) from exc
    first = _new_round(len(names), action.first_dealer, rules, 1)
    return GameState(players=names, first_dealer=action.first_dealer, rules=rules, rounds=(first,))


def _replace_current(state: GameState, rnd: RoundState) -> GameState:
    return replace(state, rounds=state.rounds[:-1] + (rnd,))


def _check_seat(state: GameState, seat: int, what: str) -> None:
    if not 0 <= seat < len(state.players):
        raise SeatError(
            f"round {state.current.number}: {what}: there is no seat {seat} "
            f"(seats 0 to {len(state.players) - 1})"
        )


def _check_bid_value(state: GameState, rnd: RoundState, seat: int, value: int) -> None:
    if not 0 <= value <= rnd.cards:
        raise BidRangeError(
            f"round {rnd.number}: {state.name(seat)} may not bid {value}: bids run from 0 to {rnd.cards}",
            round=rnd.number, player=state.name(seat), code="bid.range", details={"value": value, "cards": rnd.cards},
        )


def _notequal_message(state: GameState, rnd: RoundState, value: int) -> str:
    return (
        f"round {rnd.number}: {state.name(rnd.dealer)} deals and may not bid {value} "
        f"under notequal (bids would add up to {rnd.cards})"
    )


def _bid(state: GameState, action: Bid) -> GameState:
    rnd = state.current
    _check_seat(state, action.player, "bid")
    seat, value = action.player, action.value
    who = state.name(seat)
    phase = rnd.phase
    if phase not in (Phase.BIDDING, Phase.REBID):
        raise RoundStateError(
            f"round {rnd.number}: bidding is over, {who} cannot bid now "
            "(undo, or correct the round once it is scored)",
            round=rnd.number, player=who, code="bid.over",
        )
    expected = rnd.to_bid
    if not may_bid(rnd, seat):
        assert expected is not None
        if phase is Phase.REBID:
            reason, code = f"only {state.name(expected)} (the dealer) must change their bid, not {who}", "bid.only_dealer"
        else:
            reason, code = f"it is {state.name(expected)}'s turn to bid, not {who}'s", "bid.turn"
        raise OutOfTurnError(f"round {rnd.number}: {reason}", round=rnd.number, player=who, code=code,
                             details={"expected": state.name(expected)})
    _check_bid_value(state, rnd, seat, value)
    choice = bid_choice(state, seat)
    assert choice is not None
    if value in choice.forbidden:
        if phase is Phase.REBID and value == rnd.bids[seat]:
            message, code = (
                f"round {rnd.number}: {who} deals and must change their bid of {value}: "
                f"the revealed bids add up to {rnd.cards} under notequal"
            ), "bid.rebid"
        else:
            message, code = _notequal_message(state, rnd, value), "bid.notequal"
        raise NotEqualError(message, round=rnd.number, player=who, code=code, details={"value": value, "cards": rnd.cards})
    bids = rnd.bids[:seat] + (value,) + rnd.bids[seat + 1:]
    return _replace_current(state, replace(rnd, bids=bids, must_rebid=False))


def _reveal(state: GameState, action: Reveal) -> GameState:
    rnd = state.current
    if rnd.rules.bids is not BidMode.HIDDEN:
        raise RevealError(f"round {rnd.number}: bids are {rnd.rules.bids.value} this round; there is nothing to reveal",
                          round=rnd.number, code="reveal.not_hidden", details={"mode": rnd.rules.bids.value})
    if rnd.revealed:
        raise RevealError(f"round {rnd.number}: the bids are already revealed", round=rnd.number, code="reveal.done")
    if not rnd.bids_complete:
        waiting = state.name(rnd.to_bid)  # type: ignore[arg-type]
        raise RevealError(f"round {rnd.number}: {waiting} has not bid yet", round=rnd.number, player=waiting,
                          code="reveal.waiting")
    clash = rnd.rules.notequal and rnd.bid_sum == rnd.cards
    return _replace_current(state, replace(rnd, revealed=True, must_rebid=clash))


def _trump(state: GameState, action: SetTrump) -> GameState:
    number = action.round if action.round is not None else state.current.number
    if not 1 <= number <= len(state.rounds):
        raise TrumpError(f"round {number} has not been dealt yet (current round {state.current.number})",
                         round=number, code="trump.not_dealt", details={"current": state.current.number})
    rnd = state.rounds[number - 1]
    if not rnd.trump_card and action.suit not in (None, "none"):
        raise TrumpError(
            f"round {number}: all {rnd.cards * rnd.players} cards are dealt, so no trump card is turned "
            "and there is no trump",
            round=number, code="trump.all_dealt", details={"cards": rnd.cards * rnd.players},
        )
    rounds = list(state.rounds)
    rounds[number - 1] = replace(rnd, trump=action.suit)
    return replace(state, rounds=tuple(rounds))


def _trick(state: GameState, action: TrickWon) -> GameState:
    rnd = state.current
    _check_seat(state, action.player, "trick")
    who = state.name(action.player)
    _require_play(state, rnd, who)
    if rnd.tricks_played >= rnd.cards:
        raise TricksError(
            f"round {rnd.number}: all {rnd.cards} tricks are already counted; {who} cannot win another",
            round=rnd.number, player=who, code="tricks.all_counted", details={"cards": rnd.cards},
        )
    tricks = list(rnd.tricks)
    tricks[action.player] += 1
    return _replace_current(state, replace(rnd, tricks=tuple(tricks)))


def _require_play(state: GameState, rnd: RoundState, who: str | None = None) -> None:
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


def _check_tricks(state: GameState, rnd: RoundState, tricks: Sequence[int]) -> None:
    n = len(state.players)
    if len(tricks) != n:
        raise TricksError(
            f"round {rnd.number}: {len(tricks)} trick counts given for {n} players", round=rnd.number,
            code="tricks.count", details={"given": len(tricks), "players": n},
        )
    for seat, t in enumerate(tricks):
        if not 0 <= t <= rnd.cards:
            raise TricksError(
                f"round {rnd.number}: {state.name(seat)} cannot take {t} tricks (0 to {rnd.cards})",
                round=rnd.number, player=state.name(seat), code="tricks.range", details={"value": t, "cards": rnd.cards},
            )
    if sum(tricks) != rnd.cards:
        raise TricksError(
            f"round {rnd.number}: tricks add up to {sum(tricks)}, but {rnd.cards} "
            f"{'trick was' if rnd.cards == 1 else 'tricks were'} played",
            round=rnd.number, code="tricks.sum", details={"sum": sum(tricks), "cards": rnd.cards},
        )


def _tricks(state: GameState, action: EnterTricks) -> GameState:
    rnd = state.current
    _require_play(state, rnd)
    _check_tricks(state, rnd, action.tricks)
    return _replace_current(state, replace(rnd, tricks=tuple(action.tricks)))


def _close(state: GameState, action: CloseRound) -> GameState:
    rnd = state.current
    if not rnd.scored or rnd.phase is not Phase.SCORED:
        raise RoundStateError(
            f"round {rnd.number} is not finished: {rnd.tricks_left} of {rnd.cards} tricks still to count"
            if rnd.phase is Phase.PLAYING
            else f"round {rnd.number} is not finished: bids and tricks come first",
            round=rnd.number, code="close.tricks_left" if rnd.phase is Phase.PLAYING else "close.not_played",
            details={"left": rnd.tricks_left, "cards": rnd.cards},
        )
    if rnd.number >= state.total_rounds:
        raise GameOverError(f"round {rnd.number} was the last round; the game is over", round=rnd.number,
                            code="game.over")
    nxt = _new_round(len(state.players), state.first_dealer, state.rules, rnd.number + 1)
    rounds = state.rounds[:-1] + (replace(rnd, closed=True), nxt)
    return replace(state, rounds=rounds)


def _correct(state: GameState, action: Correct) -> GameState:
    number = action.round
    if not 1 <= number <= len(state.rounds) or not state.rounds[number - 1].scored:
        raise CorrectionError(
            f"round {number} cannot be corrected: only scored rounds can (undo fixes the round in play)",
            round=number, code="correct.not_scored",
        )
    if action.bids is None and action.tricks is None:
        raise CorrectionError(f"round {number}: a correction needs new bids or new tricks", round=number,
                              code="correct.empty")
    rnd = state.rounds[number - 1]
    n = len(state.players)
    bids = tuple(action.bids) if action.bids is not None else rnd.bids
    tricks = tuple(action.tricks) if action.tricks is not None else rnd.tricks
    if len(bids) != n:
        raise CorrectionError(f"round {number}: {len(bids)} bids given for {n} players", round=number)
    for seat, b in enumerate(bids):
        _check_bid_value(state, rnd, seat, b)  # type: ignore[arg-type]
    if rnd.rules.notequal and sum(bids) == rnd.cards:  # type: ignore[arg-type]
        raise NotEqualError(
            f"round {number}: the bids would add up to {rnd.cards} under notequal; "
            f"{state.name(rnd.dealer)} deals and must bid differently",
            round=number, player=state.name(rnd.dealer), code="correct.notequal", details={"cards": rnd.cards},
        )
    _check_tricks(state, rnd, tricks)
    rounds = list(state.rounds)
    # a scored round was already revealed if its bids were hidden; a secret
    # round keeps revealed=False (the record format has no such flag)
    rounds[number - 1] = replace(rnd, bids=bids, tricks=tricks, must_rebid=False)
    return replace(state, rounds=tuple(rounds))


def step(state: GameState, action: GameAction) -> GameState:
    """The state after one game action (not start, undo or redo)."""
    match action:
        case Bid():
            return _bid(state, action)
        case Reveal():
            return _reveal(state, action)
        case SetTrump():
            return _trump(state, action)
        case TrickWon():
            return _trick(state, action)
        case EnterTricks():
            return _tricks(state, action)
        case CloseRound():
            return _close(state, action)
        case Correct():
            return _correct(state, action)
    raise SetupError(f"{type(action).__name__} is not a round action")


# -- the game: log, states and undo cursor -------------------------------------


@dataclass(frozen=True, slots=True)
class Game:
    """An immutable game: the full action log, the states it produced and
    the undo cursor. ``apply`` returns a new Game; a rejected action raises
    and leaves this one untouched."""

    log: tuple[GameAction, ...]
    states: tuple[GameState, ...]  # states[0] follows Start
    done: tuple[GameAction, ...]  # done[i] produced states[i]
    cursor: int

    @classmethod
    def start(cls, action: Start, registry: PresetRegistry | None = None) -> "Game":
        """A new game. Its log begins with ``action`` pinned (see
        :func:`pin_rules`): ``registry`` is needed only for an unpinned one."""
        state = start_game(action, registry)  # checks the seats before the preset is looked up
        pinned = pin_rules(action, registry)
        if pinned is not action:
            state = start_game(pinned)  # the preset named by its id in the state too
        return cls(log=(pinned,), states=(state,), done=(pinned,), cursor=0)

    @classmethod
    def replay(cls, actions: Iterable[GameAction], registry: PresetRegistry | None = None) -> "Game":
        it = iter(actions)
        first = next(it, None)
        if not isinstance(first, Start):
            raise GameNotStartedError("a game log must begin with a start action")
        game = cls.start(first, registry)
        for action in it:
            game = game.apply(action)
        return game

    @property
    def state(self) -> GameState:
        return self.states[self.cursor]

    @property
    def can_undo(self) -> bool:
        return self.cursor > 0

    @property
    def can_redo(self) -> bool:
        return self.cursor < len(self.states) - 1

    @property
    def undo_action(self) -> GameAction | None:
        """The action an undo would take back."""
        return self.done[self.cursor] if self.can_undo else None

    @property
    def redo_action(self) -> GameAction | None:
        return self.done[self.cursor + 1] if self.can_redo else None

    def apply(self, action: GameAction) -> "Game":
        if isinstance(action, Start):
            raise SetupError("the game has already started")
        if isinstance(action, Undo):
            if not self.can_undo:
                raise UndoError("nothing to undo: the game is as it was set up", code="undo.nothing")
            return replace(self, log=self.log + (action,), cursor=self.cursor - 1)
        if isinstance(action, Redo):
            if not self.can_redo:
                raise UndoError("nothing to redo", code="redo.nothing")
            return replace(self, log=self.log + (action,), cursor=self.cursor + 1)
        new_state = step(self.state, action)
        keep = self.cursor + 1
        return Game(
            log=self.log + (action,),
            states=self.states[:keep] + (new_state,),
            done=self.done[:keep] + (action,),
            cursor=keep,
        )
