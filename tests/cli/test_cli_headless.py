"""Headless commands never import flet."""

from __future__ import annotations

import json

from ..support import record_file

PROBE = """
import contextlib, io, json, runpy, sys
import scorekeeper.cli as cli
codes = []
with contextlib.redirect_stdout(io.StringIO()):
    codes.append(cli.main(["presets"]))
    codes.append(cli.main(["presets", "--format", "json"]))
    codes.append(cli.main(["schedule", "--players", "4", "--format", "json"]))
    codes.append(cli.main(["sheet", {sheet!r}, "--format", "json"]))
    codes.append(cli.main(["sheet", {sheet!r}, "--format", "csv"]))
    codes.append(cli.main(["sheet", {sheet!r}]))
    sys.argv = ["scorekeeper", "presets"]
    try:
        runpy.run_module("scorekeeper", run_name="__main__")
    except SystemExit as exit:
        codes.append(exit.code)
print(json.dumps({{"codes": codes, "flet": sorted(m for m in sys.modules if m == "flet" or m.startswith("flet."))}}))
"""


def test_headless_commands_leave_flet_unimported(cli_process, tmp_path):
    sheet = record_file(tmp_path, "hand-standard-3p.json")
    result = cli_process(code=PROBE.format(sheet=sheet))
    assert result.code == 0, result.err
    report = json.loads(result.out.strip().splitlines()[-1])
    assert report["codes"] == [0] * 7
    assert report["flet"] == []


def test_importing_the_cli_does_not_import_flet(cli_process):
    result = cli_process(code="import sys, scorekeeper.cli, scorekeeper.cli.render, scorekeeper.domain; "
                              "print('flet' in sys.modules)")
    assert result.code == 0 and result.out.strip() == "False"
