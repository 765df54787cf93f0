"""How the round screen draws a special card's control and the choice it
opens, as the variant describes them (:class:`~scorekeeper.presenters.cards.Offer`):
shared by :mod:`.special_cards` (the cards of the start of a round) and
:mod:`.card_actions` (those tapped in play). Plain functions, no component."""

from __future__ import annotations

from typing import Callable

import flet as ft

from ...presenters.cards import Choice, Offer, Pick
from ...i18n import Translator
from ...presenters.taps import Turn
from ..store import AppStore
from ..widgets.basics import MIN_TOUCH, SUIT_COLORS, hint, keyed, tagged
from ..widgets.live import named
from .cover import Cover

# the path of an open choice: the offer's tag, then the tag of each pick that opened the next
# (and LIFTED once the player a covered choice is for has lifted its cover)
Path = tuple[str, ...]
LIFTED = "*lifted"


def icon_of(offer: Offer) -> str | None:
    return getattr(ft.Icons, offer.icon.upper()) if offer.icon else None


def pressed(offer: Offer, turn: Turn, store: AppStore, set_path: Callable[[Path | None], None]) -> Callable[[], None]:
    """What a tap on the offer's button does: open its choice, or apply its action (as the turn it was meant for)."""
    if offer.choice is not None:
        return lambda: set_path((offer.tag,))
    action = offer.action
    return lambda: store.play.tap(action, turn)


def open_choice(offers: tuple[Offer, ...], path: Path | None) -> tuple[Offer, Choice] | None:
    """The offer and the choice ``path`` opens, as the offers are now (None: none open)."""
    if not path:
        return None
    offer = next((o for o in offers if o.tag == path[0]), None)
    choice = offer.choice if offer is not None else None
    for tag in path[1:]:
        if tag == LIFTED:
            continue
        if choice is None:
            return None
        choice = next((p.then for line in choice.lines for p in line.picks if p.tag == tag), None)
    return (offer, choice) if offer is not None and choice is not None else None


def opened_parts(offer: Offer, choice: Choice, path: Path, set_path: Callable[[Path | None], None],
                 t: Translator, store: AppStore) -> list[ft.Control]:
    """The open choice of ``offer`` (reached by ``path``), and Cancel: a pick
    that leads on opens the next choice, any other shuts it and applies its action."""

    def tap(pick: Pick) -> None:
        if pick.then is not None:
            set_path((*path, pick.tag))
            return
        set_path(None)
        if pick.action is not None:
            store.play.act(pick.action)

    if choice.cover and path[-1] != LIFTED:
        # for one player's eyes (a secret bid's change): the pass-the-phone cover first, as for the bid
        parts: list[ft.Control] = [Cover(choice.cover, lambda: set_path((*path, LIFTED)), t, choice.ready,
                                         key="card-cover")]
    else:
        parts = choice_parts(choice, tap)
    parts.append(tagged(f"{offer.variant}-cancel", ft.TextButton(t("cards.cancel"), on_click=lambda: set_path(None),
                                                                 height=MIN_TOUCH)))
    return parts


def choice_parts(choice: Choice, tap: Callable[[Pick], None]) -> list[ft.Control]:
    """The hint and the lines of an open choice: a titled line is its title
    and compact buttons (each read out whole), an untitled one its picks'
    words as buttons that wrap."""
    parts: list[ft.Control] = [hint(choice.hint)] if choice.hint else []
    for line in choice.lines:
        if line.title:
            row: list[ft.Control] = [ft.Text(line.title, size=17, expand=True, no_wrap=True,
                                             overflow=ft.TextOverflow.ELLIPSIS)]
            row += [
                tagged(pick.tag, ft.OutlinedButton(
                    content=named(pick.label, ft.Text(pick.shown, size=20)), height=MIN_TOUCH, width=80,
                    on_click=lambda _e=None, p=pick: tap(p),
                ))
                for pick in line.picks
            ]
            parts.append(keyed(line.key, ft.Row(row, spacing=8)))
        else:
            parts.append(ft.Row([
                tagged(pick.tag, ft.Button(pick.label,
                                           icon=ft.Icons.CIRCLE if pick.suit not in (None, "none") else None,
                                           icon_color=SUIT_COLORS.get(pick.suit) if pick.suit is not None else None,
                                           on_click=lambda _e=None, p=pick: tap(p), height=MIN_TOUCH))
                for pick in line.picks
            ], wrap=True, spacing=8, run_spacing=8))
    return parts
