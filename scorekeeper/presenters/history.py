"""What the history screen lists (and the home screen's resume card): one
row per game with its players, when it was played, its rules (bid mode,
notequal), its winner or progress, and the actions it offers; so two games of
the same table never look alike."""

from __future__ import annotations

from dataclasses import dataclass
from datetime import datetime
from enum import StrEnum
from typing import Callable, Iterable, Protocol

from ..domain import RuleSet
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
    each = [rules.round_rules(n) for n in range(1, rules.rounds + 1)] or [rules.round_rules(1)]
    modes = {r.bids for r in each}
    parts = [t.preset_name(rules.preset), t(f"mode.{next(iter(modes)).value}") if len(modes) == 1 else t("history.mixed_bids")]
    notequal = {r.notequal for r in each}
    if notequal == {True}:
        parts.append(t("mode.notequal"))
    elif True in notequal:
        parts.append(t("history.some_notequal"))
    return " · ".join(parts)


def history_row(game: GameListing, in_trash: bool, t: Translator, rules: RuleSet | None = None) -> HistoryRow:
    """``rules``: the game's rules, when known (else the preset's id shows)."""
    when = f"{t.date(game.created.date())}, {game.created:%H:%M}"
    if game.finished:
        best = max(game.totals, default=None)
        status = t("history.won_by", names=t.join(game.winners))
        if best is not None:
            status = t("history.won_with", who=status, total=best)
    else:
        status = progress_text(t, game.rounds_played, game.rounds_total)
    if in_trash:
        actions: tuple[RowAction, ...] = (RowAction.VIEW, RowAction.EXPORT, RowAction.RESTORE)
    elif game.finished:
        actions = (RowAction.VIEW, RowAction.EXPORT, RowAction.DELETE)
    else:
        actions = (RowAction.VIEW, RowAction.CONTINUE, RowAction.EXPORT, RowAction.DELETE)
    shown_rules = rules_text(rules, t) if rules is not None else (game.preset or "?")
    # a list of rows each with a "View" button: the name says which game it opens
    labels = tuple(t(f"names.game_{action.value}", date=when, players=t.join(game.players)) for action in actions)
    return HistoryRow(game.id, ", ".join(game.players), f"{when} · {shown_rules} · {status}", actions, labels)


def history_view(games: Iterable[GameListing], in_trash: bool, t: Translator,
                 rules_of: Callable[[str], RuleSet | None] | None = None) -> HistoryView:
    """The games (newest first, as listed) or, with ``in_trash``, the trash;
    ``rules_of(game id)``: each game's rules, when they can be had."""
    rows = tuple(history_row(g, in_trash, t, rules_of(g.id) if rules_of else None) for g in games)
    empty = "" if rows else (t("history.empty_trash") if in_trash else t("history.empty"))
    return HistoryView(rows, empty, can_empty_trash=in_trash and bool(rows))


@dataclass(frozen=True, slots=True)
class ResumeCard:
    game_id: str
    title: str  # "Unfinished game: Ana, Ben, Cleo"
    progress: str  # "3 of 20 rounds played"


def resume_card(game: GameListing | None, t: Translator) -> ResumeCard | None:
    """The home screen's one-tap resume of the latest unfinished game."""
    if game is None:
        return None
    return ResumeCard(
        game.id,
        t("home.unfinished", players=", ".join(game.players)),
        progress_text(t, game.rounds_played, game.rounds_total),
    )
