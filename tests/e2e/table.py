"""The engine's side of an end-to-end test: `Table` replays every action a
test taps into a local `scorekeeper.domain.Game` (the same engine the app
runs), and the words the screen must show for a state, built from the app's
own English catalog (tests/e2e/scorekeeper_driver.py taps and checks)."""

from __future__ import annotations

import shlex
import sys
from dataclasses import dataclass

from scorekeeper.domain import (BidMode, Game, GameState, Phase, RuleChoice, ScorekeeperError, Start, bid_choice,
                                may_bid, pending_cards)
from scorekeeper.i18n import translator
from scorekeeper.presenters.common import next_dealer_seat
from scorekeeper.presenters.errors import error_text
from scorekeeper.presenters.taps import QUIET_S
from scorekeeper.presets import builtin_registry

from .harness import TEXT_OF_JS

REGISTRY = builtin_registry()

# The real app, started the way a user starts it (the harness sets
# SCOREKEEPER_DATA_DIR, FLET_WEB_NO_CDN and the port).
APP_COMMAND = f"{shlex.quote(sys.executable)} -m scorekeeper --web --port {{port}}"

# Every text the app shows comes from its English catalog: expectations are
# built with the same keys, so a copy edit in scorekeeper/locales/en/LC_MESSAGES/messages.po
# does not break the tests (the numbers in the texts are the engine's).
T = translator("en")
MODE_LABELS = {m.value: T(f"mode_short.{m.value}") for m in BidMode}  # the segmented button's labels

# One in-page check of many expectations: [[selector, want, mode], ...] with
# mode exact | contains | present | absent. Returns the list of failures.
_CHECK_JS = f"""
(items) => {{
  const textOf = {TEXT_OF_JS};
  const bad = [];
  for (const [s, want, mode] of items) {{
    const el = document.querySelector(s);
    if (mode === 'absent') {{ if (el) bad.push([s, 'absent', textOf(el)]); continue; }}
    if (!el) {{ bad.push([s, mode + ' ' + JSON.stringify(want), null]); continue; }}
    if (mode === 'present') continue;
    const t = textOf(el);
    if (mode === 'exact' ? t !== want : !t.includes(want)) bad.push([s, mode + ' ' + JSON.stringify(want), t]);
  }}
  return bad;
}}
"""

# aria-disabled of every bid-N button at once: {"0": false, "1": true, ...}
_BID_PAD_JS = """
() => {
  const out = {};
  for (const el of document.querySelectorAll('[flt-semantics-identifier^="bid-"]')) {
    const id = el.getAttribute('flt-semantics-identifier');
    const m = /^bid-(\\d+)$/.exec(id);
    if (!m) continue;
    const role = el.querySelector('[role]') || el;
    out[m[1]] = role.getAttribute('aria-disabled') === 'true' || el.getAttribute('aria-disabled') === 'true';
  }
  return out;
}
"""


# A tap that moves the game on (a bid, a trick, next-round, ...) is dropped by
# the app when it comes within QUIET_S of the moment the one before moved the
# game on (a double tap; see scorekeeper/presenters/taps.py). A driver that
# means two taps leaves a little more than that between seeing the result of
# the first and making the second, as any real table does.
GUARDED_TAPS = ("bid-", "trick-", "next-round", "reveal-bids", "cover-ready", "bomb-played")


def settle_after(quiet_s: float) -> float:
    """How long a driver leaves after seeing a guarded tap's result, for an app
    whose quiet moment is ``quiet_s`` (``--tap-quiet``; none: no wait)."""
    return quiet_s + 0.05 if quiet_s > 0 else 0.0


SETTLE_S = settle_after(QUIET_S)


def tricks_left_text(left: int, cards: int) -> str:
    return T.n("play.left", cards, n=left, cards=cards)


MINUS = "\u2212"  # a true minus sign


def undo_label(action_type: str, *, redo: bool = False, name: str | None = None) -> str:
    """What the undo/redo button says: the action it takes back or redoes,
    and for a bid or a trick whose it is (``name``: "Undo Ben's bid", the
    button's name for a screen reader, which is the text the page exposes)."""
    if name is not None and action_type in ("bid", "trick"):
        return T(f"names.{'redo' if redo else 'undo'}_{action_type}", name=name)
    return T("game.redo_what" if redo else "game.undo_what", what=T(f"action.{action_type}"))


def bid_key_name(state: GameState, value: int, seat: int | None = None, refused: int | None = None) -> str:
    """A bid key's own name, as a screen reader says it: "Ben bids 2", or
    why the bidder cannot ("Ana cannot bid 1: bids would add up to 2");
    ``seat``: the pad's (default: whose turn it is); ``refused``: a secret
    dealer's value that would make the bids add up, greyed once confirmed."""
    choice = bid_choice(state, seat)
    assert choice is not None, "nobody is to bid"
    name = state.name(choice.player)
    if value in choice.forbidden or value == refused:
        reason = T("bid.reason.notequal", cards=state.current.cards)
        return T("live.bid_refused", name=name, value=value, reason=reason)
    return T("live.bid", name=name, value=value)


def bidder_of(state: GameState, phones: frozenset[int] = frozenset()) -> int | None:
    """Whose pad the host's screen shows: the turn; in table mode, where
    ``phones`` bid on their own phones, the first seat in bidding order
    without one that may bid now (None: only phones may)."""
    rnd = state.current
    if not phones or rnd.to_bid is None:
        return rnd.to_bid
    return next((s for s in rnd.bidding_order if s not in phones and may_bid(rnd, s)), None)


def cover_of(state: GameState, phones: frozenset[int] = frozenset()) -> tuple[int, int | None, bool]:
    """Which cover the screen shows now: one per round and bidder (a secret
    dealer asked to bid again keeps the one lifted: a second would tell the
    table that the bids add up)."""
    rnd = state.current
    return rnd.number, bidder_of(state, phones), rnd.phase is Phase.REBID and rnd.rules.bids is not BidMode.SECRET


def dealer_picks(state: GameState, phones: frozenset[int] = frozenset()) -> bool:
    """Does the pad on screen only pick a bid for a confirm step to enter?
    (a secret dealer's under notequal, see scorekeeper/presenters/dealer_bid.py)"""
    rnd = state.current
    return (bidder_of(state, phones) == rnd.dealer and rnd.rules.bids is BidMode.SECRET and rnd.rules.notequal
            and rnd.phase in (Phase.BIDDING, Phase.REBID))


def covered(state: GameState, uncovered: tuple[int, int | None, bool] | None,
            phones: frozenset[int] = frozenset()) -> bool:
    """Is the pad behind a cover now? (hidden and secret bids while bidding,
    and a secret dealer's rebid; ``uncovered``: the cover this tab lifted)"""
    rnd = state.current
    mode = rnd.rules.bids
    behind = (rnd.phase is Phase.BIDDING and mode is not BidMode.OPEN
              or rnd.phase is Phase.REBID and mode is BidMode.SECRET)
    return behind and uncovered != cover_of(state, phones)


def winners_text(state: GameState) -> str:
    return T.n("over.winner", len(state.winners), names=T.join(state.name(s) for s in state.winners))


def round_title(state: GameState) -> str:
    n = state.current.number
    return T("game.over_title", n=n) if state.complete else T("game.round_of", n=n, total=state.total_rounds)


def total_text(state: GameState, seat: int) -> str:
    total = state.totals[seat]
    return f"{T.n('game.total_label', total, name=state.name(seat), total=total)}\n{total}"


def sheet_cell(state: GameState, number: int, seat: int) -> str:
    """A scored round's cell as the sheet reads it out (the numbers drawn,
    'bid/tricks  +pts' over the total, are read as these words):
    'Round 2, Ben: bid 1, won 0, -10 points, total 20'."""
    rnd = state.rounds[number - 1]
    totals = state.running_totals()[number - 1]
    assert rnd.points is not None and totals is not None
    pts = rnd.points[seat]
    return T.n("names.cell_scored", abs(pts), n=number, name=state.name(seat), bid=rnd.bids[seat],
               won=rnd.tricks[seat], points=f"{pts:+d}", total=totals[seat])


@dataclass
class Table:
    """The engine mirror of the game on screen."""

    game: Game

    @classmethod
    def start(cls, players, first_dealer: int = 0, rules: RuleChoice | None = None) -> Table:
        return cls(Game.start(Start(players=tuple(players), first_dealer=first_dealer, rules=rules or RuleChoice()), REGISTRY))

    @property
    def state(self) -> GameState:
        return self.game.state

    def apply(self, action) -> None:
        self.game = self.game.apply(action)

    def would_refuse(self, action, say: str = "") -> str | None:
        """Why the engine refuses ``action``, as it says it (``say``: in the
        catalog's words, ``fix`` as the correction dialog says it)."""
        try:
            self.game.apply(action)
        except ScorekeeperError as exc:
            return error_text(exc, T, say=say) if say else str(exc)
        return None


def refused_by(pick: tuple[tuple, int | None, int | None] | None, state: GameState,
               phones: frozenset[int] = frozenset()) -> int | None:
    """The value a secret dealer confirmed on this screen that would make the bids add up (greyed now)."""
    return pick[2] if pick is not None and pick[0] == cover_of(state, phones) else None


def expectations(state: GameState, *, sheet: bool, uncovered: tuple[int, int | None, bool] | None,
                 direct: bool | None, phones: frozenset[int] = frozenset(),
                 pick: tuple[tuple, int | None, int | None] | None = None) -> list[tuple[str, str, str]]:
    """(identifier, want, mode) for everything the screen must show now
    (``phones``: table mode's seats on phones, which bid there; ``pick``: a
    secret dealer's (cover, picked value, refused value) on this screen)."""
    st = state
    rnd = st.current
    exp: list[tuple[str, str, str]] = [("round-number", round_title(st), "exact"), ("message", "", "absent")]
    exp += [(f"total-{s}", total_text(st, s), "exact") for s in range(len(st.players))]
    if sheet:
        exp.append(("sheet-toggle", T("game.show_round"), "exact"))
        for r in st.rounds:
            if r.scored:
                exp += [(f"sheet-round-{r.number}", sheet_cell(st, r.number, s), "contains") for s in range(len(st.players))]
        return exp
    if st.complete:
        exp += [("winners", winners_text(st), "exact"), ("rematch", "", "present")]
        return exp
    phase = rnd.phase
    secret_rebid = phase is Phase.REBID and rnd.rules.bids is BidMode.SECRET
    bidder = bidder_of(st, phones)
    if (phase is Phase.BIDDING or secret_rebid) and bidder is None:  # table mode: only phones may bid
        exp += [("host-waiting", "", "present"), ("cover-ready", "", "absent"), ("bid-turn", "", "absent")]
    elif phase is Phase.BIDDING or secret_rebid:
        who = st.name(bidder)  # type: ignore[arg-type]
        if covered(st, uncovered, phones):
            # before the bid: enter it; a bidder who has one (the dealer asked again) shows it
            ready = "cover.ready" if rnd.bids[bidder] is not None else "cover.enter"  # type: ignore[index]
            exp += [("cover-ready", T(ready, name=who), "exact"), ("bid-turn", "", "absent")]
        else:
            _, picked, refused = pick if pick is not None and dealer_picks(st, phones) \
                and pick[0] == cover_of(st, phones) else (None, None, None)
            if picked is not None:  # the confirm step: the same whether the bids would add up or not
                exp += [("bid-confirm-title", T("bid.confirm_title", name=who, value=picked), "exact"),
                        ("bid-confirm", "", "present"), ("bid-change", "", "present"),
                        ("bid-turn", "", "absent"), ("cover-ready", "", "absent"), ("bid-0", "", "absent")]
            else:
                ask = secret_rebid or refused is not None
                title = T("bid.rebid_secret", name=who, cards=rnd.cards) if ask else T("bid.turn", name=who)
                exp += [("bid-turn", title, "exact"), ("cover-ready", "", "absent"), ("bid-confirm", "", "absent")]
                exp += [(f"bid-{v}", bid_key_name(st, v, bidder, refused), "exact") for v in range(rnd.cards + 1)]
        if rnd.rules.bids is not BidMode.OPEN:
            exp.append(("trick-0", "", "absent"))  # no player rows: nothing shows the bids
    elif phase is Phase.REBID:
        exp.append(("bid-turn", T("bid.rebid", name=st.name(rnd.dealer), cards=rnd.cards), "exact"))
    elif phase is Phase.REVEAL:
        exp += [("reveal-bids", T("reveal.button"), "exact"), ("trick-0", "", "absent"), ("bid-turn", "", "absent")]
    elif phase is Phase.PLAYING and direct:
        want = rnd.tricks_to_win  # the cards dealt, less a Bomb's trick
        exp += [("entry-title", T.n("entry.title", want, cards=want), "exact"), ("trick-0", "", "absent"),
                ("next-round", "", "absent")]  # the count that makes every player's known scores the round
    elif phase is Phase.PLAYING:
        exp.append(("tricks-left", tricks_left_text(rnd.tricks_left, rnd.tricks_to_win), "exact"))
        exp += [(f"trick-{s}", "", "absent") for s in range(len(st.players)) if not rnd.plays(s)]  # sits out: no row
        for s in rnd.playing:
            shown = rnd.final_bids[s] if rnd.bids_visible else "?"  # secret bids stay covered in play; a Cloud's counts
            exp.append((f"trick-{s}", T("play.bid_won", bid=shown, won=rnd.tricks[s]), "contains"))
    elif phase is Phase.SCORED:
        pending = pending_cards(st)  # a card that changes the score may still come (the Cloud): provisional
        exp.append(("round-scored", T("scored.provisional" if pending else "scored.title", n=rnd.number), "exact"))
        pts = rnd.points
        assert pts is not None
        exp += [(f"points-{s}", f"{pts[s]:+d}", "exact") for s in rnd.playing]
        exp += [(f"points-{s}", "", "absent") for s in range(len(st.players)) if not rnd.plays(s)]
        if rnd.number < st.total_rounds:
            nxt = st.name(next_dealer_seat(st))  # the domain's: a seat out is passed over
            exp.append(("next-round", T(f"scored.next_without.{pending[0].id}" if pending else "scored.next",
                                        dealer=nxt), "exact"))
    return exp
