"""The text summary for a messenger, the JSON record, and the file names."""

from __future__ import annotations

import json

import pytest

from scorekeeper.domain import RuleChoice, game_from_record
from scorekeeper.exports import ExportFormat, export_game, summary_text

from .helpers import FORMULA_NAMES, PLAYED, REGISTRY, WORLD_NAMES, play


def test_the_summary_names_the_winner_the_standings_the_best_round_and_the_rules():
    game = play(("Ana", "Ben", "Cleo"), seed=5)
    state = game.state
    lines = summary_text(state, played=PLAYED).splitlines()
    (winner,) = state.winners
    assert lines[0] == f"Wizard, 30 Nov 2026: {state.name(winner)} wins with {state.totals[winner]} points."
    places = list(lines[1:4])
    assert [p.split(": ")[1] for p in places] == [str(t) for t in sorted(state.totals, reverse=True)]
    best = max(max(r.points) for r in state.rounds)
    firsts = [r.number for r in state.rounds if max(r.points) == best]
    said = f"+{best} in round {firsts[0]}." if len(firsts) == 1 else f"+{best}, scored by "
    assert any(line.startswith("Best round: ") and said in line for line in lines)
    assert lines[-1] == "Rules: Standard, 20 rounds (1 to 20 cards), bids open, notequal off."


def test_a_tie_is_told_as_a_shared_win_and_a_shared_place():
    from scorekeeper.domain import Bid, EnterTricks, Game, Start

    game = Game.start(Start(players=("Ana", "Ben", "Cleo"), rules=RuleChoice(schedule=(1,))), REGISTRY)
    for seat in game.state.current.bidding_order:
        game = game.apply(Bid(player=seat, value=0))
    game = game.apply(EnterTricks(tricks=(0, 0, 1)))
    lines = summary_text(game.state).splitlines()
    assert lines[0] == "Wizard: Ana and Ben win with 20 points each."
    assert lines[1:4] == ["1. Ana: 20", "1. Ben: 20", "3. Cleo: -10"]


def test_an_unfinished_game_tells_who_leads_after_how_many_rounds():
    game = play(("Ana", "Ben", "Cleo"), rounds=4)
    first = summary_text(game.state, played=PLAYED).splitlines()[0]
    assert first.startswith("Wizard, 30 Nov 2026: after 4 of 20 rounds, ") and " with " in first


def test_the_text_export_is_the_summary_in_utf8():
    game = play(WORLD_NAMES[:3])
    export = export_game(game.state, ExportFormat.TXT, played=PLAYED)
    assert export.data.decode("utf-8") == summary_text(game.state, played=PLAYED)
    assert "Љубица" in export.data.decode("utf-8") and export.mime == "text/plain"


def test_the_json_export_is_the_game_record_and_replays_to_the_same_game():
    game = play(FORMULA_NAMES)
    export = export_game(game.state, ExportFormat.JSON, played=PLAYED, registry=REGISTRY)
    record = json.loads(export.data)
    assert record["format"] == "wizard-scorekeeper/game@1"
    assert game_from_record(record, REGISTRY).state.totals == game.state.totals
    assert export.mime == "application/json"


@pytest.mark.parametrize(
    "players, stem",
    [
        (("Ana", "Ben", "Cleo"), "wizard-2026-11-30-ana-ben-cleo"),
        (("Zażółć", "Jürgen Groß", "Françoise"), "wizard-2026-11-30-zazolc-jurgen-gross-francoise"),
        (("Љубица", "=1+2", 'Ben "the, dealer"'), "wizard-2026-11-30-p1-1-2-ben-the-deal"),
    ],
)
def test_file_names_are_ascii_dated_and_name_the_players(players, stem):
    game = play(players, rounds=1)
    for fmt in ExportFormat:
        export = export_game(game.state, fmt, played=PLAYED)
        assert export.filename == f"{stem}.{fmt.value}"
        assert export.filename.isascii()


def test_without_a_date_the_file_name_has_none():
    assert export_game(play(("Ana", "Ben", "Cleo"), rounds=1).state, "txt").filename == "wizard-ana-ben-cleo.txt"


def test_the_best_round_names_everyone_who_scored_as_much_in_any_round():
    from scorekeeper.domain import Bid, CloseRound, EnterTricks, Game, Start

    game = Game.start(Start(players=("Ana", "Ben", "Cleo", "Dan"), rules=RuleChoice(schedule=(1, 1, 1))), REGISTRY)
    for bids, tricks in (([1, 0, 0, 0], [1, 0, 0, 0]), ([0, 0, 0, 0], [0, 1, 0, 0]), ([0, 1, 0, 0], [0, 1, 0, 0])):
        rnd = game.state.current
        for seat in rnd.bidding_order:
            game = game.apply(Bid(player=seat, value=bids[seat]))
        game = game.apply(EnterTricks(tricks=tuple(tricks)))
        if game.state.current.number < 3:
            game = game.apply(CloseRound())
    # +30 for Ana in round 1, for Ben in round 3; round 2's best was +20 (Ana, Cleo and Dan)
    lines = summary_text(game.state).splitlines()
    assert "Best round: +30, scored by Ana in round 1 and Ben in round 3." in lines
