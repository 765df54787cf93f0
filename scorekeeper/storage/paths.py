"""Where the score data lives.

1. ``SCOREKEEPER_DATA_DIR`` if set (tests, portable installs, a second profile),
2. else ``FLET_APP_STORAGE_DATA`` (set by Flet for packaged apps, e.g. on
   Android/iOS where only the app's own folder is writable),
3. else the platform's user data folder (``platformdirs``), e.g.
   ``~/.local/share/wizard-scorekeeper`` on Linux.

An empty variable counts as unset. The folder is not created here; the
repository creates it when it opens.
"""

from __future__ import annotations

import os
from pathlib import Path

from platformdirs import user_data_dir

__all__ = ["APP_NAME", "ENV_DATA_DIR", "ENV_FLET_DATA", "data_dir"]

APP_NAME = "wizard-scorekeeper"
ENV_DATA_DIR = "SCOREKEEPER_DATA_DIR"
ENV_FLET_DATA = "FLET_APP_STORAGE_DATA"


def data_dir(environ: dict[str, str] | None = None) -> Path:
    """The folder the score data is kept in (see the module docstring)."""
    env = os.environ if environ is None else environ
    for name in (ENV_DATA_DIR, ENV_FLET_DATA):
        value = env.get(name, "").strip()
        if value:
            return Path(value).expanduser()
    return Path(user_data_dir(APP_NAME, appauthor=False))
