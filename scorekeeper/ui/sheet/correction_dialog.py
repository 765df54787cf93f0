"""Correct a scored round: each player's bid and tricks, one more or one
less, and the game's own refusal shown until it can be saved (every later
total follows)."""

from __future__ import annotations

import flet as ft

from ...domain import Game
from ...i18n import Translator
from ...presenters.sheet import CorrectionForm, Fix, card_icon, card_words, correction_view, stepper_label
from ..store import AppStore
from ..widgets.basics import MIN_TOUCH, hint, icon_button, section_title, tagged
from ..widgets.live import named

VALUE_W = 28
STEPPER_W = 2 * MIN_TOUCH + VALUE_W  # two icon buttons a finger can hit, and the value between them
# the content's width, whatever it says: a 360 px phone's room (its insets and
# padding below taken off), so the dialog does not widen when a problem appears
CONTENT_W = 360 - 2 * 16 - 2 * 16


@ft.component
def CorrectionDialog(game: Game, number: int, on_close, t: Translator, store: AppStore):
    state = game.state
    form, set_form = ft.use_state(lambda: CorrectionForm.of_round(state, number))
    view = correction_view(game, form, t)

    def bump(kind: Fix, seat: int, delta: int):
        set_form(lambda f: f.bump(kind, seat, delta))  # an updater: quick taps all count

    def stepper(kind: Fix, seat: int) -> ft.Control:
        name = state.players[seat]
        return ft.Row(
            [
                icon_button(f"fix-{kind}-{seat}-minus", ft.Icons.REMOVE, stepper_label(kind, name, number, -1, t),
                            lambda _e: bump(kind, seat, -1)),
                tagged(f"fix-{kind}-{seat}", ft.Text(str(form.value(kind, seat)), size=18, width=VALUE_W,
                                                     text_align=ft.TextAlign.CENTER)),
                icon_button(f"fix-{kind}-{seat}-plus", ft.Icons.ADD, stepper_label(kind, name, number, 1, t),
                            lambda _e: bump(kind, seat, 1)),
            ],
            spacing=0,
            tight=True,
        )

    # On a phone the dialog leaves ~296 px (narrow insets below): the two
    # steppers of 48 px buttons fill a line, so each name goes on its own line
    # above them, and the problem goes first (it stays in view however many
    # players there are).
    rows: list[ft.Control] = [hint(view.problem, "fix-problem", ft.Colors.ERROR)] if view.problem else []
    rows.append(
        ft.Row(
            [ft.Text(t("sheet.bid"), width=STEPPER_W, text_align=ft.TextAlign.CENTER),
             ft.Text(t("sheet.tricks"), width=STEPPER_W, text_align=ft.TextAlign.CENTER)],
            spacing=12,
        )
    )
    by_seat = form.fixes("seat")
    for seat, name in enumerate(state.players):
        if not form.plays(seat):  # sat this round out: nothing of theirs to correct
            continue
        label = ft.Text(name, size=15, weight=ft.FontWeight.BOLD, no_wrap=True, overflow=ft.TextOverflow.ELLIPSIS)
        if by_seat:  # a special card's player (and how) go on the name's line (the steppers fill theirs)
            buttons: list[ft.Control] = []
            for card in by_seat:
                shown, said = card_words(form, card, seat, name, t)
                icon = card_icon(card)
                buttons.append(tagged(f"fix-{card}-{seat}", ft.TextButton(
                    content=named(said, ft.Text(shown, size=16)), icon=getattr(ft.Icons, icon.upper()) if icon else None,
                    height=MIN_TOUCH, on_click=lambda _e, s=seat, c=card: set_form(lambda f: f.tap(c, s)))))
            rows.append(ft.Row([ft.Container(label, expand=True), *buttons], spacing=4))
        else:
            rows.append(label)
        rows.append(ft.Row([stepper(Fix.BID, seat), stepper(Fix.TRICKS, seat)], spacing=12))
    for card in form.fixes("switch"):  # a special card that may have been played in this round after all (or not)
        rows.append(tagged(f"fix-{card}", ft.Switch(label=card_words(form, card, None, "", t)[0], value=form.card(card),
                                                    on_change=lambda _e, c=card: set_form(lambda f: f.tap(c)))))

    def save():
        if store.play.act(form.action):
            on_close()

    # use_dialog needs the AlertDialog itself (a component passed to it is
    # never shown), so this component portals its own dialog and leaves an
    # empty box where it sits; unmounting it closes the dialog.
    # Not modal: Escape (and a tap outside) cancel, as the Cancel button does.
    ft.use_dialog(
        ft.AlertDialog(
            modal=False,
            title=section_title(view.title, 20),
            semantics_label=view.title,  # else Flutter names it "Alert"
            inset_padding=ft.Padding.symmetric(horizontal=16, vertical=24),
            content_padding=ft.Padding.symmetric(horizontal=16, vertical=12),
            content=ft.Column(rows, tight=True, spacing=2, scroll=ft.ScrollMode.AUTO, width=CONTENT_W),
            actions=[
                tagged("fix-cancel", ft.TextButton(t("common.cancel"), on_click=on_close)),
                tagged("fix-save", ft.FilledButton(t("common.save"), on_click=save, disabled=not view.can_save)),
            ],
            on_dismiss=on_close,
        )
    )
    return ft.Container(width=0, height=0)
