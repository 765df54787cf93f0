"""Games saved before their rules were pinned into them (game data version 1,
release 0.1.0) named only a preset id. These are the definitions that
release shipped, kept here word for word, so such a game is pinned to the
rules it was played under, not to today's files: ``five-rounds`` then meant
five whole-deck rounds (it now means the ladder cut after round 5).

Pure data and one pure function; the storage migration to data version 2
applies it to the start action of each old game.
"""

from __future__ import annotations

from typing import Any

from .rules import Preset, PresetRegistry, parse_preset

# rules/*.toml as shipped in release 0.1.0 (comments dropped)
_RELEASE_0_1_0 = {
    "standard.toml": """\
id = "standard"
name = "Standard"
aliases = ["original", "classic"]
description = "Round r deals r cards each until the deck runs out; bids announced openly in turn."
source = "Original rules (seeds 000, 002, 003, 004)"
notequal = false
bids = "open"
foresight = false

[schedule]
kind = "ladder"
""",
    "amigo-tournament.toml": """\
id = "amigo-tournament"
name = "Amigo tournament"
aliases = ["tournament", "wiztournament"]
description = "Ten rounds with fixed card counts (3-5 players); the dealer may not make the bids add up."
source = "BSW wiztournament (seed 002), BGA (seed 004)"
notequal = true
bids = "open"

[schedule]
kind = "table"

[schedule.by_players]
3 = [2, 4, 6, 8, 10, 12, 14, 16, 18, 20]
4 = [1, 3, 5, 7, 9, 11, 12, 13, 14, 15]
5 = [2, 4, 5, 6, 7, 8, 9, 10, 11, 12]
""",
    "five-rounds.toml": """\
id = "five-rounds"
name = "Five rounds"
aliases = ["five", "5-rounds"]
description = "Five rounds, each dealing the whole deck; never a trump card."
source = "Seed 004"

[schedule]
kind = "full-deck"
rounds = 5
""",
    "dm-mixed.toml": """\
id = "dm-mixed"
name = "DM mixed"
aliases = ["dm", "championship"]
description = "Standard deal; rounds 1-6 and the last round hidden bids, the rounds between notequal."
source = "BSW (seed 002)"

[schedule]
kind = "ladder"

[[phases]]
first = -1
last = -1
bids = "hidden"
notequal = false

[[phases]]
first = 1
last = 6
bids = "hidden"
notequal = false

[[phases]]
first = 7
last = -2
bids = "open"
notequal = true
""",
}

def release_0_1_0() -> PresetRegistry:
    """The presets release 0.1.0 shipped (parsed when an old game needs
    them, not at import: most starts read no old game)."""
    return PresetRegistry(parse_preset(text, name) for name, text in _RELEASE_0_1_0.items())


def pin_legacy_start(start: dict[str, Any], registry: PresetRegistry | None = None) -> dict[str, Any]:
    """The JSON of an unpinned start action with the preset ``registry`` (by
    default the one release 0.1.0 shipped) defined for its id pinned in.
    An action already pinned, or naming a preset ``registry`` does not know
    (a house variant), is returned unchanged."""
    if start.get("type") != "start" or start.get("preset") is not None:
        return start
    registry = registry if registry is not None else release_0_1_0()
    found = start.get("rules")
    rules: dict[str, Any] = found if isinstance(found, dict) else {}
    try:
        preset: Preset = registry.get(str(rules.get("preset", "standard")))
    except ValueError:
        return start
    return {**start, "rules": {**rules, "preset": preset.id}, "preset": preset.model_dump(mode="json")}


__all__ = ["pin_legacy_start", "release_0_1_0"]
