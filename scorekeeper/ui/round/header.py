"""The round's cards, dealer and first bidder, and its bidding rules."""

from __future__ import annotations

import flet as ft

from ...i18n import Translator
from ..widgets.basics import card, hint, tagged


@ft.component
def RoundHeader(cards_text: str, dealer_text: str, bidding_rules: str, foresight: bool, t: Translator,
                sitting_out: str = "", adjust_waiting: str = ""):
    """``sitting_out``: who does not play this round (issue 30; "" when everyone plays);
    ``adjust_waiting``: the adjustments counted once the round is scored ("": none)."""
    lines: list[ft.Control] = [
        ft.Row(
            [
                tagged("round-info", ft.Text(cards_text, size=20, weight=ft.FontWeight.BOLD)),
                ft.Text(bidding_rules, size=14, color=ft.Colors.ON_SURFACE_VARIANT, expand=True,
                        text_align=ft.TextAlign.RIGHT),
            ],
            vertical_alignment=ft.CrossAxisAlignment.CENTER,
        ),
        tagged("round-dealer", ft.Text(dealer_text, size=15)),
    ]
    if sitting_out:
        lines.append(hint(sitting_out, "round-out"))
    if adjust_waiting:
        lines.append(hint(adjust_waiting, "round-adjust", ft.Colors.TERTIARY))
    if foresight:
        lines.append(hint(t("round.foresight"), "foresight-reminder", ft.Colors.TERTIARY))
    return card(ft.Column(lines, spacing=2), padding=10)


RoundHeaderMemo = ft.memo(RoundHeader)
