"""The second floor of benchmarks/app_latency.py: a bare Flet app that, on
each tap, redraws what a scoring tap must draw, a table of six rows of
four numbers (bid, won, points, total). A tap on "trick-0" changes every
number; "total-0" shows the first row's new total.

    python benchmarks/ui_latency.py --app benchmarks.bare_table_app:main --text total-0 --expect "str(i * 30)"

``serve_in_browser()`` is its entry when built as a static site
(benchmarks/static_site.py: the static floor of the app's taps).
"""

from __future__ import annotations

import flet as ft

ROWS = 6


def numbers(taps: int, row: int) -> tuple[int, int, int, int]:
    """Row ``row`` after ``taps`` taps: every number moves with each tap."""
    bid, won = (taps + row) % 5, (taps + 2 * row) % 4
    points = 20 + 10 * won if bid == won else -10 * abs(bid - won)
    return bid, won, points, taps * 30 + row


@ft.component
def Table():
    taps, set_taps = ft.use_state(0)
    rows = []
    for row in range(ROWS):
        bid, won, points, total = numbers(taps, row)
        rows.append(ft.Row([
            ft.Text(f"Player {row + 1}", expand=True),
            ft.Text(str(bid), width=40),
            ft.Text(str(won), width=40),
            ft.Text(f"{points:+d}", width=50),
            ft.Semantics(identifier=f"total-{row}", content=ft.Text(str(total), width=60, size=20)),
        ]))
    return ft.Column([
        ft.Semantics(identifier="trick-0", content=ft.Button("Trick", on_click=lambda: set_taps(lambda n: n + 1))),
        *rows,
    ])


def main(page: ft.Page) -> None:
    page.title = "Bare table"
    page.render(Table)


def serve_in_browser() -> None:
    """The entry of the bare table built as a static site, the way
    ``scorekeeper build-web`` builds the app (benchmarks/static_site.py):
    the same start, and the page's start screen told when the first screen
    is drawn, as the app tells it."""

    async def site_main(page: ft.Page) -> None:
        main(page)
        import js

        js.flet_js.shown()

    ft.run(site_main)
