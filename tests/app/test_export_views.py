"""Export, copy, backup, restore, import and the charts in the views
(rendered without a browser; tests/e2e/test_app_exports.py drives the real
app and checks the downloaded files)."""

from __future__ import annotations

import csv
import io
import json
from types import SimpleNamespace

import pytest

from scorekeeper.bootstrap import Scorekeeper
from scorekeeper.domain import Bid, CloseRound, EnterTricks, RuleChoice
from scorekeeper.exports import ExportFormat
from scorekeeper.ui.backup import backup_card
from scorekeeper.ui.widgets import export_dialog
from scorekeeper.ui.backup.backup_card import BackupCard
from scorekeeper.ui.widgets.export_button import ExportButton
from scorekeeper.ui.game.screen import GameScreen
from scorekeeper.ui.history.screen import HistoryScreen
from scorekeeper.ui.players.screen import PlayersScreen
from scorekeeper.ui.sheet.sheet import Sheet
from scorekeeper.ui.store import AppStore

NAMES = ["Ana", "Ben", "Cleo"]


def finished_game(store: AppStore, names=NAMES, schedule=(1, 2)) -> str:
    assert store.play.start_game(list(names), 0, RuleChoice(schedule=schedule)), store.nav.message
    for number, cards in enumerate(schedule, 1):
        state = store.play.game().state
        for seat in state.current.bidding_order:
            assert store.play.act(Bid(player=seat, value=1 if seat == 0 else 0)), store.nav.message
        assert store.play.act(EnterTricks(tricks=(cards,) + (0,) * (len(names) - 1))), store.nav.message
        if number < len(schedule):
            assert store.play.act(CloseRound())
    assert store.play.game().state.complete
    return store.play.game_id


@pytest.fixture
def saved(monkeypatch) -> list:
    """What the views hand to the platform's save dialog (a browser download)."""
    files: list = []

    async def save_export(export, t):
        files.append(export)
        return t("export.downloaded", name=export.filename)

    for module in (export_dialog, backup_card):  # the two places a file is handed to the platform
        monkeypatch.setattr(module, "save_export", save_export)
    return files


def test_the_game_over_screen_copies_the_summary_in_one_tap_and_shows_the_chart(render, store):
    game_id = finished_game(store)
    screen = render(GameScreen, store)
    copy = screen.find("copy-summary").content
    assert copy.action.data == store.service.export(game_id, ExportFormat.TXT).data.decode("utf-8")
    assert "Ana" in copy.action.data
    assert screen.find("export") is not None and screen.find("chart") is not None
    screen.tap("copy-summary")
    assert store.nav.notice == "The result is on the clipboard: paste it in the chat."
    assert render(GameScreen, store).find("notice") is not None


def test_the_export_choices_save_the_services_file_for_each_format(render, store, saved):
    game_id = finished_game(store)
    button = render(ExportButton, game_id, True, store.t, store)
    assert button.find("export-pdf") is None
    button.tap("export")
    assert button.ids("export-") == ["export-pdf", "export-csv", "export-json", "export-close"]
    assert button.find("copy-summary") is not None
    for fmt in ("csv", "json", "pdf"):
        button.tap("export").tap(f"export-{fmt}")
    csv_file, json_file, pdf_file = saved
    assert csv_file.data == store.service.export(game_id, ExportFormat.CSV).data
    assert list(csv.reader(io.StringIO(csv_file.data.decode("utf-8-sig"))))[0][0] == "round"
    assert json.loads(json_file.data)["players"] == NAMES
    assert pdf_file.data.startswith(b"%PDF") and pdf_file.filename.endswith(".pdf")
    assert store.nav.notice == f"{pdf_file.filename} downloaded."


def test_the_game_over_export_choices_leave_the_copy_to_the_screens_own_button(render, store):
    game_id = finished_game(store)
    button = render(ExportButton, game_id, False, store.t, store).tap("export")
    assert button.find("export-csv") is not None and button.find("copy-summary") is None


def test_an_export_that_fails_says_why_and_saves_nothing(render, store, saved, monkeypatch):
    game_id = finished_game(store)

    def broken(*_args, **_kwargs):
        raise OSError("the font file is missing")

    monkeypatch.setattr(store.service, "export", broken)
    render(ExportButton, game_id, False, store.t, store).tap("export").tap("export-pdf")
    assert saved == [] and store.nav.message == "Could not export this game: the font file is missing"


def test_the_sheet_offers_the_export_and_shows_the_score_progression(render, store):
    game_id = finished_game(store)
    sheet = render(Sheet, store.play.game(), False, store.t, store, game_id)
    assert sheet.find("export") is not None
    chart = sheet.find("chart")
    assert chart is not None
    assert chart.label == "Ben and Cleo share the lead with 40 after round 2. The lead changed hands once."


def test_every_history_row_opens_the_export_choices_of_its_game(render, store, saved):
    finished_game(store)
    history = render(HistoryScreen, store)
    assert history.ids("game-export-") == ["game-export-0"]


def test_the_players_screen_draws_each_players_bid_accuracy(render, store):
    finished_game(store)
    players = render(PlayersScreen, store)
    assert players.ids("accuracy-") == ["accuracy-0", "accuracy-1", "accuracy-2"]
    # Ana bid 1 and took every trick: exact in the 1-card round; in the 2-card one she took
    # more tricks than she bid: her bid was too low
    assert players.find("accuracy-0").label == "exact 1 · too low 1"
    assert players.find("accuracy-1").label == "exact 2"


def picked(data: bytes | None):
    files = [] if data is None else [SimpleNamespace(name="backup.json", bytes=data)]
    return SimpleNamespace(files=files)


def pick(card, identifier: str, data: bytes | None) -> None:
    """The player picks a file with the button's picker (a client action)."""
    action = card.find(identifier).content.controls[0].action
    action.file_picker.on_result(picked(data))


def test_a_backup_restored_on_an_empty_phone_brings_back_history_and_trash(render, store, saved):
    finished_game(store)
    trashed = finished_game(store, ["Dan", "Eve", "Finn"])
    store.saved.trash(trashed)
    render(BackupCard, store).tap("backup")
    backup = saved[-1]
    assert backup.filename.startswith("wizard-backup-") and backup.filename.endswith(".json")

    phone = AppStore(Scorekeeper.in_memory().service)
    card = render(BackupCard, phone)
    pick(card, "restore", backup.data)
    assert phone.nav.notice == "2 added."
    assert [g.players for g in phone.service.history()] == [store.service.history()[0].players]
    assert [g.players for g in phone.service.trash_list()] == [("Dan", "Eve", "Finn")]
    pick(card, "restore", backup.data)
    assert phone.nav.notice == "0 added, 2 already here." and len(phone.service.history(include_trash=True)) == 2


@pytest.mark.parametrize("data", [b"\x89PNG\r\n", b'{"format": "something/else@1", "games": []}', b"[" * 100_000])
def test_a_damaged_or_foreign_file_is_refused_whole_with_one_line(render, store, data):
    card = render(BackupCard, store)
    pick(card, "restore", data)
    assert store.nav.message and "\n" not in store.nav.message and store.nav.notice == ""
    assert store.service.history(include_trash=True) == []


def test_a_cancelled_pick_does_nothing(render, store):
    pick(render(BackupCard, store), "restore", None)
    assert store.nav.message == "" and store.nav.notice == ""


def test_one_game_record_is_imported_from_a_file(render, store):
    source = AppStore(Scorekeeper.in_memory().service)
    game_id = finished_game(source)
    record = source.service.export(game_id, ExportFormat.JSON).data
    pick(render(BackupCard, store), "import-record", record)
    assert store.nav.notice == "Imported the game of Ana, Ben, Cleo."
    assert [g.players for g in store.service.history()] == [("Ana", "Ben", "Cleo")]
    pick(render(BackupCard, store), "import-record", b'{"format": "wizard-scorekeeper/game@1"}')
    assert store.nav.message and "\n" not in store.nav.message and len(store.service.history()) == 1
