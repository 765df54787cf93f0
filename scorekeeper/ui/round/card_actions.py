"""The special cards played during the tally (their controls, as each
variant describes them), pinned with the round's next action, so they stay
in view however many players' rows are above them (the decisions are
:func:`scorekeeper.presenters.cards.cards_view`)."""

from __future__ import annotations

import flet as ft

from ...i18n import Translator
from ...presenters.cards import CardsView
from ...presenters.taps import Turn
from ..store import AppStore
from ..widgets.basics import big_button
from .card_choice import icon_of, open_choice, opened_parts, pressed


@ft.component
def CardActions(view: CardsView, turn: Turn, t: Translator, store: AppStore):
    """One line of big targets, a card's each; one that opens a choice (who
    won its trick, and how) shows it instead, with Cancel. One line while
    nothing is open: the rows above keep the room."""
    path, set_path = ft.use_state(None)  # the open choice: its offer's tag, then the picks that led on (None: shut)
    offers = tuple(o for o in view.offers if not o.at_start)
    opened = open_choice(offers, path)
    if opened is not None:
        parts = opened_parts(*opened, path, set_path, t, store)
        return ft.Column(parts, spacing=4, horizontal_alignment=ft.CrossAxisAlignment.STRETCH)
    both = sum(1 for o in offers if o.icon) > 1  # side by side: no icons, the words keep the room
    buttons: list[ft.Control] = []
    for offer in offers:
        buttons.append(big_button(offer.tag, offer.label, pressed(offer, turn, store, set_path),
                                  icon=None if both else icon_of(offer), filled=False))
    for button in buttons:
        button.expand = True  # sharing the line
    return ft.Row(buttons, spacing=8)


CardActionsMemo = ft.memo(CardActions)
