"""``scorekeeper export --format csv|json|pdf|txt``, ``backup`` and
``restore`` on real data folders: the CLI writes exactly the bytes the
service builds (the app's path), and every refusal is one error line."""

from __future__ import annotations

import io
import json

import pytest
from pypdf import PdfReader

from scorekeeper.domain import RuleChoice, Undo
from scorekeeper.exports import ExportFormat

from ..support import assert_one_error_line
from ..exports.helpers import FORMULA_NAMES, play


@pytest.fixture
def game_id(services) -> str:
    """A finished 6-player game with hostile names, stored in the data folder."""
    service = services.open()
    game_id = service.add_game(play(FORMULA_NAMES))
    service.repo.close()
    return game_id


def service_export(services, game_id: str, fmt: str) -> bytes:
    service = services.open()
    try:
        return service.export(game_id, fmt).data
    finally:
        service.repo.close()


@pytest.mark.parametrize("fmt", ["csv", "json", "txt"])
def test_export_to_stdout_and_to_a_file_give_the_service_bytes(cli, services, game_id, tmp_path, fmt):
    expected = service_export(services, game_id, fmt)
    shown = cli("export", game_id, "--format", fmt)
    assert (shown.code, shown.err) == (0, "")
    assert shown.out.encode("utf-8") == expected
    target = tmp_path / f"out.{fmt}"
    written = cli("export", game_id, "--format", fmt, "-o", str(target))
    assert (written.code, written.out, written.err) == (0, "", "")
    assert target.read_bytes() == expected


def test_export_csv_on_stdout_keeps_the_byte_order_mark(cli, game_id):
    assert cli("export", game_id, "--format", "csv").out.startswith("\ufeffround,cards,dealer,trump,player,")


def test_export_pdf_writes_a_one_page_file_on_either_paper(cli, services, game_id, tmp_path):
    for paper in ("a4", "letter"):
        target = tmp_path / f"sheet-{paper}.pdf"
        result = cli("export", game_id, "--format", "pdf", "--paper", paper, "-o", str(target))
        assert (result.code, result.out, result.err) == (0, "", "")
        assert len(PdfReader(target).pages) == 1
    assert (tmp_path / "sheet-a4.pdf").read_bytes() == service_export(services, game_id, "pdf")


def test_export_pdf_without_a_file_is_refused_in_one_line_before_the_data_is_opened(cli, data_dir):
    line = assert_one_error_line(cli("export", "20261130-081500-ab12", "--format", "pdf"))
    assert "-o" in line and "PDF" in line
    assert not data_dir.exists()


def test_export_pdf_to_dash_pipes_the_bytes(game_id, cli_process):
    done = cli_process("export", game_id, "--format", "pdf", "-o", "-", binary=True)
    assert (done.code, done.err) == (0, b"")
    assert len(PdfReader(io.BytesIO(done.out)).pages) == 1


def test_export_in_an_unknown_format_is_refused_in_one_line(cli, game_id):
    line = assert_one_error_line(cli("export", game_id, "--format", "xlsx"))
    assert "xlsx" in line and "csv" in line


def test_backup_then_restore_into_an_empty_folder_gives_back_every_game(cli, services, tmp_path, data_dir):
    service = services.open()
    kept = service.add_game(play(("Ana", "Ben", "Cleo"), RuleChoice(schedule=(1, 2))))
    trashed = service.add_game(play(("Љубица", "Zażółć", "Dan"), rounds=1))
    service.act(kept, Undo())
    service.trash(trashed)
    service.repo.close()

    target = tmp_path / "backup.json"
    made = cli("backup", "-o", str(target))
    assert (made.code, made.out, made.err) == (0, "", "")
    assert json.loads(target.read_bytes())["format"] == "wizard-scorekeeper/backup@1"
    assert cli("backup").out.encode("utf-8") == target.read_bytes()

    fresh = tmp_path / "fresh"
    restored = cli("restore", str(target), folder=fresh)
    assert restored.code == 0, restored.err
    assert restored.out.splitlines()[-1] == "Restored 2 games."
    assert [line.split()[0] for line in restored.out.splitlines()[:-1]] == ["added", "added"]
    listed = json.loads(cli("games", "--format", "json", "--trash", folder=fresh).out)
    assert sorted((tuple(g["players"]), g["trashed"]) for g in listed) == [
        (("Ana", "Ben", "Cleo"), False), (("Љубица", "Zażółć", "Dan"), True)]

    again = cli("restore", str(target), folder=fresh)
    assert again.code == 0 and again.out.splitlines()[-1] == "Restored 0 games; 2 already here were skipped."


def test_restore_of_a_damaged_file_is_refused_in_one_line_and_stores_nothing(cli, tmp_path, data_dir):
    bad = tmp_path / "bad.json"
    bad.write_text('{"format": "wizard-scorekeeper/backup@1", "games": [{"id": 1}]}', encoding="utf-8")
    line = assert_one_error_line(cli("restore", str(bad)))
    assert "damaged" in line and "game 1" in line
    assert not data_dir.exists()
    assert "no such file" in assert_one_error_line(cli("restore", str(tmp_path / "missing.json")))


def test_restore_reports_a_refused_game_and_stores_the_others(cli, tmp_path, data_dir):
    good = play(("Ana", "Ben", "Cleo"), rounds=1)
    games = [
        {"id": f"g{i}", "created": "2026-11-30T10:00:00+00:00", "updated": "2026-11-30T10:00:00+00:00",
         "trashed": False, "actions": [a.to_json() for a in good.log]}
        for i in range(2)
    ]
    games[1]["actions"][0]["players"] = ["Ana", "Ana", "Cleo"]
    path = tmp_path / "backup.json"
    path.write_text(json.dumps({"format": "wizard-scorekeeper/backup@1", "games": games}), encoding="utf-8")
    result = cli("restore", str(path))
    assert result.code == 2
    lines = result.out.splitlines()
    assert lines[0].startswith("added ") and lines[1].startswith("refused game of 30 Nov 2026 with Ana, Ana, Cleo (id g1): ")
    assert result.err.count("\n") == 1 and result.err.startswith("error: 1 game of the backup refused")
    assert len(json.loads(cli("games", "--format", "json").out)) == 1


def test_every_export_format_is_offered_by_the_command_line():
    from scorekeeper.cli import build_parser

    parser = build_parser()
    for fmt in ExportFormat:
        assert parser.parse_args(["export", "x", "--format", fmt.value, "-o", "f"]).format == fmt.value


PROBE = """
import contextlib, io, json, sys
import scorekeeper.cli as cli
codes = []
with contextlib.redirect_stdout(io.StringIO()):
    for fmt in ("csv", "json", "txt"):
        codes.append(cli.main(["export", {game_id!r}, "--format", fmt]))
    codes.append(cli.main(["export", {game_id!r}, "--format", "pdf", "-o", {pdf!r}]))
    codes.append(cli.main(["backup", "-o", {backup!r}]))
    codes.append(cli.main(["restore", {backup!r}]))
print(json.dumps({{"codes": codes, "flet": sorted(m for m in sys.modules if m.split(".")[0].startswith("flet"))}}))
"""


def test_export_backup_and_restore_leave_flet_unimported(game_id, cli_process, tmp_path):
    code = PROBE.format(game_id=game_id, pdf=str(tmp_path / "s.pdf"), backup=str(tmp_path / "b.json"))
    done = cli_process(code=code, timeout=120)
    assert done.code == 0, done.err
    report = json.loads(done.out.strip().splitlines()[-1])
    assert report == {"codes": [0] * 6, "flet": []}
