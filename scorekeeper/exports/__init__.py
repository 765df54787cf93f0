"""Exports of one game: CSV for a spreadsheet, the JSON game record, a
printable PDF score pad and a text summary for a messenger (the backup of
all games is :mod:`scorekeeper.backup`).

Pure: given a game's state (and the date it was played) each export is the
same bytes every time, on every machine; the app and the command line both
call :func:`export_game` (through ``GameService.export``), so they give the
same files. Imports the domain, the standard library and fpdf2 only.
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from datetime import datetime
from enum import StrEnum

from ..domain import GameState, PresetRegistry, record_from_state
from .pdf import Paper, score_pad_pdf
from .sheet import SheetExport, file_stem, sheet_export
from .spreadsheet import sheet_csv_bytes
from .summary import summary_from_sheet


class ExportFormat(StrEnum):
    CSV = "csv"
    JSON = "json"
    PDF = "pdf"
    TXT = "txt"


MIME = {
    ExportFormat.CSV: "text/csv",
    ExportFormat.JSON: "application/json",
    ExportFormat.PDF: "application/pdf",
    ExportFormat.TXT: "text/plain",
}


@dataclass(frozen=True, slots=True)
class Export:
    filename: str  # e.g. "wizard-2026-11-30-ana-ben-cleo.csv" (ASCII-safe, deterministic)
    mime: str
    data: bytes


def record_json(state: GameState, registry: PresetRegistry | None = None) -> str:
    """The game record (``wizard-scorekeeper/game@1``) as pretty JSON text,
    as ``scorekeeper export --format json`` has always printed it
    (``registry``: today's presets, see :func:`record_from_state`)."""
    return json.dumps(record_from_state(state, registry).to_json(), indent=2, ensure_ascii=False) + "\n"


def summary_text(state: GameState, *, played: datetime | None = None, language: str = "en") -> str:
    """The result in a few lines, for a group chat."""
    return summary_from_sheet(sheet_export(state, played, language))


def export_game(
    state: GameState,
    fmt: ExportFormat | str,
    *,
    played: datetime | None = None,
    paper: Paper | str = Paper.A4,
    registry: PresetRegistry | None = None,
    language: str = "en",
) -> Export:
    """One game in format ``fmt``; ``played``: when the game was played (in
    the file name and on the sheet); ``paper``: the PDF's paper size;
    ``registry``: today's presets, for a JSON record that replays under them;
    ``language``: of the words around the numbers and names (the JSON record
    has none)."""
    fmt = ExportFormat(fmt)
    stem = file_stem(state, played)
    if fmt is ExportFormat.JSON:
        data = record_json(state, registry).encode("utf-8")
    else:
        sheet = sheet_export(state, played, language)
        if fmt is ExportFormat.CSV:
            data = sheet_csv_bytes(sheet)
        elif fmt is ExportFormat.PDF:
            data = score_pad_pdf(sheet, Paper(paper))
        else:
            data = summary_from_sheet(sheet).encode("utf-8")
    return Export(f"{stem}.{fmt.value}", MIME[fmt], data)


__all__ = [
    "Export",
    "ExportFormat",
    "MIME",
    "Paper",
    "SheetExport",
    "export_game",
    "record_json",
    "sheet_export",
    "summary_text",
]
