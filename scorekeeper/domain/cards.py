"""The special cards of AMIGO's anniversary editions (20 years, 2016; 25
years; 30 years, 2026), by the ids the game record uses.

A table shuffles in the ones it chose (Dragon and Fairy only together, so
they share one id). Three of them change what the sheet records, and each
of those is a variant of :mod:`.variants`: the Bomb (a trick won by nobody),
the Cloud (a bid changed by one) and the Werewolf (the trump named by its
holder). The others change who wins a trick, not what is written down.
"""

from __future__ import annotations

from contextlib import contextmanager
from typing import Annotated, Iterable, Iterator

from pydantic import AfterValidator, StrictStr
from pydantic_core import PydanticCustomError

# the order every output lists them in
SPECIAL_CARDS: tuple[str, ...] = (
    "bomb", "cloud", "werewolf", "juggler", "dragon-fairy", "shapeshifter", "witch", "vampire",
)
# the cards each id puts in the deck (dragon-fairy: two)
CARDS_PER_ID: dict[str, int] = {card: 2 if card == "dragon-fairy" else 1 for card in SPECIAL_CARDS}
# the cards that change the record (the rest only change who wins a trick)
RECORDED_CARDS: tuple[str, ...] = ("bomb", "cloud", "werewolf")
# cards a variant registered for a while (see ``variants.registered``): id -> cards it shuffles in
_REGISTERED: dict[str, int] = {}


def card_ids() -> tuple[str, ...]:
    """Every card a deck may have: the editions', then any registered for now."""
    return SPECIAL_CARDS + tuple(_REGISTERED) if _REGISTERED else SPECIAL_CARDS


@contextmanager
def card_registered(card: str, cards_in_deck: int = 1) -> Iterator[None]:
    """``card`` is a card a deck may have within the ``with`` block."""
    if card in CARDS_PER_ID or card in _REGISTERED:
        raise ValueError(f"the card {card!r} is already known")
    _REGISTERED[card] = cards_in_deck
    try:
        yield
    finally:
        del _REGISTERED[card]


def _known(card: str) -> str:
    if card not in CARDS_PER_ID and card not in _REGISTERED:
        ids = [repr(c) for c in card_ids()]
        raise PydanticCustomError("literal_error", "Input should be {expected}",
                                  {"expected": ", ".join(ids[:-1]) + " or " + ids[-1]})
    return card


# a special card's id, as a preset or a record names it
SpecialCard = Annotated[StrictStr, AfterValidator(_known)]


def in_order(cards: Iterable[str]) -> tuple[str, ...]:
    """``cards`` without repeats, in the order of :func:`card_ids`."""
    chosen = set(cards)
    return tuple(card for card in card_ids() if card in chosen)


def deck_size(cards: Iterable[str]) -> int:
    """60, plus the special cards shuffled in."""
    return 60 + sum(CARDS_PER_ID.get(card) or _REGISTERED[card] for card in set(cards))
