"""A game keeps the rules it started with: the preset's definition is pinned
into its log, so editing, replacing or removing a preset file later never
changes how a saved game replays."""

from __future__ import annotations

import json
from pathlib import Path

from scorekeeper.domain import Game, Start, action_from_json, game_from_record, record_from_state
from scorekeeper.domain.legacy import pin_legacy_start, release_0_1_0
from scorekeeper.domain.rules import PresetRegistry, RuleChoice, parse_preset

from .helpers import REGISTRY, play_round

FOLDER = Path(__file__).resolve().parents[1] / "storage" / "fixtures" / "release-0.1.0-folder" / "games"
EDITED_STANDARD = 'id = "standard"\nname = "Standard (edited)"\ndescription = "d"\nnotequal = true\n[schedule]\nkind = "full-deck"\nrounds = 2\n'


def replay_json(actions: list[dict], registry=None) -> Game:
    return Game.replay((action_from_json(a) for a in actions), registry)


def test_a_new_game_pins_its_preset_definition_into_the_log():
    game = Game.start(Start(players=("Ana", "Ben", "Cleo"), rules=RuleChoice(preset="tournament")), REGISTRY)
    start = game.log[0]
    assert start.preset == REGISTRY.get("amigo-tournament") and start.rules.preset == "amigo-tournament"
    assert start.to_json()["preset"]["schedule"]["kind"] == "table"


def test_a_pinned_log_replays_the_same_without_any_presets_and_after_a_preset_file_changed():
    game = play_round(Game.start(Start(players=("Ana", "Ben", "Cleo")), REGISTRY), [1, 0, 0], [1, 0, 0])
    logged = [a.to_json() for a in game.log]
    edited = PresetRegistry([parse_preset(EDITED_STANDARD, "standard.toml")])
    assert replay_json(logged).state == game.state
    assert replay_json(logged, edited).state == game.state
    assert replay_json(logged, edited).state.schedule == tuple(range(1, 21))


def test_an_old_five_rounds_game_keeps_its_five_whole_deck_rounds():
    stored = json.loads((FOLDER / "20261130-230242-04c0.json").read_text(encoding="utf-8"))["game"]["1"]
    actions = [pin_legacy_start(stored["actions"][0]), *stored["actions"][1:]]
    game = replay_json(actions)
    assert game.state.schedule == (20, 20, 20, 20, 20)
    assert REGISTRY.get("five-rounds").schedule.kind == "ladder"  # today's meaning differs


def test_a_legacy_start_naming_an_unknown_house_preset_is_left_for_the_rule_folders():
    start = {"type": "start", "players": ["A", "B", "C"], "rules": {"preset": "kitchen-table"}}
    assert pin_legacy_start(start) is start
    pinned = {"type": "start", "players": ["A", "B", "C"], "rules": {"preset": "five"}}
    assert pin_legacy_start(pinned)["rules"]["preset"] == "five-rounds"
    assert release_0_1_0().ids() == ["amigo-tournament", "dm-mixed", "five-rounds", "standard"]


def test_the_record_of_an_old_five_rounds_game_spells_out_its_schedule_and_replays_the_same_today():
    stored = json.loads((FOLDER / "20261130-230237-5726.json").read_text(encoding="utf-8"))["game"]["1"]
    game = replay_json([pin_legacy_start(stored["actions"][0]), *stored["actions"][1:]])
    exported = record_from_state(game.state, REGISTRY).to_json()
    assert exported["rules"] == {"preset": "five-rounds", "schedule": [15, 15, 15, 15, 15]}
    again = game_from_record(exported, REGISTRY)
    assert again.state.totals == game.state.totals and again.state.schedule == game.state.schedule


def test_the_record_of_a_game_under_todays_presets_has_no_extra_options():
    game = play_round(Game.start(Start(players=("Ana", "Ben", "Cleo")), REGISTRY), [1, 0, 0], [1, 0, 0])
    assert record_from_state(game.state, REGISTRY).to_json()["rules"] == {"preset": "standard"}
