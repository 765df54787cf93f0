"""The on-disk documents: their TinyDB layout and validation.

All files are TinyDB databases (``{table: {doc_id: document}}``), so
``TinyDB(path, storage=AtomicJSONStorage)`` can open any of them for
inspection. Every document carries ``schema_version``.

``games/<id>.json`` (table ``game``, one document, doc id 1)::

    {"schema_version": 1, "id": "20261130-081500-ab12",
     "created": "2026-11-30T09:15:00+01:00", "updated": "...", "trashed_at": null,
     "summary": {...GameSummary.to_json()...}, "actions": [{"type": "start", ...}, ...]}

The summary is read leniently (:meth:`GameSummary.from_json`): only its
being an object is checked here, so one odd field never hides a game.

``index/<xxx>.json`` (table ``games``, one document per game whose id hashes
to shard ``xxx``) -- a rebuildable cache of what the history list shows::

    {"schema_version": 1, "id": ..., "created": ..., "updated": ..., "trashed_at": ...,
     "action_count": 211, "summary": {...}, "file": [inode, size, mtime_ns]}

``file`` is the game file's signature when the entry was written; on open a
game file whose signature differs is re-read, so an index that lags behind
(a crash between the two writes, or per-action saves that skip the index)
is corrected without reading every game.

``roster.json`` (table ``players``)::

    {"schema_version": 1, "name": "Ana", "first_seen": "...", "last_seen": "..."}
"""

from __future__ import annotations

import os
from typing import Any

from .errors import SchemaError
from .migrations import upgrade
from .models import from_iso, is_game_id

__all__ = [
    "GAME_TABLE",
    "INDEX_TABLE",
    "ROSTER_TABLE",
    "game_file_data",
    "index_file_data",
    "parse_game_file",
    "parse_index_file",
    "parse_roster_file",
    "roster_file_data",
]

GAME_TABLE = "game"
INDEX_TABLE = "games"
ROSTER_TABLE = "players"


def _bad(path: Any, what: str, reason: str) -> SchemaError:
    name = os.path.basename(os.fspath(path)) if path is not None else "a file"
    return SchemaError(f"The file {name} does not contain a valid {what}.", reason=reason, path=path)


def _check_time(doc: dict[str, Any], key: str, path: Any, what: str, *, optional: bool = False) -> None:
    value = doc.get(key)
    if value is None and optional:
        return
    if not isinstance(value, str):
        raise _bad(path, what, f"{key} is {value!r}, expected a timestamp")
    try:
        from_iso(value)
    except ValueError as exc:
        raise _bad(path, what, f"{key} is {value!r}: {exc}") from exc


def _table_docs(data: dict[str, Any], table: str, path: Any, what: str) -> list[Any]:
    docs = data.get(table)
    if not isinstance(docs, dict):
        raise _bad(path, what, f"no {table!r} table")
    return list(docs.values())


# -- game files ---------------------------------------------------------------


def game_file_data(doc: dict[str, Any]) -> dict[str, dict[str, Any]]:
    return {GAME_TABLE: {"1": doc}}


def validate_game_doc(doc: dict[str, Any], path: Any = None, expected_id: str | None = None) -> None:
    what = "saved game"
    game_id = doc.get("id")
    if not is_game_id(game_id):
        raise _bad(path, what, f"id is {game_id!r}")
    if expected_id is not None and game_id != expected_id:
        raise _bad(path, what, f"the file name says {expected_id} but the game inside is {game_id}")
    _check_time(doc, "created", path, what)
    _check_time(doc, "updated", path, what)
    _check_time(doc, "trashed_at", path, what, optional=True)
    if not isinstance(doc.get("summary"), dict):
        raise _bad(path, what, "summary is not an object")
    actions = doc.get("actions")
    if not isinstance(actions, list):
        raise _bad(path, what, "actions is not a list")
    for number, action in enumerate(actions):
        if not isinstance(action, dict) or not isinstance(action.get("type"), str):
            raise _bad(path, what, f"action {number} is {action!r}")


def parse_game_file(
    data: dict[str, Any], path: Any = None, expected_id: str | None = None
) -> tuple[dict[str, Any], int]:
    """``(game document at the current version, version found on disk)``."""
    docs = _table_docs(data, GAME_TABLE, path, "saved game")
    if len(docs) != 1:
        raise _bad(path, "saved game", f"{len(docs)} documents in the game table, expected 1")
    doc, version = upgrade("game", docs[0], path=path)
    validate_game_doc(doc, path, expected_id)
    return doc, version


# -- index shards ---------------------------------------------------------------


def index_file_data(entries: list[dict[str, Any]]) -> dict[str, dict[str, Any]]:
    return {INDEX_TABLE: {str(number): entry for number, entry in enumerate(entries, start=1)}}


def validate_index_entry(doc: dict[str, Any], path: Any = None) -> None:
    what = "game list"
    if not is_game_id(doc.get("id")):
        raise _bad(path, what, f"id is {doc.get('id')!r}")
    _check_time(doc, "created", path, what)
    _check_time(doc, "updated", path, what)
    _check_time(doc, "trashed_at", path, what, optional=True)
    count = doc.get("action_count")
    if not isinstance(count, int) or isinstance(count, bool) or count < 0:
        raise _bad(path, what, f"action_count is {count!r}")
    if not isinstance(doc.get("summary"), dict):
        raise _bad(path, what, "summary is not an object")
    sig = doc.get("file")
    if sig is not None and not (
        isinstance(sig, list) and len(sig) == 3 and all(isinstance(v, int) and not isinstance(v, bool) for v in sig)
    ):
        raise _bad(path, what, f"file is {sig!r}")


def parse_index_file(data: dict[str, Any], path: Any = None) -> list[dict[str, Any]]:
    entries = []
    for raw in _table_docs(data, INDEX_TABLE, path, "game list"):
        doc, _ = upgrade("index", raw, path=path)
        validate_index_entry(doc, path)
        entries.append(doc)
    return entries


# -- roster -----------------------------------------------------------------------


def roster_file_data(entries: list[dict[str, Any]]) -> dict[str, dict[str, Any]]:
    return {ROSTER_TABLE: {str(number): entry for number, entry in enumerate(entries, start=1)}}


def parse_roster_file(data: dict[str, Any], path: Any = None) -> list[dict[str, Any]]:
    entries = []
    for raw in _table_docs(data, ROSTER_TABLE, path, "player list"):
        doc, _ = upgrade("roster", raw, path=path)
        name = doc.get("name")
        if not isinstance(name, str) or not name.strip():
            raise _bad(path, "player list", f"name is {name!r}")
        _check_time(doc, "first_seen", path, "player list")
        _check_time(doc, "last_seen", path, "player list")
        entries.append(doc)
    return entries

