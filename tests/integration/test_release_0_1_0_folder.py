"""A data folder written by release 0.1.0 opens and plays on: every game
is there, each is pinned to the rules it was played under (an old
five-rounds game keeps five whole-deck rounds), and the pin is written
back, so later edits of the preset files never change these games."""

from __future__ import annotations

import json
import shutil
from pathlib import Path

from scorekeeper.bootstrap import Scorekeeper
from scorekeeper.domain import Bid, game_from_record
from scorekeeper.presets import builtin_rules_dir

from .helpers import exported_record

FOLDER = Path(__file__).resolve().parents[1] / "storage" / "fixtures" / "release-0.1.0-folder"
FIVE_ROUNDS_4P = "20261130-230237-5726"
UNFINISHED_FIVE_3P = "20261130-230242-04c0"
TRASHED = "20261130-230242-0873"
EDITED_FIVE = 'id = "five-rounds"\nname = "Five (edited)"\ndescription = "d"\n[schedule]\nkind = "full-deck"\nrounds = 2\n'


def copy_of_the_folder(tmp_path: Path) -> Path:
    target = tmp_path / "data"
    shutil.copytree(FOLDER, target)
    return target


def test_every_game_of_the_old_folder_is_listed_and_none_is_set_aside(tmp_path: Path) -> None:
    with Scorekeeper.open(copy_of_the_folder(tmp_path)) as app:
        assert app.service.problems() == []
        listed = {g.id for g in app.service.history(include_trash=True)}
        assert len(listed) == 6 and TRASHED in {g.id for g in app.service.trash_list()}
        for game_id in listed:
            app.service.game(game_id)  # every one replays


def test_an_old_five_rounds_game_keeps_its_whole_deck_rounds_and_its_scores(tmp_path: Path) -> None:
    with Scorekeeper.open(copy_of_the_folder(tmp_path)) as app:
        state = app.service.game(FIVE_ROUNDS_4P).state
        assert state.schedule == (15, 15, 15, 15, 15)
        listed = {g.id: g for g in app.service.history()}[FIVE_ROUNDS_4P]
        assert state.totals == listed.totals and state.complete
        record = exported_record(app.service, FIVE_ROUNDS_4P)
        assert record["rules"] == {"preset": "five-rounds", "schedule": [15, 15, 15, 15, 15]}
        assert game_from_record(record, app.registry).state.totals == state.totals


def test_a_continued_old_game_is_stored_pinned_and_no_later_preset_edit_changes_it(tmp_path: Path) -> None:
    data = copy_of_the_folder(tmp_path)
    with Scorekeeper.open(data) as app:
        game = app.service.game(UNFINISHED_FIVE_3P)
        assert game.state.schedule == (20, 20, 20, 20, 20) and game.can_redo  # the undo position survived
        app.service.act(UNFINISHED_FIVE_3P, Bid(player=0, value=3))
        before = app.service.game(UNFINISHED_FIVE_3P).state
    stored = json.loads((data / "games" / f"{UNFINISHED_FIVE_3P}.json").read_text(encoding="utf-8"))["game"]["1"]
    assert stored["schema_version"] == 2
    assert stored["actions"][0]["preset"]["schedule"] == {"kind": "full-deck", "rounds": 5, "by_players": None}
    house = tmp_path / "house"
    house.mkdir()
    (house / "five-rounds.toml").write_text(EDITED_FIVE, encoding="utf-8")
    # a house folder that redefines the id is refused as a clash; pinning means the game never asks anyway
    with Scorekeeper.open(data, rules_dirs=[house]) as edited:
        assert edited.service.game(UNFINISHED_FIVE_3P).state == before
    with Scorekeeper.open(data, rules_dirs=[builtin_rules_dir()]) as today:
        assert today.service.game(UNFINISHED_FIVE_3P).state == before
