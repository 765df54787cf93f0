"""Small words at the table (issue 19, part A), at 360x740: a seventh player
is refused where the player looks, the cover says what the bidder does,
the preset's text follows the bids chosen, and a bid total before the
dealer's bid is a running one."""

from __future__ import annotations


import pytest

from .harness import sel
from .layout import assert_in_view, box, ring_at
from .scorekeeper_driver import MODE_LABELS, T, Driver

pytestmark = pytest.mark.e2e

SIX = ["Ana", "Ben", "Cleo", "Dan", "Eve", "Fay"]


def test_with_six_seated_add_is_off_and_the_name_field_says_why(tk: Driver):
    tk.new_game(SIX, start=False)
    app = tk.app
    app.wait_text("seat-note", T("setup.too_many", max=6), exact=True)
    assert app.is_disabled("add-player")
    field = box(app, "player-name")
    app.fill("player-name", "Gus", submit=True)  # Enter: the seventh is refused, and said so by the field
    app.frames(4)
    assert not app.exists("seat-6")
    assert app.text("seat-note") == T("setup.too_many", max=6)
    note = box(app, "seat-note")
    assert 0 <= note["y"] - (field["y"] + field["height"]) < 80, f"the reason is not by the name field: {note}"
    assert_in_view(app, ["player-name", "add-player", "seat-note"])
    app.tap("seat-remove-5")  # a seat free again: Add is back, the note goes
    app.wait_gone("seat-note")
    assert not app.is_disabled("add-player")


def test_the_preset_text_follows_the_bids_chosen(tk: Driver):
    app = tk.app
    app.tap("new-game")
    app.wait_for("preset-description")
    for mode in ("hidden", "secret", "open"):
        app.scroll_into_view("option-bids")
        app.locator("option-bids").locator("[role=button]", has_text=MODE_LABELS[mode]).click()
        app.wait_text("preset-description", T(f"mode.{mode}"))
        text = app.text("preset-description")
        for other in {"open", "hidden", "secret"} - {mode}:
            assert T(f"mode.{other}") not in text, text
    assert "announced openly" not in tk.screen_text()  # the old words said so whatever was chosen
    app.tap("back")


def test_before_the_dealers_bid_the_total_is_a_running_one(tk: Driver):
    tk.new_game(["Ana", "Ben", "Cleo"], schedule=(1, 1, 1))
    tk.bid(1)  # Ben: 1 of 1 so far, and Cleo and Ana still to bid
    so_far = f"{T('bid.total_so_far', bids=1, cards=1)} · {T('bid.even')}"
    assert tk.app.text("bid-total") == so_far
    tk.bid(0)
    assert tk.app.text("bid-total") == so_far
    assert "so far" in so_far


def test_the_cover_asks_for_a_bid_not_to_show_one(tk: Driver):
    tk.new_game(["Ana", "Ben", "Cleo"], bids="secret", schedule=(1, 1, 1))
    assert tk.app.text("cover-ready") == T("cover.enter", name="Ben") == "I am Ben: enter my bid"
    assert "show my bid" not in tk.screen_text()
    tk.bid(0)
    assert tk.app.page.locator(sel("cover-ready")).count() == 1
    assert tk.app.text("cover-ready") == T("cover.enter", name="Cleo")


def test_a_tap_leaves_no_focus_ring_and_the_keyboard_brings_it(tk: Driver):
    tk.new_game(["Ana", "Ben", "Cleo"], schedule=(3, 3))
    app = tk.app
    tk.toggle_sheet()  # an ordinary tap (the mouse)
    assert ring_at(app, "sheet-toggle") < 0.1, "a focus ring stays on the Sheet/Round button after a tap"
    tk.toggle_sheet()
    assert max(ring_at(app, f"bid-{v}") for v in range(4)) < 0.1, "a ring on the bid pad after a tap"
    for _ in range(3):  # the keyboard moves the focus: now the focused control shows its ring
        app.page.keyboard.press("Tab")
        app.page.wait_for_timeout(600)  # (the first one switches the rings on: the page is drawn anew)
    candidates = ["sheet-toggle", "game-menu", "back", "trump", *(f"bid-{v}" for v in range(4))]
    rings = {c: ring_at(app, c) for c in candidates}
    assert max(rings.values()) > 0.2, rings
