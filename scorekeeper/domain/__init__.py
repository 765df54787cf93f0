"""The pure core: rules, schedules, bidding, scoring and the game as a fold
of actions. Imports only the standard library and pydantic.

The names below are imported from their module when first asked for (PEP
562; type checkers and editors see them through the ``TYPE_CHECKING``
imports, which never run), so ``from scorekeeper.domain import max_cards`` loads the rules and not
the actions, the game or the sheet: a command that only reads presets starts
in a fraction of the time. The errors are plain classes and come at once.
"""

from __future__ import annotations

import importlib
from typing import TYPE_CHECKING, Any

from .errors import *  # noqa: F403 - the error hierarchy is part of the API

#: Where each public name lives.
EXPORTS: dict[str, tuple[str, ...]] = {
    "actions": (
        "SUITS", "TRUMPS", "Action", "Bid", "CloseRound", "CloudChange",
        "Correct", "EnterTricks", "GameAction", "Redo", "Reveal", "SetTrump", "Start", "TrickWon", "Undo",
        "action_from_json", "TableChange", "JoinSeat", "EndGame", "Adjust",
    ),
    "changes": ("MAX_SEATED", "change_plan", "deck_cards", "join", "leave", "most_cards", "proposed_plan", "rejoin"),
    "state": ("Adjustment",),
    "cards": ("RECORDED_CARDS", "SPECIAL_CARDS", "deck_size"),
    "game": (
        "BidChoice", "Game", "GameState", "Phase", "RoundState", "bid_choice", "card_actions", "legal_actions",
        "legal_bids", "may_bid", "secret_dealer_clash",
        "start_game", "step", "tricks_to_win",
    ),
    "record": ("FORMAT_ID", "GameRecord", "RoundRecord", "game_from_record", "parse_record", "record_from_state"),
    "rules": (
        "DECK_SIZE", "BidMode", "Preset", "PresetRegistry", "RoundRules", "RuleChoice", "RuleSet",
        "max_cards", "resolve_rules", "trump_card_turned",
    ),
    "scoring": ("STANDARD_SCORING", "Scoring", "round_points"),
    "sheet": ("BestRound", "Sheet", "SheetCell", "SheetRound", "Standing", "score_sheet"),
    "stats": ("GameSummary", "PlayerStats", "game_summary", "player_stats"),
    "variants": ("ACTION_TYPES", "VARIANTS", "Variant", "card_notes", "pending_cards", "recording", "registered"),
    # the special cards' actions (and the Cloud's mark), in their variants' modules
    "variants.bomb": ("BombPlayed",),
    "variants.cloud": ("Cloud", "CloudShift"),
    "variants.werewolf": ("WerewolfTrump",),
}
if TYPE_CHECKING:  # the same names, seen by type checkers and editors (at run time they come lazily)
    from .actions import (
        SUITS,
        TRUMPS,
        Action,
        Bid,
        CloseRound,
        CloudChange,
        Correct,
        EnterTricks,
        GameAction,
        Redo,
        Reveal,
        SetTrump,
        Start,
        TrickWon,
        Undo,
        action_from_json,
        TableChange,
        JoinSeat,
        EndGame,
        Adjust,
    )
    from .changes import MAX_SEATED, change_plan, deck_cards, join, leave, most_cards, proposed_plan, rejoin
    from .state import Adjustment
    from .cards import RECORDED_CARDS, SPECIAL_CARDS, deck_size
    from .game import (
        BidChoice,
        Game,
        GameState,
        Phase,
        RoundState,
        bid_choice,
        card_actions,
        legal_actions,
        legal_bids,
        may_bid,
        secret_dealer_clash,
        start_game,
        step,
        tricks_to_win,
    )
    from .record import (
        FORMAT_ID,
        GameRecord,
        RoundRecord,
        game_from_record,
        parse_record,
        record_from_state,
    )
    from .rules import (
        DECK_SIZE,
        BidMode,
        Preset,
        PresetRegistry,
        RoundRules,
        RuleChoice,
        RuleSet,
        max_cards,
        resolve_rules,
        trump_card_turned,
    )
    from .scoring import STANDARD_SCORING, Scoring, round_points
    from .sheet import BestRound, Sheet, SheetCell, SheetRound, Standing, score_sheet
    from .stats import GameSummary, PlayerStats, game_summary, player_stats
    from .variants import ACTION_TYPES, VARIANTS, Variant, card_notes, pending_cards, recording, registered
    from .variants.bomb import BombPlayed
    from .variants.cloud import Cloud, CloudShift
    from .variants.werewolf import WerewolfTrump

#: every public name: the errors and EXPORTS' (a test holds them together)
__all__ = [
    'ACTION_TYPES',
    'DECK_SIZE',
    'FORMAT_ID',
    'RECORDED_CARDS',
    'SPECIAL_CARDS',
    'STANDARD_SCORING',
    'SUITS',
    'TRUMPS',
    'Action',
    'BestRound',
    'Bid',
    'BidChoice',
    'BidError',
    'BidMode',
    'BidRangeError',
    'BombPlayed',
    'CloseRound',
    'Cloud',
    'CloudChange',
    'CloudShift',
    'Correct',
    'CorrectionError',
    'EnterTricks',
    'Game',
    'GameAction',
    'GameNotStartedError',
    'GameOverError',
    'GameRecord',
    'GameState',
    'GameSummary',
    'IllegalActionError',
    'NotEqualError',
    'OutOfTurnError',
    'Phase',
    'PlayerCountError',
    'PlayerStats',
    'Preset',
    'PresetFileError',
    'PresetRegistry',
    'RecordError',
    'Redo',
    'Reveal',
    'RevealError',
    'RoundRecord',
    'RoundRules',
    'RoundState',
    'RoundStateError',
    'RuleChoice',
    'RuleSet',
    'RulesError',
    'ScheduleError',
    'ScorekeeperError',
    'Scoring',
    'SeatError',
    'SetTrump',
    'SetupError',
    'Sheet',
    'SheetCell',
    'SheetRound',
    'SpecialCardError',
    'Standing',
    'Start',
    'TrickWon',
    'TricksError',
    'TrumpError',
    'Undo',
    'UndoError',
    'UnknownPresetError',
    'VARIANTS',
    'Variant',
    'WerewolfTrump',
    'action_from_json',
    'bid_choice',
    'card_actions',
    'deck_size',
    'game_from_record',
    'game_summary',
    'legal_actions',
    'legal_bids',
    'max_cards',
    'may_bid',
    'parse_record',
    'player_stats',
    'record_from_state',
    'resolve_rules',
    'round_points',
    'score_sheet',
    'secret_dealer_clash',
    'start_game',
    'step',
    'tricks_to_win',
    'card_notes',
    'pending_cards',
    'recording',
    'registered',
    'trump_card_turned',
    'TableChange',
    'JoinSeat',
    'EndGame',
    'Adjust',
    'MAX_SEATED',
    'change_plan',
    'deck_cards',
    'join',
    'leave',
    'most_cards',
    'proposed_plan',
    'rejoin',
    'Adjustment',
    'TableChangeError',
    'AdjustError',
]

_HOME = {name: module for module, names in EXPORTS.items() for name in names}


def __getattr__(name: str) -> Any:
    module = _HOME.get(name)
    if module is None:
        raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
    value = getattr(importlib.import_module(f"{__name__}.{module}"), name)
    globals()[name] = value  # asked once
    return value


def __dir__() -> list[str]:
    return sorted(set(globals()) | set(_HOME))
