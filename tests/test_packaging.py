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


def test_the_data_files_ship_by_name_and_no_data_folder_is_taken_for_a_package():
    """``pip install`` warns of a folder of data (``locales/de/LC_MESSAGES``,
    ``web/site``) that setuptools' include-package-data takes for a package
    nobody listed: it is off, so every file the app reads must be named in
    package-data."""
    from fnmatch import fnmatch

    setuptools = _pyproject()["tool"]["setuptools"]
    assert setuptools["include-package-data"] is False
    patterns = setuptools["package-data"]
    package_dir = ROOT / "scorekeeper"
    for path in package_dir.rglob("*"):
        if not path.is_file() or path.suffix in (".py", ".pyc") or "__pycache__" in path.parts:
            continue
        if path.suffix == ".md":  # notes for developers (locales/HOW-TO-ADD-A-STRING.md)
            continue
        rel = path.relative_to(package_dir)
        owners = [(name, rel.relative_to(*name.split(".")[1:])) for name in patterns
                  if name.startswith("scorekeeper.") and rel.is_relative_to(Path(*name.split(".")[1:]))]
        assert any(fnmatch(str(inner), pattern) for name, inner in owners for pattern in patterns[name]), \
            f"scorekeeper/{rel} ships with no package-data pattern"


def test_the_licence_is_an_spdx_expression():
    # a TOML table (license = {text = ...}) is deprecated: setuptools warns on every install
    assert _pyproject()["project"]["license"] == "MIT"
