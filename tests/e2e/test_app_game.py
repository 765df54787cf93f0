"""A game at the table, through the real app's UI, checked against the engine.

Every tap is mirrored in a local `scorekeeper.domain.Game` (tests/e2e/
scorekeeper_driver.py); after each one the screen must show the engine's round
number, every running total, and the phase's own nodes. One app process serves
the whole module; each test starts from a fresh session on the home screen.
"""

from __future__ import annotations

import os
import random

import pytest

from scorekeeper.domain import Correct, Phase, bid_choice

from .scorekeeper_driver import T, Driver, sheet_cell, total_text, tricks_left_text, undo_label

pytestmark = pytest.mark.e2e

PLAYERS = ["Ana", "Ben", "Cleo"]
SEED = int(os.environ.get("E2E_SEED", "20240611"))


def test_whole_notequal_game_keeps_every_total_and_round_number_in_step_with_the_engine(sk: Driver):
    rng = random.Random(SEED)
    sk.new_game(PLAYERS, notequal=True, schedule=(1, 2, 3))
    assert sk.state.current.rules.notequal and sk.state.total_rounds == 3
    assert sk.app.text("round-dealer") == T("round.dealer", dealer="Ana", first="Ben")  # the first player added deals

    sk.set_trump(rng.choice(["red", "yellow", "green", "blue", "none"]))
    for number in (1, 2, 3):
        assert sk.state.current.number == number
        # bids: a random legal value each; the pad is compared with the engine
        # before every bid (the dealer's forbidden value is the disabled one)
        sk.bid_round(rng)
        if number < 3:
            sk.play_tricks(rng)  # the live tally, one random winner per trick
        else:
            # the last round through direct entry: a random split of the tricks
            cards = sk.state.current.cards
            cuts = sorted(rng.randint(0, cards) for _ in range(len(PLAYERS) - 1))
            split = tuple(b - a for a, b in zip([0, *cuts], [*cuts, cards]))
            sk.play_tricks(rng, count=1)  # one trick live first: entry starts from the tally
            sk.enter_tricks(split)
        assert sk.state.current.phase is Phase.SCORED
        # after each round: every total and the round number, from the engine
        for seat in range(len(PLAYERS)):
            assert sk.app.text(f"total-{seat}") == total_text(sk.state, seat)
        if number < 3:
            sk.next_round()

    assert sk.state.complete
    sk.app.wait_text("round-number", "Final (round 3)", exact=True)
    winners = [sk.state.name(s) for s in sk.state.winners]
    assert all(name in sk.app.text("winners") for name in winners)
    assert not sk.app.exists("next-round")
    # the finished game is on the sheet with every round's cells
    sk.app.tap("show-sheet")
    sk.sheet = True
    sk.expect_state()


def test_dealers_forbidden_bid_is_disabled_explained_and_does_nothing(sk: Driver):
    sk.new_game(PLAYERS, notequal=True, schedule=(3, 2))
    # Ben and Cleo bid 1 each: Ana (dealer) may not bid 1 (1 + 1 + 1 = 3 cards)
    assert not sk.app.exists("bid-hint")  # nothing forbidden for the first bidder
    sk.bid(1)
    sk.bid(1)
    assert sk.state.current.to_bid == 0
    choice = bid_choice(sk.state)
    assert choice is not None and list(choice.forbidden) == [1]
    assert sk.bid_pad() == {0: False, 1: True, 2: False, 3: False}
    assert sk.app.is_disabled("bid-1") and not sk.app.is_disabled("bid-0")
    assert sk.app.text("bid-hint") == T("bid.forbidden", value=1, reason=choice.forbidden[1])
    assert "bids would add up to 3" in choice.forbidden[1]
    last = sk.table.game.undo_action.player
    assert sk.app.text("undo") == undo_label("bid", name=PLAYERS[last])

    sk.app.tap("bid-1")  # lands on the disabled button: no event reaches the app
    sk.round_trip("after a tap on the disabled bid")  # still Ana's bid, no error banner
    assert sk.app.text("bid-turn") == T("bid.turn", name="Ana")

    sk.bid(2)  # the legal bid goes through: 1 + 1 + 2 = 4 for 3 cards
    assert sk.app.text("bid-balance") == T.n("balance.over", 3, bids=4, cards=3, n=1)
    assert not sk.app.exists("bid-hint")


def test_correcting_round_one_on_the_sheet_rescores_every_later_total(sk: Driver):
    rng = random.Random(SEED + 3)
    sk.new_game(PLAYERS, notequal=True, schedule=(1, 2, 3))
    sk.play_round(rng)  # round 1, closed
    sk.play_round(rng)  # round 2, closed: round 3 is bidding now
    before = sk.state.totals

    sk.toggle_sheet()
    r1 = sk.state.rounds[0]
    winner = r1.tricks.index(1)
    other = (winner + 1) % 3

    # a cancelled correction changes nothing, and the dialog forgets its draft
    sk.app.tap("sheet-round-1")
    sk.app.wait_for("fix-save")
    sk.app.tap(f"fix-tricks-{other}-plus")
    sk.app.wait_for("fix-problem")
    sk.app.tap("fix-cancel")
    sk.app.wait_gone("fix-save")
    sk.expect_state(what="fix-cancel")

    sk.app.tap("sheet-round-1")
    sk.app.wait_for("fix-save")
    bids, tricks = list(r1.bids), list(r1.tricks)
    for seat in range(3):
        assert sk.app.text(f"fix-bid-{seat}") == str(bids[seat])
        assert sk.app.text(f"fix-tricks-{seat}") == str(tricks[seat])

    def bump(kind: str, seat: int, delta: int) -> None:
        values = bids if kind == "bid" else tricks
        sk.app.tap(f"fix-{kind}-{seat}-{'plus' if delta > 0 else 'minus'}")
        values[seat] = max(0, min(r1.cards, values[seat] + delta))
        sk.app.wait_text(f"fix-{kind}-{seat}", str(values[seat]), exact=True)
        problem = sk.table.would_refuse(Correct(round=1, bids=tuple(bids), tricks=tuple(tricks)), say="fix")
        if problem:  # the dialog says what the engine says, as a player's sentence, and Save is off
            sk.app.wait_text("fix-problem", problem, exact=True)
            assert sk.app.is_disabled("fix-save")
        else:
            sk.app.wait_gone("fix-problem")
            assert not sk.app.is_disabled("fix-save")

    # the trick goes to another player: first taken away (1 card, 0 tricks: a problem) ...
    bump("tricks", winner, -1)
    assert sk.app.exists("fix-problem")
    bump("tricks", other, +1)
    # ... and the dealer's bid flips; if that makes the bids add up to the one
    # card, the dialog refuses it under notequal and the bid flips back
    dealer = r1.dealer
    bump("bid", dealer, +1 if bids[dealer] == 0 else -1)
    if sk.app.exists("fix-problem"):
        assert sk.app.text("fix-problem") == T("fix.correct.notequal", cards=1, player=sk.state.name(dealer))
        bump("bid", dealer, +1 if bids[dealer] == 0 else -1)
    assert not sk.app.exists("fix-problem")
    correction = Correct(round=1, bids=tuple(bids), tricks=tuple(tricks))
    assert sk.table.would_refuse(correction) is None

    sk.app.tap("fix-save")
    sk.app.wait_gone("fix-save")
    sk.table.apply(correction)
    sk.log.append(f"correct round 1 {bids} {tricks}")
    sk.expect_state(what="fix-save")  # totals + every sheet row, from the engine

    after = sk.state.totals
    assert after != before
    assert [sk.app.text(f"total-{s}") for s in range(3)] == [total_text(sk.state, s) for s in range(3)]
    for seat in range(3):
        assert sheet_cell(sk.state, 2, seat) in sk.app.text("sheet-round-2")  # the later round follows
    assert sk.app.text("undo") == undo_label("correct")

    # the game goes on from the corrected totals
    sk.toggle_sheet()
    sk.play_round(rng)
    assert sk.state.complete


def test_undo_and_redo_take_back_and_restore_a_trick_and_a_bid(sk: Driver):
    rng = random.Random(SEED + 4)
    sk.new_game(PLAYERS, schedule=(2, 1))
    sk.bid_round(rng)
    sk.trick(1)
    assert sk.app.text("undo") == undo_label("trick", name="Ben")
    tally = sk.state

    sk.undo()  # the trick
    assert sk.app.text("tricks-left") == tricks_left_text(2, 2)
    assert sk.app.text("redo") == undo_label("trick", redo=True, name="Ben")
    sk.undo()  # Ana's (the dealer's) bid
    assert sk.app.text("bid-turn") == T("bid.turn", name="Ana")
    before = sk.table.game.undo_action.player  # the bid before Ana's
    assert sk.app.text("undo") == undo_label("bid", name=PLAYERS[before])
    assert sk.app.text("redo") == undo_label("bid", redo=True, name="Ana")

    sk.redo()  # the bid again: play resumes
    sk.redo()  # the trick again
    assert sk.state == tally
    assert sk.app.text("tricks-left") == tricks_left_text(1, 2)
    assert sk.app.is_disabled("redo")

    # the last trick scores the round; undo takes the points back, redo restores them
    sk.trick(2)
    scored = sk.state.totals
    assert any(scored)
    sk.undo()
    assert sk.state.totals == (0, 0, 0)
    assert sk.app.text("total-2") == total_text(sk.state, 2)
    sk.redo()
    assert sk.state.totals == scored

    # the same from the score sheet: the round's row stops and starts being
    # correctable, and keeps its handle (sheet-round-1) through both changes
    sk.toggle_sheet()
    # (the row's own name; its cells read out what they hold, player by player)
    fix_label = T("sheet.round_label", n=1)

    def row_name() -> str:
        return sk.app.locator("sheet-round-1").first.get_attribute("aria-label") or ""

    assert row_name() == fix_label
    sk.undo()
    assert row_name() != fix_label
    sk.redo()
    assert row_name() == fix_label
    sk.app.tap("sheet-round-1")
    sk.app.wait_for("fix-cancel")
    sk.app.tap("fix-cancel")
    sk.app.wait_gone("fix-cancel")
    sk.toggle_sheet()

    # a new action after an undo drops what could have been redone
    sk.undo()
    sk.undo()
    sk.trick(0)
    assert sk.app.is_disabled("redo")
    sk.trick(0)
    assert sk.state.current.phase is Phase.SCORED
