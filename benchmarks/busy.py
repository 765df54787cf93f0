"""A busy machine for the tap benchmarks: one CPU-bound process per core
beside the browser and the server, as on a phone whose other apps work.

    with busy_machine():          # os.cpu_count() spinning processes
        ...measure...

Each process spins at most ``limit_s`` seconds and then stops by itself, so
a benchmark that dies never leaves them behind for long.
"""

from __future__ import annotations

import multiprocessing as mp
import os
import time
from collections.abc import Iterator
from contextlib import contextmanager


def _spin(limit_s: float) -> None:
    end = time.monotonic() + limit_s
    n = 0
    while time.monotonic() < end:
        for _ in range(10_000):
            n += 1


@contextmanager
def busy_machine(processes: int | None = None, limit_s: float = 1800.0) -> Iterator[int]:
    """Run ``processes`` (default: one per core) CPU-bound processes while
    the block runs; yields how many."""
    count = processes or os.cpu_count() or 1
    ctx = mp.get_context("spawn")
    spinners = [ctx.Process(target=_spin, args=(limit_s,), daemon=True) for _ in range(count)]
    for p in spinners:
        p.start()
    try:
        yield count
    finally:
        for p in spinners:
            p.terminate()
        for p in spinners:
            p.join(timeout=5)
