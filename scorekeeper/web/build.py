"""``scorekeeper build-web``: the app as a static site (Python in the browser).

What ``flet publish --no-cdn`` would do, done here so that it works offline
from the installed packages and ships only what the app needs:

- Flet's web client from the ``flet-web`` package, without the parts the
  site never loads (the dart2wasm build and the renderers other than
  CanvasKit, debug symbols, Pyodide's command-line runner and its micropip);
- the Pyodide runtime that ``flet-web`` ships (``flet publish`` would
  download one; its cache check wants a version key the shipped lock file
  lacks), loaded as ``./pyodide/pyodide.mjs`` (``publish`` writes a bare
  ``pyodide/...`` that a worker's ``import()`` cannot resolve);
- ``app.tar.gz``: ``main.py``, the ``scorekeeper`` package, the preset files
  and the PDF font in the layout of a checkout, and every package the app
  imports under ``__pypackages__`` (see :mod:`.packages`). No tests, no
  benchmarks, no ``requirements.txt``: nothing is installed in the browser;
- a manifest with the app's name and icons, and a service worker (``sw.js``)
  that caches every file, registered in place of Flutter's (which only
  unregisters itself).
"""

from __future__ import annotations

import io
import json
import os
import re
import shutil
import tarfile
import tempfile
import time
from dataclasses import dataclass, field
from importlib import resources
from pathlib import Path
from typing import Callable, Iterable

from . import bytecode
from . import packages as pk
from .pwa import APP_NAME, DESCRIPTION, THEME_COLOR, write_icons, write_manifest

ARCHIVE = "app.tar.gz"
BUILD_INFO = "build-info.json"
#: Written into the archive as its main module (``flet.pythonModuleName``).
ENTRY = '''"""The static site's entry point (written by ``scorekeeper build-web``): runs in the browser."""

import flet as ft

from scorekeeper.bootstrap import Scorekeeper
from scorekeeper.ui.browser import make_browser_main
from scorekeeper.web.browser import BrowserStorage

storage = BrowserStorage()


async def open_service(waiting):
    await storage.open(waiting)
    return Scorekeeper.open(storage.data_dir).service


def on_not_stored(show):
    storage.screen.on_failure = show


ft.run(make_browser_main(open_service, on_not_stored))
storage.hold_screen_until_stored()
'''

#: Files of Flet's web client the site never loads, and why.
UNUSED_WEB_FILES = {
    "main.dart.wasm": "the dart2wasm build runs only with the skwasm renderer; the site uses CanvasKit",
    "main.dart.mjs": "the dart2wasm build's loader",
    "flutter.js.map": "debugging aid",
    "flutter_service_worker.js": "unregisters itself; sw.js takes its place",
    "canvaskit/skwasm*": "another renderer",
    "canvaskit/wimp*": "another renderer",
    "canvaskit/experimental_webparagraph": "another renderer",
    "canvaskit/*.symbols": "debugging aid",
    "canvaskit/*/*.symbols": "debugging aid",
    "pyodide/python": "Pyodide's command-line runner",
    "pyodide/python.bat": "Pyodide's command-line runner",
    "pyodide/python.exe": "Pyodide's command-line runner",
    "pyodide/python_cli_entry.mjs": "Pyodide's command-line runner",
    "pyodide/*.d.ts": "type declarations",
    "pyodide/*.whl": "micropip and packaging: nothing is installed in the browser",
    "pyodide/package.json": "npm metadata",
    "pyodide/pyodide.js": "the classic-script loader; the worker imports pyodide.mjs",
}
#: Left out of the app archive (besides bytecode caches): translation sources (the .mo files are read).
ARCHIVE_SKIPPED_SUFFIXES = (".pyc", ".po")

Log = Callable[[str], None]


class WebBuildError(RuntimeError):
    """The site cannot be built (one line: what is missing and what to do)."""


@dataclass(frozen=True)
class BuildReport:
    out: Path
    files: int
    size: int  # bytes of every file of the site
    archive_size: int  # bytes of app.tar.gz
    seconds: float
    version: str
    python: str
    packages: list[str] = field(default_factory=list)  # "name version (where from)"

    def summary(self) -> str:
        mb = 1_000_000
        return (
            f"built the static site in {self.out} ({self.files} files, {self.size / mb:.1f} MB; "
            f"app and packages {self.archive_size / mb:.1f} MB) in {self.seconds:.0f} s"
        )


# -- the web client -----------------------------------------------------------------------


def _flet_web_dir() -> Path:
    try:
        from flet_web import get_package_web_dir
    except ImportError:
        raise WebBuildError("the flet-web package is missing; run: python -m pip install -e .") from None
    web = Path(get_package_web_dir())
    if not (web / "index.html").is_file() or not (web / "pyodide" / "pyodide-lock.json").is_file():
        raise WebBuildError(f"{web} lacks Flet's web client or its Pyodide runtime; reinstall flet-web")
    return web


def _unused(relative: str) -> bool:
    from fnmatch import fnmatch

    return any(relative == pattern or fnmatch(relative, pattern) or relative.startswith(pattern + "/")
               for pattern in UNUSED_WEB_FILES)


def copy_web_client(web: Path, out: Path) -> None:
    for path in sorted(web.rglob("*")):
        relative = path.relative_to(web).as_posix()
        if path.is_dir() or _unused(relative):
            continue
        target = out / relative
        target.parent.mkdir(parents=True, exist_ok=True)
        shutil.copy2(path, target)


def _replace_once(text: str, pattern: str, replacement: str, what: str, *, flags: int = 0) -> str:
    new, count = re.subn(pattern, lambda _m: replacement, text, count=1, flags=flags)
    if count != 1:
        raise WebBuildError(f"cannot patch {what}: this Flet version's web client differs from the one this build knows")
    return new


def patch_client(out: Path, base_url: str) -> None:
    """index.html: the app's name, Python in the browser from the local
    Pyodide, CanvasKit, the service worker; flutter_bootstrap.js: no
    Flutter service worker."""
    from flet.controls.types import RouteUrlStrategy, WebRenderer
    from flet_web import patch_font_manifest_json, patch_index_html

    index = out / "index.html"
    patch_index_html(
        index_path=str(index),
        base_href=base_url,
        app_name=APP_NAME,
        app_description=DESCRIPTION,
        pyodide=True,
        pyodide_script_path="main.py",
        pyodide_version="local",
        app_package_url=ARCHIVE,
        web_renderer=WebRenderer.CANVAS_KIT,
        # every screen is one page: a hash route reloads from any static host
        route_url_strategy=RouteUrlStrategy.HASH,
        no_cdn=True,
    )
    text = index.read_text(encoding="utf-8")
    text = _replace_once(text, r'flet\.pyodideUrl="pyodide/pyodide\.mjs";', 'flet.pyodideUrl="./pyodide/pyodide.mjs";', "index.html")
    head = (resources.files(__package__) / "site" / "head.html").read_text(encoding="utf-8")
    text = _replace_once(text, r"</head>", head.replace("__THEME__", THEME_COLOR) + "</head>", "index.html")
    index.write_text(text, encoding="utf-8")

    # Roboto from the bundled file, not from Google Fonts (as `flet publish --no-cdn`)
    patch_font_manifest_json(manifest_path=str(out / "assets" / "FontManifest.json"))
    # The client's Rive plugin (animations the app has none of) fetches its
    # runtime from a CDN at start: point it inside the site, so that the app
    # asks nothing of any other site (offline, that request would fail anyway).
    dart = out / "main.dart.js"
    text = dart.read_text(encoding="utf-8")
    dart.write_text(re.sub(r'"https://cdn\.jsdelivr\.net/npm/@rive-app/[^"]*"', '"./rive/"', text), encoding="utf-8")

    bootstrap = out / "flutter_bootstrap.js"
    text = bootstrap.read_text(encoding="utf-8")
    text = _replace_once(text, r"\n\s*serviceWorkerSettings:\s*\{[^{}]*\},", "", "flutter_bootstrap.js")
    bootstrap.write_text(text, encoding="utf-8")


# -- the app archive ---------------------------------------------------------------------------


class _Archive:
    """A reproducible tar.gz: sorted entries, fixed times and owners."""

    def __init__(self, path: Path) -> None:
        self._raw = open(path, "wb")  # noqa: SIM115 - closed in close()
        import gzip

        self._gz = gzip.GzipFile(fileobj=self._raw, mode="wb", compresslevel=9, mtime=0)
        self._tar = tarfile.open(fileobj=self._gz, mode="w", format=tarfile.GNU_FORMAT)
        self._entries: dict[str, bytes] = {}

    def add(self, name: str, data: bytes) -> None:
        self._entries[name] = data

    def add_file(self, name: str, path: Path) -> None:
        self._entries[name] = path.read_bytes()

    def precompile(self, pyodide_dir: Path, log: Log) -> bool:
        """Add bytecode for the browser (see :mod:`.bytecode`), when Node.js is here."""
        node = bytecode.find_node()
        if node is None:
            log("  note: Node.js not found: no bytecode for the browser; the site starts slower")
            return False
        with tempfile.TemporaryDirectory(prefix="sk-archive-") as tmp:
            root = Path(tmp)
            for name, data in self._entries.items():
                target = root / name
                target.parent.mkdir(parents=True, exist_ok=True)
                target.write_bytes(data)
            if not bytecode.compile_tree(root, pyodide_dir, node=node, log=log):
                return False
            self._entries = {p.relative_to(root).as_posix(): p.read_bytes() for p in root.rglob("*") if p.is_file()}
        return True

    def close(self) -> None:
        for name in sorted(self._entries):
            data = self._entries[name]
            info = tarfile.TarInfo(name)
            info.size, info.mtime, info.mode = len(data), 0, 0o644
            self._tar.addfile(info, io.BytesIO(data))
        self._tar.close()
        self._gz.close()
        self._raw.close()


def _tree_files(root: Path) -> Iterable[tuple[str, Path]]:
    for path in sorted(root.rglob("*")):
        relative = path.relative_to(root).as_posix()
        if path.is_file() and "__pycache__" not in relative.split("/") and not relative.endswith(ARCHIVE_SKIPPED_SUFFIXES):
            yield relative, path


def app_sources() -> list[tuple[str, Path]]:
    """(name in the archive, file) of the app itself, laid out as in a
    checkout: the package, ``rules/`` and ``assets/fonts/`` beside it."""
    import scorekeeper
    from ..exports.fonts import font_dir
    from ..presets import builtin_rules_dir

    package = Path(scorekeeper.__file__).resolve().parent
    files = [(f"scorekeeper/{name}", path) for name, path in _tree_files(package)]
    rules = builtin_rules_dir()
    files += [(f"rules/{item.name}", Path(str(item))) for item in rules.iterdir() if item.name.endswith(".toml")]
    fonts = font_dir()
    files += [(f"assets/fonts/{item.name}", item) for item in sorted(fonts.iterdir()) if item.is_file()]
    return files


def write_archive(
    path: Path, python: pk.BrowserPython, *, cache_dir: Path, wheels_dir: Path | None, pyodide_dir: Path | None, log: Log
) -> list[str]:
    """app.tar.gz; returns the packages in it, as "name version (from where)"."""
    import scorekeeper

    package = Path(scorekeeper.__file__).resolve().parent
    roots = pk.root_distributions(pk.imported_modules(package, ENTRY))
    dists = pk.requirement_closure(roots, python)
    requests = pk.index_requirements(dists, python)
    wheels = pk.fetch_wheels(requests, python, cache_dir=cache_dir, wheels_dir=wheels_dir, log=log)
    from_index = {pk.wheel_name(w): w for w in wheels}
    missing = sorted(name for name, dist in dists.items() if pk.is_compiled(dist) and name not in from_index)
    if missing:
        raise WebBuildError(f"no build for the browser of {', '.join(missing)}")

    archive = _Archive(path)
    archive.add("main.py", ENTRY.encode("utf-8"))
    for name, file in app_sources():
        archive.add_file(name, file)
    listed = []
    for name, wheel in sorted(from_index.items()):
        for inner, data in pk.wheel_files(wheel):
            archive.add(f"__pypackages__/{inner}", data)
        listed.append(f"{name} {wheel.name.split('-')[1]} (browser wheel)")
    for name, dist in sorted(dists.items()):
        if name in from_index:
            continue
        for inner, file in pk.installed_files(dist):
            archive.add_file(f"__pypackages__/{inner}", file)
        listed.append(f"{name} {dist.version} (installed)")
    if pyodide_dir is not None:
        archive.precompile(pyodide_dir, log)
    archive.close()
    return listed


# -- the whole site ----------------------------------------------------------------------------


def site_files(out: Path) -> list[str]:
    return sorted(p.relative_to(out).as_posix() for p in out.rglob("*") if p.is_file())


def write_service_worker(out: Path) -> str:
    """sw.js with the list of files and a version derived from their content."""
    import hashlib

    files = [name for name in site_files(out) if name != "sw.js"]
    digest = hashlib.sha256()
    for name in files:
        digest.update(name.encode("utf-8") + b"\0" + (out / name).read_bytes())
    version = digest.hexdigest()[:16]
    template = (resources.files(__package__) / "site" / "sw.js").read_text(encoding="utf-8")
    text = template.replace("__VERSION__", version).replace("__FILES__", json.dumps(["./", *files], indent=1))
    (out / "sw.js").write_text(text, encoding="utf-8")
    return version


def _check_out_dir(out: Path) -> None:
    """Refuse to replace a folder that is not a site built here (``--out ~``)."""
    if out.exists() and not out.is_dir():
        raise WebBuildError(f"{out} is a file, not a folder; choose another --out")
    if out.is_dir() and any(out.iterdir()) and not (out / BUILD_INFO).is_file():
        raise WebBuildError(f"{out} is not empty and holds no site built by scorekeeper; choose another --out")


def build_site(
    out: str | os.PathLike[str],
    *,
    base_url: str = "/",
    cache_dir: Path | None = None,
    wheels_dir: Path | None = None,
    compile_bytecode: bool = True,
    log: Log = lambda _line: None,
) -> BuildReport:
    """Build the static site into ``out`` (replaced whole only once the new
    one is complete: a failed build leaves the old site as it was)."""
    started = time.perf_counter()
    out = Path(out).resolve()
    _check_out_dir(out)
    if wheels_dir is not None and not Path(wheels_dir).is_dir():
        raise WebBuildError(f"--wheels {wheels_dir}: no such folder")
    web = _flet_web_dir()
    python = pk.BrowserPython.from_lock(web / "pyodide" / "pyodide-lock.json")
    out.parent.mkdir(parents=True, exist_ok=True)
    staging = Path(tempfile.mkdtemp(prefix=f".{out.name}-", dir=out.parent))
    try:
        log(f"Flet web client from {web}; Python {python.version} for {python.platform_tag}")
        copy_web_client(web, staging)
        patch_client(staging, base_url)
        write_icons(staging, log)
        write_manifest(staging)
        log("packing the app and its packages")
        listed = write_archive(
            staging / ARCHIVE, python, cache_dir=cache_dir or pk.default_cache_dir(),
            wheels_dir=Path(wheels_dir) if wheels_dir else None,
            pyodide_dir=web / "pyodide" if compile_bytecode else None, log=log,
        )
        info = {"app": APP_NAME, "python": python.version, "platform": python.platform_tag, "packages": listed}
        (staging / BUILD_INFO).write_text(json.dumps(info, indent=2) + "\n", encoding="utf-8")
        version = write_service_worker(staging)
        if out.exists():
            shutil.rmtree(out)
        staging.rename(out)
    except BaseException:
        shutil.rmtree(staging, ignore_errors=True)
        raise
    files = site_files(out)
    return BuildReport(
        out=out,
        files=len(files),
        size=sum((out / name).stat().st_size for name in files),
        archive_size=(out / ARCHIVE).stat().st_size,
        seconds=time.perf_counter() - started,
        version=version,
        python=python.version,
        packages=listed,
    )


__all__ = ["BuildReport", "ENTRY", "WebBuildError", "build_site"]
