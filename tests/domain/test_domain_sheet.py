"""The score sheet: the one model of the pad that the command line, the
exports and the sheet screen render."""

from __future__ import annotations

from scorekeeper.domain import Bid, SetTrump, SheetCell, score_sheet

from .helpers import play_round, start


def test_sheet_lists_every_round_of_the_schedule_by_players_in_seat_order():
    game = start(3, first_dealer=2, schedule=[1, 2, 3])
    game = game.apply(SetTrump(suit="blue"))
    game = play_round(game, [0, 1, 0], [0, 1, 0])
    game = game.apply(Bid(player=1, value=2))  # round 2: Ana deals, Ben bids first
    sheet = score_sheet(game.state)
    assert sheet.players == ("Ana", "Ben", "Cleo") and sheet.preset == "standard"
    first, second, third = sheet.rounds
    assert (first.number, first.cards, first.dealer, first.trump, first.dealt, first.scored) == (1, 1, "Cleo", "blue", True, True)
    assert first.cells == (SheetCell(0, False, 0, 20, 20), SheetCell(1, False, 1, 30, 30), SheetCell(0, False, 0, 20, 20))
    assert (second.dealer, second.trump, second.dealt, second.scored) == ("Ana", None, True, False)
    assert [c.bid for c in second.cells] == [None, 2, None] and all(c.total is None for c in second.cells)
    assert (third.dealer, third.dealt) == ("Ben", False) and third.cells == (SheetCell(None, False, None, None, None),) * 3
    assert sheet.dealt == (first, second)
    assert sheet.totals == (20, 30, 20) and sheet.rounds_scored == 1 and sheet.total_rounds == 3
    assert not sheet.complete and sheet.winners == ()
    assert [(s.place, s.name) for s in sheet.standings] == [(1, "Ben"), (2, "Ana"), (2, "Cleo")]
    assert (sheet.best.number, sheet.best.points, sheet.best.names) == (1, 30, ("Ben",))


def test_a_hidden_bid_is_covered_until_the_reveal_and_a_secret_one_until_the_score():
    hidden = start(3, bids="hidden", schedule=[2]).apply(Bid(player=1, value=1))
    cell = score_sheet(hidden.state).rounds[0].cells[1]
    assert cell.covered and cell.bid == 1 and cell.shown_bid is None
    secret = play_round(start(3, bids="secret", schedule=[1, 1]), [0, 1, 0], [0, 1, 0])
    scored = score_sheet(secret.state).rounds[0].cells[1]
    assert not scored.covered and scored.shown_bid == 1 and scored.exact


def test_sheet_names_the_winners_once_complete():
    game = play_round(start(3, schedule=[2]), [1, 1, 0], [1, 1, 0])
    sheet = score_sheet(game.state)
    assert sheet.complete and sheet.winners == ("Ana", "Ben")
    assert sheet.rounds[0].cells[2].total == 20 and sheet.totals == (30, 30, 20)
    assert [s.place for s in sheet.standings] == [1, 1, 3]
