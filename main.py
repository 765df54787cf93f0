"""Entry point for `flet run` and `flet build` (the app lives in scorekeeper.ui)."""

import flet as ft

from scorekeeper.ui.app import main

if __name__ == "__main__":
    ft.run(main)
