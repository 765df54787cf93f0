"""The layers keep to their places (functional core, imperative shell).

- the domain imports only the standard library, pydantic and itself;
- storage never imports the service, the UI, the CLI, the composition root or flet;
- only ``scorekeeper/ui`` imports flet;
- the UI reaches stored games only through the service (storage's error
  types may be imported, to tell the player what went wrong);
- nothing but the composition root builds a repository or reads preset files;
- no module grows past about 450 lines (``domain/game.py`` is one subject:
  state, legality, transitions and the log).
"""

from __future__ import annotations

import ast
import sys
from pathlib import Path

import pytest

PACKAGE = Path(__file__).resolve().parents[1] / "scorekeeper"
ALL_MODULES = sorted(p for p in PACKAGE.rglob("*.py"))
DOMAIN_THIRD_PARTY = {"pydantic", "pydantic_core", "typing_extensions", "annotated_types"}
MAX_LINES = 450
ONE_SUBJECT = {"domain/game.py"}
# Caches of text shipped with the package that never changes while running
# (translation catalogs): nothing is wired through them.
READ_ONLY_CACHES = {"i18n.py"}


def rel(path: Path) -> str:
    return path.relative_to(PACKAGE).as_posix()


def modules_under(sub: str) -> list[Path]:
    return [p for p in ALL_MODULES if rel(p).startswith(sub)]


def imports(path: Path) -> list[tuple[int, str, tuple[str, ...]]]:
    """(line, absolute module, imported names) of every import in a file;
    relative imports are resolved against the file's package."""
    package = ["scorekeeper", *path.relative_to(PACKAGE).parent.parts]
    found = []
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"), filename=str(path))):
        if isinstance(node, ast.Import):
            found += [(node.lineno, alias.name, ()) for alias in node.names]
        elif isinstance(node, ast.ImportFrom):
            if node.level:
                base = package[: len(package) - (node.level - 1)] if node.level - 1 < len(package) else []
                name = ".".join(base + ([node.module] if node.module else []))
            else:
                name = node.module or ""
            found.append((node.lineno, name, tuple(a.name for a in node.names)))
    return found


def within(module: str, *prefixes: str) -> bool:
    return any(module == p or module.startswith(p + ".") for p in prefixes)


def is_flet(module: str) -> bool:
    return module.split(".")[0] == "flet" or module.split(".")[0].startswith("flet_")


# -- the rules, as predicates over one import ---------------------------------------------


def domain_may_import(module: str, names: tuple[str, ...] = ()) -> bool:
    top = module.split(".")[0]
    return top in sys.stdlib_module_names or top in DOMAIN_THIRD_PARTY or within(module, "scorekeeper.domain")


# the domain modules storage may import (its docstring names them and why)
STORAGE_DOMAIN = ("scorekeeper.domain.stats", "scorekeeper.domain.names", "scorekeeper.domain.legacy")


def storage_may_import(module: str, names: tuple[str, ...] = ()) -> bool:
    banned = ("scorekeeper.service", "scorekeeper.ui", "scorekeeper.cli", "scorekeeper.bootstrap",
              "scorekeeper.presenter", "scorekeeper.presenters")
    if within(module, "scorekeeper.domain"):
        return within(module, *STORAGE_DOMAIN)
    return not is_flet(module) and not within(module, *banned)


def ui_may_import(module: str, names: tuple[str, ...] = ()) -> bool:
    """Stored games only through the service: of storage, only its errors."""
    if within(module, "scorekeeper.storage.errors"):
        return True
    if module == "scorekeeper.storage":
        return bool(names) and all(n.endswith("Error") for n in names)
    return not within(module, "scorekeeper.storage", "scorekeeper.bootstrap", "scorekeeper.cli")


def outside_ui_may_import(module: str, names: tuple[str, ...] = ()) -> bool:
    return not is_flet(module) and not within(module, "scorekeeper.ui")


def cli_may_import(module: str, names: tuple[str, ...] = ()) -> bool:
    """The command line starts the app through its launcher (a lazy import)."""
    return module == "scorekeeper.ui.launch" or outside_ui_may_import(module, names)


def broken(paths: list[Path], rule) -> list[str]:
    return [f"{rel(p)}:{line}: {name}" for p in paths for line, name, names in imports(p) if not rule(name, names)]


# -- the tests ----------------------------------------------------------------------------


def test_every_layer_has_modules():
    for sub in ("domain/", "storage/", "ui/"):
        assert modules_under(sub), sub
    assert {"rules", "actions", "game", "record", "scoring", "sheet", "errors"} <= {p.stem for p in modules_under("domain/")}


@pytest.mark.parametrize("path", modules_under("domain/"), ids=rel)
def test_domain_module_imports_only_stdlib_pydantic_and_the_domain(path):
    bad = broken([path], domain_may_import)
    assert not bad, "the domain must stay pure: " + ", ".join(bad)


@pytest.mark.parametrize("path", modules_under("storage/"), ids=rel)
def test_storage_never_imports_the_service_the_ui_or_flet(path):
    assert not broken([path], storage_may_import)


# The static-site builder packs Flet's web client with flet-web's own patchers
# (scorekeeper build-web); it never runs the app nor reaches another layer.
FLET_CLIENT_PACKERS = {"web/build.py": {"flet_web", "flet.controls.types"}}


@pytest.mark.parametrize("path", [p for p in ALL_MODULES if not rel(p).startswith("ui/")], ids=rel)
def test_only_the_ui_package_imports_flet(path):
    packs = FLET_CLIENT_PACKERS.get(rel(path), set())
    rule = cli_may_import if rel(path).startswith("cli/") else outside_ui_may_import
    assert not broken([path], lambda module, names: module in packs or rule(module, names))


@pytest.mark.parametrize("path", modules_under("ui/"), ids=rel)
def test_the_ui_reaches_stored_games_only_through_the_service(path):
    assert not broken([path], ui_may_import)
    tree = ast.parse(path.read_text(encoding="utf-8"))
    reach = [n.lineno for n in ast.walk(tree) if isinstance(n, ast.Attribute) and n.attr in ("repo", "_repo")]
    assert not reach, f"{rel(path)} reaches the repository behind the service at lines {reach}"


@pytest.mark.parametrize("path", ALL_MODULES, ids=rel)
def test_only_the_composition_root_builds_repositories_and_reads_presets(path):
    if rel(path) in ("bootstrap.py", "presets.py") or rel(path).startswith("storage/"):
        return
    source = path.read_text(encoding="utf-8")
    tree = ast.parse(source)
    calls = {n.func.id if isinstance(n.func, ast.Name) else getattr(n.func, "attr", "")
             for n in ast.walk(tree) if isinstance(n, ast.Call)}
    made = calls & {"TinyDBGameRepository", "InMemoryGameRepository", "load_registry", "GameService"}
    assert not made, f"{rel(path)} builds {sorted(made)}; only scorekeeper/bootstrap.py wires the app"


@pytest.mark.parametrize("path", ALL_MODULES, ids=rel)
def test_no_module_keeps_mutable_state_at_module_level(path):
    """Singletons hide wiring: a module-level dict, list or set that is
    mutated, or a ``global`` statement, is refused."""
    tree = ast.parse(path.read_text(encoding="utf-8"))
    globals_ = [n.lineno for n in ast.walk(tree) if isinstance(n, ast.Global)]
    assert not globals_, f"{rel(path)} uses 'global' at lines {globals_}"
    if rel(path) in READ_ONLY_CACHES:
        return
    caches = [n.lineno for n in ast.walk(tree) if isinstance(n, ast.Name) and n.id in ("lru_cache", "cache")]
    assert not caches, f"{rel(path)} caches at module level (lines {caches})"


@pytest.mark.parametrize("path", ALL_MODULES, ids=rel)
def test_modules_stay_small_enough_to_read(path):
    lines = len(path.read_text(encoding="utf-8").splitlines())
    if rel(path) in ONE_SUBJECT:
        return
    assert lines <= MAX_LINES, f"{rel(path)} has {lines} lines (split it by concern)"


def test_the_import_checkers_catch_escapes():
    assert not domain_may_import("flet") and not domain_may_import("tinydb")
    assert not domain_may_import("scorekeeper.storage") and not domain_may_import("scorekeeper")
    assert domain_may_import("json") and domain_may_import("pydantic.fields") and domain_may_import("scorekeeper.domain.game")
    assert not storage_may_import("scorekeeper.service") and not storage_may_import("flet")
    assert not storage_may_import("scorekeeper.ui.app") and storage_may_import("scorekeeper.domain.stats")
    assert not storage_may_import("scorekeeper.domain.game") and not storage_may_import("scorekeeper.domain")
    assert not ui_may_import("scorekeeper.storage.tinydb_repository")
    assert not ui_may_import("scorekeeper.storage", ("TinyDBGameRepository",))
    assert ui_may_import("scorekeeper.storage", ("SaveFailedError", "StorageError"))
    assert ui_may_import("scorekeeper.service") and ui_may_import("flet")
    assert not outside_ui_may_import("flet_charts") and not outside_ui_may_import("scorekeeper.ui.app")
