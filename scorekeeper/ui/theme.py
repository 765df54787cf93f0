"""The app's theme: the colour seed, touch targets a finger can hit and
focus a keyboard user can see, in light and dark alike.

Flutter draws desktop and web at compact density (32 px buttons, 40 px icon
buttons and switches) and shows keyboard focus as a 10 % overlay (about
1.2:1 against the page). Here every button, switch and segment is at least
48 px tall and a focused control gets a 3 px ring in the theme's
``on_surface`` colour (near-black on the light page, near-white on the
dark one: well over 3:1 against either; measured in the report of issue 13).
"""

from __future__ import annotations

import flet as ft

SEED = ft.Colors.DEEP_PURPLE
FOCUS_RING = 3  # px
# 14 px text with 14 px above and below: a 48 px tall button
BUTTON_PADDING = ft.Padding.symmetric(horizontal=16, vertical=14)


def _ring(ring: bool) -> dict:
    """``side`` of a button style: a ring while focused, the button's own
    border otherwise (a state left out falls back to the default)."""
    if not ring:
        return {}
    return {
        "side": {ft.ControlState.FOCUSED: ft.BorderSide(FOCUS_RING, ft.Colors.ON_SURFACE,
                                                        stroke_align=ft.BorderSideStrokeAlign.OUTSIDE)},
    }


def _button_style(ring: bool, **extra) -> ft.ButtonStyle:
    return ft.ButtonStyle(padding=BUTTON_PADDING, **_ring(ring), **extra)


def app_theme(focus_ring: bool = False) -> ft.Theme:
    """The same theme for the light and the dark page (the seed gives each
    its scheme). ``focus_ring``: the player moves the focus with the keyboard
    (see ui/device.py): the focused control gets its ring. A tap focuses a
    button too (and the app moves the focus on to what comes next, for a
    keyboard's sake): without a keyboard in use no ring stays behind it."""
    ring = focus_ring
    return ft.Theme(
        color_scheme_seed=SEED,
        visual_density=ft.VisualDensity.STANDARD,  # a phone's sizes on every platform: 48 px targets
        focus_color=ft.Colors.with_opacity(0.24, ft.Colors.PRIMARY),  # list tiles and chips
        text_button_theme=ft.TextButtonTheme(style=_button_style(ring)),
        outlined_button_theme=ft.OutlinedButtonTheme(style=_button_style(ring)),
        filled_button_theme=ft.FilledButtonTheme(style=_button_style(ring)),
        button_theme=ft.ButtonTheme(style=_button_style(ring)),
        icon_button_theme=ft.IconButtonTheme(style=ft.ButtonStyle(**_ring(ring))),
        segmented_button_theme=ft.SegmentedButtonTheme(style=ft.ButtonStyle(padding=BUTTON_PADDING)),
        switch_theme=ft.SwitchTheme(
            # 4 px more above and below the web's 40 px switch: a 48 px target
            padding=ft.Padding.symmetric(horizontal=4, vertical=4),
            # the halo around a focused switch's thumb, solid enough to see (3:1)
            overlay_color={ft.ControlState.FOCUSED: ft.Colors.with_opacity(0.85, ft.Colors.ON_SURFACE_VARIANT)},
        ),
    )
