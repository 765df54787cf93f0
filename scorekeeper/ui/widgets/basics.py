"""Small building blocks every screen draws with: a tagged control, a title,
a hint, a button, a card, a screen under the home screen."""

from __future__ import annotations

import math
from typing import Callable

import flet as ft

from .focus_keeper import track

MIN_TOUCH = 48  # px: the smallest touch target we draw
NAME_LINE = 1.2  # a line of a two-line name is this many times its size
# a big button: 56 px with one line of 17 px text, taller when it wraps
BIG_STYLE = ft.ButtonStyle(padding=ft.Padding.symmetric(horizontal=16, vertical=17))

SUIT_COLORS = {
    "red": ft.Colors.RED_600,
    "yellow": ft.Colors.AMBER_600,
    "green": ft.Colors.GREEN_600,
    "blue": ft.Colors.BLUE_600,
    "none": ft.Colors.GREY_500,
}


def tagged(identifier: str, control: ft.Control, label: str | None = None, *, expand: bool | int | None = None) -> ft.Semantics:
    """A stable handle for tests and screen readers: ``[flt-semantics-identifier=...]``.
    (In a Row, pass ``expand`` here: an expanding control inside the wrapper
    does not make the wrapper expand.) The session's focus keeper hears when
    the control gets and loses the keyboard (widgets/focus_keeper.py)."""
    return ft.Semantics(identifier=identifier, label=label, content=track(control), expand=expand)


def name_box(text: ft.Text, two_lines: bool) -> ft.Control:
    """A chip's name: when any chip of the row shows its name over two lines,
    every name gets two lines' height, so the chips stay one height."""
    if not two_lines:
        return text
    # the lines set close (the theme's text is 1.43 times its size a line: two
    # of them would make every chip of the row 10 px taller)
    text.style = ft.TextStyle(height=NAME_LINE)
    return ft.Container(text, height=math.ceil(2 * NAME_LINE * (text.size or 14)) + 2, alignment=ft.Alignment.CENTER)


def keyed(key: str, control: ft.Control) -> ft.Control:
    """``control`` with a stable key in its list: when a sibling comes or goes
    (a hint, a button) flet patches it in place instead of building it (and
    everything in it) anew, on the server and in the browser."""
    control.key = key
    return control


def heading(text: str, size: int = 20) -> ft.Text:
    """Bold title text (a plain Text: wrap it in ``ft.Semantics(header=True)``,
    or use :func:`section_title`, for it to be announced as a heading)."""
    return ft.Text(text, size=size, weight=ft.FontWeight.BOLD)


def section_title(text: str, size: int = 20, identifier: str | None = None) -> ft.Control:
    """A screen's or section's title, announced as a heading (role=heading on
    the web), so a screen reader can jump from section to section."""
    return ft.Semantics(identifier=identifier, header=True, content=heading(text, size))


def icon_button(identifier: str, icon: str, label: str, on_click: Callable | None, *, disabled: bool = False,
                color: str | None = None) -> ft.Control:
    """An icon-only button whose focusable node itself carries ``label``.

    ``IconButton(tooltip=...)`` names a wrapper that takes no focus (flet
    1.0.5 on the web), so a screen reader meets a nameless button; the
    icon's own semantics label merges into the button's node instead. No
    tooltip: it would be a second, unfocusable copy of the name. The theme
    (ui/theme.py) gives it a visible focus ring; its size is set here."""
    return tagged(identifier, ft.IconButton(ft.Icon(icon, semantics_label=label), on_click=on_click,
                                            disabled=disabled, icon_color=color,
                                            # the web draws icon buttons 40 px at any density
                                            size_constraints=ft.BoxConstraints(min_width=MIN_TOUCH,
                                                                               min_height=MIN_TOUCH)))


def hint(text: str, identifier: str | None = None, color: str | None = None) -> ft.Control:
    control = ft.Text(text, size=14, color=color or ft.Colors.ON_SURFACE_VARIANT)
    return tagged(identifier, control) if identifier else control


def big_button(
    identifier: str,
    text: str,
    on_click: Callable | None,
    *,
    icon: str | None = None,
    filled: bool = True,
    disabled: bool = False,
    expand: bool = True,
) -> ft.Control:
    kind = ft.FilledButton if filled else ft.OutlinedButton
    button = kind(
        # a long label wraps (the button grows) rather than lose its end:
        # "Score round 3 · then Maximiliane deals" keeps the name
        content=ft.Text(text, size=17, text_align=ft.TextAlign.CENTER),
        icon=icon,
        on_click=on_click,
        disabled=disabled,
        style=BIG_STYLE,
        expand=expand,
    )
    return tagged(identifier, ft.Row([button]) if expand else button)


def card(content: ft.Control, *, padding: int = 12) -> ft.Control:
    return ft.Container(
        content=content,
        padding=padding,
        border_radius=12,
        bgcolor=ft.Colors.SURFACE_CONTAINER_LOW,
    )


def screen_view(route: str, title: str, controls: list[ft.Control], *, back: Callable, back_label: str,
                actions: list[ft.Control] | None = None) -> ft.View:
    """A screen under the home screen: app bar with a back button, then a
    scrolling column of full-width controls."""
    return ft.View(
        route=route,
        appbar=ft.AppBar(
            leading=icon_button("back", ft.Icons.ARROW_BACK, back_label, back),
            title=ft.Semantics(header=True, content=ft.Text(title)),
            actions=actions or [],
        ),
        controls=[ft.Column(controls, spacing=8, scroll=ft.ScrollMode.AUTO, expand=True,
                            horizontal_alignment=ft.CrossAxisAlignment.STRETCH)],
        padding=ft.Padding.symmetric(horizontal=14, vertical=8),
    )
