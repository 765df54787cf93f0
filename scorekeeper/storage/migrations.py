"""Schema versions and migrations of stored documents.

Every stored document carries ``schema_version``. There are three kinds of
document, each with its own version line:

- ``"game"``: one per game file (metadata, summary, action log),
- ``"index"``: one per game in an index shard (a cache of the listing data),
- ``"roster"``: one per remembered player name.

Loading runs :func:`upgrade`, which applies the registered functions
``N -> N+1`` until the current version. To change a schema: bump
``CURRENT_VERSIONS[kind]``, register a migration from the previous version,
add a fixture written by the previous version under ``tests/storage/fixtures``
and a test that loads it. Migrations are pure functions on dicts; the
upgraded document is written back the next time that file is saved.

A document with a version newer than this code knows is refused with
:class:`~scorekeeper.storage.errors.NewerSchemaError` (never loaded half-way).
"""

from __future__ import annotations

import os
from typing import Any, Callable

from ..domain.legacy import pin_legacy_start
from .errors import NewerSchemaError, SchemaError

__all__ = ["CURRENT_VERSIONS", "MIGRATIONS", "Migration", "migration", "upgrade"]

Migration = Callable[[dict[str, Any]], dict[str, Any]]

#: the version this code writes, per kind of document
CURRENT_VERSIONS: dict[str, int] = {"game": 2, "index": 1, "roster": 1}

#: MIGRATIONS[kind][n] turns a version-n document into a version-(n+1) one
MIGRATIONS: dict[str, dict[int, Migration]] = {kind: {} for kind in CURRENT_VERSIONS}

_WHAT = {"game": "saved game", "index": "game list", "roster": "player list"}


def migration(kind: str, from_version: int) -> Callable[[Migration], Migration]:
    """Register ``func`` as the migration of ``kind`` from ``from_version`` to the next."""

    def register(func: Migration) -> Migration:
        MIGRATIONS[kind][from_version] = func
        return func

    return register


def upgrade(kind: str, doc: Any, *, path: str | os.PathLike[str] | None = None) -> tuple[dict[str, Any], int]:
    """Return ``(doc at the current version, the version it was stored with)``."""
    what = _WHAT.get(kind, kind)
    where = f" in {os.path.basename(os.fspath(path))}" if path is not None else ""
    if not isinstance(doc, dict):
        raise SchemaError(f"A {what} record{where} is not an object.", reason="document is not an object", path=path)
    version = doc.get("schema_version")
    if isinstance(version, bool) or not isinstance(version, int) or version < 1:
        raise SchemaError(
            f"A {what} record{where} has no valid schema version.",
            reason=f"bad schema_version {version!r}",
            path=path,
        )
    current = CURRENT_VERSIONS[kind]
    if version > current:
        raise NewerSchemaError(
            f"A {what} record{where} was written by a newer version of Wizard Scorekeeper "
            f"(data version {version}; this version reads up to {current}). Update the app to open it.",
            reason=f"schema_version {version} > supported {current}",
            found=version,
            supported=current,
            path=path,
        )
    original = version
    steps = MIGRATIONS[kind]
    while version < current:
        step = steps.get(version)
        if step is None:
            raise SchemaError(
                f"A {what} record{where} uses data version {version}, which cannot be upgraded.",
                reason=f"no migration for {kind} v{version}",
                path=path,
            )
        try:
            doc = step(dict(doc))
        except Exception as exc:  # a migration that chokes on odd data = a damaged document
            raise SchemaError(
                f"A {what} record{where} could not be upgraded from data version {version}.",
                reason=f"migration {kind} v{version} failed: {exc!r}",
                path=path,
            ) from exc
        version += 1
        doc["schema_version"] = version
    return doc, original


@migration("game", 1)
def _pin_the_rules_of_release_0_1_0(doc: dict[str, Any]) -> dict[str, Any]:
    """Game data version 2 pins the preset's definition into the start action
    (so later edits of ``rules/`` never change a saved game). A version-1 game
    is pinned to the definition release 0.1.0 shipped for its preset: an old
    ``five-rounds`` game keeps its five whole-deck rounds. A house preset is
    left unpinned here and pinned from the rule folders when it is replayed."""
    actions = doc.get("actions")
    if isinstance(actions, list) and actions and isinstance(actions[0], dict):
        doc["actions"] = [pin_legacy_start(actions[0]), *actions[1:]]
    return doc
