"""New game: players in seat order, first dealer, preset and options."""

from __future__ import annotations

from dataclasses import replace

import flet as ft

from ...presenters.labels import dismiss_label
from ...presenters.setup import SetupForm, setup_view
from ..store import AppStore, watch
from ..widgets.banners import message_banner
from ..widgets.basics import MIN_TOUCH, big_button, card, hint, icon_button, screen_view, section_title, tagged
from ..widgets.choice_field import ChoiceField


@ft.component
def SetupScreen(store: AppStore):
    device = store.device
    watch(device)
    t = store.t
    # the last game's rules come pre-selected (remembered on this device)
    prefs = device.prefs
    remembered = SetupForm.remembered(prefs.preset, prefs.notequal, prefs.bids, {p.id for p in store.presets})
    form, set_form = ft.use_state(remembered)
    offered = ft.use_ref(remembered)
    if remembered.rules != offered.current.rules:
        # the device's preferences arrived after this screen opened (New game
        # tapped as the app started): taken unless the player chose rules already
        form = form.with_remembered(offered.current, remembered)
        offered.current = remembered
        set_form(form)
    name_field = ft.use_ref(None)
    view = setup_view(form, store.presets, store.saved.roster_names(), t)
    seating = form.seating

    # Edits go through updater functions: two taps before a re-render both
    # apply, each to the form the other left.
    def edit(change):
        set_form(change)

    def seats(change):
        set_form(lambda f: f.edit_seats(change(f.seating)))

    def add(candidate: str | None = None):
        set_form(lambda f: f.add_player(t, candidate))

    async def submit():
        """Enter (or Add) seats the name and keeps the field ready for the next
        one (on a phone the keyboard stays up: Flutter drops the focus on submit)."""
        add()
        field = name_field.current
        if field is not None:
            try:
                await field.focus()
            except Exception:  # the field is gone (the screen was left): nothing to keep ready
                pass

    def start():
        if view.start_refusal:
            edit(lambda f: f.with_problem(view.start_refusal))
            return
        store.play.start_game(list(seating.players), seating.dealer, view.choice)

    seat_rows: list[ft.Control] = []
    for row in view.seats:
        i, p = row.seat, row.name
        # keyed by the player: when a row comes or goes (or the suggestions
        # line above them), flet 1.0.5 matches rows by key, not by place, and
        # each button keeps the identifier and name of its own player
        seat_rows.append(
            ft.Semantics(
                key=f"seat-{p}",
                identifier=f"seat-{i}",
                content=ft.Container(
                    ft.Row(
                        [
                            ft.Text(f"{i + 1}.", width=24),
                            ft.Text(p, size=17, expand=True, weight=ft.FontWeight.BOLD if row.is_dealer else None),
                            tagged(
                                f"dealer-{i}",
                                ft.TextButton(
                                    ft.Text(row.dealer_label, semantics_label=row.dealer_name),
                                    icon=ft.Icons.STYLE if row.is_dealer else None,
                                    on_click=lambda _e, i=i: seats(lambda s: s.set_dealer(i)),
                                    height=MIN_TOUCH,
                                ),
                            ),
                            icon_button(f"seat-up-{i}", ft.Icons.ARROW_UPWARD, t("setup.move_up", name=p),
                                        lambda _e, i=i: seats(lambda s: s.move(i, -1)), disabled=not row.can_move_up),
                            icon_button(f"seat-remove-{i}", ft.Icons.CLOSE, t("setup.remove", name=p),
                                        lambda _e, i=i: seats(lambda s: s.remove(i))),
                        ],
                        spacing=0,
                    ),
                    bgcolor=ft.Colors.PRIMARY_CONTAINER if row.is_dealer else None,
                    border_radius=8,
                    padding=ft.Padding.only(left=8),
                ),
            )
        )
    suggestion_chips = [
        tagged(f"roster-{k}", ft.Chip(label=ft.Text(r), height=MIN_TOUCH, on_click=lambda _e, r=r: add(r))) for k, r in enumerate(view.suggestions)
    ]

    shown = tuple(card for card, _name, chosen in view.cards if chosen)  # the deck as the chips show it
    controls: list[ft.Control] = [
        section_title(t("setup.players"), 18),
        hint(t("setup.players_hint")),
        ft.Row(
            [
                tagged(
                    "player-name",
                    ft.TextField(
                        label=t("setup.name"),
                        value=form.name,
                        on_change=lambda e: edit(lambda f: f.type_name(e.control.value)),
                        on_submit=submit,
                        capitalization=ft.TextCapitalization.WORDS,
                        ref=name_field,
                    ),
                    expand=True,
                ),
                # back to the name field after Add too: the next name is the next action
                tagged("add-player", ft.FilledButton(t("setup.add"), icon=ft.Icons.PERSON_ADD, on_click=submit,
                                                     height=MIN_TOUCH, disabled=view.seats_full)),
            ]
        ),
    ]
    if view.seat_note:
        # where the player is looking: by the name field (six seated: why Add is
        # off, a plain hint; a name refused: in error colours)
        controls.append(hint(view.seat_note, "seat-note", ft.Colors.ERROR if view.seat_refused else None))
    if suggestion_chips:
        controls.append(ft.Row(suggestion_chips, wrap=True, spacing=6))
    controls += seat_rows
    if view.can_pick_random_dealer:
        controls.append(
            tagged("random-dealer", ft.TextButton(t("setup.random_dealer"), icon=ft.Icons.CASINO,
                                                  on_click=lambda: seats(lambda s: s.random_dealer())))
        )
    controls += [
        ft.Divider(),
        section_title(t("setup.rules"), 18),
        ChoiceField("option-preset", t("setup.preset"), list(view.presets), form.preset,
                    lambda key: edit(lambda f: f.choose_preset(key)), t, key="option-preset"),
        hint(view.preset_description, "preset-description"),
        tagged(
            "option-notequal",
            ft.Switch(label=t("setup.notequal"), value=view.notequal,
                      on_change=lambda e: edit(lambda f: replace(f, notequal=bool(e.control.value)))),
        ),
        hint(t("setup.notequal_hint")),
        ft.Text(t("setup.bids"), size=15),
        tagged(
            "option-bids",
            ft.SegmentedButton(
                segments=[ft.Segment(value=m.value, label=ft.Text(label)) for m, label in view.bid_modes],
                selected=[view.bids.value],
                on_change=lambda e: edit(lambda f: f.choose_bids(list(e.control.selected)[0] if e.control.selected else None)),
            ),
        ),
        hint(view.bids_hint),
        ft.Text(t("setup.cards"), size=15),
        tagged("option-cards", ft.Row(
            [tagged(f"card-{card}", ft.Chip(
                label=ft.Text(name), selected=chosen, height=MIN_TOUCH,
                on_select=lambda _e, c=card: edit(lambda f: f.toggle_card(c, shown)),
            )) for card, name, chosen in view.cards],
            wrap=True, spacing=6, run_spacing=6,
        )),
        hint(t("setup.cards_hint")),
        tagged("option-foresight", ft.Switch(label=t("setup.foresight"), value=form.foresight,
                                                 on_change=lambda e: edit(lambda f: replace(f, foresight=bool(e.control.value))))),
        hint(t("setup.foresight_hint")),
        tagged(
            "option-schedule",
            ft.TextField(label=t("setup.schedule"), hint_text="1, 2, 3", value=form.schedule_text,
                         on_change=lambda e: edit(lambda f: replace(f, schedule_text=e.control.value)), keyboard_type=ft.KeyboardType.NUMBER),
        ),
        hint(t("setup.schedule_hint")),
    ]
    if view.preview:
        controls.append(card(tagged("schedule-preview", ft.Text(view.preview, size=14))))
    if view.problem:
        controls.append(message_banner(view.problem, lambda: edit(lambda f: f.with_problem("")), dismiss_label(t)))
    controls.append(big_button("start-game", t("setup.start"), start, icon=ft.Icons.PLAY_ARROW))
    return screen_view("/setup", t("setup.title"), controls, back=store.nav.back, back_label=t("common.back"))
