"""The special cards on the round screen (only for a deck that has them):
those played at the start of a round (their controls and the choices they
open, as each variant describes them), in the same big targets as the rest
of the round, and what the cards did; the cards tapped in play are
:mod:`.card_actions` (the decisions are
:func:`scorekeeper.presenters.cards.cards_view`)."""

from __future__ import annotations

import flet as ft

from ...i18n import Translator
from ...presenters.cards import CardsView
from ...presenters.taps import Turn
from ..store import AppStore
from ..widgets.basics import big_button, card, hint, keyed
from .card_choice import icon_of, open_choice, opened_parts, pressed


@ft.component
def SpecialCards(view: CardsView, turn: Turn, t: Translator, store: AppStore):
    path, set_path = ft.use_state(None)  # the open choice: its offer's tag, then the picks that led on (None: shut)
    parts: list[ft.Control] = []
    if view.last_round:
        parts.append(keyed("last-round", hint(view.last_round, "cards-last-round")))
    first = tuple(o for o in view.offers if o.at_start)
    opened = open_choice(first, path)
    for offer in first:
        if opened is not None and opened[0] is offer:
            parts += opened_parts(*opened, path, set_path, t, store)
        else:
            parts.append(keyed(offer.tag, big_button(offer.tag, offer.label, pressed(offer, turn, store, set_path),
                                                     icon=icon_of(offer), filled=False)))
    for variant, said in view.done:
        parts.append(keyed(f"{variant}-done", hint(said, f"{variant}-done")))
    return card(ft.Column(parts, spacing=8, horizontal_alignment=ft.CrossAxisAlignment.STRETCH))


SpecialCardsMemo = ft.memo(SpecialCards)
