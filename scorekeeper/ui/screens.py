"""Home, history, players, deal sizes and rules."""

from __future__ import annotations

import flet as ft

from ..domain import default_registry, resolve_rules
from ..domain.rules import MAX_PLAYERS, MIN_PLAYERS, RuleChoice
from ..i18n import available_languages
from .store import AppStore
from .widgets import big_button, card, heading, hint, message_banner, screen_view, tagged


def _view(store: AppStore, route: str, title: str, controls: list[ft.Control]) -> ft.View:
    return screen_view(route, title, controls, back=store.back, back_label=store.t("common.back"))


@ft.component
def HomeScreen(store: AppStore):
    t = store.t
    if store.screen != "home":
        # covered by another screen: skip the work (it re-renders when the
        # stack changes and home is on top again)
        return ft.View(route="/", controls=[])
    _ = store.version
    service = store.service
    unfinished = service.unfinished()
    controls: list[ft.Control] = [
        ft.Container(height=8),
        ft.Row([ft.Icon(ft.Icons.AUTO_AWESOME, size=40, color=ft.Colors.PRIMARY), heading(t("app.title"), 28)]),
        hint(t("app.tagline")),
        ft.Container(height=8),
    ]
    if not store.problems_dismissed:
        for problem in service.problems():
            controls.append(message_banner(problem, store.dismiss_problems))
    if store.message:
        controls.append(message_banner(store.message, store.dismiss_message))
    if unfinished is not None:
        controls.append(
            card(
                ft.Column(
                    [
                        ft.Text(t("home.unfinished", players=", ".join(unfinished.players)), size=15),
                        ft.Text(t("home.progress", done=unfinished.rounds_played, total=unfinished.rounds_total or "?"),
                                size=13, color=ft.Colors.ON_SURFACE_VARIANT),
                        big_button("resume-game", t("home.resume"), lambda: store.open_game(unfinished.id), icon=ft.Icons.PLAY_ARROW),
                    ],
                    spacing=6,
                )
            )
        )
    controls += [
        big_button("new-game", t("home.new"), lambda: store.push("setup"), icon=ft.Icons.ADD, filled=unfinished is None),
        big_button("history", t("home.history"), lambda: store.push("history"), icon=ft.Icons.HISTORY, filled=False),
        big_button("players", t("home.players"), lambda: store.push("players"), icon=ft.Icons.PEOPLE, filled=False),
        big_button("deal-sizes", t("home.deal_sizes"), lambda: store.push("deal-sizes"), icon=ft.Icons.GRID_ON, filled=False),
        big_button("rules", t("home.rules"), lambda: store.push("rules"), icon=ft.Icons.MENU_BOOK, filled=False),
        ft.Divider(),
        tagged("theme-dark", ft.Switch(label=t("home.dark"), value=store.dark, on_change=lambda e: setattr(store, "dark", bool(e.control.value)))),
    ]
    languages = available_languages()
    if len(languages) > 1:
        controls.append(
            tagged(
                "language",
                ft.Dropdown(
                    label=t("home.language"),
                    value=store.language,
                    options=[ft.DropdownOption(key=code, text=t(f"lang.{code}")) for code in languages],
                    on_select=lambda e: setattr(store, "language", e.control.value),
                ),
            )
        )
    return ft.View(route="/", controls=[ft.Column(controls, spacing=10, scroll=ft.ScrollMode.AUTO, expand=True)],
                   padding=ft.Padding.symmetric(horizontal=16, vertical=12))


@ft.component
def HistoryScreen(store: AppStore):
    t = store.t
    _ = store.version
    show_trash, set_show_trash = ft.use_state(False)
    games = store.service.repo.list_trash() if show_trash else store.service.history()
    rows: list[ft.Control] = []
    if store.message:
        rows.append(message_banner(store.message, store.dismiss_message))
    rows.append(
        tagged("history-trash", ft.Switch(label=t("history.show_trash"), value=show_trash, on_change=lambda e: set_show_trash(bool(e.control.value))))
    )
    if not games:
        rows.append(hint(t("history.empty_trash") if show_trash else t("history.empty")))
    for k, g in enumerate(games):
        when = g.created.strftime("%Y-%m-%d %H:%M")
        if g.finished:
            status = t("history.won_by", names=", ".join(g.winners))
        else:
            status = t("home.progress", done=g.rounds_played, total=g.rounds_total or "?")
        buttons: list[ft.Control]
        if show_trash:
            buttons = [
                tagged(f"game-view-{k}", ft.TextButton(t("history.view"), icon=ft.Icons.VISIBILITY,
                                                       on_click=lambda _e, i=g.id: store.open_game(i, view_only=True))),
                tagged(f"game-restore-{k}", ft.TextButton(t("history.restore"), icon=ft.Icons.RESTORE,
                                                          on_click=lambda _e, i=g.id: store.restore(i))),
            ]
        else:
            buttons = [
                tagged(f"game-view-{k}", ft.TextButton(t("history.view"), icon=ft.Icons.VISIBILITY,
                                                       on_click=lambda _e, i=g.id: store.open_game(i, view_only=True))),
            ]
            if not g.finished:
                buttons.append(tagged(f"game-open-{k}", ft.TextButton(t("history.continue"), icon=ft.Icons.PLAY_ARROW,
                                                                      on_click=lambda _e, i=g.id: store.open_game(i))))
            buttons += [
                tagged(f"game-delete-{k}", ft.IconButton(ft.Icons.DELETE_OUTLINE, tooltip=t("history.delete"),
                                                         on_click=lambda _e, i=g.id: store.trash(i))),
            ]
        rows.append(
            card(
                ft.Column(
                    [
                        ft.Text(", ".join(g.players), size=16, weight=ft.FontWeight.BOLD),
                        ft.Text(f"{when} · {g.preset} · {status}", size=13, color=ft.Colors.ON_SURFACE_VARIANT),
                        ft.Row(buttons, alignment=ft.MainAxisAlignment.END),
                    ],
                    spacing=2,
                )
            )
        )
    if show_trash and games:
        rows.append(big_button("empty-trash", t("history.empty_trash_button"), store.empty_trash, filled=False, icon=ft.Icons.DELETE_FOREVER))
    return _view(store, "/history", t("home.history"), rows)


@ft.component
def PlayersScreen(store: AppStore):
    t = store.t
    _ = store.version
    stats = store.service.players()
    rows: list[ft.Control] = []
    if not stats:
        rows.append(hint(t("players.empty")))
    for k, s in enumerate(stats):
        rate = f"{s.exact_rate:.0%}" if s.exact_rate is not None else "–"
        avg = f"{s.average_total:.0f}" if s.average_total is not None else "–"
        best = str(s.best_total) if s.best_total is not None else "–"
        rows.append(
            tagged(
                f"player-{k}",
                card(
                    ft.Column(
                        [
                            ft.Text(s.name, size=17, weight=ft.FontWeight.BOLD),
                            ft.Text(t("players.line1", games=s.games, wins=s.wins, avg=avg, best=best), size=14),
                            ft.Text(t("players.line2", rate=rate, streak=s.current_streak, best=s.best_streak), size=14),
                        ],
                        spacing=2,
                    )
                ),
            )
        )
    return _view(store, "/players", t("home.players"), rows)


@ft.component
def DealSizesScreen(store: AppStore):
    t = store.t
    preset_id, set_preset = ft.use_state("standard")
    registry = default_registry()
    preset = registry.get(preset_id)
    header = ft.Row([ft.Text(t("deal.round"), width=48, weight=ft.FontWeight.BOLD)]
                    + [ft.Text(t("deal.players", n=n), width=60, weight=ft.FontWeight.BOLD) for n in range(MIN_PLAYERS, MAX_PLAYERS + 1)])
    schedules = {}
    for n in range(MIN_PLAYERS, MAX_PLAYERS + 1):
        try:
            schedules[n] = resolve_rules(RuleChoice(preset=preset_id), n)
        except ValueError:
            schedules[n] = None
    longest = max((r.rounds for r in schedules.values() if r), default=0)
    rows: list[ft.Control] = [header, ft.Divider(height=1)]
    for r in range(1, longest + 1):
        cells = [ft.Text(str(r), width=48)]
        for n in range(MIN_PLAYERS, MAX_PLAYERS + 1):
            rules = schedules[n]
            if rules is None or r > rules.rounds:
                cells.append(ft.Text("", width=60))
            else:
                mark = "" if rules.trump_card(r) else "*"
                cells.append(ft.Text(f"{rules.cards(r)}{mark}", width=60))
        rows.append(tagged(f"deal-row-{r}", ft.Row(cells)))
    missing = [str(n) for n, v in schedules.items() if v is None]
    controls: list[ft.Control] = [
        ft.Container(height=6),
        tagged("deal-preset", ft.Dropdown(label=t("setup.preset"), value=preset_id,
                                          options=[ft.DropdownOption(key=p.id, text=p.name) for p in registry],
                                          on_select=lambda e: set_preset(e.control.value))),
        hint(preset.description),
        card(ft.Row([ft.Column(rows, spacing=4)], scroll=ft.ScrollMode.AUTO)),
        hint(t("deal.legend")),
    ]
    if missing:
        controls.append(hint(t("deal.undefined", players=", ".join(missing))))
    return _view(store, "/deal-sizes", t("home.deal_sizes"), controls)


@ft.component
def RulesScreen(store: AppStore):
    t = store.t
    sections = ["deal", "bidding", "notequal", "hidden", "play", "scoring", "end"]
    controls: list[ft.Control] = []
    for key in sections:
        controls.append(heading(t(f"rules.{key}.title"), 17))
        controls.append(ft.Text(t(f"rules.{key}.text"), size=15))
    return _view(store, "/rules", t("home.rules"), controls)
