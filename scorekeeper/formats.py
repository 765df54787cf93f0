"""Text renderings of schedules and sheets (table, CSV) for the command line
and exports. Pure functions over domain data."""

from __future__ import annotations

import csv
import io
from typing import Any

from .domain import GameState, Preset, sheet_data
from .domain.rules import RuleSet


def schedule_data(rules: RuleSet) -> dict[str, Any]:
    return {
        "players": rules.players,
        "preset": rules.preset.id,
        "rounds": [
            {"number": i, "cards": cards, "trump_card": rules.trump_card(i)}
            for i, cards in enumerate(rules.schedule, start=1)
        ],
    }


def schedule_table(rules: RuleSet) -> str:
    lines = [
        f"{rules.preset.name} ({rules.preset.id}), {rules.players} players, {rules.rounds} rounds",
        "",
        "round  cards  trump card  bidding",
    ]
    for i, cards in enumerate(rules.schedule, start=1):
        rr = rules.round_rules(i)
        bidding = rr.bids.value + (", notequal" if rr.notequal else "")
        turned = "yes" if rules.trump_card(i) else "no (all dealt)"
        lines.append(f"{i:>5}  {cards:>5}  {turned:<10}  {bidding}")
    return "\n".join(lines) + "\n"


def presets_table(presets: list[Preset]) -> str:
    width = max(len(p.id) for p in presets)
    lines = []
    for p in presets:
        lines.append(f"{p.id:<{width}}  {p.summary()}")
        lines.append(f"{'':<{width}}  {p.description}")
    return "\n".join(lines) + "\n"


def presets_data(presets: list[Preset]) -> list[dict[str, Any]]:
    return [
        {
            "id": p.id,
            "name": p.name,
            "aliases": list(p.aliases),
            "description": p.description,
            "schedule": p.schedule.kind,
            "notequal": p.notequal,
            "bids": p.bids.value,
            "foresight": p.foresight,
            "phases": [ph.model_dump(mode="json", exclude_none=True) for ph in p.phases],
        }
        for p in presets
    ]


def _cell(value: Any) -> str:
    return "" if value is None else str(value)


def sheet_table(state: GameState) -> str:
    """The sheet as the paper pad shows it: a row a round; under each player
    bid, tricks, points and running total."""
    data = sheet_data(state)
    players = data["players"]
    col = max(19, *(len(p) for p in players))
    lead = f"{'rnd':>3} {'cards':>5} {'dealer':<10}"
    rule = "-" * (len(lead) + (col + 3) * len(players))
    lines = [
        lead + "".join(f" | {p:^{col}}" for p in players),
        " " * len(lead) + "".join(f" | {'bid tk   pts  total':>{col}}" for _ in players),
        rule,
    ]
    for rnd in data["rounds"]:
        row = f"{rnd['number']:>3} {rnd['cards']:>5} {rnd['dealer'][:10]:<10}"
        for seat in range(len(players)):
            bid = _cell(rnd["bids"][seat])
            tk = _cell(rnd["tricks"][seat]) if rnd["tricks"] else ""
            pts = _cell(rnd["points"][seat]) if rnd["points"] else ""
            tot = _cell(rnd["totals"][seat]) if rnd["totals"] else ""
            row += f" | {f'{bid:>3} {tk:>2} {pts:>5} {tot:>6}':>{col}}"
        lines.append(row.rstrip())
    lines.append(rule)
    lines.append(f"{'total':<{len(lead)}}" + "".join(f" | {t:>{col}}" for t in data["totals"]))
    if data["complete"]:
        names = " and ".join(data["winners"])
        lines.append(f"Game over. Winner{'s' if len(data['winners']) > 1 else ''}: {names}")
    else:
        lines.append(f"{state.rounds_scored} of {state.total_rounds} rounds scored")
    return "\n".join(lines) + "\n"


def sheet_csv(state: GameState) -> str:
    data = sheet_data(state)
    out = io.StringIO()
    writer = csv.writer(out, lineterminator="\n")
    header = ["round", "cards", "dealer", "trump"]
    for name in data["players"]:
        header += [f"{name} bid", f"{name} tricks", f"{name} points", f"{name} total"]
    writer.writerow(header)
    for rnd in data["rounds"]:
        row = [rnd["number"], rnd["cards"], rnd["dealer"], _cell(rnd["trump"])]
        for seat in range(len(data["players"])):
            row += [
                _cell(rnd["bids"][seat]),
                _cell(rnd["tricks"][seat]) if rnd["tricks"] else "",
                _cell(rnd["points"][seat]) if rnd["points"] else "",
                _cell(rnd["totals"][seat]) if rnd["totals"] else "",
            ]
        writer.writerow(row)
    return out.getvalue()
