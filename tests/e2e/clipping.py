"""Text the screen cannot show whole: a label cut short by an ellipsis, or
a line wrapped out of its box.

Flutter draws on a canvas, so the page cannot ask the browser whether a
text fits. It can ask about the two things it knows: the box Flutter gives
a node in its semantics tree, and the node's whole text (a cut text keeps
its whole label there). The text is measured here in the app's own font
(the Roboto that Flutter web ships, ``assets/fonts/roboto.woff2``) at the
size the view draws it, wrapped at the box's width line by line as Flutter
wraps it, and compared with the lines the box has room for.

``Spec``: how a node draws its text: the font size, the padding around the
text inside the node's box (a button's), and the room an icon takes.
"""

from __future__ import annotations

from dataclasses import dataclass

from .harness import AppPage, sel

LINE = 1.172  # Roboto's ascent + descent: a line of Flutter text is this many times its size


@dataclass(frozen=True)
class Spec:
    size: float  # px
    pad_x: float = 0.0  # each side
    pad_y: float = 0.0  # each side
    icon: float = 0.0  # px taken by an icon and its gap
    bold: bool = False


# the app's text nodes and buttons, as the views draw them (ui/theme.py, widgets/basics.py, undo_bar.py)
TEXT = Spec(14)
BUTTON = Spec(14, 16, 14)  # the theme's padding, a text button's 14 px label
ICON_BUTTON = Spec(14, 16, 14, icon=26)
BIG = Spec(17, 16, 17, icon=26)  # big_button: 17 px over 17 px of padding
BAR = Spec(14, 10, 14, icon=26)  # the undo bar's halves

_LOAD_JS = """
async (url) => {
  if (!window.__skFont) {
    const face = new FontFace('SkRoboto', `url(${url})`);
    await face.load();
    document.fonts.add(face);
    window.__skFont = face;
    window.__skCanvas = document.createElement('canvas').getContext('2d');
  }
  return true;
}
"""

# [[selector, size, padX, padY, icon, bold, text], ...] -> problems (text: what is drawn, when the
# node's name is not it: a button named for a screen reader, "Undo Ben's bid" over "Undo bid")
_CHECK_JS = """
(items) => {
  const ctx = window.__skCanvas;
  const width = (text, size, bold) => { ctx.font = `${bold ? 700 : 400} ${size}px SkRoboto`; return ctx.measureText(text).width; };
  const linesAt = (text, size, bold, room) => {
    // greedy, by words, as Flutter breaks a paragraph (a word longer than the line breaks inside it)
    let lines = 1, line = '';
    for (const word of text.split(/\\s+/).filter(Boolean)) {
      const next = line ? line + ' ' + word : word;
      if (width(next, size, bold) <= room + 0.5) { line = next; continue; }
      if (line) { lines += 1; }
      line = word;
      while (width(line, size, bold) > room + 0.5 && line.length > 1) {
        let cut = line.length - 1;
        while (cut > 1 && width(line.slice(0, cut), size, bold) > room + 0.5) cut -= 1;
        line = line.slice(cut); lines += 1;
      }
    }
    return lines;
  };
  const textOf = (el) => {
    const label = el.getAttribute('aria-label') || (el.querySelector('[aria-label]') || {getAttribute: () => ''}).getAttribute('aria-label');
    return ((el.textContent || '').trim() || label || '').split('\\n').pop().trim();
  };
  const bad = [];
  for (const [s, size, padX, padY, icon, bold, drawn] of items) {
    for (const el of document.querySelectorAll(s)) {
      const text = drawn || textOf(el);
      if (!text) continue;
      const r = el.getBoundingClientRect();
      const room = r.width - 2 * padX - icon;
      const rows = Math.max(1, Math.floor((r.height - 2 * padY + 2) / (size * LINE)));
      const need = linesAt(text, size, bold, room);
      if (need > rows) bad.push(`${s}: "${text}" needs ${need} line(s) of ${room.toFixed(0)} px at ${size} px, has room for ${rows} (box ${r.width.toFixed(0)}x${r.height.toFixed(0)})`);
    }
  }
  return bad;
}
""".replace("LINE", str(LINE))


def load_font(app: AppPage) -> None:
    app.page.evaluate(_LOAD_JS, f"{app.base_url}/assets/fonts/roboto.woff2")


Nodes = dict[str, "Spec | tuple[Spec, str]"]


def clipped(app: AppPage, nodes: Nodes) -> list[str]:
    """The nodes (by identifier; ``prefix*`` for every node whose identifier
    starts so; a spec with the text drawn where the node's name is another)
    whose text does not fit their box."""
    load_font(app)
    items = []
    for identifier, spec in nodes.items():
        spec, drawn = spec if isinstance(spec, tuple) else (spec, "")
        s = f'[flt-semantics-identifier^="{identifier[:-1]}"]' if identifier.endswith("*") else sel(identifier)
        items.append([s, spec.size, spec.pad_x, spec.pad_y, spec.icon, spec.bold, drawn])
    return app.page.evaluate(_CHECK_JS, items)


def assert_not_clipped(app: AppPage, nodes: Nodes, what: str = "") -> None:
    app.frames(3)
    bad = clipped(app, nodes)
    assert not bad, f"text cut short{' ' + what if what else ''}:\n  " + "\n  ".join(bad)


_BY_TEXT_JS = """
(texts) => {
  const out = {};
  for (const t of texts) out[t] = 0;
  for (const el of document.querySelectorAll('flt-semantics')) {
    if (el.querySelector('flt-semantics')) continue;  // a leaf: one text
    // a line of its own (a chip with a tooltip reads its name and the tooltip's words)
    const lines = (el.textContent || '').split('\\n').map(l => l.trim());
    const hit = lines.find(l => l in out);
    if (hit !== undefined) { out[hit] += 1; el.setAttribute('data-sk-text', hit); }
  }
  return out;
}
"""


def clipped_texts(app: AppPage, texts: list[str], spec: Spec) -> tuple[dict[str, int], list[str]]:
    """How often each of ``texts`` is on screen as a text of its own, and
    those of them that do not fit their box (drawn as ``spec`` says)."""
    load_font(app)
    counts = app.page.evaluate(_BY_TEXT_JS, texts)
    bad = app.page.evaluate(_CHECK_JS, [[f'flt-semantics[data-sk-text="{t}"]', spec.size, spec.pad_x, spec.pad_y,
                                         spec.icon, spec.bold, t] for t in texts if counts.get(t)])
    app.page.evaluate("() => document.querySelectorAll('[data-sk-text]').forEach(e => e.removeAttribute('data-sk-text'))")
    return counts, bad
