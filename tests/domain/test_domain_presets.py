"""Rule presets are TOML data files in rules/, validated and found by id or alias."""

from __future__ import annotations

import json
import tomllib

import pytest
from pydantic import ValidationError

from scorekeeper.domain import (
    BidMode,
    RuleChoice,
    UnknownPresetError,
    resolve_rules,
)
from scorekeeper.domain.errors import PresetFileError, RulesError, ScheduleError
from scorekeeper.presets import builtin_registry, builtin_rules_dir, load_preset_file, load_registry, rules_directories

from ..support import GAMES, REPO

REGISTRY = builtin_registry()

RULES_DIR = REPO / "rules"
PRESET_FILES = sorted(RULES_DIR.glob("*.toml"))
REQUIRED = {"standard", "amigo-tournament", "five-rounds", "dm-mixed"}

HOUSE_VARIANT = """\
id = "kitchen-table"
name = "Kitchen table"
aliases = ["kitchen"]
description = "Three short rounds, secret bids."
bids = "secret"
notequal = true

[schedule]
kind = "full-deck"
rounds = 3
"""


def fixture_presets() -> set[str]:
    registry = REGISTRY
    found = set()
    for path in GAMES.glob("*.json"):
        record = json.loads(path.read_text(encoding="utf-8"))["record"]
        found.add(registry.get(record.get("rules", {}).get("preset", "standard")).id)
    return found


def test_builtin_rules_dir_is_the_repository_rules_folder():
    assert builtin_rules_dir() == RULES_DIR
    assert rules_directories()[0] == RULES_DIR


def test_required_presets_are_shipped():
    assert REQUIRED <= set(REGISTRY.ids())
    assert {p.stem for p in PRESET_FILES} >= REQUIRED


@pytest.mark.parametrize("path", PRESET_FILES, ids=lambda p: p.stem)
class TestEveryPresetFile:
    def test_loads_and_is_named_after_its_id(self, path):
        preset = load_preset_file(path)
        assert preset.id == path.stem
        assert preset.name.strip() and preset.description.strip()

    def test_is_found_by_id_and_every_alias(self, path):
        preset = load_preset_file(path)
        registry = REGISTRY
        assert registry.get(preset.id) == preset
        for alias in preset.aliases:
            assert registry.get(alias).id == preset.id

    def test_has_a_schedule_for_three_to_five_players(self, path):
        preset = load_preset_file(path)
        for players in (3, 4, 5):
            rules = resolve_rules(RuleChoice(preset=preset.id), players, REGISTRY)
            assert rules.rounds >= 1
            assert all(1 <= cards <= 60 // players for cards in rules.schedule)
            for number in range(1, rules.rounds + 1):
                rules.round_rules(number)  # every round has bidding rules

    def test_has_a_recorded_test_game(self, path):
        assert path.stem in fixture_presets(), f"add a game for {path.stem} to tests/fixtures/make_games.py"

    def test_has_only_known_top_level_keys(self, path):
        data = tomllib.loads(path.read_text(encoding="utf-8"))
        known = {"id", "name", "description", "aliases", "source", "schedule", "notequal", "bids", "foresight", "phases",
                 "special_cards", "scoring"}
        assert set(data) <= known


def test_every_registered_preset_has_a_fixture_game():
    missing = set(REGISTRY.ids()) - fixture_presets()
    assert not missing


def test_presets_are_found_by_alias_case_insensitively():
    registry = REGISTRY
    assert registry.get("tournament").id == "amigo-tournament"
    assert registry.get("WizTournament").id == "amigo-tournament"
    assert registry.get("  Standard ").id == "standard"
    assert registry.get("classic").id == "standard"
    assert registry.get("dm").id == "dm-mixed"
    assert registry.get("five").id == "five-rounds"


def test_unknown_preset_names_the_preset_and_the_known_ones():
    with pytest.raises(UnknownPresetError) as info:
        REGISTRY.get("poker")
    message = str(info.value)
    assert "'poker'" in message
    for preset_id in REQUIRED:
        assert preset_id in message
    assert isinstance(info.value, RulesError) and isinstance(info.value, ValueError)


def test_standard_preset_is_open_bids_without_notequal():
    preset = REGISTRY.get("standard")
    assert (preset.bids, preset.notequal, preset.foresight) == (BidMode.OPEN, False, False)


def test_amigo_tournament_turns_notequal_on_by_default():
    rules = resolve_rules(RuleChoice(preset="amigo-tournament"), 4, REGISTRY)
    assert all(rules.round_rules(n).notequal for n in range(1, rules.rounds + 1))
    assert all(rules.round_rules(n).bids is BidMode.OPEN for n in range(1, rules.rounds + 1))


def test_amigo_tournament_notequal_can_be_switched_off():
    rules = resolve_rules(RuleChoice(preset="amigo-tournament", notequal=False), 4, REGISTRY)
    assert not any(rules.round_rules(n).notequal for n in range(1, rules.rounds + 1))


def test_amigo_tournament_allows_hidden_bids_on_top():
    rules = resolve_rules(RuleChoice(preset="amigo-tournament", bids="hidden"), 5, REGISTRY)
    assert all(rules.round_rules(n) .bids is BidMode.HIDDEN and rules.round_rules(n).notequal
               for n in range(1, rules.rounds + 1))


@pytest.mark.parametrize("option, value", [
    ("notequal", "yes"), ("notequal", 1), ("bids", "whispered"), ("foresight", "no"),
    ("schedule", [1, "2"]), ("schedule", [True, 2]), ("colour", "red"),
])
def test_table_options_are_validated(option, value):
    with pytest.raises(ValidationError):
        RuleChoice.model_validate({"preset": "standard", option: value})


def test_table_options_accept_every_bid_mode():
    for mode in ("open", "hidden", "secret"):
        assert RuleChoice(bids=mode).bids is BidMode(mode)


# -- house variants: adding a file is enough -----------------------------------------


def test_house_variant_file_is_found_by_id_from_directories(tmp_path):
    (tmp_path / "kitchen-table.toml").write_text(HOUSE_VARIANT, encoding="utf-8")
    registry = load_registry([RULES_DIR, tmp_path])
    preset = registry.get("kitchen-table")
    assert registry.get("Kitchen").id == "kitchen-table"
    assert preset.bids is BidMode.SECRET and preset.notequal
    assert REQUIRED <= set(registry.ids())
    rules = resolve_rules(RuleChoice(preset="kitchen-table"), 4, registry)
    assert rules.schedule == (15, 15, 15)


def test_house_variant_in_scorekeeper_rules_dir_is_found_by_id(tmp_path, monkeypatch):
    (tmp_path / "kitchen-table.toml").write_text(HOUSE_VARIANT, encoding="utf-8")
    monkeypatch.setenv("SCOREKEEPER_RULES_DIR", str(tmp_path))
    registry = load_registry()
    assert registry.get("kitchen-table").name == "Kitchen table"
    assert tmp_path in rules_directories()
    rules = resolve_rules(RuleChoice(preset="kitchen"), 5, registry)
    assert rules.preset.id == "kitchen-table" and rules.schedule == (12, 12, 12)
    monkeypatch.delenv("SCOREKEEPER_RULES_DIR")
    with pytest.raises(UnknownPresetError):
        load_registry().get("kitchen-table")


def test_a_house_variant_with_a_table_schedule_is_used_per_player_count(tmp_path):
    (tmp_path / "short.toml").write_text(
        'id = "short"\nname = "Short"\ndescription = "d"\n[schedule]\nkind = "table"\n'
        '[schedule.by_players]\n3 = [1, 2]\n4 = [3]\n',
        encoding="utf-8",
    )
    registry = load_registry([tmp_path])
    assert resolve_rules(RuleChoice(preset="short"), 3, registry).schedule == (1, 2)
    assert resolve_rules(RuleChoice(preset="short"), 4, registry).schedule == (3,)
    with pytest.raises(ScheduleError, match="short schedule is not defined for 5 players"):
        resolve_rules(RuleChoice(preset="short"), 5, registry)


@pytest.mark.parametrize("text, fragment", [
    ('id = "broken"\nname = [', "cannot be read"),
    ('id = "broken"\nname = "B"\ndescription = "d"\ncolour = "red"\n[schedule]\nkind = "ladder"\n', "colour"),
    ('id = "broken"\nname = "B"\ndescription = "d"\n[schedule]\nkind = "spiral"\n', "schedule.kind"),
    ('id = "broken"\nname = "B"\ndescription = "d"\nbids = "loud"\n[schedule]\nkind = "ladder"\n', "bids"),
    ('id = "broken"\nname = "B"\ndescription = "d"\n[schedule]\nkind = "full-deck"\n', "rounds"),
    ('id = "broken"\nname = "B"\ndescription = "d"\n[schedule]\nkind = "table"\n[schedule.by_players]\n3 = [21]\n', "21"),
    ('id = "broken"\nname = "B"\ndescription = "d"\n[schedule]\nkind = "table"\n[schedule.by_players]\n7 = [1]\n', "7"),
    ('id = "Broken!"\nname = "B"\ndescription = "d"\n[schedule]\nkind = "ladder"\n', "id"),
    ('name = "B"\ndescription = "d"\n[schedule]\nkind = "ladder"\n', "id"),
])
def test_invalid_preset_file_is_refused_with_the_file_and_the_problem(tmp_path, text, fragment):
    path = tmp_path / "broken.toml"
    path.write_text(text, encoding="utf-8")
    with pytest.raises(PresetFileError) as info:
        load_preset_file(path)
    assert "broken.toml" in str(info.value)
    assert fragment in str(info.value)


def test_preset_file_must_be_named_after_its_id(tmp_path):
    (tmp_path / "other-name.toml").write_text(HOUSE_VARIANT, encoding="utf-8")
    with pytest.raises(PresetFileError, match="kitchen-table.toml"):
        load_registry([tmp_path])


def test_a_house_variant_may_not_reuse_a_shipped_id(tmp_path):
    (tmp_path / "standard.toml").write_text((RULES_DIR / "standard.toml").read_text(), encoding="utf-8")
    with pytest.raises(PresetFileError, match="standard"):
        load_registry([RULES_DIR, tmp_path])


def test_a_house_variant_may_not_reuse_a_shipped_alias(tmp_path):
    (tmp_path / "kitchen-table.toml").write_text(HOUSE_VARIANT.replace('["kitchen"]', '["classic"]'), encoding="utf-8")
    with pytest.raises(PresetFileError, match="classic"):
        load_registry([RULES_DIR, tmp_path])
