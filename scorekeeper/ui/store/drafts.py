"""Direct entry's draft: the counts picked for the round in play, kept by
the device across screens and a reload until the round is scored or taken
back to its bids.

A part of :class:`~scorekeeper.ui.store.play.Play` (its fields are there).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ...domain import EnterTricks, GameState
from ...presenters.entry import EntryDraft, TricksPick, draft_form

if TYPE_CHECKING:
    from . import AppStore


class Drafts:
    """Direct entry's draft of the open game's round (mixed into ``Play``)."""

    game_id: str | None
    viewing: bool
    _s: "AppStore"

    def entry_form(self, state: GameState) -> TricksPick:
        """Where direct entry starts for the round in play: the device's draft
        of it (kept across screens and a reload), else nothing picked."""
        form = draft_form(self._s.device.draft, self.game_id, state)
        return form or TricksPick.for_round(state)

    def keep_picks(self, round_number: int, form: TricksPick) -> None:
        """Direct entry picked a count: the device keeps the draft of the round."""
        if self.game_id is not None and not self.viewing:
            self._s.device.keep_draft(EntryDraft(self.game_id, round_number, form))

    def _forget_finished_draft(self, state: GameState) -> None:
        """The draft of this game's round goes once the round is scored or
        taken back to its bids (or another round is in play)."""
        draft = self._s.device.draft
        if draft is not None and draft.game_id == self.game_id and draft_form(draft, self.game_id, state) is None:
            self._s.device.keep_draft(None)

    def _keep_undone_counts(self, undone: EnterTricks, state: GameState) -> None:
        """The counts an undo took back come back as the draft of the round in play again."""
        if self.game_id is None:
            return
        rnd = state.current
        draft = EntryDraft(self.game_id, rnd.number, TricksPick(rnd.cards, tuple(undone.tricks)))
        if draft_form(draft, self.game_id, state) is not None:  # the round is in play again
            self._s.device.keep_draft(draft)
