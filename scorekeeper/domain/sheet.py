"""The score sheet as plain data (the ``scorekeeper sheet --format json`` form)."""

from __future__ import annotations

from typing import Any

from .game import GameState


def sheet_data(state: GameState) -> dict[str, Any]:
    """Rounds x players, lists in seat order; points/totals are None for a
    round not scored yet; winners stay empty until the game is complete."""
    totals_after = state.running_totals()
    rounds = []
    for rnd, totals in zip(state.rounds, totals_after):
        rounds.append(
            {
                "number": rnd.number,
                "cards": rnd.cards,
                "dealer": state.name(rnd.dealer),
                "trump": rnd.trump,
                "bids": list(rnd.bids),
                "tricks": list(rnd.tricks) if rnd.scored else None,
                "points": list(rnd.points) if rnd.points is not None else None,
                "totals": list(totals) if totals is not None else None,
            }
        )
    return {
        "players": list(state.players),
        "preset": state.rules.preset.id,
        "rounds": rounds,
        "totals": list(state.totals),
        "complete": state.complete,
        "winners": [state.name(s) for s in state.winners],
    }
