"""The round screen: trump, bids, trick tally, round result, game over."""

from __future__ import annotations

import flet as ft

from ..domain import SUITS, Bid, CloseRound, EnterTricks, GameState, Phase, Reveal, SetTrump, TrickWon
from ..presenter import RoundView, round_view
from .store import AppStore
from .widgets import MIN_TOUCH, SUIT_COLORS, big_button, card, heading, hint, tagged


@ft.component
def RoundHeader(view: RoundView, store: AppStore):
    t = store.t
    lines: list[ft.Control] = [
        tagged(
            "round-info",
            ft.Text(t("round.cards_one") if view.cards == 1 else t("round.cards", n=view.cards), size=22, weight=ft.FontWeight.BOLD),
        ),
        tagged(
            "round-dealer",
            ft.Text(t("round.dealer", dealer=view.dealer, first=view.first_bidder), size=15),
        ),
        ft.Text(view.mode, size=13, color=ft.Colors.ON_SURFACE_VARIANT),
    ]
    if view.foresight:
        lines.append(hint(t("round.foresight"), "foresight-reminder", ft.Colors.TERTIARY))
    return card(ft.Column(lines, spacing=2))


@ft.component
def TrumpPicker(view: RoundView, state: GameState, store: AppStore):
    t = store.t
    open_, set_open = ft.use_state(False)
    rnd = state.current
    if not view.trump_card:
        return tagged("trump", ft.Text(view.trump, size=15, color=ft.Colors.ON_SURFACE_VARIANT))

    def pick(suit: str | None):
        store.act(SetTrump(suit=suit))
        set_open(False)

    chip_color = SUIT_COLORS.get(rnd.trump or "", None)
    summary = ft.Row(
        [
            ft.Icon(ft.Icons.CIRCLE, color=chip_color or ft.Colors.OUTLINE, size=18),
            ft.Text(t("trump.label", trump=view.trump), size=15, expand=True),
            ft.Icon(ft.Icons.EXPAND_LESS if open_ else ft.Icons.EXPAND_MORE),
        ]
    )
    controls: list[ft.Control] = [
        tagged(
            "trump",
            ft.Container(summary, on_click=lambda: set_open(not open_), padding=8, height=MIN_TOUCH, border_radius=8),
        )
    ]
    if open_:
        buttons = [
            tagged(
                f"trump-{suit}",
                ft.Button(
                    t(f"trump.{suit}"),
                    icon=ft.Icons.CIRCLE,
                    icon_color=SUIT_COLORS[suit],
                    on_click=lambda _e, s=suit: pick(s),
                    height=MIN_TOUCH,
                ),
            )
            for suit in SUITS
        ]
        buttons.append(tagged("trump-none", ft.Button(t("trump.jester"), on_click=lambda: pick("none"), height=MIN_TOUCH)))
        if rnd.trump is not None:
            buttons.append(tagged("trump-clear", ft.TextButton(t("trump.clear"), on_click=lambda: pick(None), height=MIN_TOUCH)))
        controls.append(ft.Row(buttons, wrap=True, spacing=8, run_spacing=8))
        controls.append(hint(t("trump.wizard_hint")))
    return ft.Column(controls, spacing=6)


@ft.component
def BidPad(view: RoundView, store: AppStore):
    t = store.t
    seat = view.to_bid
    assert seat is not None

    buttons = [
        tagged(
            f"bid-{b.value}",
            ft.Button(
                content=ft.Text(str(b.value), size=20, weight=ft.FontWeight.BOLD),
                disabled=not b.enabled,
                tooltip=b.reason or None,
                width=64,
                height=56,
                on_click=lambda _e, v=b.value: store.act(Bid(player=seat, value=v)),
            ),
        )
        for b in view.bid_buttons
    ]
    title = (
        t("bid.rebid", name=view.to_bid_name, cards=view.cards)
        if view.phase is Phase.REBID
        else t("bid.turn", name=view.to_bid_name)
    )
    parts: list[ft.Control] = [tagged("bid-turn", heading(title, 20)), ft.Row(buttons, wrap=True, spacing=8, run_spacing=8)]
    if view.bid_hint:
        parts.append(hint(view.bid_hint, "bid-hint", ft.Colors.ERROR))
    return ft.Column(parts, spacing=10)


@ft.component
def Cover(view: RoundView, store: AppStore, on_ready):
    t = store.t
    return card(
        ft.Column(
            [
                ft.Icon(ft.Icons.PHONELINK_LOCK, size=48),
                tagged("cover-name", heading(t("cover.pass", name=view.to_bid_name), 22)),
                hint(t("cover.secret" if view.mode else "cover.secret")),
                big_button("cover-ready", t("cover.ready", name=view.to_bid_name), on_ready),
            ],
            horizontal_alignment=ft.CrossAxisAlignment.CENTER,
            spacing=12,
        ),
        padding=20,
    )


def _player_rows(view: RoundView, store: AppStore, tappable: bool) -> list[ft.Control]:
    t = store.t
    rows: list[ft.Control] = []
    for line in view.lines:
        badges = []
        if line.is_dealer:
            badges.append(t("round.dealer_badge"))
        info = t("play.bid_won", bid=line.bid or "–", won=line.won)
        row = ft.Row(
            [
                ft.Column(
                    [
                        ft.Text(line.name + (f"  ({', '.join(badges)})" if badges else ""), size=17, weight=ft.FontWeight.BOLD),
                        ft.Text(info + (f" · {line.status}" if line.status else ""), size=14),
                    ],
                    spacing=0,
                    expand=True,
                ),
                ft.Text(str(line.won), size=26, weight=ft.FontWeight.BOLD),
            ],
            vertical_alignment=ft.CrossAxisAlignment.CENTER,
        )
        box = ft.Container(
            row,
            padding=ft.Padding.symmetric(horizontal=14, vertical=8),
            border_radius=12,
            bgcolor=ft.Colors.PRIMARY_CONTAINER if tappable else ft.Colors.SURFACE_CONTAINER_LOW,
            on_click=(lambda _e, s=line.seat: store.act(TrickWon(player=s))) if tappable else None,
            ink=tappable,
            height=64,
        )
        rows.append(
            tagged(f"trick-{line.seat}", box, label=t("play.tap_label", name=line.name)) if tappable else box
        )
    return rows


@ft.component
def TricksEntry(view: RoundView, state: GameState, store: AppStore, on_close):
    """Each player's tricks typed in at the end of the round; the last seat
    is filled in automatically."""
    t = store.t
    n = len(view.lines)
    values, set_values = ft.use_state(tuple(state.current.tricks[:-1]))
    last = view.cards - sum(values)

    def change(seat: int, delta: int):
        new = list(values)
        new[seat] = max(0, min(view.cards, new[seat] + delta))
        set_values(tuple(new))

    rows: list[ft.Control] = []
    for line in view.lines[:-1]:
        s = line.seat
        rows.append(
            ft.Row(
                [
                    ft.Text(line.name, size=16, expand=True),
                    tagged(f"tricks-minus-{s}", ft.IconButton(ft.Icons.REMOVE, on_click=lambda _e, s=s: change(s, -1), tooltip=t("tricks.less", name=line.name))),
                    tagged(f"tricks-value-{s}", ft.Text(str(values[s]), size=20, width=36, text_align=ft.TextAlign.CENTER)),
                    tagged(f"tricks-plus-{s}", ft.IconButton(ft.Icons.ADD, on_click=lambda _e, s=s: change(s, 1), tooltip=t("tricks.more", name=line.name))),
                ]
            )
        )
    lastline = view.lines[-1]
    rows.append(
        ft.Row(
            [
                ft.Text(lastline.name, size=16, expand=True),
                tagged(f"tricks-value-{n - 1}", ft.Text(str(last), size=20, width=36, text_align=ft.TextAlign.CENTER,
                                                        color=ft.Colors.ERROR if last < 0 else None)),
                ft.Container(width=96, content=hint(t("tricks.auto"))),
            ]
        )
    )

    def save():
        if store.act(EnterTricks(tricks=(*values, last))):
            on_close()

    return card(
        ft.Column(
            [
                heading(t("tricks.title", cards=view.cards), 18),
                *rows,
                ft.Row(
                    [
                        tagged("tricks-cancel", ft.TextButton(t("common.cancel"), on_click=on_close)),
                        tagged("tricks-save", ft.FilledButton(t("common.save"), on_click=save, disabled=last < 0)),
                    ],
                    alignment=ft.MainAxisAlignment.END,
                ),
            ],
            spacing=4,
        )
    )


@ft.component
def PlayPanel(view: RoundView, state: GameState, store: AppStore):
    t = store.t
    entering, set_entering = ft.use_state(False)
    if entering:
        return TricksEntry(view, state, store, lambda: set_entering(False))
    parts: list[ft.Control] = [
        ft.Row(
            [
                tagged("tricks-left", heading(t("play.left_one", n=view.tricks_left) if view.cards == 1 else t("play.left", n=view.tricks_left, cards=view.cards), 18)),
            ]
        ),
        hint(t("play.tap_winner")),
    ]
    if view.bid_balance:
        parts.append(hint(view.bid_balance, "bid-balance"))
    parts += _player_rows(view, store, tappable=True)
    parts.append(
        tagged("enter-tricks", ft.TextButton(t("play.enter_totals"), icon=ft.Icons.EDIT, on_click=lambda: set_entering(True)))
    )
    return ft.Column(parts, spacing=8)


@ft.component
def ScoredPanel(view: RoundView, state: GameState, store: AppStore):
    t = store.t
    rows: list[ft.Control] = []
    for line in sorted(view.lines, key=lambda l: -l.total):
        pts = line.points or 0
        rows.append(
            ft.Row(
                [
                    ft.Icon(ft.Icons.STAR, color=ft.Colors.AMBER) if line.is_leader else ft.Container(width=24),
                    ft.Text(line.name, size=17, expand=True, weight=ft.FontWeight.BOLD if line.is_leader else None),
                    ft.Text(t("scored.bid_won", bid=line.bid, won=line.won), size=13, color=ft.Colors.ON_SURFACE_VARIANT),
                    tagged(
                        f"points-{line.seat}",
                        ft.Text(f"{pts:+d}", size=17, width=56, text_align=ft.TextAlign.RIGHT,
                                color=ft.Colors.GREEN_700 if pts > 0 else ft.Colors.ERROR),
                    ),
                    ft.Text(str(line.total), size=20, width=64, text_align=ft.TextAlign.RIGHT, weight=ft.FontWeight.BOLD),
                ]
            )
        )
    parts: list[ft.Control] = [tagged("round-scored", heading(t("scored.title", n=view.number), 20)), card(ft.Column(rows, spacing=6))]
    if not view.game_over:
        parts.append(big_button("next-round", t("scored.next", dealer=view.next_dealer), lambda: store.act(CloseRound()), icon=ft.Icons.ARROW_FORWARD))
        parts.append(hint(t("scored.fix_hint")))
    return ft.Column(parts, spacing=12)


@ft.component
def GameOverPanel(state: GameState, store: AppStore):
    t = store.t
    totals = state.totals
    ranks = state.ranks()
    winners = [state.name(s) for s in state.winners]
    order = sorted(range(len(state.players)), key=lambda s: (ranks[s], s))
    rows = [
        ft.Row(
            [
                ft.Text(f"{ranks[s]}.", size=18, width=32),
                ft.Text(state.name(s), size=18, expand=True, weight=ft.FontWeight.BOLD if ranks[s] == 1 else None),
                ft.Text(str(totals[s]), size=20, weight=ft.FontWeight.BOLD),
            ]
        )
        for s in order
    ]
    title = t("over.winner", names=" & ".join(winners)) if len(winners) == 1 else t("over.winners", names=" & ".join(winners))
    return ft.Column(
        [
            ft.Icon(ft.Icons.EMOJI_EVENTS, size=56, color=ft.Colors.AMBER),
            tagged("winners", heading(title, 24)),
            card(ft.Column(rows, spacing=8)),
            big_button("rematch", t("over.rematch"), store.rematch, icon=ft.Icons.REPLAY),
            big_button("show-sheet", t("over.sheet"), lambda: setattr(store, "show_sheet", True), filled=False, icon=ft.Icons.TABLE_CHART),
            big_button("go-home", t("common.home"), store.home, filled=False, icon=ft.Icons.HOME),
        ],
        horizontal_alignment=ft.CrossAxisAlignment.CENTER,
        spacing=12,
    )


@ft.component
def RoundPanel(state: GameState, store: AppStore):
    t = store.t
    view = round_view(state, t)
    uncovered, set_uncovered = ft.use_state(None)
    if view.game_over:
        return GameOverPanel(state, store)
    parts: list[ft.Control] = [RoundHeader(view, store), TrumpPicker(view, state, store)]
    phase = view.phase
    if phase is Phase.BIDDING and view.cover and uncovered != (view.number, view.to_bid):
        parts.append(Cover(view, store, lambda: set_uncovered((view.number, view.to_bid))))
    elif phase in (Phase.BIDDING, Phase.REBID):
        parts.append(BidPad(view, store))
        if not view.cover:
            parts += _player_rows(view, store, tappable=False)
    elif phase is Phase.REVEAL:
        parts.append(
            card(
                ft.Column(
                    [
                        heading(t("reveal.title"), 20),
                        hint(t("reveal.hint")),
                        big_button("reveal-bids", t("reveal.button"), lambda: store.act(Reveal()), icon=ft.Icons.VISIBILITY),
                    ],
                    spacing=10,
                )
            )
        )
    elif phase is Phase.PLAYING:
        parts.append(PlayPanel(view, state, store))
    elif phase is Phase.SCORED:
        parts.append(ScoredPanel(view, state, store))
    return ft.Column(parts, spacing=12, horizontal_alignment=ft.CrossAxisAlignment.STRETCH)
