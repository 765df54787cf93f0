"""A panel's scrolling content over its main action, which stays in view."""

from __future__ import annotations

from collections.abc import Callable

import flet as ft


def pinned(content: list[ft.Control], actions: list[ft.Control] | None = None, *, spacing: int = 12,
           key: str | None = None, ref: ft.Ref | None = None, on_resize: Callable | None = None) -> ft.Control:
    """``content`` scrolls (and starts at its top: a new panel is a new
    scroller); ``actions``, the one thing to tap next (and what goes with
    it), stay below it, always wholly in view above the undo bar, however
    long the content is (six players, a long language, fifteen cards).
    ``ref``: the scroller, for a panel that moves it (``scroll_to``);
    ``on_resize``: called when the scroller's size changes (the actions
    below it grew or shrank), for a panel that keeps a part in view."""
    scroller = ft.Column(content, spacing=spacing, scroll=ft.ScrollMode.AUTO, expand=True,
                         horizontal_alignment=ft.CrossAxisAlignment.STRETCH, key=key, ref=ref,
                         on_size_change=on_resize)
    if not actions:
        return scroller
    return ft.Column([scroller, *actions], spacing=8, expand=True,
                     horizontal_alignment=ft.CrossAxisAlignment.STRETCH)
