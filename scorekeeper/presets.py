"""Where the rule presets come from: the shipped ``rules/`` folder and the
house-variant folders named by ``SCOREKEEPER_RULES_DIR``.

This is the edge of the rules engine: it reads files and the environment,
and hands their text to the pure :func:`scorekeeper.domain.rules.parse_preset`.
The composition root (:mod:`scorekeeper.bootstrap`) calls it once.
"""

from __future__ import annotations

import os
from importlib import resources
from importlib.resources.abc import Traversable
from pathlib import Path
from typing import Iterable, Mapping

from .domain.errors import PresetFileError
from .domain.rules import Preset, PresetRegistry, parse_preset

RULES_DIR_VARIABLE = "SCOREKEEPER_RULES_DIR"

RulesFolder = Path | Traversable


def builtin_rules_dir() -> RulesFolder:
    """The shipped ``rules/`` folder: beside the package in a checkout,
    inside it (as ``scorekeeper._rules``) when installed from a wheel."""
    checkout = Path(__file__).resolve().parents[1] / "rules"
    if checkout.is_dir():
        return checkout
    return resources.files("scorekeeper._rules")


def house_rules_dirs(environ: Mapping[str, str] | None = None) -> list[Path]:
    """House variants: the folders in ``SCOREKEEPER_RULES_DIR`` (separated
    by the OS path separator)."""
    extra = (os.environ if environ is None else environ).get(RULES_DIR_VARIABLE, "")
    return [Path(p) for p in extra.split(os.pathsep) if p]


def rules_directories(environ: Mapping[str, str] | None = None) -> list[RulesFolder]:
    """The shipped presets, then the house variants."""
    return [builtin_rules_dir(), *house_rules_dirs(environ)]


def load_preset_file(path: RulesFolder) -> Preset:
    try:
        text = path.read_text(encoding="utf-8")
    except (OSError, UnicodeDecodeError) as exc:
        raise PresetFileError(f"preset file {path.name}: cannot be read ({exc})") from exc
    return parse_preset(text, path.name)


def load_registry(directories: Iterable[RulesFolder] | None = None) -> PresetRegistry:
    """Every ``*.toml`` preset in ``directories`` (default: :func:`rules_directories`)."""
    presets: list[Preset] = []
    for directory in rules_directories() if directories is None else directories:
        files = [f for f in directory.iterdir() if f.name.endswith(".toml") and f.is_file()]
        for path in sorted(files, key=lambda f: f.name):
            presets.append(load_preset_file(path))
    return PresetRegistry(presets)


def builtin_registry() -> PresetRegistry:
    """The shipped presets only (no house variants): what tests and tools
    that must not depend on the environment use."""
    return load_registry([builtin_rules_dir()])


__all__ = ["builtin_registry", "RULES_DIR_VARIABLE", "builtin_rules_dir", "house_rules_dirs", "load_preset_file", "load_registry", "rules_directories"]
