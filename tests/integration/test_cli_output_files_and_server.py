"""Where the command line writes and listens: `export -o` replaces only a
regular file (keeping its permissions) and names the target in every error;
the web server refuses a bad or busy port and a locked data folder in one
line; a closed pipe ends a command quietly."""

from __future__ import annotations

import os
import socket
import stat
import subprocess
import sys
from pathlib import Path

import pytest

from ..support import REPO, assert_one_error_line, cli_environment
from .helpers import import_record, record

pytestmark = pytest.mark.skipif(os.name == "nt", reason="POSIX files, FIFOs and signals")


@pytest.fixture
def game_id(services) -> str:
    service = services.open()
    found = import_record(service, record("hand-standard-3p"))
    service.repo.close()
    return found


def test_export_refuses_a_device_and_leaves_it_alone(cli, game_id: str) -> None:
    before = os.stat("/dev/full")
    line = assert_one_error_line(cli("export", game_id, "--format", "json", "-o", "/dev/full"))
    assert "/dev/full" in line and "a device" in line
    after = os.stat("/dev/full")
    assert stat.S_ISCHR(after.st_mode) and after.st_rdev == before.st_rdev


@pytest.mark.parametrize("kind", ["fifo", "symlink", "folder"])
def test_export_refuses_a_target_that_is_not_a_regular_file(cli, game_id: str, tmp_path: Path, kind: str) -> None:
    target = tmp_path / "out.json"
    if kind == "fifo":
        os.mkfifo(target)
    elif kind == "symlink":
        (tmp_path / "real.json").write_text("keep me", encoding="utf-8")
        target.symlink_to(tmp_path / "real.json")
    else:
        target.mkdir()
    line = assert_one_error_line(cli("export", game_id, "--format", "json", "-o", str(target)))
    assert str(target) in line and "only a regular file is replaced" in line
    if kind == "symlink":
        assert target.is_symlink() and (tmp_path / "real.json").read_text(encoding="utf-8") == "keep me"
    assert [p.name for p in tmp_path.iterdir() if p.name.startswith(".")] == []  # no temp file left


def test_export_keeps_the_permissions_of_the_file_it_replaces(cli, game_id: str, tmp_path: Path) -> None:
    target = tmp_path / "private.json"
    target.write_text("old", encoding="utf-8")
    target.chmod(0o600)
    result = cli("export", game_id, "--format", "json", "-o", str(target))
    assert result.code == 0, result.err
    assert stat.S_IMODE(target.stat().st_mode) == 0o600
    assert '"format": "wizard-scorekeeper/game@1"' in target.read_text(encoding="utf-8")


def test_export_into_a_missing_folder_names_the_target_not_a_temp_file(cli, game_id: str, tmp_path: Path) -> None:
    target = tmp_path / "missing" / "out.json"
    line = assert_one_error_line(cli("export", game_id, "--format", "json", "-o", str(target)))
    assert str(target) in line and "does not exist" in line and ".tmp" not in line


@pytest.mark.skipif(os.geteuid() == 0, reason="root writes into read-only folders")
def test_export_into_a_read_only_folder_names_the_target(cli, game_id: str, tmp_path: Path) -> None:
    folder = tmp_path / "ro"
    folder.mkdir()
    folder.chmod(0o500)
    try:
        line = assert_one_error_line(cli("export", game_id, "--format", "json", "-o", str(folder / "x.json")), code=1)
        assert str(folder / "x.json") in line and "permission denied" in line
    finally:
        folder.chmod(0o700)


def test_a_busy_port_is_one_error_line(cli_process) -> None:
    with socket.socket() as busy:
        busy.bind(("127.0.0.1", 0))
        busy.listen()
        port = busy.getsockname()[1]
        done = cli_process("--web", "--port", str(port))
    assert done.code == 1 and done.out == ""
    assert done.err_lines == [f"error: port {port} on 127.0.0.1 is already in use (another server?); choose another with --port"]


def test_a_second_server_on_the_same_data_folder_refuses_to_start(service, cli_process, data_dir: Path) -> None:
    service.new_game(["Ana", "Ben", "Cleo"])  # this process holds the folder, as a running server would
    done = cli_process("--web", "--port", "1")
    assert done.code == 1 and done.out == ""
    lines = done.err_lines
    assert len(lines) == 1 and lines[0].startswith("error: ")
    assert str(data_dir) in lines[0] and f"pid {os.getpid()}" in lines[0]


def test_a_closed_pipe_ends_the_command_quietly(services, data_dir: Path) -> None:
    service = services.open()
    for _ in range(40):
        import_record(service, record("hand-standard-3p"))
    service.repo.close()
    done = subprocess.run(f"{sys.executable} -m scorekeeper games | true", shell=True, capture_output=True,
                          text=True, cwd=REPO, env=cli_environment(data_dir), timeout=60)
    assert done.stderr == ""
