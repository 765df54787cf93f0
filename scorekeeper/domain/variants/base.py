"""What a rule variant may change, as one small class.

A variant is named by an id (a special card's, see :mod:`..cards`) that a
preset or the table's choice lists. It owns all it changes: how many tricks
a round has to win (:meth:`Variant.tricks_lost`), a bid changed during play
(:meth:`Variant.bid_change`), the actions only it knows (:attr:`Variant.actions`,
applied by :meth:`Variant.step`), what of them is allowed now
(:meth:`Variant.legal`), and what a correction of a scored round must keep
true (:meth:`Variant.check`). The engine asks the variants a round was dealt
with; nothing else reads a variant's flag.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from ..actions import GameAction
    from ..state import GameState, RoundState


class Variant:
    id: str = ""
    # the action classes this variant applies (their ``type`` tags are its own)
    actions: tuple[type["GameAction"], ...] = ()

    def tricks_lost(self, rnd: "RoundState") -> int:
        """Tricks of this round won by nobody."""
        return 0

    def bid_change(self, rnd: "RoundState") -> tuple[int, int] | None:
        """(seat, change) of a bid changed during play; None: no change."""
        return None

    def step(self, state: "GameState", action: "GameAction") -> "GameState":
        """The state after one of :attr:`actions` (the round's deck has this variant)."""
        raise NotImplementedError(type(action).__name__)

    def legal(self, state: "GameState") -> tuple["GameAction", ...]:
        """The actions of this variant allowed in the current round now."""
        return ()

    def check(self, state: "GameState", rnd: "RoundState") -> None:
        """Raise if ``rnd`` (a correction of a scored round) breaks what this
        variant recorded in it."""

    # one object per id (see VARIANTS): a copied state keeps the same variants,
    # and two states dealt with the same cards compare equal
    def __eq__(self, other: object) -> bool:
        return isinstance(other, Variant) and type(other) is type(self) and other.id == self.id

    def __hash__(self) -> int:
        return hash((type(self).__name__, self.id))

    def __deepcopy__(self, memo: dict) -> "Variant":
        return self

    def __copy__(self) -> "Variant":
        return self

    def __repr__(self) -> str:
        return f"<variant {self.id}>"


class PassiveCard(Variant):
    """A special card that changes who wins a trick, not what is recorded
    (Juggler, Dragon and Fairy, Shapeshifter, Witch, Vampire): in the deck
    it only lets the last round turn a trump card (see ``RuleSet.trump_card``)."""

    def __init__(self, card: str):
        self.id = card
