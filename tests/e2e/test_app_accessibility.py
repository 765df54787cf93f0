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
