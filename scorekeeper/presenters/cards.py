"""What the round screen offers for the special cards in the deck, and what
they did: each variant of the round describes its own controls
(:meth:`Variant.controls <scorekeeper.domain.variants.base.Variant.controls>`,
decided from what its ``legal`` allows now) and says what it did
(:meth:`~scorekeeper.domain.variants.base.Variant.said`). Nothing at all for a
game without them."""

from __future__ import annotations

from dataclasses import dataclass

from ..domain import Game
from ..domain.variants.base import Choice, Line, Offer, Pick
from ..i18n import Translator

# a variant's control and what it opens: the round screen draws them as they are
__all__ = ["CardsView", "Choice", "Line", "Offer", "Pick", "cards_view"]


@dataclass(frozen=True, slots=True)
class CardsView:
    """Value-equal, so the panel redraws only when what it offers changes."""

    last_round: str = ""  # a trump card is turned even in the last round
    offers: tuple[Offer, ...] = ()  # every variant's controls now, in the registry's order
    done: tuple[tuple[str, str], ...] = ()  # (variant id, what it did), those acting first first

    @property
    def empty(self) -> bool:
        return not (self.last_round or self.offers or self.done)

    @property
    def playable(self) -> bool:
        """Is a card to be tapped in play? Those stay in view under the tally
        (whatever its length), beside its next action."""
        return any(not o.at_start for o in self.offers)

    @property
    def noted(self) -> bool:
        """Is there more than the cards to tap in play: a card of the start of the round, or what the cards did?"""
        return bool(self.done or self.last_round or any(o.at_start for o in self.offers))


def cards_view(game: Game, t: Translator) -> CardsView:
    state = game.state
    rnd = state.current
    if not rnd.variants:
        return CardsView()
    done = [(v.acts_first, v.id, v.said(state, rnd, t)) for v in rnd.variants if rnd.mark(v.id) is not None]
    return CardsView(
        last_round=t("cards.last_round_trump")
        if rnd.number == state.total_rounds and rnd.cards * len(rnd.playing) >= 60 else "",  # who plays (issue 30)
        offers=tuple(offer for v in rnd.variants for offer in v.controls(state, t)),
        done=tuple((vid, said) for first in (True, False) for acts, vid, said in done if acts is first and said),
    )
