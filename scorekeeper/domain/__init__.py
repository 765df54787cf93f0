"""The pure core: rules, schedules, bidding, scoring and the game as a fold
of actions. Imports only the standard library and pydantic."""

from .actions import (
    ACTION_TYPES,
    SUITS,
    TRUMPS,
    Action,
    Bid,
    BombPlayed,
    CloseRound,
    CloudChange,
    CloudShift,
    Correct,
    EnterTricks,
    GameAction,
    Redo,
    Reveal,
    SetTrump,
    Start,
    TrickWon,
    Undo,
    WerewolfTrump,
    action_from_json,
)
from .cards import RECORDED_CARDS, SPECIAL_CARDS, deck_size
from .errors import *  # noqa: F403 - the error hierarchy is part of the API
from .errors import ScorekeeperError
from .game import (
    BidChoice,
    Cloud,
    Game,
    GameState,
    Phase,
    RoundState,
    bid_choice,
    legal_actions,
    legal_bids,
    start_game,
    step,
    tricks_to_win,
)
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
from .scoring import STANDARD_SCORING, Scoring, round_points
from .sheet import BestRound, Sheet, SheetCell, SheetRound, Standing, score_sheet
from .stats import GameSummary, PlayerStats, game_summary, player_stats
