"""The domain is pure: standard library, pydantic and itself, nothing else."""

from __future__ import annotations

import ast
import sys
from pathlib import Path

import pytest

DOMAIN = Path(__file__).resolve().parents[2] / "scorekeeper" / "domain"
ALLOWED_THIRD_PARTY = {"pydantic", "pydantic_core", "typing_extensions", "annotated_types"}
MODULES = sorted(DOMAIN.rglob("*.py"))


def imported_modules(path: Path) -> list[tuple[int, str]]:
    """(line, absolute module name) of every import in a file; relative
    imports are resolved against the file's package."""
    package = ["scorekeeper", *path.relative_to(DOMAIN.parent).parent.parts]
    found = []
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"), filename=str(path))):
        if isinstance(node, ast.Import):
            found += [(node.lineno, alias.name) for alias in node.names]
        elif isinstance(node, ast.ImportFrom):
            if node.level:
                base = package[: len(package) - (node.level - 1)]
                if node.level - 1 >= len(package):
                    base = []
                name = ".".join(base + ([node.module] if node.module else []))
            else:
                name = node.module or ""
            found.append((node.lineno, name))
    return found


def allowed(module: str) -> bool:
    top = module.split(".")[0]
    if top in sys.stdlib_module_names or top in ALLOWED_THIRD_PARTY:
        return True
    return module == "scorekeeper.domain" or module.startswith("scorekeeper.domain.")


def test_the_domain_package_has_modules():
    names = {p.stem for p in MODULES}
    assert {"rules", "actions", "game", "record", "scoring", "sheet", "errors"} <= names


@pytest.mark.parametrize("path", MODULES, ids=lambda p: p.name)
def test_domain_module_imports_only_stdlib_pydantic_and_the_domain(path):
    bad = [f"{path.name}:{line}: {name}" for line, name in imported_modules(path) if not allowed(name)]
    assert not bad, "the domain must stay pure: " + ", ".join(bad)


def test_the_import_checker_catches_escapes():
    assert not allowed("flet") and not allowed("tinydb") and not allowed("scorekeeper.storage")
    assert not allowed("scorekeeper") and not allowed("scorekeeper.ui.views")
    assert allowed("json") and allowed("pydantic.fields") and allowed("scorekeeper.domain.game")
