"""Small building blocks shared by the screens."""

from __future__ import annotations

from typing import Callable

import flet as ft

from ..i18n import Translator
from ..presenters.labels import choice_name

MIN_TOUCH = 48  # px: the smallest touch target we draw

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
    does not make the wrapper expand.)"""
    return ft.Semantics(identifier=identifier, label=label, content=control, expand=expand)


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
        content=ft.Text(text, size=17),
        icon=icon,
        on_click=on_click,
        disabled=disabled,
        height=MIN_TOUCH + 8,
        expand=expand,
    )
    return tagged(identifier, ft.Row([button]) if expand else button)


def _banner(identifier: str, icon: str, text: str, fg: str, bg: str, on_close: Callable, close_label: str) -> ft.Control:
    # ``identifier`` names the words alone: a node around the close button too
    # would take the words as its label and read as the button's name
    return ft.Container(
        content=ft.Row(
            [
                ft.Icon(icon, color=fg),
                tagged(identifier, ft.Text(text, color=fg, size=15), expand=True),
                icon_button(f"{identifier}-close", ft.Icons.CLOSE, close_label, on_close, color=fg),
            ],
            vertical_alignment=ft.CrossAxisAlignment.CENTER,
        ),
        bgcolor=bg,
        border_radius=8,
        padding=ft.Padding.only(left=12, right=4, top=4, bottom=4),
    )


def message_banner(text: str, on_close: Callable, close_label: str) -> ft.Control:
    """Something refused or gone wrong, in words (``close_label``: its close
    button's name, ``a11y.dismiss``)."""
    return _banner("message", ft.Icons.ERROR_OUTLINE, text, ft.Colors.ON_ERROR_CONTAINER, ft.Colors.ERROR_CONTAINER,
                   on_close, close_label)


def notice_banner(text: str, on_close: Callable, close_label: str) -> ft.Control:
    """Something done, in words (a file saved, what a restore added): the
    calm sibling of :func:`message_banner`."""
    return _banner("notice", ft.Icons.CHECK_CIRCLE_OUTLINE, text, ft.Colors.ON_SECONDARY_CONTAINER,
                   ft.Colors.SECONDARY_CONTAINER, on_close, close_label)


def choice_dialog(title: str, tiles: list[ft.Control], close_id: str, close_label: str, on_close: Callable) -> None:
    """A list of choices in a dialog (export formats, languages), closed by
    ``close_id``, a tap outside or Escape. Call it from a component: it uses
    ``ft.use_dialog``, which needs the AlertDialog itself."""
    ft.use_dialog(
        ft.AlertDialog(
            modal=False,
            title=section_title(title, 20),
            semantics_label=title,  # else Flutter names every dialog "Alert"
            # scrolls only when long (a scrolling column takes the whole height)
            content=ft.Column(tiles, tight=True, spacing=0, scroll=ft.ScrollMode.AUTO if len(tiles) > 7 else None),
            content_padding=ft.Padding.symmetric(horizontal=8, vertical=12),
            actions=[tagged(close_id, ft.TextButton(close_label, on_click=on_close))],
            on_dismiss=on_close,
        )
    )


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


@ft.component
def ChoiceDialog(identifier: str, title: str, options: list[tuple[str, str]], value: str,
                 on_pick: Callable[[str], None], close_label: str, on_close: Callable[[], None]):
    """The options of a :func:`ChoiceField` (its own component: ``use_dialog``
    is a hook, so it lives as long as the dialog is open)."""
    tiles = [
        tagged(
            f"{identifier}-{key}",
            ft.ListTile(
                title=ft.Text(text, size=17),
                trailing=ft.Icon(ft.Icons.CHECK) if key == value else None,
                selected=key == value,
                min_height=MIN_TOUCH,
                on_click=lambda _e, key=key: on_pick(key),
            ),
        )
        for key, text in options
    ]
    choice_dialog(title, tiles, f"{identifier}-close", close_label, on_close)
    return ft.Container(width=0, height=0)


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
