"""Autosave after every action, and resuming the unfinished game exactly as it
was after a restart (a new repository and a new service on the same folder)."""

from __future__ import annotations

from pathlib import Path
from typing import Callable

import pytest

from scorekeeper.domain import Bid, Phase, Reveal, RuleChoice, SetTrump, TrickWon, Undo
from scorekeeper.service import GameService
from scorekeeper.storage import TinyDBGameRepository

from .conftest import REGISTRY
from .helpers import bid_all, play_round, stored_actions

PLAYERS = ["Ana", "Ben", "Cleo"]


# Each scenario leaves a game with a half-entered round and returns its id.


def open_bids_partly_entered(service: GameService) -> str:
    game_id = service.new_game(PLAYERS, 0, RuleChoice(schedule=(1, 3)))
    play_round(service, game_id, [0, 1, 0], [0, 1, 0])
    service.act(game_id, SetTrump(suit="blue"))
    service.act(game_id, Bid(player=2, value=2))  # Ben deals round 2: Cleo bids first
    return game_id


def trick_tally_in_progress(service: GameService) -> str:
    game_id = service.new_game(PLAYERS, 1, RuleChoice(schedule=(3,)))
    bid_all(service, game_id, [1, 1, 0])
    service.act(game_id, TrickWon(player=0))
    service.act(game_id, TrickWon(player=2))  # 2 of 3 tricks counted
    return game_id


def hidden_bids_partly_entered(service: GameService) -> str:
    game_id = service.new_game(PLAYERS, 0, RuleChoice(bids="hidden", notequal=True, schedule=(2, 3)))
    service.act(game_id, Bid(player=1, value=2))
    service.act(game_id, Bid(player=2, value=0))
    return game_id


def hidden_bids_all_in_not_revealed(service: GameService) -> str:
    game_id = service.new_game(PLAYERS, 0, RuleChoice(bids="hidden", schedule=(2, 3)))
    bid_all(service, game_id, [1, 1, 1])
    return game_id


def hidden_notequal_dealer_must_rebid(service: GameService) -> str:
    game_id = service.new_game(PLAYERS, 0, RuleChoice(bids="hidden", notequal=True, schedule=(2, 3)))
    bid_all(service, game_id, [1, 1, 0])  # adds up to 2 cards
    service.act(game_id, Reveal())
    return game_id


def secret_bids_partly_entered(service: GameService) -> str:
    game_id = service.new_game(PLAYERS, 2, RuleChoice(bids="secret", notequal=True, schedule=(2, 3)))
    service.act(game_id, Bid(player=0, value=1))
    return game_id


def undone_bid_waiting_for_redo(service: GameService) -> str:
    game_id = service.new_game(PLAYERS, 0, RuleChoice(schedule=(2, 3)))
    service.act(game_id, SetTrump(suit="green"))
    service.act(game_id, Bid(player=1, value=1))
    service.act(game_id, Bid(player=2, value=1))
    service.act(game_id, Undo())
    return game_id


SCENARIOS: dict[str, tuple[Callable[[GameService], str], Phase]] = {
    "open-bids-partly-entered": (open_bids_partly_entered, Phase.BIDDING),
    "trick-tally-in-progress": (trick_tally_in_progress, Phase.PLAYING),
    "hidden-bids-partly-entered": (hidden_bids_partly_entered, Phase.BIDDING),
    "hidden-bids-all-in-not-revealed": (hidden_bids_all_in_not_revealed, Phase.REVEAL),
    "hidden-notequal-dealer-must-rebid": (hidden_notequal_dealer_must_rebid, Phase.REBID),
    "secret-bids-partly-entered": (secret_bids_partly_entered, Phase.BIDDING),
    "undone-bid-waiting-for-redo": (undone_bid_waiting_for_redo, Phase.BIDDING),
}


@pytest.mark.parametrize("scenario", list(SCENARIOS))
def test_the_unfinished_game_is_resumed_after_a_restart_exactly_as_it_was(services, scenario: str) -> None:
    make, phase = SCENARIOS[scenario]
    service = services.open()
    game_id = make(service)
    before = service.game(game_id)
    assert before.state.current.phase is phase

    resumed = services.reopen(service)  # a new repository and a new service on the same folder
    offered = resumed.unfinished()
    assert offered is not None and offered.id == game_id
    assert offered.action_count == len(before.log)
    game = resumed.game(game_id)
    assert game.state == before.state
    assert game.log == before.log
    assert game == before  # states, undo cursor and redo stack too
    opened = resumed.open(game_id)
    assert opened.in_trash is False and opened.game == before


def test_hidden_bids_stay_hidden_after_a_restart(services) -> None:
    service = services.open()
    game_id = hidden_bids_partly_entered(service)
    resumed = services.reopen(service)
    current = resumed.game(game_id).state.current
    assert current.bids == (None, 2, 0)
    assert current.revealed is False and current.bids_visible is False
    assert current.to_bid == 0
    # and the round goes on from there: the dealer bids, the bids are revealed
    resumed.act(game_id, Bid(player=0, value=1))
    state = resumed.act(game_id, Reveal()).state
    assert state.current.revealed and state.current.phase is Phase.PLAYING


def test_a_partial_trick_tally_is_continued_after_a_restart(services) -> None:
    service = services.open()
    game_id = trick_tally_in_progress(service)
    resumed = services.reopen(service)
    assert resumed.game(game_id).state.current.tricks == (1, 0, 1)
    state = resumed.act(game_id, TrickWon(player=1)).state
    assert state.complete and state.current.tricks == (1, 1, 1)
    again = services.reopen(resumed)
    assert again.unfinished() is None
    assert again.history()[0].status == "finished"


def test_every_action_is_on_disk_as_soon_as_act_returns(service: GameService, data_dir: Path) -> None:
    game_id = service.new_game(PLAYERS, 0, RuleChoice(schedule=(1, 2)))
    assert len(stored_actions(data_dir, game_id)) == 1
    actions = [SetTrump(suit="red"), Bid(player=1, value=1), Bid(player=2, value=0), Bid(player=0, value=1)]
    for number, action in enumerate(actions, start=2):
        game = service.act(game_id, action)
        on_disk = stored_actions(data_dir, game_id)
        assert len(on_disk) == number == len(game.log)
        assert on_disk[-1] == action.to_json()


def test_saved_actions_survive_a_crash_without_close(service: GameService, data_dir: Path) -> None:
    """No close() (the process is killed): a read-only look at the folder still finds everything."""
    game_id = open_bids_partly_entered(service)
    before = service.game(game_id)
    with TinyDBGameRepository(data_dir, read_only=True) as look:
        witness = GameService(look, REGISTRY)
        assert witness.unfinished().id == game_id
        assert witness.game(game_id) == before


def test_the_most_recently_played_game_is_offered_after_a_restart(services) -> None:
    service = services.open()
    first = service.new_game(PLAYERS, 0, RuleChoice(schedule=(1, 2)))
    second = service.new_game(["Dan", "Eve", "Finn"], 0, RuleChoice(schedule=(1, 2)))
    service.act(first, Bid(player=1, value=0))  # the older game was played last
    resumed = services.reopen(service)
    assert resumed.unfinished().id == first
    resumed.act(second, Bid(player=1, value=0))
    assert services.reopen(resumed).unfinished().id == second
