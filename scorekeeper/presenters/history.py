"""What the history screen lists (and the home screen's resume card): one
row per game with its label, its status and the actions it offers."""

from __future__ import annotations

from dataclasses import dataclass
from datetime import datetime
from enum import StrEnum
from typing import Iterable, Protocol

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
    def created(self) -> datetime: ...


class RowAction(StrEnum):
    """What a history row offers; the value names the button."""

    VIEW = "view"  # show it without changing it
    CONTINUE = "open"  # carry on playing
    DELETE = "delete"  # move it to the trash
    RESTORE = "restore"  # take it out of the trash


@dataclass(frozen=True, slots=True)
class HistoryRow:
    game_id: str
    players: str  # "Ana, Ben, Cleo"
    detail: str  # "2024-05-01 20:15 · standard · won by Ana"
    actions: tuple[RowAction, ...]  # in the order the buttons show


@dataclass(frozen=True, slots=True)
class HistoryView:
    rows: tuple[HistoryRow, ...]
    empty_text: str  # shown when there are no rows ("" otherwise)
    can_empty_trash: bool


def history_row(game: GameListing, in_trash: bool, t: Translator) -> HistoryRow:
    when = game.created.strftime("%Y-%m-%d %H:%M")
    if game.finished:
        status = t("history.won_by", names=", ".join(game.winners))
    else:
        status = progress_text(t, game.rounds_played, game.rounds_total)
    if in_trash:
        actions: tuple[RowAction, ...] = (RowAction.VIEW, RowAction.RESTORE)
    elif game.finished:
        actions = (RowAction.VIEW, RowAction.DELETE)
    else:
        actions = (RowAction.VIEW, RowAction.CONTINUE, RowAction.DELETE)
    return HistoryRow(game.id, ", ".join(game.players), f"{when} · {game.preset} · {status}", actions)


def history_view(games: Iterable[GameListing], in_trash: bool, t: Translator) -> HistoryView:
    """The games (newest first, as listed) or, with ``in_trash``, the trash."""
    rows = tuple(history_row(g, in_trash, t) for g in games)
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
