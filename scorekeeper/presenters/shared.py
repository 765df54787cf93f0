"""What the screen of a shared game shows: a link that is the game (issue
31), opened on another phone. Read-only: the standings with their totals,
the winners, the sheet round by round (the game screen's, with nothing to
correct: an evening's seats out as a dash, its adjustments marked), the
chart; "Keep this game" stores it in this phone's history (or opens the
same game already there) so the table can continue it. A
damaged or foreign link is one line of what is wrong, and nothing to keep.
"""

from __future__ import annotations

from dataclasses import dataclass

from ..domain import GameState
from ..i18n import Translator
from .charts import ProgressChart, score_progression
from .sheet import SheetView, sheet_view


@dataclass(frozen=True, slots=True)
class SharedRow:
    place: int  # 1 = best; equal totals share a place
    name: str
    total: int
    winner: bool
    label: str  # what a screen reader says: "1st, Ana, 120 points, winner"


@dataclass(frozen=True, slots=True)
class SharedView:
    title: str
    error: str  # one line: what is wrong with the link ("" for a game)
    status: str  # "Game over: Ana wins!" or "Round 4 of 10 played"
    rows: tuple[SharedRow, ...]
    chart: ProgressChart | None
    sheet: SheetView | None  # the rounds, read-only (None for a refused link)
    sheet_title: str  # "Score sheet" over them
    keep_label: str  # "Keep this game" / "Continue this game"
    keep_hint: str  # what keeping does
    continues: bool  # keeping continues a game in progress (else it opens its sheet)


def link_in_address(url: str | None) -> str:
    """``url`` when the page was opened from a link that is a game (its
    fragment names ``g``), else ""."""
    if not url or "#" not in url:
        return ""
    fragment = url.split("#", 1)[1]
    return url if any(part.partition("=")[0] == "g" for part in fragment.split("&")) else ""


def shared_view(state: GameState | None, error: str, t: Translator) -> SharedView:
    """``state``: the game the link carries (None with ``error``, the link's
    one-line refusal in words)."""
    title = t("share.opened_title")
    if state is None:
        return SharedView(title, error or t("error.link.damaged"), "", (), None, None, "", "", "", False)
    ranks, totals = state.ranks(), state.totals
    winners = set(state.winners)
    order = sorted(range(len(state.players)), key=lambda s: (ranks[s], s))
    rows = tuple(
        SharedRow(ranks[s], state.players[s], totals[s], s in winners,
                  t("share.row_label", place=ranks[s], name=state.players[s], total=totals[s])
                  + (", " + t("share.winner") if s in winners else ""))
        for s in order
    )
    if state.complete:
        names = [state.players[s] for s in sorted(winners)]
        status = t.n("over.winner", len(names), names=t.join(names))
    else:
        status = t("share.in_progress", done=state.rounds_scored, total=state.total_rounds)
    over = state.complete
    return SharedView(
        title=title, error="", status=status, rows=rows, chart=score_progression(state, t),
        sheet=sheet_view(state, False, t), sheet_title=t("sheet.title"),
        keep_label=t("share.keep"), keep_hint=t("share.keep_hint_over" if over else "share.keep_hint_play"),
        continues=not over,
    )


__all__ = ["SharedRow", "SharedView", "link_in_address", "shared_view"]
