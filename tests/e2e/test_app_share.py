"""Share (issue 31) in the served app, at 360x740, light and dark: the
game-over screen's "Link and QR code" shows the link that is the game, and
the QR code on the screen, read from a screenshot, decodes back to that
link; "Log in BG Stats" carries BG Stats' import link. The screenshots go to
screenshots/ (or E2E_SHOTS) for a person to look at."""

from __future__ import annotations

import io
import os
import random
from pathlib import Path

import pytest

from scorekeeper.exports.link import decode_link

from .harness import SCREENSHOT_DIR, AppPage, AppServer, AppTarget, new_context
from .scorekeeper_driver import APP_COMMAND, Driver

pytestmark = pytest.mark.e2e

SITE = "https://wizard.example.org/score/"
SHOTS = Path(os.environ.get("E2E_SHOTS") or SCREENSHOT_DIR)


@pytest.fixture(scope="module")
def share_server(browser, tmp_path_factory):
    tmp = tmp_path_factory.mktemp("share")
    server = AppServer(AppTarget.parse(os.environ.get("E2E_APP") or APP_COMMAND), tmp / "data",
                       log_path=tmp / "app.log", extra_env={"SCOREKEEPER_SITE_URL": SITE})
    server.start()
    try:
        yield server
    finally:
        server.stop()


def decoded(png: bytes) -> list[str]:
    zxingcpp = pytest.importorskip("zxingcpp", reason="the QR decoder of the test extra (zxing-cpp)")
    from PIL import Image

    return [r.text for r in zxingcpp.read_barcodes(Image.open(io.BytesIO(png)))]


@pytest.mark.parametrize("scheme", ["light", "dark"])
def test_the_game_over_qr_code_on_the_screen_decodes_to_the_games_link(browser, share_server: AppServer, scheme):
    context = new_context(browser, color_scheme=scheme)
    try:
        app = AppPage(context.new_page(), share_server.url, screenshot_dir=SHOTS).open(first="new-game")
        sk = Driver(app)
        sk.new_game(["Ana", "Ben", "Cleo"], schedule=(1, 2))
        rng = random.Random(31)
        sk.play_round(rng)
        sk.play_round(rng, close=False)
        assert sk.state.complete
        app.wait_for("bgstats")
        app.scroll_into_view("share-open")
        app.page.mouse.move(359, 739)
        app.screenshot(f"31-game-over-{scheme}", settle_s=1.0)
        app.tap("share-open")
        app.wait_for("share-qr")
        app.page.mouse.move(359, 739)
        shot = app.screenshot(f"31-share-qr-{scheme}", settle_s=1.0)
        link = next(t for t in decoded(shot.read_bytes()))
        assert link.startswith(SITE + "#g=") and link in app.text("share-link")
        record = decode_link(link)
        assert record["players"] == ["Ana", "Ben", "Cleo"] and len(record["rounds"]) == 2
    finally:
        context.close()
