"""GameService on an InMemoryGameRepository: what the service promises,
without a disk (refused actions, failed saves, listeners, history, rematch)."""

from __future__ import annotations

import pytest

from scorekeeper.domain import (
    Bid,
    CloseRound,
    EnterTricks,
    NotEqualError,
    Redo,
    RuleChoice,
    ScorekeeperError,
    SetTrump,
    SetupError,
    Start,
    TrickWon,
    Undo,
    UndoError,
    GameSummary,
    game_from_record,
    game_summary,
    record_from_state,
)
from scorekeeper.service import GameService, StoredGameError
from scorekeeper.storage import (
    GameInTrashError,
    GameNotFoundError,
    InMemoryGameRepository,
    SaveFailedError,
    StorageError,
)

from .helpers import exported_record, import_record, bid_all, play_game, play_round, record
from scorekeeper.presets import builtin_registry

REGISTRY = builtin_registry()

PLAYERS = ["Ana", "Ben", "Cleo"]


def notequal_game(service: GameService) -> str:
    """3 players, one round of 1 card, notequal: Ana deals, Ben and Cleo bid 0,
    so Ana may not bid 1."""
    game_id = service.new_game(PLAYERS, 0, RuleChoice(preset="amigo-tournament", schedule=(1,)))
    service.act(game_id, Bid(player=1, value=0))
    service.act(game_id, Bid(player=2, value=0))
    return game_id


# -- new games ---------------------------------------------------------------------


def test_new_game_stores_the_start_action_and_a_summary(memory_service: GameService) -> None:
    game_id = memory_service.new_game(PLAYERS, 2, RuleChoice(schedule=(1, 2)))
    stored = memory_service.repo.load_game(game_id)
    assert stored.actions == [
        Start(players=tuple(PLAYERS), first_dealer=2, rules=RuleChoice(schedule=(1, 2)),
              preset=REGISTRY.get("standard")).to_json()
    ]  # the preset's definition is pinned in: the game never depends on rules/ again
    assert stored.summary == game_summary(memory_service.game(game_id).state)
    info = memory_service.repo.get_info(game_id)
    assert (info.players, info.status, info.rounds_played, info.rounds_total) == (tuple(PLAYERS), "unfinished", 0, 2)


def test_a_bad_setup_is_refused_and_stores_nothing(memory_service: GameService) -> None:
    with pytest.raises(SetupError):
        memory_service.new_game(["Ana", "ana", "Cleo"])  # same name twice
    with pytest.raises(SetupError):
        memory_service.new_game(["Ana", "Ben"])  # too few players
    assert memory_service.history(include_trash=True) == []


def test_a_new_game_that_cannot_be_saved_raises_a_storage_error_and_is_not_kept(memory_service: GameService) -> None:
    memory_service.repo.fail_saves(SaveFailedError("disk full", reason="disk_full"))
    with pytest.raises(StorageError):
        memory_service.new_game(PLAYERS)
    memory_service.repo.fail_saves(None)
    assert memory_service.history() == []
    assert memory_service.unfinished() is None


# -- acting --------------------------------------------------------------------------


def test_an_action_is_saved_before_act_returns(memory_service: GameService) -> None:
    game_id = memory_service.new_game(PLAYERS, 0, RuleChoice(schedule=(1, 2)))
    game = memory_service.act(game_id, Bid(player=1, value=1))
    assert memory_service.game(game_id) is game
    stored = memory_service.repo.load_game(game_id)
    assert stored.actions[-1] == {"type": "bid", "player": 1, "value": 1}
    assert stored.action_count == len(game.log) == 2
    assert stored.summary == game_summary(game.state)


def test_an_action_the_rules_refuse_raises_and_stores_nothing(memory_service: GameService) -> None:
    game_id = notequal_game(memory_service)
    before = memory_service.game(game_id)
    count = memory_service.repo.get_info(game_id).action_count
    with pytest.raises(ScorekeeperError) as caught:
        memory_service.act(game_id, Bid(player=0, value=1))
    assert isinstance(caught.value, NotEqualError)
    assert "Ana deals and may not bid 1 under notequal" in str(caught.value)
    assert memory_service.game(game_id) is before
    assert memory_service.repo.get_info(game_id).action_count == count == 3
    # the legal bid still goes through afterwards
    memory_service.act(game_id, Bid(player=0, value=0))
    assert memory_service.repo.get_info(game_id).action_count == 4


@pytest.mark.parametrize(
    "action",
    [Bid(player=0, value=0), Undo(), Redo(), EnterTricks(tricks=(1, 0, 0)), CloseRound(), TrickWon(player=0)],
    ids=["out-of-turn-bid", "undo-at-start", "redo-nothing", "tricks-before-bids", "close-unscored", "trick-before-bids"],
)
def test_every_kind_of_refused_action_leaves_the_stored_log_alone(memory_service: GameService, action) -> None:
    game_id = memory_service.new_game(PLAYERS, 0, RuleChoice(schedule=(1, 2)))
    before = memory_service.game(game_id)
    with pytest.raises(ScorekeeperError):
        memory_service.act(game_id, action)
    assert memory_service.game(game_id) is before
    assert memory_service.repo.load_game(game_id).actions == [a.to_json() for a in before.log]


def test_a_failed_save_raises_a_storage_error_and_keeps_the_game_as_it_was(memory_service: GameService) -> None:
    game_id = memory_service.new_game(PLAYERS, 0, RuleChoice(schedule=(1, 2)))
    memory_service.act(game_id, Bid(player=1, value=1))
    before = memory_service.game(game_id)
    stored_before = memory_service.repo.load_game(game_id).actions

    memory_service.repo.fail_saves(SaveFailedError("Could not save: the disk is full.", reason="disk_full"))
    with pytest.raises(SaveFailedError) as caught:
        memory_service.act(game_id, Bid(player=2, value=0))
    assert isinstance(caught.value, StorageError)
    assert memory_service.game(game_id) is before
    assert memory_service.game(game_id).state == before.state
    assert memory_service.repo.load_game(game_id).actions == stored_before

    # space freed: the same action is accepted, exactly once
    memory_service.repo.fail_saves(None)
    after = memory_service.act(game_id, Bid(player=2, value=0))
    assert after.state.current.bids == (None, 1, 0)
    assert memory_service.repo.load_game(game_id).actions == stored_before + [{"type": "bid", "player": 2, "value": 0}]


def test_undo_and_redo_are_stored_and_survive_a_reload(memory_service: GameService) -> None:
    game_id = memory_service.new_game(PLAYERS, 0, RuleChoice(schedule=(1, 2)))
    memory_service.act(game_id, SetTrump(suit="red"))
    memory_service.act(game_id, Bid(player=1, value=1))
    memory_service.act(game_id, Undo())
    memory_service.act(game_id, Undo())
    memory_service.act(game_id, Redo())
    game = memory_service.game(game_id)
    assert game.state.current.trump == "red" and game.state.current.bids == (None, None, None)
    assert game.can_redo

    fresh = GameService(memory_service.repo, REGISTRY)  # a new service reads the log back
    assert fresh.game(game_id) == game
    memory_service.act(game_id, Redo())
    assert not memory_service.game(game_id).can_redo
    with pytest.raises(UndoError):
        memory_service.act(game_id, Redo())


# -- records -----------------------------------------------------------------------------


def test_an_imported_record_replays_to_the_same_state_and_exports_back(memory_service: GameService) -> None:
    data = record("hand-hidden-notequal-3p")
    game_id = import_record(memory_service, data)
    expected = game_from_record(data, REGISTRY)
    assert memory_service.game(game_id).state == expected.state
    assert memory_service.repo.load_game(game_id).actions == [a.to_json() for a in expected.log]
    exported = exported_record(memory_service, game_id)
    assert exported == record_from_state(expected.state).to_json()
    assert game_from_record(exported, REGISTRY).state == expected.state


def test_a_record_the_rules_refuse_is_not_imported(memory_service: GameService) -> None:
    data = record("hand-tournament-tie-4p")
    data["rounds"][0]["bids"] = [0, 0, 0, 1]  # Dan deals round 1 and may not make it add up to 1
    with pytest.raises(ScorekeeperError, match="notequal"):
        import_record(memory_service, data)
    assert memory_service.history() == []


def test_a_stored_log_that_no_longer_replays_raises_stored_game_error(memory_service: GameService) -> None:
    repo: InMemoryGameRepository = memory_service.repo  # type: ignore[assignment]
    game_id = repo.create_game(
        [{"type": "start", "players": PLAYERS, "first_dealer": 0, "rules": {"preset": "a-preset-since-removed"}}],
        GameSummary(players=tuple(PLAYERS)),
    )
    with pytest.raises(StoredGameError, match=game_id):
        memory_service.game(game_id)
    assert issubclass(StoredGameError, ScorekeeperError)


def test_rematch_keeps_seats_and_rules_and_passes_the_deal_on(memory_service: GameService) -> None:
    rules = RuleChoice(preset="dm-mixed", notequal=True, schedule=(1, 2))
    game_id = memory_service.new_game(PLAYERS, 2, rules)
    again = memory_service.rematch(game_id)
    assert again != game_id
    state = memory_service.game(again).state
    assert state.players == tuple(PLAYERS)
    assert state.first_dealer == 0  # seat 2 dealt first last time; the deal moves left
    assert state.rules.choice == rules


# -- history ---------------------------------------------------------------------------------


def test_unfinished_offers_the_most_recently_played_unfinished_game(memory_service: GameService) -> None:
    assert memory_service.unfinished() is None
    older = memory_service.new_game(PLAYERS, 0, RuleChoice(schedule=(1, 2)))
    newer = memory_service.new_game(["Dan", "Eve", "Finn"], 0, RuleChoice(schedule=(1, 2)))
    assert memory_service.unfinished().id == newer
    memory_service.act(older, Bid(player=1, value=0))  # played last, though created first
    assert memory_service.unfinished().id == older
    memory_service.trash(older)
    assert memory_service.unfinished().id == newer
    play_round(memory_service, newer, [0, 1, 0], [0, 1, 0])
    play_round(memory_service, newer, [1, 1, 0], [1, 1, 0])
    assert memory_service.game(newer).state.complete
    assert memory_service.unfinished() is None


def test_a_game_in_the_trash_is_read_only_until_restored(memory_service: GameService) -> None:
    game_id = memory_service.new_game(PLAYERS, 0, RuleChoice(schedule=(1, 2)))
    assert memory_service.open(game_id).in_trash is False
    memory_service.trash(game_id)
    opened = memory_service.open(game_id)
    assert opened.in_trash is True and opened.id == game_id
    with pytest.raises(GameInTrashError):
        memory_service.act(game_id, Bid(player=1, value=0))
    assert memory_service.history() == []
    assert [g.id for g in memory_service.history(include_trash=True)] == [game_id]
    memory_service.restore(game_id)
    assert memory_service.open(game_id).in_trash is False
    memory_service.act(game_id, Bid(player=1, value=0))
    assert memory_service.repo.get_info(game_id).action_count == 2


def test_an_unknown_game_id_raises_game_not_found(memory_service: GameService) -> None:
    with pytest.raises(GameNotFoundError):
        memory_service.game("20261130-081500-ab12")
    with pytest.raises(GameNotFoundError):
        memory_service.act("20261130-081500-ab12", Bid(player=1, value=0))


def test_a_finished_game_summary_has_status_finished_and_all_tied_winners(memory_service: GameService) -> None:
    # schedule (1,): Ana deals; everyone bids 0 but Cleo; Cleo takes the trick
    game_id = memory_service.new_game(PLAYERS, 0, RuleChoice(schedule=(1,)))
    bid_all(memory_service, game_id, [0, 0, 1])
    memory_service.act(game_id, EnterTricks(tricks=(0, 0, 1)))
    info = memory_service.history()[0]
    assert info.finished and info.status == "finished"
    assert info.totals == (20, 20, 30) and info.winners == ("Cleo",)
    # everyone bids 0 and Ana takes the trick: Ana -10, Ben and Cleo 20 each, a shared win
    tie = play_game(memory_service, PLAYERS, [([0, 0, 0], [1, 0, 0])])
    tied = memory_service.repo.get_info(tie)
    assert tied.totals == (-10, 20, 20) and tied.winners == ("Ben", "Cleo")


def test_emptying_the_trash_forgets_the_games_it_deletes():
    from scorekeeper.service import GameService
    from scorekeeper.storage import GameNotFoundError, InMemoryGameRepository

    service = GameService(InMemoryGameRepository(), REGISTRY)
    game_id = service.new_game(["Ana", "Ben", "Cleo"])
    service.trash(game_id)
    service.open(game_id)  # viewing it from the trash caches it
    assert service.empty_trash() == 1
    with pytest.raises(GameNotFoundError):
        service.game(game_id)


def test_rematch_after_an_evening_seats_who_played_the_last_round(memory_service: GameService) -> None:
    from scorekeeper.domain import Bid, CloseRound, EnterTricks, join, leave

    game_id = memory_service.new_game(["Ana", "Ben", "Cleo", "Dan"], 1, RuleChoice(schedule=(1, 1, 1)))
    for seat in (2, 3, 0, 1):
        memory_service.act(game_id, Bid(player=seat, value=0))
    memory_service.act(game_id, EnterTricks(tricks=(0, 1, 0, 0)), CloseRound())
    memory_service.act(game_id, leave(1))  # Ben goes home
    memory_service.act(game_id, join("Eve", 3))  # Eve sits between Cleo and Dan
    state = memory_service.game(memory_service.rematch(game_id)).state
    assert state.players == ("Ana", "Cleo", "Eve", "Dan")
    assert state.first_dealer == 1  # Ben dealt first; the deal moves on to the next who plays: Cleo
