"""The result in a few lines for a group chat: the winner, the standings,
the best round and the rules played; a game the table ended early says so,
a player who left says after which round, and each adjustment is a line,
with its round and reason. Plain text (no markup a messenger
would mangle), one fact a line."""

from __future__ import annotations

from ..l10n import day_words
from .sheet import SheetExport, adjust_notes, card_notes, ended_words


def _headline(export: SheetExport) -> str:
    t, sheet = export.t, export.sheet
    when = t("export.summary.when", date=day_words(export.played.date(), t.language)) if export.played is not None else "Wizard"
    top = sheet.standings[0].total
    leaders = [s.name for s in sheet.standings if s.total == top]
    if sheet.complete:
        return t.n("export.summary.won", len(leaders), when=when, names=t.join(leaders), points=top)
    if sheet.rounds_scored == 0:
        return t.n("export.summary.none", sheet.total_rounds, when=when, n=sheet.total_rounds)
    return t.n("export.summary.leads", len(leaders), when=when, done=sheet.rounds_scored, total=sheet.total_rounds,
               names=t.join(leaders), points=top)


def _left(export: SheetExport) -> dict[int, int]:
    """The seats that left the table (out of the last round dealt), by the last round they played."""
    dealt = export.sheet.dealt
    if not dealt:
        return {}
    left = {}
    for seat, cell in enumerate(dealt[-1].cells):
        played = [rnd.number for rnd in dealt if not rnd.cells[seat].out]
        if cell.out and played:
            left[seat] = played[-1]
    return left


def summary_lines(export: SheetExport) -> list[str]:
    t, sheet = export.t, export.sheet
    lines = [_headline(export)]
    ended = ended_words(sheet, t)
    if ended is not None:  # the table stopped before the last round
        lines.append(ended)
    left = _left(export)
    for s in sheet.standings:
        standing = t("export.summary.standing", place=s.place, name=s.name, total=s.total)
        lines.append(standing if s.seat not in left else t("export.summary.left", standing=standing, n=left[s.seat]))
    best = sheet.best
    if best is not None and best.points > 0:
        points = f"{best.points:+d}"
        if len(best.times) == 1:
            lines.append(t("export.summary.best", names=t.join(best.names), points=points, n=best.number))
        else:  # as much in other rounds too: every time, not the first alone
            times = [t("export.summary.best_time", names=t.join(names), n=n) for n, names in best.times]
            lines.append(t("export.summary.best_times", points=points, times=t.join(times)))
    lines.append(t("export.summary.rules", rules=", ".join(export.rules)))
    lines += card_notes(sheet, t)  # what the special cards did, a round a line
    lines += adjust_notes(sheet, t)  # what the table added or took off, and why
    return lines


def summary_from_sheet(export: SheetExport) -> str:
    return "\n".join(summary_lines(export)) + "\n"


__all__ = ["summary_from_sheet", "summary_lines"]
