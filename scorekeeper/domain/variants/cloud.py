"""The Cloud: whoever wins the trick it is in changes their bid by one, up
or down, at once (a bid of 0 can only go up); the round is scored against
the changed bid, and the sheet shows both.

Its mark in a round is a :class:`Cloud`; the record's and a correction's
``cloud`` is ``{"player": S, "change": 1 | -1}`` (a correction's False: no Cloud)."""

from __future__ import annotations

from dataclasses import dataclass, replace
from typing import TYPE_CHECKING, Any, Callable, Literal, Sequence

from pydantic import StrictInt

from ..actions import CloudChange, GameAction
from ..errors import SpecialCardError
from ..legality import check_plays, check_seat, require_play
from ..state import Phase, replace_current, with_mark
from .base import Choice, Line, Offer, Pick, Variant, Words, require_card

if TYPE_CHECKING:
    from ..sheet import SheetRound
    from ..state import GameState, RoundState


@dataclass(frozen=True, slots=True)
class Cloud:
    """The Cloud's trick was won by ``player``, who changed their bid by ``change`` (+1 or -1)."""

    player: int
    change: int


class CloudShift(GameAction):
    """``player`` won the Cloud's trick and changes their bid by ``change`` (+1 or -1)."""

    type: Literal["cloud"] = "cloud"
    player: StrictInt
    change: StrictInt


class CloudCard(Variant):
    id = "cloud"
    name = "the Cloud"
    actions = (CloudShift,)
    record_field = "cloud"
    record_type = CloudChange
    replay_stage = "scored"
    correct_field = "cloud"
    fix_kind = "seat"
    fix_icon = "cloud"
    csv_cell_columns = ("scored_bid",)
    csv_wide_columns = ("cloud",)
    late_score = True  # the Cloud's trick may be the last: entered after it, it changes the score

    def bid_change(self, rnd: "RoundState") -> tuple[int, int] | None:
        cloud = rnd.mark(self.id)
        return (cloud.player, cloud.change) if cloud is not None else None

    def reseated(self, mark: Any, moved: Callable[[int], int]) -> Any:
        return replace(mark, player=moved(mark.player))

    def seen(self, mark: Any, visible: bool) -> Any:
        return mark if visible else replace(mark, change=0)  # how a covered bid changed stays covered

    def changed_bid(self, bid: int, new: int, t: Words) -> str:
        return t("cards.cell_cloud", bid=bid, new=new)

    def sheet_value(self, mark: Any, names: Sequence[str]) -> Any:
        return (mark.player, mark.change)

    def step(self, state: "GameState", action: GameAction) -> "GameState":
        assert isinstance(action, CloudShift)
        rnd = state.current
        check_seat(state, action.player, "cloud")
        check_plays(state, rnd, action.player, "tricks")
        require_play(state, rnd)
        cloud = rnd.mark(self.id)
        if cloud is not None:
            raise SpecialCardError(
                f"round {rnd.number}: the Cloud was already played this round "
                f"({state.name(cloud.player)} changed their bid)",
                round=rnd.number, code="cloud.again", details={"name": state.name(cloud.player)},
            )
        new = with_mark(rnd, self.id, Cloud(action.player, action.change))
        self.check(state, new)
        return replace_current(state, new)

    def corrected(self, state: "GameState", rnd: "RoundState", value: Any) -> Any:
        if value is False:
            return None
        require_card(rnd, self)
        check_seat(state, value.player, "cloud")
        return Cloud(value.player, value.change)

    def fix_value(self, rnd: "RoundState") -> Any:
        cloud = rnd.mark(self.id)
        return (cloud.player, cloud.change) if cloud is not None else None  # (seat, +1/-1)

    def fix_next(self, value: Any, seat: int | None) -> Any:
        # a seat's button: none, then +1, then -1, then none again (one player
        # at most: giving it to one takes it from another)
        if seat is None:
            return value
        if value is None or value[0] != seat:
            return (seat, 1)
        return (seat, -1) if value[1] == 1 else None

    def fix_field(self, value: Any) -> Any:
        return CloudChange(player=value[0], change=value[1]) if value is not None else False

    def fix_words(self, value: Any, seat: int | None, name: str, t: Words) -> tuple[str, str]:
        change = value[1] if value is not None and value[0] == seat else None
        if change is None:
            return t("fix.cloud_none"), t("cards.cloud_off", name=name)
        return ("+1", t("cards.cloud_up", name=name)) if change > 0 else ("\u22121", t("cards.cloud_down", name=name))

    def check(self, state: "GameState", rnd: "RoundState") -> None:
        cloud = rnd.mark(self.id)
        if cloud is None:
            return
        who = state.name(cloud.player)
        if cloud.change not in (1, -1):
            raise SpecialCardError(
                f"round {rnd.number}: the Cloud changes {who}'s bid by one, +1 or -1, not {cloud.change:+d}",
                round=rnd.number, player=who, code="cloud.change", details={"change": f"{cloud.change:+d}"},
            )
        if rnd.tricks[cloud.player] < 1:
            raise SpecialCardError(
                f"round {rnd.number}: {who} has taken no trick, so cannot have won the Cloud's trick",
                round=rnd.number, player=who, code="cloud.no_trick",
            )
        bid = rnd.bids[cloud.player]
        if bid is not None and not 0 <= bid + cloud.change <= rnd.cards:
            raise SpecialCardError(
                f"round {rnd.number}: {who} bid {bid}; the Cloud cannot make it {bid + cloud.change} "
                f"(bids run from 0 to {rnd.cards})",
                round=rnd.number, player=who, code="cloud.range",
                details={"bid": bid, "new": bid + cloud.change, "cards": rnd.cards},
            )

    def legal(self, state: "GameState") -> tuple[GameAction, ...]:
        rnd = state.current
        if rnd.mark(self.id) is not None or rnd.phase not in (Phase.PLAYING, Phase.SCORED):
            return ()
        out: list[GameAction] = []
        for seat, (bid, took) in enumerate(zip(rnd.bids, rnd.tricks)):
            if took < 1 or bid is None:
                continue
            out += [CloudShift(player=seat, change=c) for c in (1, -1) if 0 <= bid + c <= rnd.cards]
        return tuple(out)

    # -- the record and the outputs ---------------------------------------------
    def to_record(self, mark: Any, scored: bool) -> Any:
        # a tally in progress is not recorded, nor a Cloud played in it (it needs the tricks)
        return CloudChange(player=mark.player, change=mark.change) if mark is not None and scored else None

    def record_problem(self, rnd: Any) -> str | None:
        if rnd.tricks is None:
            return "a Cloud needs the round's tricks (its player must have taken one)"
        return None

    def replay(self, value: Any, rnd: Any) -> GameAction:
        return CloudShift(player=value.player, change=value.change)

    def note(self, mark: Any, t: Words, names: Sequence[str], bids: Sequence[int | None] | None,
             final_bids: Sequence[int | None] | None, covered: bool) -> str | None:
        if bids is None or final_bids is None:
            return None  # this output shows the changed bid in its cell
        name, bid, new = names[mark.player], bids[mark.player], final_bids[mark.player]
        if bid is None or new is None:
            return t("cards.note.cloud_covered", name=name) if covered else None
        return t("cards.note.cloud", name=name, bid=bid, new=new)

    def controls(self, state: "GameState", t: Words) -> tuple[Offer, ...]:
        # whoever the engine lets change their bid: every player with a trick this
        # round (the Cloud's trick may be an earlier one than the latest); the
        # scorer taps after the fact
        rnd = state.current
        shifts = {(a.player, a.change) for a in self.legal(state) if isinstance(a, CloudShift)}
        seats = sorted({seat for seat, _ in shifts})
        if not seats:
            return ()
        if not rnd.bids_visible:
            # secret bids: who won the Cloud's trick is open, which way their bid
            # goes is not; it is picked behind the pass-the-phone cover, as the bid was
            return (Offer(self.id, "cloud", t("cards.cloud"), icon="cloud", choice=Choice(t("cards.cloud_who"), (Line(
                tuple(Pick(f"cloud-{seat}", state.name(seat), then=self._own(state, seat, shifts, t))
                      for seat in seats)),))),)
        lines = []
        for seat in seats:
            name = state.name(seat)
            picks = tuple(
                Pick(f"cloud-{seat}-{way}", t(words, name=name), sign, action=CloudShift(player=seat, change=change))
                for way, words, sign, change in (("up", "cards.cloud_up", "+1", 1), ("down", "cards.cloud_down", "\u22121", -1))
                if (seat, change) in shifts)
            lines.append(Line(picks, t("cards.cloud_for", name=name), f"cloud-{seat}"))
        return (Offer(self.id, "cloud", t("cards.cloud"), icon="cloud", choice=Choice(t("cards.cloud_hint"), tuple(lines))),)

    def _own(self, state: "GameState", seat: int, shifts: set[tuple[int, int]], t: Words) -> Choice:
        """The ways ``seat``'s secret bid may go, for their eyes only (behind the cover: their bid is said)."""
        name, bid = state.name(seat), state.current.bids[seat]
        picks = tuple(Pick(f"cloud-{seat}-{way}", t(words, name=name), action=CloudShift(player=seat, change=change))
                      for way, words, change in (("up", "cards.cloud_up", 1), ("down", "cards.cloud_down", -1))
                      if (seat, change) in shifts)
        return Choice(t("cards.cloud_own", name=name, bid=bid), (Line(picks),), cover=name,
                      ready=t("cards.cloud_ready", name=name))

    def own_actions(self, state: "GameState", seat: int) -> tuple[GameAction, ...]:
        # the Cloud's player changes their own bid on their phone (under secret
        # bids nobody else learns which way)
        return tuple(a for a in self.legal(state) if isinstance(a, CloudShift) and a.player == seat)

    def own_choice(self, actions: Sequence[GameAction], name: str, t: Words) -> Choice | None:
        shifts = [a for a in actions if isinstance(a, CloudShift)]
        return Choice(t("cards.cloud_hint"), (Line(tuple(
            Pick("cloud-up" if a.change > 0 else "cloud-down",
                 t("cards.cloud_up" if a.change > 0 else "cards.cloud_down", name=name), action=a)
            for a in shifts)),))

    def said(self, state: "GameState", rnd: "RoundState", t: Words) -> str:
        if not rnd.bids_visible:
            return ""  # secret bids stay covered until the round is scored
        seat = rnd.mark(self.id).player
        return t("cards.note.cloud", name=state.name(seat), bid=rnd.bids[seat], new=rnd.final_bids[seat])

    def announced(self, old: Any, state: "GameState", rnd: "RoundState", t: Words) -> str | None:
        if old is not None or rnd.mark(self.id) is None:
            return None  # said once, as it is played
        return self.said(state, rnd, t) or None

    def sheet_json(self, mark: Any, rnd: "SheetRound") -> dict[str, Any]:
        cell = rnd.cells[mark.player]
        return {"cloud": {"player": rnd.players[mark.player], "change": mark.change, "bid": cell.bid,
                          "scored_bid": cell.final_bid}}

    def csv_values(self, mark: Any, names: Sequence[str], seat: int | None, bids: Sequence[int | None],
                   final_bids: Sequence[int | None]) -> tuple[str, ...]:
        if mark is None:
            return ("",)
        final = final_bids[mark.player]
        if seat is not None:  # scored_bid: the bid the player is scored against, where the Cloud changed it
            return ("" if mark.player != seat or final is None else str(final),)
        return (f"{names[mark.player]} {bids[mark.player]}>{final}",)  # cloud: "Ben 2>3"
