"""Where things are on the screen, for the layout tests: a node wholly in
view (inside the viewport, under the app bar, over the undo bar: no
scrolling needed to reach it), and text a node cannot show whole."""

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
