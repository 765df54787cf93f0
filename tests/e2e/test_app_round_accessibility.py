"""The round screen for a screen reader and a keyboard (issue 13), in
Chromium at a phone's 360x740.

* The live region says each step (a bid, a trick, the round's points, the
  next round) and Flutter hands those words to the page's polite
  announcement element, which is what a screen reader speaks.
* After a bid the keyboard is on the next bidder's pad; after the last trick
  on ``next-round``; the trump picker is a tab stop and works with Enter.
* Every control of the round is at least 48x48 px, with 3 and 6 players and
  rounds of 1 to 20 cards (the bid pad wraps instead of shrinking).

The expected words come from the engine mirror (tests/e2e/scorekeeper_driver.py)
through the same presenter the app uses; a few are spelled out in English so
the test also says what a player hears.
"""

from __future__ import annotations

import random

import pytest

from scorekeeper.domain import Bid, GameState, SetTrump, TrickWon, bid_choice
from scorekeeper.presenters.announce import announcement

from .layout import ring_at
from .scorekeeper_driver import T, Driver

pytestmark = pytest.mark.e2e

MIN_TOUCH = 48
LIVE = "announcement"

# Keeps every text Flutter puts into a polite aria-live element (it removes
# each after a moment): what a screen reader was given to speak, in order.
LISTEN_JS = """() => {
  if (window.__said) return;
  window.__said = [];
  const watch = () => {
    for (const el of document.querySelectorAll('[aria-live="polite"]')) {
      if (el.__watched) continue;
      el.__watched = true;
      new MutationObserver(() => {
        const text = el.textContent.trim();
        if (text && window.__said[window.__said.length - 1] !== text) window.__said.push(text);
      }).observe(el, {childList: true, subtree: true, characterData: true});
    }
  };
  watch();
  setInterval(watch, 100);
}"""

# The identifier of the node the keyboard is on (its nearest identified ancestor),
# and the name of the group around it: "bid-1 | Cleo's bid".
FOCUS_JS = """() => {
  const el = document.activeElement;
  if (!el || el === document.body) return '';
  const node = el.closest('[flt-semantics-identifier]');
  const group = el.closest('[role=group][aria-label]');
  return (node ? node.getAttribute('flt-semantics-identifier') : '?') + ' | '
    + (group ? group.getAttribute('aria-label') : '');
}"""

# Every node the keyboard lands on from now (focusin), by identifier: a
# focus that moved away and came back shows as two entries.
FOCUS_LOG_JS = """() => {
  window.__foci = [];
  document.addEventListener('focusin', (e) => {
    const node = e.target.closest('[flt-semantics-identifier]');
    window.__foci.push(node ? node.getAttribute('flt-semantics-identifier') : '?');
  });
}"""

# The box of every button of the round: [identifier, width, height].
BOXES_JS = """(prefixes) => [...document.querySelectorAll('[flt-semantics-identifier]')]
  .filter(e => prefixes.some(p => e.getAttribute('flt-semantics-identifier').startsWith(p)))
  .map(e => [e, e.matches('[role=button]') ? e : e.querySelector('[role=button]')])
  .filter(([e, button]) => button)
  .map(([e, button]) => { const b = button.getBoundingClientRect();
                         return [e.getAttribute('flt-semantics-identifier'), b.width, b.height]; })"""
ROUND_CONTROLS = ["bid-", "trick-", "trump", "tricks-", "next-round", "direct-entry", "tally-entry",
                  "cover-ready", "reveal-bids"]


def listen(sk: Driver) -> None:
    sk.app.page.evaluate(LISTEN_JS)


def heard(sk: Driver) -> list[str]:
    return sk.app.page.evaluate("() => window.__said || []")


def expect_said(sk: Driver, before: GameState, words: str | None = None) -> str:
    """The live region says the step from ``before`` to the mirror's state
    (``words``: the same, spelled out), and the screen reader was given it."""
    want = announcement(before, sk.state, T)
    assert want, "the step must have something to say"
    if words is not None:
        assert want == words
    sk.app.wait_text(LIVE, want, exact=True)
    try:
        sk.app.page.wait_for_function("(w) => (window.__said || []).includes(w)", arg=want, timeout=5_000)
    except Exception as exc:
        raise AssertionError(f"the screen reader was not given {want!r}; it was given {heard(sk)}") from exc
    return want


def focus(sk: Driver) -> str:
    return sk.app.page.evaluate(FOCUS_JS)


def tab_to(sk: Driver, identifier: str, key: str, presses: int = 12) -> None:
    """Press ``key`` (Tab or Shift+Tab) until ``identifier`` has the focus."""
    for _ in range(presses):
        if focus(sk).startswith(f"{identifier} |"):
            return
        sk.app.page.keyboard.press(key)
        sk.app.frames(2)
    assert focus(sk).startswith(f"{identifier} |"), f"{key} never reached {identifier} (last: {focus(sk)!r})"


def wait_focus(sk: Driver, identifier: str, group: str = "") -> None:
    """Wait until the keyboard is on ``identifier`` (inside the group named ``group``)."""
    want = f"{identifier} | {group}"
    try:
        sk.app.page.wait_for_function(f"() => ({FOCUS_JS})() === {want!r}", timeout=5_000)
    except Exception as exc:
        raise AssertionError(f"focus is on {focus(sk)!r}, not {want!r}") from exc


def wait_ring(sk: Driver, identifier: str, group: str = "", tries: int = 30) -> None:
    """Wait until the keyboard is on ``identifier`` and its focus ring is
    drawn: the page has its focus rings' theme, rebuilt, and the keyboard is
    where the player put it (not dropped by the rebuild). At most ``tries``
    checks two frames apart: 12 were too few once at a load of 28 on 2
    cores (the keyboard was still on the rebuilt page's unnamed node)."""
    want = f"{identifier} | {group}"
    for _ in range(tries):
        if focus(sk) == want and ring_at(sk.app, identifier) > 0.2 and focus(sk) == want:
            return
        sk.app.frames(2)
    raise AssertionError(f"no ring on {want!r}: the keyboard is on {focus(sk)!r}, "
                         f"after {sk.app.page.evaluate('window.__foci || []')}")


def first_key(state: GameState) -> str:
    choice = bid_choice(state)
    assert choice is not None
    return f"bid-{min(choice.legal)}"


def test_a_round_is_announced_step_by_step_and_the_keyboard_follows_the_turn(sk: Driver):
    sk.new_game(["Ana", "Ben", "Cleo"], schedule=(2, 3))
    listen(sk)

    before = sk.state
    sk.bid(1)
    expect_said(sk, before, "Ben bids 1. Cleo's turn to bid.")
    wait_focus(sk, first_key(sk.state), "Cleo's bid")  # the next bidder's pad, its first key

    before = sk.state
    sk.bid(0)
    expect_said(sk, before, "Cleo bids 0. Ana's turn to bid.")
    wait_focus(sk, first_key(sk.state), "Ana's bid")

    before = sk.state
    sk.bid(0)
    expect_said(sk, before, "Ana bids 0. 2 of 2 tricks left.")

    before = sk.state
    sk.trick(1)
    expect_said(sk, before, "Ben won a trick. 1 of 2 tricks left.")

    before = sk.state
    sk.trick(0)
    expect_said(sk, before, "Ana won a trick. Round 1 scored: Ana -10, Ben +30, Cleo +20. Next round: Ben deals.")
    wait_focus(sk, "next-round")

    before = sk.state
    sk.next_round()
    expect_said(sk, before, "Round 2 of 2: 3 cards each. Ben deals · Cleo bids first and leads. Cleo's turn to bid.")
    wait_focus(sk, first_key(sk.state), "Cleo's bid")

    # the rest of the game, at random: every step still says what the presenter says
    rng = random.Random(13)
    while not sk.state.complete:
        before = sk.state
        if sk.state.current.to_bid is not None:
            sk.bid(rng=rng)
        else:
            sk.trick(rng.randrange(3))
        expect_said(sk, before)
    assert T.n("over.winner", len(sk.state.winners), names=T.join(sk.state.name(s) for s in sk.state.winners)) \
        in heard(sk)[-1]


def test_bids_and_the_trump_are_entered_with_the_keyboard_alone(sk: Driver):
    sk.new_game(["Ana", "Ben", "Cleo"], notequal=True, schedule=(2, 3))
    listen(sk)
    page = sk.app.page
    # the pad has the keyboard when the round opens
    wait_focus(sk, "bid-0", "Ben's bid")
    # the first key that moves the focus brings the focus rings (a new page
    # theme: its rebuild drops the focus here, and the app gives it back):
    # the Tab lands on the next key as any Tab does, and stays there
    page.evaluate(FOCUS_LOG_JS)
    page.keyboard.press("Tab")
    wait_ring(sk, "bid-1", "Ben's bid")
    sk.settle("bid-")
    page.keyboard.press("Enter")
    before = sk.state
    sk.table.apply(Bid(player=1, value=1))
    sk.expect_state(what="Enter on Ben's 1")
    expect_said(sk, before, "Ben bids 1. Cleo's turn to bid.")
    sk.seen("bid-")

    # the trump picker is a tab stop: Shift+Tab from the pad reaches it, Enter opens it
    tab_to(sk, "trump", "Shift+Tab")
    page.keyboard.press("Enter")
    wait_focus(sk, "trump-red")  # opened: the keyboard is on the first choice
    assert sk.app.text("trump-red") == T("trump.label", trump=T("trump.red"))
    page.keyboard.press("Tab")
    wait_focus(sk, "trump-yellow")
    before = sk.state
    page.keyboard.press("Space")
    sk.table.apply(SetTrump(suit="yellow"))
    sk.wait_shows([("trump", T("trump.label", trump=T("trump.yellow")), "exact"), ("trump-yellow", "", "absent")])
    expect_said(sk, before, "Trump: Yellow. Cleo's turn to bid.")
    wait_focus(sk, "trump")  # back on the picker it closed

    # a greyed key says why; the dealer's bids by Enter, the tricks by Enter on a row
    sk.bid(0)
    assert sk.app.text("bid-1") == "Ana cannot bid 1: bids would add up to 2"
    assert sk.app.is_disabled("bid-1")
    wait_focus(sk, "bid-0", "Ana's bid")
    sk.settle("bid-")
    page.keyboard.press("Enter")
    sk.table.apply(Bid(player=0, value=0))
    sk.expect_state(what="Enter on Ana's 0")
    sk.seen("bid-")
    tab_to(sk, "trick-1", "Tab")
    assert sk.app.text("trick-1") == "Ben won this trick: bid 1 · won 0 · needs 1 more"
    before = sk.state
    sk.settle("trick-")
    page.keyboard.press("Enter")
    sk.table.apply(TrickWon(player=1))
    sk.expect_state(what="Enter on Ben's row")
    expect_said(sk, before, "Ben won a trick. 1 of 2 tricks left.")


def small_controls(sk: Driver) -> list:
    """The round's buttons under 48x48. A button at the edge of the scrolled
    view is drawn cut off (so is its node): it is measured again once
    scrolled into view."""
    boxes = sk.app.page.evaluate(BOXES_JS, ROUND_CONTROLS)
    assert boxes, "no round control on the screen"
    small = []
    for identifier, width, height in boxes:
        for _ in range(3):  # to the middle of the screen (the undo bar covers its foot)
            if min(width, height) >= MIN_TOUCH - 0.5:
                break
            node = sk.app.locator(identifier).first.bounding_box()
            view = sk.app.page.viewport_size
            sk.app.page.mouse.move(view["width"] / 2, view["height"] / 2)
            sk.app.page.mouse.wheel(0, node["y"] + node["height"] / 2 - view["height"] / 2)
            sk.app.frames(3)
            [(_, width, height)] = [b for b in sk.app.page.evaluate(BOXES_JS, [identifier]) if b[0] == identifier]
        if min(width, height) < MIN_TOUCH - 0.5:
            small.append([identifier, width, height])
    return small


@pytest.mark.parametrize("players,cards", [(["Ana", "Ben", "Cleo"], 20), (["Ana", "Ben", "Cleo", "Dan", "Eve", "Finn"], 10),
                                           (["Ana", "Ben", "Cleo", "Dan", "Eve", "Finn"], 1)])
def test_every_round_control_is_a_48_px_touch_target_on_a_phone(sk: Driver, players, cards):
    sk.new_game(players, schedule=(cards,))
    assert sk.app.locator(f"bid-{cards}").count() == 1
    assert small_controls(sk) == [], "bid pad"
    if len(players) * cards < 60:  # a trump card is turned: the picker is there
        sk.app.tap("trump")
        sk.app.wait_for("trump-red")
        assert small_controls(sk) == [], "trump picker"
        sk.app.tap("trump")
        sk.app.wait_gone("trump-red")
    sk.bid_round(random.Random(1))
    assert small_controls(sk) == [], "tally"
    sk.open_direct_entry()
    assert sk.app.exists(f"tricks-0-{cards}")
    assert small_controls(sk) == [], "direct entry"


def test_a_click_right_after_the_first_tab_leaves_the_keyboard_where_the_player_put_it(sk: Driver):
    """The app never takes the keyboard back from where the player put it.

    Known limit, traced (issue 28, item 11): when the click lands before the
    rings' theme has been drawn (about 1 run in 30 under load), the theme's
    rebuild makes Flutter's web engine move the scrolling band's DOM for one
    frame, and Chrome blurs the switch it moves. Flet 1.0.5 gives a switch
    no focus() (nor does its Dart side answer one), so nothing can give it
    back: the keyboard is then on nothing, never on the pad. The check below
    is what the app decides: the focus the player gave is kept, or lost to
    that drop, and never overridden."""
    sk.new_game(["Ana", "Ben", "Cleo"], schedule=(2, 3))
    app, page = sk.app, sk.app.page
    app.tap("table-mode")  # the table's card: a switch beside the round that moves no focus when flipped
    app.wait_for("table-phones-count")
    phones_count = app.is_checked("table-phones-count")
    sk.bid(1)
    wait_focus(sk, first_key(sk.state), "Cleo's bid")  # the app sent the keyboard to Cleo's pad
    page.evaluate(FOCUS_LOG_JS)
    # the first key that moves the focus (the rings' theme comes, and its
    # rebuild), and at once the player clicks elsewhere
    page.keyboard.press("Tab")
    app.tap("table-phones-count")
    app.wait_checked("table-phones-count", not phones_count)
    on_switch = "table-phones-count |"
    page.wait_for_function("() => (window.__foci || []).includes('table-phones-count')", timeout=5_000)
    for _ in range(12):  # well past the moment the app used to put the keyboard back on the pad (0.6 s)
        app.frames(10)
        foci = page.evaluate("window.__foci")
        after_click = foci[foci.index("table-phones-count"):]
        where = focus(sk)
        assert (where.startswith(on_switch) or where == "") and not [f for f in after_click if f.startswith("bid-")], \
            f"the keyboard went from where the player put it to {where!r} (landed on {foci})"
    app.tap("table-end")  # table mode off again for the next test
    app.wait_gone("table-phones-count")
