"""Where the font embedded in PDF exports is: ``assets/fonts/`` beside the
package in a checkout, inside it (as ``scorekeeper._fonts``, see
pyproject.toml) when installed from a wheel. DejaVu Sans covers Latin with
every accent, Greek and Cyrillic; its licence is ``LICENSE`` beside it."""

from __future__ import annotations

from importlib import resources
from pathlib import Path

REGULAR = "DejaVuSans.ttf"
BOLD = "DejaVuSans-Bold.ttf"
LICENSE = "LICENSE"


class FontMissingError(RuntimeError):
    """The installation lacks the font files (a broken install, not bad input)."""


def font_dir() -> Path:
    checkout = Path(__file__).resolve().parents[2] / "assets" / "fonts"
    if (checkout / REGULAR).is_file():
        return checkout
    # a wheel installs into a real folder (fpdf2 reads fonts by path); the
    # data-only package has no __init__.py, so ask for the file, not the folder
    regular = resources.files("scorekeeper._fonts").joinpath(REGULAR)
    if not regular.is_file():
        raise FontMissingError(f"the PDF font {REGULAR} is missing; reinstall wizard-scorekeeper")
    return Path(str(regular)).parent


def font_files() -> tuple[Path, Path]:
    """(regular, bold)."""
    folder = font_dir()
    return folder / REGULAR, folder / BOLD


__all__ = ["BOLD", "FontMissingError", "LICENSE", "REGULAR", "font_dir", "font_files"]
