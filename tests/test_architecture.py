"""The layers keep to their places (functional core, imperative shell).

- the domain imports only the standard library, pydantic and itself;
- storage never imports the service, the UI, the CLI, the composition root or flet;
- only ``scorekeeper/ui`` imports flet (and the one module of table mode that
  mounts Flet's web app);
- table mode (``scorekeeper/table``) stands below the UI: it imports the
  domain, the presenters, i18n and the service, never the UI, storage, the
  CLI or the composition root;
- the top-level packages and modules of ``scorekeeper`` import each other in
  one direction only: no cycle (the UI and table mode above all);
- the UI never imports storage, not even its errors (the store catches the
  service's); of the UI only the store and the shell import the service;
- every screen has its folder, its component and its presenter; a UI module
  holds one component;
- nothing but the composition root builds a repository or reads preset files;
- no module of the package, the tests or the benchmarks grows past 450 lines,
  and none of the engine's (``scorekeeper/domain``) past 350;
- ``docs/ARCHITECTURE.md`` names real files and names, and every package.
"""

from __future__ import annotations

import ast
import re
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
PACKAGE = ROOT / "scorekeeper"
ALL_MODULES = sorted(p for p in PACKAGE.rglob("*.py"))
TEST_AND_BENCHMARK_MODULES = sorted([*(ROOT / "tests").rglob("*.py"), *(ROOT / "benchmarks").rglob("*.py")])
DOMAIN_THIRD_PARTY = {"pydantic", "pydantic_core", "typing_extensions", "annotated_types"}
MAX_LINES = 450
ONE_SUBJECT: set[str] = set()  # (domain/game.py was, until it was split by subject)
MAX_DOMAIN_LINES = 350  # the engine reads in small modules (state, legality, transitions, the log, a variant each)
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


# the UI modules that may hold the service: the store (its subjects call it)
# and the shell that hands it to the store (the app, its launcher, the site's entry)
UI_SERVICE_HOLDERS = ("store/", "app.py", "launch.py", "browser.py")


def ui_may_import(module: str, names: tuple[str, ...] = ()) -> bool:
    """Stored games only through the service, and never storage (not even its errors)."""
    return not within(module, "scorekeeper.storage", "scorekeeper.bootstrap", "scorekeeper.cli")


def view_may_import(module: str, names: tuple[str, ...] = ()) -> bool:
    """A view reads through the store: not even the service."""
    return ui_may_import(module, names) and not within(module, "scorekeeper.service")


def outside_ui_may_import(module: str, names: tuple[str, ...] = ()) -> bool:
    return not is_flet(module) and not within(module, "scorekeeper.ui")


# the one module of table mode that adapts to Flet (its docstring says so), and what it imports of it
TABLE_FLET_ADAPTER = {"table/server.py": {"flet_web.fastapi", "flet.messaging.protocol", "flet.utils"}}


def table_may_import(module: str, names: tuple[str, ...] = ()) -> bool:
    """Table mode is service-level: the domain, presenters, i18n, the service."""
    banned = ("scorekeeper.ui", "scorekeeper.storage", "scorekeeper.bootstrap", "scorekeeper.cli",
              "scorekeeper.web", "scorekeeper.static_site")
    return outside_ui_may_import(module, names) and not within(module, *banned)


def cli_may_import(module: str, names: tuple[str, ...] = ()) -> bool:
    """The command line starts the app through its launcher (a lazy import)."""
    return module == "scorekeeper.ui.launch" or outside_ui_may_import(module, names)


def static_site_may_import(module: str, names: tuple[str, ...] = ()) -> bool:
    """The static site's entry starts the app's browser screens."""
    return module == "scorekeeper.ui.browser" or outside_ui_may_import(module, names)


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
FLET_CLIENT_PACKERS = {"web/client.py": {"flet_web", "flet.controls.types"}, "web/build.py": {"flet_web"},
                       **TABLE_FLET_ADAPTER}
ENTRIES = {"static_site.py": static_site_may_import}  # and cli/ (cli_may_import)


@pytest.mark.parametrize("path", [p for p in ALL_MODULES if not rel(p).startswith("ui/")], ids=rel)
def test_only_the_ui_package_imports_flet(path):
    packs = FLET_CLIENT_PACKERS.get(rel(path), set())
    rule = cli_may_import if rel(path).startswith("cli/") else ENTRIES.get(rel(path), outside_ui_may_import)
    assert not broken([path], lambda module, names: module in packs or rule(module, names))


@pytest.mark.parametrize("path", modules_under("table/"), ids=rel)
def test_table_mode_never_imports_the_ui(path):
    """The UI imports table mode (the host's subject, the phones' app, the
    launcher), never the other way round; of Flet only its server knows."""
    adapts = TABLE_FLET_ADAPTER.get(rel(path), set())
    bad = broken([path], lambda module, names: module in adapts or table_may_import(module, names))
    assert not bad, "table mode imports the UI, storage or flet: " + ", ".join(bad)


def test_table_mode_has_one_flet_adapter_and_it_says_so():
    flet_users = {rel(p) for p in modules_under("table/") if any(is_flet(m) for _, m, _ in imports(p))}
    assert flet_users == set(TABLE_FLET_ADAPTER)
    for module in flet_users:
        doc = ast.get_docstring(ast.parse((PACKAGE / module).read_text(encoding="utf-8"))) or ""
        assert "adapts to Flet" in doc, f"{module}'s docstring does not say it is table mode's adapter to Flet"


def top_level(module: str) -> str | None:
    """The top-level package or module of ``scorekeeper`` that ``module`` is in."""
    parts = module.split(".")
    return parts[1] if parts[0] == "scorekeeper" and len(parts) > 1 else None


def package_graph() -> dict[str, set[str]]:
    """Which top-level packages and modules of ``scorekeeper`` each imports."""
    graph: dict[str, set[str]] = {}
    for path in ALL_MODULES:
        source = rel(path).split("/")[0].removesuffix(".py")
        for _, module, names in imports(path):
            targets = {top_level(module)} if module != "scorekeeper" else set(names)
            graph.setdefault(source, set()).update(t for t in targets if t and t != source)
    return graph


def cycle(graph: dict[str, set[str]]) -> list[str]:
    """A cycle of ``graph`` (empty: none)."""
    done: set[str] = set()

    def visit(node: str, path: list[str]) -> list[str]:
        if node in path:
            return path[path.index(node):] + [node]
        if node in done:
            return []
        for nxt in sorted(graph.get(node, ())):
            found = visit(nxt, path + [node])
            if found:
                return found
        done.add(node)
        return []

    for start in sorted(graph):
        found = visit(start, [])
        if found:
            return found
    return []


def test_the_packages_import_each_other_in_one_direction():
    """Issue 29: the UI and table mode imported each other; no two parts of
    the package may (a cycle of any length is refused)."""
    graph = package_graph()
    found = cycle(graph)
    assert not found, "the packages import each other in a cycle: " + " -> ".join(found)
    assert "table" in graph["ui"] and "ui" not in graph["table"]


def is_view(path: Path) -> bool:
    return not rel(path).removeprefix("ui/").startswith(UI_SERVICE_HOLDERS)


@pytest.mark.parametrize("path", modules_under("ui/"), ids=rel)
def test_the_ui_reaches_stored_games_only_through_the_service(path):
    assert not broken([path], ui_may_import)
    tree = ast.parse(path.read_text(encoding="utf-8"))
    reach = [n.lineno for n in ast.walk(tree) if isinstance(n, ast.Attribute) and n.attr in ("repo", "_repo")]
    assert not reach, f"{rel(path)} reaches the repository behind the service at lines {reach}"


@pytest.mark.parametrize("path", [p for p in modules_under("ui/") if is_view(p)], ids=rel)
def test_a_view_reads_through_the_store_never_the_service(path):
    assert not broken([path], view_may_import), "a view imports the service"
    tree = ast.parse(path.read_text(encoding="utf-8"))
    reach = [n.lineno for n in ast.walk(tree) if isinstance(n, ast.Attribute) and n.attr in ("service", "_service")]
    assert not reach, f"{rel(path)} reaches the service past the store at lines {reach}"


def components(path: Path) -> list[str]:
    """The Flet components a module defines (``@ft.component`` functions)."""
    tree = ast.parse(path.read_text(encoding="utf-8"))
    return [node.name for node in tree.body if isinstance(node, ast.FunctionDef)
            and any(isinstance(d, ast.Attribute) and d.attr == "component" for d in node.decorator_list)]


@pytest.mark.parametrize("path", modules_under("ui/"), ids=rel)
def test_a_ui_module_holds_one_component(path):
    found = components(path)
    assert len(found) <= 1, f"{rel(path)} holds {found}: one component per file"


def screens() -> dict[str, object]:
    from scorekeeper.ui.app import SCREENS

    return SCREENS


@pytest.mark.parametrize("route", sorted(screens()))
def test_every_screen_has_its_folder_its_component_and_its_presenter(route):
    """A screen's route names its folder: ``ui/<screen>/screen.py`` holds its
    component, and a module of the folder imports ``presenters/<screen>.py``."""
    folder = route.replace("-", "_")
    screen = PACKAGE / "ui" / folder / "screen.py"
    assert screen.is_file(), f"the {route!r} screen has no {rel(screen)}"
    assert components(screen) == [screens()[route].__name__]
    assert screens()[route].component().__name__ == screens()[route].__name__, "the route imports its screen"
    presenter = PACKAGE / "presenters" / f"{folder}.py"
    assert presenter.is_file(), f"the {route!r} screen has no presenter ({rel(presenter)})"
    imported = {name for p in modules_under(f"ui/{folder}/") for _, name, _ in imports(p)}
    assert f"scorekeeper.presenters.{folder}" in imported, f"no module of ui/{folder}/ asks presenters/{folder}.py"


def test_every_folder_of_the_ui_is_a_screen_or_a_panel_with_its_presenter():
    """Besides the store and the widgets, every folder of ``ui/`` is a screen
    (a route) or a panel of one (``round``, ``sheet``), with its presenter."""
    folders = {p.name for p in (PACKAGE / "ui").iterdir() if p.is_dir() and (p / "__init__.py").is_file()}
    # ``table``: the phones' app of table mode (its own entry, served on the table's address)
    panels = folders - {"store", "widgets"} - {r.replace("-", "_") for r in screens()}
    assert panels == {"round", "sheet", "table"}, f"a new folder of ui/ is no screen: {sorted(panels)}"
    for folder in panels:
        imported = {name for p in modules_under(f"ui/{folder}/") for _, name, _ in imports(p)}
        assert f"scorekeeper.presenters.{folder}" in imported


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


@pytest.mark.parametrize("path", ALL_MODULES + TEST_AND_BENCHMARK_MODULES, ids=lambda p: p.relative_to(ROOT).as_posix())
def test_modules_stay_small_enough_to_read(path):
    lines = len(path.read_text(encoding="utf-8").splitlines())
    if path.is_relative_to(PACKAGE) and rel(path) in ONE_SUBJECT:
        return
    assert lines <= MAX_LINES, f"{path.relative_to(ROOT)} has {lines} lines (split it by concern)"
    if path.is_relative_to(PACKAGE) and rel(path).startswith("domain/"):
        assert lines <= MAX_DOMAIN_LINES, f"{path.relative_to(ROOT)} has {lines} lines (the engine splits by subject)"


def test_the_import_checkers_catch_escapes():
    assert not domain_may_import("flet") and not domain_may_import("tinydb")
    assert not domain_may_import("scorekeeper.storage") and not domain_may_import("scorekeeper")
    assert domain_may_import("json") and domain_may_import("pydantic.fields") and domain_may_import("scorekeeper.domain.game")
    assert not storage_may_import("scorekeeper.service") and not storage_may_import("flet")
    assert not storage_may_import("scorekeeper.ui.app") and storage_may_import("scorekeeper.domain.stats")
    assert not storage_may_import("scorekeeper.domain.game") and not storage_may_import("scorekeeper.domain")
    assert not ui_may_import("scorekeeper.storage.tinydb_repository")
    assert not ui_may_import("scorekeeper.storage", ("TinyDBGameRepository",))
    assert not ui_may_import("scorekeeper.storage", ("SaveFailedError", "StorageError"))
    assert not ui_may_import("scorekeeper.storage.errors")
    assert ui_may_import("scorekeeper.service") and ui_may_import("flet")
    assert not view_may_import("scorekeeper.service") and view_may_import("scorekeeper.presenters.round")
    assert is_view(PACKAGE / "ui" / "round" / "panel.py") and not is_view(PACKAGE / "ui" / "store" / "play.py")
    assert not outside_ui_may_import("flet_charts") and not outside_ui_may_import("scorekeeper.ui.app")
    assert not table_may_import("scorekeeper.ui.store.seat") and not table_may_import("scorekeeper.ui")
    assert not table_may_import("flet") and not table_may_import("scorekeeper.storage")
    assert table_may_import("scorekeeper.service") and table_may_import("scorekeeper.presenters.taps")
    assert table_may_import("msgpack") and table_may_import("scorekeeper.domain.seat")
    assert cycle({"ui": {"table"}, "table": {"service"}}) == []
    assert cycle({"ui": {"table"}, "table": {"presenters"}, "presenters": {"ui"}}) == ["presenters", "ui", "table", "presenters"]


# -- docs/ARCHITECTURE.md, the page a newcomer reads first --------------------------------

ARCHITECTURE = ROOT / "docs" / "ARCHITECTURE.md"
PATH_IN_DOC = re.compile(r"`((?:scorekeeper|tests|rules|benchmarks|docs)/[^`\s<]*)`")
NAMED_CODE = re.compile(r"`((?:scorekeeper)/[^`\s]+\.py)` ·\s+`([A-Za-z_][\w.]*)`")


def doc_text() -> str:
    return ARCHITECTURE.read_text(encoding="utf-8")


def section(title: str) -> str:
    text = doc_text()
    start = text.index(f"## {title}")
    end = text.find("\n## ", start + 1)
    return text[start:end if end != -1 else len(text)]


def defined_names(path: Path) -> set[str]:
    """Top-level functions and classes of a module, and ``Class.method``."""
    names: set[str] = set()
    for node in ast.parse(path.read_text(encoding="utf-8")).body:
        if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef)):
            names.add(node.name)
        elif isinstance(node, ast.ClassDef):
            names.add(node.name)
            names |= {f"{node.name}.{f.name}" for f in node.body if isinstance(f, (ast.FunctionDef, ast.AsyncFunctionDef))}
    return names


def test_the_architecture_page_names_only_files_that_exist():
    paths = PATH_IN_DOC.findall(doc_text())
    assert len(paths) > 20
    missing = sorted({p for p in paths if not (ROOT / p.rstrip("/")).exists()})
    assert not missing, f"docs/ARCHITECTURE.md names what is not there: {missing}"


def test_the_layer_table_covers_every_package_and_module():
    table = section("The layers, and what each may import")
    named = set(PATH_IN_DOC.findall(table))
    tops = {f"scorekeeper/{p.name}/" for p in PACKAGE.iterdir() if (p / "__init__.py").is_file() and not p.name.startswith("_")}
    tops |= {f"scorekeeper/{p.name}" for p in PACKAGE.glob("*.py") if p.name not in ("__init__.py", "__main__.py")}
    assert tops - named == set(), f"the layer table of docs/ARCHITECTURE.md leaves out {sorted(tops - named)}"


def test_the_path_of_one_tap_names_real_code_in_at_most_twelve_files():
    """Issue 27: a tap's path is short enough to read in one sitting."""
    steps = NAMED_CODE.findall(section("The path of one tap"))
    assert len(steps) >= 10
    files = {path for path, _ in steps}
    assert len(files) <= 12, f"the path of one tap names {len(files)} files: {sorted(files)}"
    for path, name in steps:
        assert name in defined_names(ROOT / path), f"docs/ARCHITECTURE.md: {path} has no {name}"


def test_the_architecture_page_names_every_screen_and_subject_of_the_store():
    text = doc_text()
    folders = {p.name for p in (PACKAGE / "ui").iterdir() if (p / "__init__.py").is_file()} - {"store"}
    unnamed = sorted(f for f in folders if f"`{f}`" not in text)
    assert not unnamed, f"docs/ARCHITECTURE.md does not name the UI folders {unnamed}"
    subjects = {p.name for p in (PACKAGE / "ui" / "store").glob("*.py")} - {"__init__.py", "watch.py"}
    unnamed = sorted(s for s in subjects if s not in text)
    assert not unnamed, f"docs/ARCHITECTURE.md does not name the store's modules {unnamed}"
