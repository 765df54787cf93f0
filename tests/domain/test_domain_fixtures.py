"""Whole recorded games (tests/fixtures/games) replayed through the engine."""

from __future__ import annotations

import ast
import importlib.util
import json
from pathlib import Path

import pytest

from scorekeeper.domain import game_from_record, record_from_state, score_sheet
from scorekeeper.presets import builtin_registry

from ..support import FIXTURES, GAMES

REGISTRY = builtin_registry()

FILES = sorted(GAMES.glob("*.json"))
GENERATED = [p for p in FILES if not p.name.startswith("hand-")]
HAND = [p for p in FILES if p.name.startswith("hand-")]
VALID_TABLES = {
    "standard": (3, 4, 5, 6),
    "amigo-tournament": (3, 4, 5),
    "five-rounds": (3, 4, 5, 6),
    "dm-mixed": (3, 4, 5, 6),
}


def load(path: Path) -> dict:
    return json.loads(path.read_text(encoding="utf-8"))


def load_generator():
    spec = importlib.util.spec_from_file_location("make_games", FIXTURES / "make_games.py")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def test_there_are_generated_and_hand_written_games():
    assert len(GENERATED) >= 17 and len(HAND) >= 2


@pytest.mark.parametrize("path", FILES, ids=lambda p: p.stem)
def test_recorded_game_replays_to_the_expected_totals_and_winners(path):
    data = load(path)
    assert set(data) == {"record", "expected"}
    expected = data["expected"]
    state = game_from_record(data["record"], REGISTRY).state
    assert state.complete
    assert len(state.rounds) == expected["rounds"]
    # a game the table ended early stops before the last round of its plan
    assert state.ended_early is data["record"].get("ended_early", False)
    assert (state.total_rounds > len(state.rounds)) if state.ended_early else (state.total_rounds == len(state.rounds))
    assert list(state.totals) == expected["totals"]
    assert [state.players[s] for s in state.winners] == expected["winners"]
    if "dealers" in expected:  # the generated games: the dealer rule, as the independent scorer has it
        assert [state.players[rnd.dealer] for rnd in state.rounds] == expected["dealers"]
    sheet = score_sheet(state)
    assert [rnd.dealer for rnd in sheet.rounds] == expected.get("dealers", [rnd.dealer for rnd in sheet.rounds])
    assert [c.total for c in sheet.rounds[-1].cells] == expected["totals"] == list(sheet.totals)
    assert list(sheet.winners) == expected["winners"] and sheet.complete is True


@pytest.mark.parametrize("path", FILES, ids=lambda p: p.stem)
def test_recorded_game_exports_back_to_the_same_record(path):
    record = load(path)["record"]
    exported = record_from_state(game_from_record(record, REGISTRY).state).to_json()
    normalised = dict(record, rounds=[{"trump": None, **r} for r in record["rounds"]])
    assert exported == normalised


def tables() -> set[tuple[str, int]]:
    registry = REGISTRY
    found = set()
    for path in FILES:
        record = load(path)["record"]
        rules = record.get("rules", {})
        if "schedule" not in rules:
            found.add((registry.get(rules.get("preset", "standard")).id, len(record["players"])))
    return found


@pytest.mark.parametrize("preset, players", [(p, n) for p, ns in VALID_TABLES.items() for n in ns])
def test_every_preset_and_player_count_has_a_whole_recorded_game(preset, players):
    assert (preset, players) in tables()


def test_there_are_games_with_a_custom_schedule_and_with_hidden_notequal_bids():
    rules = [load(p)["record"]["rules"] for p in FILES]
    assert any("schedule" in r for r in rules)
    assert any(r.get("bids") == "hidden" and r.get("notequal") for r in rules)
    assert any(r.get("bids") == "secret" for r in rules)


def test_every_preset_in_the_registry_has_a_recorded_game():
    registry = REGISTRY
    covered = {registry.get(load(p)["record"]["rules"]["preset"]).id for p in FILES}
    assert set(registry.ids()) <= covered


def test_generated_games_are_up_to_date_and_deterministic(tmp_path):
    written = load_generator().write(tmp_path)
    assert sorted(p.name for p in written) == sorted(p.name for p in GENERATED)
    for path in written:
        assert path.read_text(encoding="utf-8") == (GAMES / path.name).read_text(encoding="utf-8"), (
            f"{path.name} is stale: run python tests/fixtures/make_games.py"
        )


def test_generator_scores_independently_of_the_engine():
    tree = ast.parse((FIXTURES / "make_games.py").read_text(encoding="utf-8"))
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            assert not any(a.name.startswith("scorekeeper") for a in node.names)
        if isinstance(node, ast.ImportFrom):
            assert node.level == 0 and not (node.module or "").startswith("scorekeeper")


def test_generator_scorer_matches_the_rules_examples():
    gen = load_generator()
    assert [gen.points(b, t) for b, t in [(4, 4), (0, 0), (5, 3), (0, 2)]] == [60, 20, -20, -20]
    assert gen.score(["A", "B", "C"], [{"bids": [1, 1, 0], "tricks": [1, 1, 0]}]) == {
        "totals": [30, 30, 20], "winners": ["A", "B"], "rounds": 1}
