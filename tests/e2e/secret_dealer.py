"""The driver's taps for a secret dealer under notequal: a tap on the pad
picks a bid, the confirm step enters it (scorekeeper/presenters/dealer_bid.py)."""

from __future__ import annotations

from scorekeeper.domain import Bid, secret_dealer_clash

from .table import cover_of, refused_by


class SecretDealerTaps:
    """Mixed into :class:`~.scorekeeper_driver.Driver` (its state, taps and checks)."""

    def dealer_bid(self, seat: int, value: int) -> int:
        """The dealer picks ``value`` and confirms it on their own screen:
        entered unless it makes the bids add up, when the pad comes back
        right there (no cover) with that value greyed."""
        key, name = cover_of(self.state, self.phones), self.state.name(seat)  # type: ignore[attr-defined]
        refused = refused_by(self.pick, self.state, self.phones)  # type: ignore[attr-defined]
        assert value != refused, f"{value} was refused already"
        self.pick_tap(f"bid-{value}", (key, value, refused), f"pick {name} {value}")
        if not secret_dealer_clash(self.state.current, seat, value):  # type: ignore[attr-defined]
            self._do("bid-confirm", Bid(player=seat, value=value), f"bid {name} {value} (confirmed)")  # type: ignore[attr-defined]
        else:
            self.pick_tap("bid-confirm", (key, None, value), f"confirm {name} {value}: they add up, asked again")
        return value

    def pick_tap(self, tap: str, pick: tuple[tuple, int | None, int | None], note: str) -> None:
        """A tap that changes this screen only (the dealer's pick, the confirm step)."""
        self.settle(tap)  # type: ignore[attr-defined]
        self.app.tap(tap)  # type: ignore[attr-defined]
        self.pick = pick
        self.log.append(note)  # type: ignore[attr-defined]
        self.expect_state()  # type: ignore[attr-defined]
        self.seen(tap)  # type: ignore[attr-defined]
