"""Bytecode for the browser's Python, compiled at build time by that Python.

Without it every start of the site compiles from source, inside the
browser, every module it imports: the standard library that Python's own
start needs (``python_stdlib.zip`` as ``flet-web`` ships it holds sources
only), then flet, pydantic and the app. Measured under Node.js here,
Pyodide's start with the shipped library took 14–26 s and with a compiled
one 5.4 s (then a set of 27 common modules: 2.0–2.9 s against 0.22 s).
The bytecode must come from the same Python as the browser's (3.14 for
WebAssembly, not the one running the build), so the build runs the Pyodide
that ``flet-web`` ships under Node.js (``node``, when installed), once, for:

- the standard library: a zip of bytecode only (``zipimport`` reads a
  ``.pyc`` in place of its ``.py``), the same files otherwise;
- each archive tree's ``__pypackages__``: bytecode beside each module and
  the source dropped (a sourceless package);
- the app itself (``main.py``, ``scorekeeper``): bytecode in ``__pycache__``,
  sources kept, so a traceback in the browser shows the app's lines.

Bytecode is "unchecked-hash" (PEP 552): the archives carry no meaningful
file times, and they are only ever read as built. Without Node.js the site
is the same, only slower to start.
"""

from __future__ import annotations

import json
import shutil
import subprocess
import tempfile
from pathlib import Path
from typing import Callable

PACKAGES = "__pypackages__"
TIMEOUT_S = 600

_COMPILE_MJS = r"""
const [pyodideDir, jobsFile] = process.argv.slice(2);
const fs = await import("node:fs");
const jobs = JSON.parse(fs.readFileSync(jobsFile, "utf-8"));
const { loadPyodide } = await import(pyodideDir + "/pyodide.mjs");
// a fixed hash seed: sets in constants are written in one order, so two builds are the same bytes
const py = await loadPyodide({ indexURL: pyodideDir + "/", env: { PYTHONHASHSEED: "0" } });
py.FS.mkdirTree("/job");
py.FS.mount(py.FS.filesystems.NODEFS, { root: jobs.root }, "/job");
py.globals.set("jobs", py.toPy(jobs.jobs));
py.runPython(`
import compileall, importlib.util, marshal, py_compile, re, sys, zipfile

mode = py_compile.PycInvalidationMode.UNCHECKED_HASH
EPOCH = (1980, 1, 1, 0, 0, 0)


def pyc(source: bytes, name: str) -> bytes:
    code = compile(source, name, "exec", dont_inherit=True)
    flags = (1).to_bytes(4, "little")  # hash-based, unchecked
    return importlib.util.MAGIC_NUMBER + flags + importlib.util.source_hash(source) + marshal.dumps(code)


def stdlib(source: str, target: str) -> int:
    count = 0
    with zipfile.ZipFile(source) as zin, zipfile.ZipFile(target, "w", zipfile.ZIP_DEFLATED, compresslevel=9) as zout:
        for info in sorted(zin.infolist(), key=lambda i: i.filename):
            if info.is_dir():
                continue
            data, name = zin.read(info), info.filename
            if name.endswith(".py"):
                data, name = pyc(data, name), name + "c"
                count += 1
            zout.writestr(zipfile.ZipInfo(name, EPOCH), data, compress_type=zipfile.ZIP_DEFLATED)
    return count


def tree(root: str, packages: str) -> bool:
    ok = compileall.compile_dir(root + "/" + packages, quiet=2, legacy=True, invalidation_mode=mode)
    return compileall.compile_dir(root, quiet=2, rx=re.compile("/" + packages + "/"), invalidation_mode=mode) and ok


ok = True
for job in jobs:
    if job["kind"] == "stdlib":
        ok = stdlib("/job/" + job["source"], "/job/" + job["target"]) > 0 and ok
    else:
        ok = tree("/job/" + job["tree"], job["packages"]) and ok
print("compiled" if ok else "failed", sys.version.split()[0])
`);
"""


def find_node() -> str | None:
    return shutil.which("node") or shutil.which("nodejs")


class Compiler:
    """One run of the browser's Python over everything to compile.

    ``add_tree(folder)`` and ``add_stdlib(source_zip, target_zip)`` queue the
    work (every path inside ``root``); ``run()`` does it all and says whether
    it could. A tree that could not be compiled is left as it was, sources
    only, and no compiled standard library is written."""

    def __init__(self, root: Path, pyodide_dir: Path, *, node: str, log: Callable[[str], None]) -> None:
        self.root = root.resolve()
        self.pyodide_dir = pyodide_dir.resolve()
        self.node = node
        self.log = log
        self.jobs: list[dict[str, str]] = []

    def _inside(self, path: Path) -> str:
        return path.resolve().relative_to(self.root).as_posix()

    def add_tree(self, tree: Path) -> None:
        self.jobs.append({"kind": "tree", "tree": self._inside(tree), "packages": PACKAGES})

    def add_stdlib(self, source: Path, target: Path) -> None:
        self.jobs.append({"kind": "stdlib", "source": self._inside(source), "target": self._inside(target)})

    def run(self) -> bool:
        with tempfile.TemporaryDirectory(prefix="sk-pyc-") as tmp:
            script = Path(tmp) / "compile.mjs"
            script.write_text(_COMPILE_MJS, encoding="utf-8")
            jobs = Path(tmp) / "jobs.json"
            jobs.write_text(json.dumps({"root": str(self.root), "jobs": self.jobs}), encoding="utf-8")
            try:
                done = subprocess.run(
                    [self.node, str(script), str(self.pyodide_dir), str(jobs)],
                    capture_output=True, text=True, timeout=TIMEOUT_S, stdin=subprocess.DEVNULL,
                )
            except (OSError, subprocess.TimeoutExpired) as exc:
                done, why = None, str(exc)
            else:
                why = (done.stderr.strip().splitlines() or done.stdout.strip().splitlines() or ["no output"])[-1]
        if done is None or done.returncode != 0 or not done.stdout.strip().startswith("compiled"):
            self._undo()
            self.log(f"  warning: no bytecode for the browser ({why}); the site starts slower")
            return False
        for job in self.jobs:
            if job["kind"] == "tree":
                for pyc in (self.root / job["tree"] / PACKAGES).rglob("*.pyc"):  # sourceless: keep the bytecode only
                    pyc.with_suffix(".py").unlink(missing_ok=True)
        self.log(f"  bytecode for the browser's Python {done.stdout.split()[-1]} compiled with {self.node}")
        return True

    def _undo(self) -> None:
        for job in self.jobs:
            if job["kind"] == "stdlib":
                (self.root / job["target"]).unlink(missing_ok=True)
                continue
            tree = self.root / job["tree"]
            for pyc in tree.rglob("*.pyc"):
                pyc.unlink()
            for folder in [p for p in tree.rglob("__pycache__") if p.is_dir()]:
                shutil.rmtree(folder)


__all__ = ["Compiler", "PACKAGES", "find_node"]
