"""Text renderings of schedules and sheets (table, CSV) for the command line
and exports. Pure functions over domain data; the human ones take a
:class:`Translator` (English when none is given)."""

from __future__ import annotations

import csv
import io
from typing import Any

from .domain import GameState, Preset, sheet_data
from .domain.rules import RuleSet
from .i18n import Translator, translator


def schedule_data(rules: RuleSet) -> dict[str, Any]:
    return {
        "players": rules.players,
        "preset": rules.preset.id,
        "rounds": [
            {"number": i, "cards": cards, "trump_card": rules.trump_card(i)}
            for i, cards in enumerate(rules.schedule, start=1)
        ],
    }


def _en(t: Translator | None) -> Translator:
    return t if t is not None else translator("en")


def columns(titles: list[str], rows: list[list[str]], right: set[int] = frozenset()) -> list[str]:
    """Titles and rows as aligned columns two spaces apart, each as wide as
    its widest cell (a translated title may be wider than the English one)."""
    widths = [max([len(titles[i])] + [len(r[i]) for r in rows]) for i in range(len(titles))]

    def line(cells: list[str]) -> str:
        return "  ".join(c.rjust(w) if i in right else c.ljust(w) for i, (c, w) in enumerate(zip(cells, widths))).rstrip()

    return [line(titles)] + [line(r) for r in rows]


def _mode(t: Translator, mode: str) -> str:
    return t(f"mode_short.{mode}").lower()


def schedule_table(rules: RuleSet, t: Translator | None = None) -> str:
    t = _en(t)
    name = t.preset_name(rules.preset)
    lines = [t.n("cli.schedule.title", rules.rounds, name=name, id=rules.preset.id, players=rules.players,
                 rounds=rules.rounds), ""]
    rows = []
    for i, cards in enumerate(rules.schedule, start=1):
        rr = rules.round_rules(i)
        bidding = _mode(t, rr.bids.value) + (", " + t("mode.notequal") if rr.notequal else "")
        turned = t("cli.yes") if rules.trump_card(i) else t("cli.no_all_dealt")
        rows.append([str(i), str(cards), turned, bidding])
    titles = [t("cli.col.round"), t("cli.col.cards"), t("cli.col.trump_card"), t("cli.col.bidding")]
    lines += columns(titles, rows, right={0, 1})
    return "\n".join(lines) + "\n"


def preset_summary(p: Preset, t: Translator | None = None) -> str:
    """One line of what the preset sets (for ``scorekeeper presets``)."""
    t = _en(t)
    kind = t(f"cli.kind.{p.schedule.kind.replace('-', '_')}")
    parts = [t("cli.summary.schedule", kind=kind + (f" x{p.schedule.rounds}" if p.schedule.rounds is not None else ""))]
    parts.append(t("cli.summary.bids", mode=_mode(t, p.bids.value)))
    parts.append(t("cli.summary.notequal_on") if p.notequal else t("cli.summary.notequal_off"))
    if p.foresight:
        parts.append(t("cli.summary.foresight"))
    if p.phases:
        parts.append(t("cli.summary.phases"))
    return ", ".join(parts)


def presets_table(presets: list[Preset], t: Translator | None = None) -> str:
    t = _en(t)
    width = max(len(p.id) for p in presets)
    lines = []
    for p in presets:
        lines.append(f"{p.id:<{width}}  {preset_summary(p, t)}")
        lines.append(f"{'':<{width}}  {t.preset_description(p)}")
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


def sheet_table(state: GameState, t: Translator | None = None) -> str:
    """The sheet as the paper pad shows it: a row a round; under each player
    bid, tricks, points and running total."""
    t = _en(t)
    data = sheet_data(state)
    players = data["players"]
    bid, tk, pts, total = t("cli.col.bid"), t("cli.col.tk"), t("cli.col.pts"), t("cli.col.total")
    # each player's column: bid, tricks, points and total, at least as wide as their titles
    w = (max(3, len(bid)), max(2, len(tk)), max(5, len(pts)), max(6, len(total)))
    sub = f"{bid:>{w[0]}} {tk:>{w[1]}} {pts:>{w[2]}} {total:>{w[3]}}"
    col = max(19, len(sub), *(len(p) for p in players))
    rnd_t, cards_t, dealer_t = t("cli.col.rnd"), t("cli.col.cards"), t("cli.col.dealer")
    lw = (max(3, len(rnd_t)), max(5, len(cards_t)), max(10, len(dealer_t)))
    lead = f"{rnd_t:>{lw[0]}} {cards_t:>{lw[1]}} {dealer_t:<{lw[2]}}"
    rule = "-" * (len(lead) + (col + 3) * len(players))
    lines = [
        lead + "".join(f" | {p:^{col}}" for p in players),
        " " * len(lead) + "".join(f" | {sub:>{col}}" for _ in players),
        rule,
    ]
    for rnd in data["rounds"]:
        row = f"{rnd['number']:>{lw[0]}} {rnd['cards']:>{lw[1]}} {rnd['dealer'][:lw[2]]:<{lw[2]}}"
        for seat in range(len(players)):
            b = _cell(rnd["bids"][seat])
            k = _cell(rnd["tricks"][seat]) if rnd["tricks"] else ""
            p = _cell(rnd["points"][seat]) if rnd["points"] else ""
            s = _cell(rnd["totals"][seat]) if rnd["totals"] else ""
            row += f" | {f'{b:>{w[0]}} {k:>{w[1]}} {p:>{w[2]}} {s:>{w[3]}}':>{col}}"
        lines.append(row.rstrip())
    lines.append(rule)
    lines.append(f"{total:<{len(lead)}}" + "".join(f" | {v:>{col}}" for v in data["totals"]))
    if data["complete"]:
        lines.append(t.n("cli.sheet.game_over", len(data["winners"]), names=t.join(data["winners"])))
    else:
        lines.append(t.n("cli.sheet.progress", state.total_rounds, done=state.rounds_scored, total=state.total_rounds))
    return "\n".join(lines) + "\n"


def sheet_csv(state: GameState, t: Translator | None = None) -> str:
    """One row a round, four columns a player (their names in the titles)."""
    t = _en(t)
    data = sheet_data(state)
    out = io.StringIO()
    writer = csv.writer(out, lineterminator="\n")
    header = [t("csv.round"), t("csv.cards"), t("csv.dealer"), t("csv.trump")]
    for name in data["players"]:
        header += [t("csv.player_bid", name=name), t("csv.player_tricks", name=name),
                   t("csv.player_points", name=name), t("csv.player_total", name=name)]
    writer.writerow(header)
    for rnd in data["rounds"]:
        row = [rnd["number"], rnd["cards"], rnd["dealer"], _trump(rnd["trump"], t)]
        for seat in range(len(data["players"])):
            row += [
                _cell(rnd["bids"][seat]),
                _cell(rnd["tricks"][seat]) if rnd["tricks"] else "",
                _cell(rnd["points"][seat]) if rnd["points"] else "",
                _cell(rnd["totals"][seat]) if rnd["totals"] else "",
            ]
        writer.writerow(row)
    return out.getvalue()


def _trump(trump: str | None, t: Translator) -> str:
    """The suit's name in the language; English keeps the record's word
    (``red``, ``none``), which a script reading the CSV may rely on."""
    if trump is None:
        return ""
    if t.language == "en":
        return trump
    return t(f"csv.suit.{trump}")
