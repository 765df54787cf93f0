"""Direct entry of tricks: each player's count is one tap, the counts that
follow from the others' are filled in, and one tap scores the round (the
form is :class:`scorekeeper.presenters.entry.TricksPick`; the device keeps it
as the round's draft until the round is scored or taken back)."""

from __future__ import annotations

import flet as ft

from ...domain import GameState
from ...i18n import Translator
from ...presenters.entry import entry_view
from ...presenters.taps import TURN_SIGN, Turn, entry_sign, nudge_for
from ..store import AppStore
from ..widgets.basics import big_button, hint, section_title, tagged
from ..widgets.pinned import pinned
from ..widgets.shake import use_shake
from .entry_row import EntryRowMemo


@ft.component
def DirectEntry(state: GameState, turn: Turn, balance: str, t: Translator, store: AppStore, on_tally,
                top: list[ft.Control] | None = None):
    """``balance``: the bids against the cards ("" while secret); ``on_tally``:
    back to counting trick by trick; ``top``: the round's header (scrolls with
    the rows, the button that scores the round stays in view below them)."""
    rnd = state.current
    # the round's draft, kept by the device: the sheet opened and closed, or a reload, loses no pick
    form, set_form = ft.use_state(lambda: store.play.entry_form(state))
    if not form.fits(state):  # another round came in (another tab), or a Bomb took a trick
        form = store.play.entry_form(state)
    view = entry_view(state, form, t)
    picker = ft.use_ref(None)
    latest = ft.use_ref(form)
    latest.current = form

    def pick(seat: int, value: int):
        # not the second tap of the bid that opened play; each pick on the
        # form the one before left (two deliberate picks both count)
        if store.play.may_tap(entry_sign(seat)):
            picked = latest.current.pick(seat, value)
            latest.current = picked
            set_form(picked)
            store.play.keep_picks(rnd.number, picked)

    picker.current = pick

    def go_on():
        if form.tricks is not None:
            store.play.enter_tricks(form.tricks, turn)

    dropped, at = store.play.dropped, store.play.dropped_at  # a dropped tap's sign: where it landed shakes
    parts: list[ft.Control] = [
        ft.Container(section_title(view.title, 18, "entry-title"), **use_shake(nudge_for(TURN_SIGN, dropped, at))),
        hint(view.hint),
        *([hint(balance, "bid-balance")] if balance else []),
        *[EntryRowMemo(line, picker, nudge_for(entry_sign(line.seat), dropped, at), key=f"entry-{line.seat}")
          for line in view.seats],
    ]
    if view.problem:
        parts.append(hint(view.problem, "entry-problem", ft.Colors.ERROR))
    # no fixed height: the theme's padding makes one line 48 px, and a long label wraps
    parts.append(tagged("tally-entry", ft.TextButton(ft.Text(t("entry.by_trick"), text_align=ft.TextAlign.CENTER),
                                                     icon=ft.Icons.TOUCH_APP,
                                                     on_click=lambda: store.play.may_tap() and on_tally())))
    go = big_button("next-round", view.go_on_label, go_on, icon=ft.Icons.ARROW_FORWARD, disabled=not view.can_go_on)
    return pinned([*(top or []), ft.Column(parts, spacing=8, horizontal_alignment=ft.CrossAxisAlignment.STRETCH)],
                  [go], key=f"entry-{rnd.number}")
