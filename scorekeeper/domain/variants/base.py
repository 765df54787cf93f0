"""What a rule variant may change, as one small class.

A variant is named by an id (a special card's, see :mod:`..cards`) that a
preset or the table's choice lists. It owns all it changes: how many tricks
a round has to win (:meth:`Variant.tricks_lost`), a bid changed during play
(:meth:`Variant.bid_change`), the actions only it knows (:attr:`Variant.actions`,
applied by :meth:`Variant.step`), what of them is allowed now
(:meth:`Variant.legal`), and what a correction of a scored round must keep
true (:meth:`Variant.check`). The engine asks the variants a round was dealt
with; nothing else reads a variant's flag.
"""

from __future__ import annotations

from dataclasses import dataclass
from types import MappingProxyType
from typing import TYPE_CHECKING, Any, Callable, Mapping, Sequence

from ..errors import SpecialCardError

if TYPE_CHECKING:
    from ..actions import GameAction
    from ..sheet import SheetRound
    from ..state import GameState, RoundState

# a translator: a message id and its values -> the text (i18n's, passed in by the outputs)
Words = Callable[..., str]


@dataclass(frozen=True, slots=True)
class Pick:
    """One button of a choice a card's control opens: its tag, its words (read
    out whole), what it shows when shorter (``shown``: "+1"; "": its words),
    a suit it names (drawn in the suit's colour), and the action a tap
    applies or the choice it opens next."""

    tag: str
    label: str
    shown: str = ""
    suit: str | None = None
    action: "GameAction | None" = None
    then: "Choice | None" = None


@dataclass(frozen=True, slots=True)
class Line:
    """A line of picks: with a title, the title then compact buttons (keyed
    ``key``); without, the picks' words as buttons that wrap."""

    picks: tuple[Pick, ...]
    title: str = ""
    key: str = ""


@dataclass(frozen=True, slots=True)
class Choice:
    """What a control opens: a hint, then its lines (with a Cancel).
    ``cover``: the one player who may see it (a secret bid's change: the
    screen shows the pass-the-phone cover first, as for their bid; "": anyone),
    and ``ready`` the cover's button ("I am Dan: change my bid")."""

    hint: str
    lines: tuple[Line, ...]
    cover: str = ""
    ready: str = ""


@dataclass(frozen=True, slots=True)
class Offer:
    """A variant's control on the round screen now (value-equal, so a screen
    redraws only when it changes): its button's tag and words, a Material
    icon's name ("flare": dropped when it shares its line with another
    icon), and the action one tap applies or the choice it opens.
    ``at_start``: offered at the start of a round, above the bids (else in
    play, pinned over the tally's next action)."""

    variant: str
    tag: str
    label: str
    icon: str | None = None
    action: "GameAction | None" = None
    choice: Choice | None = None
    at_start: bool = False


class Variant:
    id: str = ""
    name: str = ""  # how the English messages name it ("the Bomb")
    cards_in_deck: int = 1  # the cards its id shuffles in
    # the action classes this variant applies (their ``type`` tags are its own)
    actions: tuple[type["GameAction"], ...] = ()
    # its key in a round of the game record (None: it records nothing), the
    # pydantic type of the value, and the stage of a round its replay comes
    # at: "trump" (before the bids, instead of the trump), "play" (the bids
    # in, before the tricks) or "scored" (after the tricks)
    record_field: str | None = None
    record_type: Any = None
    replay_stage: str = "play"
    # its key in a correction (``Correct``), if a correction may change its mark,
    # and how the correction form edits it: "switch" (on or off for the round)
    # or "seat" (a button on each player's line that cycles), with the icon
    # (a Material icon's name) such a button shows
    correct_field: str | None = None
    fix_kind: str | None = None
    fix_icon: str | None = None
    # its columns in the CSV by player (one value a round, or one a player
    # and round) and in the CSV by round
    csv_round_columns: tuple[str, ...] = ()
    csv_cell_columns: tuple[str, ...] = ()
    csv_wide_columns: tuple[str, ...] = ()
    # may its actions still change the points once every trick is in (the round
    # scored)? Until one is entered or the round closes, the score is provisional
    late_score: bool = False
    # its refusals whose text depends on a count: code -> the value that counts
    plural_by: Mapping[str, str] = MappingProxyType({})

    @property
    def acts_first(self) -> bool:
        """Does it act at the start of a round, before the bids (its replay
        stage "trump")? The round screen and the live region say it first."""
        return self.replay_stage == "trump"

    # -- its mark in a round ---------------------------------------------------
    def marked(self, rnd: "RoundState") -> Any:
        """What this variant recorded in ``rnd`` (None: nothing)."""
        return rnd.mark(self.id)

    def reseated(self, mark: Any, moved: Callable[[int], int]) -> Any:
        """The mark once the seats moved (a player joined between seats): ``moved(old seat)`` is the new
        seat. A mark that names no seat stays as it is."""
        return mark

    def seen(self, mark: Any, visible: bool) -> Any:
        """The mark as a phone may be sent it (``visible``: the bids may be seen)."""
        return mark

    def corrected(self, state: "GameState", rnd: "RoundState", value: Any) -> Any:
        """The mark a correction's ``value`` (not None) gives ``rnd``."""
        raise NotImplementedError(self.id)

    def fix_value(self, rnd: "RoundState") -> Any:
        """The correction form's value of its mark in a scored ``rnd``."""
        return rnd.mark(self.id)

    def fix_next(self, value: Any, seat: int | None) -> Any:
        """The form's value after a tap on its switch (``seat`` None) or on ``seat``'s button."""
        return value

    def fix_field(self, value: Any) -> Any:
        """The value of :attr:`correct_field` in the correction the form's ``value`` makes."""
        return value

    def fix_words(self, value: Any, seat: int | None, name: str, t: Words) -> tuple[str, str]:
        """(shown, read out) of its control in the form: a switch's label (and
        ""), or ``seat``'s button (``name`` the player's)."""
        return "", ""

    # -- the game record -------------------------------------------------------
    def to_record(self, mark: Any, scored: bool) -> Any:
        """The value of :attr:`record_field` for a round with ``mark`` (None: left out)."""
        return None

    def record_problem(self, rnd: Any) -> str | None:
        """Why a record's round (with this variant's value set) cannot be replayed; None: it can."""
        return None

    def replay(self, value: Any, rnd: Any) -> "GameAction":
        """The action that enters a record's ``value`` at the table."""
        raise NotImplementedError(self.id)

    # -- what the outputs say --------------------------------------------------
    def note(self, mark: Any, t: Words, names: Sequence[str], bids: Sequence[int | None] | None,
             final_bids: Sequence[int | None] | None, covered: bool) -> str | None:
        """Its sentence for a round (see :func:`..notes.card_notes`); None: nothing to say."""
        return None

    def csv_values(self, mark: Any, names: Sequence[str], seat: int | None, bids: Sequence[int | None],
                   final_bids: Sequence[int | None]) -> tuple[str, ...]:
        """Its CSV values for a round (``mark`` None: it did nothing there):
        by player (``seat`` given: the round's then the player's columns) or
        by round (``seat`` None: :attr:`csv_wide_columns`); ``bids`` and
        ``final_bids`` as the file may show them."""
        width = len(self.csv_round_columns) + len(self.csv_cell_columns) if seat is not None \
            else len(self.csv_wide_columns)
        return ("",) * width

    def said(self, state: "GameState", rnd: "RoundState", t: Words) -> str:
        """What the round screen says it did in ``rnd`` (its mark set; "": nothing to say now)."""
        return ""

    def announced(self, old: Any, state: "GameState", rnd: "RoundState", t: Words) -> str | None:
        """What is said out loud as ``rnd`` moves on from a round whose mark
        was ``old`` (None: nothing): by default what it did (:meth:`said`), once its mark
        is set or changed. Said before the trick just won when the variant
        :attr:`acts_first`, after it otherwise."""
        new = rnd.mark(self.id)
        if new is None or new == old:
            return None
        return self.said(state, rnd, t) or None

    def sheet_json(self, mark: Any, rnd: "SheetRound") -> dict[str, Any]:
        """Its keys in a round of the command line's JSON sheet (``mark`` set; {}: none)."""
        return {}

    def changed_bid(self, bid: int, new: int, t: Words) -> str:
        """What a sheet cell reads out of a bid this variant changed in play ("": it changes none)."""
        return ""

    def sheet_value(self, mark: Any, names: Sequence[str]) -> Any:
        """The mark as the score sheet gives it (``SheetRound.<id>``): by default the mark."""
        return mark

    def offers(self, state: "GameState", t: Words) -> tuple[tuple[str, "GameAction"], ...]:
        """What the round screen offers for it now: (a button's words, the
        action it applies), of what :meth:`legal` allows (the simple case of
        :meth:`controls`)."""
        return ()

    def controls(self, state: "GameState", t: Words) -> tuple[Offer, ...]:
        """Its controls on the round screen now: by default a button for each of :meth:`offers`."""
        return tuple(Offer(self.id, f"{self.id}-{k}", label, action=action)
                     for k, (label, action) in enumerate(self.offers(state, t)))

    def own_actions(self, state: "GameState", seat: int) -> tuple["GameAction", ...]:
        """Its actions a player may play on their own phone now, in private
        (of what :meth:`legal` allows; by default none: the host enters them)."""
        return ()

    def own_choice(self, actions: Sequence["GameAction"], name: str, t: Words) -> Choice | None:
        """How a phone offers ``actions`` (of :meth:`own_actions`) to the player ``name``."""
        return None

    def tricks_lost(self, rnd: "RoundState") -> int:
        """Tricks of this round won by nobody (read from this variant's mark
        alone: the round works it out once, as a mark is set)."""
        return 0

    def bid_change(self, rnd: "RoundState") -> tuple[int, int] | None:
        """(seat, change) of a bid changed during play; None: no change (from
        this variant's mark alone, as :meth:`tricks_lost`)."""
        return None

    def tricks_bonus(self, rnd: "RoundState") -> tuple[int, int] | None:
        """(seat, extra) of tricks a player is scored for beyond those they
        took (its scoring effect); None: none (from its mark alone)."""
        return None

    def step(self, state: "GameState", action: "GameAction") -> "GameState":
        """The state after one of :attr:`actions` (the round's deck has this variant)."""
        raise NotImplementedError(type(action).__name__)

    def legal(self, state: "GameState") -> tuple["GameAction", ...]:
        """The actions of this variant allowed in the current round now."""
        return ()

    def check(self, state: "GameState", rnd: "RoundState") -> None:
        """Raise if ``rnd`` (a correction of a scored round) breaks what this
        variant recorded in it."""

    def tricks_refusal(self, state: "GameState", rnd: "RoundState", given: int) -> Exception | None:
        """Why tricks adding up to ``given`` do not fit ``rnd``, when it is
        this variant's doing (it took tricks from the round); None: not its."""
        return None

    def trick_refusal(self, state: "GameState", rnd: "RoundState", who: str) -> Exception | None:
        """Why ``who`` cannot win another trick once every trick is counted,
        when it is this variant's doing; None: not its."""
        return None

    # one object per id (see VARIANTS): a copied state keeps the same variants,
    # and two states dealt with the same cards compare equal
    def __eq__(self, other: object) -> bool:
        return isinstance(other, Variant) and type(other) is type(self) and other.id == self.id

    def __hash__(self) -> int:
        return hash((type(self).__name__, self.id))

    def __deepcopy__(self, memo: dict[int, Any]) -> "Variant":
        return self

    def __copy__(self) -> "Variant":
        return self

    def __repr__(self) -> str:
        return f"<variant {self.id}>"


def require_card(rnd: "RoundState", variant: Variant) -> Variant:
    """``variant`` if it is in ``rnd``'s deck, or a refusal naming the round."""
    if variant in rnd.variants:
        return variant
    raise SpecialCardError(
        f"round {rnd.number}: {variant.name or variant.id} is not in this game's deck",
        round=rnd.number, code=f"{variant.id}.not_in_deck", details={"card": variant.id},
    )


class PassiveCard(Variant):
    """A special card that changes who wins a trick, not what is recorded
    (Juggler, Dragon and Fairy, Shapeshifter, Witch, Vampire): in the deck
    it only lets the last round turn a trump card (see ``RuleSet.trump_card``)."""

    def __init__(self, card: str, name: str = "", cards_in_deck: int = 1):
        self.id = card
        self.name = name
        self.cards_in_deck = cards_in_deck
