"""Entry point for `flet run` and `flet build` (the app lives in scorekeeper.ui)."""

import os

import flet as ft

from scorekeeper.bootstrap import Scorekeeper
from scorekeeper.ui.app import make_main

if __name__ == "__main__":
    # where a shared game's link opens (issue 31); else the address set once in the share dialog
    ft.run(make_main(Scorekeeper.open().service, site_url=os.environ.get("SCOREKEEPER_SITE_URL", "")))
