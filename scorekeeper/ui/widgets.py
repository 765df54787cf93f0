"""Small building blocks shared by the screens."""

from __future__ import annotations

from typing import Callable

import flet as ft

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


def heading(text: str, size: int = 20) -> ft.Text:
    return ft.Text(text, size=size, weight=ft.FontWeight.BOLD)


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


def _banner(identifier: str, icon: str, text: str, fg: str, bg: str, on_close: Callable) -> ft.Control:
    return tagged(
        identifier,
        ft.Container(
            content=ft.Row(
                [
                    ft.Icon(icon, color=fg),
                    ft.Text(text, color=fg, expand=True, size=15),
                    ft.IconButton(ft.Icons.CLOSE, on_click=on_close, tooltip="OK", icon_color=fg),
                ],
                vertical_alignment=ft.CrossAxisAlignment.CENTER,
            ),
            bgcolor=bg,
            border_radius=8,
            padding=ft.Padding.only(left=12, right=4, top=4, bottom=4),
        ),
    )


def message_banner(text: str, on_close: Callable) -> ft.Control:
    """Something refused or gone wrong, in words."""
    return _banner("message", ft.Icons.ERROR_OUTLINE, text, ft.Colors.ON_ERROR_CONTAINER, ft.Colors.ERROR_CONTAINER,
                   on_close)


def notice_banner(text: str, on_close: Callable) -> ft.Control:
    """Something done, in words (a file saved, what a restore added): the
    calm sibling of :func:`message_banner`."""
    return _banner("notice", ft.Icons.CHECK_CIRCLE_OUTLINE, text, ft.Colors.ON_SECONDARY_CONTAINER,
                   ft.Colors.SECONDARY_CONTAINER, on_close)


def choice_dialog(title: str, tiles: list[ft.Control], close_id: str, close_label: str, on_close: Callable) -> None:
    """A list of choices in a dialog (export formats, languages), closed by
    ``close_id``, a tap outside or Escape. Call it from a component: it uses
    ``ft.use_dialog``, which needs the AlertDialog itself."""
    ft.use_dialog(
        ft.AlertDialog(
            modal=False,
            title=ft.Text(title),
            content=ft.Column(tiles, tight=True, spacing=0),
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
            leading=tagged("back", ft.IconButton(ft.Icons.ARROW_BACK, tooltip=back_label, on_click=back)),
            title=ft.Text(title),
            actions=actions or [],
        ),
        controls=[ft.Column(controls, spacing=8, scroll=ft.ScrollMode.AUTO, expand=True,
                            horizontal_alignment=ft.CrossAxisAlignment.STRETCH)],
        padding=ft.Padding.symmetric(horizontal=14, vertical=8),
    )
