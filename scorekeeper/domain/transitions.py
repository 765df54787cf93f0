"""The pure transitions: the state after one action.

``start_game`` seats the table; ``step(state, action)`` returns the state
after one round action or raises an :class:`IllegalActionError` that names
the round, the player and the reason (the state is left as it was). The
special cards' actions go to the variant that owns them (:mod:`.variants`).
"""

from __future__ import annotations

from dataclasses import replace

from .actions import Bid, CloseRound, Correct, EnterTricks, GameAction, Reveal, SetTrump, Start, TrickWon
from .errors import (
    CorrectionError,
    GameOverError,
    NotEqualError,
    OutOfTurnError,
    RevealError,
    RoundStateError,
    RulesError,
    SetupError,
    TricksError,
)
from .actions import Adjust, EndGame, TableChange
from .changes import adjust, change_table, end_game
from .legality import (
    bid_choice, check_bid_value, check_plays, check_seat, check_tricks, check_trump, clash_when_complete, dealt_round, may_bid,
    require_play,
)
from .names import name_key, name_problem
from .rules import BidMode, PresetRegistry, RuleSet, check_player_count, resolve_rules, rules_with
from .state import GameState, Phase, RoundState, next_playing, replace_current, replace_round, with_mark
from .text import excerpt
from .variants import VARIANTS, owner_of, require_card, variants_for


def new_round(players: int, dealer: int, rules: RuleSet, number: int, out: tuple[int, ...] = ()) -> RoundState:
    """Round ``number`` dealt by seat ``dealer`` to the ``players`` seats but ``out``."""
    round_rules = rules.round_rules(number)
    return RoundState(
        number=number,
        cards=rules.cards(number),
        dealer=dealer,
        players=players,
        out=out,
        rules=round_rules,
        trump_card=rules.trump_card(number),
        bids=(None,) * players,
        tricks=(0,) * players,
        revealed=round_rules.bids is BidMode.OPEN,
        variants=variants_for(round_rules.special_cards),
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


def _check_names(names: tuple[str, ...]) -> None:
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


def start_game(action: Start, registry: PresetRegistry | None = None) -> GameState:
    """The state after ``action``. A pinned action (see :func:`pin_rules`)
    needs no registry; an unpinned one is looked up in ``registry``."""
    names = tuple(action.players)
    try:
        check_player_count(len(names))
    except RulesError as exc:
        raise SetupError(str(exc)) from exc
    _check_names(names)
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
    first = new_round(len(names), action.first_dealer, rules, 1)
    return GameState(players=names, first_dealer=action.first_dealer, rules=rules, rounds=(first,))


def _notequal_message(state: GameState, rnd: RoundState, value: int) -> str:
    return (
        f"round {rnd.number}: {state.name(rnd.dealer)} deals and may not bid {value} "
        f"under notequal (bids would add up to {rnd.cards})"
    )


def _bid(state: GameState, action: Bid) -> GameState:
    rnd = state.current
    check_seat(state, action.player, "bid")
    check_plays(state, rnd, action.player, "bid")
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
    check_bid_value(state, rnd, seat, value)
    choice = bid_choice(state, seat)
    assert choice is not None
    if value in choice.forbidden:
        if phase is Phase.REBID and value == rnd.bids[seat] and rnd.rules.bids is BidMode.SECRET:
            message, code = (
                f"round {rnd.number}: {who} deals and must change their bid of {value}: "
                f"with it the bids add up to {rnd.cards} under notequal"
            ), "bid.rebid_secret"
        elif phase is Phase.REBID and value == rnd.bids[seat]:
            message, code = (
                f"round {rnd.number}: {who} deals and must change their bid of {value}: "
                f"the revealed bids add up to {rnd.cards} under notequal"
            ), "bid.rebid"
        else:
            message, code = _notequal_message(state, rnd, value), "bid.notequal"
        raise NotEqualError(message, round=rnd.number, player=who, code=code, details={"value": value, "cards": rnd.cards})
    bids = rnd.bids[:seat] + (value,) + rnd.bids[seat + 1:]
    return replace_current(state, replace(rnd, bids=bids, must_rebid=clash_when_complete(rnd, bids)))


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
    return replace_current(state, replace(rnd, revealed=True, must_rebid=clash))


def _trump(state: GameState, action: SetTrump) -> GameState:
    rnd = dealt_round(state, action.round)
    check_trump(rnd, action.suit)
    return replace_round(state, replace(rnd, trump=action.suit))


def _trick(state: GameState, action: TrickWon) -> GameState:
    rnd = state.current
    check_seat(state, action.player, "trick")
    check_plays(state, rnd, action.player, "tricks")
    who = state.name(action.player)
    require_play(state, rnd, who)
    if rnd.tricks_played >= rnd.tricks_to_win:
        for variant in rnd.variants:  # a variant that took a trick from the round says why
            refusal = variant.trick_refusal(state, rnd, who)
            if refusal is not None:
                raise refusal
        raise TricksError(
            f"round {rnd.number}: all {rnd.cards} tricks are already counted; {who} cannot win another",
            round=rnd.number, player=who, code="tricks.all_counted", details={"cards": rnd.cards},
        )
    tricks = list(rnd.tricks)
    tricks[action.player] += 1
    return replace_current(state, replace(rnd, tricks=tuple(tricks)))


def check_variants(state: GameState, rnd: RoundState) -> None:
    for variant in rnd.variants:
        variant.check(state, rnd)


def _tricks(state: GameState, action: EnterTricks) -> GameState:
    rnd = state.current
    require_play(state, rnd)
    check_tricks(state, rnd, action.tricks)
    new = replace(rnd, tricks=tuple(action.tricks))
    check_variants(state, new)
    return replace_current(state, new)


def _close(state: GameState, action: CloseRound) -> GameState:
    rnd = state.current
    if not rnd.scored or rnd.phase is not Phase.SCORED:
        raise RoundStateError(
            f"round {rnd.number} is not finished: {rnd.tricks_left} of {rnd.tricks_to_win} tricks still to count"
            if rnd.phase is Phase.PLAYING
            else f"round {rnd.number} is not finished: bids and tricks come first",
            round=rnd.number, code="close.tricks_left" if rnd.phase is Phase.PLAYING else "close.not_played",
            details={"left": rnd.tricks_left, "cards": rnd.tricks_to_win},
        )
    if rnd.number >= state.total_rounds:
        raise GameOverError(f"round {rnd.number} was the last round; the game is over", round=rnd.number,
                            code="game.over")
    # the next dealer: the first seat after this round's that plays the next round (the same table)
    nxt = new_round(rnd.players, next_playing(rnd.dealer, rnd.players, rnd.out), state.rules, rnd.number + 1,
                    rnd.out)
    rounds = state.rounds[:-1] + (replace(rnd, closed=True), nxt)
    return replace(state, rounds=rounds)


def _correct(state: GameState, action: Correct) -> GameState:
    number = action.round
    if not 1 <= number <= len(state.rounds) or not state.rounds[number - 1].scored:
        raise CorrectionError(
            f"round {number} cannot be corrected: only scored rounds can (undo fixes the round in play)",
            round=number, code="correct.not_scored",
        )
    # what the correction changes: bids, tricks, a variant's mark (its ``correct_field``)
    given = {key: value for key, value in action if key not in ("type", "round") and value is not None}
    if not given:
        raise CorrectionError(f"round {number}: a correction needs new bids or new tricks", round=number,
                              code="correct.empty")
    rnd = state.rounds[number - 1]
    n = len(state.players)
    bids = _seated(state, rnd, action.bids, "bids") if action.bids is not None else rnd.bids
    tricks = tuple(t or 0 for t in _seated(state, rnd, action.tricks, "tricks")) if action.tricks is not None \
        else rnd.tricks
    if len(bids) != n:
        raise CorrectionError(f"round {number}: {len(bids)} bids given for {n} players", round=number)
    for seat, b in enumerate(bids):
        if seat not in rnd.out:
            check_bid_value(state, rnd, seat, b)  # type: ignore[arg-type]
    if rnd.rules.notequal and sum(b or 0 for b in bids) == rnd.cards:
        raise NotEqualError(
            f"round {number}: the bids would add up to {rnd.cards} under notequal; "
            f"{state.name(rnd.dealer)} deals and must bid differently",
            round=number, player=state.name(rnd.dealer), code="correct.notequal", details={"cards": rnd.cards},
        )
    new = replace(rnd, bids=bids, tricks=tricks, must_rebid=False)
    for variant in VARIANTS.values():
        field = variant.correct_field
        if field is not None and field in given:
            new = with_mark(new, variant.id, variant.corrected(state, rnd, given[field]))
    # a scored round was already revealed if its bids were hidden; a secret
    # round keeps revealed=False (the record format has no such flag)
    check_tricks(state, new, tricks)
    check_variants(state, new)
    return replace_round(state, new)


def _seated(state: GameState, rnd: RoundState, values: tuple[int | None, ...], what: str
            ) -> tuple[int | None, ...]:
    """A correction's bids or tricks: None (or 0) for a seat out of the round, a number for every other."""
    if len(values) != len(state.players):
        return values  # the count is refused with the usual message
    fixed: list[int | None] = []
    noun = "bid" if what == "bids" else "tricks"
    for seat, value in enumerate(values):
        who = state.name(seat)
        if seat in rnd.out:
            if value:
                raise CorrectionError(f"round {rnd.number}: {who} sat this round out and has no {noun} in it",
                                      round=rnd.number, player=who, code="correct.out")
            fixed.append(None if what == "bids" else 0)
        elif value is None:
            raise CorrectionError(f"round {rnd.number}: {who} played this round; their {noun} cannot be empty",
                                  round=rnd.number, player=who, code="correct.missing")
        else:
            fixed.append(value)
    return tuple(fixed)


_AFTER_THE_END = (Bid, Reveal, TrickWon, EnterTricks, CloseRound)


def step(state: GameState, action: GameAction) -> GameState:
    """The state after one game action (not start, undo or redo)."""
    if state.ended_early and (isinstance(action, _AFTER_THE_END) or owner_of(action) is not None):
        rnd = state.current
        raise GameOverError(
            f"the table ended the game after round {rnd.number}; nothing more is played (undo reopens it)",
            round=rnd.number, code="game.ended_early",
        )
    match action:
        case TableChange():
            return change_table(state, action)
        case EndGame():
            return end_game(state, action)
        case Adjust():
            return adjust(state, action)
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
    card = owner_of(action)
    if card is not None:
        number = getattr(action, "round", None)
        rnd = dealt_round(state, number) if number is not None else state.current
        return require_card(rnd, card).step(state, action)
    raise SetupError(f"{type(action).__name__} is not a round action")
