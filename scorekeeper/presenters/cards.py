"""What the round screen offers for the special cards in the deck, decided
from what the engine allows now (``card_actions``, the cards' part of ``legal_actions``): "Bomb played" (one tap,
then the tally needs one trick fewer), "Cloud: Ben +1 / −1" for every player
who has won a trick this round (the scorer taps after the fact: the Cloud's
trick may be any of them; the engine's ``legal`` decides who), "Werewolf: trump chosen by …". Nothing at all for a
game without them."""

from __future__ import annotations

from dataclasses import dataclass

from ..domain import TRUMPS, BombPlayed, CloudShift, Game, GameAction, Phase, WerewolfTrump, card_actions
from ..i18n import Translator


@dataclass(frozen=True, slots=True)
class CardOffer:
    """A variant's control on the round screen: a button's words and the action its tap applies."""

    variant: str
    label: str
    action: GameAction


@dataclass(frozen=True, slots=True)
class CloudOffer:
    seat: int
    up: str  # "Cloud: Ben +1", the +1 button's name ("" when the bid cannot go up)
    down: str  # "Cloud: Ben −1" ("" when it cannot go down: a bid of 0)
    title: str = ""  # "Cloud: Ben", beside the buttons


@dataclass(frozen=True, slots=True)
class CardsView:
    """Value-equal, so the panel redraws only when what it offers changes."""

    bomb: str = ""  # the "Bomb played" button ("" when not offered)
    bomb_done: str = ""  # said once the Bomb is played
    clouds: tuple[CloudOffer, ...] = ()
    cloud_hint: str = ""
    cloud_done: str = ""  # the Cloud's bid before and after
    werewolf: str = ""  # the "Werewolf: trump chosen by …" button ("" when not offered)
    werewolf_done: str = ""  # "Werewolf: trump chosen by Ben"
    werewolf_seats: tuple[tuple[int, str], ...] = ()
    trumps: tuple[tuple[str, str], ...] = ()  # (suit, its name) to name
    last_round: str = ""  # a trump card is turned even in the last round
    offers: tuple[CardOffer, ...] = ()  # any other variant's controls (``Variant.offers``), to tap in play

    @property
    def empty(self) -> bool:
        return not (self.bomb or self.bomb_done or self.clouds or self.cloud_done or self.werewolf
                    or self.werewolf_done or self.last_round or self.offers)

    @property
    def playable(self) -> bool:
        """Is a card to be tapped in play ("Bomb played", the Cloud)? Those
        stay in view under the tally (whatever its length), beside its next action."""
        return bool(self.bomb or self.clouds or self.offers)

    @property
    def noted(self) -> bool:
        """Is there more than the cards to tap in play: the Werewolf, or what the cards did?"""
        return bool(self.bomb_done or self.cloud_done or self.werewolf or self.werewolf_done or self.last_round)


def cards_view(game: Game, t: Translator) -> CardsView:
    state = game.state
    rnd = state.current
    if not rnd.variants:
        return CardsView()
    allowed = card_actions(state)  # the cards' part of legal_actions (the bids and tricks are not this panel's)
    offered = {type(a) for a in allowed}
    clouds = []
    shifts = {(a.player, a.change) for a in allowed if isinstance(a, CloudShift)}
    # whoever the engine lets change their bid: every player with a trick this
    # round (the Cloud's trick may be an earlier one than the latest)
    seats = sorted({seat for seat, _ in shifts})
    covered = not rnd.bids_visible  # secret bids: offering only one way would tell the bid (0 only goes up)
    for seat in seats:
        name = state.name(seat)
        up = t("cards.cloud_up", name=name) if (seat, 1) in shifts or (covered and shifts) else ""
        down = t("cards.cloud_down", name=name) if (seat, -1) in shifts or (covered and shifts) else ""
        if up or down:
            clouds.append(CloudOffer(seat, up, down, t("cards.cloud_for", name=name)))
    cloud_done = ""
    if rnd.cloud is not None:
        seat = rnd.cloud.player
        cloud_done = t("cards.note.cloud", name=state.name(seat), bid=rnd.bids[seat], new=rnd.final_bids[seat])
        if not rnd.bids_visible:
            cloud_done = ""  # secret bids stay covered until the round is scored
    werewolf = WerewolfTrump in offered and rnd.phase in (Phase.BIDDING, Phase.REVEAL) and not any(
        b is not None for b in rnd.bids)
    return CardsView(
        bomb=t("cards.bomb") if BombPlayed() in allowed else "",
        bomb_done=t("cards.bomb_done", n=rnd.tricks_to_win) if rnd.bomb else "",
        clouds=tuple(clouds),
        cloud_hint=t("cards.cloud_hint") if clouds else "",
        cloud_done=cloud_done,
        werewolf=t("cards.werewolf") if werewolf else "",
        werewolf_done=t("cards.note.werewolf", name=state.name(rnd.werewolf)) if rnd.werewolf is not None else "",
        werewolf_seats=tuple(enumerate(state.players)) if werewolf else (),
        trumps=tuple((suit, t(f"trump.{suit}")) for suit in TRUMPS) if werewolf else (),
        last_round=t("cards.last_round_trump")
        if rnd.number == state.total_rounds and rnd.cards * rnd.players >= 60 else "",
        offers=tuple(CardOffer(v.id, label, action) for v in rnd.variants for label, action in v.offers(state, t)),
    )
