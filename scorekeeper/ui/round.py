"""The round screen: trump, bids, trick tally or direct entry, round result,
game over.

Leaf components are memoized (``ft.memo``) and take plain, value-equal props
plus a :class:`StoreRef` for their event handlers, so a tap re-renders only
what it changed (a trick tap: one player row and the "tricks left" line).
Every tap that moves the game on carries the turn it was drawn for (see
:mod:`scorekeeper.presenters.taps`), so a double tap acts once.
"""

from __future__ import annotations

import flet as ft

from ..domain import SUITS, CloseRound, GameState, Phase, Reveal, SetTrump, TrickWon
from ..i18n import Translator
from ..presenters.charts import score_progression
from ..presenters.round import PlayerLine, RoundView, game_over_view, round_view
from ..presenters.taps import Turn
from .bidding import BidBoardMemo, BidPadMemo, Cover
from .charts import ScoreChart
from .exports import ExportButton, copy_button
from .store import StoreRef
from .entry import DirectEntry
from .live import focus_on, named
from .widgets import MIN_TOUCH, SUIT_COLORS, big_button, card, hint, keyed, section_title, tagged


@ft.component
def RoundHeader(cards_text: str, dealer_text: str, bidding_rules: str, foresight: bool, t: Translator):
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
    if foresight:
        lines.append(hint(t("round.foresight"), "foresight-reminder", ft.Colors.TERTIARY))
    return card(ft.Column(lines, spacing=2), padding=10)


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


@ft.component
def PlayerRow(line: PlayerLine, turn: Turn, grid: bool, ref: StoreRef):
    """One player, in seat order, through play: their tricks so far and what
    they still need (a tap records that they won the trick); once scored
    their points. The row keeps its place from play to the score. ``grid``:
    two rows a line (many players), so everyone fits above the fold."""
    scored = line.stage is Phase.SCORED
    # The same controls in play and once scored, only their values change:
    # the trick that scores the round then patches each row in place instead
    # of building it anew (a quicker last tap).
    right = ft.Semantics(  # no identifier in play: the row reads as one ("bid 2 · won 1 ...")
        identifier=f"points-{line.seat}" if scored else None,
        content=ft.Text(line.points_text if scored else str(line.won), size=22 if scored else 26, weight=ft.FontWeight.BOLD,
                color=(ft.Colors.GREEN_700 if (line.points or 0) > 0 else ft.Colors.ERROR) if scored else None),
    )
    row = ft.Row(
        [
            ft.Column(
                [
                    name_line(line.label, grid and line.is_dealer),
                    ft.Text(line.info, size=14, max_lines=2 if grid else 1, overflow=ft.TextOverflow.ELLIPSIS),
                ],
                spacing=0,
                expand=True,
                alignment=ft.MainAxisAlignment.CENTER,
            ),
            right,
        ],
        vertical_alignment=ft.CrossAxisAlignment.CENTER,
        spacing=6,
    )
    tappable = line.tappable
    # A tap always means "won a trick in play": once the round is scored it
    # is stale and dropped (the handler stays: flet 1.0.5 loses a Semantics'
    # identifier when its content gains or loses an on_click in place).
    won = Turn(turn.round, Phase.PLAYING)
    box = ft.Container(
        # in play the row is one button, named "Ana won this trick: bid 2 · won 1 · needs 1 more"
        ft.Semantics(label=line.row_label if tappable else None, exclude_semantics=tappable, content=row),
        padding=ft.Padding.symmetric(horizontal=10 if grid else 14, vertical=6),
        border_radius=12,
        bgcolor=ft.Colors.PRIMARY_CONTAINER if tappable else ft.Colors.SURFACE_CONTAINER_LOW,
        on_click=lambda _e: ref.store.tap(TrickWon(player=line.seat), won),
        ink=tappable,
        height=80 if grid else 64,
    )
    return ft.Semantics(
        identifier=f"trick-{line.seat}" if tappable else f"row-{line.seat}",
        content=box,
        col=6 if grid else 12,
    )


def name_line(label: str, dealer_icon: bool) -> ft.Control:
    """The row's name (in the grid the dealer gets an icon: half a row has no room for "(deals)")."""
    name = ft.Text(label, size=17, weight=ft.FontWeight.BOLD, no_wrap=True, overflow=ft.TextOverflow.ELLIPSIS)
    if not dealer_icon:
        return name  # one control fewer to draw anew in each row a trick changes
    name.expand = True
    return ft.Row([name, ft.Icon(ft.Icons.STYLE, size=16)], spacing=2)


PlayerRowMemo = ft.memo(PlayerRow)


def player_rows(view: RoundView, ref: StoreRef) -> ft.Control:
    rows = [PlayerRowMemo(line, view.turn, view.grid, ref, key=f"row-{line.seat}") for line in view.lines]
    return ft.ResponsiveRow(rows, spacing=6, run_spacing=6, columns=12)


@ft.component
def TallyPanel(view: RoundView, state: GameState, direct: bool, t: Translator, ref: StoreRef):
    """Play and the round's result on one panel: the same rows in the same
    places, so the last trick turns the tally into the score in place. A
    table that enters each player's tricks at the end gets direct entry
    (``direct``: its remembered choice)."""
    entering, set_entering = ft.use_state(direct)
    scored = view.phase is Phase.SCORED
    if entering and not scored:
        def by_trick():
            ref.store.set_entry("tally")
            set_entering(False)

        return DirectEntry(state, view.turn, view.bid_balance, t, ref, by_trick, key="entry")

    def direct_entry():
        if ref.store.may_tap():  # not the second tap of the bid that opened play
            ref.store.set_entry("direct")
            set_entering(True)

    # keyed: the last trick takes the bid balance and direct entry away and
    # brings the next-round button, and the rows must stay where they are
    top = keyed("title", section_title(view.tally_title, 18, "round-scored" if scored else "tricks-left"))
    parts: list[ft.Control] = [top, keyed("hint", hint(view.tally_hint))]
    if view.bid_balance:
        parts.append(keyed("balance", hint(view.bid_balance, "bid-balance")))
    parts.append(keyed("rows", player_rows(view, ref)))
    next_round: ft.Control | None = None
    if scored:
        if view.next_round_label:
            next_round = big_button("next-round", view.next_round_label,
                                    lambda: ref.store.tap(CloseRound(), view.turn), icon=ft.Icons.ARROW_FORWARD)
            parts.append(keyed("next", next_round))
    else:
        parts.append(keyed("direct", tagged("direct-entry", ft.TextButton(t("play.enter_totals"), icon=ft.Icons.EDIT,
                                                                          on_click=direct_entry, height=MIN_TOUCH))))
    # the round is scored: the keyboard goes to what comes next
    focus_on(next_round, [scored, view.number])
    return ft.Column(parts, spacing=8, horizontal_alignment=ft.CrossAxisAlignment.STRETCH)


@ft.component
def GameOverPanel(state: GameState, t: Translator, ref: StoreRef, game_id: str | None = None, summary: str = ""):
    """``game_id``: the stored game, to export (none: nothing to export);
    ``summary``: its text for the chat, copied with one tap."""
    over = game_over_view(state, t)
    rows = [
        tagged(
            f"final-{k}",
            ft.Row(
                [
                    ft.Text(f"{row.rank}.", size=18, width=32),
                    ft.Column(
                        [
                            ft.Text(row.name, size=18, weight=ft.FontWeight.BOLD if row.winner else None),
                            ft.Text(row.last, size=14, color=ft.Colors.ON_SURFACE_VARIANT),
                        ],
                        spacing=0,
                        expand=True,
                    ),
                    ft.Text(str(row.total), size=20, weight=ft.FontWeight.BOLD),
                ],
                vertical_alignment=ft.CrossAxisAlignment.CENTER,
            ),
        )
        for k, row in enumerate(over.rows)
    ]
    share: list[ft.Control] = []
    if summary:
        share.append(copy_button(summary, lambda: ref.store.tell(t("export.copied")), t, tile=False))
    if game_id is not None:
        share.append(ExportButton(game_id, False, t, ref, big=True, key="export"))
    chart = score_progression(state, t)
    return ft.Column(
        [
            ft.Icon(ft.Icons.EMOJI_EVENTS, size=56, color=ft.Colors.AMBER),
            section_title(over.title, 24, "winners"),
            card(ft.Column(rows, spacing=8)),
            big_button("rematch", t("over.rematch"), lambda: ref.store.rematch(), icon=ft.Icons.REPLAY),
            *([ft.Row(share, spacing=8)] if share else []),
            *([ScoreChart(chart, key="chart")] if chart is not None else []),
            big_button("show-sheet", t("over.sheet"), lambda: setattr(ref.store, "show_sheet", True), filled=False,
                       icon=ft.Icons.TABLE_CHART),
            big_button("go-home", t("common.home"), lambda: ref.store.home(), filled=False, icon=ft.Icons.HOME),
        ],
        horizontal_alignment=ft.CrossAxisAlignment.CENTER,
        spacing=12,
    )


RoundHeaderMemo = ft.memo(RoundHeader)
TrumpPickerMemo = ft.memo(TrumpPicker)


@ft.component
def RoundPanel(state: GameState, t: Translator, ref: StoreRef, game_id: str | None = None, summary: str = "",
               epoch: int = 0, direct: bool = False):
    """``epoch``: the game's count of undos and redos (an undo brings a
    hidden bidder's cover back); ``direct``: the table enters tricks directly."""
    view = round_view(state, t, epoch)
    uncovered, set_uncovered = ft.use_state(None)
    if view.game_over:
        return GameOverPanel(state, t, ref, game_id, summary, key="over")
    parts: list[ft.Control] = [
        RoundHeaderMemo(view.cards_text, view.dealer_text, view.bidding_rules, view.foresight, t, key="header"),
        TrumpPickerMemo(view.trump_suit, view.trump_card, view.trump, t, ref, key="trump"),
    ]
    phase = view.phase
    if view.cover and uncovered != view.cover_key:
        def lift():
            if ref.store.may_tap():  # not the second tap of the bid before
                set_uncovered(view.cover_key)

        parts.append(Cover(view.to_bid_name, lift, t))
    elif view.stage is Phase.BIDDING:
        parts.append(BidBoardMemo(view.board, view.bid_total, key="board"))
        parts.append(BidPadMemo(view.to_bid, view.bid_title, view.bid_buttons, view.bid_hint, view.turn, ref,
                                key="bids"))
    elif phase is Phase.REVEAL:
        parts.append(
            card(
                ft.Column(
                    [
                        section_title(t("reveal.title"), 20),
                        hint(t("reveal.hint")),
                        big_button("reveal-bids", t("reveal.button"), lambda: ref.store.tap(Reveal(), view.turn), icon=ft.Icons.VISIBILITY),
                    ],
                    spacing=10,
                )
            )
        )
    elif phase in (Phase.PLAYING, Phase.SCORED):
        parts.append(TallyPanel(view, state, direct, t, ref, key="tally"))
    return ft.Column(parts, spacing=12, horizontal_alignment=ft.CrossAxisAlignment.STRETCH)
