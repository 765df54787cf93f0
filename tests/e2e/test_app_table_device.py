"""What the device running the app does for a table (issue 9), at 360x740 and
1280x800: the name field stays ready after Enter, the theme follows the
device until the player picks one, the last rules and the trick-entry method
are remembered, the history tells games apart and Back returns to it, the
screen stays awake during a game, a dropped connection comes back to the
game, and a tap on the old screen while the connection is down is not
entered and the player is told.
"""

from __future__ import annotations

import json
import random
import re
from collections.abc import Iterator

import pytest

from scorekeeper.domain import legal_bids

from .harness import AppPage, AppServer, new_context, sel
from .reconnect import drop_connection, wait_new_screen
from .scorekeeper_driver import MODE_LABELS, T, Driver, fresh_home

pytestmark = pytest.mark.e2e

VIEWPORTS = {"phone": {"width": 360, "height": 740}, "wide": {"width": 1280, "height": 800}}
THREE = ["Ana", "Ben", "Cleo"]

# Records the screen wake lock the page asks for (the Screen Wake Lock API).
WAKE_PROBE = """
window.__wake = [];
if (navigator.wakeLock) {
  const request = navigator.wakeLock.request.bind(navigator.wakeLock);
  navigator.wakeLock.request = (kind) => request(kind).then(lock => {
    window.__wake.push('on');
    lock.addEventListener('release', () => window.__wake.push('off'));
    return lock;
  });
}
"""


@pytest.fixture(scope="module", params=list(VIEWPORTS))
def size(request) -> dict:
    return VIEWPORTS[request.param]


@pytest.fixture(scope="module")
def device_page(browser, sk_server: AppServer, size) -> Iterator[AppPage]:
    ctx = new_context(browser, viewport=size)
    page = AppPage(ctx.new_page(), sk_server.url).open(first="new-game")
    yield page
    ctx.close()


@pytest.fixture
def tk(device_page: AppPage, sk_server: AppServer, request) -> Iterator[Driver]:
    """A fresh session on the home screen, as a Driver (see conftest's ``sk``)."""
    yield from fresh_home(device_page, sk_server, request)


def new_session(tk: Driver, first: str = "new-game") -> None:
    """A new session on this device (a new tab, the browser restarted)."""
    tk.app.reload(first=first, fresh=True)


# -- 4. the name field ------------------------------------------------------------------


def test_after_enter_the_name_field_keeps_the_keyboard_for_the_next_name(tk: Driver):
    app = tk.app
    app.tap("new-game")
    app.fill("player-name", "Ana", submit=True)
    app.wait_for("seat-0")
    for i, name in enumerate(["Ben", "Cleo"], start=1):
        app.frames(3)
        # typed straight on: the field still has the focus (a phone's keyboard stays up)
        app.page.keyboard.type(name)
        app.page.keyboard.press("Enter")
        tk.wait_shows([(f"seat-remove-{i}", T("setup.remove", name=name), "exact")], what=f"typing {name}")
    assert app.page.evaluate(
        "(s) => document.activeElement === document.querySelector(s + ' input')", '[flt-semantics-identifier="player-name"]')


# -- 5. what the device remembers --------------------------------------------------------


@pytest.mark.parametrize("scheme", ["dark", "light"])
def test_the_theme_follows_the_device_until_the_player_picks_one_then_stays(browser, sk_server: AppServer, size, scheme):
    ctx = new_context(browser, viewport=size, color_scheme=scheme)
    try:
        app = AppPage(ctx.new_page(), sk_server.url).open(first="theme-dark")
        app.wait_checked("theme-dark", scheme == "dark")  # the device's own mode
        app.tap("theme-dark")
        app.wait_checked("theme-dark", scheme != "dark")
        app.wait_stored("theme", "light" if scheme == "dark" else "dark")
        app.reload(first="theme-dark", fresh=True)  # a new session: the player's pick is remembered
        app.wait_checked("theme-dark", scheme != "dark")
    finally:
        ctx.close()


def test_the_last_games_rules_come_pre_selected_and_the_entry_method_is_remembered(tk: Driver):
    rng = random.Random(21)
    tk.new_game(THREE, preset="amigo-tournament", preset_name="Amigo tournament", notequal=False, bids="hidden")
    tk.app.wait_stored("bids", "hidden")  # the device has written the rules before the tab goes
    new_session(tk)
    tk.app.tap("new-game")
    tk.app.wait_for("option-preset")
    assert tk.app.text("option-preset") == T("names.choice", label=T("setup.preset"), value="Amigo tournament")
    assert tk.app.is_checked("option-notequal") is False
    tk.app.page.wait_for_function(
        "([s, label]) => [...document.querySelectorAll(s + ' [role=button]')]"
        ".some(e => e.textContent.trim() === label && e.getAttribute('aria-current') === 'true')",
        arg=['[flt-semantics-identifier="option-bids"]', MODE_LABELS["hidden"]])

    # the trick-entry method: chosen once, it is how the next round (and session) opens
    tk.app.tap("back")
    tk.app.wait_for("new-game")
    tk.new_game(THREE, schedule=(2, 2, 2))
    tk.bid_round(rng)
    tk.open_direct_entry()
    tk.enter_tricks((1, 1, 0))
    tk.app.wait_stored("entry", "direct")
    new_session(tk, first="resume-game")
    tk.direct = None
    tk.resume()
    tk.bid_round(rng)
    assert tk.see_entry_mode(), "direct entry was not remembered"


# -- 11. the history, and the final screen -------------------------------------------------


def test_the_history_tells_games_apart_and_back_from_a_viewed_game_returns_to_it(tk: Driver):
    rng = random.Random(22)
    tk.new_game(THREE, bids="hidden", notequal=True, schedule=(1,))
    tk.play_round(rng)
    assert tk.state.complete
    # the final screen says what the last round brought each player
    for k in range(3):
        assert re.search(r"^last round \(1\): [+-]\d+$", tk.app.text(f"final-{k}"), re.M), tk.app.text(f"final-{k}")
    tk.app.tap("back")
    tk.app.tap("history")
    tk.app.wait_for("game-view-0")
    text = tk.screen_text()
    winners = T.join(tk.state.name(s) for s in tk.state.winners)
    for shown in (T("mode.hidden"), T("mode.notequal"), T("history.won_by", names=winners), "Standard"):
        assert shown in text, f"{shown!r} is not on the history screen:\n{text}"
    tk.app.tap("game-view-0")
    tk.app.wait_for("round-number")
    tk.app.tap("back")
    tk.app.wait_for("history-trash")  # the history, not home
    assert not tk.app.exists("new-game")


# -- 12. awake, and back to the game after a dropped connection ----------------------------

# the node has stood still, inside the window, for three frames (polled on each frame; see wait_settled)
SETTLED_JS = """(s) => {
  const el = document.querySelector(s), r = el && el.getBoundingClientRect(), st = window.__settled;
  const now = r ? [r.x, r.y, r.width, r.height].join() : '';
  st.still = r && now === st.last && r.left >= 0 && r.right <= innerWidth ? st.still + 1 : 0;
  st.last = now;
  return st.still >= 3;
}"""


def wait_settled(app: AppPage, identifier: str) -> None:
    """Wait until the node stands still in the window (a screen that slides in has arrived)."""
    app.page.evaluate("() => { window.__settled = {last: '', still: 0}; }")
    app.page.wait_for_function(SETTLED_JS, arg=sel(identifier), polling="raf", timeout=10_000)


def stored_actions(data_dir) -> list[dict]:
    """The action log of the one game in the data folder, as saved."""
    (path,) = (data_dir / "games").glob("*.json")
    (doc,) = json.loads(path.read_text(encoding="utf-8"))["game"].values()
    return doc["actions"]


def test_the_screen_stays_awake_in_a_game_and_a_dropped_connection_comes_back_to_it(browser, app_server: AppServer,
                                                                                     tmp_path, size):
    ctx = new_context(browser, viewport=size)
    ctx.add_init_script(WAKE_PROBE)
    try:
        app = AppPage(ctx.new_page(), app_server.url).open(first="new-game")
        sk = Driver(app)
        rng = random.Random(23)
        sk.new_game(THREE, schedule=(1, 2, 3))
        sk.play_round(rng)
        sk.bid()
        app.page.wait_for_function("() => window.__wake.includes('on')")

        server, old_session = drop_connection(app, app_server, tmp_path)
        server.start()
        try:
            wait_new_screen(app, old_session)  # not the old screen, which stays until the new one comes
            sk.uncovered = None
            sk.expect_state(what="the reconnection")
            value = sorted(legal_bids(sk.state))[0]
            wait_settled(app, f"bid-{value}")  # the game screen slides in over home: the tap waits for the slide
            seat = sk.state.current.to_bid
            sk.bid(value)  # one tap: shown (the driver waits for the screen to show it) ...
            assert stored_actions(app_server.data_dir)[-1] == {"type": "bid", "player": seat, "value": value}  # ... and saved
            assert not app.exists("message")
        finally:
            server.stop()
    finally:
        ctx.close()


def test_a_tap_on_the_old_screen_while_the_connection_is_down_is_not_entered_and_the_player_is_told(
        browser, app_server: AppServer, tmp_path):
    ctx = new_context(browser, viewport=VIEWPORTS["phone"])
    try:
        app = AppPage(ctx.new_page(), app_server.url).open(first="new-game")
        sk = Driver(app)
        sk.new_game(THREE, schedule=(1, 2))
        sk.bid(0)
        saved = stored_actions(app_server.data_dir)

        server, old_session = drop_connection(app, app_server, tmp_path)
        app.tap("bid-1")  # the old screen still shows the pad: the tap waits in the page for a connection
        server.start()
        try:
            wait_new_screen(app, old_session)
            sk.uncovered = None
            # the bid is still awaited, and the screen says the tap was lost (where it shows a refusal)
            sk.wait_shows([item for item in sk.expectations() if item[0] != "message"] + [
                ("message", T("game.tap_lost"), "exact")], what="the reconnection")
            assert stored_actions(app_server.data_dir) == saved
            wait_settled(app, "bid-1")
            seat = sk.state.current.to_bid
            sk.bid(1)  # tapped again: entered
            assert stored_actions(app_server.data_dir)[-1] == {"type": "bid", "player": seat, "value": 1}
        finally:
            server.stop()
    finally:
        ctx.close()
