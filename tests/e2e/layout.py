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


# JS: for each selector, the scrolling ancestors (Flutter's semantics DOM mirrors a scrollable as an
# element that overflows: scroll) whose box does not hold the node's: the node is scrolled out of
# sight inside them, though its own box may lie inside the viewport
_SCROLLED_OUT_JS = """
(selectors) => selectors.map(s => {
  const el = document.querySelector(s); if (!el) return null;
  const r = el.getBoundingClientRect(); const out = [];
  for (let a = el.parentElement; a && a !== document.body; a = a.parentElement) {
    const cs = getComputedStyle(a);
    if (cs.overflowY === 'visible' && cs.overflowX === 'visible') continue;
    const c = a.getBoundingClientRect();
    if (r.y < c.y - 0.5 || r.y + r.height > c.y + c.height + 0.5 || r.x < c.x - 0.5 || r.x + r.width > c.x + c.width + 0.5)
      out.push({y: c.y, height: c.height, x: c.x, width: c.width});
  }
  return out;
})
"""


def scrolled_out(app: AppPage, identifiers: list[str]) -> list[str]:
    """The nodes of ``identifiers`` that a scrolling area they are in does
    not show whole (a card in a band of its own: its lower part is a scroll
    of the band away), with the area's box."""
    found = app.page.evaluate(_SCROLLED_OUT_JS, [sel(i) for i in identifiers])
    return [f"{i}: {box(app, i)} outside its scrolling area {areas[0]}" for i, areas in zip(identifiers, found)
            if areas]


def assert_in_sight(app: AppPage, identifiers: list[str], what: str = "") -> None:
    """Each node wholly in view (see :func:`out_of_view`) and not scrolled
    out of sight inside a scrolling area of the screen."""
    app.frames(3)
    bad = out_of_view(app, identifiers) + scrolled_out(app, identifiers)
    assert not bad, f"not wholly in sight{' ' + what if what else ''}:\n  " + "\n  ".join(bad)


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
