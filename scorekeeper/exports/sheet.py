"""What every export shows of a game, computed once: the sheet (the
domain's :class:`~scorekeeper.domain.Sheet`), the rules in words, the date
and the file name. Pure functions over the domain's :class:`GameState`.

A bid still covered (hidden before the reveal, secret before the round is
scored) is never shown (``SheetCell.shown_bid``): an export taken in the
middle of a round must not give away what the table cannot see yet.
"""

from __future__ import annotations

import re
import unicodedata
from dataclasses import dataclass
from datetime import datetime, timezone
from typing import Any, Mapping

from ..domain import TRUMPS, GameState, Sheet, SheetRound, score_sheet
from ..domain import card_notes as domain_card_notes
from ..i18n import Translator, translator


def card_notes(sheet: Sheet, t: Translator) -> list[str]:
    """One line per round a special card changed (the sentences of
    :func:`scorekeeper.domain.card_notes`, as every output says them)."""
    lines = []
    for rnd in sheet.dealt:
        if not rnd.marks:
            continue
        bids = tuple(cell.shown_bid for cell in rnd.cells)
        final = tuple(None if cell.covered else cell.final_bid for cell in rnd.cells)
        notes = domain_card_notes(rnd.marks, t, sheet.players, bids, final, covered=True)
        if notes:
            lines.append(t("cards.note.round", n=rnd.number, notes=notes))
    return lines


OUT = "\u2013"  # en dash: a seat that does not play the round (never 0)


def signed(points: int, t: Translator) -> str:
    """An adjustment's points with their sign (``+5``, ``-10``), written the language's way."""
    return ("+" if points > 0 else "") + t.number(points)


def adjust_notes(sheet: Sheet, t: Translator) -> list[str]:
    """One line per round the table adjusted a total: who, by how much and why
    (``Round 5 adjusted: Ben -10 (revoke)``)."""
    lines = []
    for rnd in sheet.dealt:
        if rnd.adjust:
            items = [t("export.adjust.item", name=name, points=signed(points, t), reason=reason)
                     for name, points, reason in rnd.adjust]
            lines.append(t("export.adjust.round", n=rnd.number, items=", ".join(items)))
    return lines


def table_notes(sheet: Sheet, t: Translator) -> list[str]:
    """One line per round the table changed at: who left, who came back, who
    joined, and the plan from there (``Round 6: Finn joined; the plan from
    here: 6, 7, 8, 9 cards``)."""
    lines = []
    played: set[int] = set()
    before: tuple[bool, ...] = ()
    for rnd in sheet.dealt:
        playing = tuple(not cell.out for cell in rnd.cells)
        changes = []
        if before:
            groups: dict[str, list[str]] = {"left": [], "back": [], "joined": []}
            for seat, (was, now) in enumerate(zip(before, playing)):
                if was and not now:
                    groups["left"].append(sheet.players[seat])
                elif now and not was:
                    groups["back" if seat in played else "joined"].append(sheet.players[seat])
            changes += [t.n(f"export.table.{kind}", len(names), names=t.join(names))
                        for kind, names in groups.items() if names]
        if rnd.plan is not None:
            changes.append(t("export.table.plan", cards=", ".join(str(cards) for cards in rnd.plan)))
        if changes:
            lines.append(t("export.table.round", n=rnd.number, changes="; ".join(changes)))
        played |= {seat for seat, now in enumerate(playing) if now}
        before = playing
    return lines


def adjusted(rnd: SheetRound, name: str) -> bool:
    """The table adjusted ``name``'s total after this round."""
    return any(who == name for who, _, _ in rnd.adjust)


def ended_words(sheet: Sheet, t: Translator) -> str | None:
    """``Ended early after round 8 of 12.`` for a game the table stopped before the last round of its plan."""
    if not sheet.ended_early or not sheet.dealt:
        return None
    return t("export.ended_early", n=sheet.dealt[-1].number, total=sheet.planned_rounds)


def suit_words(t: Translator) -> dict[str, str]:
    """The trump of a round in words, in the export's language."""
    return {suit: t(f"export.suit.{suit}") for suit in TRUMPS}


@dataclass(frozen=True, slots=True)
class SheetExport:
    """What an export writes: the game's sheet (the one model of the pad,
    :class:`scorekeeper.domain.Sheet`) and the words around it."""

    sheet: Sheet
    rules: tuple[str, ...]  # the rules played, a short phrase each
    preset: str  # the preset's name
    played: datetime | None
    language: str = "en"  # of every word the exports write around the numbers and names

    @property
    def t(self) -> Translator:
        return translator(self.language)


def _stretches(numbers: list[int]) -> str:
    """[1, 2, 3, 7, 9, 10] -> "1-3, 7, 9-10"."""
    parts: list[str] = []
    start = prev = numbers[0]
    for n in [*numbers[1:], None]:
        if n is not None and n == prev + 1:
            prev = n
            continue
        parts.append(str(start) if start == prev else f"{start}-{prev}")
        if n is not None:
            start = prev = n
    return ", ".join(parts)


def _by_round(label: str, values: Mapping[int, object], wording: Mapping[Any, str], t: Translator) -> str:
    """"bids open" when every round agrees, else "bids hidden in rounds 1-6, 20;
    open in rounds 7-19"."""
    kinds = list(dict.fromkeys(values.values()))
    if len(kinds) == 1:
        return t("export.rules.every_round", label=label, value=wording[kinds[0]])
    parts = [
        t("export.rules.in_rounds", value=wording[kind], rounds=_stretches([n for n, v in values.items() if v == kind]))
        for kind in kinds
    ]
    return t("export.rules.every_round", label=label, value="; ".join(parts))


def _schedule_words(schedule: tuple[int, ...], t: Translator) -> str:
    count = len(schedule)
    rounds = t.n("export.rules.rounds", count, n=count)
    if len(set(schedule)) == 1:
        return t.n("export.rules.of_cards", schedule[0], rounds=rounds, n=schedule[0])
    if list(schedule) == list(range(1, count + 1)):
        return t("export.rules.ladder", rounds=rounds, n=count)
    return t("export.rules.list", rounds=rounds, cards=", ".join(str(c) for c in schedule))


def rules_words(state: GameState, t: Translator | None = None) -> tuple[str, ...]:
    """The rules played, one phrase each: preset, schedule, bids, notequal,
    foresight (read from the rules each round actually had)."""
    t = t or translator("en")
    rules = state.rules
    numbers = range(1, rules.rounds + 1)
    per_round = {n: rules.round_rules(n) for n in numbers}
    modes = {r.bids: t(f"mode_short.{r.bids.value}").lower() for r in per_round.values()}
    bids = _by_round(t("export.rules.bids"), {n: r.bids for n, r in per_round.items()}, modes, t)
    notequal = _by_round(t("export.rules.notequal"), {n: r.notequal for n, r in per_round.items()},
                         {True: t("export.rules.on"), False: t("export.rules.off")}, t)
    schedule = _schedule_words(rules.schedule, t)
    if rules.choice.schedule is not None:
        schedule = t("export.rules.custom", schedule=schedule)
    # the preset by its name alone: its id is for files and the command line ("Standard", not "Standard (standard)")
    words = [t.preset_name(rules.preset), schedule, bids, notequal]
    if per_round[1].foresight:
        words.append(t("export.rules.foresight"))
    if rules.special_cards:
        names = [t(f"card.{card}.name") for card in rules.special_cards]
        words.append(t("export.rules.special_cards", cards=t.join(names)))
    scoring = rules.preset.scoring
    if not scoring.standard:
        words.append(t("export.rules.scoring", exact=scoring.exact, per_trick=scoring.per_trick,
                       off=scoring.per_trick_off, missed=scoring.missed_per_trick))
    return tuple(words)


def sheet_export(state: GameState, played: datetime | None = None, language: str = "en") -> SheetExport:
    t = translator(language)
    return SheetExport(score_sheet(state), rules_words(state, t), state.rules.preset.name, played, t.language)


# -- dates and file names -----------------------------------------------------------


def fixed_moment(played: datetime | None) -> datetime:
    """A timezone-aware moment for file metadata: the game's own date, or a
    fixed one, never the clock (so two exports of a game are identical)."""
    if played is None:
        return datetime(2000, 1, 1, tzinfo=timezone.utc)
    return played if played.tzinfo is not None else played.replace(tzinfo=timezone.utc)


# Latin letters that do not decompose into a base letter and an accent
PLAIN_LETTERS = str.maketrans({"ß": "ss", "ł": "l", "Ł": "L", "đ": "d", "Đ": "D", "ø": "o", "Ø": "O",
                               "æ": "ae", "Æ": "AE", "œ": "oe", "Œ": "OE", "þ": "th", "Þ": "TH"})


def _slug(name: str) -> str:
    """ASCII letters and digits of a name, accents dropped (``Zażółć`` ->
    ``zazolc``); empty for a name in another script."""
    ascii_ = unicodedata.normalize("NFKD", name.translate(PLAIN_LETTERS)).encode("ascii", "ignore")
    return re.sub(r"[^a-z0-9]+", "-", ascii_.decode("ascii").lower()).strip("-")[:12].strip("-")


def file_stem(state: GameState, played: datetime | None) -> str:
    """``wizard-2026-11-30-ana-ben-cleo``: safe on every file system and in a
    download header; a name with no Latin letters becomes ``p<seat>``."""
    parts = ["wizard"]
    if played is not None:
        parts.append(f"{played.year:04d}-{played.month:02d}-{played.day:02d}")
    parts += [_slug(name) or f"p{seat + 1}" for seat, name in enumerate(state.players)]
    return "-".join(parts)


__all__ = [
    "OUT",
    "SheetExport",
    "adjust_notes",
    "adjusted",
    "ended_words",
    "file_stem",
    "fixed_moment",
    "rules_words",
    "sheet_export",
    "signed",
    "table_notes",
]
