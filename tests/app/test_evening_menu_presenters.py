"""A player joins, the plan changes, points are adjusted (issue 30): what
each dialog says and applies, and the domain's refusals in words; and what
undo says it takes back (pure presenters, no browser)."""

from __future__ import annotations

from scorekeeper.domain import Undo
from scorekeeper.domain import Adjust, EndGame, JoinSeat, TableChange
from scorekeeper.i18n import translator
from scorekeeper.presenters.adjust import adjust_view
from scorekeeper.presenters.evening import MINUS
from scorekeeper.presenters.game import undo_label, undone_text
from scorekeeper.presenters.join import join_view, places
from scorekeeper.presenters.plan import plan_view

from .helpers import start, t
from .test_game_menu_presenter import FIVE, at_round, scored


def applied(game, actions):
    for action in actions:
        game = game.apply(action)
    return game


def test_the_places_to_sit_name_both_neighbours_round_the_table():
    labels = [p.label for p in places(("Ana", "Ben", "Cleo"), t)]
    assert labels == ["Between Ana and Ben", "Between Ben and Cleo", "Between Cleo and Ana"]


def test_a_new_player_sits_where_the_table_chooses_and_plays_from_this_round():
    game = at_round(start(("Ana", "Ben", "Cleo", "Dan")), 3)
    view = join_view(game, " Finn ", 2, ("Ana", "Zoe"), t)
    assert view.roster == ("Zoe",)  # the roster's names not at the table
    assert view.says.startswith("Finn sits between Ben and Cleo and plays from round 3 with 0 points.")
    after = applied(game, view.actions).state
    assert after.players == ("Ana", "Ben", "Finn", "Cleo", "Dan") and after.current.plays(2)
    assert after.totals[2] == 0


def test_a_name_already_at_the_table_is_refused_in_the_players_language():
    game = at_round(start(FIVE), 2)
    view = join_view(game, "Ben", None, (), translator("de"))
    assert view.actions == () and view.problem and view.says == ""
    assert view.problem != join_view(game, "Ben", None, (), t).problem  # said in German, not English


def test_a_sixth_player_gets_the_plan_that_fits_the_deck_and_the_dialog_says_what_it_changes():
    game = at_round(start(FIVE), 9)  # a 5-player ladder deals 9 cards in round 9 of 12
    view = join_view(game, "Finn", None, (), t)
    assert view.problem == "" and "With 6 playing, the plan changes to fit the deck" in view.says
    change = view.actions[-1]
    assert isinstance(change, TableChange) and change.plan is not None
    assert max(change.plan) * 6 <= 60
    after = applied(game, view.actions).state
    assert all(r * 6 <= 60 for r in after.schedule[8:])


def test_the_plan_shortened_ends_the_game_after_the_round_chosen():
    game = at_round(start(FIVE), 4)
    view = plan_view(game, 6, False, t)
    assert view.says.startswith("The game ends after round 6 (not 12).")
    assert applied(game, view.actions).state.total_rounds == 6


def test_the_plan_continued_goes_on_within_the_deck():
    game = at_round(start(("Ana", "Ben", "Cleo", "Dan"), schedule=(1, 2, 3)), 2)
    view = plan_view(game, 5, False, t)
    after = applied(game, view.actions).state
    assert after.total_rounds == 5 and after.schedule == (1, 2, 3, 4, 5)
    assert "Rounds 2 to 5 deal 2, 3, 4, 5 cards." in view.says


def test_the_plan_as_it_is_applies_nothing():
    view = plan_view(at_round(start(FIVE), 2), None, False, t)
    assert view.actions == () and view.says == "" and view.last == 12


def test_the_jump_deals_the_last_rounds_cards_next():
    game = at_round(start(FIVE), 3)
    view = plan_view(game, None, True, t)
    assert view.jump is not None and view.jumping and view.jump_label == "Jump to the last round (12 cards)"
    after = applied(game, view.actions).state
    assert after.schedule[-1] == 12 and after.total_rounds < 12


def test_an_adjustment_says_the_total_before_and_after():
    game = scored(at_round(start(FIVE), 2))
    ben = game.state.totals[1]
    view = adjust_view(game, 1, -10, "revoke", t)
    assert view.says == f"{MINUS}10 for Ben (revoke): total {ben}, now {ben - 10}."  # no arrow: the app's font has none
    assert applied(game, view.actions).state.totals[1] == ben - 10


def test_an_adjustment_of_no_points_applies_nothing():
    view = adjust_view(at_round(start(FIVE), 2), 1, 0, "revoke", t)
    assert view.actions == () and view.points_text == "0"


def test_undo_says_which_change_of_the_evening_it_takes_back():
    game = at_round(start(FIVE, schedule=(1, 2, 3, 4)), 2)
    left = game.apply(TableChange(leave=(0,)))
    assert undo_label(t, left) == "Undo: Ana left" and undone_text(left, t) == "Undid: Ana left"
    assert undo_label(t, left.apply(Undo()), redo=True) == "Redo: Ana left"
    joined = game.apply(TableChange(join=(JoinSeat(name="Finn", seat=1),)))
    assert undo_label(t, joined) == "Undo: Finn joined"
    planned = game.apply(TableChange(plan=(2, 3)))
    assert undo_label(t, planned) == "Undo: Plan changed"
    penalty = game.apply(Adjust(player=1, points=-10, reason="revoke"))
    assert undo_label(t, penalty) == f"Undo: {MINUS}10 for Ben (revoke)"
    ended = scored(game).apply(EndGame())
    assert undo_label(t, ended) == "Undo: Game ended"
    assert undo_label(translator("de"), ended) == "Rückgängig: Spiel beendet"
