"""The registry of rule variants, by the ids a preset or a table names.

Each variant is one module owning what it changes (see :mod:`.base`): the
Bomb (:mod:`.bomb`), the Cloud (:mod:`.cloud`), the Werewolf
(:mod:`.werewolf`); the special cards that change only who wins a trick are
:class:`.base.PassiveCard`. A new variant is a module here, its entry in
:data:`VARIANTS`, and (for a new action) its action in ``..actions``.
"""

from __future__ import annotations

from types import MappingProxyType
from typing import Iterable, Mapping

from ..actions import GameAction
from ..cards import SPECIAL_CARDS
from ..errors import SpecialCardError
from .base import PassiveCard, Variant
from .bomb import Bomb
from .cloud import CloudCard
from .werewolf import Werewolf

_ACTIVE: tuple[Variant, ...] = (Bomb(), CloudCard(), Werewolf())
_BY_ID = {v.id: v for v in _ACTIVE}
VARIANTS: Mapping[str, Variant] = MappingProxyType(
    {card: _BY_ID.get(card) or PassiveCard(card) for card in SPECIAL_CARDS}
)
# action class -> the id of the variant that applies it
OWNERS: Mapping[type, str] = MappingProxyType({kind: v.id for v in _ACTIVE for kind in v.actions})
# how the English messages name a card
CARD_NAMES: Mapping[str, str] = MappingProxyType({
    "bomb": "the Bomb", "cloud": "the Cloud", "werewolf": "the Werewolf", "juggler": "the Juggler",
    "dragon-fairy": "the Dragon and the Fairy", "shapeshifter": "the Shapeshifter", "witch": "the Witch",
    "vampire": "the Vampire",
})


def variants_for(cards: Iterable[str]) -> tuple[Variant, ...]:
    """The variants of the cards in a deck (unknown ids are refused before, by the rules)."""
    return tuple(VARIANTS[card] for card in cards if card in VARIANTS)


def owner_of(action: GameAction) -> str | None:
    """The id of the variant an action belongs to (None: a core action)."""
    return OWNERS.get(type(action))


def require_card(rnd, card: str) -> Variant:
    """The variant of ``card`` in ``rnd``'s deck, or a refusal naming the round."""
    for variant in rnd.variants:
        if variant.id == card:
            return variant
    name = CARD_NAMES.get(card, card)
    raise SpecialCardError(
        f"round {rnd.number}: {name} is not in this game's deck",
        round=rnd.number, code=f"{card}.not_in_deck", details={"card": card},
    )


__all__ = ["CARD_NAMES", "VARIANTS", "Variant", "owner_of", "require_card", "variants_for"]
