"""Where things are on the screen, for the layout tests: a node wholly in
view (inside the viewport, under the app bar, over the undo bar: no
scrolling needed to reach it), text a node cannot show whole, and the focus
ring drawn around a node."""

from __future__ import annotations

from .harness import AppPage, sel

# JS: the box of a node (null when absent), as getBoundingClientRect says it
_BOX_JS = """
(s) => { const el = document.querySelector(s); if (!el) return null;
         const r = el.getBoundingClientRect(); return {x: r.x, y: r.y, width: r.width, height: r.height}; }
"""


def box(app: AppPage, identifier: str) -> dict | None:
    return app.page.evaluate(_BOX_JS, sel(identifier))


def view_area(app: AppPage) -> tuple[float, float]:
    """(top, bottom) of what the screen shows between the app bar (its back
    button) and the undo bar (when there is one)."""
    height = app.page.viewport_size["height"]
    back, undo = box(app, "back"), box(app, "undo")
    top = back["y"] + back["height"] if back else 0.0
    bottom = undo["y"] if undo and undo["y"] > top else height
    return top, bottom


def out_of_view(app: AppPage, identifiers: list[str]) -> list[str]:
    """The nodes of ``identifiers`` not wholly in view now, with their boxes
    (a node under the app bar or the undo bar, or past the screen's edge,
    counts as out of view: reaching it takes a scroll)."""
    top, bottom = view_area(app)
    width = app.page.viewport_size["width"]
    bad = []
    for identifier in identifiers:
        b = box(app, identifier)
        if b is None:
            bad.append(f"{identifier}: missing")
        elif b["y"] < top - 0.5 or b["y"] + b["height"] > bottom + 0.5 or b["x"] < -0.5 \
                or b["x"] + b["width"] > width + 0.5:
            bad.append(f"{identifier}: {b} (view {top:.0f}..{bottom:.0f} x 0..{width})")
    return bad


def assert_in_view(app: AppPage, identifiers: list[str], what: str = "") -> None:
    app.frames(3)
    bad = out_of_view(app, identifiers)
    assert not bad, f"not wholly in view{' ' + what if what else ''}:\n  " + "\n  ".join(bad)


def ring_at(app: AppPage, identifier: str) -> float:
    """How much of a node's left and right edges (6 px wide strips, the
    middle half of its height) the dark focus ring covers, 0..1 (the ring,
    3 px outside the button, fills ~0.3 of them; no ring: 0)."""
    import io

    from PIL import Image

    b = box(app, identifier)
    assert b is not None, identifier
    app.frames(4)
    app.page.wait_for_timeout(400)  # the canvas lags the semantics tree
    shot = Image.open(io.BytesIO(app.page.screenshot())).convert("L")
    scale = shot.width / app.page.viewport_size["width"]
    dark = total = 0
    for edge in (b["x"], b["x"] + b["width"]):
        for x in range(int((edge - 3) * scale), int((edge + 3) * scale) + 1):
            for y in range(int((b["y"] + b["height"] / 4) * scale), int((b["y"] + 3 * b["height"] / 4) * scale)):
                if 0 <= x < shot.width and 0 <= y < shot.height:
                    total += 1
                    dark += shot.getpixel((x, y)) < 90
    return dark / max(1, total)
