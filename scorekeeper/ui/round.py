"""The round screen: trump, bids, trick tally, round result, game over.

Leaf components are memoized (``ft.memo``) and take plain, value-equal props
plus a :class:`StoreRef` for their event handlers, so a tap re-renders only
what it changed (a trick tap: one player row and the "tricks left" line).
"""

from __future__ import annotations

import flet as ft

from ..domain import SUITS, Bid, CloseRound, EnterTricks, GameState, Phase, Reveal, SetTrump, TrickWon
from ..i18n import Translator
from ..presenters.round import BidButton, PlayerLine, RoundView, TricksForm, game_over_view, round_view
from .store import StoreRef
from .widgets import MIN_TOUCH, SUIT_COLORS, big_button, card, heading, hint, tagged


@ft.component
def RoundHeader(cards_text: str, dealer_text: str, bidding_rules: str, foresight: bool, t: Translator):
    lines: list[ft.Control] = [
        tagged("round-info", ft.Text(cards_text, size=22, weight=ft.FontWeight.BOLD)),
        tagged("round-dealer", ft.Text(dealer_text, size=15)),
        ft.Text(bidding_rules, size=13, color=ft.Colors.ON_SURFACE_VARIANT),
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
def PlayerRow(line: PlayerLine, ref: StoreRef):
    """One player, in seat order, through the whole round: while bidding their
    bid; in play their tricks so far and what they still need (a tap records
    that they won the trick); once scored their points. The row keeps its
    place from phase to phase."""
    if line.stage is Phase.PLAYING:
        right: ft.Control = ft.Text(str(line.won), size=26, weight=ft.FontWeight.BOLD)
    elif line.stage is Phase.SCORED:
        right = tagged(
            f"points-{line.seat}",
            ft.Text(line.points_text, size=22, weight=ft.FontWeight.BOLD,
                    color=ft.Colors.GREEN_700 if (line.points or 0) > 0 else ft.Colors.ERROR),
        )
    else:
        right = ft.Container()
    row = ft.Row(
        [
            ft.Column([ft.Text(line.label, size=17, weight=ft.FontWeight.BOLD), ft.Text(line.info, size=14)],
                      spacing=0, expand=True),
            right,
        ],
        vertical_alignment=ft.CrossAxisAlignment.CENTER,
    )
    tappable = line.tappable
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
        return tagged(f"trick-{line.seat}", box, label=line.tap_label)
    return box


PlayerRowMemo = ft.memo(PlayerRow)


def player_rows(view: RoundView, ref: StoreRef) -> list[ft.Control]:
    return [PlayerRowMemo(line, ref, key=f"row-{line.seat}") for line in view.lines]


@ft.component
def TricksEntry(names: tuple[str, ...], cards: int, start: tuple[int, ...], on_close, t: Translator, ref: StoreRef):
    """Each player's tricks typed in at the end of the round; the last seat
    is filled in automatically."""
    n = len(names)
    form, set_form = ft.use_state(lambda: TricksForm.start(cards, start))
    values, last = form.entered, form.last

    def change(seat: int, delta: int):
        set_form(lambda f: f.bump(seat, delta))  # an updater: quick taps all count

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
        if ref.store.act(EnterTricks(tricks=form.tricks)):
            on_close()

    return card(
        ft.Column(
            [
                heading(t("tricks.title", cards=cards), 18),
                *rows,
                ft.Row(
                    [
                        tagged("tricks-cancel", ft.TextButton(t("common.cancel"), on_click=on_close)),
                        tagged("tricks-save", ft.FilledButton(t("common.save"), on_click=save, disabled=not form.can_save)),
                    ],
                    alignment=ft.MainAxisAlignment.END,
                ),
            ],
            spacing=4,
        )
    )


@ft.component
def TallyPanel(view: RoundView, t: Translator, ref: StoreRef):
    """Play and the round's result on one panel: the same rows in the same
    places, so the last trick turns the tally into the score in place."""
    entering, set_entering = ft.use_state(False)
    scored = view.phase is Phase.SCORED
    if entering and not scored:
        names = tuple(line.name for line in view.lines)
        return TricksEntry(names, view.cards, view.tricks, lambda: set_entering(False), t, ref)
    top = tagged("round-scored" if scored else "tricks-left", heading(view.tally_title, 18))
    parts: list[ft.Control] = [top, hint(view.tally_hint)]
    if view.bid_balance:
        parts.append(hint(view.bid_balance, "bid-balance"))
    parts += player_rows(view, ref)
    if scored:
        if view.next_round_label:
            parts.append(big_button("next-round", view.next_round_label,
                                    lambda: ref.store.act(CloseRound()), icon=ft.Icons.ARROW_FORWARD))
    else:
        parts.append(tagged("enter-tricks", ft.TextButton(t("play.enter_totals"), icon=ft.Icons.EDIT,
                                                          on_click=lambda: set_entering(True))))
    return ft.Column(parts, spacing=8)


@ft.component
def GameOverPanel(state: GameState, t: Translator, ref: StoreRef):
    over = game_over_view(state, t)
    rows = [
        ft.Row(
            [
                ft.Text(f"{row.rank}.", size=18, width=32),
                ft.Text(row.name, size=18, expand=True, weight=ft.FontWeight.BOLD if row.winner else None),
                ft.Text(str(row.total), size=20, weight=ft.FontWeight.BOLD),
            ]
        )
        for row in over.rows
    ]
    return ft.Column(
        [
            ft.Icon(ft.Icons.EMOJI_EVENTS, size=56, color=ft.Colors.AMBER),
            tagged("winners", heading(over.title, 24)),
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
        RoundHeaderMemo(view.cards_text, view.dealer_text, view.bidding_rules, view.foresight, t, key="header"),
        TrumpPickerMemo(view.trump_suit, view.trump_card, view.trump, t, ref, key="trump"),
    ]
    phase = view.phase
    if view.cover and uncovered != view.cover_key:
        parts.append(Cover(view.to_bid_name, lambda: set_uncovered(view.cover_key), t))
    elif phase in (Phase.BIDDING, Phase.REBID):
        parts.append(BidPadMemo(view.to_bid, view.bid_title, view.bid_buttons, view.bid_hint, ref, key="bids"))
        if not view.cover:
            parts += player_rows(view, ref)
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
        parts.append(TallyPanel(view, t, ref, key="tally"))
    return ft.Column(parts, spacing=12, horizontal_alignment=ft.CrossAxisAlignment.STRETCH)
