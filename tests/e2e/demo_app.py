"""A tiny declarative Flet 1.0.5 app that exercises every AppPage method.

Not part of the product: it exists to prove the e2e harness and to show the
patterns the real app uses (observable store with intents, Semantics
identifiers, use_dialog, pubsub between sessions, data dir from the env).

State lives in <SCOREKEEPER_DATA_DIR>/demo-table.json, so a reload (a new
Flet session) and a second tab see the same table. Each session keeps its own
observable store; after a change it tells the other sessions through
page.pubsub, and they re-read the file.

Serve by hand:  python tests/e2e/harness.py tests.e2e.demo_app:main
"""

from __future__ import annotations

import json
import os
import tempfile
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path

import flet as ft

TOPIC = "demo-table-changed"
BID_CHOICES = (0, 1, 2, 3)
FORBIDDEN_BID = 2  # stands in for a rules query such as "the dealer may not bid 2"


def table_path() -> Path:
    root = os.environ.get("SCOREKEEPER_DATA_DIR") or tempfile.gettempdir()
    return Path(root) / "demo-table.json"


def read_table(path: Path) -> dict:
    try:
        return json.loads(path.read_text(encoding="utf-8"))
    except FileNotFoundError:
        return {}


def write_table(path: Path, data: dict) -> None:
    path.parent.mkdir(parents=True, exist_ok=True)
    tmp = path.with_suffix(".tmp")
    tmp.write_text(json.dumps(data), encoding="utf-8")
    tmp.replace(path)


# --------------------------------------------------------------------------
# Store: observable state + intents. Views only render it and forward events.
# --------------------------------------------------------------------------


@ft.observable
@dataclass
class DemoStore:
    path: Path
    names: list[str] = field(default_factory=list)
    bids: list[int] = field(default_factory=list)
    not_equal: bool = False

    # Underscore attributes never notify (Observable.__setattr__ skips them).
    _on_commit: Callable[[], None] | None = field(default=None, repr=False, compare=False)

    @classmethod
    def load(cls, path: Path) -> DemoStore:
        store = cls(path=path)
        store.reload()
        return store

    # queries
    @property
    def total(self) -> int:
        return sum(self.bids)

    @property
    def can_undo(self) -> bool:
        return bool(self.bids)

    @staticmethod
    def is_allowed(bid: int) -> bool:
        return bid != FORBIDDEN_BID

    # intents
    def add_player(self, name: str) -> bool:
        name = name.strip()
        if not name or name in self.names:
            return False
        self.names.append(name)
        self._commit()
        return True

    def place_bid(self, bid: int) -> None:
        if not self.is_allowed(bid):
            return
        self.bids.append(bid)
        self._commit()

    def undo(self) -> None:
        if self.bids:
            self.bids.pop()
            self._commit()

    def set_not_equal(self, value: bool) -> None:
        self.not_equal = bool(value)
        self._commit()

    def reset(self) -> None:
        self.names = []
        self.bids = []
        self.not_equal = False
        self._commit()

    def reload(self) -> None:
        """Re-read the table (after another session changed it)."""
        data = read_table(self.path)
        self.names = list(data.get("names", []))
        self.bids = list(data.get("bids", []))
        self.not_equal = bool(data.get("not_equal", False))

    def _commit(self) -> None:
        write_table(
            self.path,
            {"names": list(self.names), "bids": list(self.bids), "not_equal": self.not_equal},
        )
        if self._on_commit is not None:
            self._on_commit()


# --------------------------------------------------------------------------
# Components
# --------------------------------------------------------------------------


def tagged(identifier: str, control: ft.Control) -> ft.Semantics:
    """Give a control a stable e2e handle: [flt-semantics-identifier=...]."""
    return ft.Semantics(identifier=identifier, content=control)


def use_table_sync(store: DemoStore) -> None:
    """Keep this session in step with the others through page.pubsub.

    Pubsub handlers run with the SENDER's context (async handler) or with no
    page context at all (sync handler, executor thread), so mutating the store
    straight from the handler re-renders nothing here. page.run_task(...)
    binds the coroutine to THIS session's page.
    """
    page = ft.context.page

    def subscribe():
        async def refresh():
            store.reload()

        async def on_message(_topic, _message):
            # A closed or reloaded tab keeps its session (and subscription) for
            # a while with no connection; run_task would fail there.
            if page.session.connection is not None:
                page.run_task(refresh)

        page.pubsub.subscribe_topic(TOPIC, on_message)
        store._on_commit = lambda: page.pubsub.send_others_on_topic(TOPIC, "changed")

    def unsubscribe():
        store._on_commit = None
        page.pubsub.unsubscribe_topic(TOPIC)

    ft.use_effect(subscribe, dependencies=[], cleanup=unsubscribe)


@ft.component
def PlayerForm(store: DemoStore):
    name, set_name = ft.use_state("")

    def add():
        if store.add_player(name):
            set_name("")

    return ft.Row(
        [
            tagged(
                "player-name",
                ft.TextField(
                    label="Player name",
                    value=name,
                    on_change=lambda e: set_name(e.control.value),
                    on_submit=add,
                    width=200,
                ),
            ),
            tagged("add-player", ft.Button("Add player", on_click=add)),
        ]
    )


@ft.component
def BidPad(store: DemoStore):
    return ft.Row(
        [
            tagged(
                f"bid-{bid}",
                ft.Button(
                    str(bid),
                    disabled=not store.is_allowed(bid),
                    on_click=lambda _e, bid=bid: store.place_bid(bid),
                ),
            )
            for bid in BID_CHOICES
        ],
        wrap=True,
    )


@ft.component
def App():
    page = ft.context.page
    store, _ = ft.use_state(lambda: DemoStore.load(table_path()))
    confirm_reset, set_confirm_reset = ft.use_state(False)
    use_table_sync(store)

    def do_reset():
        store.reset()
        set_confirm_reset(False)

    ft.use_dialog(
        ft.AlertDialog(
            modal=True,
            title=ft.Text("Reset the table?"),
            content=tagged("reset-dialog", ft.Text("All players and bids are removed.")),
            actions=[
                tagged(
                    "reset-cancel",
                    ft.TextButton("Cancel", on_click=lambda: set_confirm_reset(False)),
                ),
                tagged("reset-confirm", ft.TextButton("Reset", on_click=do_reset)),
            ],
            on_dismiss=lambda: set_confirm_reset(False),
        )
        if confirm_reset
        else None
    )

    def set_dark(e):
        page.theme_mode = ft.ThemeMode.DARK if e.control.value else ft.ThemeMode.LIGHT

    return ft.SafeArea(
        ft.Column(
            [
                tagged("title", ft.Text("Harness demo", size=20, weight=ft.FontWeight.BOLD)),
                PlayerForm(store),
                ft.Column(
                    [tagged(f"name-{i}", ft.Text(n)) for i, n in enumerate(store.names)],
                    spacing=2,
                ),
                BidPad(store),
                ft.Row([ft.Text("Total:"), tagged("total-0", ft.Text(str(store.total), size=18))]),
                ft.Row(
                    [
                        tagged(
                            "undo",
                            ft.Button(
                                "Undo",
                                icon=ft.Icons.UNDO,
                                disabled=not store.can_undo,
                                on_click=store.undo,
                            ),
                        ),
                        tagged(
                            "reset",
                            ft.OutlinedButton("Reset", on_click=lambda: set_confirm_reset(True)),
                        ),
                    ]
                ),
                tagged(
                    "option-notequal",
                    ft.Switch(
                        label="Bids may not equal tricks",
                        value=store.not_equal,
                        on_change=lambda e: store.set_not_equal(e.control.value),
                    ),
                ),
                tagged(
                    "theme-dark",
                    ft.Switch(
                        label="Dark theme",
                        value=page.theme_mode == ft.ThemeMode.DARK,
                        on_change=set_dark,
                    ),
                ),
            ],
            spacing=12,
        ),
        expand=True,
    )


def main(page: ft.Page) -> None:
    page.title = "Harness demo"
    page.theme_mode = ft.ThemeMode.LIGHT
    page.render(App)


if __name__ == "__main__":
    import sys

    ft.run(
        main,
        view=ft.AppView.WEB_BROWSER,
        host="127.0.0.1",
        port=int(sys.argv[1]) if len(sys.argv) > 1 else 8550,
        no_cdn=True,
    )
