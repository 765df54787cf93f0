"""Entry point for `flet run` and `flet build` (the app lives in scorekeeper.ui)."""

import flet as ft

from scorekeeper.bootstrap import Scorekeeper
from scorekeeper.ui.app import make_main

if __name__ == "__main__":
    ft.run(make_main(Scorekeeper.open().service))
