"""Words on the game screen of a 360x740 phone (issue 28, items 2, 7, 8):
the round's number and count always in the title, beside the table-mode
icon too; no word broken across lines in the undo notice; the correction
dialog says what to fix as a sentence and keeps its width; a notice goes by
itself and moves no pad. Screenshots to look at: /tmp/shots-28words/."""

from __future__ import annotations

import time
from collections.abc import Iterator
from pathlib import Path

import pytest

from scorekeeper.i18n import translator

from . import scorekeeper_driver, table
from .clipping import Spec, clipped, load_font
from .harness import AppPage, AppServer, AppTarget, new_context
from .layout import box
from .scorekeeper_driver import APP_COMMAND, Driver, fresh_home
from .test_app_languages import pick_language

pytestmark = pytest.mark.e2e

PHONE = {"width": 360, "height": 740}
SHOTS = Path("/tmp/shots-28words")
PLAYERS = ["Ana", "Ben", "Cleo"]
TITLE = Spec(18)
LINE = 1.172  # clipping.LINE: a line of Roboto is this many times its size


@pytest.fixture(scope="module")
def words_server(browser, tmp_path_factory) -> Iterator[AppServer]:
    """The app as it serves a table (the table-mode icon in the game's bar)."""
    tmp = tmp_path_factory.mktemp("words")
    server = AppServer(AppTarget.parse(f"{APP_COMMAND} --table-host 127.0.0.3"), tmp / "data",
                       log_path=tmp / "app.log")
    server.start()
    try:
        yield server
    finally:
        server.stop()


@pytest.fixture(scope="module")
def phone(browser, words_server: AppServer) -> Iterator[AppPage]:
    ctx = new_context(browser, viewport=PHONE, accept_downloads=True)
    page = AppPage(ctx.new_page(), words_server.url).open(first="new-game")
    yield page
    ctx.close()


@pytest.fixture
def tk(phone: AppPage, words_server: AppServer, request, monkeypatch) -> Iterator[Driver]:
    yield from fresh_home(phone, words_server, request)
    if phone.exists("language") and translator("en")("home.new") not in phone.text("new-game"):
        pick_language(phone, "en", monkeypatch)  # the next test starts in English


def speak(tk: Driver, language: str, monkeypatch) -> None:
    pick_language(tk.app, language, monkeypatch)
    t = translator(language)
    monkeypatch.setattr(scorekeeper_driver, "MODE_LABELS", {m: t(f"mode_short.{m}") for m in ("open", "hidden", "secret")})


def start(tk: Driver, schedule=(1, 1, 1)) -> None:
    tk.new_game(PLAYERS, schedule=schedule, preset_name=table.T.preset_name(table.REGISTRY.get("standard")))


def shot(app: AppPage, name: str) -> None:
    if SHOTS.is_dir():
        app.page.mouse.move(359, 739)
        app.frames(3)
        time.sleep(1.0)  # the canvas lags the semantics tree
        app.page.screenshot(path=str(SHOTS / f"{name}.png"))


SPACING = 0.25  # px between letters: Material 3's body text keeps it at any size


def text_width(app: AppPage, text: str, size: float, spacing: float = 0.0) -> float:
    """Px of ``text`` in Roboto at ``size`` px (``spacing``: px added after each letter, as Flutter adds it)."""
    load_font(app)
    return app.page.evaluate(
        "([t, s]) => { const c = window.__skCanvas; c.font = `400 ${s}px SkRoboto`; return c.measureText(t).width; }",
        [text, size]) + spacing * len(text)


# -- item 2: the title ----------------------------------------------------------


@pytest.mark.parametrize("language", ["de", "sr"])
def test_beside_the_table_icon_the_title_shows_the_round_and_its_count_at_360_px(tk: Driver, language, monkeypatch):
    speak(tk, language, monkeypatch)
    t = translator(language)
    start(tk, schedule=(1,) * 12 + (2,) * 8)
    app = tk.app
    app.wait_for("table-mode")
    app.frames(3)
    words = t("game.round_of", n=1, total=20)
    assert app.text("round-number") == words  # a screen reader hears the whole words
    title = box(app, "round-number")
    icon = box(app, "table-mode")
    assert title["x"] + title["width"] <= icon["x"], f"the title runs under the icons: {title} {icon}"
    lines = int((title["height"] + 2) / (TITLE.size * LINE))
    if text_width(app, words, TITLE.size) <= title["width"] + 0.5:
        drawn = words  # the words fit on their line
    else:  # the numbers, under a small caption: two lines of the title's box
        assert lines >= 1 and title["height"] >= 12 * LINE + TITLE.size * LINE - 1, \
            f"'{words}' does not fit {title['width']:.0f} px and the title shows no numbers under it: {title}"
        drawn = t("game.round_short", n=1, total=20)
    assert not clipped(app, {"round-number": (TITLE, drawn)}), f"'{drawn}' cut in {title}"
    shot(app, f"title-table-icon-{language}")


# -- item 7: words ----------------------------------------------------------------


def word_breaks(app: AppPage, identifier: str, text: str, size: float, room_less: float = 0.0) -> list[str]:
    """The words of ``text`` wider than the node's box: Flutter breaks them inside."""
    b = box(app, identifier)
    assert b is not None, identifier
    return [w for w in text.split() if text_width(app, w, size, SPACING) > b["width"] - room_less]


def play_round_one(tk: Driver) -> None:
    tk.bid(1)
    tk.bid(0)
    tk.bid(0)
    tk.trick(0)
    tk.next_round()


def test_the_german_undo_notice_breaks_lines_only_between_words(tk: Driver, monkeypatch):
    speak(tk, "de", monkeypatch)
    de = translator("de")
    start(tk)
    play_round_one(tk)
    app = tk.app
    assert app.text("undo") == de("game.undo_close", n=1) == "Zurück zu Runde 1"
    tk.undo()
    said = de("undone.close", n=2)
    app.wait_text("undone-text", said, exact=True)
    app.frames(3)
    assert not word_breaks(app, "undone-text", said, 15), f"a word of '{said}' is broken: {box(app, 'undone-text')}"
    assert not clipped(app, {"undone-text": Spec(15)})
    shot(app, "undo-notice-de")


def test_undo_after_the_next_round_says_it_goes_back_to_the_round(tk: Driver, monkeypatch):
    start(tk)
    play_round_one(tk)
    app = tk.app
    assert app.text("undo") == "Back to round 1"
    tk.undo()
    assert app.text("redo") == "On to round 2"
    speak(tk, "sr", monkeypatch)
    tk.resume()
    assert app.text("redo") == "Даље на 2. рунду"


def open_correction(tk: Driver) -> None:
    tk.toggle_sheet()
    tk.app.tap("sheet-round-1")
    tk.app.wait_for("fix-save")


def dialog_edges(app: AppPage) -> tuple[float, float]:
    """(left, right) of the correction dialog: where its first stepper starts
    and its Save button ends (a dialog that grows moves both)."""
    first, save = box(app, "fix-bid-0-minus"), box(app, "fix-save")
    return first["x"], save["x"] + save["width"]


def test_the_correction_dialog_says_what_to_fix_and_keeps_its_width(tk: Driver):
    start(tk)
    play_round_one(tk)
    open_correction(tk)
    app = tk.app
    before = dialog_edges(app)
    app.tap("fix-tricks-1-plus")  # two tricks in a round of one card
    app.wait_for("fix-problem")
    app.frames(3)
    after = dialog_edges(app)
    assert abs(after[0] - before[0]) < 1 and abs(after[1] - before[1]) < 1, \
        f"the dialog changed its width when the problem came: {before} -> {after}"
    want = table.T.n("fix.tricks.sum", 1, sum=2, cards=1)
    assert want == "The tricks taken add up to 2, but this round had 1 trick."
    app.wait_text("fix-problem", want, exact=True)
    assert app.is_disabled("fix-save")
    shot(app, "correction-error-en")
    app.tap("fix-cancel")
    app.wait_gone("fix-save")


# -- item 8: a notice -------------------------------------------------------------


def test_a_notice_goes_by_itself_and_moves_no_pad(tk: Driver):
    start(tk)
    app = tk.app
    pads = {i: box(app, i) for i in ("bid-0", "trump")}
    tk.toggle_sheet()
    with app.page.expect_download(timeout=15_000):
        app.tap("export")
        app.wait_for("export-pdf")
        app.tap("export-pdf")
    tk.toggle_sheet()  # back to the round: the notice says the file was saved
    seen = False
    deadline = time.monotonic() + 40  # NOTICE_S is 6 s; a busy machine gets room
    while time.monotonic() < deadline:
        there = app.exists("notice")
        moved = {i: box(app, i) for i in pads if box(app, i) != pads[i]}
        assert not moved, f"the notice moved {moved} (was {pads}) while {'shown' if there else 'gone'}"
        if there:
            if not seen:
                assert "downloaded" in app.text("notice")
                shot(app, "notice-over-the-round")
            seen = True
        elif seen:
            break
        time.sleep(0.25)
    assert seen, "no notice came"
    assert not app.exists("notice"), "the notice stays"
    tk.expect_state()


# -- to look at ----------------------------------------------------------------------


@pytest.mark.parametrize("scheme", ["light", "dark"])
def test_screenshots_of_the_title_the_undo_notice_and_the_correction_dialog(browser, words_server: AppServer, scheme,
                                                                             monkeypatch):
    """In English, German and Serbian (saved when /tmp/shots-28words exists)."""
    ctx = new_context(browser, viewport=PHONE, color_scheme=scheme)
    try:
        app = AppPage(ctx.new_page(), words_server.url).open(first="new-game")
        for language in ("en", "de", "sr"):
            tk = Driver(app)
            speak(tk, language, monkeypatch)
            start(tk)
            app.wait_for("table-mode")
            shot(app, f"{scheme}-{language}-1-title")
            play_round_one(tk)
            tk.undo()
            app.wait_for("undone-text")
            shot(app, f"{scheme}-{language}-2-undo-notice")
            tk.redo()
            open_correction(tk)
            app.tap("fix-tricks-1-plus")
            app.wait_for("fix-problem")
            shot(app, f"{scheme}-{language}-3-correction")
            app.tap("fix-cancel")
            app.wait_gone("fix-save")
    finally:
        ctx.close()
