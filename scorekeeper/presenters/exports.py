"""What the export choices show: which files a game can leave the phone as,
and what to say once one is saved (a restore's words are :mod:`.backup`'s).

The files themselves are built by :mod:`scorekeeper.exports` through the
service (the same bytes as ``scorekeeper export``); this module only decides
the labels, the order and the messages.
"""

from __future__ import annotations

from dataclasses import dataclass

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
