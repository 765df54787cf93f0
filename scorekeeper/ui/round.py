"""The round screen: trump, bids, trick tally, round result, game over.

Leaf components are memoized (``ft.memo``) and take plain, value-equal props
plus a :class:`StoreRef` for their event handlers, so a tap re-renders only
what it changed (a trick tap: one player row and the "tricks left" line).
"""

from __future__ import annotations

import flet as ft

from ..domain import SUITS, Bid, CloseRound, EnterTricks, GameState, Phase, Reveal, SetTrump, TrickWon
from ..i18n import Translator
from ..presenter import BidButton, PlayerLine, RoundView, round_view
from .store import StoreRef
from .widgets import MIN_TOUCH, SUIT_COLORS, big_button, card, heading, hint, tagged


@ft.component
def RoundHeader(cards: int, dealer: str, first: str, mode: str, foresight: bool, t: Translator):
    lines: list[ft.Control] = [
        tagged("round-info", ft.Text(t("round.cards_one") if cards == 1 else t("round.cards", n=cards),
                                     size=22, weight=ft.FontWeight.BOLD)),
        tagged("round-dealer", ft.Text(t("round.dealer", dealer=dealer, first=first), size=15)),
        ft.Text(mode, size=13, color=ft.Colors.ON_SURFACE_VARIANT),
    ]
    if foresight:
        lines.append(hint(t("round.foresight"), "foresight-reminder", ft.Colors.TERTIARY))
    return card(ft.Column(lines, spacing=2))


@ft.component
def TrumpPicker(trump: str | None, trump_card: bool, label: str, t: Translator, ref: StoreRef):
    open_, set_open = ft.use_state(False)
    if not trump_card:
        return tagged("trump", ft.Text(label, size=15, color=ft.Colors.ON_SURFACE_VARIANT))

    def pick(suit: str | None):
        ref.store.act(SetTrump(suit=suit))
        set_open(False)

    summary = ft.Row(
        [
            ft.Icon(ft.Icons.CIRCLE, color=SUIT_COLORS.get(trump or "", ft.Colors.OUTLINE), size=18),
            ft.Text(t("trump.label", trump=label), size=15, expand=True),
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
                ft.Button(t(f"trump.{suit}"), icon=ft.Icons.CIRCLE, icon_color=SUIT_COLORS[suit],
                          on_click=lambda _e, s=suit: pick(s), height=MIN_TOUCH),
            )
            for suit in SUITS
        ]
        buttons.append(tagged("trump-none", ft.Button(t("trump.jester"), on_click=lambda: pick("none"), height=MIN_TOUCH)))
        if trump is not None:
            buttons.append(tagged("trump-clear", ft.TextButton(t("trump.clear"), on_click=lambda: pick(None), height=MIN_TOUCH)))
        controls.append(ft.Row(buttons, wrap=True, spacing=8, run_spacing=8))
        controls.append(hint(t("trump.wizard_hint")))
    return ft.Column(controls, spacing=6)


@ft.component
def BidPad(seat: int, title: str, buttons: tuple[BidButton, ...], bid_hint: str, ref: StoreRef):
    pad = [
        tagged(
            f"bid-{b.value}",
            ft.Button(
                content=ft.Text(str(b.value), size=20, weight=ft.FontWeight.BOLD),
                disabled=not b.enabled,
                tooltip=b.reason or None,
                width=64,
                height=56,
                on_click=lambda _e, v=b.value: ref.store.act(Bid(player=seat, value=v)),
            ),
        )
        for b in buttons
    ]
    parts: list[ft.Control] = [tagged("bid-turn", heading(title, 20)), ft.Row(pad, wrap=True, spacing=8, run_spacing=8)]
    if bid_hint:
        parts.append(hint(bid_hint, "bid-hint", ft.Colors.ERROR))
    return ft.Column(parts, spacing=10)


@ft.component
def Cover(name: str, on_ready, t: Translator):
    return card(
        ft.Column(
            [
                ft.Icon(ft.Icons.PHONELINK_LOCK, size=48),
                tagged("cover-name", heading(t("cover.pass", name=name), 22)),
                hint(t("cover.secret")),
                big_button("cover-ready", t("cover.ready", name=name), on_ready),
            ],
            horizontal_alignment=ft.CrossAxisAlignment.CENTER,
            spacing=12,
        ),
        padding=20,
    )


@ft.component
def PlayerRow(line: PlayerLine, mode: str, t: Translator, ref: StoreRef):
    """One player, in seat order, through the whole round: while bidding their
    bid; in play their tricks so far and what they still need (a tap records
    that they won the trick); once scored their points. The row keeps its
    place from phase to phase."""
    info = t("play.bid_won", bid=line.bid or "–", won=line.won)
    if line.status and mode == "playing":
        info += f" · {line.status}"
    name = line.name + (f"  ({t('round.dealer_badge')})" if line.is_dealer else "")
    if mode == "playing":
        right: ft.Control = ft.Text(str(line.won), size=26, weight=ft.FontWeight.BOLD)
    elif mode == "scored":
        pts = line.points or 0
        right = tagged(
            f"points-{line.seat}",
            ft.Text(f"{pts:+d}", size=22, weight=ft.FontWeight.BOLD,
                    color=ft.Colors.GREEN_700 if pts > 0 else ft.Colors.ERROR),
        )
    else:
        right = ft.Container()
    row = ft.Row(
        [
            ft.Column([ft.Text(name, size=17, weight=ft.FontWeight.BOLD), ft.Text(info, size=14)], spacing=0, expand=True),
            right,
        ],
        vertical_alignment=ft.CrossAxisAlignment.CENTER,
    )
    tappable = mode == "playing"
    box = ft.Container(
        row,
        padding=ft.Padding.symmetric(horizontal=14, vertical=8),
        border_radius=12,
        bgcolor=ft.Colors.PRIMARY_CONTAINER if tappable else ft.Colors.SURFACE_CONTAINER_LOW,
        on_click=(lambda _e: ref.store.act(TrickWon(player=line.seat))) if tappable else None,
        ink=tappable,
        height=64,
    )
    if tappable:
        return tagged(f"trick-{line.seat}", box, label=t("play.tap_label", name=line.name))
    return box


PlayerRowMemo = ft.memo(PlayerRow)


def player_rows(view: RoundView, mode: str, t: Translator, ref: StoreRef) -> list[ft.Control]:
    return [PlayerRowMemo(line, mode, t, ref, key=f"row-{line.seat}") for line in view.lines]


@ft.component
def TricksEntry(names: tuple[str, ...], cards: int, start: tuple[int, ...], on_close, t: Translator, ref: StoreRef):
    """Each player's tricks typed in at the end of the round; the last seat
    is filled in automatically."""
    n = len(names)
    values, set_values = ft.use_state(start[:-1])
    last = cards - sum(values)

    def change(seat: int, delta: int):
        new = list(values)
        new[seat] = max(0, min(cards, new[seat] + delta))
        set_values(tuple(new))

    rows: list[ft.Control] = []
    for s, name in enumerate(names[:-1]):
        rows.append(
            ft.Row(
                [
                    ft.Text(name, size=16, expand=True),
                    tagged(f"tricks-minus-{s}", ft.IconButton(ft.Icons.REMOVE, on_click=lambda _e, s=s: change(s, -1), tooltip=t("tricks.less", name=name))),
                    tagged(f"tricks-value-{s}", ft.Text(str(values[s]), size=20, width=36, text_align=ft.TextAlign.CENTER)),
                    tagged(f"tricks-plus-{s}", ft.IconButton(ft.Icons.ADD, on_click=lambda _e, s=s: change(s, 1), tooltip=t("tricks.more", name=name))),
                ]
            )
        )
    rows.append(
        ft.Row(
            [
                ft.Text(names[-1], size=16, expand=True),
                tagged(f"tricks-value-{n - 1}", ft.Text(str(last), size=20, width=36, text_align=ft.TextAlign.CENTER,
                                                        color=ft.Colors.ERROR if last < 0 else None)),
                ft.Container(width=96, content=hint(t("tricks.auto"))),
            ]
        )
    )

    def save():
        if ref.store.act(EnterTricks(tricks=(*values, last))):
            on_close()

    return card(
        ft.Column(
            [
                heading(t("tricks.title", cards=cards), 18),
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
def TallyPanel(view: RoundView, tricks: tuple[int, ...], t: Translator, ref: StoreRef):
    """Play and the round's result on one panel: the same rows in the same
    places, so the last trick turns the tally into the score in place."""
    entering, set_entering = ft.use_state(False)
    scored = view.phase is Phase.SCORED
    if entering and not scored:
        names = tuple(line.name for line in view.lines)
        return TricksEntry(names, view.cards, tricks, lambda: set_entering(False), t, ref)
    if scored:
        top = tagged("round-scored", heading(t("scored.title", n=view.number), 18))
        under = hint(t("scored.fix_hint"))
    else:
        left = (t("play.left_one", n=view.tricks_left) if view.cards == 1
                else t("play.left", n=view.tricks_left, cards=view.cards))
        top = tagged("tricks-left", heading(left, 18))
        under = hint(t("play.tap_winner"))
    parts: list[ft.Control] = [top, under]
    if view.bid_balance and not scored:
        parts.append(hint(view.bid_balance, "bid-balance"))
    parts += player_rows(view, "scored" if scored else "playing", t, ref)
    if scored:
        if not view.game_over:
            parts.append(big_button("next-round", t("scored.next", dealer=view.next_dealer),
                                    lambda: ref.store.act(CloseRound()), icon=ft.Icons.ARROW_FORWARD))
    else:
        parts.append(tagged("enter-tricks", ft.TextButton(t("play.enter_totals"), icon=ft.Icons.EDIT,
                                                          on_click=lambda: set_entering(True))))
    return ft.Column(parts, spacing=8)


@ft.component
def GameOverPanel(state: GameState, t: Translator, ref: StoreRef):
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
    names = " & ".join(winners)
    title = t("over.winner", names=names) if len(winners) == 1 else t("over.winners", names=names)
    return ft.Column(
        [
            ft.Icon(ft.Icons.EMOJI_EVENTS, size=56, color=ft.Colors.AMBER),
            tagged("winners", heading(title, 24)),
            card(ft.Column(rows, spacing=8)),
            big_button("rematch", t("over.rematch"), lambda: ref.store.rematch(), icon=ft.Icons.REPLAY),
            big_button("show-sheet", t("over.sheet"), lambda: setattr(ref.store, "show_sheet", True), filled=False,
                       icon=ft.Icons.TABLE_CHART),
            big_button("go-home", t("common.home"), lambda: ref.store.home(), filled=False, icon=ft.Icons.HOME),
        ],
        horizontal_alignment=ft.CrossAxisAlignment.CENTER,
        spacing=12,
    )


RoundHeaderMemo = ft.memo(RoundHeader)
TrumpPickerMemo = ft.memo(TrumpPicker)
BidPadMemo = ft.memo(BidPad)


@ft.component
def RoundPanel(state: GameState, t: Translator, ref: StoreRef):
    view = round_view(state, t)
    uncovered, set_uncovered = ft.use_state(None)
    if view.game_over:
        return GameOverPanel(state, t, ref)
    parts: list[ft.Control] = [
        RoundHeaderMemo(view.cards, view.dealer, view.first_bidder, view.mode, view.foresight, t, key="header"),
        TrumpPickerMemo(state.current.trump, view.trump_card, view.trump, t, ref, key="trump"),
    ]
    phase = view.phase
    if phase is Phase.BIDDING and view.cover and uncovered != (view.number, view.to_bid):
        parts.append(Cover(view.to_bid_name, lambda: set_uncovered((view.number, view.to_bid)), t))
    elif phase in (Phase.BIDDING, Phase.REBID):
        title = (t("bid.rebid", name=view.to_bid_name, cards=view.cards) if phase is Phase.REBID
                 else t("bid.turn", name=view.to_bid_name))
        parts.append(BidPadMemo(view.to_bid, title, view.bid_buttons, view.bid_hint, ref, key="bids"))
        if not view.cover:
            parts += player_rows(view, "bidding", t, ref)
    elif phase is Phase.REVEAL:
        parts.append(
            card(
                ft.Column(
                    [
                        heading(t("reveal.title"), 20),
                        hint(t("reveal.hint")),
                        big_button("reveal-bids", t("reveal.button"), lambda: ref.store.act(Reveal()), icon=ft.Icons.VISIBILITY),
                    ],
                    spacing=10,
                )
            )
        )
    elif phase in (Phase.PLAYING, Phase.SCORED):
        parts.append(TallyPanel(view, state.current.tricks, t, ref, key="tally"))
    return ft.Column(parts, spacing=12, horizontal_alignment=ft.CrossAxisAlignment.STRETCH)
