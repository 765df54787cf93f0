"""The project ships what it needs: every subpackage and the preset files."""

from __future__ import annotations

import tomllib
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]


def _pyproject() -> dict:
    return tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))


def test_every_subpackage_is_listed_for_installation():
    listed = set(_pyproject()["tool"]["setuptools"]["packages"])
    found = {
        ".".join(init.parent.relative_to(ROOT).parts)
        for init in (ROOT / "scorekeeper").rglob("__init__.py")
    }
    assert found <= listed, f"add to [tool.setuptools] packages: {sorted(found - listed)}"


def test_rule_presets_ship_inside_the_package():
    setuptools = _pyproject()["tool"]["setuptools"]
    assert setuptools["package-dir"]["scorekeeper._rules"] == "rules"
    assert "*.toml" in setuptools["package-data"]["scorekeeper._rules"]


def test_the_pdf_font_and_its_licence_ship_inside_the_package():
    from fnmatch import fnmatch

    setuptools = _pyproject()["tool"]["setuptools"]
    assert setuptools["package-dir"]["scorekeeper._fonts"] == "assets/fonts"
    patterns = setuptools["package-data"]["scorekeeper._fonts"]
    for name in ("DejaVuSans.ttf", "DejaVuSans-Bold.ttf", "LICENSE"):
        assert (ROOT / "assets" / "fonts" / name).is_file(), name
        assert any(fnmatch(name, pattern) for pattern in patterns), name


def test_readme_starts_with_the_run_and_test_commands():
    lines = (ROOT / "README.md").read_text(encoding="utf-8").splitlines()[:10]
    commands = [line.strip()[2:] for line in lines if line.strip().startswith("$ ")]
    assert len(commands) == 2
    assert "scorekeeper" in commands[0]
    assert "pytest" in commands[1]
