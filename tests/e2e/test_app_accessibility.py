"""Every screen a table uses, read the way a screen reader and a finger
meet it (issue 13): Chromium's accessibility tree at 360x740, after the real
app was driven there. A control a person can act on needs a name that says
what it does and at least 48x48 px; every screen needs a heading.

The counts per screen are printed (and by ``benchmarks/a11y_audit.py``, also
for an older checkout).
"""

from __future__ import annotations

from collections.abc import Iterator

import pytest

from scorekeeper.domain.cards import SPECIAL_CARDS

from .a11y import ScreenAudit, audit, walk_every_screen
from .harness import AppPage, AppServer, new_context
from .scorekeeper_driver import Driver

pytestmark = pytest.mark.e2e


@pytest.fixture
def phone(browser, sk_server: AppServer) -> Iterator[Driver]:
    ctx = new_context(browser, viewport={"width": 360, "height": 740})
    yield Driver(AppPage(ctx.new_page(), sk_server.url).open(first="new-game"))
    ctx.close()


def test_every_screen_names_its_controls_gives_them_room_and_has_a_heading(phone: Driver):
    audits: list[ScreenAudit] = []

    def look(name: str) -> None:
        phone.app.frames(3)
        audits.append(audit(phone.app.page, name))

    walk_every_screen(phone, look)
    for a in audits:
        print(f"{a.screen}: {a.counts()}")
    assert len(audits) == 15, [a.screen for a in audits]
    assert all(a.controls for a in audits), "a screen offered nothing to act on: the tree was not read"
    problems = [line for a in audits for line in a.problems(phone=True)]
    assert not problems, "\n".join(problems)


def test_the_audit_flags_a_nameless_control_a_small_one_and_a_screen_without_heading():
    from .a11y import Control

    screen = ScreenAudit("x", controls=[Control("button", "", 56, 56), Control("button", "Undo", 40, 40),
                                        Control("switch", "Dark theme", 0, 0)])
    assert screen.problems(phone=True) == [
        "x: no name: button '' 56x56", "x: under 48x48: button 'Undo' 40x40", "x: no heading"]
    assert screen.problems(phone=False) == ["x: no name: button '' 56x56", "x: no heading"]
    assert ScreenAudit("y", controls=[Control("button", "Back", 48, 48)], headings=["Rules"]).problems() == []


# JS: what has the keyboard focus: (role or tag, accessible name, identifier of the nearest tagged node)
FOCUSED_JS = """() => {
  const e = document.activeElement;
  if (!e || e === document.body) return null;
  const n = e.closest('[flt-semantics-identifier]');
  return [e.getAttribute('role') || e.tagName.toLowerCase(),
          (e.getAttribute('aria-label') || e.textContent || '').trim(),
          n && n.getAttribute('flt-semantics-identifier')];
}"""


def test_the_setup_screen_is_used_by_keyboard_in_reading_order_and_escape_closes_the_preset_choice(phone: Driver):
    app = phone.app
    phone.new_game(["Ana", "Ben", "Cleo"], start=False)
    app.locator("player-name").locator("input").click()
    order = []
    while "start-game" not in order and len(order) < 40:
        app.page.keyboard.press("Tab")
        app.frames(2)
        order.append(app.page.evaluate(FOCUSED_JS)[2])
    # players known from earlier games are offered right after Add (roster-K)
    known = [i for i in order if i.startswith("roster-")]
    assert order[1:1 + len(known)] == known, order
    assert [i for i in order if not i.startswith("roster-")] == [
        "add-player",
        "dealer-0", "seat-remove-0",
        "dealer-1", "seat-up-1", "seat-remove-1",
        "dealer-2", "seat-up-2", "seat-remove-2",
        "random-dealer", "option-preset", "option-notequal",
        "option-bids", "option-bids", "option-bids",  # open, hidden, secret
        *(f"card-{card}" for card in SPECIAL_CARDS),  # the special cards, as they read (issue 20)
        "option-foresight", "option-schedule", "start-game",
    ], order
    # the way back is one Shift+Tab before the first field (scrolled back to
    # first: a click that scrolls the page as it focuses the field makes
    # Flutter drop that focus again, and Shift+Tab went from nowhere)
    app.scroll_into_view("player-name")
    app.locator("player-name").locator("input").click()
    app.frames(3)
    assert app.page.evaluate(FOCUSED_JS)[2] == "player-name"
    app.page.keyboard.press("Shift+Tab")
    app.frames(2)
    assert app.page.evaluate(FOCUSED_JS)[1:] == ["Back", "back"]

    # the rule preset opens with Enter, its choices are named, Escape closes it unchanged
    for _ in range(40):
        app.page.keyboard.press("Tab")
        app.frames(2)
        if app.page.evaluate(FOCUSED_JS)[2] == "option-preset":
            break
    assert app.page.evaluate(FOCUSED_JS)[1] == "Rule preset: Standard"
    app.page.keyboard.press("Enter")
    app.wait_for("option-preset-close")
    app.page.keyboard.press("Escape")
    app.wait_gone("option-preset-close")
    assert app.text("option-preset").endswith("Standard")
