"""The project ships what it needs (every module, the presets, the font), and the tests run on
the versions the lock names."""

from __future__ import annotations

import tomllib
import warnings
import zipfile
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]


def _pyproject() -> dict:
    return tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))


@pytest.fixture(scope="module")
def wheel(tmp_path_factory) -> zipfile.ZipFile:
    """The wheel the project's own build backend makes of this checkout (as ``pip wheel .`` does)."""
    from hatchling.builders.wheel import WheelBuilder

    out = tmp_path_factory.mktemp("wheel")
    (path,) = WheelBuilder(str(ROOT)).build(directory=str(out), versions=["standard"])
    return zipfile.ZipFile(path)


def _package_files() -> list[str]:
    """Every file of the package in this checkout that an installation needs."""
    files = []
    for path in (ROOT / "scorekeeper").rglob("*"):
        if path.is_dir() or "__pycache__" in path.parts or path.suffix == ".pyc":
            continue
        if path.suffix == ".md":  # notes for developers (locales/HOW-TO-ADD-A-STRING.md)
            continue
        files.append(path.relative_to(ROOT).as_posix())
    return files


def test_the_wheel_ships_every_module_and_data_file_of_the_package(wheel):
    names = set(wheel.namelist())
    files = _package_files()
    assert "scorekeeper/locales/de/LC_MESSAGES/messages.mo" in files  # the walk sees data files
    assert [name for name in files if name not in names] == []


def test_the_wheel_ships_the_rule_presets_inside_the_package(wheel):
    names = set(wheel.namelist())
    presets = sorted(path.name for path in (ROOT / "rules").glob("*.toml"))
    assert presets
    assert [name for name in presets if f"scorekeeper/_rules/{name}" not in names] == []


def test_the_wheel_ships_the_pdf_font_and_its_licence_inside_the_package(wheel):
    names = set(wheel.namelist())
    for name in ("DejaVuSans.ttf", "DejaVuSans-Bold.ttf", "LICENSE"):
        assert (ROOT / "assets" / "fonts" / name).is_file(), name
        assert f"scorekeeper/_fonts/{name}" in names, name


def test_the_wheel_ships_the_package_alone(wheel):
    outside = {name.split("/")[0] for name in wheel.namelist()} - {"scorekeeper"}
    assert outside == {"wizard_scorekeeper-0.1.0.dist-info"}


def test_an_editable_install_maps_the_package_and_says_nothing(tmp_path, capfd):
    """``pip install -e .`` shows what the build backend prints (setuptools printed a block
    of warnings for the mapped data folders); the editable wheel holds an import hook for the
    package and no folder that would stand in front of the checkout."""
    from hatchling.builders.wheel import WheelBuilder

    with warnings.catch_warnings():
        warnings.simplefilter("error")
        (path,) = WheelBuilder(str(ROOT)).build(directory=str(tmp_path), versions=["editable"])
    out, err = capfd.readouterr()
    assert (out, err) == ("", "")
    names = zipfile.ZipFile(path).namelist()
    assert not [name for name in names if name.startswith("scorekeeper/")]
    assert any(name.endswith(".pth") for name in names)


def test_readme_starts_with_the_run_and_test_commands():
    lines = (ROOT / "README.md").read_text(encoding="utf-8").splitlines()[:10]
    commands = [line.strip()[2:] for line in lines if line.strip().startswith("$ ")]
    assert len(commands) == 2
    assert "scorekeeper" in commands[0]
    assert "pytest" in commands[1]


def _locked() -> dict[str, str]:
    """constraints/test.txt: package name -> its exact version."""
    pins = {}
    for line in (ROOT / "constraints" / "test.txt").read_text(encoding="utf-8").splitlines():
        line = line.split("#")[0].strip()
        if line:
            requirement = line.split(";")[0].strip()
            name, sep, version = requirement.partition("==")
            assert sep and version and not any(c in version for c in "<>=!~*,"), line
            pins[name.strip().lower().replace("_", "-")] = version
    return pins


def test_the_readme_test_command_installs_the_locked_versions():
    lines = (ROOT / "README.md").read_text(encoding="utf-8").splitlines()[:10]
    test_command = [line.strip()[2:] for line in lines if line.strip().startswith("$ ")][1]
    assert "-c constraints/test.txt" in test_command.split(" && ")[0]


def test_the_lock_pins_every_package_the_test_extra_names():
    import re

    pins = _locked()
    project = _pyproject()["project"]
    named = project["dependencies"] + project["optional-dependencies"]["test"]
    names = {re.split(r"[\s\[<>=!~;]", requirement, maxsplit=1)[0].lower().replace("_", "-") for requirement in named}
    assert sorted(names - set(pins)) == []
    assert {"mypy", "ruff", "pytest", "playwright", "hypothesis", "pydantic", "pydantic-core"} <= set(pins)


def test_the_licence_is_an_spdx_expression():
    # a TOML table (license = {text = ...}) is deprecated by the packaging specifications
    assert _pyproject()["project"]["license"] == "MIT"
