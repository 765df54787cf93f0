"""What the game screen's frame shows around the round or the sheet: the
title, undo and redo (and what an undo took back), everyone's total, and why
the game cannot be changed; and how the screen's width lays out the round,
the sheet and table mode's card."""

from __future__ import annotations

from dataclasses import dataclass
from enum import Enum

from ..domain import Bid, CloseRound, Correct, EnterTricks, Game, GameAction, GameState, Reveal, SetTrump, TrickWon
from ..i18n import Translator
from .common import leading_seats
from .evening import change_words
from .names import chip_fit


# The app bar of a phone, measured at 360 px (Roboto; ui/game/screen.py draws it):
# the back button and the title's spacing take 72 + 16 px, an icon action 48,
# the sheet's text button 58.6 px and its 14 px label; a character of the
# 18 px title takes at most ~9 px (0.5 em: "Manche 12 sur 20" is 143 px), one
# of the label ~7.7 px (0.55 em, rounded up).
BAR_CHROME = 72 + 16
ICON_ACTION = 48
TOGGLE_CHROME = 59
TITLE_PX_PER_CHAR = 9.0
LABEL_PX_PER_CHAR = 7.7


@dataclass(frozen=True, slots=True)
class GameFrame:
    """What the game screen shows under its app bar (the bar's title is
    :func:`game_title`, drawn by a part of its own)."""

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
    out: frozenset[int] = frozenset()  # seats out of the current round (greyed in the totals strip: their total is final for now)
    name_size: int = 13  # px: the chips' names (a step smaller where that keeps every name whole on one line)


WIDE_FROM = 900  # px: from here the round keeps a readable width with a column beside it
ROUND_W = 520  # px: the round's readable width on a wide screen
CARD_W = 340  # px: table mode's card in a column of its own (a 200 px QR code, the link, the seats, End)
SHEET_W = 680  # px: the sheet beside the round, six players' full cells (ui/sheet/sheet.py, WIDE_TABLE_W)
GAP = 33  # px between two columns: a 1 px divider, 16 px either side
EDGE = 20  # px: the screen's padding, left and right
THREE_FROM = EDGE + ROUND_W + GAP + SHEET_W + GAP + CARD_W  # the round, the sheet and the card side by side


def screen_columns(width: float) -> int:
    """How many of the game screen's columns fit side by side on a screen
    ``width`` px wide: 1 on a phone (everything in one column), 2 from
    WIDE_FROM (the round and the sheet, or table mode's card), 3 when the
    round, the sheet and the card fit all at once."""
    return 3 if width >= THREE_FROM else 2 if width >= WIDE_FROM else 1


class CardPlace(Enum):
    """Where the host's screen shows table mode's card (QR code, link, seats, End)."""

    NONE = "none"  # no table mode
    BAND = "band"  # a band of its own above the round that scrolls (a phone: the round keeps its room)
    COLUMN = "column"  # a column of its own beside the round: the whole card in view with every row


@dataclass(frozen=True, slots=True)
class GameLayout:
    wide: bool  # the round (or the sheet) at the left, with columns beside it; else one column across a phone
    card: CardPlace
    sheet_beside: bool  # the sheet in a column beside the round
    main_width: int | None  # px of the round's (or the sheet's) column on a wide screen; None: what the others leave
    card_width: int | None  # px of the card's column; None: it takes what the round (or the sheet) leaves
    sheet_wide: bool  # the sheet has a wide screen's room (SHEET_W) for every player's full cells


def game_layout(columns: int, *, table: bool, sheet: bool) -> GameLayout:
    """The game screen on a screen of ``columns`` (:func:`screen_columns`);
    ``table``: table mode is on (its card is shown); ``sheet``: the sheet is
    shown instead of the round. On a wide screen the card goes beside the
    round (or the sheet), in the sheet's place when there is no room for
    both, so the QR code, the link, the seats, End and every player's row are
    in view at once; on a phone it keeps its band above the round."""
    if columns < 2:
        return GameLayout(wide=False, card=CardPlace.BAND if table else CardPlace.NONE, sheet_beside=False,
                          main_width=None, card_width=None, sheet_wide=False)
    if not table:
        return GameLayout(wide=True, card=CardPlace.NONE, sheet_beside=not sheet, main_width=None if sheet else ROUND_W,
                          card_width=None, sheet_wide=True)
    if columns < 3:
        # the card takes what the round leaves; the sheet shown keeps the round's width (a phone's cells),
        # so that the card has the same room, six long names and End in view
        return GameLayout(wide=True, card=CardPlace.COLUMN, sheet_beside=False, main_width=ROUND_W, card_width=None,
                          sheet_wide=False)
    return GameLayout(wide=True, card=CardPlace.COLUMN, sheet_beside=not sheet, main_width=None if sheet else ROUND_W,
                      card_width=CARD_W, sheet_wide=True)


def step_action(game: Game, redo: bool = False) -> GameAction | None:
    """The action one tap of Undo (Redo) takes back (brings back): one action
    a tap, a round entered directly as one tallied (its tricks, then, on
    another tap, the next round)."""
    return game.redo_action if redo else game.undo_action


def undo_label(t: Translator, game: Game, redo: bool = False) -> str:
    """'Undo trick', 'Redo bid'; plain 'Undo' when there is nothing to undo.
    The start of a round is said as where the tap goes: "Back to round 3"
    (its scored screen), "On to round 4"."""
    action = step_action(game, redo)
    key = "game.redo" if redo else "game.undo"
    if action is None:
        return t(key)
    changed = change_words(action, _before(game, redo), t)
    if changed:  # a change of the evening says what it did: "Undo: Ann left"
        return t(key + "_change", what=changed)
    if isinstance(action, CloseRound):
        number = game.state.current.number
        return t("game.redo_close", n=number + 1) if redo else t("game.undo_close", n=number - 1)
    return t(key + "_what", what=t(f"action.{action.type}"))  # every action names its type


def _before(game: Game, redo: bool) -> GameState:
    """The state the action an undo takes back (a redo brings back) was applied to."""
    return game.state if redo else game.states[game.cursor - 1]


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


def title_room(bar_width: int, icons: int, sheet_label: str) -> float:
    """Px the app bar leaves its title beside ``icons`` icon actions and the
    sheet's text button."""
    return bar_width - BAR_CHROME - icons * ICON_ACTION - TOGGLE_CHROME - len(sheet_label) * LABEL_PX_PER_CHAR


def round_title(state: GameState, t: Translator, room: float) -> tuple[str, str, str]:
    """(title, caption, name) of the game screen: the whole words ("Runde 12
    von 20") where they fit ``room`` px; else the numbers, which always fit,
    under a small "Runde" ("12/20"): the number and the count are never cut.
    A screen reader hears the whole words either way."""
    number = state.current.number
    total = number if state.complete else state.total_rounds
    name = t("game.over_title", n=number) if state.complete else t("game.round_of", n=number, total=total)
    if len(name) * TITLE_PX_PER_CHAR <= room:
        return name, "", name
    caption = t("game.over_caption") if state.complete else t("game.round_caption")
    return t("game.round_short", n=number, total=total), caption, name


def sheet_toggle_label(t: Translator, show_sheet: bool) -> str:
    """The app bar's button between the round and the sheet."""
    return t("game.show_round") if show_sheet else t("game.show_sheet")


def game_title(state: GameState, t: Translator, *, bar_width: int = 360, show_sheet: bool = False,
               icons: int = 1) -> tuple[str, str, str]:
    """(title, caption, name) of the game screen's app bar (see
    :func:`round_title`): ``bar_width`` px of bar, beside which ``icons``
    icon actions (the menu; table mode's) and the sheet's button
    (``show_sheet``: it goes back to the round) leave the title its room."""
    return round_title(state, t, title_room(bar_width, icons, sheet_toggle_label(t, show_sheet)))


def game_frame(game: Game, t: Translator, *, viewing: bool, in_trash: bool, width: int = 340) -> GameFrame:
    """``viewing``: the game is shown, not changed (chosen, or because it is
    in the trash: ``in_trash``); ``width``: px of the totals strip (the names
    are cut to fit it)."""
    state = game.state
    names, name_size = chip_fit(state.players, width)
    if not viewing:
        notice = ""
    else:
        notice = t("game.in_trash") if in_trash else t("game.view_only")
    return GameFrame(
        editable=not viewing,
        undo_label=undo_label(t, game),
        redo_label=undo_label(t, game, redo=True),
        undo_name=undo_name(t, game),
        redo_name=undo_name(t, game, redo=True),
        can_undo=game.can_undo,
        can_redo=game.can_redo,
        # the chips share the strip 4 px apart, each padded 3 px a side
        names=names,
        name_size=name_size,
        full_names=tuple(state.players),
        totals=tuple(state.totals),
        leaders=leading_seats(state),
        dealer=None if state.complete else state.current.dealer,
        notice=notice,
        can_allow_edits=viewing and not in_trash,
        out=frozenset() if state.complete else frozenset(s for s in range(len(state.players))
                                                         if not state.current.plays(s)),
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
    changed = change_words(action, _before(game, False), t) if action is not None else ""
    return t("undone.change", what=changed) if changed else ""
