"""Patches of Flet's web client fail the build loudly when Flet changed, and
the PDF stack waits until its first import (no browser needed)."""

from __future__ import annotations

import io
import sys
import tarfile

import pytest

from scorekeeper.web.browser import LaterPackages, install_later_packages
from scorekeeper.web.client import UNUSED_WEB_FILES, PatchError, copy_web_client, remove_property, replace_counted


def test_a_patch_that_finds_its_text_a_number_of_times_other_than_expected_stops_the_build():
    assert replace_counted("a <b> c", r"<b>", "B", "x.html") == "a B c"
    with pytest.raises(PatchError, match=r"cannot patch x\.html: expected 1 match\(es\).*found 0"):
        replace_counted("a c", r"<b>", "B", "x.html")
    with pytest.raises(PatchError, match=r"found 2"):
        replace_counted("<b><b>", r"<b>", "B", "x.html")


BOOTSTRAP = """_flutter.loader.load({
    config: flutterConfig,
    serviceWorkerSettings: {
        serviceWorkerVersion: "1" /* a } in a comment */,
        nested: { deeper: "a } in a string", list: [{}] },
    },
    onEntrypointLoaded: async function (engineInitializer) { run(); }
});"""


def test_flutters_service_worker_settings_are_removed_whole_nested_braces_strings_and_comments_included():
    patched = remove_property(BOOTSTRAP, "serviceWorkerSettings", "flutter_bootstrap.js")
    assert "serviceWorker" not in patched and "onEntrypointLoaded" in patched and "config: flutterConfig," in patched
    assert patched.count("{") == patched.count("}")
    with pytest.raises(PatchError, match="expected one serviceWorkerSettings"):
        remove_property(patched, "serviceWorkerSettings", "flutter_bootstrap.js")


def test_a_file_left_out_that_flet_no_longer_ships_stops_the_build(tmp_path):
    web = tmp_path / "web"
    web.mkdir()
    (web / "index.html").write_text("<html></html>")
    with pytest.raises(PatchError, match="update UNUSED_WEB_FILES") as refused:
        copy_web_client(web, tmp_path / "out")
    assert "main.dart.wasm" in str(refused.value)
    assert all(why for why in UNUSED_WEB_FILES.values()), "every file left out says why"


def _later_archive() -> bytes:
    raw = io.BytesIO()
    with tarfile.open(fileobj=raw, mode="w:gz") as tar:
        for name, text in {"__pypackages__/latepkg/__init__.py": "VALUE = 42\n", "assets/fonts/Font.ttf": "glyphs"}.items():
            data = text.encode()
            info = tarfile.TarInfo(name)
            info.size = len(data)
            tar.addfile(info, io.BytesIO(data))
    return raw.getvalue()


def test_the_later_archive_is_fetched_and_unpacked_by_the_first_import_of_a_module_it_brings(tmp_path, monkeypatch):
    fetched: list[str] = []

    def fetch(url: str) -> bytes:
        fetched.append(url)
        return _later_archive()

    packages = tmp_path / "__pypackages__"
    packages.mkdir()
    monkeypatch.syspath_prepend(str(packages))
    monkeypatch.chdir(tmp_path)
    meta_path: list = []
    finder = install_later_packages({"SCOREKEEPER_LATER_ARCHIVE": "app/later.tar.gz", "SCOREKEEPER_LATER_MODULES": "latepkg,other",
                                     "SCOREKEEPER_SITE_URL": "http://127.0.0.1:8000/site/"}, meta_path, fetch)
    assert isinstance(finder, LaterPackages) and meta_path == [finder]
    assert finder.find_spec("json") is None and fetched == [], "a module it does not bring"
    spec = finder.find_spec("latepkg")
    assert fetched == ["http://127.0.0.1:8000/site/app/later.tar.gz"] and spec is not None
    assert (tmp_path / "assets" / "fonts" / "Font.ttf").read_text() == "glyphs", "the PDF font comes with it"
    assert finder.find_spec("latepkg") is None and fetched == ["http://127.0.0.1:8000/site/app/later.tar.gz"], "once"
    monkeypatch.setattr(sys, "meta_path", [*sys.meta_path, finder])
    sys.modules.pop("latepkg", None)
    import latepkg  # noqa: F401  (unpacked now: the regular finder has it)

    assert latepkg.VALUE == 42
    sys.modules.pop("latepkg", None)


def test_a_site_without_a_later_archive_installs_no_finder():
    meta_path: list = []
    assert install_later_packages({}, meta_path) is None and meta_path == []
