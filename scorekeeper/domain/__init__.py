"""The pure core: rules, schedules, bidding, scoring and the game as a fold
of actions. Imports only the standard library and pydantic."""

from .actions import (
    ACTION_TYPES,
    SUITS,
    TRUMPS,
    Action,
    Bid,
    CloseRound,
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
)
from .errors import *  # noqa: F403 - the error hierarchy is part of the API
from .errors import ScorekeeperError
from .game import BidChoice, Game, GameState, Phase, RoundState, bid_choice, legal_bids, may_bid, start_game, step
from .record import FORMAT_ID, GameRecord, RoundRecord, game_from_record, parse_record, record_from_state
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
from .scoring import round_points
from .sheet import BestRound, Sheet, SheetCell, SheetRound, Standing, score_sheet
from .stats import GameSummary, PlayerStats, game_summary, player_stats
