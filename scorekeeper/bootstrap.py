"""The composition root: the one place that wires the app together.

Given a data folder and rule folders, :class:`Scorekeeper` builds the preset
registry, the repository and the service, each once, and lazily: a command
that only reads presets never opens (or locks) the data folder. The command
line, the Flet app and the tests all start here; nothing else constructs a
repository or reads preset files, and no module keeps a process-wide
singleton of its own.

    with Scorekeeper.open() as app:            # folders from the environment
        game_id = app.service.new_game(["Ana", "Ben", "Cleo"])

    app = Scorekeeper.in_memory()              # tests: nothing touches the disk
"""

from __future__ import annotations

import os
import threading
from functools import partial
from pathlib import Path
from typing import TYPE_CHECKING, Iterable

from .presets import RulesFolder, load_registry

if TYPE_CHECKING:
    from .domain.rules import PresetRegistry
    from .service import GameService
    from .storage import GameRepository, InMemoryGameRepository

# The service and storage are imported by the parts that use them: a command
# that only reads presets (``scorekeeper schedule``) imports neither.


class Scorekeeper:
    """The registry, repository and service of one process (or one test)."""

    def __init__(
        self,
        *,
        data_dir: str | os.PathLike[str] | None = None,
        rules_dirs: Iterable[RulesFolder] | None = None,
        registry: PresetRegistry | None = None,
        repository: GameRepository | None = None,
    ) -> None:
        self._data_dir = Path(data_dir) if data_dir is not None else None
        self._rules_dirs = list(rules_dirs) if rules_dirs is not None else None
        self._registry = registry
        self._repo = repository
        self._service: GameService | None = None
        self._guard = threading.RLock()  # Flet sessions may ask for the service at once; repo asks for the registry

    # -- constructors -----------------------------------------------------------
    @classmethod
    def open(
        cls,
        data_dir: str | os.PathLike[str] | None = None,
        rules_dirs: Iterable[RulesFolder] | None = None,
    ) -> "Scorekeeper":
        """Games in a data folder (default: ``SCOREKEEPER_DATA_DIR``, ...; see
        :func:`scorekeeper.storage.data_dir`), presets from ``rules/`` plus
        ``SCOREKEEPER_RULES_DIR`` unless ``rules_dirs`` is given."""
        return cls(data_dir=data_dir, rules_dirs=rules_dirs)

    @classmethod
    def in_memory(
        cls,
        rules_dirs: Iterable[RulesFolder] | None = None,
        repository: InMemoryGameRepository | None = None,
    ) -> "Scorekeeper":
        """Games kept in memory only (tests, previews)."""
        from .storage import InMemoryGameRepository

        return cls(rules_dirs=rules_dirs, repository=repository or InMemoryGameRepository())

    # -- the parts, each built once -----------------------------------------------
    @property
    def registry(self) -> PresetRegistry:
        with self._guard:
            if self._registry is None:
                self._registry = load_registry(self._rules_dirs)
            return self._registry

    @property
    def data_dir(self) -> Path:
        from .storage import data_dir

        return self._data_dir if self._data_dir is not None else data_dir()

    @property
    def repo(self) -> GameRepository:
        """Opens (and locks) the data folder on first use. Game files read from
        disk are checked against the rules there (storage does not know them),
        so a log they refuse is set aside and reported, not listed."""
        from .service import log_refusal
        from .storage import TinyDBGameRepository

        with self._guard:
            if self._repo is None:
                check = partial(log_refusal, registry=self.registry)
                self._repo = TinyDBGameRepository(self.data_dir, check_log=check)
            return self._repo

    @property
    def service(self) -> GameService:
        from .service import GameService

        registry, repo = self.registry, self.repo
        with self._guard:
            if self._service is None:
                self._service = GameService(repo, registry)
            return self._service

    def close(self) -> None:
        """Release the data folder (its lock); safe to call twice."""
        with self._guard:
            repo, self._repo, self._service = self._repo, None, None
        if repo is not None:
            repo.close()

    def __enter__(self) -> "Scorekeeper":
        return self

    def __exit__(self, *exc_info: object) -> None:
        self.close()


__all__ = ["Scorekeeper"]
