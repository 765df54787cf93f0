"""The round's trump: shown, and chosen from the suits (or a Jester, or cleared)."""

from __future__ import annotations

import flet as ft

from ...domain import SUITS, SetTrump
from ...i18n import Translator
from ..store import AppStore
from ..widgets.basics import MIN_TOUCH, SUIT_COLORS, hint, tagged
from ..widgets.live import focus_on, named


@ft.component
def TrumpPicker(trump: str | None, trump_card: bool, label: str, t: Translator, store: AppStore):
    open_, set_open = ft.use_state(False)
    if not trump_card:
        return tagged("trump", ft.Text(label, size=15, color=ft.Colors.ON_SURFACE_VARIANT))

    def pick(suit: str | None):
        store.play.act(SetTrump(suit=suit))
        set_open(False)

    summary = ft.Row(
        [
            ft.Icon(ft.Icons.CIRCLE, color=SUIT_COLORS.get(trump or "", ft.Colors.OUTLINE), size=18),
            ft.Text(t("trump.label", trump=label), size=15, expand=True),
            ft.Icon(ft.Icons.EXPAND_LESS if open_ else ft.Icons.EXPAND_MORE),
        ]
    )
    # a button, not a tappable box: a tab stop that Enter and Space open (no
    # ft.Semantics(expanded=) inside: it would split the button in two). No
    # fixed height: a longer label (German, French) wraps instead of being cut
    # off; the padding keeps one line at the 48 px touch target.
    toggle = ft.TextButton(
        # the padding on a container: a button style's padding leaves it 32 px high
        content=ft.Container(summary, padding=ft.Padding.symmetric(horizontal=8, vertical=14)),
        on_click=lambda: set_open(not open_),
        style=ft.ButtonStyle(color=ft.Colors.ON_SURFACE, shape=ft.RoundedRectangleBorder(radius=8), padding=0),
    )
    controls: list[ft.Control] = [tagged("trump", toggle)]
    choices: list[ft.Control] = []
    if open_:
        choices = [
            tagged(
                f"trump-{suit}",
                ft.Button(named(t("trump.label", trump=t(f"trump.{suit}")), ft.Text(t(f"trump.{suit}"))),
                          icon=ft.Icons.CIRCLE, icon_color=SUIT_COLORS[suit],
                          on_click=lambda _e, s=suit: pick(s), height=MIN_TOUCH),
            )
            for suit in SUITS
        ]
        choices.append(tagged("trump-none", ft.Button(t("trump.jester"), on_click=lambda: pick("none"), height=MIN_TOUCH)))
        if trump is not None:
            choices.append(tagged("trump-clear", ft.TextButton(
                named(t("trump.label", trump=t("trump.clear")), ft.Text(t("trump.clear"))),
                on_click=lambda: pick(None), height=MIN_TOUCH)))
        controls.append(ft.Row(choices, wrap=True, spacing=8, run_spacing=8))
        controls.append(hint(t("trump.wizard_hint")))
    # opened: the keyboard goes to the first choice; picked: back to the toggle
    # (not when the round opens: the bid pad has the keyboard then)
    focus_on(choices[0] if open_ else toggle, [open_], on_mount=False)
    return ft.Column(controls, spacing=6)


TrumpPickerMemo = ft.memo(TrumpPicker)
