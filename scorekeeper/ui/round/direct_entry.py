"""Direct entry of tricks: each player's count is one tap, the counts that
follow from the others' are filled in, and the count that makes every
player's known scores the round, as the tally's last trick does: the
round's result shows on the tally's rows, over Next round (the form is
:class:`scorekeeper.presenters.entry.TricksPick`; the device keeps it as the
round's draft until the round is scored or taken back)."""

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

TOP = "entry-top"  # the scroll key of the title (a pad's is pad_key(seat))


def pad_key(seat: int) -> str:
    return f"pad-{seat}"


@ft.component
def DirectEntry(state: GameState, turn: Turn, balance: str, t: Translator, store: AppStore, on_tally,
                top: list[ft.Control] | None = None, cards: list[ft.Control] | None = None):
    """``balance``: the bids against the cards ("" while secret); ``on_tally``:
    back to counting trick by trick; ``top``: the round's header (scrolls with
    the rows); ``cards``: the special cards played in play (a variant's offers), in
    view below the rows. The screen follows the entry: it opens at the title
    and the first pad, and each pick brings the next player's pad into view."""
    rnd = state.current
    # the round's draft, kept by the device: the sheet opened and closed, or a reload, loses no pick
    form, set_form = ft.use_state(lambda: store.play.entry_form(state))
    if not form.fits(state):  # another round came in (another tab), or a special card took a trick
        form = store.play.entry_form(state)
    view = entry_view(state, form, t)
    picker = ft.use_ref(None)
    latest = ft.use_ref(form)
    latest.current = form
    scroller = ft.use_ref(None)
    # where the screen is to be: the title at first, then the pad after the one picked
    target, set_target = ft.use_state(TOP)

    def pick(seat: int, value: int):
        # not the second tap of the bid that opened play; each pick on the
        # form the one before left (two deliberate picks both count)
        if store.play.may_tap(entry_sign(seat)):
            picked = latest.current.pick(seat, value)
            latest.current = picked
            set_form(picked)
            store.play.keep_picks(rnd.number, picked)
            if picked.tricks is not None:  # every count is known: scored, as by the tally's last trick
                store.play.enter_tricks(picked.tricks, turn)
            else:
                following = picked.open_after(seat)
                if following is not None:
                    set_target(pad_key(following))

    picker.current = pick

    async def follow():
        if scroller.current is not None:
            try:
                # at once, not animated: a quick tap never lands on a pad still moving
                await scroller.current.scroll_to(scroll_key=ft.ScrollKey(target), duration=0)
            except Exception:  # noqa: BLE001 - the entry is gone already (scored, or the sheet shown): nothing to scroll
                pass

    ft.use_effect(follow, [target])

    def score():
        if form.tricks is not None:
            store.play.enter_tricks(form.tricks, turn)

    dropped, at = store.play.dropped, store.play.dropped_at  # a dropped tap's sign: where it landed shakes
    parts: list[ft.Control] = [
        ft.Container(section_title(view.title, 18, "entry-title"), key=ft.ScrollKey(TOP),
                     **use_shake(nudge_for(TURN_SIGN, dropped, at))),
        hint(view.hint),
        *([hint(balance, "bid-balance")] if balance else []),
        *[ft.Container(EntryRowMemo(line, picker, nudge_for(entry_sign(line.seat), dropped, at),
                                    key=f"entry-{line.seat}"), key=ft.ScrollKey(pad_key(line.seat)))
          for line in view.seats],
    ]
    if view.problem:
        parts.append(hint(view.problem, "entry-problem", ft.Colors.ERROR))
    # no fixed height: the theme's padding makes one line 48 px, and a long label wraps
    parts.append(tagged("tally-entry", ft.TextButton(ft.Text(t("entry.by_trick"), text_align=ft.TextAlign.CENTER),
                                                     icon=ft.Icons.TOUCH_APP,
                                                     on_click=lambda: store.play.may_tap() and on_tally())))
    actions = list(cards or [])
    if view.can_go_on:  # counts that came back whole (an undo of the score): one tap scores them as they are
        actions.append(big_button("score-round", view.go_on_label, score, icon=ft.Icons.CHECK))
    return pinned([*(top or []), ft.Column(parts, spacing=8, horizontal_alignment=ft.CrossAxisAlignment.STRETCH)],
                  actions, key=f"entry-{rnd.number}", ref=scroller)
