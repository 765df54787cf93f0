"""Direct entry of tricks: each player's count is one tap, the player left
is filled in, and one tap scores the round and goes on (the form is
:class:`scorekeeper.presenters.entry.TricksPick`)."""

from __future__ import annotations

import flet as ft

from ...domain import GameState
from ...i18n import Translator
from ...presenters.entry import TricksPick, entry_view
from ...presenters.taps import Turn
from ..store import AppStore
from ..widgets.basics import MIN_TOUCH, big_button, hint, section_title, tagged
from .entry_row import EntryRowMemo


@ft.component
def DirectEntry(state: GameState, turn: Turn, balance: str, t: Translator, store: AppStore, on_tally):
    """``balance``: the bids against the cards ("" while secret); ``on_tally``:
    back to counting trick by trick."""
    form, set_form = ft.use_state(lambda: TricksPick.for_round(state))
    if not form.fits(state):  # another round came in (another tab), or a Bomb took a trick
        form = TricksPick.for_round(state)
    view = entry_view(state, form, t)
    picker = ft.use_ref(None)

    def pick(seat: int, value: int):
        # not the second tap of the bid that opened play; an updater: two
        # deliberate picks both count, each on the form the other left
        if store.play.may_tap():
            set_form(lambda f: f.pick(seat, value))

    picker.current = pick

    def go_on():
        if form.tricks is not None:
            store.play.enter_tricks(form.tricks, turn)

    parts: list[ft.Control] = [
        section_title(view.title, 18, "entry-title"),
        hint(view.hint),
        *([hint(balance, "bid-balance")] if balance else []),
        *[EntryRowMemo(line, picker, key=f"entry-{line.seat}") for line in view.seats],
    ]
    if view.problem:
        parts.append(hint(view.problem, "entry-problem", ft.Colors.ERROR))
    parts.append(big_button("next-round", view.go_on_label, go_on, icon=ft.Icons.ARROW_FORWARD,
                            disabled=not view.can_go_on))
    parts.append(tagged("tally-entry", ft.TextButton(t("entry.by_trick"), icon=ft.Icons.TOUCH_APP,
                                                     on_click=lambda: store.play.may_tap() and on_tally(),
                                                     height=MIN_TOUCH)))
    return ft.Column(parts, spacing=8, horizontal_alignment=ft.CrossAxisAlignment.STRETCH)
