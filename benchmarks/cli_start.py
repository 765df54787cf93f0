"""How long a command takes against Python doing nothing, in one run.

    python benchmarks/cli_start.py [--runs 21] [--command "schedule --players 4"]

Runs ``python -c pass``, ``python -c "from pydantic import BaseModel"`` (the
floor of any command that reads a preset: the presets are pydantic models)
and ``python -m scorekeeper <command>`` in turn, each ``--runs`` times, and
prints the median wall time and CPU time (user + system of the child, which a
busy machine disturbs less) and the command's ratio to ``python -c pass``.

Bytecode caches are allowed (``PYTHONDONTWRITEBYTECODE`` is dropped from the
children's environment, as on a machine where the app was installed), and one
unmeasured run of each warms them and the file cache.
"""

from __future__ import annotations

import argparse
import json
import os
import resource
import shlex
import statistics
import subprocess
import sys
import time


def _run(cmd: list[str], env: dict[str, str]) -> tuple[float, float]:
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    start = time.perf_counter()
    subprocess.run(cmd, env=env, stdout=subprocess.DEVNULL, check=True)
    wall = time.perf_counter() - start
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    cpu = (after.ru_utime - before.ru_utime) + (after.ru_stime - before.ru_stime)
    return wall * 1000, cpu * 1000


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--runs", type=int, default=21)
    ap.add_argument("--command", default="schedule --players 4")
    args = ap.parse_args()
    env = {k: v for k, v in os.environ.items() if k != "PYTHONDONTWRITEBYTECODE"}
    cases = {
        "python -c pass": [sys.executable, "-c", "pass"],
        "pydantic BaseModel import": [sys.executable, "-c", "from pydantic import BaseModel"],
        f"scorekeeper {args.command}": [sys.executable, "-m", "scorekeeper", *shlex.split(args.command)],
    }
    samples: dict[str, list[tuple[float, float]]] = {name: [] for name in cases}
    for cmd in cases.values():
        _run(cmd, env)  # warm: bytecode written, files cached
    for _ in range(args.runs):  # interleaved, so that a busy moment hits all alike
        for name, cmd in cases.items():
            samples[name].append(_run(cmd, env))
    out = {}
    for name, runs in samples.items():
        out[name] = {
            "wall_ms": round(statistics.median(w for w, _ in runs), 1),
            "cpu_ms": round(statistics.median(c for _, c in runs), 1),
        }
    base, command = out["python -c pass"], out[f"scorekeeper {args.command}"]
    out["ratio"] = {
        "wall": round(command["wall_ms"] / base["wall_ms"], 2),
        "cpu": round(command["cpu_ms"] / base["cpu_ms"], 2),
        "target": 3.0,
    }
    print(json.dumps(out, indent=2))


if __name__ == "__main__":
    main()
