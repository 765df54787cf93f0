"""One tab of a Flet web app, driven through Flutter's semantics tree: the
nodes addressed by the identifier of an enclosing ``ft.Semantics``, read in
the page's own terms (see tests/e2e/harness.py for serving the app)."""

from __future__ import annotations

import time
from pathlib import Path

SCREENSHOT_DIR = Path(__file__).resolve().parents[2] / "screenshots"
VIEWPORT = {"width": 360, "height": 740}


TEXT_OF_JS = """
(el) => {
  const text = (el.textContent || '').trim();
  if (text) return text;
  const input = el.matches('input, textarea') ? el : el.querySelector('input, textarea');
  if (input) return input.value;
  const labelled = el.hasAttribute('aria-label') ? el : el.querySelector('[aria-label]');
  return labelled ? (labelled.getAttribute('aria-label') || '') : '';
}
"""

# JS: is the control under the node disabled? Flutter puts aria-disabled="true"
# on the role node (a child of the identifier node for buttons/switches) and the
# `disabled` attribute on a text field's <input>.
IS_DISABLED_JS = """
(el) => {
  const target = el.matches('[role], input, textarea')
    ? el : (el.querySelector('[role], input, textarea') || el);
  return el.getAttribute('aria-disabled') === 'true'
    || target.getAttribute('aria-disabled') === 'true'
    || target.hasAttribute('disabled');
}
"""

# JS: aria-checked of the switch/checkbox under the node (null if none).
IS_CHECKED_JS = """
(el) => {
  const t = el.hasAttribute('aria-checked') ? el : el.querySelector('[aria-checked]');
  return t ? t.getAttribute('aria-checked') === 'true' : null;
}
"""


def sel(identifier: str) -> str:
    """CSS selector of the semantics node of `ft.Semantics(identifier=...)`."""
    return f'[flt-semantics-identifier="{identifier}"]'


class AppPage:
    """A Flet web app in one browser tab (= one Flet session).

    Controls are addressed by the identifier of an enclosing
    `ft.Semantics(identifier=...)`. Times are in milliseconds (Playwright).
    """

    PLACEHOLDER = "flt-semantics-placeholder"
    ANY_NODE = "[flt-semantics-identifier]"

    def __init__(
        self,
        page,
        base_url: str,
        *,
        screenshot_dir: Path = SCREENSHOT_DIR,
        timeout_ms: float = 10_000,
    ) -> None:
        self.page = page
        self.base_url = base_url.rstrip("/")
        self.screenshot_dir = Path(screenshot_dir)
        self.timeout_ms = timeout_ms
        self.taps = 0  # clicks made through tap(): what a test counts as the taps a task cost
        page.set_default_timeout(timeout_ms)

    # -- loading ----------------------------------------------------------

    def open(self, path: str = "/", *, first: str | None = None) -> AppPage:
        """Load `path`, switch on Flutter's semantics tree, wait for a node.

        `first`: identifier to wait for (default: any identified node).
        """
        self.page.goto(self.base_url + path, wait_until="domcontentloaded")
        self.enable_accessibility(first=first)
        return self

    def reload(self, *, first: str | None = None, fresh: bool = False) -> AppPage:
        """Reload the tab and re-enable semantics.

        The Flet web client keeps its session id in sessionStorage
        (`_flet_session_id`), so a plain reload RECONNECTS to the same
        server-side session while the server still holds it: the app comes
        back on the screen it showed, with its session state. `fresh=True`
        drops the id first, so the reload opens a NEW session (as a new tab
        or a restarted browser does)."""
        if fresh:
            self.page.evaluate("() => sessionStorage.removeItem('_flet_session_id')")
        self.page.reload(wait_until="domcontentloaded")
        self.enable_accessibility(first=first)
        return self

    def enable_accessibility(
        self, *, first: str | None = None, timeout_ms: float = 30_000
    ) -> None:
        """Flutter web builds its DOM accessibility tree only after the hidden
        "Enable accessibility" placeholder gets a click. Clicks it (again, if
        a click came before Flutter listened) until `first` is in the tree.
        Returns at once when semantics are already on."""
        target = sel(first) if first else self.ANY_NODE
        deadline = time.monotonic() + timeout_ms / 1000
        while True:
            if self.page.locator(target).count():
                return
            if self.page.locator(self.PLACEHOLDER).count():
                try:
                    self.page.dispatch_event(self.PLACEHOLDER, "click", timeout=1_000)
                except Exception:  # removed between count() and the click
                    pass
            left_ms = (deadline - time.monotonic()) * 1000
            if left_ms <= 0:
                raise TimeoutError(f"no semantics node {target!r} after {timeout_ms} ms")
            try:
                self.page.wait_for_selector(
                    target, state="attached", timeout=max(50, min(500, left_ms))
                )
                return
            except Exception:
                continue

    def bring_to_front(self) -> AppPage:
        """Make this the active tab. A background tab of the same browser
        context gets no animation frames, so Flutter stops rendering there
        (its updates arrive seconds late). Separate contexts do not need it."""
        self.page.bring_to_front()
        return self

    # -- queries ----------------------------------------------------------

    def locator(self, identifier: str):
        return self.page.locator(sel(identifier))

    def exists(self, identifier: str) -> bool:
        return self.locator(identifier).count() > 0

    def wait_for(
        self, identifier: str, timeout: float | None = None, *, state: str = "attached"
    ) -> None:
        """Wait until the node is attached (or state="detached": gone)."""
        self.page.wait_for_selector(
            sel(identifier), state=state, timeout=timeout or self.timeout_ms
        )

    def wait_gone(self, identifier: str, timeout: float | None = None) -> None:
        self.wait_for(identifier, timeout, state="detached")

    def text(self, identifier: str) -> str:
        """Readable content: text of an ft.Text, label of a button, aria-label
        of a switch/checkbox/icon button, or the value of a text field."""
        return self.locator(identifier).first.evaluate(TEXT_OF_JS)

    def texts(self, prefix: str) -> list[str]:
        """Texts of all nodes whose identifier starts with `prefix`, in DOM order."""
        return self.page.locator(f'[flt-semantics-identifier^="{prefix}"]').evaluate_all(
            f"(els) => els.map({TEXT_OF_JS})"
        )

    def identifiers(self, prefix: str = "") -> list[str]:
        return self.page.locator(f'[flt-semantics-identifier^="{prefix}"]').evaluate_all(
            "(els) => els.map(e => e.getAttribute('flt-semantics-identifier'))"
        )

    def wait_text(
        self,
        identifier: str,
        substring: str,
        timeout: float | None = None,
        *,
        exact: bool = False,
    ) -> str:
        """Wait (polling in-page on every animation frame) until the node's
        text contains `substring` (or equals it when exact=True)."""
        self.page.wait_for_function(
            f"""([s, want, exact]) => {{
                const el = document.querySelector(s);
                if (!el) return false;
                const t = ({TEXT_OF_JS})(el);
                return exact ? t === want : t.includes(want);
            }}""",
            arg=[sel(identifier), substring, exact],
            timeout=timeout or self.timeout_ms,
        )
        return self.text(identifier)

    def watch_texts(self, identifier: str) -> None:
        """From now on the page remembers every text the node shows, however
        briefly: a notice goes by itself after a few seconds, counted by the
        app from when it drew it, and a busy page shows it late and for less
        (see :meth:`wait_shown`). Until the page is loaded again."""
        self.page.evaluate(
            f"""(s) => {{
                const shown = (window.__shownTexts = window.__shownTexts || {{}});
                if (shown[s]) return;
                const seen = (shown[s] = []);
                const look = () => {{
                    const el = document.querySelector(s);
                    const t = el ? ({TEXT_OF_JS})(el) : null;
                    if (t !== null && seen[seen.length - 1] !== t) seen.push(t);
                }};
                new MutationObserver(look).observe(document.documentElement,
                    {{subtree: true, childList: true, characterData: true, attributes: true}});
                look();
            }}""",
            sel(identifier),
        )

    def wait_shown(self, identifier: str, substring: str, timeout: float | None = None) -> None:
        """Wait until the node has shown a text that contains ``substring``
        since :meth:`watch_texts` (it may be gone again)."""
        self.page.wait_for_function(
            "([s, want]) => ((window.__shownTexts || {})[s] || []).some(t => t.includes(want))",
            arg=[sel(identifier), substring],
            timeout=timeout or self.timeout_ms,
        )

    def is_disabled(self, identifier: str) -> bool:
        """aria-disabled="true" on the control's role node (or <input disabled>)."""
        return self.locator(identifier).first.evaluate(IS_DISABLED_JS)

    def is_checked(self, identifier: str) -> bool | None:
        """aria-checked of a switch/checkbox; None if the node has none."""
        return self.locator(identifier).first.evaluate(IS_CHECKED_JS)

    def wait_checked(
        self, identifier: str, checked: bool = True, timeout: float | None = None
    ) -> None:
        self.page.wait_for_function(
            f"([s, want]) => {{ const el = document.querySelector(s);"
            f" return !!el && ({IS_CHECKED_JS})(el) === want; }}",
            arg=[sel(identifier), checked],
            timeout=timeout or self.timeout_ms,
        )

    def wait_stored(self, key: str, value: str, timeout: float | None = None) -> None:
        """Wait until the browser keeps ``value`` under the app preference
        ``key`` (``ft.SharedPreferences`` writes to localStorage a moment
        after the tap that changed it; a reload before then loses it)."""
        self.page.wait_for_function(
            "([key, want]) => Object.keys(localStorage).some(k => k.endsWith(key)"
            " && String(localStorage.getItem(k)).includes(want))",
            arg=[f"scorekeeper.{key}", value],
            timeout=timeout or self.timeout_ms,
        )

    # -- actions ----------------------------------------------------------

    def scroll_into_view(self, identifier: str, timeout: float | None = None) -> None:
        """Scroll Flutter's scrollable until the node is inside the viewport.

        Playwright's own scrolling moves the DOM, not the Flutter canvas: a
        node below the fold keeps its off-screen box and a click or fill
        there misses. Mouse-wheel events over the middle of the viewport do
        scroll the Flutter list under it."""
        node = self.locator(identifier).first
        node.wait_for(state="attached", timeout=timeout or self.timeout_ms)
        view = self.page.viewport_size or VIEWPORT
        height = view["height"]
        last = None
        for _ in range(20):
            box = node.bounding_box()
            if box is None or (box["y"] >= 0 and box["y"] + box["height"] <= height):
                return
            if last is not None and abs(box["y"] - last) < 1:
                return  # the list cannot scroll further
            last = box["y"]
            delta = box["y"] + box["height"] / 2 - height / 2
            self.page.mouse.move(view["width"] / 2, height / 2)
            self.page.mouse.wheel(0, max(-600, min(600, delta)))
            self.frames(3)

    def tap(self, identifier: str, timeout: float | None = None) -> None:
        """Click the node (Playwright clicks its centre, which hits the inner
        tappable role node). Waits for the node and scrolls it into view."""
        self.scroll_into_view(identifier, timeout)
        self.locator(identifier).first.click(timeout=timeout or self.timeout_ms)
        self.taps += 1

    def double_tap(self, identifier: str, gap_ms: float) -> list[str]:
        """Two taps on the spot where the node is, ``gap_ms`` apart as the
        page counts them (a finger's double tap): each lands on whatever
        is there at its moment. Both are made in the page, one timer apart:
        two clicks sent from here one after the other land 300-500 ms apart
        on a busy machine (each is a round trip through Playwright), which
        is no double tap. Returns what each tap hit (its identifier, or its
        tag) and when, in ms after the first: the timer is late when the
        page is busy, as a finger's second tap is then handled late."""
        self.scroll_into_view(identifier)
        box = self.locator(identifier).first.bounding_box()
        assert box is not None, f"{identifier} has no box"
        return self.page.evaluate(
            """([x, y, gap]) => new Promise(done => {
                const t0 = performance.now();
                const tap = () => {
                    const at = Math.round(performance.now() - t0);
                    const el = document.elementFromPoint(x, y);
                    if (!el) return `nothing at ${at} ms`;
                    el.click();  // a semantics node's tap action: what a finger's tap on it does
                    const node = el.closest('[flt-semantics-identifier]');
                    return `${node ? node.getAttribute('flt-semantics-identifier') : el.tagName} at ${at} ms`;
                };
                const first = tap();
                setTimeout(() => done([first, tap()]), gap);
            })""",
            [box["x"] + box["width"] / 2, box["y"] + box["height"] / 2, gap_ms],
        )

    def frames(self, n: int = 2, max_ms: int = 500) -> None:
        """Let the page render `n` animation frames (at most `max_ms`)."""
        self.page.evaluate(
            """([n, maxMs]) => new Promise(done => {
                setTimeout(done, maxMs);
                const step = () => (--n <= 0) ? done() : requestAnimationFrame(step);
                requestAnimationFrame(step);
            })""",
            [n, max_ms],
        )

    def fill(self, identifier: str, text: str, *, submit: bool = False) -> None:
        """Type into the text field under the node; Enter fires on_submit.

        Clicks the <input> first (without focus the first entry is lost), waits
        until it has focus and Flutter has rendered: on focus Flutter writes ITS
        editing value into the DOM input (e.g. "" after the app cleared the
        field), and a fill() that lands before that write is overwritten.
        Retries until the DOM value sticks.
        """
        self.scroll_into_view(identifier)
        field = self.locator(identifier).locator("input, textarea").first
        for _ in range(3):
            field.click()
            field.evaluate(
                """el => new Promise(done => {
                    const t0 = performance.now();
                    const poll = () => (document.activeElement === el
                        || performance.now() - t0 > 2000) ? done() : setTimeout(poll, 10);
                    poll();
                })"""
            )
            self.frames(2)
            field.fill(text)
            self.frames(2)
            if field.input_value() == text:
                break
        else:
            raise AssertionError(f"could not fill {identifier!r} with {text!r}")
        if submit:
            field.press("Enter")

    def screenshot(self, name: str, *, settle_s: float = 1.0) -> Path:
        """PNG of the viewport in screenshots/<name>.png. Waits `settle_s`
        first: the canvas lags the semantics tree by a frame or more."""
        time.sleep(settle_s)
        self.screenshot_dir.mkdir(parents=True, exist_ok=True)
        path = self.screenshot_dir / f"{name}.png"
        self.page.screenshot(path=str(path))
        return path


def describe_tree(page) -> str:
    """Debug helper: one line per identified node with its text."""
    return page.evaluate(
        f"""() => [...document.querySelectorAll('[flt-semantics-identifier]')]
            .map(e => e.getAttribute('flt-semantics-identifier') + ' = '
                 + JSON.stringify(({TEXT_OF_JS})(e))).join('\\n')"""
    )
