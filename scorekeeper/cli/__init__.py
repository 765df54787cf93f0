"""The ``scorekeeper`` command.

Headless commands never import flet; only starting the app does.
Bad input exits with status 2 and one line on stderr starting ``error:``.
"""

from __future__ import annotations

import argparse
import json
import logging
import os
import sys
from typing import Any, Callable, Sequence

# Pydantic looks for plugins (every installed distribution's entry points)
# when it builds the first model: about 20 ms of a command that reads one
# preset. The app has none; the static site is built with the same setting.
os.environ.setdefault("PYDANTIC_DISABLE_PLUGINS", "__all__")

from ..bootstrap import Scorekeeper
from ..domain.errors import ScorekeeperError
from ..domain.rules import RuleChoice, resolve_rules
from ..domain.errors import RecordError
from ..domain.text import MAX_RECORD_BYTES, excerpt, one_line
from .app_options import add_app_options, run_app
from .outfile import write_file
from ..presenters.errors import error_text
from .render import columns, presets_data, presets_table, schedule_data, schedule_table, sheet_json, sheet_table
from ..i18n import Translator, available_languages, base_language, language_from_environment, translator

# A command imports what only it uses (the record reader, the exports, the
# web build, the app): ``scorekeeper schedule`` starts in a fraction of the time.
EXIT_BAD_INPUT = 2
EXIT_STORAGE = 1  # the data folder or the machine: locked, full, read-only, port taken


class UsageError(Exception):
    """A command line the parser refused."""


class _Parser(argparse.ArgumentParser):
    def error(self, message: str):  # one line, no usage dump
        raise UsageError(message)


def _emit(text: str) -> None:
    sys.stdout.write(text if text.endswith("\n") else text + "\n")


def _dump_json(data: Any) -> str:
    return json.dumps(data, indent=2, ensure_ascii=False) + "\n"


def _decode(data: bytes, where: str) -> str:
    if len(data) > MAX_RECORD_BYTES:
        raise RecordError(f"{where}: larger than {MAX_RECORD_BYTES // 1_000_000} MB; a game record is far smaller")
    try:
        return data.decode("utf-8")
    except UnicodeDecodeError as exc:
        raise RecordError(f"{where}: not a UTF-8 text (byte 0x{data[exc.start]:02x} at position {exc.start})") from None


def read_input(name: str) -> str | bytes:
    """The text of FILE, or of standard input for ``-``: strict UTF-8, and
    refused past the size limit after reading only that much; or the record
    a shared link (``SITE#g=...``, ``#g=...``) carries, unpacked (issue 41)."""
    from ..exports.link import is_link, unpack_link

    if name != "-" and is_link(name) and not os.path.exists(name):
        return unpack_link(name)  # read by the one record reader, as a file's text
    where = "standard input" if name == "-" else excerpt(name, 120)
    return _decode(_read_bytes(name, MAX_RECORD_BYTES + 1), where)


# -- commands -----------------------------------------------------------------


def cmd_presets(app: Scorekeeper, args: argparse.Namespace) -> int:
    presets = list(app.registry)
    _emit(_dump_json(presets_data(presets)) if args.format == "json" else presets_table(presets, args.t))
    return 0


def cmd_schedule(app: Scorekeeper, args: argparse.Namespace) -> int:
    rules = resolve_rules(RuleChoice(preset=args.rules), args.players, app.registry)
    _emit(_dump_json(schedule_data(rules)) if args.format == "json" else schedule_table(rules, args.t))
    return 0


def cmd_sheet(app: Scorekeeper, args: argparse.Namespace) -> int:
    from ..domain import game_from_record, parse_record, score_sheet
    from ..exports.spreadsheet import sheet_csv_by_round

    record = parse_record(read_input(args.file))
    sheet = score_sheet(game_from_record(record, app.registry).state)
    renderers: dict[str, Callable[[], str]] = {
        "json": lambda: _dump_json(sheet_json(sheet)),
        "csv": lambda: sheet_csv_by_round(sheet, args.t),
        "table": lambda: sheet_table(sheet, args.t),
    }
    sys.stdout.write(renderers[args.format]())
    return 0


def _game_row(info) -> dict[str, Any]:
    return {
        "id": info.id,
        "created": info.created.isoformat(timespec="seconds"),
        "updated": info.updated.isoformat(timespec="seconds"),
        "players": list(info.players),
        "preset": info.preset,
        "status": info.status,
        "rounds_played": info.rounds_played,
        "rounds_total": info.rounds_total,
        "winners": list(info.winners),
        "totals": list(info.totals),
        "trashed": info.trashed,
    }


def cmd_games(app: Scorekeeper, args: argparse.Namespace) -> int:
    rows = [_game_row(g) for g in app.service.history(include_trash=args.trash)]
    if args.format == "json":
        _emit(_dump_json(rows))
        return 0
    t: Translator = args.t
    if not rows:
        _emit(t("cli.games.none"))
        return 0
    for row in rows:
        total, done = row["rounds_total"], row["rounds_played"]
        if row["status"] != "finished":
            state = t.n("cli.games.progress", total, done=done, total=total)
        elif done < total:  # the table ended it early
            state = t("cli.games.ended", done=done, total=total)
        else:
            state = t("cli.games.finished")
        won = "  " + t("cli.games.won_by", names=", ".join(row["winners"])) if row["winners"] else ""
        trash = "  " + t("cli.games.in_trash") if row["trashed"] else ""
        _emit(
            f"{row['id']}  {row['created'][:16].replace('T', ' ')}  {row['preset']:<16}  {state:<12}  "
            f"{', '.join(row['players'])}{won}{trash}"
        )
    return 0


def cmd_import(app: Scorekeeper, args: argparse.Namespace) -> int:
    from ..domain import game_from_record, parse_record

    game = game_from_record(parse_record(read_input(args.file)), app.registry)  # before the data folder is opened
    _emit(app.service.add_game(game))
    return 0


def _write_output(target: str | None, data: bytes) -> None:
    """``data`` to the file ``target``, or to standard output (bytes as they
    are: a CSV keeps its byte-order mark, whatever the terminal's encoding)."""
    if target and target != "-":
        write_file(target, data)
        return
    sys.stdout.flush()
    buffer = getattr(sys.stdout, "buffer", None)
    if buffer is None:  # a text stream (tests)
        sys.stdout.write(data.decode("utf-8"))
    else:
        buffer.write(data)
        buffer.flush()


def cmd_export(app: Scorekeeper, args: argparse.Namespace) -> int:
    from ..storage import GameNotFoundError

    if args.format == "pdf" and not args.output:
        raise ScorekeeperError(args.t("cli.export.pdf_needs_file"))
    site = args.site or os.environ.get("SCOREKEEPER_SITE_URL", "")
    if args.format == "link" and not site:
        raise ScorekeeperError(args.t("cli.export.link_needs_site"))
    try:
        if args.format in ("link", "bgstats"):  # one line, a link: not a file of the game
            link = app.service.share_link(args.id, site) if args.format == "link" else app.service.bgstats_link(args.id)
            data = (link + "\n").encode("utf-8")
        else:
            data = app.service.export(args.id, args.format, paper=args.paper, language=args.t.language).data
    except GameNotFoundError as exc:
        raise ScorekeeperError(args.t("cli.export.see_games", why=str(exc).rstrip("."))) from None
    _write_output(args.output, data)
    return 0


def cmd_backup(app: Scorekeeper, args: argparse.Namespace) -> int:
    _write_output(args.output, app.service.backup().data)
    return 0


def _read_bytes(name: str, limit: int) -> bytes:
    """At most ``limit`` bytes of FILE (or of standard input for ``-``): a
    larger file is refused by the reader without being read whole."""
    if name == "-":
        stream = getattr(sys.stdin, "buffer", None)
        return stream.read(limit) if stream is not None else sys.stdin.read(limit).encode("utf-8", "surrogatepass")
    shown = excerpt(name, 120)
    try:
        with open(name, "rb") as handle:
            return handle.read(limit)
    except FileNotFoundError:
        raise ScorekeeperError(f"{shown}: no such file") from None
    except IsADirectoryError:
        raise ScorekeeperError(f"{shown}: is a folder, not a file") from None
    except OSError as exc:
        raise ScorekeeperError(f"{shown}: cannot be read ({exc.strerror or exc})") from None


def cmd_restore(app: Scorekeeper, args: argparse.Namespace) -> int:
    from ..backup.file import MAX_BACKUP_BYTES, parse_backup

    data = _read_bytes(args.file, MAX_BACKUP_BYTES + 1)
    parse_backup(data)  # a damaged or foreign file is refused before the data folder is opened
    report = app.service.restore_backup(data)
    t: Translator = args.t
    for game_id in report.added:
        _emit(t("cli.restore.added", id=game_id))
    for game_id in report.skipped:
        _emit(t("cli.restore.skipped", id=game_id))
    for what, why in report.refused:
        _emit(t("cli.restore.refused", what=what, why=why))
    _emit(_restore_message(report, t))
    if report.refused:
        count = len(report.refused)
        raise ScorekeeperError(t.n("cli.restore.refused_error", count, n=count))
    return 0


def _restore_message(report, t: Translator) -> str:
    """One line: ``Restored 3 games; 2 already here were skipped; 1 refused: ...``."""
    parts = [t.n("cli.restore.done", len(report.added), n=len(report.added))]
    if report.skipped:
        parts.append(t.n("cli.restore.skipped_count", len(report.skipped), n=len(report.skipped)))
    if report.refused:
        (what, why), more = report.refused[0], len(report.refused) - 1
        key = "cli.restore.refused_more" if more else "cli.restore.refused_count"
        parts.append(t(key, n=len(report.refused), what=what, why=why, more=more))
    return "; ".join(parts) + "."


def cmd_players(app: Scorekeeper, args: argparse.Namespace) -> int:
    stats = app.service.players()
    if args.format == "json":
        _emit(_dump_json([s.to_json() for s in stats]))
        return 0
    t: Translator = args.t
    if not stats:
        _emit(t("cli.players.none"))
        return 0
    titles = [t(f"cli.col.{c}") for c in ("player", "games", "wins", "avg_total", "best", "exact_bids", "streak", "best_streak")]
    rows = [
        [s.name, t.number(s.games), t.number(s.wins),
         t.number(s.average_total, 1) if s.average_total is not None else "-",
         t.number(s.best_total) if s.best_total is not None else "-",
         t.percent(s.exact_rate) if s.exact_rate is not None else "-",
         t.number(s.current_streak), t.number(s.best_streak)]
        for s in stats
    ]
    for line in columns(titles, rows, right=set(range(1, len(titles)))):
        _emit(line)
    return 0


def _to_stderr(line: str) -> None:
    sys.stderr.write(line + "\n")


def cmd_build_web(app: Scorekeeper, args: argparse.Namespace) -> int:
    """The app as a static web site (see scorekeeper/web); never opens the data folder."""
    from ..web.build import WebBuildError, build_site
    from ..web.packages import PackagingError

    try:
        report = build_site(args.out, base_url=args.base_url, wheels_dir=args.wheels,
                            log=_to_stderr)
    except (WebBuildError, PackagingError) as exc:  # the installation or the network, not the input
        sys.stderr.write(f"error: {one_line(exc, 193)}\n")
        return EXIT_STORAGE
    _emit(report.summary())
    _emit(f"try it: python -m http.server --bind 127.0.0.1 --directory {report.out} 8000  (then open http://127.0.0.1:8000/)")
    return 0


def _translator(code: str | None) -> Translator:
    """``--lang CODE`` (a code, or a locale name such as ``de_AT.UTF-8``),
    else the environment as gettext reads it."""
    if code is None:
        return translator(language_from_environment())
    if base_language(code) not in available_languages():
        codes = ", ".join(available_languages())
        raise UsageError(translator(language_from_environment())("cli.lang_unknown", code=excerpt(code), codes=codes))
    return translator(base_language(code))


def build_parser() -> argparse.ArgumentParser:
    parser = _Parser(
        prog="scorekeeper",
        description="Wizard scorekeeper: keeps the score of a game of Wizard played with a real deck.",
    )
    add_app_options(parser)
    parser.add_argument("--lang", metavar="CODE",
                        help=f"language of the output: {', '.join(available_languages())} "
                             "(default: from LANGUAGE, LC_ALL, LC_MESSAGES or LANG)")
    sub = parser.add_subparsers(dest="command", parser_class=_Parser, metavar="COMMAND")

    p = sub.add_parser("presets", help="list the rule presets and what they set")
    p.add_argument("--format", choices=("table", "json"), default="table")
    p.set_defaults(func=cmd_presets)

    p = sub.add_parser("schedule", help="cards dealt per round")
    p.add_argument("--players", type=int, required=True, metavar="N", help="3 to 6")
    p.add_argument("--rules", default="standard", metavar="PRESET", help="preset id (default: standard)")
    p.add_argument("--format", choices=("table", "json"), default="table")
    p.set_defaults(func=cmd_schedule)

    p = sub.add_parser("sheet", help="validate and score a game record (JSON); FILE - reads standard input; SITE#g=... a link")
    p.add_argument("file", metavar="FILE")
    p.add_argument("--format", choices=("table", "json", "csv"), default="table")
    p.set_defaults(func=cmd_sheet)

    p = sub.add_parser("games", help="list the stored games with their ids")
    p.add_argument("--format", choices=("table", "json"), default="table")
    p.add_argument("--trash", action="store_true", help="include games in the trash")
    p.set_defaults(func=cmd_games)

    p = sub.add_parser("import", help="store a game record (JSON) and print its id; FILE - reads standard input; SITE#g=... a link")
    p.add_argument("file", metavar="FILE")
    p.set_defaults(func=cmd_import)

    p = sub.add_parser("export", help="write a stored game: the JSON record, CSV, a PDF score pad, a text summary or a link")
    p.add_argument("id", metavar="ID")
    p.add_argument("--format", choices=("csv", "json", "pdf", "txt", "link", "bgstats"), default="json",
                   help="link: the link that is the game (needs --site); bgstats: BG Stats' import link (a game over)")
    p.add_argument("--site", metavar="URL", help="link: the static site's address (default: SCOREKEEPER_SITE_URL)")
    p.add_argument("--paper", choices=("a4", "letter"), default="a4", help="PDF paper size (default a4)")
    p.add_argument("-o", "--output", metavar="FILE", help="write to FILE instead of standard output (a PDF needs it)")
    p.set_defaults(func=cmd_export)

    p = sub.add_parser("backup", help="write every game (history and trash) to one backup file")
    p.add_argument("-o", "--output", metavar="FILE", help="write to FILE instead of standard output")
    p.set_defaults(func=cmd_backup)

    p = sub.add_parser("restore", help="add the games of a backup file (games already here are skipped); FILE - reads standard input")
    p.add_argument("file", metavar="FILE")
    p.set_defaults(func=cmd_restore)

    p = sub.add_parser("players", help="the player roster with statistics")
    p.add_argument("--format", choices=("table", "json"), default="table")
    p.set_defaults(func=cmd_players)

    p = sub.add_parser("build-web", help="build the app as a static web site (Python runs in the browser, games stay on the phone)")
    p.add_argument("--out", default=os.path.join("dist", "web"), metavar="DIR", help="where to put the site (default: dist/web)")
    p.add_argument("--base-url", default="/", metavar="PATH", help="the path the site is served under (default: /)")
    p.add_argument("--wheels", metavar="DIR", help="take the browser's compiled packages from DIR only (no network)")
    p.set_defaults(func=cmd_build_web)
    return parser


class _WarningLines(logging.Handler):
    """The storage layer's warnings (a damaged file set aside, ...) as one
    ``warning:`` line each on stderr, wherever stderr points at the time."""

    def emit(self, record: logging.LogRecord) -> None:
        try:
            sys.stderr.write(f"warning: {one_line(record.getMessage(), 191)}\n")
        except Exception:  # a warning must never break the command
            pass


def _quiet_stdout() -> None:
    """The reader went away (``scorekeeper games | head``): end quietly, as
    Unix tools do, without a second error when Python flushes at exit."""
    try:
        devnull = os.open(os.devnull, os.O_WRONLY)
        os.dup2(devnull, sys.stdout.fileno())
    except (OSError, ValueError):
        pass


def main(argv: Sequence[str] | None = None, app: Scorekeeper | None = None) -> int:
    """Run one command. ``app`` is the wiring to use (tests pass their own);
    by default it comes from the environment, and the data folder it opened
    is released when the command ends."""
    parser = build_parser()
    owned = app is None
    app = app if app is not None else Scorekeeper.open()
    logger = logging.getLogger("scorekeeper")
    warnings = _WarningLines(logging.WARNING)
    logger.addHandler(warnings)
    propagate, logger.propagate = logger.propagate, False
    t = translator(language_from_environment())  # until --lang is read
    try:
        args = parser.parse_args(argv)
        args.t = t = _translator(args.lang)
        if args.command is None:
            return run_app(app, args)
        code = args.func(app, args)
        sys.stdout.flush()  # a closed pipe shows here, not at interpreter exit
        return code
    except BrokenPipeError:
        _quiet_stdout()
        return 0
    except (UsageError, ScorekeeperError) as exc:
        sys.stderr.write(f"error: {one_line(error_text(exc, t), 193)}\n")
        return EXIT_BAD_INPUT
    except OSError as exc:  # the data folder: locked, full, unreadable
        sys.stderr.write(f"error: {one_line(exc, 193)}\n")
        return EXIT_STORAGE
    finally:
        if owned:
            app.close()  # before the warning lines stop: closing may still warn
        logger.removeHandler(warnings)
        logger.propagate = propagate


if __name__ == "__main__":  # pragma: no cover
    sys.exit(main())
