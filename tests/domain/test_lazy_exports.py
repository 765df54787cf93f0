"""The domain package hands out its names lazily (PEP 562): each one resolves
to the object its module defines, and a command that reads presets does not
load the game, the actions or the sheet."""

import importlib
import subprocess
import sys

import pytest

import scorekeeper.domain as domain


@pytest.mark.parametrize("module,name", [(m, n) for m, names in domain.EXPORTS.items() for n in names])
def test_every_exported_name_is_its_modules_object(module, name):
    assert getattr(domain, name) is getattr(importlib.import_module(f"scorekeeper.domain.{module}"), name)


def test_an_unknown_name_is_an_attribute_error():
    with pytest.raises(AttributeError, match="no attribute 'Nope'"):
        domain.Nope  # noqa: B018


def test_dir_lists_the_lazy_names():
    assert {"Game", "max_cards", "ScorekeeperError"} <= set(dir(domain))


def test_the_command_line_loads_no_game_module_until_a_game_is_read():
    code = (
        "import sys, scorekeeper.cli; "
        "print(sorted(m for m in sys.modules if m.startswith('scorekeeper.domain.')))"
    )
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True).stdout
    loaded = set(eval(out))  # a printed list of module names
    assert loaded.isdisjoint({"scorekeeper.domain.game", "scorekeeper.domain.actions", "scorekeeper.domain.sheet"}), loaded
    assert "scorekeeper.domain.rules" in loaded


def test_all_names_every_error_and_every_lazy_name_once():
    from scorekeeper.domain import errors

    error_names = {n for n, v in vars(errors).items()
                   if isinstance(v, type) and issubclass(v, Exception) and v.__module__ == errors.__name__}
    lazy = {n for names in domain.EXPORTS.values() for n in names}
    assert len(domain.__all__) == len(set(domain.__all__))
    assert set(domain.__all__) == error_names | lazy


def test_type_checkers_see_every_lazy_name_imported_from_its_module():
    """The ``TYPE_CHECKING`` imports (what editors and mypy read) name the
    same modules and names as EXPORTS (what runs)."""
    import ast
    from pathlib import Path

    tree = ast.parse(Path(domain.__file__).read_text(encoding="utf-8"))
    seen: dict[str, set[str]] = {}
    for node in ast.walk(tree):
        if isinstance(node, ast.If) and getattr(node.test, "id", None) == "TYPE_CHECKING":
            for imp in node.body:
                assert isinstance(imp, ast.ImportFrom) and imp.level == 1
                seen.setdefault(imp.module, set()).update(a.name for a in imp.names)
    assert seen == {m: set(names) for m, names in domain.EXPORTS.items()}
