"""What the deal-sizes screen shows: for a preset, the cards dealt in every
round for each table size, and where no trump card is turned (the rules'
own schedule, as ``scorekeeper schedule`` prints it)."""

from __future__ import annotations

from dataclasses import dataclass

from ..domain import PresetRegistry, RuleChoice, RulesError, resolve_rules
from ..domain.rules import MAX_PLAYERS, MIN_PLAYERS
from ..i18n import Translator

TABLE_SIZES = tuple(range(MIN_PLAYERS, MAX_PLAYERS + 1))


@dataclass(frozen=True, slots=True)
class DealRow:
    number: int
    cells: tuple[str, ...]  # per table size: "5", "20*" (no trump card), "" (no such round)


@dataclass(frozen=True, slots=True)
class DealSizesView:
    presets: tuple[tuple[str, str], ...]  # (id, name) for the preset menu
    description: str
    headers: tuple[str, ...]  # "Round", then one per table size
    rows: tuple[DealRow, ...]
    undefined: str  # which table sizes the preset has no schedule for ("" when none)


def deal_sizes_view(preset_id: str, registry: PresetRegistry, t: Translator) -> DealSizesView:
    preset = registry.get(preset_id)
    # per table size: round number -> cell, or None where the preset has no schedule
    columns: dict[int, dict[int, str] | None] = {}
    for players in TABLE_SIZES:
        try:
            rules = resolve_rules(RuleChoice(preset=preset.id), players, registry)
        except RulesError:
            columns[players] = None
            continue
        columns[players] = {
            number: f"{cards}{'' if rules.trump_card(number) else '*'}"
            for number, cards in enumerate(rules.schedule, start=1)
        }
    longest = max((len(c) for c in columns.values() if c), default=0)
    rows = tuple(
        DealRow(number, tuple((c or {}).get(number, "") for c in columns.values()))
        for number in range(1, longest + 1)
    )
    missing = [str(n) for n, c in columns.items() if c is None]
    return DealSizesView(
        presets=tuple((p.id, t.preset_name(p)) for p in registry),
        description=t.preset_description(preset),
        headers=(t("deal.round"), *(t("deal.players", n=n) for n in TABLE_SIZES)),
        rows=rows,
        undefined=t("deal.undefined", players=", ".join(missing)) if missing else "",
    )
