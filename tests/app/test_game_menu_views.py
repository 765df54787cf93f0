"""The game's menu and its dialogs rendered without a browser (issue 30):
they show the presenters' words and forward the change to the store; a
refusal is shown and the game is left as it was."""

from __future__ import annotations

from scorekeeper.domain import Bid, CloseRound, RuleChoice, TrickWon
from scorekeeper.ui.game.adjust_dialog import AdjustDialog
from scorekeeper.ui.game.end_dialog import EndDialog
from scorekeeper.ui.game.game_menu import GameMenu
from scorekeeper.ui.game.join_dialog import JoinDialog
from scorekeeper.ui.game.seat_change_dialog import SeatChangeDialog

FIVE = ["Ana", "Ben", "Cleo", "Dan", "Eve"]


def play_round(store) -> None:
    """Everyone bids 0 in bidding order, the first bidder takes the one trick, next round."""
    state = store.play.game().state
    rnd = state.current
    for seat in rnd.bidding_order:
        assert store.play.act(Bid(player=seat, value=0))
    assert store.play.act(TrickWon(player=rnd.first_bidder))
    assert store.play.act(CloseRound())


def at_round_two(store):
    assert store.play.start_game(FIVE, 0, RuleChoice(schedule=(1, 1, 1, 1)))
    play_round(store)
    return store.play.game()


def test_the_menu_lists_the_changes_the_domain_allows_before_the_apps_items(render, store):
    at_round_two(store)
    menu = render(GameMenu, store.t, "en", store)
    ids = menu.ids("change-")
    assert ids == ["change-leave", "change-join", "change-plan", "change-end", "change-adjust"]
    assert menu.find("rules-reference") is not None and menu.find("game-language") is not None
    assert "A player leaves" in menu.texts() and "End the game here" in menu.texts()


def test_a_game_only_viewed_has_no_changes_in_its_menu(render, store):
    at_round_two(store)
    store.play.viewing = True
    assert render(GameMenu, store.t, "en", store).ids("change-") == []


def test_the_menu_item_opens_its_dialog(render, store):
    at_round_two(store)
    menu = render(GameMenu, store.t, "en", store).pick("change-end")
    assert menu.dialogs and menu.dialogs[-1].semantics_label == "End the game here?"


def test_leaving_is_chosen_confirmed_and_applied_and_the_dialog_closes(render, store):
    game = at_round_two(store)
    closed: list[bool] = []
    dialog = render(SeatChangeDialog, game, "leave", lambda: closed.append(True), store.t, store)
    assert dialog.find("change-says") is None  # nothing chosen yet
    dialog.tap("leave-1")
    assert "Ben leaves from round 2" in dialog.find("change-says").content.value
    dialog.tap("change-confirm")
    assert closed and not store.play.game().state.current.plays(1)


def test_a_refused_join_shows_the_domains_words_and_changes_nothing(render, store):
    game = at_round_two(store)
    store.device.set_language("de")
    dialog = render(JoinDialog, game, ("Zoe",), lambda: None, store.t, store)
    dialog.fire("join-name", "on_change", value="Ben")
    problem = dialog.find("change-problem")
    assert problem is not None and problem.content.value  # the domain's refusal, said in German
    confirm = dialog.find("change-confirm").content
    assert confirm.disabled
    assert store.play.game().state.players == tuple(FIVE)


def test_a_name_from_the_roster_is_one_tap(render, store):
    game = at_round_two(store)
    dialog = render(JoinDialog, game, ("Zoe",), lambda: None, store.t, store)
    dialog.tap("join-roster-0").tap("join-place-2")
    assert dialog.find("change-says").content.value.startswith("Zoe sits between Ben and Cleo")
    dialog.tap("change-confirm")
    assert store.play.game().state.players == ("Ana", "Ben", "Zoe", "Cleo", "Dan", "Eve")


def test_a_penalty_is_entered_with_its_reason(render, store):
    game = at_round_two(store)
    dialog = render(AdjustDialog, game, lambda: None, store.t, store)
    dialog.tap("adjust-player-1").tap("adjust-minus-10").tap("adjust-reason-0")
    assert dialog.find("adjust-points").content.value == "\u221210"
    dialog.tap("change-confirm")
    adjusted = store.play.game().state
    assert adjusted.current.adjusted(1) == -10


def test_the_end_dialog_ends_the_game_and_undo_takes_it_back(render, store):
    game = at_round_two(store)
    dialog = render(EndDialog, game, lambda: None, store.t, store)
    assert "ends after round 1 of 4" in dialog.find("change-says").content.value
    dialog.tap("change-confirm")
    assert store.play.game().state.complete
    store.play.undo()
    assert not store.play.game().state.complete
