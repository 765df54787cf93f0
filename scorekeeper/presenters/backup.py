"""What the backup screen says: its card (back up, restore, import a
record), what a restore did, and which game an imported record brought, in
words. (The files themselves are built and read by the service:
:mod:`scorekeeper.backup`.)"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Protocol, Sequence

from ..i18n import Translator


@dataclass(frozen=True, slots=True)
class BackupCardView:
    title: str
    hint: str  # what a backup is for (a new phone, a browser's data cleared)
    backup: str  # the button that saves every game to one file
    restore: str  # ... that adds the games of such a file
    import_record: str  # ... that stores one game record as a new game


def backup_card_view(t: Translator) -> BackupCardView:
    return BackupCardView(t("backup.title"), t("backup.hint"), t("backup.button"), t("backup.restore"),
                          t("backup.import"))


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
