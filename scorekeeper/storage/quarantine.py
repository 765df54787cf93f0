"""Damaged files: moved aside into ``quarantine/`` (never deleted), and reported.

A file that cannot be loaded must neither stop the app nor take other games
with it. The repository hands each such file here; it is moved into the
quarantine folder when that is safe, and a :class:`QuarantineReport` says in
one sentence what happened, for the app to show.
"""

from __future__ import annotations

import logging
import os
from pathlib import Path

from .atomic import fsync_dir
from .errors import CorruptFileError, NewerSchemaError, RulesRefusedError
from .folder import in_the_way_message, wrong_kind
from .models import GameInfo, QuarantineReport, game_label, now

__all__ = ["Quarantine", "report_message"]

_log = logging.getLogger("scorekeeper.storage")


class Quarantine:
    """The quarantine folder and the reports of this session. Not thread-safe
    by itself: the repository calls it under its lock."""

    def __init__(self, folder: Path) -> None:
        self.folder = folder
        self._reports: list[QuarantineReport] = []

    def reports(self) -> list[QuarantineReport]:
        return list(self._reports)

    def report(
        self,
        kind: str,
        path: Path,
        exc: CorruptFileError,
        *,
        read_only: bool,
        game_id: str | None = None,
        info: GameInfo | None = None,
    ) -> QuarantineReport:
        """Set a damaged file aside if that is safe, and report it.

        ``kind`` is ``"game"``, ``"index"`` or ``"roster"``; ``info`` (the
        game's last known history row) lets the message name the game.
        """
        # a game from a newer app stays where it is (that app can still open it); caches
        # (index, roster) are always rebuilt, so their old copy is moved aside first
        newer = isinstance(exc, NewerSchemaError) and kind == "game"
        moved_to: Path | None = None
        left_because = ""
        if newer:
            left_because = "it was left untouched"
        elif exc.transient:
            left_because = "it was left where it is"
        elif read_only:
            left_because = "it was left where it is (the folder is read-only)"
        elif found := wrong_kind(self.folder, folder=True):
            left_because = f"it was left where it is ({in_the_way_message(self.folder, found)})"
        else:
            try:
                moved_to = self._move(path, kind)
            except OSError as move_exc:
                left_because = f"it could not be moved aside ({move_exc.strerror or move_exc}) and was left where it is"
        where = f"it was moved to {moved_to}" if moved_to else left_because
        report = QuarantineReport(
            kind=kind,
            path=path,
            moved_to=moved_to,
            reason=exc.reason,
            message=report_message(kind, where, exc, label=_label(info, game_id, path)),
            game_id=game_id,
            players=info.players if info else (),
            created=info.created if info else None,
        )
        self._reports.append(report)
        _log.warning("%s (%s: %s)", report.message, path, exc.reason)
        return report

    def in_the_way(self, kind: str, path: Path, found: str, consequence: str) -> QuarantineReport:
        """Report a path of the layout that exists as the wrong kind (a file
        named ``index``): it is left alone; the message names it, says what
        it costs and what to do."""
        message = f"{in_the_way_message(path, found)}. Until then {consequence}."
        report = QuarantineReport(kind=kind, path=path, moved_to=None, reason=f"{path.name} is {found}", message=message)
        self._reports.append(report)
        _log.warning("%s", message)
        return report

    def _move(self, path: Path, kind: str) -> Path:
        self.folder.mkdir(exist_ok=True)
        stamp = now().strftime("%Y%m%dT%H%M%S")
        base = f"{kind}-{path.stem}" if kind == "index" else path.stem
        target = self.folder / f"{base}.{stamp}{path.suffix}"
        number = 1
        while target.exists():  # never overwrite a file quarantined earlier
            number += 1
            target = self.folder / f"{base}.{stamp}-{number}{path.suffix}"
        os.replace(path, target)
        fsync_dir(self.folder)
        fsync_dir(path.parent)
        return target


def _label(info: GameInfo | None, game_id: str | None, path: Path) -> str:
    return game_label(info) if info else game_id or path.name


def report_message(kind: str, where: str, exc: CorruptFileError, *, label: str) -> str:
    """The sentence a player reads about a file set aside (``where``: what was done with it)."""
    newer = isinstance(exc, NewerSchemaError) and kind == "game"
    if kind == "index":
        return f"The list of saved games was damaged and has been rebuilt from the game files; no game was lost ({where})."
    if kind == "roster":
        return f"The list of player names was damaged and has been rebuilt from your saved games ({where})."
    if newer:
        return (
            f"The saved game {label} was written by a newer version of Wizard Scorekeeper "
            f"and cannot be opened by this one; {where}. Update the app to open it. "
            f"All other games loaded normally."
        )
    if isinstance(exc, RulesRefusedError):
        return (
            f"The saved game {label} holds a move the rules refuse ({exc.reason}), so it cannot be opened; "
            f"{where}. All other games loaded normally."
        )
    if exc.transient:
        return (
            f"The saved game {label} could not be read from the disk right now; {where}. "
            f"All other games loaded normally."
        )
    return f"The saved game {label} is damaged and could not be opened; {where}. All other games loaded normally."
