"""The small frozen actions a game is made of.

A game is the fold of its action log (see :mod:`.game`). Each action
serialises to a JSON object with a ``type`` tag, which is how storage keeps it.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Annotated, Any, Literal, Union

from pydantic import BaseModel, ConfigDict, Field, StrictBool, StrictInt, StrictStr

from .rules import Preset, RuleChoice

Suit = Literal["red", "yellow", "green", "blue"]
Trump = Literal["red", "yellow", "green", "blue", "none"]
SUITS: tuple[str, ...] = ("red", "yellow", "green", "blue")
TRUMPS: tuple[str, ...] = (*SUITS, "none")


class GameAction(BaseModel):
    model_config = ConfigDict(extra="forbid", frozen=True, defer_build=True)

    if TYPE_CHECKING:  # every action names its kind (each class its own Literal); not a field of the base
        type: str

    def to_json(self) -> dict[str, Any]:
        return self.model_dump(mode="json", exclude_defaults=False)


class Start(GameAction):
    """Seat the players (in play order), name the first dealer, choose the rules.

    ``preset`` is the whole definition of the chosen preset as it was when
    the game started, pinned into the log by :meth:`Game.start`: a saved
    game replays the same whatever later happens to the files in ``rules/``.
    """

    type: Literal["start"] = "start"
    players: tuple[str, ...]
    first_dealer: StrictInt = 0
    rules: RuleChoice = RuleChoice()
    preset: Preset | None = None


class Bid(GameAction):
    """``player`` (seat index) bids ``value`` tricks in the current round."""

    type: Literal["bid"] = "bid"
    player: StrictInt
    value: StrictInt


class Reveal(GameAction):
    """Turn over all hidden bids of the current round at once."""

    type: Literal["reveal"] = "reveal"


class SetTrump(GameAction):
    """Record the trump of a round (the current one unless ``round`` is given);
    ``suit=None`` clears it."""

    type: Literal["trump"] = "trump"
    suit: Trump | None
    round: StrictInt | None = None


class TrickWon(GameAction):
    """Live tally: ``player`` (seat index) won the next trick."""

    type: Literal["trick"] = "trick"
    player: StrictInt


class EnterTricks(GameAction):
    """Direct entry of every player's tricks for the current round (seat order)."""

    type: Literal["tricks"] = "tricks"
    tricks: tuple[StrictInt, ...]


class CloseRound(GameAction):
    """The scored round is done; the next round begins."""

    type: Literal["close"] = "close"


class CloudChange(BaseModel):
    """Seat ``player`` won the Cloud's trick and changed their bid by ``change`` (+1 or -1)."""

    model_config = ConfigDict(extra="forbid", frozen=True, defer_build=True)

    player: StrictInt
    change: StrictInt


class Correct(GameAction):
    """Correct the bids and/or tricks of a scored round (seat order), and
    what the special cards did in it: ``bomb`` (True/False; None: as it
    was), ``cloud`` (the change; False: no Cloud; None: as it was).

    Every later total is re-scored, since totals are derived."""

    type: Literal["correct"] = "correct"
    round: StrictInt
    bids: tuple[StrictInt | None, ...] | None = None  # None for a seat out of the round
    tricks: tuple[StrictInt | None, ...] | None = None
    bomb: StrictBool | None = None
    cloud: CloudChange | Literal[False] | None = None


class JoinSeat(BaseModel):
    """A new player, ``name``, sits at index ``seat`` of the table (the seats from it on move up one)."""

    model_config = ConfigDict(extra="forbid", frozen=True, defer_build=True)

    name: StrictStr
    seat: StrictInt


class TableChange(GameAction):
    """Change the table from the current round on: ``leave`` and ``rejoin``
    name seats as they are before the change, then each of ``join`` is
    seated in turn; ``plan`` is the card count of every round from this one
    on (None: as planned). Seats change only before anything is entered in
    the round; a plan may also come later if it keeps this round's cards."""

    type: Literal["table"] = "table"
    leave: tuple[StrictInt, ...] = ()
    rejoin: tuple[StrictInt, ...] = ()
    join: tuple[JoinSeat, ...] = ()
    plan: tuple[StrictInt, ...] | None = None


class EndGame(GameAction):
    """The table stops: the game is over after the current, scored round."""

    type: Literal["end"] = "end"


class Adjust(GameAction):
    """``points`` (not 0) added to seat ``player``'s total after round
    ``round`` (default: the current one) is scored, for ``reason``."""

    type: Literal["adjust"] = "adjust"
    player: StrictInt
    points: StrictInt
    reason: StrictStr = ""
    round: StrictInt | None = None


class Undo(GameAction):
    type: Literal["undo"] = "undo"


class Redo(GameAction):
    type: Literal["redo"] = "redo"


# the core's actions; a special card's are its variant's (``Variant.actions``,
# in domain/variants/), read through the registry by action_from_json
Action = Annotated[
    Union[Start, Bid, Reveal, SetTrump, TrickWon, EnterTricks, CloseRound, Correct, TableChange, EndGame, Adjust,
          Undo, Redo],
    Field(discriminator="type"),
]
CORE_ACTIONS: tuple[type[GameAction], ...] = (
    Start, Bid, Reveal, SetTrump, TrickWon, EnterTricks, CloseRound, Correct, TableChange, EndGame, Adjust, Undo,
    Redo,
)

def action_from_json(data: dict[str, Any]) -> GameAction:
    """Rebuild an action from its JSON object (raises pydantic's ValidationError):
    a core action, or one of a registered variant's (by its ``type`` tag)."""
    from .variants import read_action  # the registry imports this module

    return read_action(data)

