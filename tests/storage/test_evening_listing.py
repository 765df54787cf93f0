"""The history index (issue 30): a change of who left, who joined or of an
early end is a change of what the history lists, so the index's shard is
written again rather than left lagging behind the game file."""

from __future__ import annotations

from dataclasses import replace
from datetime import datetime

import pytest

from scorekeeper.domain import GameSummary
from scorekeeper.storage import GameInfo

WHEN = datetime(2024, 5, 1, 20, 15)


@pytest.mark.parametrize("change", [{"ended_early": True}, {"left": ("Ben",)}, {"joined": ("Finn",)}])
def test_who_left_who_joined_and_an_early_end_are_listed_fields_of_the_history_index(change):
    summary = GameSummary(players=("Ana", "Ben", "Cleo"), preset="standard", rounds_played=3, rounds_total=20)
    before = GameInfo(id="g1", created=WHEN, updated=WHEN, action_count=10, summary=summary)
    after = replace(before, summary=replace(summary, **change))
    assert before.listing_key() != after.listing_key()
