"""`scorekeeper sheet` and `scorekeeper import` take a shared link (the whole
`SITE#g=...` address, or `#g=...`) where they take a file (issue 41): read
by the one record reader, with the file's output and the file's one-line
refusals."""

from __future__ import annotations

import base64
import json
import zlib

import pytest

from scorekeeper.domain import FORMAT_ID
from scorekeeper.exports.link import game_link

from ..support import assert_one_error_line, game_fixture, record_file

SITE = "https://wizard.example.org/score/"


def link_of(text: bytes, site: str = SITE) -> str:
    """A link packed by hand (the contract: raw DEFLATE, base64url without padding)."""
    packer = zlib.compressobj(9, zlib.DEFLATED, -15)
    return site + "#g=" + base64.urlsafe_b64encode(packer.compress(text) + packer.flush()).rstrip(b"=").decode()


@pytest.mark.parametrize("fmt", ["table", "json", "csv"])
@pytest.mark.parametrize("site", [SITE, ""], ids=["site", "fragment-only"])
def test_sheet_of_a_link_is_the_sheet_of_its_records_file(cli, tmp_path, fmt, site):
    record = game_fixture("anniversary-3p")["record"]
    from_file = cli("sheet", record_file(tmp_path, "anniversary-3p"), "--format", fmt)
    link = game_link(SITE, record) if site else "#" + game_link(SITE, record).split("#", 1)[1]
    from_link = cli("sheet", link, "--format", fmt)
    assert from_file.code == 0 and from_link == from_file


def test_import_of_a_link_stores_the_game_its_record_file_stores(cli, tmp_path):
    record = game_fixture("standard-4p")["record"]
    game_id = cli("import", game_link(SITE, record)).out.strip()
    exported = cli("export", game_id, "--format", "json")
    assert exported.code == 0 and json.loads(exported.out)["players"] == record["players"]
    games = json.loads(cli("games", "--format", "json").out)
    assert [g["id"] for g in games] == [game_id]


TWICE = b'{"format": "%s", "players": ["Ana", "Ben", "Cleo"], "players": ["X", "Y", "Z"]}' % FORMAT_ID.encode()
TWO = b'{"format": "%s", "players": ["Ana", "Ben"]}' % FORMAT_ID.encode()
DEEP = b"[" * 12_000


@pytest.mark.parametrize("command", ["sheet", "import"])
@pytest.mark.parametrize("text, fragments", [
    (TWICE, ["the key 'players' appears twice"]),
    (TWO, ["Wizard is played by 3 to 6 players, not 2"]),
    (DEEP, ["nested too deeply", "at most 32"]),
], ids=["key-twice", "two-players", "nested"])
def test_a_link_is_refused_in_the_same_one_line_as_its_records_file(cli, tmp_path, command, text, fragments):
    path = tmp_path / "record.json"
    path.write_bytes(text)
    from_file = assert_one_error_line(cli(command, str(path)), *fragments)
    from_link = assert_one_error_line(cli(command, link_of(text)), *fragments)
    assert from_link == from_file
    assert json.loads(cli("games", "--format", "json").out) == [], "nothing stored"


@pytest.mark.parametrize("command", ["sheet", "import"])
def test_a_damaged_link_is_one_line_saying_so(cli, command):
    link = game_link(SITE, game_fixture("standard-4p")["record"])
    assert_one_error_line(cli(command, link[:-12]), "damaged")
    assert_one_error_line(cli(command, "#g=7cExAQAAAMKgoOvfwxg-QAEAAAAAAAAAAAAAwN8A"), "nested too deeply")


def test_a_file_whose_name_looks_like_a_link_is_still_read_as_the_file(cli, tmp_path, monkeypatch):
    monkeypatch.chdir(tmp_path)
    name = "#g=notes.json"
    (tmp_path / name).write_text(json.dumps(game_fixture("standard-4p")["record"]), encoding="utf-8")
    assert cli("sheet", name, "--format", "json").code == 0
