"""A phone's view of the evening (issue 30), decided without a browser: a
seat out of the round is shown as out and never bids (not as a bid of 0),
the phone's sheet marks the rounds a player did not play and says each
adjustment, and a game the table ended early is over on every phone."""

from __future__ import annotations

from scorekeeper.domain import Adjust, Bid, CloseRound, EndGame, Game, Reveal, TrickWon
from scorekeeper.domain.changes import join, leave
from scorekeeper.domain.seat import seat_state
from scorekeeper.i18n import translator
from scorekeeper.presenters.table import NOT_PLAYED, seat_screen

from .helpers import start

T = translator("en")
FOUR = ("Ana", "Ben", "Cleo", "Dan")


def play_round(game: Game, bids: dict[int, int] | None = None, winner: int | None = None) -> Game:
    """Everyone who plays bids (0 unless ``bids`` says), ``winner`` (else the
    first who plays) takes every trick; the round is scored, not closed."""
    rnd = game.state.current
    for seat in rnd.bidding_order:
        game = game.apply(Bid(player=seat, value=(bids or {}).get(seat, 0)))
    if game.state.current.phase.name == "REVEAL":
        game = game.apply(Reveal())
    for _ in range(rnd.cards):
        game = game.apply(TrickWon(player=rnd.playing[0] if winner is None else winner))
    return game


def test_an_out_seat_may_not_bid_even_when_everyone_bids_at_once():
    game = play_round(start(FOUR, bids="hidden", notequal=False, schedule=(1, 2, 3))).apply(CloseRound())
    game = game.apply(leave(1))
    ben = seat_state(game.state, 1)
    assert ben.round.out == (1,) and not ben.round.may_bid and ben.round.forbidden == ()
    assert all(seat_state(game.state, s).round.may_bid for s in (0, 2, 3))  # hidden bids: the others at once
    assert not seat_screen(ben, T).pad


def test_a_phone_shows_an_out_seat_as_out_not_as_a_bid_of_0():
    game = play_round(start(FOUR, bids="open", notequal=False, schedule=(1, 2, 3))).apply(CloseRound())
    game = game.apply(leave(2))
    screen = seat_screen(seat_state(game.state, 0), T, phones_count=True)
    cleo_chip, cleo_row = screen.chips[2], screen.rows[2]
    assert (cleo_chip.text, cleo_chip.label) == (T("table.out"), "Cleo does not play this round")
    assert cleo_row.out and cleo_row.bid == T("table.out") and not cleo_row.points
    assert cleo_row.label == f"Cleo: does not play this round, total {game.state.totals[2]}"
    assert [c.text for c in screen.chips if c.seat != 2] == ["–", "–", "–"]
    game = play_round(game)  # Cleo out: her tricks are 0, her points 0, still shown as out
    scored = seat_screen(seat_state(game.state, 3), T)
    assert scored.rows[2].out and scored.rows[2].points == "" and scored.chips[2].text == T("table.out")


def test_a_phone_counting_tricks_offers_no_trick_to_an_out_seat():
    game = play_round(start(FOUR, bids="open", notequal=False, schedule=(1, 2, 3))).apply(CloseRound())
    game = play_round(game.apply(leave(3)))
    game = game.apply(CloseRound())
    for seat in game.state.current.bidding_order:
        game = game.apply(Bid(player=seat, value=0))
    screen = seat_screen(seat_state(game.state, 0), T, phones_count=True)
    assert screen.count_labels[3] == "" and screen.count_labels[0] == "Ana won the trick"


def test_the_phone_s_sheet_marks_a_round_a_player_did_not_play_and_says_each_adjustment():
    game = play_round(start(FOUR, bids="open", notequal=False, schedule=(1, 2, 3))).apply(CloseRound())
    game = game.apply(leave(1))
    game = play_round(game, winner=0)
    game = game.apply(Adjust(player=2, points=-10, reason="revoke", round=2))
    view = seat_state(game.state, 0)
    assert view.scored[1].out == (1,) and view.scored[1].adjust == ((2, -10, "revoke"),)
    screen = seat_screen(view, T)
    number, cells = screen.sheet[1]
    assert number == "2" and cells[1] == NOT_PLAYED
    assert cells[2] == str(game.state.totals[2]) and cells[0] == str(game.state.totals[0])
    assert screen.sheet_notes == ("Round 2: Cleo \u221210 (revoke)",)
    assert screen.rows[2].total == game.state.totals[2]  # the adjustment is in the total the phone shows


def test_a_player_who_joined_has_no_cells_before_their_first_round_on_a_phone_s_sheet():
    game = play_round(start(FOUR, bids="open", notequal=False, schedule=(1, 2, 3))).apply(CloseRound())
    game = play_round(game.apply(join("Eve", 2)))
    screen = seat_screen(seat_state(game.state, 2), T)
    assert screen.name == "Eve" and [r.name for r in screen.rows] == ["Ana", "Ben", "Eve", "Cleo", "Dan"]
    assert screen.sheet[0][1][2] == NOT_PLAYED and screen.sheet[1][1][2] != NOT_PLAYED


def test_a_game_the_table_ended_early_is_over_on_every_phone():
    game = play_round(start(FOUR, bids="secret", notequal=False, schedule=(1, 2, 3))).apply(CloseRound())
    game = game.apply(EndGame())  # round 2 had not begun: the game ends after round 1
    assert game.state.complete and game.state.ended_early
    for seat in (None, 0, 1, 2, 3):
        view = seat_state(game.state, seat)
        assert view.complete and view.ended_early and not view.round.may_bid
        screen = seat_screen(view, T)
        assert screen.over and not screen.pad and not screen.cards
        assert screen.waiting == "The table ended the game after round 1. The game is over."
        assert screen.title.startswith(T("game.over_title", n=1))


def test_the_host_s_card_lists_only_the_seats_that_play_the_round():
    from scorekeeper.presenters.table import host_table_view
    game = play_round(start(FOUR, bids="open", notequal=False, schedule=(1, 2, 3))).apply(CloseRound())
    game = game.apply(leave(1)).apply(join("Eve", 3))
    state = game.state
    card = host_table_view(state.players, frozenset({3}), "http://x/join/t", T, playing=state.current.playing)
    assert [(s.name, s.free) for s in card.seats] == [("Ana", True), ("Cleo", True), ("Eve", False), ("Dan", True)]
