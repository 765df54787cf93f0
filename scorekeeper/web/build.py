"""``scorekeeper build-web``: the app as a static site (Python in the browser).

What ``flet publish --no-cdn`` would do, done here so that it works offline
from the installed packages, ships only what the app needs, and starts fast:

- Flet's web client from the ``flet-web`` package, trimmed and patched
  (:mod:`.client`): a start screen of the app's own, ``boot.js`` in place of
  Flet's ``python.js`` (Python starts in its worker at once, beside Flutter's
  engine, not after it), ``worker.js`` in place of ``python-worker.js``;
- the Pyodide runtime that ``flet-web`` ships, with its standard library
  compiled to bytecode at build time (:mod:`.bytecode`);
- the app and the packages a start imports in ``app/start.tar.gz``, its
  compiled modules as WebAssembly files of their own, the PDF stack in
  ``app/later.tar.gz`` (:mod:`.archives`);
- a gzipped copy of each large file that packs well (the service worker
  fetches that and unpacks it: about a third of the bytes on a first visit,
  from any static host);
- a manifest with the app's name and icons, and a service worker (``sw.js``)
  that keeps every file for offline use, the large ones as they are first
  asked for and the rest once the app is on screen.
"""

from __future__ import annotations

import gzip
import hashlib
import json
import os
import shutil
import tempfile
import time
from dataclasses import dataclass, field
from importlib import resources
from pathlib import Path
from typing import Callable

from . import archives, bytecode
from . import packages as pk
from .client import PatchError, copy_web_client, patch_client
from .pwa import APP_NAME, DESCRIPTION, write_icons, write_manifest

BUILD_INFO = "build-info.json"
#: The site's main module (Flet's ``pythonModuleName``), written into the
#: start archive; the entry itself is :mod:`scorekeeper.static_site`.
ENTRY = '"""The static site\'s main module (written by scorekeeper build-web)."""\n\nfrom scorekeeper.static_site import main\n\nmain()\n'
HOME = "/home/pyodide"
STDLIB = "pyodide/python_stdlib.zip"
#: What a start from the cache needs before anything else: kept when the
#: service worker installs (everything else is kept as it is first asked for).
SHELL = ("index.html", "boot.js", "worker.js", "flutter_bootstrap.js", "manifest.json", "favicon.png", "icons/icon-192.png")
#: Files of this size and more get a gzipped copy if it saves a fifth or more.
GZIP_MIN_BYTES, GZIP_MIN_SAVING = 32_000, 0.2
NOT_GZIPPED = (".gz", ".zip", ".png")
#: The settings the Python of the site starts with: no pydantic plugins are
#: looked for (a scan of every package's metadata at the first model).
PYTHON_ENV = {"PYDANTIC_DISABLE_PLUGINS": "__all__"}
#: The start screen's words (``start.*`` in the catalogs), in every language.
START_WORDS = ("step_start", "step_python", "step_unpack", "step_link", "step_imports", "step_ready", "step_connected",
               "slow", "failed_start", "failed_python", "failed_download", "failed_unpack", "failed_link", "failed_imports", "failed_ready",
               "failed_connect", "failed_what_to_do", "retry")

Log = Callable[[str], None]


class WebBuildError(RuntimeError):
    """The site cannot be built (one line: what is missing and what to do)."""


@dataclass(frozen=True)
class BuildReport:
    out: Path
    files: int
    size: int  # bytes of every file of the site
    archive_size: int  # bytes of the app and its packages (archives and compiled modules)
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


def _flet_web_dir() -> Path:
    try:
        from flet_web import get_package_web_dir
    except ImportError:
        raise WebBuildError("the flet-web package is missing; run: python -m pip install -e .") from None
    web = Path(get_package_web_dir())
    if not (web / "index.html").is_file() or not (web / "pyodide" / "pyodide-lock.json").is_file():
        raise WebBuildError(f"{web} lacks Flet's web client or its Pyodide runtime; reinstall flet-web")
    return web


def start_words() -> dict[str, dict[str, str]]:
    """The start screen's words per language (boot.js shows them before Python runs)."""
    from ..i18n import LANGUAGES, translator

    words = {}
    for language in LANGUAGES:
        t = translator(language)
        words[language] = {"app_name": APP_NAME, **{key: t(f"start.{key}") for key in START_WORDS}}
    return words


def site_files(out: Path) -> list[str]:
    return sorted(p.relative_to(out).as_posix() for p in out.rglob("*") if p.is_file())


def write_gzip_copies(out: Path) -> dict[str, str]:
    """``name.gz`` beside each large file that packs well; returns name -> copy."""
    copies = {}
    for name in site_files(out):
        path = out / name
        if path.stat().st_size < GZIP_MIN_BYTES or name.endswith(NOT_GZIPPED) or name == "sw.js":
            continue
        data = path.read_bytes()
        packed = gzip.compress(data, compresslevel=9, mtime=0)
        if len(packed) <= len(data) * (1 - GZIP_MIN_SAVING):
            (out / f"{name}.gz").write_bytes(packed)
            copies[name] = f"{name}.gz"
    return copies


def _group(name: str) -> str:
    """Which files go together: one renderer of Flutter's two is ever loaded."""
    if name.startswith("canvaskit/chromium/"):
        return "renderer:chromium"
    if name.startswith("canvaskit/"):
        return "renderer:full"
    return "site"


def write_service_worker(out: Path, copies: dict[str, str]) -> str:
    """sw.js with every file (its hash, its gzipped copy, its group) and a
    version derived from all of them."""
    copied = set(copies.values())
    files = {}
    version = hashlib.sha256()
    for name in site_files(out):
        if name == "sw.js" or name in copied:
            continue
        digest = hashlib.sha256((out / name).read_bytes()).hexdigest()[:16]
        files[name] = {"hash": digest, "gz": copies.get(name), "group": _group(name)}
        version.update(f"{name}\0{digest}\0".encode("utf-8"))
    template = (resources.files(__package__) / "site" / "sw.js").read_text(encoding="utf-8")
    text = (template.replace("__VERSION__", version.hexdigest()[:16])
            .replace("__FILES__", json.dumps(files, indent=1, sort_keys=True))
            .replace("__SHELL__", json.dumps(list(SHELL)))
            .replace("__FILES_INDEX__", "sw-files.json"))
    (out / "sw.js").write_text(text, encoding="utf-8")
    return version.hexdigest()[:16]


def _check_out_dir(out: Path) -> None:
    """Refuse to replace a folder that is not a site built here (``--out ~``)."""
    if out.exists() and not out.is_dir():
        raise WebBuildError(f"{out} is a file, not a folder; choose another --out")
    if out.is_dir() and any(out.iterdir()) and not (out / BUILD_INFO).is_file():
        raise WebBuildError(f"{out} is not empty and holds no site built by scorekeeper; choose another --out")


def _site_settings(trees: archives.Trees, later: bool) -> dict:
    env = dict(PYTHON_ENV)
    if later:
        env["SCOREKEEPER_LATER_ARCHIVE"] = archives.LATER_ARCHIVE
        env["SCOREKEEPER_LATER_MODULES"] = ",".join(trees.later_modules)
    return {
        "description": DESCRIPTION,
        "archive": archives.START_ARCHIVE,
        "dynlibs": [{"path": lib.path, "url": lib.url} for lib in trees.dynlibs],
        "env": env,
        "home": HOME,
        "main": "main",
        "prefix": "scorekeeper.",
        "pyodide": "pyodide/pyodide.mjs",
        "pyodideDir": "pyodide/",
        "stdlib": STDLIB,
        "worker": "worker.js",
        "words": start_words(),
        "swPatienceMs": 4000,
        "slowMs": 20000,
    }


def build_site(
    out: str | os.PathLike[str],
    *,
    base_url: str = "/",
    cache_dir: Path | None = None,
    wheels_dir: Path | None = None,
    compile_bytecode: bool = True,
    app: archives.SiteApp | None = None,
    log: Log = lambda _line: None,
) -> BuildReport:
    """Build the static site into ``out`` (replaced whole only once the new
    one is complete: a failed build leaves the old site as it was).
    ``app``: what the site runs (default: the Wizard Scorekeeper)."""
    started = time.perf_counter()
    out = Path(out).resolve()
    _check_out_dir(out)
    if wheels_dir is not None and not Path(wheels_dir).is_dir():
        raise WebBuildError(f"--wheels {wheels_dir}: no such folder")
    web = _flet_web_dir()
    python = pk.BrowserPython.from_lock(web / "pyodide" / "pyodide-lock.json")
    app = app or archives.scorekeeper_app(ENTRY)
    out.parent.mkdir(parents=True, exist_ok=True)
    staging = Path(tempfile.mkdtemp(prefix=f".{out.name}-", dir=out.parent))
    try:
        with tempfile.TemporaryDirectory(prefix="sk-site-") as tmp:
            work = Path(tmp)
            log(f"Flet web client from {web}; Python {python.version} for {python.platform_tag}")
            try:
                copy_web_client(web, staging)
            except PatchError as exc:
                raise WebBuildError(str(exc)) from None
            log("packing the app and its packages")
            trees = archives.lay_out(app, python, work, cache_dir=cache_dir or pk.default_cache_dir(),
                                     wheels_dir=Path(wheels_dir) if wheels_dir else None, site=staging, log=log)
            if compile_bytecode:
                _compile(trees, web, work, staging, log)
            archives.write_tar(trees.start, staging / archives.START_ARCHIVE)
            has_later = trees.later.is_dir() and any(trees.later.iterdir())
            if has_later:
                archives.write_tar(trees.later, staging / archives.LATER_ARCHIVE)
        try:
            patch_client(staging, base_url, _site_settings(trees, has_later))
        except PatchError as exc:
            raise WebBuildError(str(exc)) from None
        write_icons(staging, log)
        write_manifest(staging)
        info = {"app": APP_NAME, "python": python.version, "platform": python.platform_tag, "packages": trees.packages}
        (staging / BUILD_INFO).write_text(json.dumps(info, indent=2) + "\n", encoding="utf-8")
        version = write_service_worker(staging, write_gzip_copies(staging))
        if out.exists():
            shutil.rmtree(out)
        staging.rename(out)
    except BaseException:
        shutil.rmtree(staging, ignore_errors=True)
        raise
    files = site_files(out)
    python_files = [n for n in files if n.startswith("app/") and not n.endswith(".wasm.gz")]
    return BuildReport(
        out=out,
        files=len(files),
        size=sum((out / name).stat().st_size for name in files),
        archive_size=sum((out / name).stat().st_size for name in python_files),
        seconds=time.perf_counter() - started,
        version=version,
        python=python.version,
        packages=trees.packages,
    )


def _compile(trees: archives.Trees, web: Path, work: Path, staging: Path, log: Log) -> None:
    """Bytecode for both archives and the standard library, in one run of the browser's Python."""
    node = bytecode.find_node()
    if node is None:
        log("  note: Node.js not found: no bytecode for the browser; the site starts slower")
        return
    source, compiled = work / "stdlib-source.zip", work / "stdlib.zip"
    shutil.copyfile(web / STDLIB, source)
    compiler = bytecode.Compiler(work, web / "pyodide", node=node, log=log)
    compiler.add_tree(trees.start)
    if trees.later.is_dir():
        compiler.add_tree(trees.later)
    compiler.add_stdlib(source, compiled)
    if compiler.run():
        shutil.copyfile(compiled, staging / STDLIB)


__all__ = ["BuildReport", "ENTRY", "WebBuildError", "build_site"]
