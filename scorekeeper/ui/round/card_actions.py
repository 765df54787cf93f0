"""The special cards played during the tally: "Bomb played" and the Cloud,
pinned with the round's next action, so they stay in view however many
players' rows are above them (the decisions are
:func:`scorekeeper.presenters.cards.cards_view`)."""

from __future__ import annotations

import flet as ft

from ...domain import BombPlayed, CloudShift
from ...i18n import Translator
from ...presenters.cards import CardsView
from ...presenters.taps import Turn
from ..store import AppStore
from ..widgets.basics import MIN_TOUCH, big_button, hint, keyed, tagged
from ..widgets.live import named


@ft.component
def CardActions(view: CardsView, turn: Turn, t: Translator, store: AppStore):
    """One line of big targets ("Bomb played", "Cloud played"); the Cloud's
    opens the players who may have won its trick (everyone with a trick this
    round), each with +1 and −1, and Cancel. One line while nothing is open:
    the rows above keep the room."""
    choosing, set_choosing = ft.use_state(False)

    def shift(seat: int, change: int) -> None:
        set_choosing(False)
        store.play.act(CloudShift(player=seat, change=change))

    if choosing and view.clouds:
        parts: list[ft.Control] = [hint(view.cloud_hint)] if view.cloud_hint else []
        for offer in view.clouds:
            # "Cloud: Ben" and two buttons, +1 and −1 (each read out whole: "Cloud: Ben +1")
            row: list[ft.Control] = [ft.Text(offer.title, size=17, expand=True, no_wrap=True,
                                             overflow=ft.TextOverflow.ELLIPSIS)]
            row += [
                tagged(f"cloud-{offer.seat}-{way}", ft.OutlinedButton(
                    content=named(text, ft.Text(sign, size=20)), height=MIN_TOUCH, width=80,
                    on_click=lambda _e=None, s=offer.seat, c=change: shift(s, c),
                ))
                for way, text, sign, change in (("up", offer.up, "+1", 1), ("down", offer.down, "\u22121", -1)) if text
            ]
            parts.append(keyed(f"cloud-{offer.seat}", ft.Row(row, spacing=8)))
        parts.append(tagged("cloud-cancel", ft.TextButton(t("cards.cancel"), on_click=lambda: set_choosing(False),
                                                          height=MIN_TOUCH)))
        return ft.Column(parts, spacing=4, horizontal_alignment=ft.CrossAxisAlignment.STRETCH)
    both = bool(view.bomb and view.clouds)  # side by side: no icons, the words keep the room
    buttons: list[ft.Control] = []
    if view.bomb:
        buttons.append(big_button("bomb-played", view.bomb, lambda: store.play.tap(BombPlayed(), turn),
                                  icon=None if both else ft.Icons.FLARE, filled=False))
    if view.clouds:
        buttons.append(big_button("cloud", t("cards.cloud"), lambda: set_choosing(True),
                                  icon=None if both else ft.Icons.CLOUD, filled=False))
    for k, offer in enumerate(view.offers):  # any other variant's controls, as its presenter values say
        buttons.append(big_button(f"{offer.variant}-{k}", offer.label,
                                  lambda a=offer.action: store.play.tap(a, turn), filled=False))
    for button in buttons:
        button.expand = True  # sharing the line
    return ft.Row(buttons, spacing=8)


CardActionsMemo = ft.memo(CardActions)
