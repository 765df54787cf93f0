"""A Wizard game as a scorekeeper sees it: state folded from an action log.

The engine is split by subject: :mod:`.state` (what a game and a round are),
:mod:`.legality` (what may be done now, and the shared checks),
:mod:`.transitions` (``step``: the state after one action),
:mod:`.log` (:class:`Game`: the log, its states and the undo cursor) and
:mod:`.variants` (the special cards and what each changes). This module
gathers their names for the callers that import them from here.
"""

from __future__ import annotations

from .legality import (BidChoice, bid_choice, card_actions, legal_actions, legal_bids, may_bid, secret_dealer_clash,
                       tricks_to_win)
from .log import Game
from .state import GameState, Phase, RoundState
from .transitions import pin_rules, start_game, step

__all__ = [
    "BidChoice", "Game", "GameState", "Phase", "RoundState", "bid_choice", "card_actions", "legal_actions",
    "legal_bids", "may_bid", "pin_rules", "secret_dealer_clash", "start_game", "step", "tricks_to_win",
]
