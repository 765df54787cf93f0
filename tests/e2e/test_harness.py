"""Proves every AppPage method against tests/e2e/demo_app.py.

These pin their own app (the demo), so changing DEFAULT_APP in conftest.py to
the real app does not affect them.
"""

from __future__ import annotations

import json
import os
import time
import urllib.request

import pytest

from .harness import AppServer, AppTarget, sel

pytestmark = pytest.mark.e2e

DEMO = "tests.e2e.demo_app:main"


@pytest.fixture
def app_target() -> AppTarget:
    return AppTarget.parse(DEMO)


def test_first_screen_shows_title_total_and_disabled_controls(app):
    assert app.exists("title")
    assert app.text("title") == "Harness demo"
    assert app.text("total-0") == "0"
    # Button label is the text of the inner role=button node.
    assert app.text("add-player") == "Add player"
    assert app.is_disabled("bid-2") is True
    assert app.is_disabled("bid-1") is False
    assert app.is_disabled("undo") is True  # nothing to undo yet
    assert not app.exists("name-0")
    assert not app.exists("no-such-node")


def test_filled_name_is_added_by_button_and_by_enter(app):
    app.fill("player-name", "Ana")
    app.tap("add-player")
    app.wait_for("name-0")
    assert app.text("name-0") == "Ana"

    app.fill("player-name", "Bob", submit=True)  # Enter -> on_submit
    app.wait_text("name-1", "Bob", exact=True)
    assert app.texts("name-") == ["Ana", "Bob"]
    assert app.identifiers("name-") == ["name-0", "name-1"]


def test_bids_add_up_undo_takes_back_and_disabled_bid_does_nothing(app):
    app.tap("bid-1")
    app.wait_text("total-0", "1", exact=True)
    app.tap("bid-3")
    assert app.wait_text("total-0", "4", exact=True) == "4"
    assert app.is_disabled("undo") is False

    app.tap("undo")
    app.wait_text("total-0", "1", exact=True)

    app.tap("bid-2")  # aria-disabled: the click lands but no event reaches Python
    time.sleep(0.5)
    assert app.text("total-0") == "1"


def test_switch_reports_aria_checked_and_its_label(app):
    assert app.is_checked("option-notequal") is False
    assert app.text("option-notequal") == "Bids may not equal tricks"
    app.tap("option-notequal")
    app.wait_checked("option-notequal", True)
    assert app.is_checked("option-notequal") is True
    app.tap("option-notequal")
    app.wait_checked("option-notequal", False)


def test_reload_opens_a_new_session_that_reads_the_saved_table(app, app_server):
    app.fill("player-name", "Cleo", submit=True)
    app.wait_for("name-0")
    app.tap("bid-3")
    app.wait_text("total-0", "3", exact=True)

    app.reload(first="total-0")
    assert app.text("name-0") == "Cleo"
    assert app.text("total-0") == "3"
    saved = json.loads((app_server.data_dir / "demo-table.json").read_text())
    assert saved == {"names": ["Cleo"], "bids": [3], "not_equal": False}


def test_dialog_hides_the_page_below_and_confirm_resets(app):
    app.tap("bid-1")
    app.wait_text("total-0", "1", exact=True)
    app.tap("reset")
    app.wait_for("reset-dialog")
    assert app.text("reset-dialog") == "All players and bids are removed."
    assert not app.exists("total-0")  # modal barrier: the page leaves the tree

    app.tap("reset-confirm")
    app.wait_gone("reset-dialog")
    assert app.wait_text("total-0", "0", exact=True) == "0"


def test_screenshots_are_written_and_dark_theme_shows(app):
    light = app.screenshot("e2e-demo-light")
    app.tap("theme-dark")
    app.wait_checked("theme-dark", True)
    dark = app.screenshot("e2e-demo-dark")
    assert light.exists() and light.stat().st_size > 1000
    assert light.read_bytes() != dark.read_bytes()
    try:
        from PIL import Image
    except ImportError:
        return
    # Bottom of the page is plain background.
    assert sum(Image.open(light).convert("RGB").getpixel((180, 720))) > 600
    assert sum(Image.open(dark).convert("RGB").getpixel((180, 720))) < 150


def test_two_tabs_stay_in_step_through_pubsub(app, open_tab):
    other = open_tab(first="total-0")

    app.tap("bid-3")  # each change in one tab shows in the other, without a reload
    other.wait_text("total-0", "3", exact=True)

    other.fill("player-name", "Dana", submit=True)
    app.wait_for("name-0")
    assert app.text("name-0") == "Dana"

    other.tap("option-notequal")
    app.wait_checked("option-notequal", True)


def test_text_field_value_is_the_dom_input_which_syncs_on_focus(app):
    assert sel("x") == '[flt-semantics-identifier="x"]'
    app.fill("player-name", "Eve")
    assert app.text("player-name") == "Eve"  # the <input> value
    label = app.locator("player-name").locator("input").get_attribute("aria-label")
    assert label == "Player name"  # the field label is the input's aria-label

    app.tap("add-player")  # the app clears the field (value="")...
    app.wait_for("name-0")
    # ...but the unfocused DOM input keeps the old text until it gets focus.
    assert app.text("player-name") == "Eve"
    app.locator("player-name").locator("input").click()
    app.wait_text("player-name", "", exact=True)
    app.fill("player-name", "Fay", submit=True)  # fill() waits out that sync
    app.wait_text("name-1", "Fay", exact=True)


def test_app_target_parses_entry_points_and_commands():
    assert AppTarget.parse("scorekeeper.app:main").entry == "scorekeeper.app:main"
    cmd = AppTarget.parse("scorekeeper --web --port {port}")
    assert cmd.argv(8123) == ["scorekeeper", "--web", "--port", "8123"]
    with pytest.raises(ValueError):
        AppTarget()


def test_server_serves_and_its_process_group_is_gone_after_stop(tmp_path):
    server = AppServer(AppTarget.parse(DEMO), tmp_path / "data")
    with server:
        pid = server.proc.pid
        with urllib.request.urlopen(server.url + "/", timeout=5) as resp:
            assert resp.status == 200
    with pytest.raises(ProcessLookupError):
        os.killpg(pid, 0)  # signal 0: does the group exist?
