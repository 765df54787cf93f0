"""The game as a log: every action, the states they produced, and the undo
cursor. A rejected action raises and leaves the game as it was."""

from __future__ import annotations

from dataclasses import dataclass, replace
from typing import Iterable

from .actions import GameAction, Redo, Start, Undo
from .errors import GameNotStartedError, SetupError, UndoError
from .rules import PresetRegistry
from .state import GameState
from .transitions import pin_rules, start_game, step


@dataclass(frozen=True, slots=True)
class Game:
    """An immutable game: the full action log, the states it produced and
    the undo cursor. ``apply`` returns a new Game; a rejected action raises
    and leaves this one untouched."""

    log: tuple[GameAction, ...]
    states: tuple[GameState, ...]  # states[0] follows Start
    done: tuple[GameAction, ...]  # done[i] produced states[i]
    cursor: int

    @classmethod
    def start(cls, action: Start, registry: PresetRegistry | None = None) -> "Game":
        """A new game. Its log begins with ``action`` pinned (see
        :func:`pin_rules`): ``registry`` is needed only for an unpinned one."""
        state = start_game(action, registry)  # checks the seats before the preset is looked up
        pinned = pin_rules(action, registry)
        if pinned is not action:
            state = start_game(pinned)  # the preset named by its id in the state too
        return cls(log=(pinned,), states=(state,), done=(pinned,), cursor=0)

    @classmethod
    def replay(cls, actions: Iterable[GameAction], registry: PresetRegistry | None = None) -> "Game":
        it = iter(actions)
        first = next(it, None)
        if not isinstance(first, Start):
            raise GameNotStartedError("a game log must begin with a start action")
        game = cls.start(first, registry)
        for action in it:
            game = game.apply(action)
        return game

    @property
    def state(self) -> GameState:
        return self.states[self.cursor]

    @property
    def can_undo(self) -> bool:
        return self.cursor > 0

    @property
    def can_redo(self) -> bool:
        return self.cursor < len(self.states) - 1

    @property
    def undo_action(self) -> GameAction | None:
        """The action an undo would take back."""
        return self.done[self.cursor] if self.can_undo else None

    @property
    def redo_action(self) -> GameAction | None:
        return self.done[self.cursor + 1] if self.can_redo else None

    def apply(self, action: GameAction) -> "Game":
        if isinstance(action, Start):
            raise SetupError("the game has already started")
        if isinstance(action, Undo):
            if not self.can_undo:
                raise UndoError("nothing to undo: the game is as it was set up", code="undo.nothing")
            return replace(self, log=self.log + (action,), cursor=self.cursor - 1)
        if isinstance(action, Redo):
            if not self.can_redo:
                raise UndoError("nothing to redo", code="redo.nothing")
            return replace(self, log=self.log + (action,), cursor=self.cursor + 1)
        new_state = step(self.state, action)
        keep = self.cursor + 1
        return Game(
            log=self.log + (action,),
            states=self.states[:keep] + (new_state,),
            done=self.done[:keep] + (action,),
            cursor=keep,
        )
