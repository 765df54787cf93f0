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
    # Ben won the Cloud's trick: "Cloud played" offers him alone (the only one with a trick),
    # +1 and -1 (his bid of 1 may go either way)
    app.tap("cloud")
    sk.wait_shows([("cloud-1-up", T("cards.cloud_up", name="Ben"), "exact"),
                   ("cloud-1-down", T("cards.cloud_down", name="Ben"), "exact"), ("cloud-0-up", "", "absent")])
    shot("04-cloud-offered", "cloud-1-up")
    sk.wait_shows([("bid-balance", T.n("balance.even", 2, bids=2, cards=2), "exact")])
    sk._do("cloud-1-up", CloudShift(player=1, change=1), "cloud Ben +1")
    # the line under the rows counts the bid the Cloud made (Ben's row says 2), not the one it replaced
    sk.wait_shows([("cloud-done", T("cards.note.cloud", name="Ben", bid=1, new=2), "exact"),
                   ("bid-balance", T.n("balance.over", 2, bids=3, cards=2, n=1), "exact")])
    shot("04b-cloud-bid-line", "bid-balance")
    sk.undo()  # undo takes the Cloud back ...
    sk.wait_shows([("cloud-done", "", "absent"), ("cloud", "", "present")])
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
    assert sk.state.current.mark("bomb") and sk.state.current.points == (20, 20, 30, 30)
    sk.next_round()

    # round 3, the last (Cleo deals 15 cards each): a trump card is still turned
    sk.wait_shows([("cards-last-round", T("cards.last_round_trump"), "exact")])
    shot("07-last-round-trump", "cards-last-round")
    sk.set_trump("red")
    sk.bid_round(None, {3: 4, 0: 4, 1: 4, 2: 4})  # type: ignore[arg-type]
    sk.enter_tricks((4, 4, 4, 3))
    assert sk.state.complete
    sk.toggle_sheet()
    app.scroll_into_view("sheet-card-note-0")
    shot("08-sheet", "sheet-card-note-0")
    round_1 = "; ".join([T("cards.note.cloud", name="Ben", bid=1, new=2), T("cards.note.werewolf", name="Cleo")])
    assert app.text("sheet-card-note-0") == T("cards.note.round", n=1, notes=round_1)
    assert app.text("sheet-card-note-1") == T("cards.note.round", n=2, notes=T("cards.note.bomb"))
    app.scroll_into_view("sheet-round-1")
    # the sheet reads the Cloud's bid before and after in Ben's cell
    assert T("cards.cell_cloud", bid=1, new=2) in app.text("sheet-round-1")
    # correcting round 1: the Bomb switch and each player's Cloud button (Ben's reads +1)
    app.tap("sheet-round-1")
    shot("09-correction", "fix-cloud-1")
    assert T("cards.cloud_up", name="Ben") in app.text("fix-cloud-1")
    app.tap("fix-cancel")


def test_six_players_in_german_and_dark_see_the_cards_in_a_one_card_and_a_ten_card_round(sk: Driver, monkeypatch):
    from scorekeeper.i18n import translator

    from . import scorekeeper_driver, table
    from .test_app_languages import pick_language

    app = sk.app
    app.page.set_viewport_size({"width": 360, "height": 740})
    pick_language(app, "de", monkeypatch)
    de = translator("de")
    german_modes = {mode: de(f"mode_short.{mode}") for mode in table.MODE_LABELS}
    for module in (scorekeeper_driver, table):  # the setup screen's bid modes, in German
        monkeypatch.setattr(module, "MODE_LABELS", german_modes)
    app.tap("theme-dark")
    app.wait_checked("theme-dark", True)

    def shot(name: str, must_show: str) -> None:
        app.wait_for(must_show)
        app.page.mouse.move(359, 739)
        app.screenshot(f"special-cards-de-dark-{name}", settle_s=SETTLE_S)

    six = ["Ana", "Maximiliane-Josephine", "Cleo", "Dan", "Eve", "Alexandra"]
    sk.new_game(six, preset="anniversary", preset_name=de.preset_name(table.REGISTRY.get("anniversary")),
                schedule=(1, 10))
    assert scorekeeper_driver.T is table.T  # the driver expects German
    shot("01-round-1", "werewolf")
    sk.bid_round(None, {1: 0, 2: 1, 3: 0, 4: 0, 5: 0, 0: 0})  # type: ignore[arg-type]
    if sk.direct is None:
        sk.see_entry_mode()
    if sk.direct:
        sk.count_by_trick()
    # a one-card round with the Bomb: nobody takes the trick, the round is scored at once
    sk._do("bomb-played", BombPlayed(), "bomb")
    assert sk.state.current.points == (20, 20, -10, 20, 20, 20)
    shot("02-round-1-bomb-scored", "round-scored")
    sk.next_round()
    sk.bid_round(None, {2: 2, 3: 1, 4: 2, 5: 1, 0: 2, 1: 1})  # type: ignore[arg-type]
    sk.trick(4)
    app.tap("cloud")
    sk.wait_shows([("cloud-4-up", de("cards.cloud_up", name="Eve"), "exact")])
    shot("03-round-2-cloud", "cloud-4-up")
    sk._do("cloud-4-down", CloudShift(player=4, change=-1), "cloud Eve -1")
    sk.wait_shows([("cloud-done", de("cards.note.cloud", name="Eve", bid=2, new=1), "exact")])
    shot("04-round-2-cloud-done", "cloud-done")
