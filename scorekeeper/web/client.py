"""Flet's web client for the static site: copied from ``flet-web``, trimmed
and patched so that the app starts the way :mod:`.build` describes.

Every patch of a Flet file names what it replaces and fails the build when
it finds it a number of times other than the one expected (a newer Flet
that changed the file stops the build with a line saying which patch no
longer fits, instead of shipping a site that silently does something else).
The same holds for the files left out: each pattern must still match a file
of the client.
"""

from __future__ import annotations

import json
import re
import shutil
from fnmatch import fnmatch
from importlib import resources
from pathlib import Path

from .pwa import APP_NAME, PAGE_DARK, PAGE_LIGHT, THEME_COLOR

#: Files of Flet's web client the site never loads, and why.
UNUSED_WEB_FILES = {
    "main.dart.wasm": "the dart2wasm build runs only with the skwasm renderer; the site uses CanvasKit",
    "main.dart.mjs": "the dart2wasm build's loader",
    "flutter.js.map": "debugging aid",
    "flutter_service_worker.js": "unregisters itself; sw.js takes its place",
    "python.js": "boot.js takes its place (it starts Python before Flutter asks for it)",
    "python-worker.js": "worker.js takes its place",
    "icons/loading-animation.png": "Flet's start screen; the site has its own",
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
    "assets/packages/flutter_math_fork": "KaTeX's fonts, for math in Markdown: the app shows none (see UNUSED_FONT_FAMILIES)",
}
#: Font families of FontManifest.json that Flutter would load at every start
#: and the app never draws with (their files are in UNUSED_WEB_FILES).
UNUSED_FONT_FAMILIES = "packages/flutter_math_fork/"
#: The Rive plugin's runtime, asked for at every start (the app has no Rive
#: animations): a stub that never finishes loading, as the missing file did,
#: without a request that fails.
RIVE_STUB = "rive/wasm/rive_native.js"
RIVE_STUB_SOURCE = (
    "// The app has no Rive animations: this stub keeps Flutter's Rive plugin waiting, as a missing runtime would.\n"
    "window.RiveNative = () => new Promise(() => {});\n"
)
SITE_FILES = ("boot.js", "worker.js")


class PatchError(RuntimeError):
    """Flet's web client is not the one this build knows how to patch."""


def _matches(relative: str, pattern: str) -> bool:
    return relative == pattern or fnmatch(relative, pattern) or relative.startswith(pattern + "/")


def copy_web_client(web: Path, out: Path) -> None:
    """Every file of the client but :data:`UNUSED_WEB_FILES` (each of which must still exist)."""
    files = [p.relative_to(web).as_posix() for p in sorted(web.rglob("*")) if p.is_file()]
    gone = [pattern for pattern in UNUSED_WEB_FILES if not any(_matches(f, pattern) for f in files)]
    if gone:
        raise PatchError(f"Flet's web client has no {', '.join(gone)} any more: update UNUSED_WEB_FILES in {__name__}")
    for relative in files:
        if any(_matches(relative, pattern) for pattern in UNUSED_WEB_FILES):
            continue
        target = out / relative
        target.parent.mkdir(parents=True, exist_ok=True)
        shutil.copy2(web / relative, target)


def replace_counted(text: str, pattern: str, replacement: str, what: str, *, count: int = 1, flags: int = 0) -> str:
    """``pattern`` replaced where it occurs; it must occur exactly ``count`` times."""
    new, found = re.subn(pattern, lambda _m: replacement, text, flags=flags)
    if found != count:
        raise PatchError(f"cannot patch {what}: expected {count} match(es) of {pattern!r}, found {found}; "
                         "this Flet version's web client differs from the one this build knows")
    return new


def remove_property(text: str, key: str, what: str) -> str:
    """Remove ``key: {...},`` from JavaScript source, braces balanced (strings and comments skipped)."""
    starts = [m.start() for m in re.finditer(rf"\n\s*{re.escape(key)}\s*:\s*\{{", text)]
    if len(starts) != 1:
        raise PatchError(f"cannot patch {what}: expected one {key}: {{...}}, found {len(starts)}")
    i = text.index("{", starts[0])
    depth, quote = 0, None
    while i < len(text):
        ch = text[i]
        if quote:
            if ch == "\\":
                i += 1
            elif ch == quote:
                quote = None
        elif ch in "\"'`":
            quote = ch
        elif text.startswith("/*", i):
            i = text.index("*/", i) + 1
        elif text.startswith("//", i):
            i = text.index("\n", i) - 1
        elif ch == "{":
            depth += 1
        elif ch == "}":
            depth -= 1
            if depth == 0:
                end = i + 1
                if text[end:end + 1] == ",":
                    end += 1
                return text[: starts[0]] + text[end:]
        i += 1
    raise PatchError(f"cannot patch {what}: {key}: {{ is never closed")


def _site_text(name: str) -> str:
    return (resources.files(__package__) / "site" / name).read_text(encoding="utf-8")


def start_screen() -> str:
    """The start screen's HTML (``site/start.html``) with the app's name and colours."""
    html = _site_text("start.html")
    for key, value in {"__APP_NAME__": APP_NAME, "__THEME__": THEME_COLOR, "__BACKGROUND__": PAGE_LIGHT,
                       "__BACKGROUND_DARK__": PAGE_DARK}.items():
        html = html.replace(key, value)
    return html


def patch_client(out: Path, base_url: str, site: dict) -> None:
    """index.html: the app's name, the start screen, boot.js instead of
    Flet's python.js, Flutter started by boot.js; flutter_bootstrap.js: no
    Flutter service worker; main.dart.js: no CDN; boot.js and worker.js
    written with the site's settings (``site``, see :mod:`.build`)."""
    from flet.controls.types import RouteUrlStrategy, WebRenderer
    from flet_web import patch_font_manifest_json, patch_index_html

    index = out / "index.html"
    patch_index_html(
        index_path=str(index),
        base_href=base_url,
        app_name=APP_NAME,
        app_description=site["description"],
        pyodide=True,
        pyodide_script_path="main.py",
        pyodide_version="local",
        app_package_url=site["archive"],
        web_renderer=WebRenderer.CANVAS_KIT,
        # every screen is one page: a hash route reloads from any static host
        route_url_strategy=RouteUrlStrategy.HASH,
        no_cdn=True,
    )
    text = index.read_text(encoding="utf-8")
    text = replace_counted(text, r'<script src="python\.js"></script>', '<script src="boot.js"></script>', "index.html (python.js)")
    text = replace_counted(text, r'\s*<script src="flutter_bootstrap\.js" async></script>', "", "index.html (flutter_bootstrap.js)")
    text = replace_counted(text, r'<div id="loading"[^>]*>[\s\S]*?</div>\n?', start_screen().lstrip(), "index.html (#loading)")
    head = f'  <meta name="theme-color" content="{THEME_COLOR}">\n'
    text = replace_counted(text, r"</head>", head + "</head>", "index.html (</head>)")
    index.write_text(text, encoding="utf-8")

    # Roboto from the bundled file, not from Google Fonts (as `flet publish --no-cdn`)
    fonts = out / "assets" / "FontManifest.json"
    patch_font_manifest_json(manifest_path=str(fonts))
    families = json.loads(fonts.read_text(encoding="utf-8"))
    kept = [f for f in families if not f["family"].startswith(UNUSED_FONT_FAMILIES)]
    if len(kept) == len(families):
        raise PatchError(f"cannot patch FontManifest.json: no font family {UNUSED_FONT_FAMILIES}* to leave out")
    fonts.write_text(json.dumps(kept, indent=2), encoding="utf-8")
    dart = out / "main.dart.js"
    text = replace_counted(dart.read_text(encoding="utf-8"), r'"https://cdn\.jsdelivr\.net/npm/@rive-app/[^"]*"', '"./rive/"',
                           "main.dart.js (Rive runtime)")
    dart.write_text(text, encoding="utf-8")
    (out / RIVE_STUB).parent.mkdir(parents=True, exist_ok=True)
    (out / RIVE_STUB).write_text(RIVE_STUB_SOURCE, encoding="utf-8")

    bootstrap = out / "flutter_bootstrap.js"
    bootstrap.write_text(remove_property(bootstrap.read_text(encoding="utf-8"), "serviceWorkerSettings", "flutter_bootstrap.js"),
                         encoding="utf-8")
    boot = {key: value for key, value in site.items() if key != "description"}
    (out / "boot.js").write_text(_site_text("boot.js").replace("__SITE__", json.dumps(boot, ensure_ascii=False, sort_keys=True)),
                                 encoding="utf-8")
    (out / "worker.js").write_text(_site_text("worker.js"), encoding="utf-8")


__all__ = ["PatchError", "UNUSED_WEB_FILES", "copy_web_client", "patch_client", "remove_property", "replace_counted",
           "start_screen"]
