"""The sheet of an evening (issue 30) rendered without a browser: a seat
out of a round is read out as such, and the correction of that round has
no field for it (the end-to-end test drives the real app)."""

from __future__ import annotations

from scorekeeper.domain import Bid, CloseRound, RuleChoice, TrickWon
from scorekeeper.domain.changes import leave
from scorekeeper.ui.sheet.correction_dialog import CorrectionDialog
from scorekeeper.ui.sheet.sheet import Sheet


def test_the_correction_of_a_round_offers_no_field_for_a_seat_out_and_saves_it_out(render, store):
    assert store.play.start_game(["Ana", "Ben", "Cleo", "Dan"], 0, RuleChoice(schedule=(1, 1, 1)))
    for action in (Bid(player=1, value=0), Bid(player=2, value=0), Bid(player=3, value=0), Bid(player=0, value=1),
                   TrickWon(player=0), CloseRound(), leave(1),
                   Bid(player=3, value=0), Bid(player=0, value=1), Bid(player=2, value=0), TrickWon(player=0)):  # Cleo deals
        assert store.play.act(action), store.nav.message
    sheet = render(Sheet, store.play.game(), True, store.t, store)
    assert sheet.find("sheet-cell-2-1").label == "Round 2, Ben: sat out"
    assert sheet.tap("sheet-round-2").find("fix-save") is not None  # a tap on the round opens its correction
    closed = []
    fixing = render(CorrectionDialog, store.play.game(), 2, lambda: closed.append(True), store.t, store)  # its state
    assert fixing.find("fix-bid-0") is not None and fixing.find("fix-tricks-2") is not None
    assert fixing.find("fix-bid-1") is None and fixing.find("fix-tricks-1-plus") is None  # Ben sat it out
    fixing.tap("fix-bid-2-plus").tap("fix-tricks-2-plus").tap("fix-tricks-0-minus").tap("fix-save")
    assert closed, store.nav.message
    rnd = store.play.game().state.rounds[1]
    assert rnd.out == (1,) and rnd.bids == (1, None, 1, 0) and rnd.tricks == (0, 0, 1, 0)
