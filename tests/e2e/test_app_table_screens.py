"""Screenshots of the round screen as a table sees it all game long (issue 9),
for a person to look at: rounds of 1, 10, 15 and 20 cards with 3 players,
of 1 and 10 cards with 6 (the most a deck allows them), in the light and the
dark theme (the device's mode: the app follows it), at 360x740 and 1280x800.

Each round is shot while bidding, in the tally, in direct entry and scored.
Written to screenshots/table-SIZE-THEME-Np-... (git-ignored). The test also
checks what a screenshot cannot: every player's total and the pad's and
rows' nodes are inside the screen, with nothing to scroll sideways.
"""

from __future__ import annotations

import random

import pytest

from .harness import SCREENSHOT_DIR, AppPage, AppServer, new_context
from .scorekeeper_driver import Driver

pytestmark = pytest.mark.e2e

SIZES = {"360x740": {"width": 360, "height": 740}, "1280x800": {"width": 1280, "height": 800}}
TABLES = {3: (["Ana", "Maximiliane-Josephine", "Cleo"], (1, 10, 15, 20)),
          6: (["Ana", "Maximiliane-Josephine", "Cleo", "Dan", "Eve", "Alexandra"], (1, 10))}
SETTLE_S = 0.8  # the canvas lags the semantics tree by a frame or more


def split(rng: random.Random, cards: int, players: int) -> tuple[int, ...]:
    cuts = sorted(rng.randint(0, cards) for _ in range(players - 1))
    return tuple(b - a for a, b in zip([0, *cuts], [*cuts, cards]))


@pytest.mark.parametrize("players", sorted(TABLES))
@pytest.mark.parametrize("theme", ["light", "dark"])
@pytest.mark.parametrize("size", list(SIZES))
def test_screenshots_of_every_round_size_for_3_and_6_players(browser, sk_server: AppServer, size, theme, players):
    view = SIZES[size]
    ctx = new_context(browser, viewport=view, color_scheme=theme)
    app = AppPage(ctx.new_page(), sk_server.url).open(first="new-game")
    sk = Driver(app)
    rng = random.Random(players * 100 + len(size))
    names, schedule = TABLES[players]
    shots: list[str] = []

    def shot(what: str, must_show: str) -> None:
        app.wait_for(must_show)
        app.page.mouse.move(view["width"] - 1, view["height"] - 1)  # no hover effect from the last tap
        name = f"table-{size}-{theme}-{players}p-{what}"
        app.screenshot(name, settle_s=SETTLE_S)
        shots.append(name)

    def inside(identifier: str) -> None:
        box = app.locator(identifier).first.bounding_box()
        assert box is not None and 0 <= box["x"] and box["x"] + box["width"] <= view["width"] + 0.5, \
            f"{identifier} sticks out sideways: {box}"

    try:
        sk.new_game(names, notequal=True, schedule=schedule)
        for number, cards in enumerate(schedule, start=1):
            last = number == len(schedule)
            sk.bid()
            shot(f"r{cards:02d}-1-bidding", "bid-turn")
            for seat in range(players):
                inside(f"total-{seat}")
                inside(f"board-{seat}")
            for v in range(cards + 1):
                inside(f"bid-{v}")
            sk.bid_round(rng)
            if sk.direct is None:
                sk.see_entry_mode()
            if sk.direct:
                sk.count_by_trick()
            shot(f"r{cards:02d}-2-tally", "tricks-left")
            for seat in range(players):
                inside(f"trick-{seat}")
            if cards == 1:
                sk.play_tricks(rng)
                shot(f"r{cards:02d}-4-scored", "round-scored")
                if not last:
                    sk.next_round()
                continue
            sk.trick(rng.randrange(players))
            sk.open_direct_entry()
            shot(f"r{cards:02d}-3-direct-entry", "entry-title")
            sk.enter_tricks(split(rng, cards, players))
        assert sk.state.complete
        shot("z1-game-over", "winners")
        sk.app.tap("show-sheet")
        sk.sheet = True
        sk.expect_state()
        shot("z2-sheet", "sheet-round-1")
    finally:
        ctx.close()
    for name in shots:
        path = SCREENSHOT_DIR / f"{name}.png"
        assert path.stat().st_size > 5_000, f"{path} looks empty"
