"""One choice among a few, named with what is chosen."""

from __future__ import annotations

from typing import Callable

import flet as ft

from ...i18n import Translator
from ...presenters.labels import choice_name
from .basics import MIN_TOUCH, tagged
from .choice_dialog import ChoiceDialog


@ft.component
def ChoiceField(identifier: str, label: str, options: list[tuple[str, str]], value: str,
                on_pick: Callable[[str], None], t: Translator):
    """One choice among a few (a rule preset): a tile showing what it sets
    and what is chosen, read out with both ("Rule preset: Standard"); a tap
    (or Enter) opens the options in a dialog, ``{identifier}-{key}`` each,
    closed by ``{identifier}-close``, a tap outside or Escape.

    Stands in for ``ft.Dropdown``: in flet 1.0.5 on the web a dropdown has
    no accessible name or value, and Tab moves Flutter's focus into it while
    the page's focus stays behind (a keyboard user cannot open it)."""
    open_, set_open = ft.use_state(False)
    chosen = dict(options).get(value, value)
    name = choice_name(label, chosen, t)

    def pick(key: str):
        set_open(False)
        on_pick(key)

    tile = ft.ListTile(
        # the title carries the whole name; the value under it is drawn only (read in the name)
        title=ft.Text(label, size=13, color=ft.Colors.ON_SURFACE_VARIANT, semantics_label=name),
        subtitle=ft.Semantics(exclude_semantics=True, content=ft.Text(chosen, size=17, color=ft.Colors.ON_SURFACE)),
        trailing=ft.Icon(ft.Icons.ARROW_DROP_DOWN),
        min_height=MIN_TOUCH + 8,
        shape=ft.RoundedRectangleBorder(radius=4, side=ft.BorderSide(1, ft.Colors.OUTLINE)),
        content_padding=ft.Padding.symmetric(horizontal=12),
        on_click=lambda: set_open(True),
    )
    parts: list[ft.Control] = [tagged(identifier, tile)]
    if open_:
        parts.append(ChoiceDialog(identifier, label, options, value, pick, t("common.cancel"), lambda: set_open(False)))
    return ft.Column(parts, spacing=0)
