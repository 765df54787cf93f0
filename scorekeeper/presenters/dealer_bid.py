"""The secret dealer's own screen under notequal: pick, confirm, hand back.

Secret bids under notequal: the dealer bids last, and a bid that makes the
bids add up must be changed. Were the app to enter that bid and then ask
again behind a second cover ("Pass the phone to Ana", shown to Ana who
holds it), anyone watching would learn that the secret bids added up. So
the dealer's turn looks the same to the table whatever the sum
(WIZARD-RULES.md, secret + notequal): a tap on the pad only picks a value,
the dealer confirms it on their own screen (the same screen either way),
and only then is it entered. When it would make the bids add up, the
confirm sends the dealer back to the pad right there, that value greyed
and why; nothing is entered, so nothing changes for the table, the
announcements or the phones.

The view keeps a :class:`DealerPick` (what this screen's dealer did so far)
and hands it to :func:`~.round.round_view`, which asks here.
"""

from __future__ import annotations

from dataclasses import dataclass

from ..domain import BidMode, GameState, Phase, secret_dealer_clash
from ..i18n import Translator

CoverKey = tuple[int, "int | None", int, bool]


@dataclass(frozen=True, slots=True)
class DealerPick:
    """What the dealer did on this screen: kept by the view, void once the
    cover it was made under is gone (another round, bidder, undo)."""

    key: tuple[int, int | None, int, bool]  # the round view's cover_key when it was made
    value: int | None = None  # picked on the pad, to be confirmed
    refused: int | None = None  # confirmed, but with it the bids add up: the dealer picks another


@dataclass(frozen=True, slots=True)
class BidConfirm:
    """The confirm step: the same screen whether the bid adds up or not."""

    value: int
    title: str  # "Ana, your bid: 2"
    hint: str  # only the dealer sees it; confirm, then hand the phone back
    confirm_label: str  # "Confirm my bid"
    change_label: str  # "Change my bid"
    clashes: bool  # the confirm sends the dealer back to the pad (never drawn: the screen is the same)


def dealer_picks(state: GameState, bidder: int | None) -> bool:
    """Does a tap on ``bidder``'s pad only pick a value to confirm? (the
    dealer's pad under secret bids and notequal)"""
    rnd = state.current
    rules = rnd.rules
    return (bidder is not None and bidder == rnd.dealer and rules.bids is BidMode.SECRET and rules.notequal
            and rnd.phase in (Phase.BIDDING, Phase.REBID))


def current_pick(state: GameState, bidder: int | None, pick: DealerPick | None, key: tuple[object, ...]) -> DealerPick | None:
    """``pick`` if it still holds: the dealer's pad, under the same cover."""
    if pick is None or pick.key != key or not dealer_picks(state, bidder):
        return None
    return pick


def bid_confirm(state: GameState, pick: DealerPick | None, t: Translator) -> BidConfirm | None:
    """The confirm step for the value the dealer picked (None: the pad)."""
    if pick is None or pick.value is None:
        return None
    rnd = state.current
    name, value = state.name(rnd.dealer), pick.value
    return BidConfirm(
        value=value,
        title=t("bid.confirm_title", name=name, value=value),
        hint=t("bid.confirm_hint"),
        confirm_label=t("bid.confirm"),
        change_label=t("bid.change"),
        clashes=secret_dealer_clash(rnd, rnd.dealer, value),
    )
