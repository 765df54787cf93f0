"""The errors the engine raises for input it refuses.

Every error is a ``ValueError`` (so ``except ValueError`` keeps working) and
carries a message a player understands: which round, which player, why.
An action that raises leaves the game exactly as it was.
"""

from __future__ import annotations


class ScorekeeperError(ValueError):
    """Base of every error the scorekeeper raises for bad input.

    Besides its English sentence an error may carry what it is about as
    data, for a player in another language: ``code`` names the refusal
    (e.g. ``bid.notequal``) and ``details`` its values (numbers and names),
    which the presentation layer fills into the catalog's ``error.<code>``.
    """

    def __init__(self, message: str, *, round: int | None = None, player: str | None = None,
                 code: str | None = None, details: dict[str, object] | None = None):
        super().__init__(message)
        self.message = message
        self.round = round
        self.player = player
        self.code = code
        self.details = dict(details or {})

    def __str__(self) -> str:
        return self.message


# -- rules and schedules ------------------------------------------------------


class RulesError(ScorekeeperError):
    """A preset, option or schedule that cannot be used."""


class UnknownPresetError(RulesError):
    """No preset with that id (or alias) exists."""


class PresetFileError(RulesError):
    """A preset file in rules/ is unreadable or does not describe a valid rule set."""


class ScheduleError(RulesError):
    """The schedule is not defined for this table (player count, card count)."""


class PlayerCountError(RulesError):
    """Wizard is played by 3 to 6 players."""


# -- actions on a game --------------------------------------------------------


class IllegalActionError(ScorekeeperError):
    """An action that the rules or the state of the game do not allow."""


class GameNotStartedError(IllegalActionError):
    """An action other than start arrived before the game was set up."""


class SetupError(IllegalActionError):
    """The game setup (players, first dealer, rules) is invalid."""


class SeatError(SetupError):
    """An action names a seat that is not at the table."""


class BidError(IllegalActionError):
    """A bid that may not be made."""


class BidRangeError(BidError):
    """A bid outside 0..cards."""


class OutOfTurnError(BidError):
    """A player bid when it was someone else's turn."""


class NotEqualError(BidError):
    """The dealer's bid would make the bids add up to the card count."""


class RevealError(IllegalActionError):
    """Reveal at the wrong moment (not hidden bids, bids missing, already revealed)."""


class TrumpError(IllegalActionError):
    """A trump that cannot be recorded for this round."""


class TricksError(IllegalActionError):
    """Tricks that do not fit the round (range, sum, timing)."""


class RoundStateError(IllegalActionError):
    """The round is not at the step this action belongs to."""


class GameOverError(IllegalActionError):
    """The last round of the schedule has been scored."""


class CorrectionError(IllegalActionError):
    """A correction of an earlier round that cannot be applied."""


class UndoError(IllegalActionError):
    """Nothing to undo, or nothing to redo."""


# -- exchanged records ----------------------------------------------------------


class RecordError(ScorekeeperError):
    """A game record (JSON) that is unreadable or does not follow the format."""


# -- the special cards ------------------------------------------------------------


class SpecialCardError(IllegalActionError):
    """A special card's action that this game or this moment does not allow
    (the card is not in the deck, it was already played, its change does not fit)."""


class TableChangeError(IllegalActionError):
    """A change of the table (a player leaves, comes back or joins; the plan
    changes; the game ends early) that the rules or the moment refuse."""


class AdjustError(IllegalActionError):
    """A one-off adjustment of a player's total that cannot be made."""
