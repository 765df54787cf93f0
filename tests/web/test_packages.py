"""Which Python packages the static site carries, and in what form."""

from __future__ import annotations

import importlib.metadata as metadata
import zipfile
from pathlib import Path

import pytest

import scorekeeper
from scorekeeper.web import packages as pk
from scorekeeper.web.build import ENTRY

PACKAGE = Path(scorekeeper.__file__).resolve().parent


@pytest.fixture(scope="module")
def python() -> pk.BrowserPython:
    from flet_web import get_package_web_dir

    return pk.BrowserPython.from_lock(Path(get_package_web_dir()) / "pyodide" / "pyodide-lock.json")


def test_the_browsers_python_is_read_from_the_shipped_pyodide(python):
    assert python.short.startswith("3.") and python.abi == "cp" + python.short.replace(".", "")
    assert python.platform_tag == f"pyemscripten_{python.abi_version}_{python.arch}"
    assert python.markers()["platform_system"] == "Emscripten"


def test_a_lock_file_without_the_python_it_is_for_is_refused_in_one_line(tmp_path):
    lock = tmp_path / "pyodide-lock.json"
    lock.write_text('{"info": {"arch": "wasm32"}}')
    with pytest.raises(pk.PackagingError, match=r"does not say which Python it is \(no info\.python\)"):
        pk.BrowserPython.from_lock(lock)


def test_the_site_carries_what_the_entry_reaches_and_no_build_tool():
    modules = pk.imported_modules(PACKAGE, ENTRY)
    assert {"flet", "flet_charts", "pydantic", "tinydb", "platformdirs", "fpdf"} <= modules
    # the builder itself (flet_web, packaging), the translators' tool and the desktop window stay out
    assert not modules & {"flet_web", "packaging", "pip", "babel", "flet_desktop", "js", "pyodide", "PIL"}
    # table mode's servers are the served app's (ui/launch.py alone imports them); the QR code
    # comes along: a shared game's link is drawn as one on the site too (issue 31)
    assert not modules & {"uvicorn", "starlette", "fastapi"}
    assert "qrcode" in modules


def test_requirements_are_followed_as_they_apply_in_the_browser(python):
    dists = pk.requirement_closure({"flet", "fpdf2"}, python)
    assert {"flet", "msgpack", "repath", "six", "fpdf2", "fonttools", "defusedxml"} <= set(dists)
    # flet needs httpx and oauthlib only outside Emscripten; flet[all]'s extras are not followed;
    # Pillow is left out on purpose (fpdf2 only embeds pictures with it)
    assert not set(dists) & {"httpx", "oauthlib", "flet-cli", "flet-desktop", "flet-web", "pillow"}
    assert "pillow" in pk.LEFT_OUT


def test_compiled_packages_and_what_pins_them_come_from_the_index(python):
    dists = pk.requirement_closure({"pydantic", "flet", "tinydb"}, python)
    requests = pk.index_requirements(dists, python)
    names = [r.split(">=")[0] for r in requests]
    assert "pydantic" in names, "pydantic pins pydantic-core: the pair comes from the index"
    assert "msgpack" in names
    assert "pydantic-core" not in names, "comes along with pydantic"
    assert "tinydb" not in names and "flet" not in names
    pydantic = next(r for r in requests if r.startswith("pydantic>="))
    assert pydantic == f"pydantic>={metadata.version('pydantic')},<{int(metadata.version('pydantic').split('.')[0]) + 1}"


def test_installed_files_leave_out_bytecode_compiled_modules_and_bookkeeping():
    names = [name for name, _path in pk.installed_files(metadata.distribution("fonttools"))]
    assert any(name.endswith("fontTools/ttLib/ttFont.py") for name in names)
    assert not [n for n in names if n.endswith((".pyc", ".so", ".c", ".pyx", ".pyi")) or "__pycache__" in n]
    assert not [n for n in names if n.endswith(".dist-info/RECORD")]
    assert any(n.endswith(".dist-info/METADATA") for n in names), "importlib.metadata still finds the version"


def test_a_browser_wheel_keeps_its_compiled_module(tmp_path):
    wheel = tmp_path / "fake_core-1.0-cp314-cp314-pyemscripten_2026_0_wasm32.whl"
    with zipfile.ZipFile(wheel, "w") as zf:
        zf.writestr("fake_core/__init__.py", "")
        zf.writestr("fake_core/_core.cpython-314-wasm32-emscripten.so", b"\0asm")
        zf.writestr("fake_core/__init__.pyi", "")
        zf.writestr("fake_core/__pycache__/x.cpython-314.pyc", b"")
        zf.writestr("fake_core-1.0.dist-info/RECORD", "")
        zf.writestr("fake_core-1.0.dist-info/METADATA", "Name: fake-core\n")
    names = sorted(name for name, _data in pk.wheel_files(wheel))
    assert names == ["fake_core-1.0.dist-info/METADATA", "fake_core/__init__.py", "fake_core/_core.cpython-314-wasm32-emscripten.so"]
    assert pk.wheel_name(wheel) == "fake-core"


def test_wheels_missing_offline_are_refused_in_one_line_naming_the_platform(python, tmp_path):
    empty = tmp_path / "wheels"
    empty.mkdir()
    with pytest.raises(pk.PackagingError) as refused:
        pk.fetch_wheels(["msgpack>=1,<2"], python, cache_dir=tmp_path / "cache", wheels_dir=empty)
    message = str(refused.value)
    assert "\n" not in message and python.platform_tag in message and "msgpack" in message
