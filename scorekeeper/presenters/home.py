"""What the home screen shows besides its buttons: the one-tap resume of
the latest unfinished game, and the damaged files set aside when the data
was opened."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Sequence

from ..i18n import Translator
from .common import progress_text
from .history import GameListing


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


@dataclass(frozen=True, slots=True)
class HomeView:
    resume: ResumeCard | None
    problems: tuple[str, ...]  # one line per damaged file set aside ("" none)


def home_view(unfinished: GameListing | None, problems: Sequence[str], t: Translator) -> HomeView:
    return HomeView(resume_card(unfinished, t), tuple(problems))
