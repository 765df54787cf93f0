"""Drive the real Wizard Scorekeeper app through its UI, next to an engine mirror
(`Table`, in tests/e2e/table.py with what the screen must say for a state).

`Driver` taps through one browser tab (an `AppPage`) and, after every action,
waits until the tab shows what the mirror says (`expect_state`): round number,
every `total-S`, and the phase's own nodes (bid turn, cover, reveal, tally,
scored round, winners). A mismatch fails with the whole semantics tree.

Several drivers (tabs) may share one `Table`: each keeps only its own UI state
(which hidden-bid cover it has lifted, whether it shows the sheet).
"""

from __future__ import annotations

import json
import random
import time
from collections.abc import Iterator
from dataclasses import dataclass, field

from scorekeeper.domain import (
    Bid,
    BidMode,
    CloseRound,
    EnterTricks,
    GameState,
    Phase,
    Redo,
    Reveal,
    RuleChoice,
    SetTrump,
    TrickWon,
    Undo,
    bid_choice,
    legal_bids,
)

from .harness import AppPage, AppServer, describe_tree, sel
from .secret_dealer import SecretDealerTaps
from .table import (  # noqa: F401 - the words and the mirror are named here too, where the tests import them
    _BID_PAD_JS,
    _CHECK_JS,
    APP_COMMAND,
    GUARDED_TAPS,
    MODE_LABELS,
    REGISTRY,
    SETTLE_S,
    settle_after,
    T,
    Table,
    bid_key_name,
    cover_of,
    covered,
    dealer_picks,
    refused_by,
    expectations,
    round_title,
    sheet_cell,
    total_text,
    tricks_left_text,
    undo_label,
    winners_text,
)


@dataclass
class Driver(SecretDealerTaps):
    """One tab of the real app, kept in step with a `Table`."""

    app: AppPage
    table: Table | None = None
    uncovered: tuple[int, int | None, bool] | None = None  # the cover lifted (round, seat, a hidden rebid)
    # a secret dealer's (cover, value picked, value refused) on this tab's screen (presenters/dealer_bid.py)
    pick: tuple[tuple, int | None, int | None] | None = None
    sheet: bool = False
    log: list[str] = field(default_factory=list)
    # other tabs on the same game: after each action here they must show the
    # new state by themselves, without a reload (checked before this tab); the
    # lag is recorded for the benchmark print, never asserted (machines are noisy)
    peers: list[Driver] = field(default_factory=list)
    peer_timeout_ms: float = 10_000
    peer_lag_ms: list[float] = field(default_factory=list)
    # how this tab counts tricks: the tally (False) or direct entry (True);
    # None until seen (the device remembers the table's last choice)
    direct: bool | None = None
    last_guarded: float = 0.0  # perf_counter when the result of the last guarded tap was on screen
    phones: frozenset[int] = frozenset()  # table mode: the seats on phones (the host shows no pad for them)
    settle_s: float = SETTLE_S  # the wait before a guarded tap (table.settle_after the app's quiet moment)

    # -- reading ------------------------------------------------------------

    @property
    def state(self) -> GameState:
        assert self.table is not None, "no game yet"
        return self.table.state

    def expectations(self) -> list[tuple[str, str, str]]:
        """(identifier, want, mode) for everything the screen must show now."""
        return expectations(self.state, sheet=self.sheet, uncovered=self.uncovered, direct=self.direct,
                            phones=self.phones, pick=self.pick)

    def check(self, items: list[tuple[str, str, str]]) -> list:
        return self.app.page.evaluate(_CHECK_JS, [[sel(i), w, m] for i, w, m in items])

    def wait_shows(self, items: list[tuple[str, str, str]], timeout_ms: float = 10_000, what: str = "") -> None:
        """Wait until every expectation holds (polled in-page on each frame)."""
        args = [[sel(i), w, m] for i, w, m in items]
        try:
            self.app.page.wait_for_function(
                f"(items) => ({_CHECK_JS})(items).length === 0", arg=args, timeout=timeout_ms, polling="raf"
            )
        except Exception as exc:
            bad = self.check(items)
            raise AssertionError(
                f"screen does not show the expected state{' after ' + what if what else ''}:\n"
                + "\n".join(f"  {s}: want {w}, shows {json.dumps(t)}" for s, w, t in bad)
                + f"\n--- actions so far: {self.log}\n--- semantics tree:\n{describe_tree(self.app.page)}"
            ) from exc

    def expect_state(self, timeout_ms: float = 10_000, what: str = "") -> None:
        if self.direct is None and not self.sheet and self.state.current.phase is Phase.PLAYING:
            self.see_entry_mode(timeout_ms)
        self.wait_shows(self.expectations(), timeout_ms, what or (self.log[-1] if self.log else ""))

    def screen_text(self) -> str:
        """All text in the semantics tree (what a screen reader could read)."""
        return self.app.page.evaluate(
            "() => [...document.querySelectorAll('[aria-label]')].map(e => e.getAttribute('aria-label'))"
            ".join('\\n') + '\\n' + (document.querySelector('flt-semantics-host') || document.body).textContent"
        )

    def see_entry_mode(self, timeout_ms: float = 10_000) -> bool:
        """Which way this tab counts tricks now (the tally or direct entry)."""
        self.app.page.wait_for_function(
            "([a, b]) => !!(document.querySelector(a) || document.querySelector(b))",
            arg=[sel("tricks-left"), sel("entry-title")], timeout=timeout_ms, polling="raf")
        self.direct = self.app.exists("entry-title")
        return self.direct

    def bid_pad(self) -> dict[int, bool]:
        """{value: disabled} of the bid buttons on screen."""
        return {int(k): v for k, v in self.app.page.evaluate(_BID_PAD_JS).items()}

    def check_bid_pad(self) -> None:
        """Every bid button 0..cards is there; exactly the engine's forbidden values are disabled."""
        choice = bid_choice(self.state)
        assert choice is not None
        refused = refused_by(self.pick, self.state, self.phones)
        want = {v: v in choice.forbidden or v == refused for v in choice.values}
        deadline = time.perf_counter() + 3.0  # the pad may still be being redrawn (a reconnection, a language)
        got = self.bid_pad()
        while got != want and time.perf_counter() < deadline:
            self.app.frames(2)
            got = self.bid_pad()
        assert got == want, f"bid buttons {got} (value: disabled), engine says {want}"

    # -- setup ----------------------------------------------------------------

    def new_game(
        self,
        players: list[str],
        *,
        first_dealer: int = 0,
        notequal: bool | None = None,
        bids: str | None = None,
        schedule: tuple[int, ...] | None = None,
        preset: str | None = None,
        preset_name: str | None = None,
        start: bool = True,
    ) -> None:
        """From the home screen: fill the setup screen and start the game."""
        app = self.app
        app.tap("new-game")
        app.wait_for("player-name")
        for i, name in enumerate(players):
            app.fill("player-name", name)
            app.tap("add-player")
            app.wait_for(f"seat-{i}")
            self.wait_shows([(f"seat-remove-{i}", T("setup.remove", name=name), "exact")], what=f"adding {name}")
        if first_dealer:
            app.tap(f"dealer-{first_dealer}")
            # read out with whose button it is ("Ben: Deals first")
            dealer_name = T("names.choice", label=players[first_dealer], value=T("setup.deals_first"))
            self.wait_shows([(f"dealer-{first_dealer}", dealer_name, "exact")], what="choosing the dealer")
        # The app pre-selects the last game's rules (remembered on this
        # device): every option this game needs is set, not only the ones
        # that differ from the defaults.
        wanted = REGISTRY.get(preset or "standard")
        preset_name = preset_name or wanted.name
        if preset_name not in app.text("option-preset"):
            app.tap("option-preset")  # the menu items are plain role=button nodes
            app.page.locator("flt-semantics[role=button]", has_text=preset_name).last.click()
            app.frames(3)
            app.wait_text("option-preset", preset_name)
        if notequal is None and app.is_checked("option-notequal") is not wanted.notequal:
            notequal = wanted.notequal  # an explicit default, as the switch now sets it
        if notequal is not None and app.is_checked("option-notequal") is not notequal:
            app.tap("option-notequal")
            app.wait_checked("option-notequal", notequal)
        if bids is None and not self._segment_selected(wanted.bids.value):
            bids = wanted.bids.value
        if bids is not None and not self._segment_selected(bids):
            app.scroll_into_view("option-bids")
            segment = app.locator("option-bids").locator("[role=button]", has_text=MODE_LABELS[bids])
            segment.click()
            app.page.wait_for_function(
                "([s, label]) => [...document.querySelectorAll(s + ' [role=button]')]"
                ".some(e => e.textContent.trim() === label && e.getAttribute('aria-current') === 'true')",
                arg=[sel("option-bids"), MODE_LABELS[bids]],
            )
        if schedule is not None:
            app.fill("option-schedule", ", ".join(str(c) for c in schedule))
            app.wait_text("schedule-preview", T.n("setup.preview", len(schedule), rounds=len(schedule),
                                                  cards=", ".join(map(str, schedule))), exact=True)
        choice = RuleChoice(
            preset=preset or "standard",
            notequal=notequal,
            bids=BidMode(bids) if bids else None,
            schedule=schedule,
        )
        self.table = Table.start(players, first_dealer, choice)
        self.uncovered = self.pick = None
        self.sheet = False
        self.log = [f"start {players} dealer={first_dealer} {choice.model_dump(exclude_none=True)}"]
        if start:
            app.tap("start-game")
            self.expect_state(what="start-game")

    def _segment_selected(self, mode: str) -> bool:
        return self.app.page.evaluate(
            "([s, label]) => [...document.querySelectorAll(s + ' [role=button]')]"
            ".some(e => e.textContent.trim() === label && e.getAttribute('aria-current') === 'true')",
            [sel("option-bids"), MODE_LABELS[mode]],
        )

    def resume(self) -> None:
        """Home -> resume-game (a fresh session shows the round, not the sheet)."""
        self.app.tap("resume-game")
        self.uncovered = self.pick = None
        self.sheet = self.state.complete
        self.log.append("resume")
        self.expect_state()

    # -- round actions --------------------------------------------------------

    def settle(self, tap: str) -> None:
        """Leave the app's double-tap guard time to pass before a tap it guards."""
        if tap.startswith(GUARDED_TAPS):
            wait = self.last_guarded + self.settle_s - time.perf_counter()
            if wait > 0:
                time.sleep(wait)

    def seen(self, tap: str) -> None:
        """The result of ``tap`` is on screen: the app moved on before that."""
        if tap.startswith(GUARDED_TAPS):
            self.last_guarded = time.perf_counter()

    def _do(self, tap: str, action, note: str) -> None:
        self.settle(tap)
        self.app.tap(tap)
        t0 = time.perf_counter()
        self.table.apply(action)  # type: ignore[union-attr]
        self.log.append(note)
        for peer in self.peers:
            peer.log.append(f"{note} (in the other tab)")
            peer.expect_state(timeout_ms=max(1.0, self.peer_timeout_ms - (time.perf_counter() - t0) * 1000))
            self.peer_lag_ms.append((time.perf_counter() - t0) * 1000)
        self.expect_state()
        self.seen(tap)

    def lift_cover(self) -> None:
        rnd = self.state.current
        who = self.state.name(rnd.to_bid)  # type: ignore[arg-type]
        self.settle("cover-ready")
        self.app.tap("cover-ready")
        self.uncovered = cover_of(self.state, self.phones)
        self.log.append(f"cover-ready ({who})")
        self.expect_state()  # lifting a cover starts no quiet moment: the bid may follow at once

    def bid(self, value: int | None = None, rng: random.Random | None = None, *, check_pad: bool = True) -> int:
        """The player whose turn it is bids `value` (default: a random legal value)."""
        st = self.state
        if covered(st, self.uncovered, self.phones):
            self.lift_cover()
            st = self.state
        seat = st.current.to_bid
        assert seat is not None, f"nobody is to bid (phase {st.current.phase})"
        if value is None:
            value = (rng or random).choice(sorted(legal_bids(st) - {refused_by(self.pick, st, self.phones)}))
        if check_pad:
            self.check_bid_pad()
        if dealer_picks(st, self.phones):
            return self.dealer_bid(seat, value)
        self._do(f"bid-{value}", Bid(player=seat, value=value), f"bid {st.name(seat)} {value}")
        return value

    def bid_round(self, rng: random.Random, values: dict[int, int] | None = None) -> None:
        """All bids of the round (by seat in `values`, else random legal ones)."""
        while self.state.current.phase in (Phase.BIDDING, Phase.REBID):
            seat = self.state.current.to_bid
            self.bid((values or {}).get(seat), rng)  # type: ignore[arg-type]

    def reveal(self) -> None:
        self._do("reveal-bids", Reveal(), "reveal")

    def trick(self, seat: int) -> None:
        if self.direct is None:
            self.see_entry_mode()
        if self.direct:
            self.count_by_trick()
        self._do(f"trick-{seat}", TrickWon(player=seat), f"trick {self.state.name(seat)}")

    def count_by_trick(self) -> None:
        """From direct entry back to the tally (the device remembers it)."""
        self.settle("next-round")  # (the switch waits for the double-tap guard too)
        self.app.tap("tally-entry")
        self.direct = False
        self.log.append("tally-entry")
        self.expect_state()

    def play_tricks(self, rng: random.Random, count: int | None = None) -> None:
        """Random trick winners until the round is scored (or `count` tricks)."""
        left = self.state.current.tricks_left if count is None else count
        for _ in range(left):
            self.trick(rng.choice(self.state.current.playing))  # a seat out of the round has no row

    def open_direct_entry(self) -> None:
        """From the tally to direct entry (the device remembers it)."""
        if self.direct is None:
            self.see_entry_mode()
        if not self.direct:
            self.settle("next-round")  # (the switch waits for the double-tap guard too)
            self.app.tap("direct-entry")
            self.direct = True
            self.log.append("direct-entry")
            self.expect_state()

    def enter_tricks(self, tricks: tuple[int, ...], *, fill: int | None = None, go_on: bool = True) -> None:
        """Direct entry (opened first when it is not shown): one tap per
        player's count, but for the seat ``fill`` (default: the last), which
        the app fills in; the count that makes every player's known scores
        the round, and the screen shows its result as the tally does (once
        the picks add up to the cards, every player left took none: the
        counts stop there); then (``go_on``) one ``next-round`` goes on, as
        after the tally (issue 9's contract; the last round: the game is over)."""
        app = self.app
        self.open_direct_entry()
        fill = len(tricks) - 1 if fill is None else fill
        cards = sum(tricks)
        self.settle("next-round")  # the counts wait for the double-tap guard too
        picked: dict[int, int] = {}
        for seat, count in enumerate(tricks):
            if seat == fill:
                continue
            app.tap(f"tricks-{seat}-{count}")
            picked[seat] = count
            if len(picked) == len(tricks) - 1 or sum(picked.values()) == cards:
                break  # every count is known: this tap scored the round
            app.wait_text(f"tricks-status-{seat}", T("entry.took", n=count), exact=True)
        self.table.apply(EnterTricks(tricks=tuple(tricks)))  # type: ignore[union-attr]
        note = f"tricks {tricks}"
        self.log.append(note)
        for peer in self.peers:
            peer.log.append(f"{note} (in the other tab)")
            peer.expect_state()
        self.expect_state()  # the round's result, as the tally's last trick shows it
        self.last_guarded = time.perf_counter()  # the scoring count was a guarded tap
        if go_on and not self.state.complete:
            self.next_round()

    def next_round_mirrored(self) -> None:
        """The test tapped ``next-round`` itself: mirror it and check the screen."""
        self.table.apply(CloseRound())  # type: ignore[union-attr]
        self.log.append("next-round (tapped by the test)")
        self.expect_state()
        self.seen("next-round")

    def next_round(self) -> None:
        self._do("next-round", CloseRound(), "next-round")

    def set_trump(self, suit: str) -> None:
        self.app.tap("trump")
        self.app.wait_for(f"trump-{suit}")
        self.app.tap(f"trump-{suit}")
        self.table.apply(SetTrump(suit=suit))  # type: ignore[union-attr]
        self.log.append(f"trump {suit}")
        self.wait_shows([("trump", T("trump.label", trump=T(f"trump.{suit}")), "exact"), (f"trump-{suit}", "", "absent")])
        self.expect_state()

    def undo(self) -> None:
        self._do("undo", Undo(), "undo")

    def redo(self) -> None:
        self._do("redo", Redo(), "redo")

    def toggle_sheet(self) -> None:
        self.app.tap("sheet-toggle")
        self.sheet = not self.sheet
        if not self.sheet:
            self.uncovered = self.pick = None  # the round panel is built anew: covers are down again
        self.log.append("sheet-toggle")
        self.expect_state()

    def round_trip(self, what: str) -> None:
        """Two taps that change nothing in the game but go through the app and
        back: the sheet shown, then the round again. The app handles a
        session's taps one at a time in the order they came, so once the round
        shows again every tap made before has been handled; the screen must
        still show what the engine says (no error banner). A check that does
        not wait a fixed time and hope it was long enough."""
        self.log.append(what)
        self.toggle_sheet()
        self.toggle_sheet()

    def play_round(self, rng: random.Random, *, close: bool = True) -> None:
        """Bids and tricks of the current round at random, checked at each step."""
        self.bid_round(rng)
        if self.state.current.phase is Phase.REVEAL:
            self.reveal()
            self.bid_round(rng)
        self.play_tricks(rng)
        if close and not self.state.complete:
            self.next_round()


def fresh_home(page: AppPage, server: AppServer, request) -> Iterator[Driver]:
    """The body of a per-test fixture over a module's tab: a fresh session
    (page reload) on the home screen, as a Driver; the app's log printed
    when the test failed; the tab left on a fresh home screen afterwards."""
    if page.exists("round-number") or not page.exists("new-game"):
        page.reload(first="new-game", fresh=True)
    page.wait_for("new-game")
    yield Driver(page, settle_s=settle_after(server.tap_quiet_s))
    rep = getattr(request.node, "rep_call", None)
    if rep is not None and rep.failed:
        print(f"\n--- app log ({server.log_path}) ---\n{server.log_tail()}")
    page.reload(first="new-game", fresh=True)
