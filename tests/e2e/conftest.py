"""Fixtures for browser end-to-end tests.

    app_target   which app to start; DEFAULT_APP below, or env E2E_APP, or
                 override the fixture in a test module / parametrize indirectly
    app_server   that app in a subprocess on a free port, SCOREKEEPER_DATA_DIR
                 = tmp_path/"data"; whole process group killed at teardown
    browser      headless /usr/bin/chromium (one per test session)
    app          an AppPage already opened on app_server (first tab/session)
    open_tab     factory: open_tab() -> another AppPage (another Flet session,
                 in its own window so it is not throttled as a background tab)

Module-scoped, for the test_app_* files that play many short games on one
server (a cold page load costs ~3 s, a reload of a warm page ~0.5 s):

    sk_server    the real app, one process per test module, own data dir
    sk_page      one browser tab on it for the whole module
    sk           per test: sk_page reloaded as a NEW session (home screen)
                 wrapped in a scorekeeper_driver.Driver

Every test under tests/e2e is marked `e2e`; all of them skip when Chromium or
playwright is missing. Select or drop them with `-m e2e` / `-m "not e2e"`.
"""

from __future__ import annotations

import os
from pathlib import Path
from collections.abc import Callable, Iterator

import pytest

from .harness import (
    AppPage,
    AppServer,
    AppTarget,
    TAP_QUIET_ENV,
    chromium_missing_reason,
    launch_browser,
    new_context,
)
from .scorekeeper_driver import APP_COMMAND, Driver, fresh_home

# The app under test: the real Wizard Scorekeeper, started as a user starts it
# (`python -m scorekeeper --web --port {port}`). E2E_APP in the environment
# overrides it for one run. tests/e2e/test_harness.py pins the demo app.
DEFAULT_APP = APP_COMMAND


def pytest_collection_modifyitems(config, items):
    here = os.path.dirname(__file__)
    for item in items:
        if str(item.path).startswith(here) and item.get_closest_marker("e2e") is None:
            item.add_marker(pytest.mark.e2e)


@pytest.fixture(scope="session")
def site(tmp_path_factory, browser) -> Path:
    """The static site (``scorekeeper build-web``), built once for every module
    that opens it (a build takes about a minute here); a test that breaks a
    site breaks a copy (test_static_site.py)."""
    from scorekeeper.web.build import build_site

    report = build_site(tmp_path_factory.mktemp("site") / "site")
    print(f"\n{report.summary()}")
    return report.out


@pytest.fixture
def app_target(request) -> AppTarget:
    """Override per module, or `@pytest.mark.parametrize("app_target",
    ["pkg.mod:main"], indirect=True)`."""
    spec = getattr(request, "param", None) or os.environ.get("E2E_APP") or DEFAULT_APP
    return spec if isinstance(spec, AppTarget) else AppTarget.parse(spec)


@pytest.fixture(scope="session")
def _playwright():
    reason = chromium_missing_reason()
    if reason:
        pytest.skip(f"e2e: {reason}")
    from playwright.sync_api import sync_playwright

    with sync_playwright() as pw:
        yield pw


@pytest.fixture(scope="session")
def browser(_playwright):
    b = launch_browser(_playwright)
    yield b
    b.close()


@pytest.fixture
def app_server(app_target: AppTarget, tmp_path, browser) -> Iterator[AppServer]:
    # Depends on `browser` so a missing Chromium skips before the app starts.
    server = AppServer(app_target, tmp_path / "data", log_path=tmp_path / "app.log")
    server.start()
    try:
        yield server
    finally:
        server.stop()


@pytest.fixture
def browser_context(browser):
    ctx = new_context(browser)
    yield ctx
    ctx.close()


@pytest.fixture
def open_tab(app_server: AppServer, browser, browser_context) -> Iterator[Callable[..., AppPage]]:
    """open_tab(path="/", first=None, own_window=False) -> a new AppPage, i.e.
    a new Flet session. The first call uses `browser_context`; later calls get
    their own browser context (own window) unless own_window=False, because a
    background tab of one window gets throttled frames and updates late."""
    extra_contexts = []

    def _open(
        path: str = "/", *, first: str | None = None, own_window: bool | None = None
    ) -> AppPage:
        if own_window is None:
            own_window = bool(browser_context.pages)
        ctx = browser_context
        if own_window:
            ctx = new_context(browser)
            extra_contexts.append(ctx)
        return AppPage(ctx.new_page(), app_server.url).open(path, first=first)

    yield _open
    for ctx in extra_contexts:
        ctx.close()


@pytest.fixture
def app(open_tab, app_server: AppServer, request) -> Iterator[AppPage]:
    """The app opened in one tab. On failure the app log tail is printed."""
    page = open_tab()
    yield page
    rep = getattr(request.node, "rep_call", None)
    if rep is not None and rep.failed:
        print(f"\n--- app log ({app_server.log_path}) ---\n{app_server.log_tail()}")


@pytest.hookimpl(wrapper=True)
def pytest_runtest_makereport(item, call):
    rep = yield
    setattr(item, f"rep_{rep.when}", rep)
    return rep


# -- module-scoped real app (test_app_*.py) ---------------------------------


@pytest.fixture(scope="module")
def sk_server(browser, tmp_path_factory, request) -> Iterator[AppServer]:
    """The module's app. Its double-tap guard is off (``--tap-quiet 0``): the
    driver taps once, waits for the result on screen, and would otherwise wait
    out the quiet moment before every bid and trick (a fifth of a game's time).
    A module that checks the guard sets ``REAL_TAP_GUARD = True`` and gets the
    app's default; so does every app a test starts itself."""
    spec = os.environ.get("E2E_APP") or APP_COMMAND
    tmp = tmp_path_factory.mktemp("sk")
    quiet = {} if getattr(request.module, "REAL_TAP_GUARD", False) else {TAP_QUIET_ENV: "0"}
    server = AppServer(AppTarget.parse(spec), tmp / "data", log_path=tmp / "app.log", extra_env=quiet)
    server.start()
    try:
        yield server
    finally:
        server.stop()


@pytest.fixture(scope="module")
def sk_page(browser, sk_server: AppServer) -> Iterator[AppPage]:
    ctx = new_context(browser)
    page = AppPage(ctx.new_page(), sk_server.url).open(first="new-game")
    yield page
    ctx.close()


@pytest.fixture
def sk(sk_page: AppPage, sk_server: AppServer, request) -> Iterator[Driver]:
    """A fresh session (page reload) on the home screen, as a Driver."""
    yield from fresh_home(sk_page, sk_server, request)


#: The phone the table's screens are checked on (the issue's 360x740).
PHONE = {"width": 360, "height": 740}


@pytest.fixture(scope="module")
def phone_page(browser, sk_server: AppServer) -> Iterator[AppPage]:
    """One phone-sized tab per test module, on the shared app server."""
    ctx = new_context(browser, viewport=PHONE)
    page = AppPage(ctx.new_page(), sk_server.url).open(first="new-game")
    yield page
    ctx.close()


@pytest.fixture
def tk(phone_page: AppPage, sk_server: AppServer, request) -> Iterator[Driver]:
    """A fresh session on the home screen of the phone tab, as a Driver (a
    module that sizes its own tab defines its own ``tk``)."""
    yield from fresh_home(phone_page, sk_server, request)
