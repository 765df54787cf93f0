"""What makes the static site an installable app: the manifest and the icons.

The manifest names the app and its icons (Flet's web client ships its own
name and logo, and the served app asks for icons it lacks); the icons are
the app's ``assets/icon.png`` in the sizes phones ask for, with "maskable"
variants that keep the art inside the safe zone a launcher crops to.
"""

from __future__ import annotations

import json
import shutil
from pathlib import Path
from typing import Callable

APP_NAME = "Wizard Scorekeeper"
SHORT_NAME = "Scorekeeper"
DESCRIPTION = "Keeps the score of a game of Wizard played with a real deck: bids, tricks and a sheet you can trust."
THEME_COLOR = "#673AB7"  # the app's seed colour (deep purple)
BACKGROUND = "#FFFFFF"
#: The page of the app's theme (the seed's surface), light and dark: the start
#: screen and the installed app's splash use them, so a start does not flash.
PAGE_LIGHT = "#FEF7FF"
PAGE_DARK = "#151218"

Log = Callable[[str], None]


def _project_assets() -> Path | None:
    import scorekeeper

    assets = Path(scorekeeper.__file__).resolve().parents[1] / "assets"
    return assets if (assets / "icon.png").is_file() else None


def write_icons(out: Path, log: Log) -> None:
    """The app's icon in the sizes a phone asks for (Flet's own are replaced)."""
    assets = _project_assets()
    if assets is None:
        log("  warning: assets/icon.png not found beside the package: the site keeps Flet's icons")
        return
    from PIL import Image  # fpdf2's requirement, so always installed with the app

    icons = out / "icons"
    icons.mkdir(exist_ok=True)
    with Image.open(assets / "icon.png") as source:
        icon = source.convert("RGBA")
    for size in (192, 512):
        icon.resize((size, size), Image.LANCZOS).save(icons / f"icon-{size}.png", optimize=True)
        # maskable: the launcher crops to a circle or a squircle; keep the art in the safe zone
        canvas = Image.new("RGBA", (size, size), BACKGROUND)
        inner = round(size * 0.8)
        canvas.alpha_composite(icon.resize((inner, inner), Image.LANCZOS), ((size - inner) // 2, (size - inner) // 2))
        canvas.save(icons / f"icon-maskable-{size}.png", optimize=True)
    flat = Image.new("RGBA", (180, 180), BACKGROUND)
    flat.alpha_composite(icon.resize((180, 180), Image.LANCZOS))
    flat.convert("RGB").save(icons / "apple-touch-icon-192.png", optimize=True)
    favicon = assets / "favicon.png"
    if favicon.is_file():
        shutil.copy2(favicon, out / "favicon.png")


def write_manifest(out: Path) -> None:
    icons = [{"src": f"icons/icon-{n}.png", "sizes": f"{n}x{n}", "type": "image/png"} for n in (192, 512)]
    icons += [
        {"src": f"icons/icon-maskable-{n}.png", "sizes": f"{n}x{n}", "type": "image/png", "purpose": "maskable"}
        for n in (192, 512)
    ]
    manifest = {
        "name": APP_NAME,
        "short_name": SHORT_NAME,
        "description": DESCRIPTION,
        "id": ".",
        "start_url": ".",
        "scope": ".",
        "display": "standalone",
        "orientation": "portrait",
        "background_color": PAGE_LIGHT,
        "theme_color": THEME_COLOR,
        "prefer_related_applications": False,
        "icons": icons,
    }
    (out / "manifest.json").write_text(json.dumps(manifest, indent=2) + "\n", encoding="utf-8")


__all__ = ["APP_NAME", "BACKGROUND", "PAGE_DARK", "PAGE_LIGHT", "DESCRIPTION", "SHORT_NAME", "THEME_COLOR", "write_icons", "write_manifest"]
