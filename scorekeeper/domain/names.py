"""Player names: how they are shown, when two spellings are one player, and
which names are refused. One identity for seating, statistics and the
roster; the rules themselves live in :mod:`scorekeeper.domain.text`."""

from __future__ import annotations

from .text import MAX_NAME_LENGTH, clean_name, name_key, name_problem

__all__ = ["MAX_NAME_LENGTH", "clean_name", "name_key", "name_problem"]
