"""A four-player game with the anniversary editions' Bomb, Cloud and
Werewolf, played on a phone (360x740) in the real app: every special card's
tap is mirrored in the engine and the screen must show what the engine says
(tricks to take, the changed bid, who named the trump), undo takes each one
back, and the sheet shows the Cloud's bid before and after. Screenshots go
to screenshots/special-cards-*.png for a person to look at."""

from __future__ import annotations

import pytest

from scorekeeper.domain import BombPlayed, CloudShift, WerewolfTrump

from .scorekeeper_driver import T, Driver

pytestmark = pytest.mark.e2e

PLAYERS = ["Ana", "Ben", "Cleo", "Dan"]
SETTLE_S = 0.8


def test_a_four_player_game_with_the_bomb_the_cloud_and_the_werewolf(sk: Driver):
    app = sk.app
    app.page.set_viewport_size({"width": 360, "height": 740})

    def shot(name: str, must_show: str) -> None:
        app.wait_for(must_show)
        app.page.mouse.move(359, 739)
        app.screenshot(f"special-cards-{name}", settle_s=SETTLE_S)

    sk.new_game(PLAYERS, preset="anniversary", schedule=(2, 3, 15), start=False)
    app.scroll_into_view("option-cards")
    shot("01-setup-cards", "card-bomb")
    app.tap("start-game")
    sk.expect_state(what="start-game")

    # round 1 (Ana deals, 2 cards): Cleo played the Werewolf and names blue
    shot("02-round-werewolf-offered", "werewolf")
    app.tap("werewolf")
    app.tap("werewolf-2")
    shot("03-werewolf-trump", "werewolf-trump-blue")
    sk._do("werewolf-trump-blue", WerewolfTrump(player=2, suit="blue"), "werewolf Cleo blue")
    sk.wait_shows([("werewolf-done", T("cards.note.werewolf", name="Cleo"), "exact")])
    sk.bid_round(None, {1: 1, 2: 0, 3: 0, 0: 1})  # type: ignore[arg-type]
    if sk.direct is None:
        sk.see_entry_mode()
    if sk.direct:
        sk.count_by_trick()
    sk.trick(1)
    # Ben won the Cloud's trick: offered to him alone, +1 (his bid of 1 may go either way)
    sk.wait_shows([("cloud-1-up", T("cards.cloud_up", name="Ben"), "exact"),
                   ("cloud-1-down", T("cards.cloud_down", name="Ben"), "exact"), ("cloud-0-up", "", "absent")])
    shot("04-cloud-offered", "cloud-1-up")
    sk._do("cloud-1-up", CloudShift(player=1, change=1), "cloud Ben +1")
    sk.wait_shows([("cloud-done", T("cards.note.cloud", name="Ben", bid=1, new=2), "exact")])
    sk.undo()  # undo takes the Cloud back ...
    sk.wait_shows([("cloud-done", "", "absent"), ("cloud-1-up", "", "present")])
    sk.redo()  # ... and redo brings it again
    sk.wait_shows([("cloud-done", T("cards.note.cloud", name="Ben", bid=1, new=2), "exact")])
    sk.trick(1)
    assert sk.state.current.points == (-10, 40, 20, 20)
    sk.next_round()

    # round 2 (Ben deals, 3 cards): the Bomb takes a trick; the tally then needs two
    sk.bid_round(None, {2: 1, 3: 1, 0: 0, 1: 0})  # type: ignore[arg-type]
    sk.trick(2)
    shot("05-bomb-offered", "bomb-played")
    sk._do("bomb-played", BombPlayed(), "bomb")
    sk.wait_shows([("bomb-done", T("cards.bomb_done", n=2), "exact"), ("bomb-played", "", "absent")])
    shot("06-bomb-played", "bomb-done")
    sk.undo()
    sk.wait_shows([("bomb-played", "", "present"), ("bomb-done", "", "absent")])
    sk.redo()
    sk.trick(3)
    assert sk.state.current.bomb and sk.state.current.points == (20, 20, 30, 30)
    sk.next_round()

    # round 3, the last (Cleo deals 15 cards each): a trump card is still turned
    sk.wait_shows([("cards-last-round", T("cards.last_round_trump"), "exact")])
    shot("07-last-round-trump", "cards-last-round")
    sk.set_trump("red")
    sk.bid_round(None, {3: 4, 0: 4, 1: 4, 2: 4})  # type: ignore[arg-type]
    sk.enter_tricks((4, 4, 4, 3))
    assert sk.state.complete
    sk.toggle_sheet()
    shot("08-sheet", "sheet-round-1")
    # the sheet reads the Cloud's bid before and after in Ben's cell
    assert T("cards.cell_cloud", bid=1, new=2) in app.text("sheet-round-1")
