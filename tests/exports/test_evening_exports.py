"""The exports of an evening as it really goes (issue 30): a player out of a
round is shown as out (a dash), never 0; an adjustment is beside its round
with its reason; a game the table ended early lists only the rounds played
and says it ended early. In every export: the CSV, the PDF pad, the JSON
record and the text for the group chat."""

from __future__ import annotations

import json

from scorekeeper.domain import Adjust, Bid, EndGame, EnterTricks, Game, RuleChoice, Start, game_from_record
from scorekeeper.domain.changes import join, leave
from scorekeeper.exports import ExportFormat, export_game, summary_text

from .helpers import PLAYED, REGISTRY, csv_rows, pdf_pages, pdf_text, play, squeezed

FORMAT = "wizard-scorekeeper/game@1"
# Round 1: Dan deals, all play (20, 30, 20, 20). Round 2: Ana is out; Ben 30, Cleo 20 and -10 for a
# revoke, Dan 30. Round 3 of a plan of 4 rounds: Ben -10, Cleo 30, Dan -10; the table stops there.
EVENING = {
    "format": FORMAT, "players": ["Ana", "Ben", "Cleo", "Dan"], "first_dealer": 3,
    "rules": {"preset": "standard", "schedule": [1, 2, 3, 4]},
    "rounds": [
        {"trump": "red", "bids": [0, 1, 0, 0], "tricks": [0, 1, 0, 0]},
        {"out": [0], "trump": "blue", "bids": [None, 1, 0, 1], "tricks": [None, 1, 0, 1],
         "adjust": [{"player": 2, "points": -10, "reason": "revoke"}]},
        {"out": [0], "plan": [3, 5], "trump": "none", "bids": [None, 1, 1, 1], "tricks": [None, 2, 1, 0]},
    ],
    "ended_early": True,
}


def evening() -> Game:
    return game_from_record(EVENING, REGISTRY)


def export(game: Game, fmt: ExportFormat, language: str = "en") -> bytes:
    return export_game(game.state, fmt, played=PLAYED, registry=REGISTRY, language=language).data


def test_the_csv_shows_a_seat_out_as_a_dash_keeps_its_total_and_lists_only_the_rounds_played():
    rows = csv_rows(export(evening(), ExportFormat.CSV))
    assert rows[0] == ["round", "cards", "dealer", "trump", "player", "bid", "tricks", "points", "total",
                       "adjustment", "reason"]
    ana = [r for r in rows[1:] if r[4] == "Ana" and r[0] not in ("final", "ended early")]
    assert [r[5:9] for r in ana] == [["0", "0", "20", "20"], ["-", "-", "-", "20"], ["-", "-", "-", "20"]]
    assert {r[0] for r in rows[1:]} == {"1", "2", "3", "final", "ended early"}  # round 4 was never played


def test_the_csv_puts_an_adjustment_beside_its_round_and_says_the_game_ended_early():
    rows = csv_rows(export(evening(), ExportFormat.CSV))
    adjusted = [r for r in rows[1:] if r[9]]
    assert [(r[0], r[4], r[7], r[8], r[9], r[10]) for r in adjusted] == [("2", "Cleo", "20", "30", "-10", "revoke")]
    final = [r for r in rows if r[0] == "final"]
    assert [(r[4], r[8]) for r in final] == [("Ana", "20"), ("Ben", "50"), ("Cleo", "60"), ("Dan", "40")]
    assert rows[-1][0] == "ended early" and set(rows[-1][1:]) == {""}


def test_a_game_without_adjustments_or_an_early_end_keeps_the_csv_it_always_had():
    rows = csv_rows(export(play(("Ana", "Ben", "Cleo"), RuleChoice(schedule=(1, 2))), ExportFormat.CSV))
    assert len(rows[0]) == 9 and rows[-1][0] == "final"


def test_a_reason_a_spreadsheet_would_run_as_a_formula_gets_an_apostrophe():
    game = evening().apply(Adjust(player=1, points=5, reason="=1+1", round=3))
    rows = csv_rows(export(game, ExportFormat.CSV))
    assert ["3", "Ben", "5", "'=1+1"] in [[r[0], r[4], r[9], r[10]] for r in rows]


def test_the_csv_is_in_the_export_s_language():
    rows = csv_rows(export(evening(), ExportFormat.CSV, "de"))
    assert rows[0][-2:] == ["Zu-/Abzug", "Grund"] and rows[-1][0] == "vorzeitig beendet"


def test_the_text_for_the_chat_says_the_early_end_who_left_and_each_adjustment_with_its_round_and_reason():
    lines = summary_text(evening().state, played=PLAYED).splitlines()
    assert lines[0] == "Wizard, 30 Nov 2026: Cleo wins with 60 points."
    assert lines[1] == "Ended early after round 3 of 4."
    assert lines[2:6] == ["1. Cleo: 60", "2. Ben: 50", "3. Dan: 40", "4. Ana: 20 (left after round 1)"]
    assert "Round 2 adjusted: Cleo -10 (revoke)" in lines


def test_the_text_for_the_chat_in_serbian():
    text = summary_text(evening().state, played=PLAYED, language="sr")
    assert "Завршена пре времена, после 3. рунде од 4." in text
    assert "2. рунда, измене поена: Cleo -10 (revoke)" in text


def test_the_pdf_pad_shows_a_dash_for_a_seat_out_the_adjustment_and_the_early_end_on_one_page():
    data = export(evening(), ExportFormat.PDF)
    assert len(pdf_pages(data)) == 1
    text = pdf_text(data)
    rows = {line.split()[0]: line for line in text.splitlines() if line[:2] in ("1 ", "2 ", "3 ", "4 ")}
    assert rows["2"].startswith("2 2 Ben") and "\u2013 \u2013 \u2013 20" in rows["2"]  # Ana: out, total kept
    assert "30*" in rows["2"]  # Cleo's total, adjusted in that round
    assert "4" not in rows  # the planned round 4 was never played: not on the pad
    flat = squeezed(text)
    assert squeezed("Round 2 adjusted: Cleo -10 (revoke)") in flat
    assert squeezed("Round 2: Ana left · Round 3: the plan from here: 3, 5 cards") in flat
    assert squeezed("Winner: Cleo with 60 points · Ended early after round 3 of 4.") in flat
    assert squeezed("\u2013 : not playing this round.") in flat


def test_the_json_record_keeps_out_plan_adjust_and_the_early_end():
    record = json.loads(export(evening(), ExportFormat.JSON))
    assert record["ended_early"] is True
    assert record["rounds"][1]["out"] == [0] and record["rounds"][2]["plan"] == [3, 5]
    assert record["rounds"][1]["adjust"] == [{"player": 2, "points": -10, "reason": "revoke"}]
    assert game_from_record(record, REGISTRY).state.totals == evening().state.totals


def test_a_game_played_at_the_table_with_a_leave_a_join_an_adjustment_and_an_early_end():
    game = Game.start(Start(players=("Ana", "Ben", "Cleo", "Dan"), first_dealer=0,
                            rules=RuleChoice(schedule=(1, 2, 3, 4, 5))), REGISTRY)

    def play_round(game: Game, took: int) -> Game:
        rnd = game.state.current
        for seat in rnd.bidding_order:
            game = game.apply(Bid(player=seat, value=0))
        tricks = [0] * len(game.state.players)
        tricks[took] = rnd.cards
        return game.apply(EnterTricks(tricks=tuple(tricks)))

    from scorekeeper.domain import CloseRound

    game = play_round(game, 0).apply(CloseRound())
    game = game.apply(leave(1)).apply(join("Eva", 2))  # Ben leaves; Eva sits between Ben and Cleo
    game = play_round(game, 3).apply(Adjust(player=2, points=15, reason="house bonus")).apply(EndGame())
    rows = csv_rows(export(game, ExportFormat.CSV))
    assert [r[4] for r in rows[1:6]] == ["Ana", "Ben", "Eva", "Cleo", "Dan"]
    round_1, round_2 = rows[1:6], rows[6:11]
    assert round_1[2][5:9] == ["-", "-", "-", "0"]  # Eva was not at the table yet
    assert round_2[1][5:9] == ["-", "-", "-", "20"]  # Ben left: out, his total kept
    assert round_2[2][9:11] == ["15", "house bonus"]
    assert rows[-1][0] == "ended early"
    text = summary_text(game.state)
    assert "Ended early after round 2 of 5." in text and "Round 2 adjusted: Eva +15 (house bonus)" in text
