"""Every label of the round screen whole at 360x740, in each of the six
languages (issue 19, part A): the undo button says what it undoes, "Score
round 3 · then X deals" keeps the name, long lines wrap; names cut to fit
six across the phone stay told apart, are read out whole and are never cut
again by the screen.

What "whole" means is measured (tests/e2e/clipping.py): each node's text in
the app's font, wrapped at the node's width, against the lines its box has.
"""

from __future__ import annotations

import random

import pytest

from scorekeeper.domain import Phase
from scorekeeper.i18n import LANGUAGES
from scorekeeper.presenters.names import chip_fit

from . import table
from .clipping import BAR, BIG, BUTTON, ICON_BUTTON, Spec, assert_not_clipped
from .scorekeeper_driver import Driver
from .test_app_languages import pick_language
from .test_app_six_names import drawn_whole
from .test_app_table_fit import speak, standard_name

pytestmark = pytest.mark.e2e

SIX = ["Maximiliane-Josephine", "Bartholomäus", "Christopher", "Christina", "Светлана", "Alexandra"]


def undo_bar(tk: Driver) -> dict:
    """The undo bar's halves, with the words they draw (their names for a
    screen reader say whose: not what is drawn)."""
    t, game = table.T, tk.table.game
    nodes = {}
    for kind, action in (("undo", game.undo_action), ("redo", game.redo_action)):
        key = f"game.{kind}"
        drawn = t(key) if action is None else t(f"{key}_what", what=t(f"action.{action.type}"))
        nodes[kind] = (BAR, drawn)
    return nodes


def round_nodes(tk: Driver) -> dict:
    nodes = {"round-info": Spec(20, bold=True), "round-dealer": Spec(15), **undo_bar(tk)}
    phase = tk.state.current.phase
    if phase is Phase.BIDDING:
        nodes.update({"bid-turn": Spec(26, bold=True), "bid-total": Spec(16, bold=True), "bid-hint": Spec(14)})
    elif phase is Phase.PLAYING and tk.direct:
        nodes.update({"entry-title": Spec(18, bold=True), "next-round": BIG, "tally-entry": ICON_BUTTON,
                      "tricks-status-*": Spec(15, bold=True), "bid-balance": Spec(14)})
    elif phase is Phase.PLAYING:
        nodes.update({"tricks-left": Spec(18, bold=True), "bid-balance": Spec(14), "direct-entry": ICON_BUTTON})
    elif phase is Phase.SCORED:
        nodes.update({"round-scored": Spec(18, bold=True), "next-round": BIG})
    return nodes


def names_whole_and_apart(tk: Driver, what: str) -> None:
    """The names the totals strip and the bid board draw: each fit to its
    chip by the presenter (two lines where that helps), pairwise distinct,
    read out whole and drawn whole."""
    players = tuple(tk.state.players)
    shown, size = chip_fit(players)
    assert len(set(shown)) == len(players), shown
    bad = drawn_whole(tk, dict(zip(players, shown)), size)
    assert not bad, f"names cut again by the screen {what}:\n  " + "\n  ".join(bad)


@pytest.mark.parametrize("language", LANGUAGES)
def test_every_label_of_the_round_is_whole_in_each_language(tk: Driver, language: str, monkeypatch):
    rng = random.Random(7)
    if language != "en":
        speak(tk, language, monkeypatch)
    try:
        tk.new_game(SIX, notequal=True, schedule=(3, 1), preset_name=standard_name())
        names_whole_and_apart(tk, "(round 1, bidding)")
        while tk.state.current.phase is Phase.BIDDING:
            assert_not_clipped(tk.app, round_nodes(tk), f"({language}, bidding)")
            tk.bid(rng=rng)
        tk.see_entry_mode()
        if tk.direct:
            tk.count_by_trick()
        assert_not_clipped(tk.app, round_nodes(tk), f"({language}, tally)")
        tk.play_tricks(rng)
        assert_not_clipped(tk.app, round_nodes(tk), f"({language}, scored)")
        tk.next_round()
        while tk.state.current.phase is Phase.BIDDING:
            tk.bid(rng=rng)
        tk.open_direct_entry()
        assert_not_clipped(tk.app, round_nodes(tk), f"({language}, direct entry)")
        tk.enter_tricks((1, 0, 0, 0, 0, 0))
        tk.app.wait_for("winners")
        assert_not_clipped(tk.app, {"winners": Spec(24, bold=True), "rematch": BIG, "copy-summary": Spec(16, 16, 14, 26),
                                    "export": Spec(16, 16, 14, 26), **undo_bar(tk)}, f"({language}, game over)")
    finally:
        if language != "en":
            tk.app.reload(first="new-game", fresh=True)
            pick_language(tk.app, "en", monkeypatch)


def test_the_detector_finds_a_label_cut_short(tk: Driver):
    """The measure itself: a label that cannot fit its box is reported (a
    hint held to one line of a third of its width)."""
    tk.new_game(["Ana", "Ben", "Cleo"], schedule=(1, 1))
    from .clipping import _CHECK_JS, load_font
    from .harness import sel

    load_font(tk.app)
    assert tk.app.page.evaluate(_CHECK_JS, [[sel("round-dealer"), 15, 0, 0, 0, False, ""]]) == []
    box = tk.app.locator("round-dealer").first.bounding_box()
    # the same text drawn 3 times larger would need more lines than the box has
    assert tk.app.page.evaluate(_CHECK_JS, [[sel("round-dealer"), 45, 0, 0, 0, False, ""]]), box
    assert BUTTON.size == 14
