"""What the game screen's frame shows around the round or the sheet: the
title, undo and redo (and what an undo took back), everyone's total, and why
the game cannot be changed."""

from __future__ import annotations

from dataclasses import dataclass

from ..domain import Bid, CloseRound, Correct, EnterTricks, Game, Reveal, SetTrump, TrickWon
from ..i18n import Translator
from .common import leading_seats
from .names import fit_chars, short_names


@dataclass(frozen=True, slots=True)
class GameFrame:
    title: str  # "Round 3 of 20", "Final (round 20)"
    editable: bool  # undo, redo and corrections are offered
    undo_label: str
    redo_label: str
    undo_name: str  # what a screen reader says: whose bid or trick ("Undo Ben's bid")
    redo_name: str
    can_undo: bool
    can_redo: bool
    names: tuple[str, ...]  # shortened so every chip fits a phone's width
    full_names: tuple[str, ...]  # what a screen reader says
    totals: tuple[int, ...]
    leaders: frozenset[int]  # starred in the totals strip
    dealer: int | None  # marked in the totals strip (None once the game is over)
    notice: str  # why nothing can be changed ("" when the game is editable)
    can_allow_edits: bool  # viewing only by choice: a tap allows edits again


def step_action(game: Game, redo: bool = False):
    """The action one tap of Undo (Redo) takes back (brings back): one action
    a tap, a round entered directly as one tallied (its tricks, then, on
    another tap, the next round)."""
    return game.redo_action if redo else game.undo_action


def undo_label(t: Translator, game: Game, redo: bool = False) -> str:
    """'Undo trick', 'Redo bid'; plain 'Undo' when there is nothing to undo."""
    action = step_action(game, redo)
    key = "game.redo" if redo else "game.undo"
    if action is None:
        return t(key)
    return t(key + "_what", what=t(f"action.{action.type}"))


def undo_name(t: Translator, game: Game, redo: bool = False) -> str:
    """The undo (redo) button's name for a screen reader: whose bid or trick
    it takes back ("Undo Ben's bid"); else the same words as its label."""
    action = step_action(game, redo)
    state = game.state
    kind = "redo" if redo else "undo"
    match action:
        case Bid(player=seat):
            return t(f"names.{kind}_bid", name=state.name(seat))
        case TrickWon(player=seat):
            return t(f"names.{kind}_trick", name=state.name(seat))
    return undo_label(t, game, redo)


def game_frame(game: Game, t: Translator, *, viewing: bool, in_trash: bool, width: int = 340) -> GameFrame:
    """``viewing``: the game is shown, not changed (chosen, or because it is
    in the trash: ``in_trash``); ``width``: px of the totals strip (the names
    are cut to fit it)."""
    state = game.state
    number = state.current.number
    title = t("game.over_title", n=number) if state.complete else t("game.round_of", n=number, total=state.total_rounds)
    if not viewing:
        notice = ""
    else:
        notice = t("game.in_trash") if in_trash else t("game.view_only")
    return GameFrame(
        title=title,
        editable=not viewing,
        undo_label=undo_label(t, game),
        redo_label=undo_label(t, game, redo=True),
        undo_name=undo_name(t, game),
        redo_name=undo_name(t, game, redo=True),
        can_undo=game.can_undo,
        can_redo=game.can_redo,
        # the chips share the strip 4 px apart, each padded 3 px a side
        names=short_names(state.players, fit_chars(len(state.players), width - 4 * (len(state.players) - 1), 13, 6)),
        full_names=tuple(state.players),
        totals=tuple(state.totals),
        leaders=leading_seats(state),
        dealer=None if state.complete else state.current.dealer,
        notice=notice,
        can_allow_edits=viewing and not in_trash,
    )


def undone_text(game: Game, t: Translator) -> str:
    """What an undo of ``game`` takes back, as the confirmation says it
    ("Undid Ben's bid 2"); "" when there is nothing to undo. A bid the table
    may not see (hidden or secret) is named without its value."""
    state = game.state
    rnd = state.current
    action = game.undo_action
    match action:
        case Bid(player=seat, value=value):
            name = state.name(seat)
            return t("undone.bid", name=name, value=value) if rnd.bids_visible else t("undone.bid_covered", name=name)
        case TrickWon(player=seat):
            return t("undone.trick", name=state.name(seat))
        case EnterTricks():
            return t("undone.tricks", n=rnd.number)
        case CloseRound():
            return t("undone.close", n=rnd.number)
        case SetTrump():
            return t("undone.trump", n=action.round or rnd.number)
        case Reveal():
            return t("undone.reveal")
        case Correct(round=number):
            return t("undone.correct", n=number)
    return ""
