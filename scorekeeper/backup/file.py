"""The backup file of all games (``wizard-scorekeeper/backup@1``): writing
it, and reading one back without trusting it.

    {"format": "wizard-scorekeeper/backup@1",
     "games": [{"id": "20261130-081500-ab12",
                "created": "2026-11-30T09:15:00+01:00",
                "updated": "2026-11-30T10:02:11+01:00",
                "trashed": false,
                "actions": [{"type": "start", ...}, {"type": "bid", ...}, ...]}]}

Each game keeps its whole action log (undo history included), its dates and
whether it was in the trash. The file is compact JSON, games in the order
they were created, so the same games give the same bytes.

Reading is in two steps: :func:`parse_backup` checks the file as a whole
(size, UTF-8, JSON, the format id, the shape of every entry) and refuses it
entirely, with one line saying why, when any of that is wrong; whether each
game's actions replay under the rules is the caller's check, game by game.
Pure: the standard library, pydantic and the domain's limits only.
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from datetime import datetime, timezone
from typing import Any, Iterable, Literal, Mapping

from pydantic import BaseModel, ConfigDict, Field, StrictBool, StrictStr, ValidationError

from ..domain import FORMAT_ID as RECORD_FORMAT_ID
from ..domain import ScorekeeperError
from ..domain.record_text import MAX_RECORD_DEPTH, nesting_depth
from ..domain.text import excerpt

BACKUP_FORMAT_ID = "wizard-scorekeeper/backup@1"
MAX_BACKUP_BYTES = 20_000_000
# The longest real game (3 players, 20 rounds, every trick tapped) has about
# 300 actions; replaying costs the square of a log's length, so a game of
# more is refused (that game only: see restore.py) rather than replayed.
MAX_ACTIONS_PER_GAME = 5_000
MAX_GAMES = 100_000


class FileRefusedError(ScorekeeperError):
    """A file handed to import or restore cannot be read; nothing was stored."""


class BackupError(FileRefusedError):
    """The file is not a backup this app can read; nothing was stored."""


class _Strict(BaseModel):
    model_config = ConfigDict(extra="forbid", frozen=True, defer_build=True)


class BackupGame(_Strict):
    id: StrictStr = Field(pattern=r"^[0-9A-Za-z][0-9A-Za-z-]{0,63}$")
    created: datetime
    updated: datetime
    trashed: StrictBool = False
    actions: list[dict[str, Any]] = Field(min_length=1)


class BackupFile(_Strict):
    format: Literal["wizard-scorekeeper/backup@1"]
    games: list[BackupGame] = Field(max_length=MAX_GAMES)


@dataclass(frozen=True, slots=True)
class GameEntry:
    """One game as written into a backup (the caller reads them from storage)."""

    id: str
    created: datetime
    updated: datetime
    trashed: bool
    actions: list[dict[str, Any]]


def _iso(moment: datetime) -> str:
    return (moment if moment.tzinfo is not None else moment.replace(tzinfo=timezone.utc)).isoformat()


def backup_bytes(games: Iterable[GameEntry]) -> bytes:
    ordered = sorted(games, key=lambda g: (_iso(g.created), g.id))
    data = {
        "format": BACKUP_FORMAT_ID,
        "games": [
            {"id": g.id, "created": _iso(g.created), "updated": _iso(g.updated), "trashed": g.trashed,
             "actions": g.actions}
            for g in ordered
        ],
    }
    return (json.dumps(data, ensure_ascii=False, separators=(",", ":")) + "\n").encode("utf-8")


def decode_text(data: bytes, what: str, limit: int, error: type[FileRefusedError] = FileRefusedError) -> str:
    """``data`` as text: refused past ``limit`` bytes or when it is not UTF-8
    (a byte-order mark is allowed); ``what`` names the file in the error."""
    if not isinstance(data, (bytes, bytearray)):
        raise error(f"{what}: expected the bytes of a file")
    if len(data) > limit:
        raise error(f"{what} is {len(data) / 1e6:.1f} MB, larger than the {limit // 1_000_000} MB this app reads")
    try:
        return bytes(data).decode("utf-8-sig")
    except UnicodeDecodeError as exc:
        raise error(f"{what} is not UTF-8 text (byte 0x{data[exc.start]:02x} at position {exc.start})") from None


def _no_duplicate_keys(what: str, error: type[FileRefusedError]):
    def hook(pairs: list[tuple[str, Any]]) -> dict[str, Any]:
        seen: dict[str, Any] = {}
        for key, value in pairs:
            if key in seen:  # which one would count? refused rather than guessed
                raise error(f"{what} is damaged: the key {excerpt(key)} appears twice in one object")
            seen[key] = value
        return seen

    return hook


def load_json(text: str, what: str, error: type[FileRefusedError] = FileRefusedError) -> Any:
    """A JSON text, refusing what a careful reader would: bad syntax, nesting
    deeper than a game's (refused before it is parsed: in the browser the
    parser's recursion overflows the stack and stops Python, issue 41), a key
    given twice in one object."""
    if nesting_depth(text, past=MAX_RECORD_DEPTH) > MAX_RECORD_DEPTH:
        raise error(f"{what} is not valid JSON (nested too deeply)")
    try:
        return json.loads(text, object_pairs_hook=_no_duplicate_keys(what, error))
    except FileRefusedError:
        raise
    except json.JSONDecodeError as exc:
        raise error(f"{what} is not valid JSON ({exc.msg.removesuffix(' at')} at line {exc.lineno}, column {exc.colno})") from None
    except RecursionError:
        raise error(f"{what} is not valid JSON (nested too deeply)") from None
    except ValueError:  # the only other refusal of json.loads: a number with thousands of digits
        raise error(f"{what} is not valid JSON (a number with too many digits)") from None


def _where(loc: tuple, data: Any) -> str:
    """('games', 3, 'actions', 0) -> "game 4 (id 2026...), actions[0]"."""
    parts = list(loc)
    if len(parts) >= 2 and parts[0] == "games" and isinstance(parts[1], int):
        index = parts[1]
        label = f"game {index + 1}"
        try:
            game_id = data["games"][index]["id"]
            if isinstance(game_id, str):
                label += f" (id {excerpt(game_id, 24)})"
        except (KeyError, IndexError, TypeError):
            pass
        rest = "".join(f"[{p}]" if isinstance(p, int) else f".{p}" for p in parts[2:]).lstrip(".")
        return f"{label}, {rest}" if rest else label
    return ".".join(str(p) for p in parts) or "the file"


def _problem(error: Mapping[str, Any]) -> str:
    kind, msg, loc = error["type"], error["msg"], error["loc"]
    if kind == "extra_forbidden":
        return "unknown key"
    if kind == "missing":
        return "missing"
    if kind == "string_pattern_mismatch" and loc[-1:] == ("id",):
        return "not a game id (letters, digits and dashes, at most 64)"
    return msg[0].lower() + msg[1:] if msg else kind


def parse_backup(data: bytes, what: str = "the backup file") -> BackupFile:
    """The games of a backup file, or a :class:`BackupError` naming the first
    problem. Checks the whole file before anything is stored."""
    value = load_json(decode_text(data, what, MAX_BACKUP_BYTES, BackupError), what, BackupError)
    if not isinstance(value, dict):
        raise BackupError(f"{what} is not a backup of this app (a JSON object with \"format\" {BACKUP_FORMAT_ID!r})")
    found = value.get("format")
    if found == RECORD_FORMAT_ID:
        raise BackupError(f"{what} is one game record, not a backup of all games: import it as a game instead")
    if found != BACKUP_FORMAT_ID:
        shown = excerpt(found, 40) if found is not None else "none"
        raise BackupError(f"{what} is not a backup of this app (format {shown}, expected {BACKUP_FORMAT_ID!r})")
    try:
        backup = BackupFile.model_validate(value)
    except ValidationError as exc:
        first = exc.errors()[0]
        more = exc.error_count() - 1
        suffix = f" (and {more} more problem{'s' if more > 1 else ''})" if more else ""
        raise BackupError(f"{what} is damaged: {_where(tuple(first['loc']), value)}: {_problem(first)}{suffix}") from None
    for index, game in enumerate(backup.games):
        for number, action in enumerate(game.actions):
            if not isinstance(action.get("type"), str):
                raise BackupError(
                    f"{what} is damaged: game {index + 1} (id {excerpt(game.id, 24)}), action {number + 1} has no type"
                )
    return backup


def refuse_record_as_backup(value: Any, what: str = "the file") -> None:
    """An import of one game that was handed a backup: say which is which."""
    if isinstance(value, dict) and value.get("format") == BACKUP_FORMAT_ID:
        raise FileRefusedError(f"{what} is a backup of all games, not one game record: restore it instead")


__all__ = [
    "BACKUP_FORMAT_ID",
    "BackupError",
    "BackupFile",
    "BackupGame",
    "FileRefusedError",
    "GameEntry",
    "MAX_ACTIONS_PER_GAME",
    "MAX_BACKUP_BYTES",
    "backup_bytes",
    "decode_text",
    "load_json",
    "parse_backup",
    "refuse_record_as_backup",
]
