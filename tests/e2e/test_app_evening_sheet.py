"""The evening as it really goes (issue 30) on the sheet and the game-over
panel, in the real app in Chromium at 360x740: five players, Ben leaves
at round 4, Finn joins at round 6 between Ben and Cleo, the plan is
shortened to 12 rounds at round 7, Ana loses 10 for a revoke in round 5,
and the table stops after round 9. The game is played in-process on a data
folder before the app starts on it (the round screen is not what is tested
here). Screenshots of the sheet and the game-over panel, English and
German, light and dark, go to SK_SHOTS (default /tmp/shots-30-sheet)."""

from __future__ import annotations

import os
import random
from pathlib import Path
from typing import Iterator

import pytest

from scorekeeper.bootstrap import Scorekeeper
from scorekeeper.domain import (Adjust, Bid, CloseRound, EndGame, EnterTricks, JoinSeat, RuleChoice, TableChange,
                                legal_bids)
from scorekeeper.domain.changes import change_plan, join, leave
from scorekeeper.i18n import translator

from . import scorekeeper_driver, table
from .harness import AppPage, AppServer, AppTarget, new_context, sel
from .clipping import LINE, Spec, assert_not_clipped
from .layout import assert_in_view, box
from .scorekeeper_driver import APP_COMMAND
from .test_app_sheet_opening import rows_cut_by_the_names

pytestmark = pytest.mark.e2e

SHOTS = Path(os.environ.get("SK_SHOTS", "/tmp/shots-30-sheet"))
NAMES = ["Ana", "Ben", "Cleo", "Dan", "Eve"]
SCHEDULE = (1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 11, 10, 9)  # 15 rounds planned
t = translator("en")


def play_round(service, game_id: str, rng: random.Random) -> None:
    """The tricks fall at random among the players who play; most bid what
    they then take, some miss by one (as far as the rules allow the bid)."""
    rnd = service.game(game_id).state.current
    tricks = [0] * rnd.players
    for _ in range(rnd.cards):
        tricks[rng.choice(rnd.playing)] += 1
    for seat in rnd.bidding_order:
        allowed = sorted(legal_bids(service.game(game_id).state))
        wanted = tricks[seat] + (rng.choice((-1, 1)) if rng.random() < 0.35 else 0)
        service.act(game_id, Bid(player=seat, value=min(allowed, key=lambda b: (abs(b - wanted), b))))
    service.act(game_id, EnterTricks(tricks=tuple(tricks)))


def evening(service) -> str:
    rng = random.Random(34)
    game_id = service.new_game(NAMES, 0, RuleChoice(schedule=SCHEDULE))
    for number in range(1, 10):
        if number == 4:
            service.act(game_id, leave(1))  # Ben goes home
        if number == 6:
            service.act(game_id, join("Finn", 2))  # between Ben and Cleo: Ana, Ben, Finn, Cleo, Dan, Eve
        if number == 7:
            service.act(game_id, change_plan((7, 6, 5, 4, 3, 2)))  # 12 rounds in all
        play_round(service, game_id, rng)
        if number == 5:
            service.act(game_id, Adjust(player=0, points=-10, reason="revoke"))
        if number < 9:
            service.act(game_id, CloseRound())
    service.act(game_id, EndGame())
    return game_id


def crowded_evening(service) -> str:
    """Eight names at most in one game: six start, Ben and Dan leave at round
    3, Gus and Hal join at round 4; the table stops after round 6."""
    rng = random.Random(8)
    game_id = service.new_game(["Ana", "Ben", "Cleo", "Dan", "Eve", "Fay"], 0, RuleChoice(schedule=(1, 2, 3, 4, 5, 6, 7)))
    for number in range(1, 7):
        if number == 3:
            service.act(game_id, TableChange(leave=(1, 3)))
        if number == 4:
            service.act(game_id, TableChange(join=(JoinSeat(name="Gus", seat=2), JoinSeat(name="Hal", seat=7))))
        play_round(service, game_id, rng)
        if number == 5:
            service.act(game_id, Adjust(player=0, points=-200, reason="revoke"))
        if number < 6:
            service.act(game_id, CloseRound())
    service.act(game_id, EndGame())
    return game_id


def deep_in_the_red(service) -> str:
    """Six at a table, every total -120 after round 1 but Eve's (-110, the
    lead, starred): a revoke each. The history's fourth row."""
    game_id = service.new_game(["Ana", "Ben", "Cleo", "Dan", "Eve", "Fay"], 0, RuleChoice(schedule=(1, 2, 3)))
    for seat in range(6):
        service.act(game_id, Bid(player=(seat + 1) % 6, value=0))
    service.act(game_id, EnterTricks(tricks=(0, 0, 0, 0, 0, 1)))
    for seat, total in enumerate(service.game(game_id).state.totals):
        service.act(game_id, Adjust(player=seat, points=(-110 if seat == 4 else -120) - total, reason="revoke"))
    service.act(game_id, CloseRound())
    service.act(game_id, EndGame())
    return game_id


def three_at_a_table(service) -> str:
    """Three play ten rounds to the end. The history's third row."""
    rng = random.Random(3)
    game_id = service.new_game(["Ana", "Ben", "Cleo"], 0, RuleChoice(schedule=tuple(range(1, 11))))
    for number in range(1, 11):
        play_round(service, game_id, rng)
        if number < 10:
            service.act(game_id, CloseRound())
    return game_id


@pytest.fixture(scope="module")
def evening_server(browser, tmp_path_factory) -> Iterator[AppServer]:
    folder = tmp_path_factory.mktemp("evening") / "data"
    with Scorekeeper.open(folder) as seeded:
        deep_in_the_red(seeded.service)  # the history's fourth row
        three_at_a_table(seeded.service)  # its third
        crowded_evening(seeded.service)  # the history's second row
        evening(seeded.service)  # its first
    server = AppServer(AppTarget.parse(APP_COMMAND), folder, log_path=folder.parent / "app.log")
    server.start()
    try:
        yield server
    finally:
        server.stop()


@pytest.fixture
def app(browser, evening_server: AppServer) -> Iterator[AppPage]:
    ctx = new_context(browser)
    try:
        yield AppPage(ctx.new_page(), evening_server.url).open(first="history")
    finally:
        ctx.close()


def open_sheet(app: AppPage, history: str = "") -> None:
    """History -> the game (a finished game opens on its sheet); ``history``:
    what its row in the history must say first."""
    app.tap("history")
    app.wait_for("game-view-0")
    if history:
        app.page.get_by_text(history).first.wait_for(state="attached")
    app.tap("game-view-0")
    app.wait_for("sheet-ended")


def test_the_sheet_of_an_evening_shows_who_sat_out_who_joined_the_adjustment_and_the_early_end(app: AppPage):
    # the history's row first: the early end, who left and who joined
    open_sheet(app, history=f"{t('history.ended', n=9, total=12)} · Ben left · Finn joined")
    assert app.text("sheet-ended") == t("sheet.ended", n=9, total=12)
    assert app.exists("sheet-round-9") and not app.exists("sheet-round-10")  # only the rounds played
    # Ben (seat 1) sat rounds 4 to 9 out; Finn (seat 2) was not there before round 6
    assert app.text("sheet-cell-4-1") == "Round 4, Ben: sat out"
    assert app.text("sheet-cell-3-1").startswith("Round 3, Ben: bid")
    assert app.text("sheet-cell-5-2") == "Round 5, Finn: not at the table yet"
    assert app.text("sheet-cell-6-2").startswith("Round 6, Finn: bid")
    assert app.text("sheet-cell-5-0").endswith("(adjusted -10 revoke)")
    app.scroll_into_view("sheet-table-note-1")
    assert app.texts("sheet-table-note-") == ["Round 4: Ben left", "Round 5: Ana -10 (revoke)", "Round 6: Finn joined",
                                              "Round 7: new plan, 12 rounds in all"]


@pytest.mark.parametrize("row", [0, 1])
def test_a_game_over_opens_its_sheet_at_round_one_whole_under_the_names(app: AppPage, row: int):
    """From the history, a finished game's sheet starts at round 1 (nine rounds of six, eight
    columns of six rounds), its row whole under the names, not scrolled past rounds 1 to 3
    with round 1 or 4 cut in half under them (issue 40, item 9)."""
    app.tap("history")
    app.wait_for(f"game-view-{row}")
    app.tap(f"game-view-{row}")
    app.wait_for("sheet-ended")
    app.frames(10)  # the rows scroll (if they do) once they know their height
    assert_in_view(app, ["sheet-names", "sheet-number-1", "sheet-round-1", "sheet-round-2"], "(a game over)")
    names, first = box(app, "sheet-names"), box(app, "sheet-round-1")
    assert first["y"] >= names["y"] + names["height"] - 0.5, (names, first)
    assert not rows_cut_by_the_names(app, 6)


def rows_wheel(app: AppPage, dy: float) -> None:
    """A wheel turn over the sheet's rows (the middle of the lower screen)."""
    app.page.mouse.move(180, 560)
    app.page.mouse.wheel(0, dy)
    app.frames(6)


def test_the_names_over_the_rows_leave_with_them_and_never_cover_the_chart(app: AppPage):
    """Scrolled down to the chart under the rounds, no strip of names sits over it (they head
    the rows, not the chart); scrolled back up to the rows, they head them again (item 9)."""
    open_sheet(app)
    app.wait_for("sheet-names")
    for _ in range(6):  # to the foot of the sheet: a few wheel turns, no more
        rows_wheel(app, 600)
        if not app.exists("sheet-names"):
            break
    app.wait_gone("sheet-names")
    assert not app.exists("sheet-name-0")
    chart = box(app, "chart")
    assert chart is not None and chart["y"] < 740, chart
    for _ in range(6):
        rows_wheel(app, -600)
        if app.exists("sheet-names"):
            break
    app.wait_for("sheet-names")
    names, first = box(app, "sheet-names"), box(app, "sheet-round-1")
    assert first["y"] >= names["y"] + names["height"] - 0.5, (names, first)  # at the top again: round 1 whole


def test_totals_of_minus_120_stay_whole_on_one_line_on_the_sheets_screen_with_six_players(app: AppPage):
    """Six chips over the sheet and six columns of it on a 360 px phone: "-120" (and the
    starred leader's "-110") on one line each, side by side, never wrapped to "-12 / 0"
    (issue 40, item 11)."""
    app.tap("history")
    app.wait_for("game-view-3")
    app.tap("game-view-3")
    app.wait_for("sheet-ended")
    shown = {seat: "-110" if seat == 4 else "-120" for seat in range(6)}
    line = 18 * LINE  # a chip's total: 18 px, bold
    app.frames(6)
    boxes = [box(app, f"total-{seat}") for seat in range(6)]
    assert all(b is not None and b["height"] < 1.5 * line for b in boxes), boxes  # one line each
    assert all(a["x"] + a["width"] <= b["x"] + 0.5 for a, b in zip(boxes, boxes[1:])), boxes  # side by side
    assert_not_clipped(app, {f"total-{seat}": (Spec(18, bold=True), shown[seat]) for seat in range(6)}, "(the chips)")
    # the sheet's cells: the total's line (16 px, bold, 3 px each side) within the column's width
    for seat in range(6):
        cell = box(app, f"sheet-cell-1-{seat}")
        width = app.page.evaluate("(t) => { const c = window.__skCanvas; c.font = '700 16px SkRoboto';"
                                  " return c.measureText(t).width; }", shown[seat])
        assert width <= cell["width"] - 6, (seat, width, cell)


def test_the_game_over_panel_of_an_evening_says_it_ended_early_and_who_left(app: AppPage):
    open_sheet(app)
    app.tap("sheet-toggle")
    app.wait_for("over-ended")
    assert app.text("over-ended") == t("over.ended", n=9, total=12)
    assert t("over.left", n=3) in " ".join(app.texts("final-"))


def shot(app: AppPage, name: str) -> None:
    SHOTS.mkdir(parents=True, exist_ok=True)
    app.page.mouse.move(359, 739)  # no hover effect from the last tap
    app.screenshot(name, settle_s=1.0).replace(SHOTS / f"{name}.png")


def notes_under_the_names(app: AppPage) -> None:
    """Scroll the rows until the first note under them sits just below the names."""
    app.scroll_into_view("sheet-table-note-0")
    names = box(app, "sheet-name-0")
    for _ in range(5):  # a wheel step may fall short: a few more, no more
        gap = box(app, "sheet-table-note-0")["y"] - (names["y"] + names["height"] + 8)
        if abs(gap) < 4:
            return
        app.page.mouse.move(180, 600)
        app.page.mouse.wheel(0, gap)
        app.frames(3)


def choose_language(app: AppPage, code: str, monkeypatch) -> None:
    """The game's menu -> Language -> ``code``."""
    app.tap("game-menu")
    app.wait_for("game-language")
    app.tap("game-language")
    app.wait_for(f"lang-{code}")
    app.tap(f"lang-{code}")
    for module in (scorekeeper_driver, table):
        monkeypatch.setattr(module, "T", translator(code))
    app.wait_text("sheet-toggle", translator(code)("game.show_round"), exact=True)


@pytest.mark.parametrize("theme", ["light", "dark"])
def test_screenshots_of_the_evenings_sheet_and_game_over(app: AppPage, theme: str, monkeypatch):
    if theme == "dark":
        app.tap("theme-dark")
        app.wait_checked("theme-dark", True)
    open_sheet(app)
    for language in ("en", "de"):
        if language != "en":
            choose_language(app, language, monkeypatch)
        shot(app, f"30-{theme}-{language}-1-sheet")
        notes_under_the_names(app)
        shot(app, f"30-{theme}-{language}-2-sheet-notes")
        app.tap("sheet-toggle")
        app.wait_for("over-ended")
        shot(app, f"30-{theme}-{language}-3-game-over")
        app.tap("sheet-toggle")
        app.wait_for("sheet-ended")
    choose_language(app, "en", monkeypatch)


def test_screenshot_of_a_sheet_with_eight_names(app: AppPage):
    """Two who left and two who joined: eight columns on a 360 px phone, every figure whole."""
    app.tap("history")
    app.tap("game-view-1")
    app.wait_for("sheet-ended")
    shot(app, "30-light-en-4-sheet-eight-names")


@pytest.mark.parametrize("theme", ["light", "dark"])
def test_screenshots_of_the_sheet_at_three_and_six_in_german(app: AppPage, theme: str, monkeypatch):
    """Issue 40, item 9: three players' ten rounds opened at round 1, then at the chart (no
    names over it); six players' totals of -120; the evening's six columns at the chart."""
    if theme == "dark":
        app.tap("theme-dark")
        app.wait_checked("theme-dark", True)
    app.tap("history")
    app.tap("game-view-2")
    app.wait_for("sheet-toggle")
    choose_language(app, "de", monkeypatch)
    app.frames(6)
    shot(app, f"40-{theme}-de-3-players-sheet")
    for _ in range(6):
        rows_wheel(app, 600)
    shot(app, f"40-{theme}-de-3-players-chart")
    for row, name in ((3, "6-players-minus-120"), (0, "6-players-evening")):
        app.tap("back")  # to the history, or home
        app.page.wait_for_selector(f"{sel(f'game-view-{row}')}, {sel('history')}")
        if not app.exists(f"game-view-{row}"):
            app.tap("history")
        app.tap(f"game-view-{row}")
        app.wait_for("sheet-ended")
        app.frames(6)
        shot(app, f"40-{theme}-de-{name}-sheet")
    for _ in range(6):
        rows_wheel(app, 600)
    shot(app, f"40-{theme}-de-6-players-evening-chart")
    choose_language(app, "en", monkeypatch)
