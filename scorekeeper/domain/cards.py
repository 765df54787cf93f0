"""The special cards of AMIGO's anniversary editions (20 years, 2016; 25
years; 30 years, 2026), by the ids the game record uses.

A table shuffles in the ones it chose (Dragon and Fairy only together, so
they share one id). Three of them change what the sheet records, and each
of those is a variant of :mod:`.variants`: the Bomb (a trick won by nobody),
the Cloud (a bid changed by one) and the Werewolf (the trump named by its
holder). The others change who wins a trick, not what is written down.
"""

from __future__ import annotations

from typing import Iterable, Literal

SpecialCard = Literal["bomb", "cloud", "werewolf", "juggler", "dragon-fairy", "shapeshifter", "witch", "vampire"]

# the order every output lists them in
SPECIAL_CARDS: tuple[str, ...] = (
    "bomb", "cloud", "werewolf", "juggler", "dragon-fairy", "shapeshifter", "witch", "vampire",
)
# the cards each id puts in the deck (dragon-fairy: two)
CARDS_PER_ID: dict[str, int] = {card: 2 if card == "dragon-fairy" else 1 for card in SPECIAL_CARDS}
# the cards that change the record (the rest only change who wins a trick)
RECORDED_CARDS: tuple[str, ...] = ("bomb", "cloud", "werewolf")


def in_order(cards: Iterable[str]) -> tuple[str, ...]:
    """``cards`` without repeats, in the order of :data:`SPECIAL_CARDS`."""
    chosen = set(cards)
    return tuple(card for card in SPECIAL_CARDS if card in chosen)


def deck_size(cards: Iterable[str]) -> int:
    """60, plus the special cards shuffled in."""
    return 60 + sum(CARDS_PER_ID[card] for card in set(cards))
