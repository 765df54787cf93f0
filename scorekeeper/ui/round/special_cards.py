"""The special cards on the round screen (only for a deck that has them):
those played at the start of a round (their controls and the choices they
open, as each variant describes them), in the same big targets as the rest
of the round, and what the cards did; the cards tapped in play are
:mod:`.card_actions` (the decisions are
:func:`scorekeeper.presenters.cards.cards_view`)."""

from __future__ import annotations

import flet as ft

from ...i18n import Translator
from ...presenters.cards import CardsView, Pick
from ...presenters.taps import Turn
from ..store import AppStore
from ..widgets.basics import MIN_TOUCH, big_button, card, hint, keyed, tagged
from .card_choice import choice_parts, icon_of, open_choice, pressed


@ft.component
def SpecialCards(view: CardsView, turn: Turn, t: Translator, store: AppStore):
    path, set_path = ft.use_state(None)  # the open choice: its offer's tag, then the picks that led on (None: shut)
    parts: list[ft.Control] = []
    if view.last_round:
        parts.append(keyed("last-round", hint(view.last_round, "cards-last-round")))
    first = tuple(o for o in view.offers if o.at_start)
    opened = open_choice(first, path)

    def tap(pick: Pick) -> None:
        if pick.then is not None:
            set_path((*path, pick.tag))
            return
        set_path(None)
        if pick.action is not None:
            store.play.act(pick.action)

    for offer in first:
        if opened is not None and opened[0] is offer:
            parts += choice_parts(opened[1], tap)
            parts.append(tagged(f"{offer.variant}-cancel", ft.TextButton(t("cards.cancel"), on_click=lambda: set_path(None),
                                                                         height=MIN_TOUCH)))
        else:
            parts.append(keyed(offer.tag, big_button(offer.tag, offer.label, pressed(offer, turn, store, set_path),
                                                     icon=icon_of(offer), filled=False)))
    for variant, said in view.done:
        parts.append(keyed(f"{variant}-done", hint(said, f"{variant}-done")))
    return card(ft.Column(parts, spacing=8, horizontal_alignment=ft.CrossAxisAlignment.STRETCH))


SpecialCardsMemo = ft.memo(SpecialCards)
