"""The served web app is installable too: `assets/` (Flet serves it at the
site's root) holds a manifest naming the app and every icon it lists, plus
the `Icon-192.png` the web client asks for."""

from __future__ import annotations

import json
from pathlib import Path

ASSETS = Path(__file__).resolve().parents[1] / "assets"


def test_the_manifest_names_the_app_and_every_icon_it_lists_exists():
    manifest = json.loads((ASSETS / "manifest.json").read_text(encoding="utf-8"))
    assert manifest["name"] == "Wizard Scorekeeper" and manifest["display"] == "standalone"
    sizes = set()
    for icon in manifest["icons"]:
        path = ASSETS / icon["src"]
        assert path.is_file(), icon["src"]
        assert path.read_bytes()[:8] == b"\x89PNG\r\n\x1a\n"
        sizes.add(icon["sizes"])
    assert {"192x192", "512x512"} <= sizes


def test_the_icons_the_web_client_asks_for_are_there():
    for name in ("Icon-192.png", "Icon-512.png", "apple-touch-icon-192.png", "loading-animation.png"):
        assert (ASSETS / "icons" / name).is_file(), name
