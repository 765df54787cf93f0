"""The Python side of the static site in the files it serves.

A start unpacks one archive and imports from it; what a start never uses
waits in a second one. In the site:

- ``app/start.tar.gz``: the site's ``main.py``, the app's own files in the
  layout of a checkout (the package, ``rules/``), and every package a start
  imports under ``__pypackages__``. The worker gunzips it as it arrives and
  reads the tar in JavaScript (see ``site/worker.js``);
- ``app/lib/*.wasm``: each compiled extension module (pydantic-core,
  msgpack) as a file of its own, so that the browser compiles it while it
  streams in and keeps the machine code for the next start; the archive
  holds an empty file in its place, which Python's import finds;
- ``app/later.tar.gz``: the packages fetched only when first imported
  (:data:`LATER`: the PDF export), with the app's files that go with them
  (the font a PDF embeds). The service worker keeps it for offline use; it
  is unpacked on the first ``import fpdf`` (see :mod:`.browser`).

Both archives are reproducible (sorted entries, fixed times and owners).
"""

from __future__ import annotations

import gzip
import io
import shutil
import tarfile
from dataclasses import dataclass, field
from pathlib import Path
from typing import Callable, Iterable

from . import packages as pk
from .bytecode import PACKAGES

START_ARCHIVE = "app/start.tar.gz"
LATER_ARCHIVE = "app/later.tar.gz"
LIB_DIR = "app/lib"
#: Distributions a start never imports, fetched when first imported, and why.
LATER = {"fpdf2": "the PDF export: fpdf2 and fontTools are a third of the app's bytes and imported only for a PDF"}
#: Left out of the archives (besides bytecode caches): translation sources (the .mo files are read).
SKIPPED_SUFFIXES = (".pyc", ".po")

Log = Callable[[str], None]


@dataclass(frozen=True)
class SiteApp:
    """What a site runs: its main module and its own files.

    ``own``: top-level name -> package folder or module file, whose imports
    decide the packages the site carries; ``files``: (name in the archive,
    file) of the start archive; ``later_files``: those that go with
    :data:`LATER`."""

    main: str
    own: dict[str, Path]
    files: tuple[tuple[str, Path], ...]
    later_files: tuple[tuple[str, Path], ...] = ()


@dataclass(frozen=True)
class Dynlib:
    path: str  # where Python finds it, relative to the archive's root
    url: str  # the site's file of it


@dataclass
class Trees:
    """The archives' contents, laid out in folders (compiled in place)."""

    start: Path
    later: Path
    dynlibs: list[Dynlib] = field(default_factory=list)
    later_modules: list[str] = field(default_factory=list)  # top-level names that bring the later archive
    packages: list[str] = field(default_factory=list)  # "name version (from where)"


def _tree_files(root: Path) -> Iterable[tuple[str, Path]]:
    for path in sorted(root.rglob("*")):
        relative = path.relative_to(root).as_posix()
        if path.is_file() and "__pycache__" not in relative.split("/") and not relative.endswith(SKIPPED_SUFFIXES):
            yield relative, path


def scorekeeper_app(main: str) -> SiteApp:
    """The Wizard Scorekeeper: its package, ``rules/`` and, with the PDF
    export, the font a PDF embeds."""
    import scorekeeper

    from ..exports.fonts import font_dir
    from ..presets import builtin_rules_dir

    package = Path(scorekeeper.__file__).resolve().parent
    files = [(f"scorekeeper/{name}", path) for name, path in _tree_files(package)]
    rules = builtin_rules_dir()
    files += [(f"rules/{item.name}", Path(str(item))) for item in rules.iterdir() if item.name.endswith(".toml")]
    fonts = font_dir()
    later = [(f"assets/fonts/{item.name}", item) for item in sorted(fonts.iterdir()) if item.is_file()]
    return SiteApp(main=main, own={"scorekeeper": package}, files=tuple(files), later_files=tuple(later))


def _put(root: Path, name: str, data: bytes | Path) -> None:
    target = root / name
    target.parent.mkdir(parents=True, exist_ok=True)
    if isinstance(data, Path):
        shutil.copyfile(data, target)
    else:
        target.write_bytes(data)


def _top_level(names: Iterable[str]) -> set[str]:
    """Importable top-level names among a distribution's files."""
    tops = set()
    for name in names:
        first, _, rest = name.partition("/")
        if first.endswith((".dist-info", ".data")):
            continue
        tops.add(first[:-3] if not rest and first.endswith(".py") else first)
    return {t for t in tops if t.isidentifier()}


def lay_out(app: SiteApp, python: pk.BrowserPython, work: Path, *, cache_dir: Path, wheels_dir: Path | None,
            site: Path, log: Log) -> Trees:
    """Write the archives' trees under ``work`` and the compiled modules into
    the site; returns what the site needs to know of them."""
    roots = pk.root_distributions(pk.imported_modules(app.own, app.main))
    later_roots = roots & set(LATER)
    start = pk.requirement_closure(roots - later_roots, python)
    later = {name: dist for name, dist in pk.requirement_closure(later_roots, python).items() if name not in start}
    dists = {**start, **later}
    wheels = pk.fetch_wheels(pk.index_requirements(dists, python), python, cache_dir=cache_dir, wheels_dir=wheels_dir, log=log)
    from_index = {pk.wheel_name(w): w for w in wheels}
    missing = sorted(name for name, dist in dists.items() if pk.is_compiled(dist) and name not in from_index)
    if missing:
        raise pk.PackagingError(f"no build for the browser of {', '.join(missing)}")

    trees = Trees(start=work / "start", later=work / "later")
    _put(trees.start, "main.py", app.main.encode("utf-8"))
    for name, file in app.files:
        _put(trees.start, name, file)
    for name, file in app.later_files:
        _put(trees.later, name, file)
    later_names: set[str] = set()
    for name in sorted(dists):
        root = trees.later if name in later else trees.start
        if name in from_index:
            wheel = from_index[name]
            files = list(pk.wheel_files(wheel))
            trees.packages.append(f"{name} {wheel.name.split('-')[1]} (browser wheel)")
        else:
            files = list(pk.installed_files(dists[name]))
            trees.packages.append(f"{name} {dists[name].version} (installed)")
        for inner, data in files:
            _put(root, f"{PACKAGES}/{inner}", data)
        if name in later:
            later_names |= _top_level(inner for inner, _ in files)
    trees.later_modules = sorted(later_names)
    trees.dynlibs = _split_dynlibs(trees.start, site)
    return trees


def _split_dynlibs(tree: Path, site: Path) -> list[Dynlib]:
    """Each compiled module of the start tree into ``app/lib/`` (an empty file stays in its place)."""
    found = []
    for so in sorted((tree / PACKAGES).rglob("*.so")):
        url = f"{LIB_DIR}/{so.name.removesuffix('.so')}.wasm"
        target = site / url
        if target.exists():
            raise pk.PackagingError(f"two compiled modules named {so.name}")
        target.parent.mkdir(parents=True, exist_ok=True)
        shutil.copyfile(so, target)
        so.write_bytes(b"")
        found.append(Dynlib(path=so.relative_to(tree).as_posix(), url=url))
    return found


def write_tar(tree: Path, path: Path) -> int:
    """``tree`` as a reproducible tar.gz at ``path``; returns the number of files."""
    entries = sorted((p.relative_to(tree).as_posix(), p) for p in tree.rglob("*") if p.is_file())
    path.parent.mkdir(parents=True, exist_ok=True)
    raw = io.BytesIO()
    with tarfile.open(fileobj=raw, mode="w", format=tarfile.GNU_FORMAT) as tar:
        for name, file in entries:
            data = file.read_bytes()
            info = tarfile.TarInfo(name)
            info.size, info.mtime, info.mode = len(data), 0, 0o644
            tar.addfile(info, io.BytesIO(data))
    path.write_bytes(gzip.compress(raw.getvalue(), compresslevel=9, mtime=0))
    return len(entries)


__all__ = ["Dynlib", "LATER", "LATER_ARCHIVE", "LIB_DIR", "START_ARCHIVE", "SiteApp", "Trees", "lay_out",
           "scorekeeper_app", "write_tar"]
