"""New game: players in seat order, first dealer, preset and options."""

from __future__ import annotations

import random

import flet as ft

from ..domain import BidMode, RuleChoice, ScorekeeperError, default_registry, resolve_rules
from ..domain.rules import MAX_PLAYERS, MIN_PLAYERS
from .store import AppStore
from .widgets import MIN_TOUCH, big_button, card, heading, hint, message_banner, screen_view, tagged


def parse_schedule(text: str) -> tuple[int, ...] | None:
    """'1, 2, 3' -> (1, 2, 3); '' -> None; raises ValueError on junk."""
    parts = [p for p in text.replace(";", ",").replace(" ", ",").split(",") if p]
    if not parts:
        return None
    return tuple(int(p) for p in parts)


@ft.component
def SetupScreen(store: AppStore):
    t = store.t
    registry = default_registry()
    players, set_players = ft.use_state(())
    name, set_name = ft.use_state("")
    dealer, set_dealer = ft.use_state(0)
    preset_id, set_preset = ft.use_state("standard")
    notequal, set_notequal = ft.use_state(None)  # None = the preset's default
    bids, set_bids = ft.use_state(None)
    foresight, set_foresight = ft.use_state(False)
    schedule_text, set_schedule_text = ft.use_state("")
    problem, set_problem = ft.use_state("")
    preset = registry.get(preset_id)
    roster = store.service.roster_names()

    def add(candidate: str | None = None):
        new = " ".join((candidate if candidate is not None else name).split())
        if not new:
            return
        if len(players) >= MAX_PLAYERS:
            set_problem(t("setup.too_many", max=MAX_PLAYERS))
            return
        if new.casefold() in (p.casefold() for p in players):
            set_problem(t("setup.duplicate", name=new))
            return
        set_players((*players, new))
        set_name("")
        set_problem("")

    def remove(i: int):
        rest = players[:i] + players[i + 1:]
        set_players(rest)
        if dealer >= len(rest):
            set_dealer(0)
        elif i < dealer:
            set_dealer(dealer - 1)

    def move(i: int, delta: int):
        j = i + delta
        if not 0 <= j < len(players):
            return
        lst = list(players)
        lst[i], lst[j] = lst[j], lst[i]
        set_players(tuple(lst))
        if dealer == i:
            set_dealer(j)
        elif dealer == j:
            set_dealer(i)

    try:
        custom = parse_schedule(schedule_text)
        schedule_problem = ""
    except ValueError:
        custom, schedule_problem = None, t("setup.schedule_bad")
    choice = RuleChoice(
        preset=preset_id,
        notequal=notequal,
        bids=BidMode(bids) if bids else None,
        foresight=foresight or None,
        schedule=custom,
    )
    preview = ""
    rules_problem = schedule_problem
    if len(players) >= MIN_PLAYERS and not rules_problem:
        try:
            rules = resolve_rules(choice, len(players))
            preview = t("setup.preview", rounds=rules.rounds, cards=", ".join(str(c) for c in rules.schedule))
        except ScorekeeperError as exc:
            rules_problem = str(exc)

    def start():
        if len(players) < MIN_PLAYERS:
            set_problem(t("setup.too_few", min=MIN_PLAYERS))
            return
        if rules_problem:
            set_problem(rules_problem)
            return
        store.start_game(list(players), dealer, choice)

    seat_rows: list[ft.Control] = []
    for i, p in enumerate(players):
        is_dealer = i == dealer
        seat_rows.append(
            tagged(
                f"seat-{i}",
                ft.Container(
                    ft.Row(
                        [
                            ft.Text(f"{i + 1}.", width=24),
                            ft.Text(p, size=17, expand=True, weight=ft.FontWeight.BOLD if is_dealer else None),
                            tagged(
                                f"dealer-{i}",
                                ft.TextButton(
                                    t("setup.deals_first") if is_dealer else t("setup.make_dealer"),
                                    icon=ft.Icons.STYLE if is_dealer else None,
                                    on_click=lambda _e, i=i: set_dealer(i),
                                ),
                            ),
                            tagged(f"seat-up-{i}", ft.IconButton(ft.Icons.ARROW_UPWARD, tooltip=t("setup.move_up", name=p),
                                                                 on_click=lambda _e, i=i: move(i, -1), disabled=i == 0)),
                            tagged(f"seat-remove-{i}", ft.IconButton(ft.Icons.CLOSE, tooltip=t("setup.remove", name=p),
                                                                     on_click=lambda _e, i=i: remove(i))),
                        ],
                        spacing=0,
                    ),
                    bgcolor=ft.Colors.PRIMARY_CONTAINER if is_dealer else None,
                    border_radius=8,
                    padding=ft.Padding.only(left=8),
                ),
            )
        )
    suggestions = [r for r in roster if r.casefold() not in (p.casefold() for p in players)]
    if name:
        suggestions = [r for r in suggestions if r.casefold().startswith(name.strip().casefold())]
    suggestion_chips = [
        tagged(f"roster-{k}", ft.Chip(label=ft.Text(r), on_click=lambda _e, r=r: add(r))) for k, r in enumerate(suggestions[:8])
    ]
    preset_options = [ft.DropdownOption(key=p.id, text=p.name) for p in registry]
    effective_notequal = notequal if notequal is not None else preset.notequal

    controls: list[ft.Control] = [
        heading(t("setup.players"), 18),
        hint(t("setup.players_hint")),
        ft.Row(
            [
                tagged(
                    "player-name",
                    ft.TextField(
                        label=t("setup.name"),
                        value=name,
                        on_change=lambda e: set_name(e.control.value),
                        on_submit=lambda: add(),
                        capitalization=ft.TextCapitalization.WORDS,
                    ),
                    expand=True,
                ),
                tagged("add-player", ft.FilledButton(t("setup.add"), icon=ft.Icons.PERSON_ADD, on_click=lambda: add(), height=MIN_TOUCH)),
            ]
        ),
    ]
    if suggestion_chips:
        controls.append(ft.Row(suggestion_chips, wrap=True, spacing=6))
    controls += seat_rows
    if len(players) >= 2:
        controls.append(
            tagged("random-dealer", ft.TextButton(t("setup.random_dealer"), icon=ft.Icons.CASINO,
                                                  on_click=lambda: set_dealer(random.randrange(len(players)))))
        )
    controls += [
        ft.Divider(),
        heading(t("setup.rules"), 18),
        tagged(
            "option-preset",
            ft.Dropdown(
                label=t("setup.preset"),
                value=preset_id,
                options=preset_options,
                on_select=lambda e: (set_preset(e.control.value), set_notequal(None)),
                expand=True,
            ),
        ),
        hint(preset.description),
        tagged(
            "option-notequal",
            ft.Switch(label=t("setup.notequal"), value=effective_notequal, on_change=lambda e: set_notequal(bool(e.control.value))),
        ),
        hint(t("setup.notequal_hint")),
        ft.Text(t("setup.bids"), size=15),
        tagged(
            "option-bids",
            ft.SegmentedButton(
                segments=[ft.Segment(value=m.value, label=ft.Text(t(f"mode_short.{m.value}"))) for m in BidMode],
                selected=[bids or preset.bids.value],
                on_change=lambda e: set_bids(list(e.control.selected)[0] if e.control.selected else None),
            ),
        ),
        hint(t(f"setup.bids_hint.{bids or preset.bids.value}")),
        tagged("option-foresight", ft.Switch(label=t("setup.foresight"), value=foresight, on_change=lambda e: set_foresight(bool(e.control.value)))),
        hint(t("setup.foresight_hint")),
        tagged(
            "option-schedule",
            ft.TextField(label=t("setup.schedule"), hint_text="1, 2, 3", value=schedule_text,
                         on_change=lambda e: set_schedule_text(e.control.value), keyboard_type=ft.KeyboardType.NUMBER),
        ),
        hint(t("setup.schedule_hint")),
    ]
    if preview:
        controls.append(card(tagged("schedule-preview", ft.Text(preview, size=14))))
    shown_problem = problem or (rules_problem if len(players) >= MIN_PLAYERS else "")
    if shown_problem:
        controls.append(message_banner(shown_problem, lambda: set_problem("")))
    controls.append(big_button("start-game", t("setup.start"), start, icon=ft.Icons.PLAY_ARROW))
    return screen_view("/setup", t("setup.title"), controls, back=store.back, back_label=t("common.back"))
