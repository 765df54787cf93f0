"""Screenshots of every screen of the real app at 360x740 (a small phone).

Written to screenshots/ (git-ignored) for a person to look at: the test only
proves each screen can be reached and shows its key node. The names sort in
the order the screens are visited.
"""

from __future__ import annotations

import random

import pytest

from scorekeeper.domain import SetTrump

from .harness import SCREENSHOT_DIR
from .scorekeeper_driver import Driver, cover_of

pytestmark = pytest.mark.e2e

SETTLE_S = 0.8  # the canvas lags the semantics tree by a frame or more


def scroll_top(sk: Driver) -> None:
    sk.app.page.mouse.move(180, 370)
    sk.app.page.mouse.wheel(0, -5000)
    sk.app.frames(4)


def test_screenshots_of_every_screen(sk: Driver):
    app = sk.app
    rng = random.Random(8)
    shots: list[str] = []

    def shot(name: str, must_show: str) -> None:
        app.wait_for(must_show)
        app.page.mouse.move(359, 739)  # no hover effects or tooltips from the last tap
        app.screenshot(name, settle_s=SETTLE_S)
        shots.append(name)

    shot("01-home", "new-game")

    # setup: a refused start first (the error banner), then four players,
    # one with a long name, notequal on, two short rounds
    app.tap("new-game")
    app.tap("start-game")
    shot("02-setup-message", "message")
    sk.app.tap("back")
    app.wait_for("new-game")
    players = ["Ana", "Ben", "Cleo", "Maximiliane-Josephine"]
    sk.new_game(players, notequal=True, schedule=(1, 2), start=False)
    scroll_top(sk)
    shot("03-setup-players", "seat-3")
    app.scroll_into_view("start-game")
    shot("04-setup-options", "start-game")
    app.tap("start-game")
    sk.expect_state(what="start-game")

    shot("05-round-bidding", "bid-turn")
    app.tap("trump")
    shot("06-trump-picker", "trump-green")
    app.tap("trump-green")
    sk.table.apply(SetTrump(suit="green"))
    sk.expect_state(what="trump green")
    sk.bid(1)
    sk.bid(0)
    sk.bid(0)  # the dealer (Ana) may not bid 0 now: 1 + 0 + 0 + 0 = 1 card
    shot("07-notequal-disabled-bid", "bid-hint")
    sk.bid(1)
    shot("08-play-tally-start", "tricks-left")
    app.tap("direct-entry")
    shot("09-direct-entry", "entry-title")
    app.tap("tally-entry")  # back to one tap per trick
    app.wait_for("tricks-left")
    sk.trick(3)
    shot("10-round-scored", "round-scored")

    sk.toggle_sheet()
    shot("11-sheet", "sheet-round-1")
    app.tap("sheet-round-1")
    shot("12-correction-dialog", "fix-save")
    app.tap("fix-tricks-0-plus")
    shot("13-correction-problem", "fix-problem")
    app.tap("fix-cancel")
    app.wait_gone("fix-cancel")
    sk.toggle_sheet()

    sk.next_round()
    sk.bid_round(rng)
    sk.trick(0)
    shot("14-play-tally", "tricks-left")
    sk.play_tricks(rng)
    shot("15-game-over", "winners")
    app.tap("show-sheet")
    shot("16-game-over-sheet", "sheet-round-2")

    app.tap("back")
    shot("17-home-after-game", "history")
    app.tap("history")
    shot("18-history", "history-trash")
    app.tap("back")
    app.tap("players")
    shot("19-players", "player-0")
    app.tap("back")
    app.tap("deal-sizes")
    shot("20-deal-sizes", "deal-row-1")
    app.tap("back")
    app.tap("rules")
    shot("21-rules", "back")
    app.tap("back")

    # hidden bids with notequal: cover, bid, reveal, the dealer's rebid
    app.wait_for("new-game")
    sk.new_game(["Ana", "Ben", "Cleo"], notequal=True, bids="hidden", schedule=(1, 2))
    shot("22-hidden-cover", "cover-ready")
    sk.lift_cover()
    shot("23-hidden-bid", "bid-turn")
    sk.bid(0)
    sk.bid(0)
    sk.bid(1)
    shot("24-reveal", "reveal-bids")
    sk.reveal()
    shot("25-rebid", "bid-hint")

    # the dark theme: home and the round
    app.tap("back")
    app.tap("theme-dark")
    app.wait_checked("theme-dark", True)
    shot("26-dark-home", "resume-game")
    sk.resume()
    sk.bid(0)
    sk.trick(1)
    shot("27-dark-round-scored", "round-scored")
    sk.next_round()
    shot("28-dark-round-cover", "cover-ready")
    sk.toggle_sheet()
    shot("29-dark-sheet", "sheet-round-1")

    for name in shots:
        path = SCREENSHOT_DIR / f"{name}.png"
        assert path.stat().st_size > 5_000, f"{path} looks empty"


def test_screenshots_of_the_secret_dealer_and_direct_entry_in_light_and_dark(sk: Driver):
    """Issue 19's secret dealer's pad (nothing greyed), the confirm step and the rebid on it,
    direct entry with six players (a draft, the zeros filled in) and the
    round it scored, in the light theme and the dark one."""
    app = sk.app
    shots: list[str] = []

    def shot(name: str, must_show: str) -> None:
        app.wait_for(must_show)
        app.page.mouse.move(359, 739)
        app.screenshot(name, settle_s=SETTLE_S)
        shots.append(name)

    for theme in ("light", "dark"):
        app.wait_for("new-game")
        dark = theme == "dark"
        if app.is_checked("theme-dark") is not dark:
            app.tap("theme-dark")
            app.wait_checked("theme-dark", dark)
        sk.new_game(["Ana", "Ben", "Cleo"], notequal=True, bids="secret", schedule=(3, 3))
        sk.bid(2)
        sk.bid(0)
        sk.lift_cover()
        shot(f"19b-{theme}-1-secret-dealer-pad", "bid-turn")
        key = cover_of(sk.state)
        sk.pick_tap("bid-1", (key, 1, None), "pick Ana 1")
        shot(f"19b-{theme}-2-secret-dealer-confirm", "bid-confirm")  # the same whatever the sum
        sk.pick_tap("bid-confirm", (key, None, 1), "confirm Ana 1")  # 2 + 0 + 1 = 3 cards: asked again, no cover
        shot(f"19b-{theme}-3-secret-rebid-pad", "bid-hint")
        app.tap("back")
        app.wait_for("new-game")
        sk.new_game(["Ana", "Maximiliane-Josephine", "Cleo", "Dan", "Eve", "Alexandra"], schedule=(10, 10))
        for _ in range(6):
            sk.bid(2)
        sk.open_direct_entry()
        sk.settle("next-round")
        app.tap("tricks-0-3")
        app.wait_text("tricks-status-0", "3")
        app.tap("tricks-1-2")
        app.wait_text("tricks-status-1", "2")
        scroll_top(sk)
        shot(f"19b-{theme}-4-direct-entry-6-draft", "entry-title")
        # Dan's 5 makes 10: everyone left took none, and the round is scored (the tally's result)
        sk.enter_tricks((3, 2, 0, 5, 0, 0), go_on=False)
        shot(f"19c-{theme}-6-direct-scored-result-6", "round-scored")
        sk.next_round()
        app.tap("back")

    for name in shots:
        path = SCREENSHOT_DIR / f"{name}.png"
        assert path.stat().st_size > 5_000, f"{path} looks empty"


def test_screenshots_of_the_secret_dealers_turn_both_ways_and_a_cloud_bid_line(sk: Driver, monkeypatch):
    """Issue 28, at 360x740 in English and German, light and dark: the
    secret dealer's pad, confirm step and what follows when the bids add up
    and when they do not; the bid line after the Cloud moved Cleo's bid."""
    from scorekeeper.domain import Bid, CloudShift
    from scorekeeper.i18n import translator

    from . import scorekeeper_driver, table
    from .test_app_languages import pick_language

    app = sk.app
    app.page.set_viewport_size({"width": 360, "height": 740})
    shots: list[str] = []

    def shot(name: str, must_show: str) -> None:
        app.wait_for(must_show)
        app.page.mouse.move(359, 739)
        app.screenshot(f"28-{name}", settle_s=SETTLE_S)
        shots.append(f"28-{name}")

    for code in ("en", "de"):
        pick_language(app, code, monkeypatch)
        t = translator(code)
        for module in (scorekeeper_driver, table):
            monkeypatch.setattr(module, "MODE_LABELS", {m: t(f"mode_short.{m}") for m in table.MODE_LABELS})
        for theme in ("light", "dark"):
            app.wait_for("new-game")
            if app.is_checked("theme-dark") is not (theme == "dark"):
                app.tap("theme-dark")
                app.wait_checked("theme-dark", theme == "dark")
            for case, others, then in (("adds-up", (2, 0), 0), ("does-not", (1, 0), None)):
                name = f"{code}-{theme}-{case}"
                sk.new_game(["Ana", "Ben", "Cleo"], notequal=True, bids="secret", schedule=(3, 3))
                sk.bid(others[0])
                sk.bid(others[1])
                sk.lift_cover()
                key = cover_of(sk.state)
                shot(f"{name}-1-pad", "bid-turn")
                sk.pick_tap("bid-1", (key, 1, None), "pick Ana 1")
                shot(f"{name}-2-confirm", "bid-confirm")
                if then is not None:  # 2 + 0 + 1 = 3 cards
                    sk.pick_tap("bid-confirm", (key, None, 1), "confirm Ana 1: asked again")
                    shot(f"{name}-3-asked-again", "bid-hint")
                    sk.pick_tap(f"bid-{then}", (key, then, 1), f"pick Ana {then}")
                sk._do("bid-confirm", Bid(player=0, value=1 if then is None else then), "bid Ana (confirmed)")
                shot(f"{name}-4-play", "trick-0" if not sk.direct else "entry-title")
                app.tap("back")
                app.wait_for("new-game")
            sk.new_game(["Ana", "Ben", "Cleo"], preset="anniversary", schedule=(2, 3),
                        preset_name=t.preset_name(table.REGISTRY.get("anniversary")))
            sk.bid_round(None, {1: 0, 2: 1, 0: 0})  # type: ignore[arg-type]
            sk.trick(2)
            app.tap("cloud")  # the Cloud's players with a trick, each with +1 / -1
            sk._do("cloud-2-up", CloudShift(player=2, change=1), "cloud Cleo +1")  # Cleo's 1 becomes 2
            app.scroll_into_view("bid-balance")
            shot(f"{code}-{theme}-cloud-bid-line", "bid-balance")
            app.tap("back")
            app.wait_for("new-game")
    for name in shots:
        assert (SCREENSHOT_DIR / f"{name}.png").stat().st_size > 5_000, name
