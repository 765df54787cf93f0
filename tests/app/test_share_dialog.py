"""Share (issue 31): the sheet's share button and the game-over screen offer
the link that is the game as text and as a QR code; the served app asks for
the site's address once where it knows none; "Log in BG Stats" opens BG
Stats' import link for a game that is over. The QR code the screen shows is
decoded back to the same link (zxing-cpp, a decoder of the test extra)."""

from __future__ import annotations

import io
import json
from urllib.parse import parse_qs, urlsplit

import pytest

from scorekeeper.bootstrap import Scorekeeper
from scorekeeper.domain import RuleChoice
from scorekeeper.exports.link import decode_link
from scorekeeper.i18n import translator
from scorekeeper.presenters.share import share_view, site_problem
from scorekeeper.ui.store import AppStore
from scorekeeper.ui.widgets.export_button import ExportButton
from scorekeeper.ui.widgets.share_buttons import ShareButtons
from scorekeeper.ui.widgets.share_dialog import ShareDialog

from .test_export_views import finished_game

SITE = "https://wizard.example.org/app/"
T = translator("en")


def on_site(store: AppStore, site: str = SITE) -> AppStore:
    store.site_url = site
    return store


def shown_link(screen) -> str:
    return screen.find("share-link").label


def decoded_qr(png: bytes) -> list[str]:
    zxingcpp = pytest.importorskip("zxingcpp", reason="the QR decoder of the test extra (zxing-cpp)")
    from PIL import Image

    return [r.text for r in zxingcpp.read_barcodes(Image.open(io.BytesIO(png)))]


def test_the_sheets_share_button_offers_the_link_as_text_and_a_qr_code_that_decodes_to_it(render, store):
    game_id = finished_game(on_site(store))
    button = render(ExportButton, game_id, True, store.t, store).tap("export").tap("share-open")
    link = shown_link(button)
    assert link == store.service.share_link(game_id, SITE) and link.startswith(SITE + "#g=")
    assert decode_link(link) == json.loads(store.service.export(game_id, "json").data)
    png = button.find("share-qr").content.content.src
    assert decoded_qr(png) == [link]
    assert button.find("share-copy").content.action.data == link
    button.tap("share-copy")
    assert store.nav.notice == "Link copied."


def test_the_game_over_screen_offers_the_link_and_logs_the_play_in_bgstats(render, store):
    game_id = finished_game(on_site(store))
    row = render(ShareButtons, game_id, store.t, store)
    url = urlsplit(row.find("bgstats").content.url)
    assert url.netloc == "app.bgstatsapp.com" and url.path == "/createPlay.html"
    data = json.loads(parse_qs(url.query)["data"][0])
    assert [p["name"] for p in data["players"]] == ["Ana", "Ben", "Cleo"] and data["game"]["bggId"] == 1465
    row.tap("share-open")
    assert decoded_qr(row.find("share-qr").content.content.src) == [shown_link(row)]
    assert row.find("share-bgstats") is not None


def test_a_game_not_over_has_a_link_but_no_bgstats(render, store):
    assert on_site(store).play.start_game(["Ana", "Ben", "Cleo"], 0, RuleChoice(schedule=(1, 2)))
    game_id = store.play.game_id
    row = render(ShareButtons, game_id, store.t, store)
    assert row.find("bgstats") is None
    row.tap("share-open")
    assert shown_link(row).startswith(SITE) and row.find("share-bgstats") is None


def test_without_a_site_the_served_app_says_so_and_takes_the_address_once(render):
    store = AppStore(Scorekeeper.in_memory().service)
    game_id = finished_game(store)
    offered = render(ExportButton, game_id, True, store.t, store).tap("export").tap("share-open")
    assert offered.find("share-qr") is None and "No site address" in offered.find("share-no-site").content.value
    dialog = render(ShareDialog, game_id, lambda: None, store.t, store)  # its own state, as the root
    dialog.fire("share-site", "on_change", value="example.org").tap("share-site-save")
    assert store.device.prefs.site_url is None and dialog.find("share-qr") is None
    assert dialog.find("share-site").content.error == "Enter a web address starting with http:// or https://"
    dialog.fire("share-site", "on_change", value=" http://192.168.1.20:8000/ ").tap("share-site-save")
    assert store.device.prefs.site_url == "http://192.168.1.20:8000/"
    assert shown_link(dialog.refresh()).startswith("http://192.168.1.20:8000/#g=")


def test_the_devices_site_comes_before_the_launch_option():
    store = on_site(AppStore(Scorekeeper.in_memory().service), "https://from-the-option.example/")
    assert store.saved.site() == "https://from-the-option.example/"
    store.device.set_site_url("https://mine.example/")
    assert store.saved.site() == "https://mine.example/"


@pytest.mark.parametrize("text, ok", [("https://a.example/x/", True), ("http://10.0.0.2:8000", True),
                                      ("a.example", False), ("ftp://a.example/", False), ("https://a b/", False),
                                      ("https://a.example/" + "x" * 100, False)])
def test_a_site_address_is_a_web_address_of_at_most_100_characters(text, ok):
    assert (site_problem(text, T) == "") is ok


def test_the_share_view_says_why_there_is_no_link_only_without_one():
    assert share_view("", "", T).no_site and not share_view("https://x/#g=a", "", T).no_site
    assert share_view("https://x/#g=a", "", T).bgstats_label == ""
    assert share_view("https://x/#g=a", "https://app.bgstatsapp.com/createPlay.html?data=x", T).bgstats_label
