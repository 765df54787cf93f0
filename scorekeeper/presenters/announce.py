"""What the round screen says out loud when the game moves on.

A screen reader user cannot see the pad pass to the next bidder, the trick
count drop or the points appear. The round screen keeps a polite live region
(see :mod:`scorekeeper.ui.game.announcer`) whose text is decided here, from the state
before and after a change: first what just happened ("Ana bids 2."), then
what comes next ("Ben's turn to bid."). Nothing new, or another game: None
(the region keeps its last words and says nothing).

A change this module does not recognise as a step forward (an undo, a
correction, a tap in another tab) still says what comes next, so the table
always hears where the game stands.
"""

from __future__ import annotations

from ..domain import BidMode, GameState, Phase, RoundState, pending_cards
from ..i18n import Translator
from .common import next_dealer_seat
from .round import adjusted_text, trump_label


def announcement(before: GameState | None, now: GameState, t: Translator) -> str | None:
    """The words for the step from ``before`` to ``now`` (None: nothing to say)."""
    if before is None or before == now or before.players != now.players:
        return None
    old, new = before.current, now.current
    parts: list[str] = []
    if new.number == old.number:
        parts += _table_steps(before, now, t)
        parts += _round_steps(old, new, now, t, bool(pending_cards(before)))
    else:
        if new.number == old.number + 1 and (not old.scored or pending_cards(before)):
            # direct entry scores a round and starts the next with one tap; a score
            # that waited for a card (the Cloud) is final once the table moves on
            parts.append(scored_text(now, now.rounds[old.number - 1], t))
        parts.append(round_intro(now, t))
    if now.complete:
        if not before.complete:
            parts.append(t.n("over.winner", len(now.winners), names=t.join(now.name(s) for s in now.winners)))
    else:
        parts.append(next_step(now, t))
    text = " ".join(_sentence(p) for p in parts if p)
    return text or None


def _table_steps(before: GameState, now: GameState, t: Translator) -> list[str]:
    """A change of the table at the start of a round (issue 30): who left or
    came back, and a changed plan (a join changes the seats: see announcement)."""
    old, new = before.current, now.current
    steps = []
    left = [now.name(s) for s in new.out if s not in old.out]
    back = [now.name(s) for s in old.out if s not in new.out]
    if left:
        steps.append(t("did.left", names=t.join(left)))
    if back:
        steps.append(t("did.back", names=t.join(back)))
    if before.total_rounds != now.total_rounds and not now.complete:
        steps.append(t("did.plan"))
        steps.append(t("game.round_of", n=new.number, total=now.total_rounds))
    return steps


def _round_steps(old: RoundState, new: RoundState, state: GameState, t: Translator,
                 was_pending: bool = False) -> list[str]:
    """What happened within one round (forward steps only; an undo says nothing here).
    ``was_pending``: the round's score was provisional before (a card that changes it could still come)."""
    steps: list[str] = []
    if new.trump != old.trump and new.trump is not None:
        steps.append(t("trump.label", trump=trump_label(t, new.trump, new.trump_card)))
    entered = [s for s, (a, b) in enumerate(zip(old.bids, new.bids)) if b is not None and a != b]
    for seat in entered:
        steps.append(bid_text(state, new, seat, t))
    if new.revealed and not old.revealed:
        bids = ", ".join(f"{state.name(s)} {b}" for s, b in enumerate(new.bids) if new.plays(s))
        steps.append(t("live.revealed", bids=bids))
    # what the special cards did: those acting at the start of a round before the trick, the rest after it
    cards = [(v.acts_first, v.announced(old.mark(v.id), state, new, t)) for v in new.variants]
    steps += [said for early, said in cards if early and said]
    won = [s for s, (a, b) in enumerate(zip(old.tricks, new.tricks)) if b == a + 1]
    if len(won) == 1 and new.tricks_played == old.tricks_played + 1:
        steps.append(t("live.trick", name=state.name(won[0])))
    steps += [said for early, said in cards if not early and said]
    if pending_cards(state):
        if not old.scored and new.scored:  # not called scored yet: a card may still change it
            steps.append(t("live.provisional", n=new.number))
    elif new.scored and (not old.scored or was_pending):
        steps.append(scored_text(state, new, t))
    return steps


def bid_text(state: GameState, rnd: RoundState, seat: int, t: Translator) -> str:
    """"Ana bids 2", or (hidden and secret bids) only that Ana has bid."""
    value = rnd.bids[seat]
    if rnd.bids_visible:
        return t("live.bid", name=state.name(seat), value=value)
    return t("live.bid_hidden", name=state.name(seat))


def scored_text(state: GameState, rnd: RoundState, t: Translator) -> str:
    """"Round 3 scored: Ana +30, Ben -10, Cleo +20"."""
    points = rnd.points or (0,) * len(state.players)
    each = ", ".join(f"{state.name(s)} {p:+d}" + (f" ({adjusted})" if (adjusted := adjusted_text(rnd, s, t)) else "")
                     for s, p in enumerate(points) if rnd.plays(s))  # not who sat out
    return t("live.scored", n=rnd.number, points=each)


def round_intro(state: GameState, t: Translator) -> str:
    """"Round 4 of 20: 4 cards each. Ben deals · Cleo bids first and leads"."""
    rnd = state.current
    head = t("live.round", n=rnd.number, total=state.total_rounds, cards=t.n("round.cards", rnd.cards, n=rnd.cards))
    dealer = t("round.dealer", dealer=state.name(rnd.dealer), first=state.name(rnd.first_bidder))
    return f"{_sentence(head)} {dealer}"


def next_step(state: GameState, t: Translator) -> str:
    """Where the round stands: whose turn it is, or what the table does next."""
    rnd = state.current
    phase = rnd.phase
    if phase is Phase.BIDDING and rnd.to_bid is not None:
        return t("live.turn", name=state.name(rnd.to_bid))
    if phase is Phase.REBID:
        # a secret dealer is asked again behind a cover: said aloud, it would
        # tell the table that the secret bids add up
        secret = rnd.rules.bids is BidMode.SECRET
        return "" if secret else t("bid.rebid", name=state.name(rnd.dealer), cards=rnd.cards)
    if phase is Phase.REVEAL:
        return f"{_sentence(t('reveal.title'))} {t('reveal.hint')}"
    if phase is Phase.PLAYING:
        return t.n("play.left", rnd.tricks_to_win, n=rnd.tricks_left, cards=rnd.tricks_to_win)
    if phase is Phase.SCORED and (pending := pending_cards(state)):
        return t(f"scored.pending.{pending[0].id}")  # asked before the round is called scored
    if phase is Phase.SCORED and not state.complete:
        return t("scored.next", dealer=state.name(next_dealer_seat(state)))
    return ""


def _sentence(text: str) -> str:
    """A part ends like a sentence, so a screen reader pauses between parts."""
    text = text.strip()
    return text if not text or text[-1] in ".!?:…" else text + "."
