"""Every kind of tap a table makes, timed alike in the served app and the static site.

A 6-player standard game is played from round 1 the way a table plays it:
each round the six bids (open bids, a legal value drawn from a seeded
random generator), the tricks on the tally one tap each (the last trick
scores the round), then the table notices a mistake: an undo of that last
trick and the trick again, and "Next round". Each tap is timed from its
click to the moment the screen shows what it changed (the in-page clocks
of ``ui_latency.timed_click``), sorted by kind:

  bid            the next bidder's turn is shown (after the dealer: the tally)
  trick          the tapped player's row shows one more trick
  scoring_trick  the round's points are shown (the last trick of a round)
  undo           the tally is back with one trick left
  next_round     the next round's title is shown

Taps are spaced past the app's double-tap guard. The same seed gives the
same game, bid for bid and trick for trick, in both apps.
"""

from __future__ import annotations

import random
import time

from benchmarks.ui_latency import summarize, timed_click
from scorekeeper.domain import Bid, CloseRound, Game, Phase, TrickWon, Undo, legal_bids
from scorekeeper.i18n import translator
from scorekeeper.presenters.taps import QUIET_S
from tests.e2e.harness import AppPage, sel
from tests.e2e.scorekeeper_driver import tricks_left_text

KINDS = ("bid", "trick", "scoring_trick", "undo", "next_round")
T = translator("en")
SPACING_S = QUIET_S + 0.05  # past the double-tap guard


def _round_title(game: Game) -> str:
    return T("game.round_of", n=game.state.current.number, total=game.state.total_rounds)


def _left(game: Game) -> str:
    rnd = game.state.current
    return tricks_left_text(rnd.tricks_left, rnd.cards)


class Table:
    """Plays ``game`` on ``app`` and times each tap by kind."""

    def __init__(self, app: AppPage, game: Game, seed: int = 7, timeout_ms: float = 30_000) -> None:
        self.app = app
        self.game = game
        self.rng = random.Random(seed)
        self.timeout_ms = timeout_ms
        self.samples: dict[str, list[float]] = {kind: [] for kind in KINDS}
        self._last = 0.0

    def _tap(self, kind: str, tap: str, action, target: str, want: str, *, exact: bool = True) -> None:
        wait = self._last + SPACING_S - time.perf_counter()
        if wait > 0:
            time.sleep(wait)
        self.app.scroll_into_view(tap)
        r, _wall = timed_click(self.app, tap, sel(target), want, exact=exact, timeout_ms=self.timeout_ms,
                               what=f"{kind} ({tap}) in round {self.game.state.current.number}")
        self._last = time.perf_counter()
        self.game = self.game.apply(action)
        if kind:
            self.samples[kind].append(r["seen"] - r["click"])

    def bid(self) -> None:
        state = self.game.state
        seat = state.current.to_bid
        value = self.rng.choice(sorted(legal_bids(state)))
        after = self.game.apply(Bid(player=seat, value=value))
        nxt = after.state.current
        if nxt.phase is Phase.BIDDING:
            target, want = "bid-turn", T("bid.turn", name=after.state.name(nxt.to_bid))
        else:
            target, want = "tricks-left", _left(after)
        self._tap("bid", f"bid-{value}", Bid(player=seat, value=value), target, want)

    def trick(self, seat: int) -> None:
        after = self.game.apply(TrickWon(player=seat))
        rnd = after.state.current
        if rnd.phase is Phase.SCORED:
            self._tap("scoring_trick", f"trick-{seat}", TrickWon(player=seat), f"points-{seat}", f"{rnd.points[seat]:+d}")
        else:
            want = T("play.bid_won", bid=rnd.bids[seat], won=rnd.tricks[seat])
            self._tap("trick", f"trick-{seat}", TrickWon(player=seat), f"trick-{seat}", want, exact=False)

    def undo(self) -> None:
        after = self.game.apply(Undo())
        self._tap("undo", "undo", Undo(), "tricks-left", _left(after))

    def next_round(self) -> None:
        after = self.game.apply(CloseRound())
        self._tap("next_round", "next-round", CloseRound(), "round-number", _round_title(after))

    def play_round(self) -> None:
        n = len(self.game.state.players)
        while self.game.state.current.phase is Phase.BIDDING:
            self.bid()
        last = None
        while self.game.state.current.phase is Phase.PLAYING:
            last = self.rng.randrange(n)
            self.trick(last)
        self.undo()
        self.trick(last)
        self.next_round()

    def play(self, rounds: int) -> dict:
        for _ in range(rounds):
            self.play_round()
        return {kind: summarize(values) for kind, values in self.samples.items()}


__all__ = ["KINDS", "Table"]
