"""History, home, players and deal sizes: the lists, decided without a browser."""

from __future__ import annotations

from datetime import datetime

from scorekeeper.domain import GameSummary, PlayerStats, RuleChoice, resolve_rules
from scorekeeper.cli.render import schedule_data
from scorekeeper.presenters.deal_sizes import deal_sizes_view
from scorekeeper.presenters.history import RowAction, history_view
from scorekeeper.presenters.home import resume_card
from scorekeeper.presenters.players import players_view
from scorekeeper.storage import GameInfo

from .helpers import REGISTRY, t

WHEN = datetime(2024, 5, 1, 20, 15)


def listed(game_id: str, *, finished: bool, winners: tuple[str, ...] = (), played: int = 3,
           total: int | None = 20, trashed: bool = False, totals: tuple[int, ...] = (),
           preset: str = "standard", bids: str | None = None, notequal: str | None = None) -> GameInfo:
    summary = GameSummary(players=("Ana", "Ben", "Cleo"), preset=preset, finished=finished,
                          rounds_played=played, rounds_total=total, winners=winners, totals=totals,
                          bids=bids, notequal=notequal)
    return GameInfo(id=game_id, created=WHEN, updated=WHEN, action_count=10, summary=summary,
                    trashed_at=WHEN if trashed else None)


# -- history ------------------------------------------------------------------


def test_an_unfinished_game_offers_view_continue_export_and_delete():
    row = history_view([listed("g1", finished=False)], False, t).rows[0]
    assert row.game_id == "g1" and row.players == "Ana, Ben, Cleo"
    assert row.detail == "1 May 2024, 20:15 · standard · 3 of 20 rounds played"
    assert row.actions == (RowAction.VIEW, RowAction.CONTINUE, RowAction.EXPORT, RowAction.DELETE)


def test_a_finished_game_names_its_winners_and_cannot_be_continued():
    row = history_view([listed("g2", finished=True, winners=("Ana", "Cleo"), totals=(120, 40, 120))], False, t).rows[0]
    assert row.detail.endswith("· won by Ana and Cleo with 120")
    assert row.actions == (RowAction.VIEW, RowAction.EXPORT, RowAction.DELETE)


def test_a_game_in_the_trash_can_be_viewed_exported_or_restored_only():
    view = history_view([listed("g3", finished=False, trashed=True)], True, t)
    assert view.rows[0].actions == (RowAction.VIEW, RowAction.EXPORT, RowAction.RESTORE)
    assert view.can_empty_trash and view.empty_text == ""


def never_replayed(game_id: str):
    raise AssertionError(f"game {game_id} was replayed to name its rules")


def test_each_row_names_its_rules_from_its_summary_without_replaying_the_game():
    games = [listed("g6", finished=False, bids="hidden", notequal="all"),
             listed("g7", finished=False, preset="dm-mixed", bids="mixed", notequal="some"),
             listed("g8", finished=False, bids="secret", notequal="none")]
    rows = history_view(games, False, t, REGISTRY, never_replayed).rows
    assert rows[0].detail == "1 May 2024, 20:15 · Standard · Hidden bids · notequal · 3 of 20 rounds played"
    assert "· DM mixed · mixed bids · notequal in some rounds ·" in rows[1].detail
    assert "· Standard · Secret bids · 3 of 20" in rows[2].detail


def test_a_game_saved_before_summaries_kept_its_rules_is_replayed_to_name_them():
    hidden = resolve_rules(RuleChoice(bids="hidden", notequal=True), 3, REGISTRY)
    row = history_view([listed("g6", finished=False)], False, t, REGISTRY, lambda _id: hidden).rows[0]
    assert row.detail == "1 May 2024, 20:15 · Standard · Hidden bids · notequal · 3 of 20 rounds played"
    mixed = resolve_rules(RuleChoice(preset="dm-mixed"), 3, REGISTRY)
    row = history_view([listed("g7", finished=False)], False, t, REGISTRY, lambda _id: mixed).rows[0]
    assert "DM mixed · mixed bids · notequal in some rounds" in row.detail


def test_a_game_whose_preset_file_is_gone_shows_the_presets_id():
    gone = listed("g9", finished=False, preset="house-rules-2019", bids="open", notequal="none")
    row = history_view([gone], False, t, REGISTRY, lambda _id: None).rows[0]
    assert "· house-rules-2019 · 3 of 20" in row.detail


def test_an_unknown_schedule_length_shows_a_question_mark():
    row = history_view([listed("g4", finished=False, played=0, total=None)], False, t).rows[0]
    assert row.detail.endswith("0 of ? rounds played")


def test_empty_lists_say_so_and_an_empty_trash_cannot_be_emptied():
    assert history_view([], False, t).empty_text == "No games yet."
    trash = history_view([], True, t)
    assert trash.empty_text == "The trash is empty." and not trash.can_empty_trash


def test_the_row_actions_name_the_buttons_the_view_draws():
    assert [a.value for a in RowAction] == ["view", "open", "delete", "restore", "export"]


def test_home_offers_to_resume_the_latest_unfinished_game():
    card = resume_card(listed("g5", finished=False, played=7, total=15), t)
    assert card is not None and card.game_id == "g5"
    assert (card.title, card.progress) == ("Unfinished game: Ana, Ben, Cleo", "7 of 15 rounds played")
    assert resume_card(None, t) is None


# -- players ------------------------------------------------------------------


def test_player_cards_show_rounded_figures():
    stats = PlayerStats(name="Ana", games=4, wins=1, average_total=95.6, best_total=150, rounds=8,
                        exact_bids=5, current_streak=2, best_streak=5)
    card = players_view([stats], t).cards[0]
    assert card.name == "Ana"
    assert card.games == "games 4 · wins 1 · average 96 · best 150"
    assert card.bids == "exact bids 62% · streak 2 (best 5)"


def test_a_player_without_a_finished_game_or_a_scored_round_shows_dashes():
    stats = PlayerStats(name="Ben", games=0, wins=0, average_total=None, best_total=None, rounds=0,
                        exact_bids=0, current_streak=0, best_streak=0)
    card = players_view([stats], t).cards[0]
    assert card.games == "games 0 · wins 0 · average – · best –"
    assert card.bids == "exact bids – · streak 0 (best 0)"


def test_no_players_yet_says_when_they_appear():
    view = players_view([], t)
    assert view.cards == () and view.empty_text == "Players appear here after their first game."


# -- deal sizes ---------------------------------------------------------------


def test_the_deal_size_table_has_a_column_per_table_size_and_marks_full_deals():
    view = deal_sizes_view("standard", REGISTRY, t)
    assert view.headers == ("Round", "3 pl.", "4 pl.", "5 pl.", "6 pl.")
    assert len(view.rows) == 20
    assert view.rows[0].cells == ("1", "1", "1", "1")
    assert view.rows[9].cells == ("10", "10", "10", "10*")
    assert view.rows[19].cells == ("20*", "", "", "")
    assert view.undefined == "" and view.description.startswith("Round r deals r cards")


def test_the_deal_size_table_says_which_table_sizes_a_preset_leaves_out():
    view = deal_sizes_view("amigo-tournament", REGISTRY, t)
    assert len(view.rows) == 10 and view.rows[0].cells == ("2", "1", "2", "")
    assert view.undefined == "Not defined for 6 players."


def test_the_deal_size_table_agrees_with_the_command_lines_schedule():
    view = deal_sizes_view("five-rounds", REGISTRY, t)
    for column, players in enumerate(range(3, 7)):
        rounds = schedule_data(resolve_rules(RuleChoice(preset="five-rounds"), players, REGISTRY))["rounds"]
        shown = [row.cells[column] for row in view.rows]
        assert shown == [f"{r['cards']}{'' if r['trump_card'] else '*'}" for r in rounds]


def test_the_preset_menu_lists_every_preset():
    ids = [preset_id for preset_id, _name in deal_sizes_view("standard", REGISTRY, t).presets]
    assert ids == REGISTRY.ids()
