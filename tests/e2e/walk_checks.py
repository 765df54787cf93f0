"""What the random walk (tests/e2e/walk.py) checks after every tap, and how it
names the screen it is on: the server's log, the error screen, and the totals
shown against the games stored in the data folder."""

from __future__ import annotations

import json
import re
from collections import Counter
from dataclasses import dataclass
from pathlib import Path

from scorekeeper.domain import Game, GameState, action_from_json
from scorekeeper.presets import builtin_registry
from scorekeeper.storage.documents import parse_game_file

REGISTRY = builtin_registry()

# Words of a failure in the server's log: Flet's handler errors ("Unhandled
# error in ... handler", a traceback), its receive loop ending ("Receive loop
# error"), and anything else that says Error or Exception.
_LOG_ALARM = re.compile(r"Traceback|Error|Exception|error", re.ASCII)

# What Flet shows when a handler's error takes the page down (item 1 of issue 40),
# in any language of the app: Flet's own words are English.
ERROR_SCREEN_WORDS = ("Error running app", "must be added to the page", "Traceback")

# All the text a screen shows, as a screen reader could read it.
SCREEN_TEXT_JS = """() => [...document.querySelectorAll('[aria-label]')].map(e => e.getAttribute('aria-label'))
    .join('\\n') + '\\n' + (document.querySelector('flt-semantics-host') || document.body).textContent"""

# The totals strip: total-S reads "<name>: total N" over the number.
TOTALS_JS = """() => [...document.querySelectorAll('[flt-semantics-identifier^="total-"]')]
    .filter(e => /^total-\\d+$/.test(e.getAttribute('flt-semantics-identifier')))
    .sort((a, b) => a.getAttribute('flt-semantics-identifier').slice(6) - b.getAttribute('flt-semantics-identifier').slice(6))
    .map(e => (e.textContent || e.getAttribute('aria-label') || '').trim())"""


class LogWatch:
    """New lines of the app's log since the last look."""

    def __init__(self, path: Path) -> None:
        self.path = path
        self.offset = 0

    def new_alarms(self) -> list[str]:
        try:
            with open(self.path, "rb") as f:
                f.seek(self.offset)
                chunk = f.read()
        except OSError:
            return []
        cut = chunk.rfind(b"\n") + 1  # a line still being written is read next time
        self.offset += cut
        lines = chunk[:cut].decode(errors="replace").splitlines()
        hits = [i for i, line in enumerate(lines) if _LOG_ALARM.search(line)]
        if not hits:
            return []
        return lines[max(0, hits[0] - 3):]  # the lines around the first alarm, and all after it


def points_and_adjustments(state: GameState) -> tuple[int, ...]:
    """Each seat's points and adjustments over the scored rounds, added up here
    (not the engine's running totals, which the screen shows)."""
    sums = [0] * len(state.players)
    for rnd in state.rounds:
        points = rnd.points
        if points is None:
            continue
        for seat in range(len(sums)):
            sums[seat] += points[seat] + rnd.adjusted(seat)
    return tuple(sums)


@dataclass(frozen=True)
class StoredGame:
    game_id: str
    mtime_ns: int
    sums: tuple[int, ...]  # points and adjustments added up
    totals: tuple[int, ...]  # the engine's totals


class StoredGames:
    """The games in the app's data folder (``games/<id>.json``), each read
    again only when its file changed."""

    def __init__(self, data_dir: Path) -> None:
        self.folder = data_dir / "games"
        self._cache: dict[str, tuple[tuple[int, int], StoredGame]] = {}

    def load(self) -> list[StoredGame]:
        """Every stored game, the last saved first."""
        games = []
        for path in sorted(self.folder.glob("*.json")) if self.folder.is_dir() else []:
            try:
                stat = path.stat()
            except OSError:
                continue  # replaced while listed: read next time
            sig = (stat.st_ino, stat.st_mtime_ns)
            cached = self._cache.get(path.stem)
            if cached is None or cached[0] != sig:
                game = self._read(path, stat.st_mtime_ns)
                if game is None:
                    continue
                self._cache[path.stem] = cached = (sig, game)
            games.append(cached[1])
        return sorted(games, key=lambda g: -g.mtime_ns)

    @staticmethod
    def _read(path: Path, mtime_ns: int) -> StoredGame | None:
        try:
            doc, _ = parse_game_file(json.loads(path.read_text()), path)
        except (OSError, ValueError):
            return None  # a file replaced under us (atomic writes): read it next time
        game = Game.replay([action_from_json(a) for a in doc["actions"]], REGISTRY)
        state = game.state
        return StoredGame(path.stem, mtime_ns, points_and_adjustments(state), state.totals)


def reached(data_dir: Path) -> Counter:
    """What the games of a walk's data folder went through: how many sat at
    them, the bids, notequal, the preset, special cards, and every kind of
    action entered (undo, redo, correct, table, adjust, end, tricks, ...)."""
    seen: Counter = Counter()
    for path in sorted((data_dir / "games").glob("*.json")):
        try:
            doc, _ = parse_game_file(json.loads(path.read_text()), path)
        except (OSError, ValueError):
            continue
        actions = doc["actions"]
        state = Game.replay([action_from_json(a) for a in actions], REGISTRY).state
        rules = {r.rules for r in state.rounds}
        seen.update({f"{len(state.players)} players", f"preset {state.rules.preset.id}"})
        seen.update({f"{r.bids.value} bids" for r in rules} | {"notequal" for r in rules if r.notequal}
                    | {"special cards" for r in rules if r.special_cards})
        seen.update(f"action {a['type']}" for a in actions)
        seen.update(["finished"] if state.complete else [])
    return seen


def parse_totals(texts: list[str]) -> tuple[int, ...] | None:
    """The numbers of the totals strip (the last line of each chip's text)."""
    out = []
    for text in texts:
        last = text.strip().splitlines()[-1].strip().replace("\u2212", "-") if text.strip() else ""
        if not re.fullmatch(r"-?\d+", last):
            return None
        out.append(int(last))
    return tuple(out)


def totals_problem(shown: tuple[int, ...], games: list[StoredGame]) -> str | None:
    """Why the totals shown are not a stored game's points and adjustments
    added up (None: they are)."""
    for game in games:
        if game.sums != game.totals:
            return f"game {game.game_id}: the engine's totals {game.totals} != points and adjustments {game.sums}"
    if any(game.sums == shown for game in games):
        return None
    near = [g.sums for g in games if len(g.sums) == len(shown)][:3]
    return f"the totals shown {shown} are no stored game's points and adjustments (latest: {near})"


# The screen a walk is on, by a node only it shows (first match wins); the
# game screen's part by the round's phase.
SCREEN_MARKERS = (
    ("dialog:adjust", "adjust-points"),
    ("dialog:join", "join-name"),
    ("dialog:plan", "plan-last"),
    ("dialog:change", "change-confirm"),
    ("dialog:share", "share-close"),
    ("dialog:fix", "fix-save"),
    ("dialog:end", "end-standings"),
    ("game:sheet", "sheet-round-"),
    ("game:over", "winners"),
    ("game:cover", "cover-ready"),
    ("game:confirm-bid", "bid-confirm"),
    ("game:bid", "bid-pad"),
    ("game:reveal", "reveal-bids"),
    ("game:direct-entry", "entry-title"),
    ("game:scored", "next-round"),
    ("game:tally", "tricks-left"),
    ("game", "round-number"),
    ("setup", "player-name"),
    ("home", "new-game"),
    ("history", "history-trash"),
    ("history", "game-view-"),
    ("deal_sizes", "deal-row-"),
    ("rules", "rules-round-"),
    ("shared", "shared-status"),
)


def screen_name(identifiers: list[str]) -> str:
    for name, marker in SCREEN_MARKERS:
        if any(i.startswith(marker) for i in identifiers):
            return name
    return "menu:" + (identifiers[0] if identifiers else "empty")  # a popup menu's items only
