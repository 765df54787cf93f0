"""What the command line prints: the presets, a schedule and a game's sheet,
as aligned text tables or as JSON (a contract scripts read: keys and shapes
stay as they are). Pure functions over domain values; the tables take a
:class:`Translator` (English when none is given). The sheet's CSV is
:func:`scorekeeper.exports.spreadsheet.sheet_csv_by_round`."""

from __future__ import annotations

from collections.abc import Set
from typing import TYPE_CHECKING, Any

from ..domain.rules import Preset, RuleSet
from ..i18n import Translator, translator

if TYPE_CHECKING:  # the sheet is only read here; its module (and the game's) loads with a game
    from ..domain.sheet import Sheet, SheetRound


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


def columns(titles: list[str], rows: list[list[str]], right: Set[int] = frozenset()) -> list[str]:
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
    if p.special_cards:
        parts.append(t("cli.summary.special_cards", cards=t.join([t(f"card.{c}.name") for c in p.special_cards])))
    if not p.scoring.standard:
        sc = p.scoring
        parts.append(t("cli.summary.scoring", exact=sc.exact, per_trick=sc.per_trick, off=sc.per_trick_off,
                       missed=sc.missed_per_trick))
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
            "special_cards": list(p.special_cards),
            "scoring": p.scoring.model_dump(mode="json"),
        }
        for p in presets
    ]


OUT = "-"  # a seat that does not play the round


def _cell(value: Any) -> str:
    return "" if value is None else str(value)


def sheet_json(sheet: Sheet) -> dict[str, Any]:
    """``scorekeeper sheet --format json``: the rounds dealt so far x players,
    lists in seat order (everyone seated in the game); tricks, points and
    totals are null for a round not scored yet; a seat that is out of a
    round has null for its bid, tricks and points, and its total as it stood
    (the round's ``out`` names them); ``adjust``: the points the table added
    after the round, with why; winners stay empty until the game is complete
    (or ended early). A record is checked here, not played at a table: a
    covered bid is printed."""
    return {
        "players": list(sheet.players),
        "preset": sheet.preset,
        "rounds": [
            {
                "number": rnd.number,
                "cards": rnd.cards,
                "dealer": rnd.dealer,
                "trump": rnd.trump,
                "out": list(rnd.out),
                "bids": [None if c.out else c.bid for c in rnd.cells],
                "tricks": [None if c.out else c.tricks for c in rnd.cells] if rnd.scored else None,
                "points": [None if c.out else c.points for c in rnd.cells] if rnd.scored else None,
                "totals": [c.total for c in rnd.cells] if rnd.scored else None,
                "adjust": [{"player": name, "points": points, "reason": reason} for name, points, reason in rnd.adjust],
                **_cards_json(sheet, rnd),
            }
            for rnd in sheet.dealt
        ],
        "totals": list(sheet.totals),
        "complete": sheet.complete,
        "ended_early": sheet.ended_early,
        "winners": list(sheet.winners),
        **({"special_cards": list(sheet.special_cards)} if sheet.special_cards else {}),
    }


def _cards_json(sheet: Sheet, rnd: SheetRound) -> dict[str, Any]:
    """What the special cards did in a round (nothing for a round they left alone)."""
    from ..domain.variants import VARIANTS

    out: dict[str, Any] = {}
    for card, mark in rnd.marks:  # each variant's keys, in the registry's order
        out.update(VARIANTS[card].sheet_json(mark, rnd))
    return out


def sheet_table(sheet: Sheet, t: Translator | None = None) -> str:
    """The sheet as the paper pad shows it: a row a round; under each player
    bid, tricks, points and running total."""
    t = _en(t)
    players = sheet.players
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
    for rnd in sheet.dealt:
        row = f"{rnd.number:>{lw[0]}} {rnd.cards:>{lw[1]}} {rnd.dealer[:lw[2]]:<{lw[2]}}"
        for c in rnd.cells:
            b, k, p, s = _cell(c.bid), _cell(c.tricks), _cell(c.points), _cell(c.total)
            if c.change is not None:  # a variant changed the bid in play: before>after
                b = f"{c.bid}>{c.final_bid}"
            if c.out:  # not playing this round: a dash, not 0
                b, k, p = OUT, OUT, OUT
            row += f" | {f'{b:>{w[0]}} {k:>{w[1]}} {p:>{w[2]}} {s:>{w[3]}}':>{col}}"
        lines.append(row.rstrip())
    lines.append(rule)
    lines.append(f"{total:<{len(lead)}}" + "".join(f" | {v:>{col}}" for v in sheet.totals))
    from ..exports.sheet import adjust_notes, card_notes, ended_words, table_notes  # with a game only

    lines += table_notes(sheet, t)
    lines += card_notes(sheet, t)
    lines += adjust_notes(sheet, t)
    ended = ended_words(sheet, t)
    if ended is not None:
        lines.append(ended)
    if sheet.complete:
        lines.append(t.n("cli.sheet.game_over", len(sheet.winners), names=t.join(sheet.winners)))
    else:
        lines.append(t.n("cli.sheet.progress", sheet.total_rounds, done=sheet.rounds_scored, total=sheet.total_rounds))
    return "\n".join(lines) + "\n"
