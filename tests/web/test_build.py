"""``scorekeeper build-web``: what the static site holds (no browser needed).

One build per module through the command line (wheels for the browser come
from the cache, or from the package index on a first build).
"""

from __future__ import annotations

import gzip
import importlib.util
import json
import re
import tarfile
from pathlib import Path

import pytest

from scorekeeper.cli import main
from scorekeeper.web.archives import LATER_ARCHIVE, LIB_DIR, START_ARCHIVE
from scorekeeper.web.build import BUILD_INFO, SHELL, STDLIB, build_site
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


def _read_tar(path: Path) -> dict[str, bytes]:
    with tarfile.open(path) as tar:
        return {m.name: tar.extractfile(m).read() for m in tar.getmembers() if m.isfile()}


@pytest.fixture(scope="module")
def archive(built) -> dict[str, bytes]:
    """The start archive: what every start unpacks."""
    return _read_tar(built[0] / START_ARCHIVE)


@pytest.fixture(scope="module")
def later(built) -> dict[str, bytes]:
    """The later archive: what the first PDF brings."""
    return _read_tar(built[0] / LATER_ARCHIVE)


def _service_worker_files(out: Path) -> dict[str, dict]:
    return json.loads(re.search(r"const FILES = (\{.*?\n\});", (out / "sw.js").read_text(), re.S)[1])


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


def test_index_shows_a_start_screen_and_starts_python_and_flutter_from_boot_js(built):
    out, _ = built
    index = (out / "index.html").read_text()
    assert '<script src="boot.js"></script>' in index and 'src="python.js"' not in index
    assert 'id="sk-start"' in index and 'role="status"' in index and "Wizard Scorekeeper" in index
    assert 'id="loading"' not in index, "Flet's start screen: a spinner on a background that is not the app's"
    assert 'src="flutter_bootstrap.js"' not in index, "boot.js starts Flutter once the service worker is in control"
    boot = (out / "boot.js").read_text()
    site = json.loads(re.search(r"const SITE = (\{.*?\});\n", boot)[1])
    assert site["archive"] == START_ARCHIVE and site["stdlib"] == STDLIB and site["worker"] == "worker.js"
    assert {lib["url"] for lib in site["dynlibs"]} == {f"{LIB_DIR}/{p.name}" for p in (out / LIB_DIR).glob("*.wasm")}
    assert set(site["words"]) == {"en", "de", "fr", "es", "pl", "sr"}
    assert site["words"]["de"]["step_python"] != site["words"]["en"]["step_python"], "the start screen speaks German"
    assert site["env"]["SCOREKEEPER_LATER_ARCHIVE"] == LATER_ARCHIVE
    assert 'register(at("sw.js"))' in boot
    assert not re.search(r"serviceWorkerSettings:\s*\{", (out / "flutter_bootstrap.js").read_text())  # Flutter's would unregister ours
    assert not (out / "flutter_service_worker.js").exists()
    for name in ("index.html", "flutter_bootstrap.js", "main.dart.js", "boot.js", "worker.js"):
        assert "cdn.jsdelivr.net" not in (out / name).read_text(encoding="utf-8"), name
    assert (out / "rive" / "wasm" / "rive_native.js").is_file(), "Flutter's Rive plugin asks for it at every start"


def test_the_service_worker_knows_every_file_with_its_hash_and_a_gzipped_copy_of_the_large_ones(built):
    out, _ = built
    files = _service_worker_files(out)
    on_disk = {p.relative_to(out).as_posix() for p in out.rglob("*") if p.is_file() and p.name != "sw.js"}
    copies = {entry["gz"] for entry in files.values() if entry["gz"]}
    assert set(files) | copies == on_disk and not set(files) & copies
    assert all(re.fullmatch(r"[0-9a-f]{16}", entry["hash"]) for entry in files.values())
    for big in ("main.dart.js", "pyodide/pyodide.asm.wasm", "canvaskit/chromium/canvaskit.wasm"):
        assert files[big]["gz"] == big + ".gz"
        assert gzip.decompress((out / f"{big}.gz").read_bytes()) == (out / big).read_bytes()
    assert files["canvaskit/canvaskit.wasm"]["group"] == "renderer:full"
    assert files["canvaskit/chromium/canvaskit.wasm"]["group"] == "renderer:chromium"
    assert set(SHELL) <= set(files)
    sw = (out / "sw.js").read_text()
    assert re.search(r'const VERSION = "[0-9a-f]{16}";', sw) and json.loads(re.search(r"const SHELL = (\[.*?\]);", sw)[1]) == list(SHELL)


def test_the_site_leaves_out_what_it_never_loads(built):
    out, _ = built
    names = {p.relative_to(out).as_posix() for p in out.rglob("*") if p.is_file()}
    assert {"main.dart.js", "canvaskit/canvaskit.wasm", "canvaskit/chromium/canvaskit.wasm", "pyodide/pyodide.mjs",
            "pyodide/pyodide.asm.wasm", STDLIB, START_ARCHIVE, LATER_ARCHIVE, BUILD_INFO} <= names
    assert not {n for n in names if n.endswith((".symbols", ".map", ".whl", ".exe")) or "skwasm" in n or n == "main.dart.wasm"}
    assert not names & {"python.js", "python-worker.js", "icons/loading-animation.png"}, "boot.js and worker.js replace them"
    assert not [n for n in names if "flutter_math_fork" in n]
    fonts = json.loads((out / "assets" / "FontManifest.json").read_text())
    assert "MaterialIcons" in {f["family"] for f in fonts} and not [f for f in fonts if "KaTeX" in f["family"]]


def test_the_start_archive_holds_the_app_and_what_a_start_imports_but_no_tests_and_nothing_to_install(archive, built):
    out, _ = built
    names = set(archive)
    assert "main.py" in names and "scorekeeper/static_site.py" in names and "scorekeeper/web/browser.py" in names
    assert "scorekeeper/web/site/storage.js" in names, "the worker reads its IndexedDB glue from the package"
    assert any(n.startswith("rules/") and n.endswith(".toml") for n in names)
    assert any(n.startswith("scorekeeper/locales/") and n.endswith(".mo") for n in names)
    assert not [n for n in names if n.split("/")[0] in ("tests", "benchmarks", "docs", ".ci")]
    assert not names & {"requirements.txt", "pyproject.toml"}, "the browser would try to install them"
    assert not [n for n in names if n.endswith((".po", ".cpython-311.pyc"))]
    so = [n for n in names if n.endswith(".so")]
    assert any(re.fullmatch(r"__pypackages__/pydantic_core/_pydantic_core\.cpython-314-wasm32-emscripten\.so", n) for n in so)
    assert any(n.startswith("__pypackages__/msgpack/") for n in so)
    assert all(archive[n] == b"" for n in so), "the compiled modules come as files of their own, streamed and cached"
    for n in so:
        wasm = (out / LIB_DIR / (n.rsplit("/", 1)[1][:-3] + ".wasm")).read_bytes()
        assert wasm[:4] == b"\0asm"
    assert {"__pypackages__/flet/__init__.py", "__pypackages__/flet/__init__.pyc"} & names
    assert not [n for n in names if n.startswith(("__pypackages__/fpdf/", "__pypackages__/fontTools/", "assets/fonts/"))]
    assert "from scorekeeper.static_site import main" in archive["main.py"].decode()
    compile(archive["main.py"], "main.py", "exec")


def test_the_pdf_stack_and_its_font_wait_in_the_later_archive(later, built):
    out, _ = built
    names = set(later)
    assert any(n.startswith("__pypackages__/fpdf/") for n in names) and any(n.startswith("__pypackages__/fontTools/") for n in names)
    assert "assets/fonts/DejaVuSans.ttf" in names and "assets/fonts/DejaVuSans-Bold.ttf" in names
    boot = json.loads(re.search(r"const SITE = (\{.*?\});\n", (out / "boot.js").read_text())[1])
    assert {"fpdf", "fontTools", "defusedxml"} <= set(boot["env"]["SCOREKEEPER_LATER_MODULES"].split(","))


@pytest.mark.skipif(find_node() is None, reason="no Node.js: the site is built without bytecode")
def test_packages_and_the_standard_library_ship_as_bytecode_of_the_browsers_python_and_the_app_keeps_its_sources(archive, built):
    """Compiled at build time by the Pyodide the site ships (not this Python):
    the browser compiles no module at a start, not even the standard library's."""
    import zipfile

    names = set(archive)
    package_pyc = [n for n in names if n.startswith("__pypackages__/") and n.endswith(".pyc")]
    assert "__pypackages__/flet/__init__.pyc" in names and len(package_pyc) > 300
    assert not [n for n in package_pyc if n[:-1] in names], "sources beside the bytecode of a package"
    assert "scorekeeper/service.py" in names and "scorekeeper/__pycache__/service.cpython-314.pyc" in names
    header = archive["__pypackages__/flet/__init__.pyc"][:16]
    assert int.from_bytes(header[4:8], "little") == 0b01, "unchecked-hash bytecode: the archive has no file times"
    assert header[:4] == archive["scorekeeper/__pycache__/service.cpython-314.pyc"][:4] != importlib.util.MAGIC_NUMBER
    with zipfile.ZipFile(built[0] / STDLIB) as stdlib:
        listed = stdlib.namelist()
        assert "asyncio/__init__.pyc" in listed and not [n for n in listed if n.endswith(".py")]
        assert stdlib.read("asyncio/__init__.pyc")[:4] == header[:4]


def test_a_second_build_of_the_same_sources_is_the_same_site(built, tmp_path):
    out, _ = built
    again = build_site(tmp_path / "again")
    first = json.loads((out / BUILD_INFO).read_text())
    assert json.loads((again.out / BUILD_INFO).read_text()) == first
    for name in (START_ARCHIVE, LATER_ARCHIVE, STDLIB, "boot.js"):
        assert (again.out / name).read_bytes() == (out / name).read_bytes(), name
    assert (again.out / "sw.js").read_text() == (out / "sw.js").read_text()


def test_a_folder_that_is_not_a_site_is_never_replaced(tmp_path, capsys):
    folder = tmp_path / "my-documents"
    folder.mkdir()
    (folder / "letter.txt").write_text("keep me")
    assert main(["build-web", "--out", str(folder)]) == 1
    err = capsys.readouterr().err
    assert err.startswith("error: ") and err.count("\n") == 1 and "not empty" in err and "--out" in err
    assert (folder / "letter.txt").read_text() == "keep me" and len(list(folder.iterdir())) == 1
