"""The export choices, the save confirmation and the restore report, in words."""

from __future__ import annotations

from dataclasses import dataclass

from scorekeeper.exports import ExportFormat
from scorekeeper.presenters.backup import imported_text, restore_summary
from scorekeeper.presenters.exports import export_choices, saved_text

from .helpers import t


def test_the_export_choices_offer_the_score_pad_the_spreadsheet_and_the_record_by_their_contract_ids():
    choices = export_choices(t)
    assert [(c.identifier, c.format) for c in choices] == [
        ("export-pdf", ExportFormat.PDF), ("export-csv", ExportFormat.CSV), ("export-json", ExportFormat.JSON)]
    assert all(c.label and c.hint for c in choices)


def test_a_browser_download_is_named_and_a_cancelled_save_dialog_says_nothing():
    assert saved_text("wizard.pdf", None, True, t) == "wizard.pdf downloaded."
    assert saved_text("wizard.pdf", "/home/ana/wizard.pdf", False, t) == "Saved to /home/ana/wizard.pdf."
    assert saved_text("wizard.pdf", None, False, t) == ""


@dataclass(frozen=True)
class Report:
    added: tuple[str, ...] = ()
    skipped: tuple[str, ...] = ()
    refused: tuple[tuple[str, str], ...] = ()


def test_a_restore_reports_what_it_added_skipped_and_refused_and_why():
    summary = restore_summary(Report(("a", "b"), ("c",), (("game 4 (Ana, Ben, Cleo)", "round 3: tricks add up to 4, not 3"),)), t)
    assert summary.headline == "2 added, 1 already here, 1 refused."
    assert summary.refused == ("game 4 (Ana, Ben, Cleo): round 3: tricks add up to 4, not 3",)
    assert summary.changed


def test_a_restore_that_adds_nothing_changes_nothing():
    assert restore_summary(Report(skipped=("c",)), t).headline == "0 added, 1 already here."
    assert not restore_summary(Report(skipped=("c",)), t).changed
    assert restore_summary(Report(), t).headline == "The backup holds no games."


def test_an_import_names_the_players_of_the_game():
    assert imported_text(("Ana", "Ben", "Cleo"), t) == "Imported the game of Ana, Ben, Cleo."


def test_the_backup_card_names_its_three_actions():
    from scorekeeper.presenters.backup import backup_card_view

    view = backup_card_view(t)
    assert (view.backup, view.restore, view.import_record) == (t("backup.button"), t("backup.restore"), t("backup.import"))
    assert view.title == t("backup.title") and len({view.backup, view.restore, view.import_record}) == 3
