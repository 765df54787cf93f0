"""Random sequences of operations (with reopening in between) give the same
results on the TinyDB repository as on the in-memory one."""

from __future__ import annotations

import shutil
import tempfile
from pathlib import Path

from hypothesis import HealthCheck, settings
from hypothesis import strategies as st
from hypothesis.stateful import Bundle, RuleBasedStateMachine, invariant, rule

from scorekeeper.domain.stats import GameSummary
from scorekeeper.storage import GameInTrashError, InMemoryGameRepository, TinyDBGameRepository

NAMES = st.sampled_from(["Ana", "ana", "Ben", "BEN", "Cleo", "Zoë", "zoë", "Dan"])


class RepositoryMachine(RuleBasedStateMachine):
    games = Bundle("games")

    def __init__(self) -> None:
        super().__init__()
        self.folder = Path(tempfile.mkdtemp(prefix="sk-model-"))
        self.real = TinyDBGameRepository(self.folder)
        self.model = InMemoryGameRepository()

    def teardown(self) -> None:
        self.real.close()
        shutil.rmtree(self.folder, ignore_errors=True)

    @rule(target=games, players=st.lists(NAMES, min_size=3, max_size=6))
    def create(self, players):
        summary = GameSummary(players=tuple(players))
        actions = [{"type": "start", "players": players}]
        return (self.real.create_game(actions, summary), self.model.create_game(actions, summary))

    @rule(game=games, count=st.integers(1, 3), finish=st.booleans())
    def append(self, game, count, finish):
        real_id, model_id = game
        actions = [{"type": "bid", "player": i, "value": count} for i in range(count)]
        outcomes = []
        for repo, game_id in ((self.real, real_id), (self.model, model_id)):
            try:
                if game_id not in {g.id for g in repo.list_games(include_trash=True)}:
                    outcomes.append("gone")
                    continue
                info = repo.get_info(game_id)
                summary = GameSummary(players=info.players, finished=finish, rounds_played=info.rounds_played + 1)
                outcomes.append(repo.append_actions(game_id, actions, summary))
            except GameInTrashError:
                outcomes.append("trash")
        assert outcomes[0] == outcomes[1]

    @rule(game=games)
    def trash(self, game):
        self._both(game, "trash_game")

    @rule(game=games)
    def restore(self, game):
        self._both(game, "restore_game")

    @rule()
    def empty_trash(self):
        assert self.real.empty_trash() == self.model.empty_trash()

    @rule()
    def reopen(self):
        self.real.close()
        self.real = TinyDBGameRepository(self.folder)
        assert self.real.quarantined() == []

    def _both(self, game, method):
        outcomes = []
        for repo, game_id in ((self.real, game[0]), (self.model, game[1])):
            if game_id not in {g.id for g in repo.list_games(include_trash=True)}:
                outcomes.append("gone")
                continue
            getattr(repo, method)(game_id)
            outcomes.append("ok")
        assert outcomes[0] == outcomes[1]

    @invariant()
    def same_history(self):
        def view(repo, trash):
            return sorted(
                ((g.players, g.status, g.rounds_played, g.action_count, g.trashed, g.summary)
                 for g in (repo.list_trash() if trash else repo.list_games())),
                key=repr,
            )

        assert view(self.real, False) == view(self.model, False)
        assert view(self.real, True) == view(self.model, True)
        assert sorted(e.name for e in self.real.roster()) == sorted(e.name for e in self.model.roster())


RepositoryMachine.TestCase.settings = settings(
    max_examples=40,
    stateful_step_count=20,
    deadline=None,
    suppress_health_check=[HealthCheck.too_slow],
)
test_repository_behaves_like_the_in_memory_model = RepositoryMachine.TestCase
