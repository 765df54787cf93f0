"""The smallest Flet app worth timing: one button, one number.

Baseline for benchmarks/ui_latency.py. A tap on "trick-0" adds one to the
Text "tally-0". Two flavours of the same screen:

    benchmarks.bare_counter_app:main             declarative (@ft.component)
    benchmarks.bare_counter_app:main_imperative  classic controls + page.update()

    python benchmarks/ui_latency.py --app benchmarks.bare_counter_app:main
"""

from __future__ import annotations

import flet as ft


@ft.component
def Counter():
    count, set_count = ft.use_state(0)
    return ft.Column(
        [
            ft.Semantics(
                identifier="trick-0",
                content=ft.Button("Trick", on_click=lambda: set_count(lambda c: c + 1)),
            ),
            ft.Semantics(identifier="tally-0", content=ft.Text(str(count), size=24)),
        ]
    )


def main(page: ft.Page) -> None:
    page.title = "Bare counter"
    page.render(Counter)


def main_imperative(page: ft.Page) -> None:
    page.title = "Bare counter (imperative)"
    tally = ft.Text("0", size=24)

    def on_click(_e):
        tally.value = str(int(tally.value) + 1)
        page.update()

    page.add(
        ft.Semantics(identifier="trick-0", content=ft.Button("Trick", on_click=on_click)),
        ft.Semantics(identifier="tally-0", content=tally),
    )


def serve_in_browser() -> None:
    """The entry of the bare counter built as a static site, the way
    ``scorekeeper build-web`` builds the app (benchmarks/static_site.py):
    the same start, and the page's start screen told when the first screen
    is drawn, as the app tells it."""

    async def site_main(page: ft.Page) -> None:
        main(page)
        import js

        js.flet_js.shown()

    ft.run(site_main)


if __name__ == "__main__":
    import sys

    ft.run(
        main,
        view=ft.AppView.WEB_BROWSER,
        host="127.0.0.1",
        port=int(sys.argv[1]) if len(sys.argv) > 1 else 8550,
        no_cdn=True,
    )
