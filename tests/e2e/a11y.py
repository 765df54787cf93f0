"""What a screen offers assistive technology, read from Chromium's own
accessibility tree (CDP ``Accessibility.getFullAXTree``), not from the DOM
Flutter writes: the tree a screen reader gets.

:func:`audit` reads one screen: every interactive control (role button,
switch, textbox, combobox, ...) with its accessible name and its size on
screen, and the headings. (The round's announcements are read by
tests/e2e/test_app_round_accessibility.py.) :func:`walk_every_screen`
drives the real app through every screen a table uses (home, language,
setup with four players, bidding, play, a scored round, the sheet, the
correction dialog, export, the game-over screen, history, players, deal
sizes, rules, backup) and audits each. The accessibility test and
``benchmarks/a11y_audit.py`` (the counts before and after) share it.
"""

from __future__ import annotations

import random
from collections.abc import Callable
from dataclasses import dataclass, field

from .scorekeeper_driver import Driver

# Roles a person can act on: each needs a name and, on a phone, room for a finger.
INTERACTIVE = frozenset({
    "button", "checkbox", "combobox", "link", "listbox", "menuitem", "menuitemcheckbox", "menuitemradio",
    "option", "radio", "searchbox", "slider", "spinbutton", "switch", "tab", "textbox", "PopUpButton",
    "ToggleButton",
})
MIN_TARGET = 48  # px, on a phone (the bar; WCAG 2.5.5 asks 44)


@dataclass(frozen=True)
class Control:
    role: str
    name: str
    width: float
    height: float
    disabled: bool = False

    def describe(self) -> str:
        return f"{self.role} {self.name!r} {self.width:.0f}x{self.height:.0f}"


@dataclass
class ScreenAudit:
    screen: str
    controls: list[Control] = field(default_factory=list)
    headings: list[str] = field(default_factory=list)

    @property
    def unnamed(self) -> list[Control]:
        return [c for c in self.controls if not c.name.strip()]

    @property
    def small(self) -> list[Control]:
        """Controls a finger can miss: under 48 px either way (a control
        drawn with no size at all, e.g. scrolled away, is not counted)."""
        return [c for c in self.controls
                if c.width > 0 and c.height > 0 and min(c.width, c.height) < MIN_TARGET - 0.5]

    def counts(self) -> dict[str, int]:
        return {"controls": len(self.controls), "unnamed": len(self.unnamed), "small": len(self.small), "headings": len(self.headings)}

    def problems(self, *, phone: bool = True) -> list[str]:
        out = [f"{self.screen}: no name: {c.describe()}" for c in self.unnamed]
        if phone:
            out += [f"{self.screen}: under {MIN_TARGET}x{MIN_TARGET}: {c.describe()}" for c in self.small]
        if not self.headings:
            out.append(f"{self.screen}: no heading")
        return out


def _value(node: dict, key: str) -> str:
    return str((node.get(key) or {}).get("value") or "")


def _prop(node: dict, name: str):
    for p in node.get("properties", []):
        if p.get("name") == name:
            return (p.get("value") or {}).get("value")
    return None


def _size(cdp, backend_id: int | None) -> tuple[float, float]:
    if not backend_id:
        return 0.0, 0.0
    try:
        quad = cdp.send("DOM.getBoxModel", {"backendNodeId": backend_id})["model"]["border"]
    except Exception:  # a node with no layout box (display: none)
        return 0.0, 0.0
    xs, ys = quad[0::2], quad[1::2]
    return max(xs) - min(xs), max(ys) - min(ys)


def _read(page, screen: str) -> ScreenAudit:
    cdp = page.context.new_cdp_session(page)
    try:
        cdp.send("DOM.getDocument", {"depth": -1})
        nodes = cdp.send("Accessibility.getFullAXTree")["nodes"]
        result = ScreenAudit(screen)
        for node in nodes:
            if node.get("ignored"):
                continue
            role = _value(node, "role")
            if role == "heading":
                result.headings.append(_value(node, "name"))
            if role in INTERACTIVE:
                width, height = _size(cdp, node.get("backendDOMNodeId"))
                result.controls.append(Control(role, _value(node, "name"), width, height, bool(_prop(node, "disabled"))))
        return result
    finally:
        cdp.detach()


def _keyed(controls: list[Control]) -> dict[tuple[str, str, int], Control]:
    seen: dict[tuple[str, str], int] = {}
    out = {}
    for c in controls:
        k = seen[(c.role, c.name)] = seen.get((c.role, c.name), -1) + 1
        out[(c.role, c.name, k)] = c
    return out


def audit(page, screen: str) -> ScreenAudit:
    """The accessibility tree of ``page`` as it is now, as ``screen``.

    Flutter clips a semantics node to what is visible of it, so a button
    half under the fold measures half its height. When a control looks
    small, the screen is scrolled from top to bottom (mouse wheel over the
    middle, as a person would) and each control keeps the largest size it
    showed."""
    first = _read(page, screen)
    if not first.small:
        return first
    view = page.viewport_size or {"width": 360, "height": 740}
    page.mouse.move(view["width"] / 2, view["height"] / 2)
    page.mouse.wheel(0, -10_000)
    largest = _keyed(first.controls)
    for _ in range(12):
        page.wait_for_timeout(150)
        for key, c in _keyed(_read(page, screen).controls).items():
            old = largest.get(key)
            if old is not None and c.width * c.height > old.width * old.height:
                largest[key] = c
        page.mouse.wheel(0, view["height"] // 2)
    page.mouse.wheel(0, -10_000)
    page.wait_for_timeout(150)
    first.controls = list(largest.values())
    return first


# -- walking every screen ------------------------------------------------------------------

PLAYERS = ["Ana", "Ben", "Cleo", "Dan"]


def walk_every_screen(sk: Driver, look: Callable[[str], None], *, seed: int = 13) -> None:
    """Drive the app from home through every screen, calling ``look(name)``
    on each (``sk`` starts on the home screen of an empty data folder)."""
    app = sk.app
    rng = random.Random(seed)
    app.wait_for("new-game")
    look("home")

    app.tap("language")
    app.wait_for("language-close")
    look("language")
    app.tap("language-close")
    app.wait_gone("language-close")

    sk.new_game(PLAYERS, notequal=True, schedule=(3, 1), start=False)
    look("setup (4 players)")
    app.tap("start-game")
    sk.expect_state(what="start-game")
    look("bidding")

    sk.bid_round(rng)
    look("play")
    sk.play_tricks(rng)
    look("round scored")

    sk.toggle_sheet()
    look("sheet")
    app.tap("sheet-round-1")
    app.wait_for("fix-save")
    look("correction dialog")
    app.tap("fix-cancel")
    app.wait_gone("fix-save")
    app.tap("export")
    app.wait_for("export-close")
    look("export")
    app.tap("export-close")
    app.wait_gone("export-close")
    sk.toggle_sheet()

    sk.next_round()
    sk.play_round(rng, close=False)
    look("game over")

    app.tap("back")
    app.wait_for("new-game")
    for button, first, name in (("history", "history-trash", "history"), ("players", None, "players"),
                                ("deal-sizes", "deal-preset", "deal sizes"), ("rules", None, "rules"),
                                ("open-backup", "backup", "backup")):
        app.tap(button)
        if first:
            app.wait_for(first)
        else:
            app.wait_for("back")
        app.frames(3)
        look(name)
        app.tap("back")
        app.wait_for("new-game")
