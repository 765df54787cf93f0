"""Six players' names at 360x740 (issue 28, item 9): the chips of the
totals strip, the bid board and the sheet's columns draw each name as long
as the chip allows (two lines where one cannot hold it), never two alike,
and a screen reader hears every name whole, not "Diet…".
"""

from __future__ import annotations

import os
import random
from pathlib import Path

import pytest

from scorekeeper.presenters.names import ELLIPSIS, chip_fit

from .clipping import _BY_TEXT_JS, _CHECK_JS, load_font
from .layout import box
from .scorekeeper_driver import Driver
from .test_app_languages import pick_language

pytestmark = pytest.mark.e2e

SIX = ["Dieter", "Friedrich", "Friederike", "Maximiliane-Josephine", "Alexandra", "Eve"]
SHOTS = Path(os.environ.get("SK_SHOTS", "/tmp/shots-28small"))


def drawn_whole(tk: Driver, shown: dict[str, str], size: float, pad_x: float = 0.0) -> list[str]:
    """The nodes read out as each name (whole) whose box cannot hold what
    they draw (``shown[name]``: the name as the presenter fit it)."""
    load_font(tk.app)
    counts = tk.app.page.evaluate(_BY_TEXT_JS, list(shown))
    assert all(counts[name] >= 1 for name in shown), f"a name is not read out whole: {counts}"
    bad = tk.app.page.evaluate(_CHECK_JS, [[f'flt-semantics[data-sk-text="{name}"]', size, pad_x, 0, 0, True, text]
                                           for name, text in shown.items()])
    tk.app.page.evaluate("() => document.querySelectorAll('[data-sk-text]').forEach(e => e.removeAttribute('data-sk-text'))")
    return bad


def test_six_names_are_read_out_whole_and_drawn_apart_as_long_as_the_chips_allow(tk: Driver):
    tk.new_game(SIX, schedule=(1, 1))
    shown, size = chip_fit(SIX)
    assert len({s.casefold() for s in shown}) == 6
    assert shown[0] == "Dieter" and shown[1] == "Fried-\nrich", shown  # not "Diet…", "Frie…", nor "Fried" / "rich"
    # the bid board: each chip is named by the whole name
    for seat, name in enumerate(SIX):
        assert name in tk.app.text(f"board-{seat}"), tk.app.text(f"board-{seat}")
    bad = drawn_whole(tk, dict(zip(SIX, shown)), size)
    assert not bad, "names cut again by the screen:\n  " + "\n  ".join(bad)
    tk.toggle_sheet()
    for seat, name in enumerate(SIX):
        assert tk.app.text(f"sheet-name-{seat}") == name
    SHOTS.mkdir(parents=True, exist_ok=True)
    tk.app.page.mouse.move(359, 739)
    tk.app.screenshot("sheet-6-names", settle_s=1.0).replace(SHOTS / "9-sheet-6-names-light-en.png")


TEN = ["Maximilian", "Charlotte", "Friedrich", "Konstantin", "Anna", "Dieter"]


@pytest.mark.parametrize("language", ["en", "de"])
def test_six_names_of_up_to_ten_letters_are_whole_on_the_chips_and_the_tiles(tk: Driver, language: str, monkeypatch):
    """Issue 40, item 8: "Charlot…" and "Friedri…" on the tiles, "Char" over
    "lotte" on the chips. Every name whole: on one line, or over two with a
    hyphen; drawn as the presenter fit it, never cut again by the screen."""
    from .test_app_table_fit import _LINES_JS, speak  # not at the top: that module imports this one (through the labels)

    if language != "en":
        speak(tk, language, monkeypatch)
    try:
        tk.new_game(TEN, schedule=(1, 1))
        shown, size = chip_fit(TEN)
        for name, text in zip(TEN, shown):
            first, _, second = text.partition("\n")
            assert ELLIPSIS not in text and (text == name or (first.endswith("-") and first[:-1] + second == name))
        bad = drawn_whole(tk, dict(zip(TEN, shown)), size)
        assert not bad, "names cut again by the screen:\n  " + "\n  ".join(bad)
        rng = random.Random(8)
        tk.bid_round(rng)
        tk.play_tricks(rng)  # the scored tiles draw the names (not read out as one row)
        strip = box(tk.app, "total-0")  # each name whole on its tile, under the chips
        assert strip is not None
        drawn = tk.app.page.evaluate(_LINES_JS, [[name[:3] for name in TEN], strip["y"] + strip["height"] + 4])
        for name in TEN:
            assert any(line == name or line.startswith(f"{name} (") for line in drawn[name[:3]]), drawn
        SHOTS.mkdir(parents=True, exist_ok=True)
        tk.app.page.mouse.move(359, 739)
        tk.app.screenshot("ten-names", settle_s=1.0).replace(SHOTS / f"40-ten-names-{language}.png")
    finally:
        if language != "en":
            tk.app.reload(first="new-game", fresh=True)
            pick_language(tk.app, "en", monkeypatch)
