"""The score sheet as plain data (what `sheet --format json` prints)."""

from __future__ import annotations

import json

from scorekeeper.domain import Bid, SetTrump, sheet_data

from .helpers import play_round, start


def test_sheet_lists_rounds_by_players_in_seat_order():
    game = start(3, first_dealer=2, schedule=[1, 2])
    game = game.apply(SetTrump(suit="blue"))
    game = play_round(game, [0, 1, 0], [0, 1, 0])
    game = game.apply(Bid(player=1, value=2))  # round 2: Ana deals, Ben bids first
    data = sheet_data(game.state)
    assert json.loads(json.dumps(data)) == data
    assert data["players"] == ["Ana", "Ben", "Cleo"]
    assert data["rounds"] == [
        {"number": 1, "cards": 1, "dealer": "Cleo", "trump": "blue", "bids": [0, 1, 0], "tricks": [0, 1, 0],
         "points": [20, 30, 20], "totals": [20, 30, 20]},
        {"number": 2, "cards": 2, "dealer": "Ana", "trump": None, "bids": [None, 2, None], "tricks": None,
         "points": None, "totals": None},
    ]
    assert data["totals"] == [20, 30, 20]
    assert data["complete"] is False and data["winners"] == []


def test_sheet_names_the_winners_once_complete():
    game = start(3, schedule=[2])
    game = play_round(game, [1, 1, 0], [1, 1, 0])
    data = sheet_data(game.state)
    assert data["complete"] is True and data["winners"] == ["Ana", "Ben"]
    assert data["rounds"][0]["totals"] == data["totals"] == [30, 30, 20]
