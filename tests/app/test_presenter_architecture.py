"""Presenters are plain Python: a presenter test needs no browser, no data
folder and no service, and a view gets nothing from a presenter but frozen
values."""

from __future__ import annotations

import ast
import dataclasses
import importlib
import inspect
from pathlib import Path

import pytest

PRESENTERS = Path(__file__).resolve().parents[2] / "scorekeeper" / "presenters"
MODULES = sorted(PRESENTERS.glob("*.py"))
FORBIDDEN = ("flet", "scorekeeper.storage", "scorekeeper.service", "scorekeeper.ui", "scorekeeper.bootstrap",
             "scorekeeper.cli", "scorekeeper.presets", "tinydb")


def imported(path: Path) -> list[str]:
    names = []
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.Import):
            names += [alias.name for alias in node.names]
        elif isinstance(node, ast.ImportFrom):
            base = "scorekeeper." if node.level == 2 else ("scorekeeper.presenters." if node.level == 1 else "")
            names.append(base + (node.module or ""))
    return names


def test_there_is_a_presenter_for_every_screen_and_panel():
    """Walks the app's screens (ui/app.py's SCREENS, by route) and the panels
    of the game screen: a new screen without its presenter fails here."""
    from scorekeeper.ui.app import SCREENS

    wanted = {route.replace("-", "_") for route in SCREENS} | {"round", "sheet"}
    assert len(wanted) >= 10
    missing = sorted(wanted - {p.stem for p in MODULES})
    assert not missing, f"screens without a presenter: {missing}"


@pytest.mark.parametrize("path", MODULES, ids=lambda p: p.name)
def test_a_presenter_imports_no_flet_storage_or_service(path: Path):
    bad = [n for n in imported(path) if any(n == f or n.startswith(f + ".") for f in FORBIDDEN)]
    assert not bad, f"{path.name} imports {bad}"


@pytest.mark.parametrize("path", MODULES, ids=lambda p: p.name)
def test_view_data_is_frozen(path: Path):
    module = importlib.import_module(f"scorekeeper.presenters.{path.stem}")
    for name, value in vars(module).items():
        if inspect.isclass(value) and dataclasses.is_dataclass(value) and value.__module__ == module.__name__:
            assert value.__dataclass_params__.frozen, f"{path.stem}.{name} must be frozen"  # type: ignore[attr-defined]


def test_the_import_checker_sees_relative_imports(tmp_path: Path):
    module = tmp_path / "bad.py"
    module.write_text("from ..storage import GameInfo\nfrom .common import x\nimport flet as ft\n", encoding="utf-8")
    assert imported(module) == ["scorekeeper.storage", "scorekeeper.presenters.common", "flet"]
