"""The static site's IndexedDB glue (``scorekeeper/web/site/storage.js``)
stores exactly what a save changed, run where it runs: inside Pyodide's
file system (the Pyodide that ``flet-web`` ships, under Node.js), with
IndexedDB's object store replaced by a recorder.

A folder of 1,000 stored games where one game file is replaced the way the
storage layer replaces it (a temp file written and fsynced, renamed over the
old one) must come to one stored entry, one removed temp file, nothing else.
"""

from __future__ import annotations

import json
import subprocess
from pathlib import Path

import pytest

from scorekeeper.web.bytecode import find_node

pytestmark = pytest.mark.slow

SITE = Path(__file__).resolve().parents[2] / "scorekeeper" / "web" / "site"

SCRIPT = r"""
const [pyodideDir, glueFile] = process.argv.slice(2);
const fs = await import("node:fs");
const { loadPyodide } = await import(pyodideDir + "/pyodide.mjs");
const py = await loadPyodide({ indexURL: pyodideDir + "/" });
const FS = py.FS;
const glue = eval(fs.readFileSync(glueFile, "utf-8"));
const ops = [];
FS.filesystems.IDBFS.getDB = (name, callback) => callback(null, {
  transaction(stores, mode) {
    const tx = { oncomplete: null, onerror: null, onabort: null };
    tx.objectStore = () => ({
      put(entry, path) { ops.push(["put", path, entry.contents ? entry.contents.length : null, name]); },
      delete(path) { ops.push(["delete", path, null, name]); },
    });
    setTimeout(() => tx.oncomplete && tx.oncomplete(), 0);
    return tx;
  },
});
const report = {};
py.runPython(`
import os
root = "/data"
os.makedirs(root + "/games")
for i in range(1000):
    with open(f"{root}/games/game-{i:04}.json", "w") as f:
        f.write("{}")
`);
glue.watch(FS, "/data");
report.nothing = await glue.persist(FS);
report.opsNothing = ops.splice(0);
py.runPython(`
import os
tmp = "/data/games/.game-0007.json.tmp"
fd = os.open(tmp, os.O_WRONLY | os.O_CREAT | os.O_TRUNC, 0o644)
os.write(fd, b'{"actions": [1, 2, 3]}')
os.fsync(fd)
os.close(fd)
os.replace(tmp, "/data/games/game-0007.json")
with open("/tmp/outside.txt", "w") as f:
    f.write("not the data folder")
`);
report.save = await glue.persist(FS);
report.opsSave = ops.splice(0);
py.runPython(`
import os
os.makedirs("/data/quarantine")
os.replace("/data/games/game-0009.json", "/data/quarantine/game-0009.json")
os.unlink("/data/games/game-0010.json")
`);
report.moves = await glue.persist(FS);
report.opsMoves = ops.splice(0).sort();
py.runPython(`
import os
os.rename("/data/quarantine", "/data/quarantine-old")
`);
report.folderRename = await glue.persist(FS);
console.log(JSON.stringify(report));
"""


@pytest.fixture(scope="module")
def report(tmp_path_factory) -> dict:
    node = find_node()
    if node is None:
        pytest.skip("no Node.js to run the browser's Python")
    from flet_web import get_package_web_dir

    script = tmp_path_factory.mktemp("glue") / "run.mjs"
    script.write_text(SCRIPT, encoding="utf-8")
    done = subprocess.run([node, str(script), str(Path(get_package_web_dir()) / "pyodide"), str(SITE / "storage.js")],
                          capture_output=True, text=True, timeout=300)
    assert done.returncode == 0, done.stderr[-2000:]
    return json.loads(done.stdout.strip().splitlines()[-1])


def test_a_folder_nothing_changed_in_stores_nothing(report):
    assert report["nothing"] == {"entries": 0, "removed": 0, "whole": False} and report["opsNothing"] == []


def test_a_save_among_a_thousand_games_stores_the_one_file_it_replaced_and_drops_its_temp_file(report):
    assert report["save"] == {"entries": 1, "removed": 1, "whole": False}
    assert sorted(op[:2] for op in report["opsSave"]) == [
        ["delete", "/data/games/.game-0007.json.tmp"], ["put", "/data/games/game-0007.json"]]
    assert [op[2] for op in report["opsSave"] if op[0] == "put"] == [len(b'{"actions": [1, 2, 3]}')]
    assert {op[3] for op in report["opsSave"]} == {"/data"}, "the database named after the mount point"


def test_a_file_moved_to_a_new_folder_stores_the_folder_and_the_file_and_forgets_the_old_place(report):
    assert [op[:2] for op in report["opsMoves"]] == [
        ["delete", "/data/games/game-0009.json"], ["delete", "/data/games/game-0010.json"],
        ["put", "/data/quarantine"], ["put", "/data/quarantine/game-0009.json"]]


def test_a_renamed_folder_falls_back_to_storing_everything_once(report):
    assert report["folderRename"]["whole"] is True
