"""What the game-over panel shows (the round screen's place once the game is
over): the winners, the final ranking, and the evening as it went (issue 30):
a game the table stopped early says after which round of how many; a shared
win stays shared, with a note of who made more exact bids (the 2012
qualifier's tie-break, said, never applied); a player who left is ranked
with the total they left with, and says when they left."""

from __future__ import annotations

from dataclasses import dataclass

from .. import domain
from ..domain import GameState
from ..domain.sheet import standings
from ..i18n import Translator


@dataclass(frozen=True, slots=True)
class RankRow:
    rank: int  # 1 = best; ties share a rank
    name: str
    total: int
    last: str = ""  # the player's last round ("+30 in round 20", "left after round 4"): where the total came from

    @property
    def winner(self) -> bool:
        return self.rank == 1


@dataclass(frozen=True, slots=True)
class GameOverView:
    title: str  # "Ana wins!" / "Ana and Ben share the win!"
    rows: tuple[RankRow, ...]  # best first; ties in seat order
    ended: str = ""  # "Ended early, after round 9 of 15" ("" when played to the last round)
    tie_note: str = ""  # a shared win: who made more exact bids ("" when one player wins)


def exact_bids(sheet: domain.Sheet) -> tuple[int, ...]:
    """Each seat's exact bids in the rounds it played (the sheet's, as scored)."""
    counts = [0] * len(sheet.players)
    for rnd in sheet.rounds:
        for seat, cell in enumerate(rnd.cells):
            counts[seat] += cell.exact and not cell.out
    return tuple(counts)


def tie_note(state: GameState, sheet: domain.Sheet, t: Translator) -> str:
    """For a shared win: who of the winners made the most exact bids, and how
    many (the 2012 qualifier broke a tie so); the win stays shared."""
    winners = state.winners
    if len(winners) < 2:
        return ""
    exact = exact_bids(sheet)
    most = max(exact[s] for s in winners)
    best = [state.name(s) for s in winners if exact[s] == most]
    if len(best) == len(winners):
        return t.n("over.tie_even", len(best), names=t.join(best), n=most)
    return t.n("over.tie_exact", len(best), names=t.join(best), n=most)  # the form agrees with the names


def last_words(state: GameState, seat: int, t: Translator) -> str:
    """"+30 in round 20": the points of the player's last round played;
    "left after round 4" for a player who did not play the last round."""
    played = [rnd for rnd in state.rounds if rnd.plays(seat) and rnd.points is not None]
    if not played:
        return ""
    last = played[-1]
    if last is not state.rounds[-1]:
        return t("over.left", n=last.number)
    return t("over.last_round", points=f"{last.points[seat]:+d}", n=last.number)  # type: ignore[index]


def game_over_view(state: GameState, t: Translator) -> GameOverView:
    winners = [state.name(s) for s in state.winners]
    title = t.n("over.winner", len(winners), names=t.join(winners))
    sheet = domain.score_sheet(state)
    ended = t("over.ended", n=len(sheet.rounds), total=sheet.planned_rounds) if sheet.ended_early else ""
    return GameOverView(
        title,
        tuple(RankRow(s.place, s.name, s.total, last_words(state, s.seat, t)) for s in standings(state)),
        ended,
        tie_note(state, sheet, t),
    )
