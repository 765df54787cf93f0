"""The game's menu through the evening (issue 30): each change offered only
when the domain accepts it, what each dialog says it does, and the domain's
refusal in the player's language (pure presenters, no browser)."""

from __future__ import annotations

from scorekeeper.domain import CloseRound, Game, TrickWon
from scorekeeper.domain import EndGame, TableChange
from scorekeeper.i18n import translator
from scorekeeper.presenters.game_menu import end_view, leavers, menu_items, returners, seat_change_view

from .helpers import bid_all, start, t

FIVE = ("Ana", "Ben", "Cleo", "Dan", "Eve")


def scored(game: Game, bids: list[int] | None = None) -> Game:
    """The current round bid (everyone 0 unless ``bids``) and played out: the first bidder takes every trick."""
    rnd = game.state.current
    game = bid_all(game, bids or [0] * len(game.state.players))
    for _ in range(game.state.current.tricks_left):
        game = game.apply(TrickWon(player=rnd.first_bidder))
    return game


def at_round(game: Game, number: int) -> Game:
    """Rounds played until round ``number`` has begun (nothing bid in it yet)."""
    while game.state.current.number < number:
        game = scored(game).apply(CloseRound())
    return game


def keys(game: Game, editable: bool = True) -> list[str]:
    return [item.key for item in menu_items(game, t, editable=editable)]


def test_a_game_only_viewed_offers_no_change_of_the_evening():
    assert keys(at_round(start(FIVE), 2), editable=False) == []


def test_the_first_round_offers_no_seat_change_but_the_plan_and_points():
    offered = keys(start(FIVE))
    assert "leave" not in offered and "join" not in offered and "rejoin" not in offered
    assert "plan" in offered and "adjust" in offered


def test_the_start_of_a_later_round_offers_leave_join_plan_end_and_adjust():
    offered = keys(at_round(start(FIVE), 3))
    assert offered == ["leave", "join", "plan", "end", "adjust"]  # nobody left: nobody comes back


def test_a_round_in_play_offers_no_seat_change_and_no_end():
    game = bid_all(at_round(start(FIVE), 3), [0] * 5)
    offered = keys(game)
    assert "leave" not in offered and "join" not in offered and "end" not in offered
    assert "adjust" in offered


def test_only_a_player_who_left_is_offered_to_come_back():
    game = at_round(start(FIVE), 2)
    assert returners(game) == ()
    left = game.apply(TableChange(leave=(1,)))
    assert returners(left) == (1,)  # before the round begins the table may change its mind
    later = at_round(left, 3)
    assert returners(later) == (1,) and "rejoin" in keys(later)
    assert 1 not in leavers(later)


def test_nobody_may_leave_when_only_three_play():
    game = at_round(start(("Ana", "Ben", "Cleo")), 2)
    assert leavers(game) == () and "leave" not in keys(game)


def test_leaving_keeps_the_total_and_says_who_deals_next_as_the_domain_does():
    game = at_round(start(FIVE), 4)
    ben = game.state.totals[1]
    view = seat_change_view(game, "leave", 1, t)
    assert view.chosen == 1 and view.confirm == "Ben leaves" and view.problem == ""
    after = game
    for action in view.actions:
        after = after.apply(action)
    rnd = after.state.current
    assert not rnd.plays(1) and after.state.totals[1] == ben
    assert f"total of {ben} points is kept" in view.says
    assert f"{after.state.name(rnd.dealer)} deals and {after.state.name(rnd.first_bidder)} bids first" in view.says


def test_between_rounds_a_leave_begins_the_next_round_in_the_same_write():
    game = scored(at_round(start(FIVE), 3))
    view = seat_change_view(game, "leave", 4, t)
    assert isinstance(view.actions[0], CloseRound) and isinstance(view.actions[1], TableChange)
    assert "from round 4" in view.says


def test_no_seat_chosen_offers_the_seats_and_nothing_to_apply():
    view = seat_change_view(at_round(start(FIVE), 2), "leave", None, t)
    assert [o.seat for o in view.options] == [0, 1, 2, 3, 4] and view.actions == ()
    assert view.confirm == "Choose a player" and view.options[1].label.startswith("Ben · ")


def test_ending_says_after_which_round_and_who_wins_and_applies_the_end():
    game = scored(at_round(start(FIVE), 3))
    view = end_view(game, t)
    assert view.actions == (EndGame(),) and view.problem == ""
    assert view.says.startswith("The game ends after round 3 of ") and "Undo takes it back." in view.says
    over = game.apply(EndGame()).state
    assert over.complete and over.ended_early
    first = max(range(5), key=lambda s: (over.totals[s], -s))
    assert view.standings.startswith(f"{over.name(first)} {over.totals[first]}")


def test_the_end_is_said_in_german():
    view = end_view(scored(at_round(start(FIVE), 2)), translator("de"))
    assert view.title == "Spiel hier beenden?" and view.says.startswith("Das Spiel endet nach Runde 2 von ")
