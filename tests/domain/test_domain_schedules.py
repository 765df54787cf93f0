"""Card counts per round, trump cards, and per-round bidding rules."""

from __future__ import annotations

import pytest

from scorekeeper.domain import (
    BidMode,
    RuleChoice,
    max_cards,
    resolve_rules,
    trump_card_turned,
)
from scorekeeper.domain.errors import PlayerCountError, RulesError, ScheduleError
from scorekeeper.presets import builtin_registry

REGISTRY = builtin_registry()


def schedule_for(players: int, preset: str = "standard", custom=None) -> tuple[int, ...]:
    choice = RuleChoice(preset=preset, schedule=tuple(custom) if custom is not None else None)
    return resolve_rules(choice, players, REGISTRY).schedule

STANDARD = {3: list(range(1, 21)), 4: list(range(1, 16)), 5: list(range(1, 13)), 6: list(range(1, 11))}
TOURNAMENT = {
    3: [2, 4, 6, 8, 10, 12, 14, 16, 18, 20],
    4: [1, 3, 5, 7, 9, 11, 12, 13, 14, 15],
    5: [2, 4, 5, 6, 7, 8, 9, 10, 11, 12],
}
FIVE_ROUNDS = {3: [1, 2, 3, 4, 5], 4: [1, 2, 3, 4, 5], 5: [1, 2, 3, 4, 5], 6: [1, 2, 3, 4, 5]}

EXPECTED = [
    *[("standard", p, s) for p, s in STANDARD.items()],
    *[("dm-mixed", p, s) for p, s in STANDARD.items()],
    *[("amigo-tournament", p, s) for p, s in TOURNAMENT.items()],
    *[("five-rounds", p, s) for p, s in FIVE_ROUNDS.items()],
]


@pytest.mark.parametrize("preset, players, cards", EXPECTED, ids=lambda v: str(v) if not isinstance(v, list) else "")
def test_schedule_deals_the_documented_card_counts(preset, players, cards):
    assert list(schedule_for(players, preset)) == cards


@pytest.mark.parametrize("players, top", [(3, 20), (4, 15), (5, 12), (6, 10)])
def test_max_cards_splits_the_sixty_card_deck(players, top):
    assert max_cards(players) == top


@pytest.mark.parametrize("preset, players, cards", EXPECTED, ids=lambda v: str(v) if not isinstance(v, list) else "")
def test_trump_card_is_turned_unless_the_whole_deck_is_dealt(preset, players, cards):
    rules = resolve_rules(RuleChoice(preset=preset), players, REGISTRY)
    for number, count in enumerate(cards, start=1):
        assert rules.trump_card(number) == (count * players < 60)


def test_no_trump_card_in_the_last_standard_round_but_one_in_every_five_rounds_round():
    assert not resolve_rules(RuleChoice(), 4, REGISTRY).trump_card(15)
    assert resolve_rules(RuleChoice(), 4, REGISTRY).trump_card(14)
    five = resolve_rules(RuleChoice(preset="five-rounds"), 6, REGISTRY)
    assert all(five.trump_card(n) for n in range(1, 6))
    tournament = resolve_rules(RuleChoice(preset="amigo-tournament"), 5, REGISTRY)
    assert not tournament.trump_card(10) and tournament.trump_card(9)


@pytest.mark.parametrize("cards, players, turned", [
    (1, 3, True), (19, 3, True), (20, 3, False), (14, 4, True), (15, 4, False),
    (11, 5, True), (12, 5, False), (9, 6, True), (10, 6, False),
])
def test_trump_card_turned_when_cards_times_players_is_below_sixty(cards, players, turned):
    assert trump_card_turned(cards, players) is turned


def test_tournament_with_six_players_is_refused_clearly():
    with pytest.raises(ScheduleError) as info:
        schedule_for(6, "amigo-tournament")
    message = str(info.value)
    assert "amigo-tournament" in message and "6 players" in message and "3, 4, 5" in message


@pytest.mark.parametrize("players", [0, 1, 2, 7, 10, -3])
def test_fewer_than_three_or_more_than_six_players_are_refused(players):
    with pytest.raises(PlayerCountError, match=f"3 to 6 players, not {players}"):
        schedule_for(players)
    with pytest.raises(PlayerCountError):
        max_cards(players)


@pytest.mark.parametrize("players, custom", [(3, [2, 5, 20]), (4, [15]), (5, [12, 1, 12]), (6, [10, 10])])
def test_custom_schedule_is_used_as_typed(players, custom):
    assert list(schedule_for(players, custom=custom)) == custom


@pytest.mark.parametrize("preset", ["standard", "amigo-tournament", "five-rounds", "dm-mixed"])
def test_custom_schedule_overrides_any_preset_schedule(preset):
    rules = resolve_rules(RuleChoice(preset=preset, schedule=(3, 1, 2)), 4, REGISTRY)
    assert rules.schedule == (3, 1, 2) and rules.rounds == 3


def test_custom_schedule_even_allows_six_players_at_a_tournament_table():
    assert schedule_for(6, "amigo-tournament", custom=[1, 2]) == (1, 2)


@pytest.mark.parametrize("players, custom, bad_round, bad_cards", [
    (3, [1, 21], 2, 21), (4, [16], 1, 16), (5, [1, 2, 13], 3, 13), (6, [11], 1, 11), (4, [0], 1, 0), (3, [2, -1], 2, -1),
])
def test_custom_count_above_the_deck_split_is_refused_with_round_and_limit(players, custom, bad_round, bad_cards):
    with pytest.raises(ScheduleError) as info:
        schedule_for(players, custom=custom)
    message = str(info.value)
    assert f"round {bad_round}" in message
    assert f"{bad_cards} cards" in message
    assert f"{players} players" in message
    assert f"1 to {60 // players}" in message


def test_empty_custom_schedule_is_refused():
    with pytest.raises(ScheduleError, match="at least one round"):
        schedule_for(4, custom=[])


def test_schedule_errors_are_rules_errors_and_value_errors():
    assert issubclass(ScheduleError, RulesError) and issubclass(RulesError, ValueError)
    assert issubclass(PlayerCountError, RulesError)


# -- bidding rules per round ------------------------------------------------------------


def modes(preset: str, players: int, **options) -> list[tuple[str, bool]]:
    rules = resolve_rules(RuleChoice(preset=preset, **options), players, REGISTRY)
    return [(rules.round_rules(n).bids.value, rules.round_rules(n).notequal) for n in range(1, rules.rounds + 1)]


def test_dm_mixed_with_four_players_is_hidden_then_notequal_then_hidden():
    got = modes("dm-mixed", 4)
    assert len(got) == 15
    assert got[:6] == [("hidden", False)] * 6
    assert got[6:14] == [("open", True)] * 8
    assert got[14] == ("hidden", False)


@pytest.mark.parametrize("players, rounds", [(3, 20), (5, 12), (6, 10)])
def test_dm_mixed_for_other_lengths_hides_rounds_one_to_six_and_the_last(players, rounds):
    got = modes("dm-mixed", players)
    assert got == [("hidden", False)] * 6 + [("open", True)] * (rounds - 7) + [("hidden", False)]


def test_dm_mixed_with_a_short_custom_schedule_is_all_hidden():
    assert modes("dm-mixed", 4, schedule=(1, 2, 3)) == [("hidden", False)] * 3
    assert modes("dm-mixed", 4, schedule=(1,) * 8) == [("hidden", False)] * 6 + [("open", True), ("hidden", False)]


def test_explicit_notequal_overrides_dm_mixed_everywhere():
    assert all(ne for _, ne in modes("dm-mixed", 4, notequal=True))
    assert not any(ne for _, ne in modes("dm-mixed", 4, notequal=False))
    assert [b for b, _ in modes("dm-mixed", 4, notequal=False)] == ["hidden"] * 6 + ["open"] * 8 + ["hidden"]


def test_explicit_bid_mode_overrides_dm_mixed_everywhere():
    got = modes("dm-mixed", 4, bids="secret")
    assert [b for b, _ in got] == ["secret"] * 15
    assert [ne for _, ne in got] == [False] * 6 + [True] * 8 + [False]
    assert [b for b, _ in modes("dm-mixed", 4, bids="open")] == ["open"] * 15


@pytest.mark.parametrize("preset", ["standard", "five-rounds", "amigo-tournament", "dm-mixed"])
def test_foresight_is_a_round_one_reminder_only(preset):
    rules = resolve_rules(RuleChoice(preset=preset, foresight=True), 4, REGISTRY)
    assert rules.round_rules(1).foresight
    assert not any(rules.round_rules(n).foresight for n in range(2, rules.rounds + 1))
    off = resolve_rules(RuleChoice(preset=preset), 4, REGISTRY)
    assert not any(off.round_rules(n).foresight for n in range(1, off.rounds + 1))


def test_standard_hidden_and_secret_options_apply_to_every_round():
    assert modes("standard", 6, bids="hidden", notequal=True) == [("hidden", True)] * 10
    assert modes("five-rounds", 3, bids="secret") == [("secret", False)] * 5
    assert set(BidMode) == {BidMode.OPEN, BidMode.HIDDEN, BidMode.SECRET}
