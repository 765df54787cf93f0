"""A link that is the game, opened on another phone (issue 31): what its
screen shows (presenters/shared.py, and the screen rendered without a
browser), keeping it once, and a damaged or foreign link refused in one line
with nothing stored."""

from __future__ import annotations

import pytest

from scorekeeper.bootstrap import Scorekeeper
from scorekeeper.domain import RuleChoice, record_from_state
from scorekeeper.exports.link import encode_record, game_link
from scorekeeper.i18n import translator
from scorekeeper.presenters.sheet import OUT
from scorekeeper.presenters.shared import link_in_address, shared_view
from scorekeeper.ui.shared.screen import SharedScreen
from scorekeeper.ui.store import AppStore

from ..exports.helpers import play
from .helpers import REGISTRY
from .test_evening_presenters import evening
from .test_export_views import finished_game

SITE = "https://example.org/wizard/"
T = translator("en")


def link_of(store: AppStore, game_id: str) -> str:
    return store.service.share_link(game_id, SITE)


def another_phone() -> AppStore:
    return AppStore(Scorekeeper.in_memory().service)


def test_an_address_is_a_game_link_only_with_a_g_in_its_fragment():
    assert link_in_address(SITE + "#g=abc") == SITE + "#g=abc"
    assert link_in_address(SITE + "#x=1&g=abc")
    assert not link_in_address(SITE) and not link_in_address(None) and not link_in_address(SITE + "#go=1")
    assert not link_in_address(SITE + "?g=abc")


def test_a_game_over_shows_its_standings_with_shared_places_and_the_winners():
    state = play(("Ana", "Ben", "Cleo", "Dan"), seed=3).state
    view = shared_view(state, "", T)
    assert view.error == "" and not view.continues
    assert [r.name for r in view.rows] == sorted(state.players, key=lambda n: -state.totals[state.players.index(n)])
    assert [r.total for r in view.rows] == sorted(state.totals, reverse=True)
    assert [r.place for r in view.rows] == sorted(state.ranks())
    assert {r.name for r in view.rows if r.winner} == {state.players[s] for s in state.winners}
    assert "win" in view.status and view.chart is not None
    assert view.keep_label == "Keep this game"


def test_a_game_in_progress_says_how_far_it_is_and_that_keeping_continues_it():
    state = play(("Ana", "Ben", "Cleo"), RuleChoice(), rounds=4).state
    view = shared_view(state, "", T)
    assert view.status == "4 of 20 rounds played" and view.continues
    assert not any(r.winner for r in view.rows)


def test_the_sheet_shows_every_round_read_only_as_the_game_screen_draws_it():
    state = play(("Ana", "Ben", "Cleo"), RuleChoice(schedule=(1, 2, 3)), seed=5).state
    view = shared_view(state, "", T)
    assert view.sheet is not None and view.sheet_title == "Score sheet"
    assert [r.number for r in view.sheet.rows] == [1, 2, 3]
    assert not any(r.correctable for r in view.sheet.rows), "nothing to correct"
    assert view.sheet.note == "Each cell: bid/tricks, points, total."
    assert [c.main for c in view.sheet.rows[-1].cells] == [str(total) for total in state.totals]


def test_an_evenings_sheet_shows_a_seat_out_as_a_dash_and_its_adjustment_with_the_reason():
    sheet = shared_view(evening().state, "", T).sheet
    assert sheet is not None and sheet.names == ("Ana", "Ben", "Eve", "Cleo", "Dan")
    assert sheet.rows[1].cells[1].top == OUT and sheet.rows[1].cells[1].main == ""  # Ben left: a dash, never a 0
    assert sheet.rows[2].cells[0].adjust == "-10 revoke"
    assert sheet.table_notes[-1] == "Round 3: Eve joined; Ana -10 (revoke)" and sheet.ended
    assert not any(r.correctable for r in sheet.rows)


def test_a_refused_link_is_one_line_and_nothing_to_keep():
    view = shared_view(None, "This game link is damaged", T)
    assert view.error == "This game link is damaged" and view.rows == () and view.keep_label == ""
    assert view.sheet is None


def test_the_link_opened_on_another_phone_shows_the_sheet_read_only_and_keeps_it_once(render, store):
    game_id = finished_game(store)
    phone = another_phone()
    phone.saved.open_link(link_of(store, game_id))
    screen = render(SharedScreen, phone)
    assert phone.nav.screen == "shared"
    assert screen.find("shared-row-0") is not None and screen.find("shared-status") is not None
    assert screen.find("sheet-cell-1-0") is not None and screen.find("sheet-name-2") is not None  # the sheet's grid
    assert screen.find("export") is None, "read-only: no share button"
    assert phone.service.history() == []  # shown, not stored
    screen.tap("shared-keep")
    kept = phone.service.history()
    assert [g.players for g in kept] == [("Ana", "Ben", "Cleo")] and phone.nav.notice == "Kept in this phone's history."
    assert phone.play.game_id == kept[0].id and phone.nav.screen == "game"
    assert phone.service.game(kept[0].id).state.totals == store.service.game(game_id).state.totals

    phone.saved.open_link(link_of(store, game_id))
    render(SharedScreen, phone).tap("shared-keep")
    assert len(phone.service.history()) == 1, "the same game is not stored twice"
    assert phone.nav.notice.startswith("This game is already") and phone.play.game_id == kept[0].id


def test_an_evenings_link_draws_its_grid_with_a_dash_for_a_seat_out_and_the_adjustments_mark(render):
    phone = another_phone()
    phone.saved.open_link(game_link(SITE, record_from_state(evening().state, REGISTRY).to_json()))
    screen = render(SharedScreen, phone)
    out = screen.find("sheet-cell-2-1")  # Ben left after round 1
    assert out is not None and out.label == "Round 2, Ben: sat out"
    assert screen.find("sheet-cell-3-0").label.endswith("(adjusted -10 revoke)")
    assert screen.find("sheet-table-note-1") is not None and screen.find("sheet-ended") is not None
    assert getattr(screen.find("sheet-round-1").content, "on_click", None) is None, "read-only: no round to tap"


def test_a_game_in_progress_kept_from_a_link_is_continued_on_the_phone(render, store):
    assert store.play.start_game(["Ana", "Ben", "Cleo"], 0, RuleChoice(schedule=(1, 2, 3)))
    phone = another_phone()
    phone.saved.open_link(link_of(store, store.play.game_id))
    render(SharedScreen, phone).tap("shared-keep")
    assert phone.nav.screen == "game" and not phone.play.viewing
    assert phone.play.game().state.current.number == 1


@pytest.mark.parametrize("cut", [3, 30])
def test_a_damaged_link_says_so_in_one_line_and_stores_nothing(render, store, cut):
    game_id = finished_game(store)
    phone = another_phone()
    phone.saved.open_link(link_of(store, game_id)[:-cut])
    screen = render(SharedScreen, phone)
    error = screen.find("shared-error")
    assert error is not None and screen.find("shared-keep") is None
    assert "damaged" in error.content.value and "\n" not in error.content.value
    assert phone.service.history() == []


def test_a_foreign_link_says_so_and_stores_nothing(render):
    phone = another_phone()
    phone.saved.open_link(SITE + "#g=" + encode_record({"format": "other-app/score@2", "players": ["a"]}))
    screen = render(SharedScreen, phone)
    assert "something else than a game" in screen.find("shared-error").content.value
    assert screen.find("shared-keep") is None
    assert phone.service.history() == []


def test_a_link_nested_too_deep_says_so_in_the_players_language_and_stores_nothing(render):
    """Issue 41: the 43-character link of 12,000 nested lists (it stopped Python in the browser)."""
    phone = another_phone()
    phone.saved.open_link(SITE + "#g=7cExAQAAAMKgoOvfwxg-QAEAAAAAAAAAAAAAwN8A")
    screen = render(SharedScreen, phone)
    error = screen.find("shared-error").content.value
    assert error == T("error.link.deep", depth=32) and screen.find("shared-keep") is None
    assert phone.service.history() == []


def test_whatever_reading_a_link_raises_the_screen_says_one_line_and_the_app_goes_on(render, monkeypatch):
    phone = another_phone()

    def broken(link):
        raise RecursionError("maximum recursion depth exceeded")

    monkeypatch.setattr(phone.service, "read_link", broken)
    phone.saved.open_link(SITE + "#g=abcd")
    screen = render(SharedScreen, phone)
    assert screen.find("shared-error").content.value == T("error.link.damaged")
    assert screen.find("shared-keep") is None
