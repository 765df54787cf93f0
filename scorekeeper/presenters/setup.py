"""What the new-game screen shows, and every edit of its form.

The seats are a value (:class:`Seating`): adding, moving and removing a
player keeps the first dealer on the same person, and two spellings of one
name (see :func:`scorekeeper.domain.names.name_key`) are refused as one
player. The whole form is a value too (:class:`SetupForm`); the view keeps
it in one piece of state and swaps it for the value an edit returns.
"""

from __future__ import annotations

import random
from collections.abc import Collection
from dataclasses import dataclass, field, replace
from enum import StrEnum

from ..domain import SPECIAL_CARDS, BidMode, PresetRegistry, RuleChoice, ScorekeeperError, resolve_rules
from ..domain.cards import in_order
from ..domain.names import clean_name, name_key, name_problem
from ..domain.rules import MAX_PLAYERS, MIN_PLAYERS
from ..domain.text import MAX_ROUNDS
from ..i18n import Translator
from .errors import error_text
from .labels import choice_name

MAX_SUGGESTIONS = 8  # roster names offered under the name field


class SeatRefusal(StrEnum):
    EMPTY = "empty"  # nothing typed: nothing to say
    FULL = "full"
    DUPLICATE = "duplicate"
    INVALID = "invalid"  # cannot be stored or shown (see domain.names.name_problem)


class SeatingError(ValueError):
    def __init__(self, refusal: SeatRefusal, name: str):
        super().__init__(f"{name!r}: {refusal.value}")
        self.refusal = refusal
        self.name = name


@dataclass(frozen=True, slots=True)
class Seating:
    """Players in seat order and the seat that deals first."""

    players: tuple[str, ...] = ()
    dealer: int = 0

    def refusal(self, name: str) -> SeatRefusal | None:
        """Why ``name`` cannot take a seat (None: it can)."""
        cleaned = clean_name(name)
        if not cleaned:
            return SeatRefusal.EMPTY
        if len(self.players) >= MAX_PLAYERS:
            return SeatRefusal.FULL
        if name_problem(cleaned) is not None:
            return SeatRefusal.INVALID
        if name_key(cleaned) in {name_key(p) for p in self.players}:
            return SeatRefusal.DUPLICATE
        return None

    def add(self, name: str) -> "Seating":
        """A new last seat; raises :class:`SeatingError` when refused."""
        cleaned = clean_name(name)
        refusal = self.refusal(cleaned)
        if refusal is not None:
            raise SeatingError(refusal, cleaned)
        return replace(self, players=(*self.players, cleaned))

    def remove(self, seat: int) -> "Seating":
        """Without ``seat``. The dealer stays the same person; when the dealer
        leaves, the next seat deals (the first one if the last seat left)."""
        rest = self.players[:seat] + self.players[seat + 1:]
        dealer = self.dealer
        if dealer >= len(rest):
            dealer = 0
        elif seat < dealer:
            dealer -= 1
        return Seating(rest, dealer)

    def move(self, seat: int, delta: int) -> "Seating":
        """Swap ``seat`` with the one ``delta`` away; the dealer moves along.
        Off either end nothing changes."""
        other = seat + delta
        if not 0 <= other < len(self.players):
            return self
        players = list(self.players)
        players[seat], players[other] = players[other], players[seat]
        dealer = self.dealer
        if dealer == seat:
            dealer = other
        elif dealer == other:
            dealer = seat
        return Seating(tuple(players), dealer)

    def set_dealer(self, seat: int) -> "Seating":
        if not 0 <= seat < max(1, len(self.players)):
            raise ValueError(f"no seat {seat} at a table of {len(self.players)}")
        return replace(self, dealer=seat)

    def random_dealer(self, rng: random.Random | None = None) -> "Seating":
        return replace(self, dealer=(rng or random).randrange(len(self.players)))


def parse_schedule(text: str) -> tuple[int, ...] | None:
    """'1, 2, 3' -> (1, 2, 3); '' -> None; raises ValueError on junk."""
    parts = [p for p in text.replace(";", ",").replace(" ", ",").split(",") if p]
    if not parts:
        return None
    if len(parts) > MAX_ROUNDS:
        raise ValueError(f"at most {MAX_ROUNDS} rounds")
    return tuple(int(p) for p in parts)


@dataclass(frozen=True, slots=True)
class SetupForm:
    """Everything typed and chosen on the new-game screen."""

    seating: Seating = field(default_factory=Seating)
    name: str = ""  # the name being typed
    preset: str = "standard"
    notequal: bool | None = None  # None: the preset's default
    bids: BidMode | None = None  # None: the preset's default
    foresight: bool = False
    schedule_text: str = ""
    problem: str = ""  # the last refused start (or rules), in words
    seat_problem: str = ""  # why the last name was not seated: said by the name field
    special_cards: tuple[str, ...] | None = None  # None: the preset's

    def toggle_card(self, card: str, preset_cards: tuple[str, ...]) -> "SetupForm":
        """Shuffle a special card in or take it out (``preset_cards``: the
        preset's, the starting point of a first change)."""
        chosen = set(self.special_cards if self.special_cards is not None else preset_cards)
        chosen ^= {card}
        return replace(self, special_cards=in_order(chosen))

    def add_player(self, t: Translator, candidate: str | None = None) -> "SetupForm":
        """Seat the typed name (or a roster suggestion); a refusal says why
        and keeps what was typed."""
        try:
            seating = self.seating.add(self.name if candidate is None else candidate)
        except SeatingError as exc:
            if exc.refusal is SeatRefusal.EMPTY:
                return self
            if exc.refusal is SeatRefusal.FULL:
                return replace(self, seat_problem=t("setup.too_many", max=MAX_PLAYERS))
            if exc.refusal is SeatRefusal.INVALID:
                return replace(self, seat_problem=t("setup.bad_name", why=name_problem(exc.name) or ""))
            return replace(self, seat_problem=t("setup.duplicate", name=exc.name))
        return replace(self, seating=seating, name="", problem="", seat_problem="")

    def type_name(self, name: str) -> "SetupForm":
        """The name field changed: what it said about the last name is old news."""
        return replace(self, name=name, seat_problem="")

    def edit_seats(self, seating: Seating) -> "SetupForm":
        return replace(self, seating=seating, seat_problem="")

    def choose_preset(self, preset_id: str) -> "SetupForm":
        # a new preset brings its own notequal default and its special cards
        return replace(self, preset=preset_id, notequal=None, special_cards=None)

    def choose_bids(self, value: str | None) -> "SetupForm":
        return replace(self, bids=BidMode(value) if value else None)

    def with_problem(self, problem: str) -> "SetupForm":
        return replace(self, problem=problem)

    @property
    def rules(self) -> tuple[str, bool | None, BidMode | None]:
        """The rules chosen so far: preset, notequal, bid mode."""
        return self.preset, self.notequal, self.bids

    def with_remembered(self, offered: "SetupForm", remembered: "SetupForm") -> "SetupForm":
        """This form opened with ``offered``'s rules, and the device's
        remembered rules (``remembered``) arrived since: they are taken,
        unless the player has chosen other rules in the meantime (the seats
        and names typed are kept either way)."""
        if self.rules != offered.rules:
            return self
        return replace(self, preset=remembered.preset, notequal=remembered.notequal, bids=remembered.bids)

    @classmethod
    def remembered(cls, preset: str | None, notequal: bool | None, bids: BidMode | None,
                   presets: "Collection[str]") -> "SetupForm":
        """A new form with the last game's rules pre-selected (those of a
        preset this app no longer has are forgotten: the default then)."""
        if preset is None or preset not in presets:
            return cls()
        return cls(preset=preset, notequal=notequal, bids=bids)


@dataclass(frozen=True, slots=True)
class SeatRow:
    seat: int
    name: str
    is_dealer: bool
    dealer_label: str  # "Deals first" on the dealer, "Deal first" on the others
    can_move_up: bool
    dealer_name: str = ""  # the dealer button read out with whose it is ("Ben: Deal first")


@dataclass(frozen=True, slots=True)
class SetupView:
    seats: tuple[SeatRow, ...]
    suggestions: tuple[str, ...]  # roster names not seated, matching what is typed
    can_pick_random_dealer: bool
    presets: tuple[tuple[str, str], ...]  # (id, name) for the preset menu
    preset_description: str
    notequal: bool  # the switch as shown: the choice, else the preset's default
    bid_modes: tuple[tuple[BidMode, str], ...]  # the segments: each mode and its short label
    bids: BidMode  # the segment as shown: the choice, else the preset's default
    bids_hint: str
    preview: str  # "20 rounds, cards per round: 1, 2, ..." ("" until it is known)
    cards: tuple[tuple[str, str, bool], ...]  # the special cards: (id, name, in the deck)
    problem: str  # the banner ("" for none)
    seats_full: bool  # every seat is taken: Add is off, and ``seat_note`` says why
    seat_note: str  # by the name field: why Add is off, or why the last name was refused ("" for none)
    start_refusal: str  # why the start button would refuse ("" when it starts)
    choice: RuleChoice  # what a start sends
    seat_refused: bool = False  # ``seat_note`` says a name was refused (in error colours), not a plain fact


def _suggestions(roster: list[str], seating: Seating, typed: str) -> tuple[str, ...]:
    seated = {name_key(p) for p in seating.players}
    found = [r for r in roster if name_key(r) not in seated]
    if typed:
        prefix = name_key(typed)
        found = [r for r in found if name_key(r).startswith(prefix)]
    return tuple(found[:MAX_SUGGESTIONS])


def _preset_text(description: str, bids: BidMode, notequal: bool, t: Translator) -> str:
    """The preset's words (its deal) and the bidding chosen now, as the
    round screen names it ("Hidden bids · notequal"): never "announced
    openly" with Hidden selected."""
    rules = t(f"mode.{bids.value}") + (" · " + t("mode.notequal") if notequal else "")
    return f"{description}\n{rules}"


def setup_view(form: SetupForm, registry: PresetRegistry, roster: list[str], t: Translator) -> SetupView:
    seating = form.seating
    count = len(seating.players)
    preset = registry.get(form.preset)
    try:
        custom = parse_schedule(form.schedule_text)
        rules_problem = ""
    except ValueError:
        custom, rules_problem = None, t("setup.schedule_bad")
    choice = RuleChoice(
        preset=form.preset,
        notequal=form.notequal,
        bids=form.bids,
        foresight=form.foresight or None,
        schedule=custom,
        special_cards=form.special_cards,
    )
    preview = ""
    if count >= MIN_PLAYERS and not rules_problem:
        try:
            rules = resolve_rules(choice, count, registry)
            preview = t.n("setup.preview", rules.rounds, rounds=rules.rounds,
                          cards=", ".join(t.number(c) for c in rules.schedule))
        except ScorekeeperError as exc:
            rules_problem = error_text(exc, t)
    if count < MIN_PLAYERS:
        start_refusal = t("setup.too_few", min=MIN_PLAYERS)
    else:
        start_refusal = rules_problem
    bids = form.bids or preset.bids
    in_deck = form.special_cards if form.special_cards is not None else preset.special_cards
    seats = tuple(
        SeatRow(
            seat=i,
            name=name,
            is_dealer=i == seating.dealer,
            dealer_label=(label := t("setup.deals_first") if i == seating.dealer else t("setup.make_dealer")),
            can_move_up=i > 0,
            dealer_name=choice_name(name, label, t),
        )
        for i, name in enumerate(seating.players)
    )
    return SetupView(
        seats=seats,
        suggestions=_suggestions(roster, seating, form.name),
        can_pick_random_dealer=count >= 2,
        presets=tuple((p.id, t.preset_name(p)) for p in registry),
        preset_description=_preset_text(t.preset_description(preset), bids,
                                        form.notequal if form.notequal is not None else preset.notequal, t),
        notequal=form.notequal if form.notequal is not None else preset.notequal,
        bid_modes=tuple((m, t(f"mode_short.{m.value}")) for m in BidMode),
        bids=bids,
        bids_hint=t(f"setup.bids_hint.{bids.value}"),
        preview=preview,
        cards=tuple((card, t(f"card.{card}.name"), card in in_deck) for card in SPECIAL_CARDS),
        # a rules problem shows only once there are enough players to start
        problem=form.problem or (rules_problem if count >= MIN_PLAYERS else ""),
        seats_full=count >= MAX_PLAYERS,
        seat_note=form.seat_problem or (t("setup.too_many", max=MAX_PLAYERS) if count >= MAX_PLAYERS else ""),
        start_refusal=start_refusal,
        choice=choice,
        # six seated is a table ready to play: said, not as an error
        seat_refused=bool(form.seat_problem),
    )
