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


def message_banner(text: str, on_close: Callable) -> ft.Control:
    return tagged(
        "message",
        ft.Container(
            content=ft.Row(
                [
                    ft.Icon(ft.Icons.ERROR_OUTLINE, color=ft.Colors.ON_ERROR_CONTAINER),
                    ft.Text(text, color=ft.Colors.ON_ERROR_CONTAINER, expand=True, size=15),
                    ft.IconButton(ft.Icons.CLOSE, on_click=on_close, tooltip="OK", icon_color=ft.Colors.ON_ERROR_CONTAINER),
                ],
                vertical_alignment=ft.CrossAxisAlignment.CENTER,
            ),
            bgcolor=ft.Colors.ERROR_CONTAINER,
            border_radius=8,
            padding=ft.Padding.only(left=12, right=4, top=4, bottom=4),
        ),
    )


def notice_banner(text: str, on_close: Callable) -> ft.Control:
    """Something done, in words (a file saved, what a restore added): the
    calm sibling of :func:`message_banner`."""
    return tagged(
        "notice",
        ft.Container(
            content=ft.Row(
                [
                    ft.Icon(ft.Icons.CHECK_CIRCLE_OUTLINE, color=ft.Colors.ON_SECONDARY_CONTAINER),
                    ft.Text(text, color=ft.Colors.ON_SECONDARY_CONTAINER, expand=True, size=15),
                    ft.IconButton(ft.Icons.CLOSE, on_click=on_close, tooltip="OK", icon_color=ft.Colors.ON_SECONDARY_CONTAINER),
                ],
                vertical_alignment=ft.CrossAxisAlignment.CENTER,
            ),
            bgcolor=ft.Colors.SECONDARY_CONTAINER,
            border_radius=8,
            padding=ft.Padding.only(left=12, right=4, top=4, bottom=4),
        ),
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
