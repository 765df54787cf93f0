"""Render Flet components without a browser or a page, to check that the
views show their view data and forward taps as intents.

This drives flet 1.0.5's component renderer directly (``Renderer``,
``Component.before_update``): a component's hooks live on its ``Component``,
so a tap re-renders the root component in place. Only the root keeps its
local state between taps, so a test renders the component whose state it
exercises as the root. Screens that re-render on the store's changes are
simply rendered again.
"""

from __future__ import annotations

import asyncio
import dataclasses
import inspect
from typing import Any, Callable

import flet as ft
from flet.components.component import Component, Renderer


def _expand(node: Any) -> None:
    if isinstance(node, Component):
        node._state.mounted = True
        node.before_update()
        _expand(node._b)
    elif isinstance(node, (list, tuple)):
        for child in node:
            _expand(child)
    elif isinstance(node, ft.BaseControl):
        for child in _children(node):
            _expand(child)


def _children(control: ft.BaseControl) -> list[Any]:
    found = []
    for f in dataclasses.fields(control):
        if f.name.startswith("_"):
            continue
        value = getattr(control, f.name, None)
        if isinstance(value, (ft.BaseControl, list, tuple)):
            found.append(value)
    return found


def _walk(node: Any):
    if isinstance(node, Component):
        yield from _walk(node._b)
    elif isinstance(node, (list, tuple)):
        for child in node:
            yield from _walk(child)
    elif isinstance(node, ft.BaseControl):
        yield node
        for child in _children(node):
            yield from _walk(child)


@dataclasses.dataclass
class Copy:
    """Stands in for ``ft.CopyToClipboard`` (which needs a page)."""

    data: str


class _Event:
    def __init__(self, value: Any = None, selected: Any = None):
        self.control = type("Control", (), {"value": value, "selected": selected})()


def _call(handler: Callable, event: _Event) -> None:
    try:
        wanted = len(inspect.signature(handler).parameters)
    except (TypeError, ValueError):
        wanted = 1
    result = handler(event) if wanted else handler()
    if inspect.iscoroutine(result):  # an async handler (a file saved): run it to its end
        asyncio.run(result)


class Rendered:
    """A component rendered as the root, with taps and a text dump."""

    def __init__(self, dialogs: list[ft.AlertDialog], component: Callable, *args: Any):
        self.dialogs = dialogs  # every dialog shown so far (the last one is open)
        self.root = Renderer().render(lambda: component(*args))
        _expand(self.root)

    def refresh(self) -> "Rendered":
        self.root._state.mounted = True
        self.root.before_update()
        _expand(self.root._b)
        return self

    def controls(self) -> list[ft.BaseControl]:
        return list(_walk([self.root, *self.dialogs[-1:]]))

    def find(self, identifier: str) -> ft.Semantics | None:
        return next((c for c in self.controls() if isinstance(c, ft.Semantics) and c.identifier == identifier), None)

    def ids(self, prefix: str = "") -> list[str]:
        return [c.identifier for c in self.controls()
                if isinstance(c, ft.Semantics) and c.identifier and c.identifier.startswith(prefix)]

    def texts(self) -> list[str]:
        return [c.value for c in self.controls() if isinstance(c, ft.Text) and c.value]

    def handler(self, identifier: str, event: str = "on_click") -> Callable | None:
        """The handler of the control tagged ``identifier`` (looking through
        the wrappers the widgets put around it)."""
        sem = self.find(identifier)
        assert sem is not None, f"nothing tagged {identifier!r}"
        control: Any = sem.content
        while control is not None and getattr(control, event, None) is None:
            control = control.controls[0] if isinstance(control, ft.Row) else getattr(control, "content", None)
        return getattr(control, event, None)

    def handles(self, identifier: str, event: str = "on_click") -> bool:
        return self.handler(identifier, event) is not None

    def fire(self, identifier: str, event: str = "on_click", **value: Any) -> "Rendered":
        handler = self.handler(identifier, event)
        assert handler is not None, f"{identifier!r} has no {event}"
        _call(handler, _Event(**value))
        return self.refresh()

    def tap(self, identifier: str) -> "Rendered":
        return self.fire(identifier)

    def pick(self, identifier: str) -> "Rendered":
        """Choose the menu item whose content is tagged ``identifier`` (a
        PopupMenuItem takes the tap, not what it shows)."""
        item = next((c for c in self.controls() if isinstance(c, ft.PopupMenuItem)
                     and isinstance(c.content, ft.Semantics) and c.content.identifier == identifier), None)
        assert item is not None and item.on_click is not None, f"no menu item {identifier!r}"
        _call(item.on_click, _Event())
        return self.refresh()


def headless_renderer(monkeypatch) -> Callable[..., Rendered]:
    """``render(Component, *props)``. Without a page, a state change only
    marks its component dirty (a tap re-renders the root), an effect does
    not run, and a dialog is kept where the test can read it."""
    dialogs: list[ft.AlertDialog] = []
    monkeypatch.setattr(Component, "_schedule_update", lambda self: setattr(self._state, "is_dirty", True))
    # an effect runs on the page's session after a render (scrolling the screen, say): none without a page
    monkeypatch.setattr(Component, "_schedule_effect", lambda self, hook, is_cleanup=False: None)
    monkeypatch.setattr(ft, "use_dialog", lambda dialog: dialogs.append(dialog))
    # A client action binds to a service of the page; without a page the
    # copy is kept on the control, where a test reads what would be copied.
    monkeypatch.setattr(ft, "CopyToClipboard", Copy)
    return lambda component, *args: Rendered(dialogs, component, *args)
