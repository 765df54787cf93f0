"""The player roster and per-player statistics through the service, on both
repositories, with small games whose figures are computed by hand below."""

from __future__ import annotations

import unicodedata

import pytest

from scorekeeper.domain import Bid, PlayerStats, RuleChoice
from scorekeeper.domain.names import name_key
from scorekeeper.service import GameService

from .helpers import play_game, play_round

# Three games, created in this order (points: exact 20 + 10 a trick, else -10 a trick off).
#
# G1  Ana, Ben, Cleo; schedule 1,2; Ana deals round 1                         finished
#   r1 (1 card)  bids 0/1/0  took 0/1/0   -> 20, 30, 20    exact: Ana 1  Ben 1  Cleo 1
#   r2 (2 cards) bids 1/0/1  took 2/0/0   -> -10, 20, -10  exact: Ana 0  Ben 1  Cleo 0
#   totals 10, 50, 10 -> Ben wins
# G2  ana, Cleo, Dan ("ana" is Ana); schedule 1,2; ana deals round 1          finished
#   r1 bids 1/0/0  took 1/0/0   -> 30, 20, 20                  exact: ana 1  Cleo 1  Dan 1
#   r2 bids 0/1/0  took 0/1/1   -> 20, 30, -10                 exact: ana 1  Cleo 1  Dan 0
#   totals 50, 50, 10 -> ana and Cleo share the win
# G3  Ben, ANA, Eve; schedule 1,2,3; Ben deals round 1                        unfinished
#   r1 bids 0/0/0  took 1/0/0   -> -10, 20, 20                 exact: Ben 0  ANA 1  Eve 1
#   r2 Eve has bid, nothing else (not scored: no exact-bid figure)
#
# Exact-bid sequences in chronological order:
#   Ana  10 11 1 -> 10111: 4 of 5, current streak 3, best 3
#   Ben  11 0    -> 110:   2 of 3, current 0, best 2
#   Cleo 10 11   -> 1011:  3 of 4, current 2, best 2
#   Dan  10      -> 10:    1 of 2, current 0, best 1
#   Eve  1       -> 1:     1 of 1, current 1, best 1
# Misses by direction (took more tricks than bid = over, fewer = under):
#   Ana G1 r2 over; Ben G3 r1 over; Cleo G1 r2 under; Dan G2 r2 over
# Games/wins/totals count finished games only:
#   Ana  2 games, 1 win (shared), totals 10, 50 -> average 30.0, best 50
#   Ben  1 game,  1 win,          total 50      -> 50.0, 50
#   Cleo 2 games, 1 win (shared), totals 10, 50 -> 30.0, 50
#   Dan  1 game,  0 wins,         total 10      -> 10.0, 10
#   Eve  0 games                                -> no average, no best
EXPECTED = [
    PlayerStats("Ana", games=2, wins=1, average_total=30.0, best_total=50, rounds=5, exact_bids=4, current_streak=3, best_streak=3,
                over_bids=1),
    PlayerStats("Ben", games=1, wins=1, average_total=50.0, best_total=50, rounds=3, exact_bids=2, current_streak=0, best_streak=2,
                over_bids=1),
    PlayerStats("Cleo", games=2, wins=1, average_total=30.0, best_total=50, rounds=4, exact_bids=3, current_streak=2, best_streak=2,
                under_bids=1),
    PlayerStats("Dan", games=1, wins=0, average_total=10.0, best_total=10, rounds=2, exact_bids=1, current_streak=0, best_streak=1,
                over_bids=1),
    PlayerStats("Eve", games=0, wins=0, average_total=None, best_total=None, rounds=1, exact_bids=1, current_streak=1, best_streak=1),
]
EXACT_RATES = {"Ana": 0.8, "Ben": 2 / 3, "Cleo": 0.75, "Dan": 0.5, "Eve": 1.0}


def play_three_games(service: GameService) -> tuple[str, str, str]:
    g1 = play_game(service, ["Ana", "Ben", "Cleo"], [([0, 1, 0], [0, 1, 0]), ([1, 0, 1], [2, 0, 0])])
    g2 = play_game(service, ["ana", "Cleo", "Dan"], [([1, 0, 0], [1, 0, 0]), ([0, 1, 0], [0, 1, 1])])
    g3 = service.new_game(["Ben", "ANA", "Eve"], 0, RuleChoice(schedule=(1, 2, 3)))
    play_round(service, g3, [0, 0, 0], [1, 0, 0])
    service.act(g3, Bid(player=2, value=1))
    return g1, g2, g3


def check_the_three_games(service: GameService, ids: tuple[str, str, str]) -> None:
    g1, g2, g3 = ids
    info = {g.id: g for g in service.history()}
    assert (info[g1].totals, info[g1].winners) == ((10, 50, 10), ("Ben",))
    assert (info[g2].totals, info[g2].winners) == ((50, 50, 10), ("ana", "Cleo"))
    assert (info[g3].status, info[g3].totals) == ("unfinished", (-10, 20, 20))


@pytest.fixture(params=["memory", "tinydb"])
def any_service(request, memory_service: GameService, services) -> GameService:
    return memory_service if request.param == "memory" else services.open()


def test_player_statistics_match_the_hand_computed_figures(any_service: GameService) -> None:
    ids = play_three_games(any_service)
    check_the_three_games(any_service, ids)
    stats = any_service.players()
    assert stats == EXPECTED
    assert {s.name: s.exact_rate for s in stats} == pytest.approx(EXACT_RATES)


def test_a_name_typed_in_another_case_is_the_same_player_with_the_first_spelling(any_service: GameService) -> None:
    play_three_games(any_service)
    assert sorted(any_service.roster_names()) == ["Ana", "Ben", "Cleo", "Dan", "Eve"]
    # one roster entry per player, found by the one name identity whatever the spelling
    roster = {e.key: e.name for e in any_service.repo.roster()}
    assert roster[name_key("ANA")] == roster[name_key("  ana ")] == "Ana"
    assert [s.name for s in any_service.players()] == ["Ana", "Ben", "Cleo", "Dan", "Eve"]


def test_roster_and_statistics_are_the_same_after_a_restart(services) -> None:
    service = services.open()
    ids = play_three_games(service)
    resumed = services.reopen(service)
    check_the_three_games(resumed, ids)
    assert resumed.players() == EXPECTED
    assert sorted(resumed.roster_names()) == ["Ana", "Ben", "Cleo", "Dan", "Eve"]
    # a later game with yet another spelling keeps the first one
    play_game(resumed, ["ANA", "Ben", "Cleo"], [([0, 0, 0], [1, 0, 0])])
    again = services.reopen(resumed)
    assert sorted(again.roster_names()) == ["Ana", "Ben", "Cleo", "Dan", "Eve"]
    ana = next(s for s in again.players() if s.name == "Ana")
    # Ana bid 0 and took the trick: -10, a finished game, and her streak is broken
    assert (ana.games, ana.wins, ana.best_total, ana.current_streak, ana.best_streak) == (3, 1, 50, 0, 3)
    assert ana.average_total == round((10 + 50 - 10) / 3, 1)


def test_exact_bid_streaks_run_across_games_in_the_order_they_were_played(memory_service: GameService) -> None:
    # Ben: exact, exact | missed | exact, exact, exact -> current 3, best 3; 5 of 6
    play_game(memory_service, ["Ana", "Ben", "Cleo"], [([0, 1, 0], [0, 1, 0]), ([1, 0, 1], [1, 0, 1])])
    play_game(memory_service, ["Ana", "Ben", "Cleo"], [([0, 0, 0], [0, 1, 0])])
    play_game(memory_service, ["Ana", "Ben", "Cleo"], [([0, 1, 0], [0, 1, 0]), ([1, 1, 1], [1, 1, 0]), ([1, 1, 0], [1, 1, 1])])
    ben = next(s for s in memory_service.players() if s.name == "Ben")
    assert (ben.rounds, ben.exact_bids, ben.current_streak, ben.best_streak) == (6, 5, 3, 3)


SAME_NAME_TWO_WAYS = {
    # "Zoë" typed on a phone (precomposed ë) and on a Mac (e + combining diaeresis)
    "unicode-normalisation": (unicodedata.normalize("NFC", "Zoë"), unicodedata.normalize("NFD", "Zoë")),
    # the roster collapses inner spaces ("Ana  Maria" is "Ana Maria")
    "inner-whitespace": ("Ana Maria", "Ana  Maria"),
}


@pytest.mark.parametrize("case", list(SAME_NAME_TWO_WAYS))
def test_a_player_the_roster_knows_as_one_name_has_one_line_of_statistics(memory_service: GameService, case: str) -> None:
    first, second = SAME_NAME_TWO_WAYS[case]
    play_game(memory_service, [first, "Ben", "Cleo"], [([0, 1, 0], [0, 1, 0])])
    play_game(memory_service, [second, "Ben", "Cleo"], [([0, 1, 0], [0, 1, 0])])
    assert len(memory_service.roster_names()) == 3  # the roster: one player
    stats = {s.name: s for s in memory_service.players()}
    assert len(stats) == 3, sorted(map(ascii, stats))
    assert stats[first].games == 2
