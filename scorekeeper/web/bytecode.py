"""Bytecode for the browser's Python, compiled at build time by that Python.

Without it every start of the site compiles some 900 modules (flet, pydantic,
fpdf2 and fontTools, the app) from source inside the browser: measured here,
about half of the Python part of a start. The bytecode must come from the
same Python as the browser's (3.14 for WebAssembly, not the one running the
build), so the build runs the Pyodide that ``flet-web`` ships under Node.js
(``node``, when installed) over the app archive's files:

- ``__pypackages__``: bytecode beside each module and the source dropped
  (a sourceless package: the archive stays about as small as with sources);
- the app itself (``main.py``, ``scorekeeper``): bytecode in ``__pycache__``,
  sources kept, so a traceback in the browser shows the app's lines.

Bytecode is "unchecked-hash" (PEP 552): the archive's files carry no
meaningful times, and an archive is only ever read as built. Without
Node.js the site is the same, only slower to start.
"""

from __future__ import annotations

import shutil
import subprocess
import tempfile
from pathlib import Path
from typing import Callable

PACKAGES = "__pypackages__"
TIMEOUT_S = 300

_COMPILE_MJS = r"""
const [pyodideDir, tree, packages] = process.argv.slice(2);
const { loadPyodide } = await import(pyodideDir + "/pyodide.mjs");
// a fixed hash seed: sets in constants are written in one order, so two builds are the same bytes
const py = await loadPyodide({ indexURL: pyodideDir + "/", env: { PYTHONHASHSEED: "0" } });
py.FS.mkdirTree("/tree");
py.FS.mount(py.FS.filesystems.NODEFS, { root: tree }, "/tree");
py.globals.set("packages", packages);
py.runPython(`
import compileall, py_compile, re, sys
mode = py_compile.PycInvalidationMode.UNCHECKED_HASH
ok = compileall.compile_dir("/tree/" + packages, quiet=2, legacy=True, invalidation_mode=mode)
ok = compileall.compile_dir("/tree", quiet=2, rx=re.compile("/" + packages + "/"), invalidation_mode=mode) and ok
print("compiled" if ok else "failed", sys.version.split()[0])
`);
"""


def find_node() -> str | None:
    return shutil.which("node") or shutil.which("nodejs")


def compile_tree(tree: Path, pyodide_dir: Path, *, node: str, log: Callable[[str], None]) -> bool:
    """Compile the archive tree in place (see the module docstring); False
    (and a line in the log) when it could not be done: the tree is then as
    it was, sources only."""
    with tempfile.TemporaryDirectory(prefix="sk-pyc-") as tmp:
        script = Path(tmp) / "compile.mjs"
        script.write_text(_COMPILE_MJS, encoding="utf-8")
        try:
            done = subprocess.run(
                [node, str(script), str(pyodide_dir.resolve()), str(tree.resolve()), PACKAGES],
                capture_output=True, text=True, timeout=TIMEOUT_S, stdin=subprocess.DEVNULL,
            )
        except (OSError, subprocess.TimeoutExpired) as exc:
            done = None
            why = str(exc)
        else:
            why = (done.stderr.strip().splitlines() or done.stdout.strip().splitlines() or ["no output"])[-1]
    if done is None or done.returncode != 0 or not done.stdout.strip().startswith("compiled"):
        for pyc in tree.rglob("*.pyc"):
            pyc.unlink()
        for folder in [p for p in tree.rglob("__pycache__") if p.is_dir()]:
            shutil.rmtree(folder)
        log(f"  warning: no bytecode for the browser ({why}); the site starts slower")
        return False
    for pyc in (tree / PACKAGES).rglob("*.pyc"):  # sourceless: keep the bytecode only
        pyc.with_suffix(".py").unlink(missing_ok=True)
    log(f"  bytecode for the browser's Python {done.stdout.split()[-1]} compiled with {node}")
    return True


__all__ = ["compile_tree", "find_node"]
