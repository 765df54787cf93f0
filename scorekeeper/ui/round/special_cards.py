"""The special cards on the round screen (only for a deck that has them):
"Werewolf: trump chosen by …" at the start of a round, in the same big
targets as the rest of the round, and what the cards did (the Bomb's trick,
the Cloud's bid); "Bomb played" and the Cloud, tapped in play, are
:mod:`.card_actions` (the decisions are
:func:`scorekeeper.presenters.cards.cards_view`)."""

from __future__ import annotations

import flet as ft

from ...domain import WerewolfTrump
from ...i18n import Translator
from ...presenters.cards import CardsView
from ...presenters.taps import Turn
from ..store import AppStore
from ..widgets.basics import MIN_TOUCH, SUIT_COLORS, big_button, card, hint, keyed, tagged


@ft.component
def SpecialCards(view: CardsView, turn: Turn, t: Translator, store: AppStore):
    picking, set_picking = ft.use_state(None)  # the Werewolf: None, "who", or the seat naming the trump
    parts: list[ft.Control] = []
    if view.last_round:
        parts.append(keyed("last-round", hint(view.last_round, "cards-last-round")))
    if view.werewolf_done:
        parts.append(keyed("werewolf-done", hint(view.werewolf_done, "werewolf-done")))
    elif view.werewolf:
        if picking is None:
            parts.append(keyed("werewolf", big_button("werewolf", view.werewolf, lambda: set_picking("who"), filled=False)))
        elif picking == "who":
            parts.append(hint(t("cards.werewolf_who")))
            parts.append(ft.Row([
                tagged(f"werewolf-{seat}", ft.Button(name, on_click=lambda _e, s=seat: set_picking(s), height=MIN_TOUCH))
                for seat, name in view.werewolf_seats
            ], wrap=True, spacing=8, run_spacing=8))
        else:
            seat = int(picking)

            def name_trump(suit: str, seat: int = seat):
                set_picking(None)
                store.play.act(WerewolfTrump(player=seat, suit=suit))

            parts.append(hint(t("cards.werewolf_trump", name=dict(view.werewolf_seats)[seat])))
            parts.append(ft.Row([
                tagged(f"werewolf-trump-{suit}", ft.Button(label, icon=ft.Icons.CIRCLE if suit != "none" else None,
                                                           icon_color=SUIT_COLORS.get(suit),
                                                           on_click=lambda _e, s=suit: name_trump(s), height=MIN_TOUCH))
                for suit, label in view.trumps
            ], wrap=True, spacing=8, run_spacing=8))
        if picking is not None:
            parts.append(tagged("werewolf-cancel", ft.TextButton(t("cards.cancel"), on_click=lambda: set_picking(None),
                                                                  height=MIN_TOUCH)))
    if view.bomb_done:
        parts.append(keyed("bomb-done", hint(view.bomb_done, "bomb-done")))
    if view.cloud_done:
        parts.append(keyed("cloud-done", hint(view.cloud_done, "cloud-done")))
    return card(ft.Column(parts, spacing=8, horizontal_alignment=ft.CrossAxisAlignment.STRETCH))


SpecialCardsMemo = ft.memo(SpecialCards)
