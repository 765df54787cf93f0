"""The rules reference: how Wizard is scored and bid, in the app's language,
and, opened from a game, that game's own schedule round by round.

The texts are the project's own (in the catalogs under ``rules.*``); the
schedule comes from the game's :class:`RuleSet`, so a house preset or a
custom schedule shows exactly what the table plays.
"""

from __future__ import annotations

from dataclasses import dataclass

from ..domain.rules import RuleSet
from ..i18n import Translator

# the order a player at the table needs them: what counts first
SECTIONS = ("scoring", "notequal", "hidden", "trump", "deal", "bidding", "play", "end")


@dataclass(frozen=True, slots=True)
class RulesSection:
    key: str  # identifier suffix: rules-<key>
    title: str
    text: str


@dataclass(frozen=True, slots=True)
class ScheduleRow:
    number: int
    cards: str
    trump_card: str  # turned, or none (every card dealt)
    bids: str  # open / hidden / secret, and notequal


@dataclass(frozen=True, slots=True)
class GameRules:
    title: str  # "This game: Standard"
    summary: str  # "4 players, 15 rounds"
    notes: tuple[str, ...]  # foresight in round 1, ...
    headers: tuple[str, str, str, str]
    rows: tuple[ScheduleRow, ...]


@dataclass(frozen=True, slots=True)
class RulesReference:
    game: GameRules | None  # the open game's rules (None: opened from home)
    sections: tuple[RulesSection, ...]


def bidding_label(t: Translator, rules: RuleSet, number: int) -> str:
    rr = rules.round_rules(number)
    return t(f"mode_short.{rr.bids.value}") + (" · " + t("mode.notequal") if rr.notequal else "")


def game_rules(rules: RuleSet, t: Translator) -> GameRules:
    rows = tuple(
        ScheduleRow(
            number=i,
            cards=t.number(cards),
            trump_card=t("rules.col.turned") if rules.trump_card(i) else t("rules.col.all_dealt"),
            bids=bidding_label(t, rules, i),
        )
        for i, cards in enumerate(rules.schedule, start=1)
    )
    notes = []
    if rules.round_rules(1).foresight:
        notes.append(t("rules.game.foresight"))
    return GameRules(
        title=t("rules.game.title", preset=t.preset_name(rules.preset)),
        summary=t.n("rules.game.summary", rules.rounds, players=rules.players, rounds=rules.rounds),
        notes=tuple(notes),
        headers=(t("rules.col.round"), t("rules.col.cards"), t("rules.col.trump"), t("rules.col.bids")),
        rows=rows,
    )


def rules_reference(t: Translator, rules: RuleSet | None = None) -> RulesReference:
    sections = tuple(RulesSection(key, t(f"rules.{key}.title"), t(f"rules.{key}.text")) for key in SECTIONS)
    return RulesReference(game_rules(rules, t) if rules is not None else None, sections)
