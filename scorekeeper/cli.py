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

from .domain import ScorekeeperError, default_registry, game_from_record, parse_record
from .domain.rules import RuleChoice, resolve_rules
from .formats import presets_data, presets_table, schedule_data, schedule_table, sheet_csv, sheet_table
from .domain import sheet_data

EXIT_BAD_INPUT = 2


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


def build_parser() -> argparse.ArgumentParser:
    parser = _Parser(
        prog="scorekeeper",
        description="Wizard scorekeeper: keeps the score of a game of Wizard played with a real deck.",
    )
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
    return parser


def main(argv: Sequence[str] | None = None) -> int:
    parser = build_parser()
    try:
        args = parser.parse_args(argv)
        if args.command is None:
            parser.print_help()
            return 0
        return args.func(args)
    except (UsageError, ScorekeeperError) as exc:
        message = " ".join(str(exc).split())  # always one line
        sys.stderr.write(f"error: {message}\n")
        return EXIT_BAD_INPUT
    except BrokenPipeError:  # e.g. piped into head
        return 0


if __name__ == "__main__":  # pragma: no cover
    sys.exit(main())
