"""The Python packages of the static site, in a form the browser's Python imports.

The browser runs Pyodide's CPython (3.14 for WebAssembly), not the Python
that runs the build. A pure-Python package is the same files everywhere, so
it is copied from this installation. A compiled one is not (pydantic-core,
msgpack): its wheel for the browser comes from the package index through
``pip download``, together with whatever pins it exactly (pydantic pins
pydantic-core), and is cached so the next build needs no network at all.

Which packages: those the app's modules import (an AST scan of the
``scorekeeper`` package, so stale install metadata cannot mislead it), with
their requirements as they apply in the browser (``platform_system ==
"Emscripten"``; extras are not followed, so ``flet[all]`` is just flet).
Everything is unpacked under ``__pypackages__/`` in the app archive, which
Flet's browser worker puts on ``sys.path``.
"""

from __future__ import annotations

import ast
import importlib.metadata as metadata
import json
import os
import re
import shutil
import subprocess
import sys
import tempfile
import zipfile
from dataclasses import dataclass
from pathlib import Path
from typing import Callable, Iterable, Iterator

try:
    from packaging.requirements import Requirement
except ImportError:  # pragma: no cover - pip always carries a copy
    from pip._vendor.packaging.requirements import Requirement  # type: ignore[no-redef]

#: Reached through a requirement but never needed in the browser, and why.
LEFT_OUT = {
    "pillow": "fpdf2 needs Pillow only to embed pictures, which the score pads have none of; "
    "it has no build for the browser",
}
#: Imported by the app only where the browser never goes (the desktop window
#: in ui/app.py), or given by Pyodide itself.
NOT_BUNDLED_MODULES = {"flet_desktop", "js", "pyodide", "pyodide_js"}
#: Files of an installed package that the browser cannot use or never reads.
SKIPPED_SUFFIXES = (".pyc", ".pyo", ".so", ".pyd", ".dll", ".dylib", ".c", ".h", ".pyx", ".pxd", ".pyi")
SKIPPED_DIST_INFO = {"RECORD", "INSTALLER", "REQUESTED", "direct_url.json"}

Log = Callable[[str], None]


class PackagingError(RuntimeError):
    """A package the site needs cannot be had (one line, says which and why)."""


def canonical(name: str) -> str:
    return re.sub(r"[-_.]+", "-", name).lower()


@dataclass(frozen=True)
class BrowserPython:
    """The Python of Pyodide that the site ships (read from its lock file)."""

    version: str  # "3.14.2"
    abi_version: str  # "2026_0"
    arch: str = "wasm32"

    @classmethod
    def from_lock(cls, lock_file: Path) -> "BrowserPython":
        info = json.loads(lock_file.read_text(encoding="utf-8")).get("info", {})
        try:
            return cls(version=info["python"], abi_version=info["abi_version"], arch=info.get("arch", "wasm32"))
        except KeyError as exc:
            raise PackagingError(f"{lock_file} does not say which Python it is (no info.{exc.args[0]})") from None

    @property
    def short(self) -> str:
        return ".".join(self.version.split(".")[:2])

    @property
    def abi(self) -> str:
        return "cp" + self.short.replace(".", "")

    @property
    def platform_tag(self) -> str:
        return f"pyemscripten_{self.abi_version}_{self.arch}"

    def markers(self) -> dict[str, str]:
        """Environment markers as they evaluate inside the browser."""
        return {
            "python_version": self.short,
            "python_full_version": self.version,
            "implementation_name": "cpython",
            "implementation_version": self.version,
            "platform_python_implementation": "CPython",
            "platform_system": "Emscripten",
            "sys_platform": "emscripten",
            "platform_machine": self.arch,
            "platform_release": "",
            "platform_version": "",
            "os_name": "posix",
            "extra": "",
        }


# -- which packages ---------------------------------------------------------------


def _module_file(own: dict[str, Path], module: str) -> Path | None:
    top, *parts = module.split(".")
    root = own[top]
    if root.is_file():  # a top-level module: nothing below it
        return None if parts else root
    base = root.joinpath(*parts)
    for candidate in (base.with_suffix(".py"), base / "__init__.py"):
        if candidate.is_file():
            return candidate
    return None


def _imports_of(path: Path, module: str) -> Iterator[str]:
    """Absolute names a module imports (``from a import b`` yields ``a`` and ``a.b``)."""
    package = module if path.name == "__init__.py" else module.rpartition(".")[0]
    tree = ast.parse(path.read_text(encoding="utf-8"), filename=str(path))
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            yield from (alias.name for alias in node.names)
        elif isinstance(node, ast.ImportFrom):
            if node.level:
                base = package.split(".")[: len(package.split(".")) - (node.level - 1)]
                name = ".".join(base + ([node.module] if node.module else []))
            else:
                name = node.module or ""
            yield name
            yield from (f"{name}.{alias.name}" for alias in node.names)


def imported_modules(own: dict[str, Path] | Path, entry_source: str) -> set[str]:
    """Top-level names of the modules outside the standard library that the
    entry script reaches, following its imports through the site's own code
    (``own``: top-level name -> package folder or module file; a folder alone
    is that package), so build-time tools such as this module are not counted."""
    if isinstance(own, Path):
        own = {own.name: own}
    third_party: set[str] = set()
    seen: set[str] = set()
    queue = list(_imports_in_source(entry_source))
    while queue:
        name = queue.pop()
        top = name.split(".")[0]
        if top not in own:
            if top and top not in sys.stdlib_module_names and top not in NOT_BUNDLED_MODULES:
                third_party.add(top)
            continue
        parts = name.split(".")
        for depth in range(1, len(parts) + 1):  # importing a.b.c runs a and a.b first
            module = ".".join(parts[:depth])
            if module in seen:
                continue
            seen.add(module)
            path = _module_file(own, module)
            if path is not None:
                queue.extend(_imports_of(path, module))
    return third_party


def _imports_in_source(source: str) -> list[str]:
    names = []
    for node in ast.walk(ast.parse(source)):
        if isinstance(node, ast.Import):
            names += [alias.name for alias in node.names]
        elif isinstance(node, ast.ImportFrom) and node.module:
            names += [node.module, *(f"{node.module}.{alias.name}" for alias in node.names)]
    return names


def root_distributions(modules: Iterable[str]) -> set[str]:
    owners = metadata.packages_distributions()
    roots = set()
    for module in sorted(modules):
        dists = owners.get(module)
        if not dists:
            raise PackagingError(f"the app imports {module}, but no installed package provides it")
        roots.add(canonical(dists[0]))
    return roots


def _distribution(name: str, needed_by: str) -> metadata.Distribution:
    try:
        return metadata.distribution(name)
    except metadata.PackageNotFoundError:
        raise PackagingError(f"{name} (needed by {needed_by}) is not installed; run: python -m pip install -e .") from None


def requirement_closure(roots: Iterable[str], python: BrowserPython) -> dict[str, metadata.Distribution]:
    """Every installed distribution the roots need in the browser, by canonical name."""
    env = python.markers()
    found: dict[str, metadata.Distribution] = {}
    queue = [(name, "the app") for name in sorted(roots)]
    while queue:
        name, needed_by = queue.pop(0)
        if name in found or name in LEFT_OUT:
            continue
        dist = found[name] = _distribution(name, needed_by)
        for text in dist.requires or ():
            req = Requirement(text)
            if req.marker is not None and not req.marker.evaluate(env):
                continue
            queue.append((canonical(req.name), name))
    return found


def is_compiled(dist: metadata.Distribution) -> bool:
    return any(str(f).endswith((".so", ".pyd")) for f in dist.files or ())


def _pins(dist: metadata.Distribution, env: dict[str, str]) -> set[str]:
    """Names the distribution requires at exactly one version (``==``)."""
    pinned = set()
    for text in dist.requires or ():
        req = Requirement(text)
        if req.marker is not None and not req.marker.evaluate(env):
            continue
        if any(spec.operator in ("==", "===") for spec in req.specifier):
            pinned.add(canonical(req.name))
    return pinned


def index_requirements(dists: dict[str, metadata.Distribution], python: BrowserPython) -> list[str]:
    """What to fetch from the package index for the browser: each compiled
    distribution, and each one that pins a compiled one (the pair must come
    from the same release), asked for at this installation's version or a
    newer one of the same major version. A compiled distribution pinned by
    another comes along as its requirement."""
    env = python.markers()
    compiled = {name for name, dist in dists.items() if is_compiled(dist)}
    pins = {name: _pins(dist, env) for name, dist in dists.items()}
    wanted = compiled | {name for name, pinned in pins.items() if pinned & compiled}
    pinned_by_wanted = set().union(*(pins[name] for name in wanted)) if wanted else set()
    requests = []
    for name in sorted(wanted - pinned_by_wanted):
        version = dists[name].version
        major = int(version.split(".")[0])
        requests.append(f"{name}>={version},<{major + 1}")
    return requests


# -- the wheels for the browser ------------------------------------------------------


def default_cache_dir() -> Path:
    base = os.environ.get("XDG_CACHE_HOME") or os.path.join(os.path.expanduser("~"), ".cache")
    return Path(base) / "wizard-scorekeeper" / "browser-wheels"


def _pip_download(requests: list[str], python: BrowserPython, dest: Path, *, sources: list[str]) -> subprocess.CompletedProcess:
    command = [
        sys.executable, "-m", "pip", "download", "--disable-pip-version-check", "--no-input", "--progress-bar", "off",
        "--only-binary=:all:", "--platform", python.platform_tag, "--python-version", python.short,
        "--implementation", "cp", "--abi", python.abi, "--dest", str(dest), *sources, *requests,
    ]
    return subprocess.run(command, capture_output=True, text=True, stdin=subprocess.DEVNULL)


def fetch_wheels(
    requests: list[str],
    python: BrowserPython,
    *,
    cache_dir: Path,
    wheels_dir: Path | None = None,
    log: Log = lambda _line: None,
) -> list[Path]:
    """The wheels for the browser that satisfy ``requests`` (with their
    requirements), resolved by pip: from ``wheels_dir`` only when given
    (fully offline), else from the cache, else from the package index into
    the cache. Returns paths inside the cache (or ``wheels_dir``)."""
    if not requests:
        return []
    kept_in = (cache_dir / python.platform_tag).resolve()
    kept_in.mkdir(parents=True, exist_ok=True)
    attempts: list[tuple[str, list[str]]]
    if wheels_dir is not None:
        attempts = [(f"wheels in {wheels_dir}", ["--no-index", "--find-links", str(wheels_dir)])]
    else:
        attempts = [
            (f"the wheel cache {kept_in}", ["--no-index", "--find-links", str(kept_in)]),
            ("the package index", ["--find-links", str(kept_in)]),
        ]
    failure = ""
    for where, sources in attempts:
        with tempfile.TemporaryDirectory(prefix="sk-wheels-") as tmp:
            done = _pip_download(requests, python, Path(tmp), sources=sources)
            if done.returncode == 0:
                wheels = sorted(Path(tmp).glob("*.whl"))
                kept = []
                for wheel in wheels:
                    target = kept_in / wheel.name
                    if not target.exists():
                        # whole or not at all: another build may be reading the cache at this moment
                        partial = kept_in / f".{wheel.name}.{os.getpid()}.part"
                        shutil.copy2(wheel, partial)
                        os.replace(partial, target)
                    kept.append(target)
                log(f"  wheels for {python.platform_tag} from {where}: {', '.join(w.name for w in kept)}")
                return kept
            lines = [line for line in done.stderr.splitlines() if line.startswith("ERROR")]
            failure = lines[-1] if lines else (done.stderr.strip().splitlines() or ["pip failed"])[-1]
    raise PackagingError(
        f"no wheels for the browser ({python.platform_tag}, Python {python.short}) for {', '.join(requests)}: "
        f"{failure.removeprefix('ERROR: ')}"
    )


def wheel_name(wheel: Path) -> str:
    return canonical(wheel.name.split("-")[0])


# -- files into the archive ------------------------------------------------------------


def _wanted(relative: str, *, built_for_browser: bool = False) -> bool:
    parts = relative.split("/")
    if "__pycache__" in parts:
        return False
    if relative.endswith(SKIPPED_SUFFIXES) and not (built_for_browser and relative.endswith(".so")):
        return False
    if parts[0].endswith(".dist-info") and parts[-1] in SKIPPED_DIST_INFO:
        return False
    return not any(part.startswith("..") for part in parts)


def installed_files(dist: metadata.Distribution) -> Iterator[tuple[str, Path]]:
    """(path inside ``__pypackages__``, file on disk) of an installed
    distribution, without bytecode, compiled modules, sources of compiled
    modules, stubs and install bookkeeping."""
    for file in dist.files or ():
        relative = str(file).replace(os.sep, "/")
        if not _wanted(relative):
            continue
        path = Path(str(file.locate()))
        if path.is_file():
            yield relative, path


def wheel_files(wheel: Path) -> Iterator[tuple[str, bytes]]:
    """(path inside ``__pypackages__``, content) of a wheel for the browser."""
    with zipfile.ZipFile(wheel) as archive:
        for info in archive.infolist():
            if info.is_dir():
                continue
            name = info.filename
            if ".data/" in name.split("/", 1)[0] + "/":  # scripts and headers: nothing to import
                continue
            if not _wanted(name, built_for_browser=True):
                continue
            yield name, archive.read(info)


__all__ = [
    "BrowserPython",
    "LEFT_OUT",
    "PackagingError",
    "canonical",
    "default_cache_dir",
    "fetch_wheels",
    "imported_modules",
    "index_requirements",
    "installed_files",
    "requirement_closure",
    "root_distributions",
    "wheel_files",
    "wheel_name",
]
