"""The score progression: a line per player over the rounds (flet-charts),
drawn from presenter data only."""

from __future__ import annotations

from typing import TYPE_CHECKING

import flet as ft

if TYPE_CHECKING:
    import flet_charts as fch

from ...presenters.charts import ProgressChart
from .basics import card, tagged

# One colour per seat, mid tones that stand out on the light surface and on
# the dark one alike (checked in screenshots at 360 px, both themes).
SEAT_COLORS = (
    ft.Colors.BLUE_500,
    ft.Colors.RED_400,
    ft.Colors.GREEN_600,
    ft.Colors.AMBER_700,
    ft.Colors.PURPLE_300,
    ft.Colors.TEAL_400,
)
CHART_HEIGHT = 220
AXIS_TEXT = 11


def seat_color(seat: int) -> str:
    return SEAT_COLORS[seat % len(SEAT_COLORS)]


def _axis_label(value: int) -> fch.ChartAxisLabel:
    import flet_charts as fch

    return fch.ChartAxisLabel(value=value, label=ft.Text(str(value), size=AXIS_TEXT, color=ft.Colors.ON_SURFACE_VARIANT))


def _legend(chart: ProgressChart) -> ft.Control:
    entries = [
        ft.Row(
            [
                ft.Container(width=14, height=4, bgcolor=seat_color(line.seat), border_radius=2),
                ft.Text(f"{line.name} {line.final}", size=13, no_wrap=True, max_lines=1,
                        overflow=ft.TextOverflow.ELLIPSIS, weight=ft.FontWeight.BOLD if line.leader else None),
            ],
            spacing=4,
            tight=True,
        )
        for line in chart.lines
    ]
    return ft.Row(entries, wrap=True, spacing=12, run_spacing=2)


@ft.component
def ScoreChart(chart: ProgressChart):
    """A line per player over the rounds; the leader's line drawn thicker.
    Screen readers get the chart in words (who leads, how often the lead
    changed) from its semantics label."""
    # flet-charts is imported by the first chart drawn, not with the app:
    # where Python runs in the browser it costs about half a second
    import flet_charts as fch

    few = chart.max_x <= 12  # dots on every round only while they do not crowd the line
    series = [
        fch.LineChartData(
            # the tooltip as the sheet writes a total (the default shows "-100.0")
            points=[fch.LineChartDataPoint(x, y, tooltip=str(y)) for x, y in line.points],
            color=seat_color(line.seat),
            stroke_width=4 if line.leader else 2.5,
            rounded_stroke_cap=True,
            point=fch.ChartCirclePoint(radius=2.5, color=seat_color(line.seat)) if few else False,
        )
        for line in chart.lines
    ]
    plot = fch.LineChart(
        data_series=series,
        min_x=chart.min_x,
        max_x=chart.max_x,
        min_y=chart.min_y,
        max_y=chart.max_y,
        # label_spacing: the chart asks for a label only every so often; left
        # to itself it skips some of the presenter's ticks
        left_axis=fch.ChartAxis(labels=[_axis_label(y) for y in chart.y_ticks], label_size=40,
                                label_spacing=chart.y_step),
        bottom_axis=fch.ChartAxis(labels=[_axis_label(x) for x in chart.x_ticks], label_size=22,
                                  label_spacing=chart.x_step),
        horizontal_grid_lines=fch.ChartGridLines(interval=chart.y_step, color=ft.Colors.OUTLINE_VARIANT, width=1),
        border=ft.Border.all(1, ft.Colors.OUTLINE_VARIANT),
        height=CHART_HEIGHT,
        animation=ft.Animation(0),  # a re-render must not replay the lines growing in
        # the default blue-grey box hides the green and teal totals; a surface tone keeps every line colour legible
        tooltip=fch.LineChartTooltip(bgcolor=ft.Colors.SURFACE_CONTAINER_HIGHEST,
                                     border_side=ft.BorderSide(1, ft.Colors.OUTLINE_VARIANT)),
    )
    body = ft.Column(
        [
            ft.Text(chart.title, size=16, weight=ft.FontWeight.BOLD),
            ft.Container(plot, padding=ft.Padding.only(right=12, top=6)),
            _legend(chart),
        ],
        spacing=6,
    )
    return tagged("chart", card(body), label=chart.description)
