"""The round at a real table, again (issue 19, points 3, 4, 5, 6 and 11), on
a phone's 360x740 with 3 and 6 players: a secret dealer's pad that tells
nothing, direct entry that keeps its draft across the sheet and a reload,
fills in every player left with none, and shows the scored round's result
as the tally does (then Next round), and a dropped tap that says it was dropped.

Every tap is mirrored in the engine (tests/e2e/scorekeeper_driver.py); after
each one the screen must show what the engine says.
"""

from __future__ import annotations

import random
import re
import time
from collections.abc import Iterator

import pytest

from scorekeeper.domain import Bid, EnterTricks, Phase, TrickWon

from .harness import AppPage, AppServer, new_context
from .scorekeeper_driver import T, Driver, fresh_home, undo_label

pytestmark = pytest.mark.e2e
REAL_TAP_GUARD = True  # double taps are checked here: the app keeps its quiet moment (conftest.sk_server)

THREE = ["Ana", "Ben", "Cleo"]
SIX = ["Ana", "Ben", "Cleo", "Dan", "Eve", "Finn"]
TABLES = pytest.mark.parametrize("names", [THREE, SIX], ids=["3-players", "6-players"])

# navigator.vibrate is what Flutter's web engine calls for a haptic tick: the
# page records each call (headless Chromium has no motor to feel)
RECORD_VIBRATIONS = """
window.__vibrations = [];
Object.defineProperty(Navigator.prototype, 'vibrate', {
  configurable: true,
  value: function (pattern) { window.__vibrations.push(pattern); return true; },
});
"""


@pytest.fixture(scope="module")
def phone_page(browser, sk_server: AppServer) -> Iterator[AppPage]:
    ctx = new_context(browser, viewport={"width": 360, "height": 740})
    ctx.add_init_script(RECORD_VIBRATIONS)
    page = AppPage(ctx.new_page(), sk_server.url).open(first="new-game")
    yield page
    ctx.close()


@pytest.fixture
def tk(phone_page: AppPage, sk_server: AppServer, request) -> Iterator[Driver]:
    yield from fresh_home(phone_page, sk_server, request)


def statuses(tk: Driver) -> list[str]:
    return [tk.app.text(f"tricks-status-{seat}") for seat in range(len(tk.state.players))]


def bid_everyone(tk: Driver, value: int = 0) -> None:
    while tk.state.current.phase in (Phase.BIDDING, Phase.REBID):
        tk.bid(value)


def direct_entry(tk: Driver) -> None:
    tk.open_direct_entry()
    tk.settle("next-round")  # a count waits for the double-tap guard, as the score does


def pick(tk: Driver, seat: int, count: int) -> None:
    tk.app.tap(f"tricks-{seat}-{count}")
    tk.app.wait_text(f"tricks-status-{seat}", T("entry.took", n=count), exact=True)


def scoring_pick(tk: Driver, seat: int, count: int, tricks: tuple[int, ...]) -> None:
    """The count that makes every player's known: it scores the round, and
    the screen shows the round's result as the tally's last trick does."""
    tk.settle("next-round")
    tk.app.tap(f"tricks-{seat}-{count}")
    tk.table.apply(EnterTricks(tricks=tricks))
    tk.log.append(f"tricks-{seat}-{count}: scored {tricks}")
    tk.expect_state()
    tk.last_guarded = time.perf_counter()


# -- 3. a secret dealer under notequal ---------------------------------------------------------


@TABLES
def test_the_secret_dealers_pad_greys_nothing_and_bids_that_add_up_ask_the_dealer_again_on_her_screen(tk: Driver, names):
    tk.new_game(names, notequal=True, bids="secret", schedule=(2, 3))
    others = len(names) - 1
    for value in [1] + [0] * (others - 1):  # the others' secret bids come to 1
        tk.bid(value)
    assert tk.state.current.to_bid == 0  # Ana deals and bids last
    tk.lift_cover()
    # every value open and named as any other bid: nothing tells Ana the others' sum
    assert tk.bid_pad() == {0: False, 1: False, 2: False}
    for value in range(3):
        assert tk.app.text(f"bid-{value}") == T("live.bid", name="Ana", value=value)
    assert not tk.app.exists("bid-hint") and not tk.app.exists("bid-total")
    text = tk.screen_text()
    assert not re.search(r"cannot bid|would add up|add up to|bid \d", text), text
    tk.bid(1)  # 1 + 1 = 2 cards: they add up; Ana confirmed 1 and is asked again on her own screen, no cover
    assert tk.state.current.phase is Phase.BIDDING and tk.state.current.bids[0] is None  # nothing entered
    assert not tk.app.exists("cover-ready") and not tk.app.exists("trick-0")
    assert tk.app.text("bid-turn") == T("bid.rebid_secret", name="Ana", cards=2)
    assert tk.bid_pad() == {0: False, 1: True, 2: False}  # only the value she confirmed
    tk.bid(2)  # the driver checks that play shows no one's bid ("?")
    assert tk.state.current.phase is Phase.PLAYING
    assert tk.app.text("undo") == undo_label("bid", name="Ana")


# -- 4. direct entry keeps its draft ------------------------------------------------------


@TABLES
def test_direct_entry_keeps_what_was_picked_across_the_sheet_and_a_reload_until_it_is_scored(tk: Driver, names):
    tk.new_game(names, schedule=(4, 4))
    bid_everyone(tk, 1)
    direct_entry(tk)
    pick(tk, 0, 2)
    want = [T("entry.took", n=2)] + [T("entry.how_many")] * (len(names) - 1)
    if len(names) > 3:  # two open seats stay open with three players
        pick(tk, 2, 1)
        want[2] = T("entry.took", n=1)
    assert statuses(tk) == want
    tk.round_trip("the sheet opened and closed")
    assert statuses(tk) == want, "the picks were lost with the sheet"
    tk.app.wait_stored("entry_draft", "|1|4|2,-,")
    # a reload as a new session (the browser restarted): the device brings the draft back
    tk.app.reload(fresh=True)
    tk.app.page.wait_for_function("([a, b]) => !!(document.querySelector(a) || document.querySelector(b))",
                                  arg=['[flt-semantics-identifier="resume-game"]',
                                       '[flt-semantics-identifier="round-number"]'])
    if tk.app.exists("resume-game"):
        tk.resume()
    else:
        tk.uncovered = None
        tk.expect_state(what="reload")
    assert statuses(tk) == want, "the picks were lost with the reload"
    counts = (2, 1, 1) + (0,) * (len(names) - 3)
    tk.enter_tricks(counts, fill=1)  # the rest picked, the round scored, the next one started
    bid_everyone(tk, 1)
    assert tk.see_entry_mode()  # the table's choice is remembered
    assert statuses(tk) == [T("entry.how_many")] * len(names)  # round 2 starts with nothing picked


# -- 5. the players left once the counts add up ----------------------------------------------


@TABLES
def test_once_the_counts_add_up_every_player_left_took_none_and_the_round_is_scored(tk: Driver, names):
    tk.new_game(names, schedule=(4, 4))
    bid_everyone(tk, 1)
    direct_entry(tk)
    scoring_pick(tk, 1, 4, tuple(4 if seat == 1 else 0 for seat in range(len(names))))  # Ben took all four
    assert tk.state.rounds[0].points[1] == -30 and tk.state.rounds[0].points[0] == -10


# -- 6. a round entered directly shows its result as the tally does -------------------------


@TABLES
def test_a_round_entered_directly_shows_its_result_as_the_tally_does_then_next_round_and_undo_brings_the_counts_back(
        tk: Driver, names):
    tk.new_game(names, schedule=(3, 3))
    bid_everyone(tk, 1)
    counts = (1, 1, 1) + (0,) * (len(names) - 3)
    direct_entry(tk)
    assert not tk.app.exists("next-round") and not tk.app.exists("score-round")  # the counts score the round
    before = tk.app.taps
    tk.enter_tricks(counts, go_on=False)  # the driver checks the result: the tally's rows, their points
    # the counts but one (with six, three counts of 1 make the 3 cards: the rest took none)
    assert tk.app.taps - before == (2 if len(names) == 3 else 3)
    assert tk.state.current.number == 1 and tk.state.current.scored
    assert tk.app.text("round-scored") == T("scored.title", n=1)
    assert tk.app.text("next-round") == T("scored.next", dealer="Ben")
    assert not tk.app.exists("scored")  # no message of its own: the result is the screen
    # a screen reader hears the points (the round screen's live region)
    points = tk.state.rounds[0].points
    assert ", ".join(f"{name} {p:+d}" for name, p in zip(names, points)) in tk.app.text("announcement")
    assert tk.app.text("undo") == undo_label("tricks")
    tk.undo()  # round 1's counts come back in direct entry, to fix one
    assert tk.state.current.number == 1 and tk.state.current.phase is Phase.PLAYING
    assert statuses(tk) == [T("entry.took", n=c) for c in counts]
    assert tk.app.text("score-round") == T("entry.score", n=1)  # they came back whole: one tap scores them as they are
    tk.settle("next-round")
    pick(tk, 1, 0)  # Ben took none (a trick is missing now) ...
    scoring_pick(tk, 0, 2, (2, 0, 1) + (0,) * (len(names) - 3))  # ... and Ana two: every count known, scored
    before = tk.app.taps
    tk.next_round()
    assert tk.app.taps - before == 1 and tk.state.current.number == 2


# -- 11. a dropped tap says it was dropped ---------------------------------------------------

# in the page: the left edge of a node and of everything in it, each frame, for ``ms``
SAMPLE_X = """
([s, ms]) => {
  window.__xs = [];
  const t0 = performance.now();
  const step = () => {
    const el = document.querySelector(s);
    if (el) window.__xs.push([el, ...el.querySelectorAll('*')].map(n => n.getBoundingClientRect().x));
    if (performance.now() - t0 < ms) requestAnimationFrame(step);
  };
  requestAnimationFrame(step);
}
"""


def shaken(tk: Driver) -> float:
    """How far the sampled node (or anything in it) moved away from where it
    started, in px; it must be back where it started at the end."""
    frames = tk.app.page.evaluate("() => window.__xs")
    assert frames, "nothing sampled"
    first, last = frames[0], frames[-1]
    assert all(abs(a - b) < 0.5 for a, b in zip(first, last)), "it did not come back to rest"
    return max(abs(x - x0) for frame in frames for x, x0 in zip(frame, first))


def double_tap(tk: Driver, identifier: str, gap_ms: float = 100) -> None:
    tk.app.scroll_into_view(identifier)
    box = tk.app.locator(identifier).first.bounding_box()
    x, y = box["x"] + box["width"] / 2, box["y"] + box["height"] / 2
    tk.settle(identifier)
    tk.app.page.mouse.click(x, y)
    tk.app.page.wait_for_timeout(gap_ms)
    tk.app.page.mouse.click(x, y)


@TABLES
def test_a_dropped_tap_shakes_the_name_it_landed_on_and_ticks_but_shows_no_error(tk: Driver, names):
    tk.new_game(names, schedule=(3, 3))
    page = tk.app.page
    # a double tap on the pad: the second lands on the next bidder's pad, whose name shakes
    page.evaluate(SAMPLE_X, ['[flt-semantics-identifier="bid-turn"]', 1500])
    double_tap(tk, "bid-1")
    tk.table.apply(Bid(player=1, value=1))
    tk.log.append("double tap bid Ben 1")
    tk.expect_state()  # one bid, Cleo's turn, no message
    tk.seen("bid-")
    page.wait_for_timeout(1600)
    assert shaken(tk) >= 3, "the next bidder's name did not move"
    assert page.evaluate("() => window.__vibrations.length") >= 1, "no haptic tick"
    bid_everyone(tk, 0)
    if tk.see_entry_mode():
        tk.count_by_trick()
    # a double tap on a trick: one trick counted, the row shakes, one more tick
    ticks = page.evaluate("() => window.__vibrations.length")
    page.evaluate(SAMPLE_X, ['[flt-semantics-identifier="trick-1"]', 1500])
    double_tap(tk, "trick-1")
    tk.table.apply(TrickWon(player=1))
    tk.log.append("double tap trick Ben")
    tk.expect_state()  # won 1, not 2, and no message
    tk.seen("trick-")
    page.wait_for_timeout(1600)
    assert shaken(tk) >= 3, "the row tapped twice did not move"
    assert page.evaluate("() => window.__vibrations.length") > ticks, "no haptic tick"
    # a tap that counts moves nothing and ticks nothing
    ticks = page.evaluate("() => window.__vibrations.length")
    page.evaluate(SAMPLE_X, ['[flt-semantics-identifier="trick-2"]', 1500])
    tk.trick(2)
    page.wait_for_timeout(1600)
    assert shaken(tk) < 0.5 and page.evaluate("() => window.__vibrations.length") == ticks
    assert not tk.app.exists("message")
    rng = random.Random(19)
    tk.play_tricks(rng)
