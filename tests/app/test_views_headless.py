"""The views render their view data and forward taps as intents (rendered
without a browser; the end-to-end tests drive the real app)."""

from __future__ import annotations

import flet as ft
from flet.components.component import Component

from scorekeeper.domain import Bid, BidMode, RuleChoice, TrickWon
from scorekeeper.presenters.preferences import Preferences
from scorekeeper.ui.game.screen import GameScreen
from scorekeeper.presenters.taps import turn_of
from scorekeeper.ui.round.direct_entry import DirectEntry
from scorekeeper.ui.round.panel import RoundPanel
from scorekeeper.ui.deal_sizes.screen import DealSizesScreen
from scorekeeper.ui.history.screen import HistoryScreen
from scorekeeper.ui.home.screen import HomeScreen
from scorekeeper.ui.setup.screen import SetupScreen
from scorekeeper.ui.sheet.sheet import Sheet

from .headless import _children

NAMES = ["Ana", "Ben", "Cleo"]


def start(store, names=NAMES, dealer=0, **rules) -> str:
    assert store.play.start_game(list(names), dealer, RuleChoice(**rules)), store.nav.message
    return store.play.game_id


def choose(screen, identifier: str, key: str):
    """Pick ``key`` in the ChoiceField ``identifier`` as its dialog would (the
    dialog is the field's own state, which only a root component keeps here;
    tests/app/test_labels_headless.py opens it)."""
    def find(node):
        if isinstance(node, Component):
            if getattr(node.fn, "__name__", "") == "ChoiceField" and node.args[:1] == (identifier,):
                return node
            return find(node._b)
        children = node if isinstance(node, (list, tuple)) else _children(node) if isinstance(node, ft.BaseControl) else []
        return next((found for child in children if (found := find(child)) is not None), None)

    field = find(screen.root)
    assert field is not None, f"no choice {identifier!r}"
    field.args[4](key)  # on_pick
    return screen.refresh()


def type_name(screen, name: str):
    return screen.fire("player-name", "on_change", value=name).fire("player-name", "on_submit")


def test_the_setup_screen_seats_players_refuses_a_duplicate_and_starts_the_game(render, store):
    screen = render(SetupScreen, store)
    for name in ("Ana", "Ben", "ben"):
        type_name(screen, name)
    assert "ben is already at the table; give each player a different name." in screen.texts()
    type_name(screen, "Cleo")
    assert screen.ids("seat-remove-") == ["seat-remove-0", "seat-remove-1", "seat-remove-2"]
    screen.tap("dealer-2").tap("seat-up-2")  # Cleo deals, and moves to the second seat
    assert "3 rounds" not in " ".join(screen.texts())
    screen.fire("option-schedule", "on_change", value="1, 2, 3")
    assert "3 rounds, cards per round: 1, 2, 3" in screen.texts()
    screen.tap("start-game")
    state = store.play.game().state
    assert state.players == ("Ana", "Cleo", "Ben") and state.first_dealer == 1 and state.total_rounds == 3


def test_the_setup_screen_says_why_it_cannot_start_yet(render, store):
    screen = type_name(render(SetupScreen, store), "Ana").tap("start-game")
    assert "Add at least 3 players to start." in screen.texts() and store.play.game_id is None


def test_a_tap_on_a_player_row_records_their_trick(render, store):
    start(store, schedule=(2, 2))
    for action in (Bid(player=1, value=1), Bid(player=2, value=0), Bid(player=0, value=1)):
        store.play.act(action)
    panel = render(RoundPanel, store.play.game().state, store.t, store)
    assert panel.ids("trick-") == ["trick-0", "trick-1", "trick-2"]
    panel.tap("trick-1")
    assert store.play.game().state.current.tricks == (0, 1, 0)


def test_a_hidden_bid_waits_behind_a_cover_for_its_player(render, store):
    start(store, bids=BidMode.HIDDEN)
    panel = render(RoundPanel, store.play.game().state, store.t, store)
    assert panel.ids("cover-") == ["cover-name", "cover-ready"] and not panel.ids("bid-")
    panel.tap("cover-ready")
    assert "bid-0" in panel.ids("bid-") and not panel.ids("trick-")


def test_direct_entry_picks_each_count_fills_in_the_last_player_and_that_pick_scores_the_round(render, store):
    start(store, schedule=(3, 3))
    for action in (Bid(player=1, value=1), Bid(player=2, value=1), Bid(player=0, value=1)):
        store.play.act(action)
    state = store.play.game().state
    entry = render(DirectEntry, state, turn_of(state), "", store.t, store, lambda: None)
    assert entry.find("score-round") is None  # nothing to score by hand: the last count scores the round
    entry.tap("tricks-0-2")
    assert entry.find("tricks-1-2").content.disabled  # Ana took 2 of 3: Ben cannot have taken 2
    assert not store.play.game().state.current.scored
    entry.tap("tricks-1-1")  # Cleo is filled in (none left): every count is known
    state = store.play.game().state
    assert state.rounds[0].tricks == (2, 1, 0) and state.current.scored and state.current.number == 1


def test_the_sheet_opens_a_correction_for_a_scored_round_only_when_editable(render, store):
    start(store, schedule=(1, 1))
    for action in (Bid(player=1, value=0), Bid(player=2, value=0), Bid(player=0, value=1), TrickWon(player=0)):
        store.play.act(action)
    viewing = render(Sheet, store.play.game(), False, store.t, store)
    assert not viewing.handles("sheet-round-1")
    sheet = render(Sheet, store.play.game(), True, store.t, store).tap("sheet-round-1")
    assert sheet.find("fix-save") is not None and sheet.find("fix-bid-0") is not None


def test_viewing_a_game_hides_undo_until_edits_are_allowed(render, store):
    game_id = start(store)
    store.play.open_game(game_id, view_only=True)
    screen = render(GameScreen, store)
    assert screen.find("undo") is None and "Viewing only: nothing can be changed." in screen.texts()
    screen.tap("allow-edits")
    assert not store.play.viewing and render(GameScreen, store).find("undo") is not None


def test_history_offers_continue_for_an_unfinished_game_and_restore_in_the_trash(render, store):
    game_id = start(store)
    history = render(HistoryScreen, store)
    assert history.ids("game-") == ["game-view-0", "game-open-0", "game-export-0", "game-delete-0"]
    history.tap("game-delete-0")
    assert store.service.trash_list()[0].id == game_id
    history.fire("history-trash", "on_change", value=True)
    assert history.ids("game-") == ["game-view-0", "game-export-0", "game-restore-0"] and history.find("empty-trash") is not None


def test_home_offers_to_resume_the_unfinished_game(render, store):
    start(store)
    store.nav.home()
    home = render(HomeScreen, store)
    assert "Unfinished game: Ana, Ben, Cleo" in home.texts() and "0 of 20 rounds played" in home.texts()


def test_deal_sizes_follow_the_chosen_preset(render, store):
    screen = render(DealSizesScreen, store)
    assert len(screen.ids("deal-row-")) == 20
    choose(screen, "deal-preset", "amigo-tournament")
    assert len(screen.ids("deal-row-")) == 10 and "Not defined for 6 players." in screen.texts()


def test_an_undo_is_confirmed_in_words_with_a_one_tap_redo(render, store):
    start(store, schedule=(3, 3))
    store.play.act(Bid(player=1, value=2))
    screen = render(GameScreen, store)
    label = screen.find("undo").content.content
    assert label.value == "Undo bid"  # labelled with what it takes back
    assert label.semantics_label == "Undo Ben's bid"  # and a screen reader hears whose
    store.play.undo()
    screen = render(GameScreen, store)
    assert screen.find("undone-text").content.value == "Undid Ben's bid 2"
    screen.tap("undone-redo")
    assert store.play.game().state.current.bids == (None, 2, None) and store.play.undone == ""


def test_back_from_a_game_viewed_from_the_history_returns_to_the_history(render, store):
    game_id = start(store)
    store.nav.home()
    store.nav.push("history")
    render(HistoryScreen, store).tap("game-view-0")
    assert store.nav.screen == "game" and store.play.game_id == game_id and store.play.viewing
    store.nav.back()
    assert store.nav.screen == "history"


def test_rules_remembered_on_the_device_that_arrive_after_new_game_was_opened_are_taken(render, store):
    screen = type_name(render(SetupScreen, store), "Ana")  # opened before the device's preferences were read
    store.device.remember(Preferences().with_rules("dm-mixed", None, BidMode.HIDDEN))
    for name in ("Ben", "Cleo"):
        type_name(screen.refresh(), name)
    screen.tap("start-game")
    rules = store.service.game(store.play.game_id).state.rules
    assert (rules.preset.id, rules.round_rules(1).bids) == ("dm-mixed", BidMode.HIDDEN)
    assert store.service.game(store.play.game_id).state.players == ("Ana", "Ben", "Cleo")


def test_rules_the_player_chose_are_kept_when_the_remembered_ones_arrive_later(render, store):
    screen = render(SetupScreen, store).fire("option-bids", "on_change", selected=["secret"])
    store.device.remember(Preferences().with_rules("dm-mixed", None, BidMode.HIDDEN))
    for name in ("Ana", "Ben", "Cleo"):
        type_name(screen.refresh(), name)
    screen.tap("start-game")
    rules = store.service.game(store.play.game_id).state.rules
    assert (rules.preset.id, rules.round_rules(1).bids) == ("standard", BidMode.SECRET)

