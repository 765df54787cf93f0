"""The evening as it really goes: players leave, come back and join, the
plan changes, the table stops early, a one-off adjustment.

A :class:`TableChange` changes the table at the start of the current round
(before anything is entered in it), as a whole: who leaves, who comes back,
who joins and where they sit, and the card counts from this round on.
:class:`EndGame` ends the game after a scored round; :class:`Adjust` adds
points to (or takes them from) one player's total after a round.

A joined player is inserted in seat order, so the seats after theirs move
up one in every round (earlier rounds list them as out): ``state.players``
is everyone who sat at the table, in seat order, which is what the record
lists.
"""

from __future__ import annotations

import unicodedata
from dataclasses import replace
from typing import Any

from .actions import Adjust, EndGame, JoinSeat, TableChange
from .cards import deck_size
from .errors import AdjustError, GameOverError, TableChangeError
from .names import name_key, name_problem
from .rules import BidMode, RuleSet
from .schedules import MAX_PLAYERS, MIN_PLAYERS
from .state import Adjustment, GameState, RoundState, next_playing, replace_round
from .text import MAX_ROUNDS, excerpt
from .variants import variants_for

MAX_SEATED = 8  # names in one game: the six who play a round, and two who left
MAX_REASON = 40  # characters of an adjustment's reason
MAX_ADJUST = 1000  # points of one adjustment, either way


def leave(seat: int) -> TableChange:
    return TableChange(leave=(seat,))


def rejoin(seat: int) -> TableChange:
    return TableChange(rejoin=(seat,))


def join(name: str, seat: int, plan: tuple[int, ...] | None = None) -> TableChange:
    return TableChange(join=(JoinSeat(name=name, seat=seat),), plan=plan)


def change_plan(cards: tuple[int, ...]) -> TableChange:
    return TableChange(plan=tuple(cards))


# -- what fits ------------------------------------------------------------------


def deck_cards(state: GameState) -> int:
    """The cards in this game's deck: 60, plus the special cards shuffled in."""
    return deck_size(state.rules.special_cards)


def most_cards(state: GameState, playing: int) -> int:
    """The most cards each of ``playing`` players can be dealt from this game's deck."""
    return deck_cards(state) // playing


def proposed_plan(state: GameState, playing: int) -> tuple[int, ...] | None:
    """The rest of the plan (from the current round on) fitted to ``playing``
    players: every round's cards capped at what the deck holds for them,
    the rounds that would repeat the top dropped so the game still ends on
    its largest deal; None when the plan already fits."""
    number = state.current.number
    rest = state.schedule[number - 1:]
    top = most_cards(state, playing)
    if all(cards <= top for cards in rest):
        return None
    fitted: list[int] = []
    for cards in rest:
        capped = min(cards, top)
        if capped == top and fitted and fitted[-1] == top and cards > top:
            continue  # a round the deck no longer has room for: one top round is enough
        fitted.append(capped)
    return tuple(fitted)


# -- the transitions --------------------------------------------------------------


def _fail(message: str, code: str, rnd: RoundState, who: str | None = None, **details: Any) -> TableChangeError:
    return TableChangeError(f"round {rnd.number}: {message}", round=rnd.number, player=who, code=code,
                            details=details)


def _check_open(state: GameState, what: str) -> None:
    if state.ended_early:
        rnd = state.current
        raise GameOverError(
            f"the table ended the game after round {rnd.number}; {what} is no longer possible (undo reopens it)",
            round=rnd.number, code="game.ended_early",
        )


def _insert_seat(state: GameState, seat: int, name: str) -> GameState:
    """``state`` with ``name`` seated at index ``seat``: every round gains the
    seat (out in the rounds before the current one), later seats move up one."""

    def moved(s: int) -> int:
        return s + 1 if s >= seat else s

    current = state.current.number
    rounds = []
    for rnd in state.rounds:
        marks = tuple((vid, v.reseated(mark, moved)) for vid, mark in rnd.marks
                      for v in rnd.variants if v.id == vid)
        out = tuple(sorted(moved(s) for s in rnd.out))
        if rnd.number < current:
            out = tuple(sorted((*out, seat)))
        rounds.append(replace(
            rnd,
            players=rnd.players + 1,
            dealer=moved(rnd.dealer),
            bids=rnd.bids[:seat] + (None,) + rnd.bids[seat:],
            tricks=rnd.tricks[:seat] + (0,) + rnd.tricks[seat:],
            out=out,
            marks=marks,
            shifts=tuple((moved(s), c) for s, c in rnd.shifts),
            bonus=tuple((moved(s), c) for s, c in rnd.bonus),
            adjust=tuple(replace(a, player=moved(a.player)) for a in rnd.adjust),
        ))
    players = state.players[:seat] + (name,) + state.players[seat:]
    return replace(state, players=players, first_dealer=moved(state.first_dealer), rounds=tuple(rounds))


def _check_seat_index(state: GameState, rnd: RoundState, seat: int) -> str:
    if not 0 <= seat < len(state.players):
        raise _fail(f"there is no seat {seat} (seats 0 to {len(state.players) - 1})", "change.seat", rnd,
                    seat=seat, last=len(state.players) - 1)
    return state.name(seat)


def _check_name(state: GameState, rnd: RoundState, name: str) -> None:
    problem = name_problem(name) if name.strip() else "a player needs a name"
    if problem is None and name != name.strip():
        problem = "it has spaces at its ends"
    if problem is not None:
        raise _fail(f"the name {excerpt(name)} is refused: {problem}", "change.name", rnd, name=excerpt(name))
    key = name_key(name)
    for other in state.players:
        if name_key(other) == key:
            raise _fail(f"{name} is already at this table ({other}); a player who left comes back, "
                        "a new player needs a name of their own", "change.name_taken", rnd, name=name, other=other)


def _new_schedule(state: GameState, rnd: RoundState, plan: tuple[int, ...] | None) -> tuple[int, ...]:
    schedule = state.schedule
    if plan is None:
        return schedule
    if not plan:
        raise _fail("a plan needs at least this round's cards", "change.plan_empty", rnd)
    for i, cards in enumerate(plan):
        if cards < 1:
            raise _fail(f"round {rnd.number + i} of the plan deals {cards} cards; a round deals at least 1",
                        "change.plan_cards", rnd, at=rnd.number + i, cards=cards)
    new = schedule[:rnd.number - 1] + tuple(plan)
    if len(new) > MAX_ROUNDS:
        raise _fail(f"the plan runs to round {len(new)}; a game has at most {MAX_ROUNDS} rounds",
                    "change.plan_long", rnd, rounds=len(new), most=MAX_ROUNDS)
    return new


def _check_deck(state: GameState, rnd: RoundState, schedule: tuple[int, ...], playing: int) -> None:
    deck = deck_cards(state)
    for number in range(rnd.number, len(schedule) + 1):
        cards = schedule[number - 1]
        if cards * playing > deck:
            raise TableChangeError(
                f"round {number}: {cards} cards each for {playing} players is {cards * playing} cards, "
                f"but the deck has {deck}; change the plan (at most {deck // playing} cards each)",
                round=number, code="change.deck",
                details={"at": number, "cards": cards, "playing": playing, "deck": deck, "top": deck // playing},
            )


def change_table(state: GameState, action: TableChange) -> GameState:
    """The state after ``action`` (see :class:`TableChange`), or a refusal naming the round and why."""
    _check_open(state, "changing the table")
    rnd = state.current
    seats_change = bool(action.leave or action.rejoin or action.join)
    if not seats_change and action.plan is None:
        raise _fail("nothing to change", "change.empty", rnd)
    if seats_change and rnd.number == 1:
        raise _fail("the game has not begun; change the players in the setup", "change.first_round", rnd)
    if rnd.begun or rnd.closed:
        keeps_round = action.plan is not None and action.plan[:1] == (rnd.cards,)
        if seats_change or not keeps_round:
            raise _fail(
                f"this round has begun; the table changes from round {rnd.number + 1} on "
                "(or undo what was entered in this round)", "change.begun", rnd, next=rnd.number + 1,
            )
    out = set(rnd.out)
    for seat in action.leave:
        who = _check_seat_index(state, rnd, seat)
        if seat in out:
            raise _fail(f"{who} is not playing; they cannot leave again", "change.already_out", rnd, who)
        if all(seat in earlier.out for earlier in state.rounds[:-1]):
            raise _fail(f"{who} joined for this round and has not played; undo their join instead",
                        "change.not_played", rnd, who)
        if any(a.player == seat for a in rnd.adjust):
            raise _fail(f"{who} has an adjustment in this round, which goes with a round they play; "
                        "undo it, or let them leave from the next round", "change.adjusted", rnd, who)
        out.add(seat)
    for seat in action.rejoin:
        who = _check_seat_index(state, rnd, seat)
        if seat not in out:
            raise _fail(f"{who} is playing; only a player who left can come back", "change.not_out", rnd, who)
        out.discard(seat)
    new = replace(state, rounds=state.rounds[:-1] + (replace(rnd, out=tuple(sorted(out))),))
    for joining in action.join:
        if len(new.players) >= MAX_SEATED:
            raise _fail(f"{joining.name} cannot join: a game keeps at most {MAX_SEATED} names",
                        "change.seats_full", rnd, joining.name, most=MAX_SEATED)
        _check_name(new, rnd, joining.name)
        if not 0 <= joining.seat <= len(new.players):
            raise _fail(f"there is no place {joining.seat} to sit {joining.name} (0 to {len(new.players)})",
                        "change.seat", rnd, joining.name, seat=joining.seat, last=len(new.players))
        new = _insert_seat(new, joining.seat, joining.name)
    cur = new.current
    playing = len(cur.playing)
    if playing < MIN_PLAYERS:
        raise _fail(f"only {playing} would play; Wizard needs at least {MIN_PLAYERS}", "change.too_few", rnd,
                    playing=playing, least=MIN_PLAYERS)
    if playing > MAX_PLAYERS:
        raise _fail(f"{playing} would play; at most {MAX_PLAYERS} play a round (someone can sit out)",
                    "change.too_many", rnd, playing=playing, most=MAX_PLAYERS)
    schedule = _new_schedule(new, cur, action.plan)
    _check_deck(new, cur, schedule, playing)
    rules = replace(new.rules, schedule=schedule, players=playing)
    plan = tuple(action.plan) if action.plan is not None else cur.plan
    if cur.begun or cur.closed:  # a plan that keeps the round in play
        cur = replace(cur, plan=plan)
    else:
        cur = redealt(new, cur, rules, plan)
    return replace(new, rules=rules, rounds=new.rounds[:-1] + (cur,), start_rules=state.first_rules)


def redealt(state: GameState, rnd: RoundState, rules: RuleSet, plan: tuple[int, ...] | None) -> RoundState:
    """Round ``rnd`` (nothing entered in it yet) dealt again for the table now
    playing it under ``rules``: its cards, dealer and trump card follow."""
    number = rnd.number
    if number == 1:
        dealer = state.first_dealer
    else:
        prev = state.rounds[number - 2]
        dealer = next_playing(prev.dealer, rnd.players, rnd.out)
    cards = rules.cards(number)
    round_rules = rules.round_rules(number)
    same_deal = dealer == rnd.dealer and cards == rnd.cards
    return replace(
        rnd, cards=cards, dealer=dealer, rules=round_rules, trump_card=rules.trump_card(number),
        trump=rnd.trump if same_deal else None, revealed=round_rules.bids is BidMode.OPEN,
        variants=variants_for(round_rules.special_cards), plan=plan,
    )


def end_game(state: GameState, action: EndGame) -> GameState:
    _check_open(state, "ending it again")
    rnd = state.current
    if rnd.scored:
        if rnd.number >= state.total_rounds:
            raise _fail("this was the last round; the game is already over", "end.last_round", rnd)
        return replace(state, ended_early=True)
    if not rnd.begun and rnd.number > 1 and rnd.plan is None and not rnd.adjust:
        prev = state.rounds[-2]
        if prev.scored and rnd.out == prev.out:  # the next round, not begun and as the last one left the table
            return replace(state, rounds=state.rounds[:-2] + (replace(prev, closed=False),), ended_early=True)
    raise _fail("this round is not scored yet; finish it (or undo it) before ending the game", "end.not_scored", rnd)


def adjust(state: GameState, action: Adjust) -> GameState:
    number = action.round if action.round is not None else state.current.number
    if not 1 <= number <= len(state.rounds):
        raise AdjustError(f"round {number} has not been played; an adjustment goes with a round played so far "
                          f"(1 to {len(state.rounds)})", round=number, code="adjust.round",
                          details={"current": len(state.rounds)})
    rnd = state.rounds[number - 1]
    if not 0 <= action.player < len(state.players):
        raise AdjustError(f"round {number}: there is no seat {action.player}", round=number, code="adjust.seat",
                          details={"seat": action.player})
    who = state.name(action.player)
    if action.points == 0:
        raise AdjustError(f"round {number}: an adjustment for {who} of 0 points changes nothing",
                          round=number, player=who, code="adjust.zero")
    if abs(action.points) > MAX_ADJUST:
        raise AdjustError(f"round {number}: {action.points} points for {who} is too many; at most {MAX_ADJUST} "
                          "either way", round=number, player=who, code="adjust.points",
                          details={"points": action.points, "most": MAX_ADJUST})
    if action.player in rnd.out:
        raise AdjustError(f"round {number}: {who} sat this round out; adjust their total in a round they played",
                          round=number, player=who, code="adjust.out")
    reason = action.reason.strip()
    problem = None
    if not reason:
        problem = "say why (a few words, such as revoke)"
    elif len(reason) > MAX_REASON:
        problem = f"at most {MAX_REASON} characters, not {len(reason)}"
    elif any(unicodedata.category(ch) in ("Cc", "Cf", "Cs", "Zl", "Zp") for ch in reason):
        problem = "it contains a line break or another control character"
    if problem is not None:
        raise AdjustError(f"round {number}: the reason for {who}'s adjustment is refused: {problem}",
                          round=number, player=who, code="adjust.reason", details={"most": MAX_REASON})
    new = replace(rnd, adjust=rnd.adjust + (Adjustment(action.player, action.points, reason),))
    return replace_round(state, new)
