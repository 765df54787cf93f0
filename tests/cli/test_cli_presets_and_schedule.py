"""`scorekeeper presets` and `scorekeeper schedule`."""

from __future__ import annotations

import json

import pytest

from scorekeeper import cli

from ..support import assert_one_error_line

REQUIRED = ["amigo-tournament", "dm-mixed", "five-rounds", "standard"]
EXPECTED = {
    ("standard", 3): list(range(1, 21)),
    ("standard", 6): list(range(1, 11)),
    ("dm-mixed", 4): list(range(1, 16)),
    ("amigo-tournament", 3): [2, 4, 6, 8, 10, 12, 14, 16, 18, 20],
    ("amigo-tournament", 4): [1, 3, 5, 7, 9, 11, 12, 13, 14, 15],
    ("amigo-tournament", 5): [2, 4, 5, 6, 7, 8, 9, 10, 11, 12],
    ("five-rounds", 3): [1, 2, 3, 4, 5],
    ("five-rounds", 5): [1, 2, 3, 4, 5],
}


def test_presets_table_lists_every_preset_with_its_description(cli):
    result = cli("presets")
    assert result.code == 0 and result.err == ""
    for preset_id in REQUIRED:
        assert preset_id in result.out
    assert "notequal on" in result.out and "ladder x5" in result.out


def test_presets_json_lists_every_preset(cli):
    result = cli("presets", "--format", "json")
    assert result.code == 0 and result.err == ""
    data = {p["id"]: p for p in json.loads(result.out)}
    assert sorted(data) == sorted(REQUIRED + ["anniversary", "notequal-from-round-2", "tricks-always-count"])
    assert data["amigo-tournament"]["notequal"] is True
    assert data["anniversary"]["special_cards"][:3] == ["bomb", "cloud", "werewolf"]
    assert data["tricks-always-count"]["scoring"]["missed_per_trick"] == 10
    assert data["standard"]["special_cards"] == [] and data["standard"]["scoring"]["exact"] == 20
    assert "tournament" in data["amigo-tournament"]["aliases"]
    assert data["standard"]["bids"] == "open" and data["standard"]["notequal"] is False
    assert data["dm-mixed"]["phases"]


def test_presets_lists_a_house_variant_from_scorekeeper_rules_dir(cli, tmp_path, monkeypatch):
    (tmp_path / "kitchen-table.toml").write_text(
        'id = "kitchen-table"\nname = "Kitchen"\ndescription = "House rules."\n[schedule]\nkind = "full-deck"\nrounds = 2\n',
        encoding="utf-8",
    )
    monkeypatch.setenv("SCOREKEEPER_RULES_DIR", str(tmp_path))
    result = cli("presets", "--format", "json")
    assert result.code == 0, result.err
    assert "kitchen-table" in [p["id"] for p in json.loads(result.out)]
    result = cli("schedule", "--players", "4", "--rules", "kitchen-table", "--format", "json")
    assert result.code == 0 and [r["cards"] for r in json.loads(result.out)["rounds"]] == [15, 15]


def test_schedule_json_has_the_documented_shape(cli):
    result = cli("schedule", "--players", "4", "--rules", "amigo-tournament", "--format", "json")
    assert result.code == 0 and result.err == ""
    data = json.loads(result.out)
    cards = [1, 3, 5, 7, 9, 11, 12, 13, 14, 15]
    assert data == {
        "players": 4,
        "preset": "amigo-tournament",
        "rounds": [{"number": i, "cards": c, "trump_card": c * 4 < 60} for i, c in enumerate(cards, start=1)],
    }
    assert data["rounds"][0] == {"number": 1, "cards": 1, "trump_card": True}
    assert data["rounds"][-1] == {"number": 10, "cards": 15, "trump_card": False}


@pytest.mark.parametrize("preset, players", sorted(EXPECTED))
def test_schedule_json_for_each_preset(cli, preset, players):
    data = json.loads(cli("schedule", "--players", str(players), "--rules", preset, "--format", "json").out)
    assert data["players"] == players and data["preset"] == preset
    assert [r["cards"] for r in data["rounds"]] == EXPECTED[(preset, players)]
    assert [r["number"] for r in data["rounds"]] == list(range(1, len(data["rounds"]) + 1))
    assert [r["trump_card"] for r in data["rounds"]] == [c * players < 60 for c in EXPECTED[(preset, players)]]


def test_schedule_defaults_to_standard_and_accepts_aliases(cli):
    assert json.loads(cli("schedule", "--players", "5", "--format", "json").out)["preset"] == "standard"
    data = json.loads(cli("schedule", "--players", "5", "--rules", "Tournament", "--format", "json").out)
    assert data["preset"] == "amigo-tournament"


def test_schedule_table_shows_cards_trump_card_and_bidding(cli):
    result = cli("schedule", "--players", "4", "--rules", "dm-mixed")
    assert result.code == 0
    lines = result.out.splitlines()
    assert "15 rounds" in lines[0]
    assert any(line.split()[:2] == ["7", "7"] and "notequal" in line for line in lines)
    assert "no (all dealt)" in lines[-1] and "hidden" in lines[-1]


@pytest.mark.parametrize("argv, fragments", [
    (["schedule", "--players", "6", "--rules", "amigo-tournament"], ["amigo-tournament", "6 players"]),
    (["schedule", "--players", "2"], ["3 to 6 players", "2"]),
    (["schedule", "--players", "7"], ["3 to 6 players", "7"]),
    (["schedule", "--players", "x"], ["--players", "'x'"]),
    (["schedule", "--players", "4.5"], ["--players"]),
    (["schedule"], ["--players"]),
    (["schedule", "--players", "4", "--rules", "bridge"], ["unknown rule preset 'bridge'"]),
    (["schedule", "--players", "4", "--format", "xml"], ["--format", "xml"]),
    (["presets", "--format", "csv"], ["--format", "csv"]),
    (["deal"], ["deal"]),
])
def test_bad_command_lines_exit_2_with_one_error_line(cli, argv, fragments):
    assert_one_error_line(cli(*argv), *fragments)


def test_help_lists_every_command(cli):
    with pytest.raises(SystemExit) as exit_info:
        cli("--help")
    assert exit_info.value.code == 0


def test_help_text_names_every_command(capsys):
    cli.build_parser().print_help()
    out = capsys.readouterr().out
    for command in ("presets", "schedule", "sheet", "games", "import", "export", "backup", "restore", "players"):
        assert command in out


def test_no_command_starts_the_app_with_the_web_options(monkeypatch):
    seen = []
    monkeypatch.setattr(cli, "run_app", lambda app, args: seen.append((args.web, args.host, args.port)) or 0)
    assert cli.main([]) == 0
    assert cli.main(["--web", "--host", "0.0.0.0", "--port", "9000"]) == 0
    assert seen == [(False, "127.0.0.1", 8550), (True, "0.0.0.0", 9000)]
