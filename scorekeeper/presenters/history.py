"""What the history screen lists: one row per game with its players, when it was played, its rules (bid mode,
notequal), its winner or progress (and, issue 30, after which round the table stopped early, who left and who
joined), and the actions it offers; so two games of the same table never look alike."""

from __future__ import annotations

from dataclasses import dataclass
from datetime import datetime
from enum import StrEnum
from typing import Callable, Iterable, Protocol

from ..domain import PresetRegistry, RuleSet, ScorekeeperError
from ..domain.stats import MIXED_BIDS, bidding_digest
from ..i18n import Translator
from .common import progress_text


class GameListing(Protocol):
    """What a row needs of a listed game (the service's ``GameInfo``)."""

    @property
    def id(self) -> str: ...
    @property
    def players(self) -> tuple[str, ...]: ...
    @property
    def preset(self) -> str | None: ...
    @property
    def finished(self) -> bool: ...
    @property
    def rounds_played(self) -> int: ...
    @property
    def rounds_total(self) -> int | None: ...
    @property
    def winners(self) -> tuple[str, ...]: ...
    @property
    def totals(self) -> tuple[int, ...]: ...
    @property
    def created(self) -> datetime: ...
    @property
    def bids(self) -> str | None: ...  # the bid mode ("mixed": changes by round); None: not in an older summary
    @property
    def notequal(self) -> str | None: ...  # "all", "some" or "none" of the rounds; None: not known
    @property
    def ended_early(self) -> bool: ...  # the table stopped after ``rounds_played`` of ``rounds_total``
    @property
    def left(self) -> tuple[str, ...]: ...  # who played and is no longer at the table
    @property
    def joined(self) -> tuple[str, ...]: ...  # who came after round 1


class RowAction(StrEnum):
    """What a history row offers; the value names the button."""

    VIEW = "view"  # show it without changing it
    CONTINUE = "open"  # carry on playing
    DELETE = "delete"  # move it to the trash
    RESTORE = "restore"  # take it out of the trash
    EXPORT = "export"  # open the export choices (files, the text to copy)


@dataclass(frozen=True, slots=True)
class HistoryRow:
    game_id: str
    players: str  # "Ana, Ben, Cleo"
    detail: str  # "2024-05-01 20:15 · standard · won by Ana"
    actions: tuple[RowAction, ...]  # in the order the buttons show
    labels: tuple[str, ...] = ()  # each action's name for a screen reader, naming the game ("View the game of ...")

    def label(self, action: RowAction) -> str:
        return self.labels[self.actions.index(action)] if action in self.actions and self.labels else ""


@dataclass(frozen=True, slots=True)
class HistoryView:
    rows: tuple[HistoryRow, ...]
    empty_text: str  # shown when there are no rows ("" otherwise)
    can_empty_trash: bool


def rules_text(rules: RuleSet, t: Translator) -> str:
    """'Standard · Hidden bids · notequal'; a preset that changes the rules
    from round to round says so ('mixed bids', 'notequal in some rounds')."""
    return rules_words(t.preset_name(rules.preset), *bidding_digest(rules), t)


def rules_words(preset_name: str, bids: str, notequal: str, t: Translator) -> str:
    """The rules of a game in words, from its preset's name and its bidding digest."""
    parts = [preset_name, t("history.mixed_bids") if bids == MIXED_BIDS else t(f"mode.{bids}")]
    if notequal == "all":
        parts.append(t("mode.notequal"))
    elif notequal == "some":
        parts.append(t("history.some_notequal"))
    return " · ".join(parts)


def listed_rules(game: GameListing, t: Translator, registry: PresetRegistry | None,
                 rules_of: Callable[[str], RuleSet | None] | None) -> str:
    """A listed game's rules in words: from its summary (no replay), else
    from ``rules_of`` (a game saved before summaries kept them), else its
    preset's id."""
    if registry is not None and game.preset and game.bids and game.notequal:
        try:
            preset = registry.get(game.preset)
        except ScorekeeperError:  # its preset file is gone: the id still says which
            preset = None
        if preset is not None:
            return rules_words(t.preset_name(preset), game.bids, game.notequal, t)
    rules = rules_of(game.id) if rules_of is not None else None
    return rules_text(rules, t) if rules is not None else (game.preset or "?")


def history_row(game: GameListing, in_trash: bool, t: Translator, shown_rules: str) -> HistoryRow:
    """``shown_rules``: the game's rules in words (:func:`listed_rules`)."""
    when = f"{t.date(game.created.date())}, {game.created:%H:%M}"
    if game.finished:
        best = max(game.totals, default=None)
        status = t("history.won_by", names=t.join(game.winners))
        if best is not None:
            status = t("history.won_with", who=status, total=best)
    else:
        status = progress_text(t, game.rounds_played, game.rounds_total)
    if game.ended_early:
        status += " · " + t("history.ended", n=game.rounds_played, total=game.rounds_total or game.rounds_played)
    for key, names in (("sheet.left", game.left), ("sheet.joined", game.joined)):
        if names:
            status += " · " + t.n(key, len(names), names=t.join(names))
    if in_trash:
        actions: tuple[RowAction, ...] = (RowAction.VIEW, RowAction.EXPORT, RowAction.RESTORE)
    elif game.finished:
        actions = (RowAction.VIEW, RowAction.EXPORT, RowAction.DELETE)
    else:
        actions = (RowAction.VIEW, RowAction.CONTINUE, RowAction.EXPORT, RowAction.DELETE)
    # a list of rows each with a "View" button: the name says which game it opens
    labels = tuple(t(f"names.game_{action.value}", date=when, players=t.join(game.players)) for action in actions)
    return HistoryRow(game.id, ", ".join(game.players), f"{when} · {shown_rules} · {status}", actions, labels)


def history_view(games: Iterable[GameListing], in_trash: bool, t: Translator, registry: PresetRegistry | None = None,
                 rules_of: Callable[[str], RuleSet | None] | None = None) -> HistoryView:
    """The games (newest first, as listed) or, with ``in_trash``, the trash.
    Each game's rules come from its summary and the ``registry``'s preset
    names; ``rules_of(game id)``, which replays the game, only for a game
    saved before summaries kept its rules."""
    rows = tuple(history_row(g, in_trash, t, listed_rules(g, t, registry, rules_of)) for g in games)
    empty = "" if rows else (t("history.empty_trash") if in_trash else t("history.empty"))
    return HistoryView(rows, empty, can_empty_trash=in_trash and bool(rows))
