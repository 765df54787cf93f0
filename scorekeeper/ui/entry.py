"""Direct entry of tricks: each player's count is one tap, the player left
is filled in, and one tap scores the round and goes on (the form is
:class:`scorekeeper.presenters.entry.TricksPick`)."""

from __future__ import annotations

import flet as ft

from ..domain import GameState
from ..i18n import Translator
from ..presenters.entry import EntrySeat, TricksPick, entry_view
from ..presenters.taps import Turn
from .live import named
from .store import StoreRef
from .widgets import MIN_TOUCH, big_button, card, hint, section_title, tagged

COUNT_COLUMNS = 6  # counts a line at phone width (0..15 in three lines)


@ft.component
def EntryRow(line: EntrySeat, picker: ft.MutableRef):
    """One player: name, bid, what was picked, and a button per count.
    ``picker.current(seat, value)`` records a pick (a stable holder, so an
    unchanged row is skipped when another row's count is picked)."""
    buttons = []
    for value, enabled in enumerate(line.options):
        chosen = value == line.value
        button = tagged(
            f"tricks-{line.seat}-{value}",
            ft.Button(
                # its own name says whose count it is: "Ben took 2"
                content=named(line.labels[value] if line.labels else "",
                              ft.Text(str(value), size=19, weight=ft.FontWeight.BOLD, no_wrap=True)),
                disabled=not enabled,
                height=MIN_TOUCH,
                bgcolor=(ft.Colors.TERTIARY if line.filled_in else ft.Colors.PRIMARY) if chosen else None,
                color=(ft.Colors.ON_TERTIARY if line.filled_in else ft.Colors.ON_PRIMARY) if chosen else None,
                style=ft.ButtonStyle(padding=0, shape=ft.RoundedRectangleBorder(radius=10)),
                on_click=lambda _e, v=value: picker.current(line.seat, v),
            ),
        )
        button.col = 12 // COUNT_COLUMNS
        buttons.append(button)
    head = ft.Row(
        [
            ft.Text(line.name, size=17, weight=ft.FontWeight.BOLD, no_wrap=True, overflow=ft.TextOverflow.ELLIPSIS,
                    expand=True),
            tagged(f"tricks-bid-{line.seat}", ft.Text(line.bid, size=15)),
            tagged(f"tricks-status-{line.seat}",
                   ft.Text(line.status, size=15, weight=ft.FontWeight.BOLD if line.value is not None else None,
                           color=ft.Colors.TERTIARY if line.filled_in else None)),
        ],
        spacing=10,
    )
    return tagged(
        f"entry-row-{line.seat}",
        card(ft.Column([head, ft.ResponsiveRow(buttons, spacing=5, run_spacing=5, columns=12)], spacing=6), padding=10),
    )


EntryRowMemo = ft.memo(EntryRow)


@ft.component
def DirectEntry(state: GameState, turn: Turn, balance: str, t: Translator, ref: StoreRef, on_tally):
    """``balance``: the bids against the cards ("" while secret); ``on_tally``:
    back to counting trick by trick."""
    players = len(state.players)
    rnd = state.current
    form, set_form = ft.use_state(lambda: TricksPick.start(rnd.cards, players))
    if form.cards != rnd.cards or len(form.picked) != players:  # another round came in (another tab)
        form = TricksPick.start(rnd.cards, players)
    view = entry_view(state, form, t)
    picker = ft.use_ref(None)

    def pick(seat: int, value: int):
        # not the second tap of the bid that opened play; an updater: two
        # deliberate picks both count, each on the form the other left
        if ref.store.may_tap():
            set_form(lambda f: f.pick(seat, value))

    picker.current = pick

    def go_on():
        if form.tricks is not None:
            ref.store.enter_tricks(form.tricks, turn)

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
                                                     on_click=lambda: ref.store.may_tap() and on_tally(),
                                                     height=MIN_TOUCH)))
    return ft.Column(parts, spacing=8, horizontal_alignment=ft.CrossAxisAlignment.STRETCH)
