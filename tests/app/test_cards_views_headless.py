"""The special cards' views rendered without a browser (tests/app/headless.py):
the round panel's buttons act on the game, and the correction dialog of a
round from a deck with the Bomb and the Cloud edits both."""

from __future__ import annotations

from scorekeeper.domain import Bid, RuleChoice, TrickWon
from scorekeeper.presenters.cards import cards_view
from scorekeeper.presenters.taps import turn_of
from scorekeeper.ui.game.screen import GameScreen
from scorekeeper.ui.round.card_actions import CardActions
from scorekeeper.ui.round.special_cards import SpecialCards
from scorekeeper.ui.sheet.correction_dialog import CorrectionDialog

NAMES = ["Ana", "Ben", "Cleo"]


def start(store, **rules) -> str:
    assert store.play.start_game(NAMES, 0, RuleChoice(preset="anniversary", **rules))
    return store.play.game_id


def test_the_round_screen_plays_the_werewolf_the_bomb_and_the_cloud(render, store):
    start(store, schedule=(3, 3))
    assert render(GameScreen, store).find("werewolf") is not None  # the game screen has the panel

    def panel():  # the panel as the root (only a root keeps its own state here)
        game = store.play.game()
        return render(SpecialCards, cards_view(game, store.t), turn_of(game.state), store.t, store)

    picker = panel().tap("werewolf").tap("werewolf-1")
    assert picker.find("werewolf-trump-green") is not None and picker.find("werewolf-2") is None
    picker.tap("werewolf-trump-green")
    state = store.play.game().state
    assert (state.current.mark("werewolf"), state.current.trump) == (1, "green")
    for action in (Bid(player=1, value=1), Bid(player=2, value=0), Bid(player=0, value=1), TrickWon(player=1)):
        store.play.act(action)
    actions = render(CardActions, cards_view(store.play.game(), store.t), turn_of(store.play.game().state), store.t,
                     store)
    assert actions.find("bomb-played") is not None and actions.find("cloud-1-up") is None  # one line: Bomb, Cloud
    actions.tap("cloud")
    assert actions.find("cloud-1-up") is not None
    actions.tap("cloud-1-up")
    assert store.play.game().state.current.final_bids == (1, 2, 0)


def test_the_cloud_is_offered_to_whoever_won_an_earlier_trick_not_only_the_latest(render, store):
    start(store, schedule=(3, 3))
    for action in (Bid(player=1, value=1), Bid(player=2, value=0), Bid(player=0, value=1),
                   TrickWon(player=1), TrickWon(player=0)):
        store.play.act(action)
    game = store.play.game()
    actions = render(CardActions, cards_view(game, store.t), turn_of(game.state), store.t, store).tap("cloud")
    assert actions.find("cloud-0-up") is not None and actions.find("cloud-1-up") is not None
    assert actions.find("cloud-2-up") is None  # Cleo has won no trick
    actions.tap("cloud-1-down")  # Ben won the Cloud's trick, the first one
    assert store.play.game().state.current.final_bids == (1, 0, 0)


def test_the_correction_dialog_switches_the_bomb_and_moves_the_cloud(render, store):
    start(store, schedule=(3, 3))
    for action in (Bid(player=1, value=1), Bid(player=2, value=0), Bid(player=0, value=1),
                   TrickWon(player=0), TrickWon(player=1), TrickWon(player=1)):
        store.play.act(action)
    closed = []
    dialog = render(CorrectionDialog, store.play.game(), 1, lambda *_: closed.append(True), store.t, store)
    assert dialog.find("fix-bomb") is not None and dialog.find("fix-cloud-0") is not None
    dialog.tap("fix-cloud-1")  # Ben won the Cloud's trick and went up to 2
    dialog.tap("fix-save")
    assert closed
    assert store.play.game().state.rounds[0].final_bids == (1, 2, 0)


def test_under_secret_bids_the_clouds_way_is_picked_behind_its_players_cover(render, store):
    start(store, schedule=(3, 3), bids="secret")
    for action in (Bid(player=1, value=1), Bid(player=2, value=0), Bid(player=0, value=1), TrickWon(player=1)):
        store.play.act(action)
    game = store.play.game()
    actions = render(CardActions, cards_view(game, store.t), turn_of(game.state), store.t, store).tap("cloud")
    # in the open: who won the Cloud's trick, never which way (no +1 or -1 on the shared screen)
    assert actions.find("cloud-1") is not None and actions.find("cloud-1-up") is None
    assert not any(w in " ".join(actions.texts()) for w in ("+1", "\u22121", "your bid"))
    actions.tap("cloud-1")
    assert "Pass the phone to Ben" in actions.texts() and actions.find("cloud-1-down") is None  # the cover
    actions.tap("cover-ready")
    assert "Ben, your bid: 1. The Cloud changes it by one:" in actions.texts()
    actions.tap("cloud-1-down")
    assert store.play.game().state.current.final_bids == (1, 0, 0)
