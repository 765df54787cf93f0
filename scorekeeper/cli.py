"""The ``scorekeeper`` command.

Headless commands never import flet; only starting the app does.
Bad input exits with status 2 and one line on stderr starting ``error:``.
"""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path
from typing import Any, Callable, Sequence

from .domain import ScorekeeperError, default_registry, game_from_record, parse_record, sheet_data
from .domain.rules import RuleChoice, resolve_rules
from .formats import presets_data, presets_table, schedule_data, schedule_table, sheet_csv, sheet_table

EXIT_BAD_INPUT = 2
EXIT_STORAGE = 1


def _one_line(exc: BaseException) -> str:
    return " ".join(str(exc).split())


class UsageError(Exception):
    """A command line the parser refused."""


class _Parser(argparse.ArgumentParser):
    def error(self, message: str):  # one line, no usage dump
        raise UsageError(message)


def _emit(text: str) -> None:
    sys.stdout.write(text if text.endswith("\n") else text + "\n")


def _dump_json(data: Any) -> str:
    return json.dumps(data, indent=2, ensure_ascii=False) + "\n"


def read_input(name: str) -> str:
    """The text of FILE, or of standard input for ``-``."""
    if name == "-":
        return sys.stdin.read()
    path = Path(name)
    try:
        return path.read_text(encoding="utf-8")
    except FileNotFoundError:
        raise ScorekeeperError(f"{name}: no such file") from None
    except IsADirectoryError:
        raise ScorekeeperError(f"{name}: is a folder, not a file") from None
    except UnicodeDecodeError:
        raise ScorekeeperError(f"{name}: not a UTF-8 text file") from None
    except OSError as exc:
        raise ScorekeeperError(f"{name}: cannot be read ({exc.strerror or exc})") from None


# -- commands -----------------------------------------------------------------


def cmd_presets(args: argparse.Namespace) -> int:
    presets = list(default_registry())
    _emit(_dump_json(presets_data(presets)) if args.format == "json" else presets_table(presets))
    return 0


def cmd_schedule(args: argparse.Namespace) -> int:
    rules = resolve_rules(RuleChoice(preset=args.rules), args.players)
    _emit(_dump_json(schedule_data(rules)) if args.format == "json" else schedule_table(rules))
    return 0


def cmd_sheet(args: argparse.Namespace) -> int:
    record = parse_record(read_input(args.file))
    state = game_from_record(record).state
    renderers: dict[str, Callable[[], str]] = {
        "json": lambda: _dump_json(sheet_data(state)),
        "csv": lambda: sheet_csv(state),
        "table": lambda: sheet_table(state),
    }
    sys.stdout.write(renderers[args.format]())
    return 0


def _service():
    from .service import GameService
    from .storage import shared_repository

    return GameService(shared_repository())


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


def cmd_games(args: argparse.Namespace) -> int:
    rows = [_game_row(g) for g in _service().history(include_trash=args.trash)]
    if args.format == "json":
        _emit(_dump_json(rows))
        return 0
    if not rows:
        _emit("no games stored yet")
        return 0
    for row in rows:
        state = "finished" if row["status"] == "finished" else f"{row['rounds_played']}/{row['rounds_total']} rounds"
        won = f"  won by {', '.join(row['winners'])}" if row["winners"] else ""
        trash = "  (in the trash)" if row["trashed"] else ""
        _emit(
            f"{row['id']}  {row['created'][:16].replace('T', ' ')}  {row['preset']:<16}  {state:<12}  "
            f"{', '.join(row['players'])}{won}{trash}"
        )
    return 0


def cmd_import(args: argparse.Namespace) -> int:
    game = game_from_record(parse_record(read_input(args.file)))  # before the data folder is opened
    _emit(_service().add_game(game))
    return 0


def cmd_export(args: argparse.Namespace) -> int:
    from .storage import GameNotFoundError
    from .storage.atomic import atomic_write_bytes

    service = _service()
    try:
        text = _dump_json(service.export_record(args.id))
    except GameNotFoundError as exc:
        raise ScorekeeperError(f"{str(exc).rstrip('.')} (see: scorekeeper games)") from None
    if args.output and args.output != "-":
        atomic_write_bytes(args.output, text.encode("utf-8"))
    else:
        sys.stdout.write(text)
    return 0


def cmd_players(args: argparse.Namespace) -> int:
    stats = _service().players()
    if args.format == "json":
        _emit(_dump_json([s.to_json() for s in stats]))
        return 0
    if not stats:
        _emit("no players yet")
        return 0
    width = max(6, *(len(s.name) for s in stats))
    _emit(f"{'player':<{width}}  games  wins  avg total  best  exact bids  streak  best streak")
    for s in stats:
        avg = f"{s.average_total:.1f}" if s.average_total is not None else "-"
        best = str(s.best_total) if s.best_total is not None else "-"
        rate = f"{s.exact_rate:.0%}" if s.exact_rate is not None else "-"
        _emit(
            f"{s.name:<{width}}  {s.games:>5}  {s.wins:>4}  {avg:>9}  {best:>4}  {rate:>10}  "
            f"{s.current_streak:>6}  {s.best_streak:>11}"
        )
    return 0


def run_app(args: argparse.Namespace) -> int:
    """Start the app: a desktop window where one can be shown, else the web app."""
    from .ui.app import LaunchOptions, launch  # the only place flet is imported

    return launch(LaunchOptions(web=args.web, host=args.host, port=args.port))


def build_parser() -> argparse.ArgumentParser:
    parser = _Parser(
        prog="scorekeeper",
        description="Wizard scorekeeper: keeps the score of a game of Wizard played with a real deck.",
    )
    parser.add_argument("--web", action="store_true", help="serve the app in the browser (no desktop window)")
    parser.add_argument("--host", default="127.0.0.1", help="web mode: address to bind (default 127.0.0.1)")
    parser.add_argument("--port", type=int, default=8550, help="web mode: port (default 8550)")
    sub = parser.add_subparsers(dest="command", parser_class=_Parser, metavar="COMMAND")

    p = sub.add_parser("presets", help="list the rule presets and what they set")
    p.add_argument("--format", choices=("table", "json"), default="table")
    p.set_defaults(func=cmd_presets)

    p = sub.add_parser("schedule", help="cards dealt per round")
    p.add_argument("--players", type=int, required=True, metavar="N", help="3 to 6")
    p.add_argument("--rules", default="standard", metavar="PRESET", help="preset id (default: standard)")
    p.add_argument("--format", choices=("table", "json"), default="table")
    p.set_defaults(func=cmd_schedule)

    p = sub.add_parser("sheet", help="validate and score a game record (JSON); FILE - reads standard input")
    p.add_argument("file", metavar="FILE")
    p.add_argument("--format", choices=("table", "json", "csv"), default="table")
    p.set_defaults(func=cmd_sheet)

    p = sub.add_parser("games", help="list the stored games with their ids")
    p.add_argument("--format", choices=("table", "json"), default="table")
    p.add_argument("--trash", action="store_true", help="include games in the trash")
    p.set_defaults(func=cmd_games)

    p = sub.add_parser("import", help="store a game record (JSON) and print its id; FILE - reads standard input")
    p.add_argument("file", metavar="FILE")
    p.set_defaults(func=cmd_import)

    p = sub.add_parser("export", help="write a stored game as a game record")
    p.add_argument("id", metavar="ID")
    p.add_argument("--format", choices=("json",), default="json")
    p.add_argument("-o", "--output", metavar="FILE", help="write to FILE instead of standard output")
    p.set_defaults(func=cmd_export)

    p = sub.add_parser("players", help="the player roster with statistics")
    p.add_argument("--format", choices=("table", "json"), default="table")
    p.set_defaults(func=cmd_players)
    return parser


def main(argv: Sequence[str] | None = None) -> int:
    parser = build_parser()
    try:
        args = parser.parse_args(argv)
        if args.command is None:
            return run_app(args)
        return args.func(args)
    except (UsageError, ScorekeeperError) as exc:
        sys.stderr.write(f"error: {_one_line(exc)}\n")
        return EXIT_BAD_INPUT
    except OSError as exc:  # the data folder: locked, full, unreadable
        sys.stderr.write(f"error: {_one_line(exc)}\n")
        return EXIT_STORAGE
    except BrokenPipeError:  # e.g. piped into head
        return 0


if __name__ == "__main__":  # pragma: no cover
    sys.exit(main())
