"""Behaviour every GameRepository has (run against the in-memory and the TinyDB one)."""

from __future__ import annotations

from datetime import datetime, timedelta, timezone

import pytest

from scorekeeper.storage import (
    GameInTrashError,
    GameNotFoundError,
    GameRepository,
    RepositoryClosedError,
    StaleGameError,
)
from scorekeeper.domain.stats import GameSummary
from scorekeeper.storage.migrations import CURRENT_VERSIONS
from scorekeeper.storage.models import GAME_ID_RE

from .helpers import bid, new_game, start_action, summary_for

PLAYERS = ["Ana", "Ben", "Cleo"]


def test_both_implementations_satisfy_the_protocol(any_repo) -> None:
    assert isinstance(any_repo, GameRepository)


def test_created_game_loads_back_with_its_actions_summary_and_dates(any_repo) -> None:
    before = datetime.now(timezone.utc).replace(microsecond=0)
    game_id = any_repo.create_game([start_action(PLAYERS)], summary_for(PLAYERS))
    assert GAME_ID_RE.match(game_id)
    game = any_repo.load_game(game_id)
    assert game.id == game_id
    assert game.actions == [start_action(PLAYERS)]
    assert game.summary == summary_for(PLAYERS)
    assert game.created >= before and game.updated >= game.created
    assert game.trashed_at is None and not game.trashed
    assert game.schema_version == CURRENT_VERSIONS["game"]


def test_game_ids_are_time_sortable(any_repo) -> None:
    old = any_repo.create_game([start_action(PLAYERS)], summary_for(PLAYERS), created=datetime(2024, 5, 1, 20, 0, tzinfo=timezone.utc))
    new = any_repo.create_game([start_action(PLAYERS)], summary_for(PLAYERS), created=datetime(2025, 5, 1, 20, 0, tzinfo=timezone.utc))
    assert old.startswith("20240501-200000-")
    assert old < new


def test_appended_actions_are_stored_in_order_with_the_new_summary(any_repo) -> None:
    game_id = new_game(any_repo, PLAYERS)
    assert any_repo.append_actions(game_id, [bid(1, 2)], summary_for(PLAYERS)) == 2
    assert any_repo.append_actions(game_id, [bid(2, 0), bid(0, 1)], summary_for(PLAYERS)) == 4
    assert any_repo.append_actions(game_id, [{"type": "close"}], summary_for(PLAYERS, 1)) == 5
    game = any_repo.load_game(game_id)
    assert [a["type"] for a in game.actions] == ["start", "bid", "bid", "bid", "close"]
    assert game.actions[1:4] == [bid(1, 2), bid(2, 0), bid(0, 1)]
    assert game.summary == summary_for(PLAYERS, 1)
    assert any_repo.get_info(game_id).rounds_played == 1


def test_actions_that_go_in_and_come_out_are_copies(any_repo) -> None:
    actions = [start_action(PLAYERS)]
    game_id = any_repo.create_game(actions, summary_for(PLAYERS))
    actions[0]["players"].append("Mallory")
    loaded = any_repo.load_game(game_id)
    loaded.actions.append({"type": "undo"})
    loaded.actions[0]["players"].append("Mallory")
    again = any_repo.load_game(game_id)
    assert again.actions == [start_action(PLAYERS)]
    assert again.summary == summary_for(PLAYERS)  # frozen: nothing a caller could change
    assert any_repo.get_info(game_id).status == "unfinished"


def test_a_summary_that_is_not_a_game_summary_is_refused_and_nothing_is_stored(any_repo) -> None:
    with pytest.raises(TypeError, match="GameSummary"):
        any_repo.create_game([start_action(PLAYERS)], summary_for(PLAYERS).to_json())
    assert any_repo.list_games() == [] and any_repo.roster() == []
    game_id = new_game(any_repo, PLAYERS)
    with pytest.raises(TypeError, match="GameSummary"):
        any_repo.append_actions(game_id, [bid(0, 1)], {"players": PLAYERS})
    assert any_repo.load_game(game_id).action_count == 1


def test_actions_that_are_not_json_dicts_are_refused_and_nothing_is_stored(any_repo) -> None:
    game_id = new_game(any_repo, PLAYERS)
    for bad in ([{"player": 1}], [{"type": "bid", "value": object()}], ["bid"], {"type": "bid"}):
        with pytest.raises(TypeError):
            any_repo.append_actions(game_id, bad, summary_for(PLAYERS))
    with pytest.raises(TypeError):
        any_repo.append_actions(game_id, [bid(0, 1)], {"totals": float("nan")})
    assert any_repo.load_game(game_id).action_count == 1


def test_expected_count_guards_against_two_windows_continuing_one_game(any_repo) -> None:
    game_id = new_game(any_repo, PLAYERS)
    any_repo.append_actions(game_id, [bid(1, 1)], summary_for(PLAYERS), expected_count=1)
    with pytest.raises(StaleGameError) as caught:
        any_repo.append_actions(game_id, [bid(2, 1)], summary_for(PLAYERS), expected_count=1)
    assert (caught.value.expected, caught.value.actual) == (1, 2)
    assert "another window" in str(caught.value)
    assert any_repo.load_game(game_id).action_count == 2


def test_history_lists_finished_and_unfinished_games_newest_first(any_repo) -> None:
    base = datetime(2026, 1, 10, 19, 30, tzinfo=timezone.utc)
    done = any_repo.create_game(
        [start_action(PLAYERS)],
        summary_for(PLAYERS, 15, status="finished", winners=["Cleo"]),
        created=base,
    )
    going = any_repo.create_game(
        [start_action(["Dan", "Eva", "Finn", "Gus"])],
        summary_for(["Dan", "Eva", "Finn", "Gus"], 3, preset="five-rounds"),
        created=base + timedelta(days=1),
    )
    games = any_repo.list_games()
    assert [g.id for g in games] == [going, done]
    latest, first = games
    assert latest.players == ("Dan", "Eva", "Finn", "Gus")
    assert latest.preset == "five-rounds"
    assert (latest.status, latest.finished, latest.rounds_played) == ("unfinished", False, 3)
    assert first.finished and first.winners == ("Cleo",) and first.rounds_played == 15
    assert first.created == base
    assert first.action_count == 1
    assert first.summary == summary_for(PLAYERS, 15, status="finished", winners=["Cleo"])


def test_empty_summary_still_lists_with_neutral_fields(any_repo) -> None:
    game_id = any_repo.create_game([{"type": "start"}], GameSummary())
    info = any_repo.get_info(game_id)
    assert (info.players, info.preset, info.status, info.rounds_played, info.winners) == ((), None, "unfinished", 0, ())


def test_trashed_game_leaves_the_history_and_can_be_restored(any_repo) -> None:
    keep = new_game(any_repo, PLAYERS)
    doomed = new_game(any_repo, ["Dan", "Eva", "Finn"])
    any_repo.trash_game(doomed)
    any_repo.trash_game(doomed)  # twice is fine
    assert [g.id for g in any_repo.list_games()] == [keep]
    assert [g.id for g in any_repo.list_trash()] == [doomed]
    assert {g.id for g in any_repo.list_games(include_trash=True)} == {keep, doomed}
    assert any_repo.get_info(doomed).trashed
    assert any_repo.load_game(doomed).trashed  # still viewable
    any_repo.restore_game(doomed)
    assert {g.id for g in any_repo.list_games()} == {keep, doomed}
    assert any_repo.list_trash() == []


def test_game_in_the_trash_cannot_be_continued(any_repo) -> None:
    game_id = new_game(any_repo, PLAYERS)
    any_repo.trash_game(game_id)
    with pytest.raises(GameInTrashError, match="trash"):
        any_repo.append_actions(game_id, [bid(0, 1)], summary_for(PLAYERS))
    any_repo.restore_game(game_id)
    assert any_repo.append_actions(game_id, [bid(0, 1)], summary_for(PLAYERS)) == 2


def test_trash_is_kept_until_emptied(any_repo) -> None:
    keep = new_game(any_repo, PLAYERS)
    first = new_game(any_repo, PLAYERS)
    second = new_game(any_repo, PLAYERS)
    any_repo.trash_game(first)
    any_repo.trash_game(second)
    assert any_repo.empty_trash() == 2
    assert any_repo.empty_trash() == 0
    assert [g.id for g in any_repo.list_games(include_trash=True)] == [keep]
    for gone in (first, second):
        with pytest.raises(GameNotFoundError):
            any_repo.load_game(gone)


@pytest.mark.parametrize("bad_id", ["nope", "../../etc/passwd", "20261130-081500-zzzz", "", None, 42])
def test_unknown_game_id_raises_game_not_found(any_repo, bad_id) -> None:
    for call in (
        lambda: any_repo.load_game(bad_id),
        lambda: any_repo.get_info(bad_id),
        lambda: any_repo.append_actions(bad_id, [bid(0, 1)], summary_for(PLAYERS)),
        lambda: any_repo.trash_game(bad_id),
        lambda: any_repo.restore_game(bad_id),
    ):
        with pytest.raises(GameNotFoundError):
            call()


def test_roster_matches_names_case_insensitively_and_keeps_the_first_spelling(any_repo) -> None:
    first = datetime(2026, 3, 1, 20, 0, tzinfo=timezone.utc)
    later = first + timedelta(days=7)
    new_game(any_repo, ["Ana", "ben ", "Dan"], created=first)
    new_game(any_repo, ["ANA", "Ben", "  Cleo  "], created=later)
    by_name = {e.name: e for e in any_repo.roster()}
    assert set(by_name) == {"Ana", "ben", "Cleo", "Dan"}
    assert by_name["Ana"].first_seen == first and by_name["Ana"].last_seen == later
    assert by_name["Cleo"].first_seen == later
    assert {e.key: e.name for e in any_repo.roster()}["ana"] == "Ana"


def test_creating_a_game_puts_its_players_on_the_roster(any_repo) -> None:
    new_game(any_repo, ["Ana", "Ben", "Cleo"])
    new_game(any_repo, ["ana", "Dan", "Eva"])
    names = [e.name for e in any_repo.roster()]
    assert sorted(names) == ["Ana", "Ben", "Cleo", "Dan", "Eva"]
    assert names.count("Ana") == 1


def test_roster_lists_the_most_recently_seen_first(any_repo) -> None:
    day = datetime(2026, 3, 1, tzinfo=timezone.utc)
    new_game(any_repo, ["Old"], created=day)
    new_game(any_repo, ["New"], created=day + timedelta(days=2))
    new_game(any_repo, ["Mid"], created=day + timedelta(days=1))
    assert [e.name for e in any_repo.roster()] == ["New", "Mid", "Old"]


def test_closed_repository_refuses_to_work(any_repo) -> None:
    game_id = new_game(any_repo, PLAYERS)
    any_repo.close()
    any_repo.close()  # idempotent
    with pytest.raises(RepositoryClosedError):
        any_repo.load_game(game_id)
    with pytest.raises(RepositoryClosedError):
        any_repo.append_actions(game_id, [bid(0, 1)], summary_for(PLAYERS))


def test_a_game_set_aside_for_a_log_the_rules_refuse_leaves_the_history_and_is_reported(any_repo) -> None:
    refused = new_game(any_repo, PLAYERS)
    kept = new_game(any_repo, ["Dan", "Eva", "Finn"])
    report = any_repo.quarantine_game(refused, "round 1: Ana cannot take 99 tricks (0 to 1)")
    assert any_repo.quarantined() == [report]
    assert report.game_id == refused and report.players == tuple(PLAYERS) and report.created is not None
    assert "Ana, Ben, Cleo" in report.message and "Ana cannot take 99 tricks" in report.message
    assert [g.id for g in any_repo.list_games(include_trash=True)] == [kept]
    with pytest.raises(GameNotFoundError):
        any_repo.load_game(refused)
