"""``scorekeeper build-web``: what the static site holds (no browser needed).

One build per module through the command line (wheels for the browser come
from the cache, or from the package index on a first build).
"""

from __future__ import annotations

import importlib.util
import json
import re
import tarfile
from pathlib import Path

import pytest

from scorekeeper.cli import main
from scorekeeper.web.build import ARCHIVE, BUILD_INFO, build_site
from scorekeeper.web.bytecode import find_node

pytestmark = pytest.mark.slow


@pytest.fixture(scope="module")
def built(tmp_path_factory) -> tuple[Path, str]:
    out = tmp_path_factory.mktemp("web") / "site"
    import contextlib
    import io

    stdout, stderr = io.StringIO(), io.StringIO()
    with contextlib.redirect_stdout(stdout), contextlib.redirect_stderr(stderr):
        code = main(["build-web", "--out", str(out)])
    assert code == 0, stderr.getvalue()
    return out, stdout.getvalue()


@pytest.fixture(scope="module")
def archive(built) -> dict[str, bytes]:
    out, _ = built
    with tarfile.open(out / ARCHIVE) as tar:
        return {m.name: tar.extractfile(m).read() for m in tar.getmembers() if m.isfile()}


def test_build_web_says_where_the_site_is_how_big_and_how_to_try_it(built):
    out, said = built
    lines = said.splitlines()
    assert re.fullmatch(rf"built the static site in {re.escape(str(out))} \(\d+ files, [\d.]+ MB; app and packages [\d.]+ MB\) in \d+ s", lines[0])
    assert f"--directory {out} " in lines[1] and "http://127.0.0.1:8000/" in lines[1]


def test_the_manifest_names_the_app_and_its_icons_exist_in_their_sizes(built):
    from PIL import Image

    out, _ = built
    manifest = json.loads((out / "manifest.json").read_text())
    assert manifest["name"] == "Wizard Scorekeeper" and manifest["display"] == "standalone"
    assert manifest["start_url"] == "." and manifest["scope"] == "."
    purposes = set()
    for icon in manifest["icons"]:
        with Image.open(out / icon["src"]) as image:
            assert f"{image.width}x{image.height}" == icon["sizes"]
        purposes.add(icon.get("purpose", "any"))
    assert {"192x192", "512x512"} <= {i["sizes"] for i in manifest["icons"]} and purposes == {"any", "maskable"}
    index = (out / "index.html").read_text()
    assert '<link rel="manifest" href="manifest.json">' in index
    assert re.search(r'<link rel="apple-touch-icon" href="([^"]+)"', index)[1] in {i["src"] for i in manifest["icons"]} | {"icons/apple-touch-icon-192.png"}
    assert (out / "icons" / "apple-touch-icon-192.png").is_file()


def test_index_runs_python_from_the_local_pyodide_and_registers_the_caching_service_worker(built):
    out, _ = built
    index = (out / "index.html").read_text()
    assert 'flet.pyodideUrl="./pyodide/pyodide.mjs";' in index  # a worker's import() cannot resolve a bare "pyodide/..."
    assert "flet.pyodide = true;" in index and 'flet.pythonModuleName = "main";' in index
    assert 'navigator.serviceWorker.register("sw.js")' in index
    assert not re.search(r"serviceWorkerSettings:\s*\{", (out / "flutter_bootstrap.js").read_text())  # Flutter's would unregister ours
    assert not (out / "flutter_service_worker.js").exists()
    for name in ("index.html", "flutter_bootstrap.js", "main.dart.js", "python.js", "python-worker.js"):
        assert "cdn.jsdelivr.net" not in (out / name).read_text(encoding="utf-8"), name


def test_the_service_worker_caches_every_file_of_the_site(built):
    out, _ = built
    sw = (out / "sw.js").read_text()
    files = json.loads(re.search(r"const FILES = (\[.*?\]);", sw, re.S)[1])
    on_disk = sorted(p.relative_to(out).as_posix() for p in out.rglob("*") if p.is_file() and p.name != "sw.js")
    assert files == ["./", *on_disk]
    assert re.search(r'const VERSION = "[0-9a-f]{16}";', sw)


def test_the_site_leaves_out_what_it_never_loads(built):
    out, _ = built
    names = {p.relative_to(out).as_posix() for p in out.rglob("*") if p.is_file()}
    assert {"main.dart.js", "canvaskit/canvaskit.wasm", "canvaskit/chromium/canvaskit.wasm", "pyodide/pyodide.mjs",
            "pyodide/pyodide.asm.wasm", "pyodide/python_stdlib.zip", ARCHIVE, BUILD_INFO} <= names
    assert not {n for n in names if n.endswith((".symbols", ".map", ".whl", ".exe")) or "skwasm" in n or n == "main.dart.wasm"}


def test_the_app_archive_holds_the_app_and_its_packages_but_no_tests_and_nothing_to_install(archive):
    names = set(archive)
    assert "main.py" in names and "scorekeeper/web/browser.py" in names and "scorekeeper/ui/browser.py" in names
    assert any(n.startswith("rules/") and n.endswith(".toml") for n in names)
    assert "assets/fonts/DejaVuSans.ttf" in names
    assert any(n.startswith("scorekeeper/locales/") and n.endswith(".mo") for n in names)
    assert not [n for n in names if n.split("/")[0] in ("tests", "benchmarks", "docs", ".ci")]
    assert not names & {"requirements.txt", "pyproject.toml"}, "the browser would try to install them"
    assert not [n for n in names if n.endswith(".po") or n.endswith(".cpython-311.pyc")]
    assert any(re.fullmatch(r"__pypackages__/pydantic_core/_pydantic_core\.cpython-314-wasm32-emscripten\.so", n) for n in names)
    assert any(n.startswith("__pypackages__/msgpack/") and n.endswith("emscripten.so") for n in names)
    assert not [n for n in names if n.endswith(".so") and "emscripten" not in n], "a compiled module for this machine"
    assert {"__pypackages__/flet/__init__.py", "__pypackages__/flet/__init__.pyc"} & names
    compile(archive["main.py"], "main.py", "exec")


@pytest.mark.skipif(find_node() is None, reason="no Node.js: the site is built without bytecode")
def test_packages_ship_as_bytecode_of_the_browsers_python_and_the_app_keeps_its_sources(archive):
    """Compiled at build time by the Pyodide the site ships (not this Python):
    the browser does not compile some 900 modules at every start."""
    names = set(archive)
    package_pyc = [n for n in names if n.startswith("__pypackages__/") and n.endswith(".pyc")]
    assert "__pypackages__/flet/__init__.pyc" in names and len(package_pyc) > 500
    assert not [n for n in package_pyc if n[:-1] in names], "sources beside the bytecode of a package"
    assert "scorekeeper/service.py" in names and "scorekeeper/__pycache__/service.cpython-314.pyc" in names
    header = archive["__pypackages__/flet/__init__.pyc"][:16]
    assert int.from_bytes(header[4:8], "little") == 0b01, "unchecked-hash bytecode: the archive has no file times"
    assert header[:4] == archive["scorekeeper/__pycache__/service.cpython-314.pyc"][:4] != importlib.util.MAGIC_NUMBER


def test_a_second_build_of_the_same_sources_is_the_same_site(built, tmp_path):
    out, _ = built
    again = build_site(tmp_path / "again")
    first = json.loads((out / BUILD_INFO).read_text())
    assert json.loads((again.out / BUILD_INFO).read_text()) == first
    assert (again.out / ARCHIVE).read_bytes() == (out / ARCHIVE).read_bytes()
    assert (again.out / "sw.js").read_text() == (out / "sw.js").read_text()


def test_a_folder_that_is_not_a_site_is_never_replaced(tmp_path, capsys):
    folder = tmp_path / "my-documents"
    folder.mkdir()
    (folder / "letter.txt").write_text("keep me")
    assert main(["build-web", "--out", str(folder)]) == 1
    err = capsys.readouterr().err
    assert err.startswith("error: ") and err.count("\n") == 1 and "not empty" in err and "--out" in err
    assert (folder / "letter.txt").read_text() == "keep me" and len(list(folder.iterdir())) == 1
