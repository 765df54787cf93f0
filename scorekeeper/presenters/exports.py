"""What the export choices, the backup and the restore show: which files a
game can leave the phone as, and what a restore did, in words.

The files themselves are built by :mod:`scorekeeper.exports` through the
service (the same bytes as ``scorekeeper export``); this module only decides
the labels, the order and the messages.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Protocol, Sequence

from ..exports import ExportFormat
from ..i18n import Translator


@dataclass(frozen=True, slots=True)
class ExportChoice:
    identifier: str  # the button's semantics identifier (a contract with outside tests)
    format: ExportFormat
    label: str  # "Score pad to print (PDF)"
    hint: str  # what the file is good for


# Most asked for first: the printable pad, then the spreadsheet, then the
# record that can be imported again. (The text summary is copied, not saved.)
FILE_FORMATS = (ExportFormat.PDF, ExportFormat.CSV, ExportFormat.JSON)


def export_choices(t: Translator) -> tuple[ExportChoice, ...]:
    return tuple(
        ExportChoice(f"export-{fmt.value}", fmt, t(f"export.{fmt.value}"), t(f"export.{fmt.value}_hint"))
        for fmt in FILE_FORMATS
    )


def saved_text(filename: str, path: str | None, web: bool, t: Translator) -> str:
    """What to tell after a save: in a browser the file is a download (the
    browser does not say where it went); on a desktop or phone the dialog
    returns the path, or nothing when it was cancelled ("")."""
    if web:
        return t("export.downloaded", name=filename)
    return t("export.saved", path=path) if path else ""


class RestoreOutcome(Protocol):
    """What a restore reports (the service's ``RestoreReport``)."""

    @property
    def added(self) -> Sequence[str]: ...
    @property
    def skipped(self) -> Sequence[str]: ...
    @property
    def refused(self) -> Sequence[tuple[str, str]]: ...


@dataclass(frozen=True, slots=True)
class RestoreSummary:
    headline: str  # "3 games added, 1 already here, 1 refused."
    refused: tuple[str, ...]  # one line per refused game: "game 4 (Ana, Ben, Cleo): round 3: ..."
    changed: bool  # something was stored: the lists must be reloaded


def restore_summary(report: RestoreOutcome, t: Translator) -> RestoreSummary:
    added, skipped, refused = len(report.added), len(report.skipped), len(report.refused)
    if not (added or skipped or refused):
        headline = t("restore.nothing")
    else:
        parts = [t("restore.added", n=added)]
        if skipped:
            parts.append(t("restore.skipped", n=skipped))
        if refused:
            parts.append(t("restore.refused", n=refused))
        headline = ", ".join(parts) + "."
    lines = tuple(t("restore.refused_line", what=what, why=why) for what, why in report.refused)
    return RestoreSummary(headline, lines, changed=added > 0)


def imported_text(players: Sequence[str], t: Translator) -> str:
    return t("import.done", players=", ".join(players))
