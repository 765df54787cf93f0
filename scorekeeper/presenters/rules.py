"""The rules reference: how Wizard is scored and bid, in the app's language,
and, opened from a game, that game's own schedule round by round.

The texts are the project's own (in the catalogs under ``rules.*``); the
schedule comes from the game's :class:`RuleSet`, so a house preset or a
custom schedule shows exactly what the table plays.
"""

from __future__ import annotations

from dataclasses import dataclass

from ..domain import SPECIAL_CARDS
from ..domain.rules import RuleSet
from ..i18n import Translator

# the order a player at the table needs them: what counts first
SECTIONS = ("scoring", "notequal", "hidden", "trump", "deal", "bidding", "play", "end", "cards")


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
    if rules.special_cards:
        names = t.join([t(f"card.{card}.name") for card in rules.special_cards])
        notes.append(t("rules.game.special_cards", cards=names))
    scoring = rules.preset.scoring
    if not scoring.standard:
        notes.append(t("export.rules.scoring", exact=scoring.exact, per_trick=scoring.per_trick,
                       off=scoring.per_trick_off, missed=scoring.missed_per_trick))
    return GameRules(
        title=t("rules.game.title", preset=t.preset_name(rules.preset)),
        summary=t.n("rules.game.summary", rules.rounds, players=rules.players, rounds=rules.rounds),
        notes=tuple(notes),
        headers=(t("rules.col.round"), t("rules.col.cards"), t("rules.col.trump"), t("rules.col.bids")),
        rows=rows,
    )


def rules_reference(t: Translator, rules: RuleSet | None = None) -> RulesReference:
    """Every section; after the general one on special cards, one per card
    (a game's own cards first, when opened from a game that has some)."""
    sections = [RulesSection(key, t(f"rules.{key}.title"), t(f"rules.{key}.text")) for key in SECTIONS]
    in_deck = rules.special_cards if rules is not None else ()
    order = [*in_deck, *(card for card in SPECIAL_CARDS if card not in in_deck)]
    sections += [RulesSection(f"card-{card}", t(f"card.{card}.name"), t(f"card.{card}.text")) for card in order]
    return RulesReference(game_rules(rules, t) if rules is not None else None, tuple(sections))
