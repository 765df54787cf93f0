"""A screen re-renders when a subject of the store it shows changes."""

from __future__ import annotations

import flet as ft


def watch(*subjects: ft.Observable) -> None:
    """Re-render the calling component whenever one of ``subjects`` changes,
    and only then. Flet re-renders a component on a change of an observable
    it keeps in its state; each subject (one per session, the same object
    every render) is kept there. Call it from a component, like any hook,
    with the same subjects on every render."""
    for subject in subjects:
        ft.use_state(subject)
