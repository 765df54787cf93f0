"""The Cloud: whoever wins the trick it is in changes their bid by one, up
or down, at once (a bid of 0 can only go up); the round is scored against
the changed bid, and the sheet shows both."""

from __future__ import annotations

from dataclasses import replace
from typing import TYPE_CHECKING

from ..actions import CloudShift, GameAction
from ..errors import SpecialCardError
from ..legality import check_seat, require_play
from ..state import Cloud, Phase, replace_current
from .base import Variant

if TYPE_CHECKING:
    from ..state import GameState, RoundState


class CloudCard(Variant):
    id = "cloud"
    actions = (CloudShift,)

    def bid_change(self, rnd: "RoundState") -> tuple[int, int] | None:
        return (rnd.cloud.player, rnd.cloud.change) if rnd.cloud is not None else None

    def step(self, state: "GameState", action: GameAction) -> "GameState":
        assert isinstance(action, CloudShift)
        rnd = state.current
        check_seat(state, action.player, "cloud")
        require_play(state, rnd)
        if rnd.cloud is not None:
            raise SpecialCardError(
                f"round {rnd.number}: the Cloud was already played this round "
                f"({state.name(rnd.cloud.player)} changed their bid)",
                round=rnd.number, code="cloud.again", details={"name": state.name(rnd.cloud.player)},
            )
        new = replace(rnd, cloud=Cloud(action.player, action.change))
        self.check(state, new)
        return replace_current(state, new)

    def check(self, state: "GameState", rnd: "RoundState") -> None:
        cloud = rnd.cloud
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
        if rnd.cloud is not None or rnd.phase not in (Phase.PLAYING, Phase.SCORED):
            return ()
        out: list[GameAction] = []
        for seat, (bid, took) in enumerate(zip(rnd.bids, rnd.tricks)):
            if took < 1 or bid is None:
                continue
            out += [CloudShift(player=seat, change=c) for c in (1, -1) if 0 <= bid + c <= rnd.cards]
        return tuple(out)
