"""The keyboard given back when Flutter drops it, never when the player moved it.

Flutter web drops the keyboard focus, with no key pressed, in two places of
this app (seen in issue 28, with Flutter's semantics tree on, as a screen
reader or the e2e tests have it):

* The first key that moves the focus gives the page the theme with focus
  rings (ui/device.py; before it a tap leaves no ring behind, issue 13).
  Under a new page theme Flutter rebuilds what depends on it (the scrolling
  columns too: they get a new scroll position); in the round the browser
  node of the bid key the Tab moved to loses the DOM focus, and Flutter
  lets the focus go. On the setup screen nothing does. The theme comes in
  one frame (ui/app.py): Flutter's 200 ms blend dropped it a second time.
  No other way to show the ring to keyboard users only exists in flet
  1.0.5: a button's ``FOCUSED`` state is the same after the app's own
  ``focus()`` (after a tap) as after a Tab, and a ring per button, not per
  theme, would mean a style on every button of the app.
* A screen that opens with the keyboard on its first action (the round's
  bid pad): the focus the app gives it was seen dropped as the new screen
  settled (not a page transition's doing: it stayed without them).

A drop reaches Python as the blur event of the control that had the focus,
with no focus event after it. A move of the player's (a Tab, a click on
another control) is a blur too, but the browser sends the focus event of
the control the keyboard went to in the same frame. So on a blur the keeper
asks the browser something (:meth:`FocusKeeper._settled`, a round trip):
whatever the browser sent with the blur has arrived by then, and a focus
event counted since means the keyboard is where someone put it. Only a
drop is undone, and only one that is expected: after the rings' theme
(:meth:`FocusKeeper.expect_rebuild`) and the first blur of a control the app
sent the keyboard to (:meth:`FocusKeeper.sent`). No timer decides anything.

How the rebuild drops it (traced in issue 28, item 11): for one frame of the
rebuild the scrolling columns' semantics nodes are no scrollables (their
``role=group`` and scroll offset gone, back the next frame); Flutter's web
engine then moves their DOM subtrees (``insertBefore``), and Chrome blurs a
focused element that is moved. A control with no ``focus()`` in flet 1.0.5
(``ft.Switch``, ``ft.Chip``, ``ft.Checkbox``: their Dart side answers no
``focus`` call either) cannot be given back: a drop of one is left as it is.

The keeper learns where the keyboard is from the focus and blur events of
the controls it tracks (:func:`track`: every control under a
:func:`~scorekeeper.ui.widgets.basics.tagged` handle, and every control the
app sends the keyboard to). One keeper per session, in ``page.session.store``.
"""

from __future__ import annotations

from typing import Any

import flet as ft

KEEPER = "focus.keeper"  # the session's key of its FocusKeeper
# give-backs in a row without a key of the player's (or a new control the app sends
# the keyboard to) between them: a
# control the browser keeps dropping (gone from the page, say) is let go after
# that, never given back for ever (a loop the e2e suite once saw spin Chromium)
MAX_GIVE_BACKS = 3


class FocusKeeper:
    """Where the keyboard is in one session, and the drop it undoes next."""

    def __init__(self) -> None:
        self._holder: int | None = None  # id of the tracked control that has the keyboard (None: none)
        self._moves = 0  # focus events seen so far: one more means the keyboard went somewhere
        self._rebuild = False  # the rings' theme was sent: a drop now is the rebuild's
        self._applied = False  # ... and the browser has it: a key from now on is the player's next one
        self._sent: int | None = None  # id of the control the app last sent the keyboard to, until its first blur
        self._given = 0  # give-backs since the player's last key or focus (bounded by MAX_GIVE_BACKS)

    def expect_rebuild(self, page: ft.Page) -> None:
        """``page`` has just been sent a new theme (``page.update()`` done):
        the drops its rebuild causes are undone, until the player presses a
        key once the browser has the theme."""
        self._rebuild, self._applied, self._sent, self._given = True, False, None, 0
        page.run_task(self._theme_arrived, page)

    async def _theme_arrived(self, page: ft.Page) -> None:
        if await self._settled(page):
            self._applied = True

    def key_pressed(self) -> None:
        """The player pressed a key (it comes before the focus it moves): the
        app's last focus is theirs to move now; after the new theme, so is
        the keyboard."""
        self._sent, self._given = None, 0
        if self._applied:
            self._rebuild = False

    def sent(self, control: Any) -> None:
        """The app sends the keyboard to ``control``: if it is dropped before
        it moves on, it is given back (once)."""
        self._sent, self._given = _id_of(control), 0

    def focused(self, e: ft.ControlEvent) -> None:
        self._holder = _id_of(e.control)
        self._moves += 1

    async def blurred(self, e: ft.ControlEvent) -> None:
        control = e.control
        ident = _id_of(control)
        if ident == self._holder:
            self._holder = None
        sent = ident is not None and ident == self._sent
        if sent:
            self._sent = None  # the first blur of a sent control decides
        if not (sent or self._rebuild):
            return
        moves = self._moves
        if not await self._settled(_page_of(control)):
            return
        if self._moves != moves:
            # the keyboard went to a control: the player's (or the app's) move, kept. It does
            # not end the rebuild's watch: the browser may rebuild the page later still (seen
            # under load), and drop the control the player clicked, which is then given back
            return
        if self._holder is not None or not (sent or self._rebuild):
            return
        page = _page_of(control)
        if page is None or _dialog_open(page) or not _on_top(control, page):
            return  # gone with its screen, or the keyboard went into a dialog or a screen pushed over it
        await self._give_back(control, page)

    async def _give_back(self, control: Any, page: ft.Page) -> None:
        """Focus ``control`` again, and once more if the browser did not take
        it (under load a focus sent while the page still rebuilds was seen
        to go nowhere, with no focus event and no blur after it): at most
        MAX_GIVE_BACKS times in a row, and never after the player pressed a
        key or the keyboard went somewhere."""
        focus = getattr(control, "focus", None)
        if not callable(focus):
            return  # flet 1.0.5 cannot focus it (a switch, a chip): no call would ever be answered
        while self._given < MAX_GIVE_BACKS:  # dropped again and again: let go (bounded, see MAX_GIVE_BACKS)
            self._given += 1
            given, moves = self._given, self._moves
            try:
                await focus()
            except Exception:  # noqa: BLE001 - gone meanwhile: nothing to give back
                return
            if not await self._settled(page):
                return
            if self._moves != moves or self._holder is not None or self._given != given:
                return  # it took (a focus event came), or the keyboard went elsewhere, or a key came

    @staticmethod
    async def _settled(page: ft.Page | None) -> bool:
        """A round trip to the browser: what it sent before its answer (the
        focus event that came with a blur, if any) has been handled when
        this returns. False: the page is gone."""
        if page is None:
            return False
        try:
            await page.get_device_info()
        except Exception:  # noqa: BLE001 - the session is closing
            return False
        return True


def _page_of(control: Any) -> ft.Page | None:
    """The page ``control`` is on; None once it has left it (its screen went while the
    browser answered). flet 1.0.5's ``page`` raises RuntimeError for a control that is on no
    page, which ``getattr(control, "page", None)`` lets through (issue 40: it took the app down)."""
    try:
        page: ft.Page | None = control.page
    except (AttributeError, RuntimeError):
        return None
    return page


def _id_of(control: Any) -> int | None:
    # flet's id of the control in the browser: a control built in a later
    # render takes it over (flet's _migrate_state), so it names the button, not the instance
    return getattr(control, "_i", None)


def _dialog_open(page: Any) -> bool:
    # flet 1.0.5 keeps the open dialogs (show_dialog, use_dialog) in page._dialogs
    dialogs = getattr(getattr(page, "_dialogs", None), "controls", None) or ()
    return any(getattr(d, "open", False) for d in dialogs)


def _on_top(control: Any, page: Any) -> bool:
    """``control`` is on the screen shown (the last of the page's views)."""
    node = control
    while node is not None and not isinstance(node, ft.View):
        node = getattr(node, "parent", None)
    top = _top_view(page)
    if node is None or top is None:
        return True  # not under a view (the phones' single page), or no views to compare: nothing covers it
    return _id_of(node) == _id_of(top)


def _top_view(page: Any) -> Any:
    # page.render_views makes page.views a component: its rendered body
    # (flet 1.0.5 keeps it in ``_b``) is the list of views, each view maybe a
    # screen's component in turn
    node = getattr(page, "views", None)
    while node is not None and not isinstance(node, ft.View):
        if isinstance(node, (list, tuple)):
            node = node[-1] if node else None
        else:
            node = getattr(node, "_b", None)
    return node


def focus_keeper(page: ft.Page) -> FocusKeeper:
    """The session's keeper (made on first use)."""
    store = page.session.store
    keeper = store.get(KEEPER)
    if keeper is None:
        keeper = FocusKeeper()
        store.set(KEEPER, keeper)
    return keeper


def _on_focus(e: ft.ControlEvent) -> None:
    focus_keeper(e.page).focused(e)


async def _on_blur(e: ft.ControlEvent) -> None:
    await focus_keeper(e.page).blurred(e)


def track(control: Any) -> Any:
    """``control``, telling the session's keeper when it gets and loses the
    keyboard (a control that takes no focus, or handles it itself, as it was)."""
    if hasattr(control, "on_focus") and hasattr(control, "on_blur") \
            and control.on_focus is None and control.on_blur is None:
        control.on_focus = _on_focus
        control.on_blur = _on_blur
    return control
