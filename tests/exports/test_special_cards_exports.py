"""Every export of a game played with the Bomb, the Cloud and the Werewolf
carries them (the record, the CSV, the PDF, the text summary, the backup);
a game without them exports exactly as before."""

from __future__ import annotations

import csv
import io
import json

from pypdf import PdfReader

from scorekeeper.bootstrap import Scorekeeper
from scorekeeper.domain import (
    Bid, BombPlayed, CloseRound, CloudShift, EnterTricks, Game, RuleChoice, Start, TrickWon, WerewolfTrump,
    game_from_record,
)
from scorekeeper.exports import export_game
from scorekeeper.exports.pdf import MISSING

from .helpers import PLAYED, REGISTRY, pdf_text, play


def carded() -> Game:
    """Ana deals 3 cards: the Werewolf (Cleo, no trump), then Ana wins the
    Cloud's trick (1 -> 2) and the Bomb takes one; round 2 is plain."""
    game = Game.start(Start(players=("Ana", "Ben", "Cleo"),
                            rules=RuleChoice(preset="anniversary", schedule=(3, 2))), REGISTRY)
    game = game.apply(WerewolfTrump(player=2, suit="none"))
    for seat, value in ((1, 1), (2, 0), (0, 1)):
        game = game.apply(Bid(player=seat, value=value))
    game = game.apply(TrickWon(player=0)).apply(CloudShift(player=0, change=1)).apply(BombPlayed())
    game = game.apply(TrickWon(player=0)).apply(CloseRound())
    for seat, value in ((2, 1), (0, 0), (1, 1)):
        game = game.apply(Bid(player=seat, value=value))
    return game.apply(EnterTricks(tricks=(0, 1, 1)))


def test_the_json_record_carries_the_cards_and_reads_back_the_same_game():
    state = carded().state
    record = json.loads(export_game(state, "json", registry=REGISTRY).data)
    first = record["rounds"][0]
    assert (first["bomb"], first["cloud"], first["werewolf"], first["trump"]) == (
        True, {"player": 0, "change": 1}, 2, "none")
    assert "bomb" not in record["rounds"][1] and "cloud" not in record["rounds"][1]
    again = game_from_record(record, REGISTRY).state
    assert again.totals == state.totals == (40 + 20, -10 + 30, 20 + 30)


def test_the_csv_has_the_bomb_the_werewolf_and_the_scored_bid():
    data = export_game(carded().state, "csv", played=PLAYED).data.decode("utf-8-sig")
    rows = list(csv.reader(io.StringIO(data)))
    assert rows[0][-3:] == ["bomb", "werewolf", "scored_bid"]
    ana = rows[1]
    assert ana[4] == "Ana" and ana[5:9] == ["1", "2", "40", "40"] and ana[9:] == ["1", "Cleo", "2"]
    assert rows[2][9:] == ["1", "Cleo", ""]  # Ben: his bid unchanged
    assert rows[4][9:] == ["", "", ""]  # round 2: no card acted


def test_a_game_without_the_recorded_cards_keeps_the_old_csv_columns():
    data = export_game(play(("Ana", "Ben", "Cleo"), RuleChoice(schedule=(1, 2))).state, "csv").data.decode("utf-8-sig")
    assert next(csv.reader(io.StringIO(data))) == ["round", "cards", "dealer", "trump", "player", "bid", "tricks",
                                                   "points", "total"]
    juggler = play(("Ana", "Ben", "Cleo"), RuleChoice(preset="anniversary", special_cards=("juggler",), schedule=(1,)))
    assert next(csv.reader(io.StringIO(export_game(juggler.state, "csv").data.decode("utf-8-sig"))))[-1] == "total"


def test_the_pdf_shows_the_cloud_s_bids_and_a_line_for_each_card():
    pdf = PdfReader(io.BytesIO(export_game(carded().state, "pdf", played=PLAYED).data))
    text = pdf.pages[0].extract_text()
    assert "1→2" in text
    assert "the Bomb’s trick went to nobody" in text and "trump chosen by Cleo" in text
    assert "special cards" in text


def test_the_summary_names_the_cards_in_every_language():
    en = export_game(carded().state, "txt", played=PLAYED).data.decode("utf-8")
    assert "Round 1: the Bomb’s trick went to nobody; Cloud: Ana’s bid went from 1 to 2; Werewolf: trump chosen by Cleo" in en
    de = export_game(carded().state, "txt", played=PLAYED, language="de").data.decode("utf-8")
    assert "Runde 1: der Bomben-Stich ging an niemanden" in de and "Sonderkarten" in de


def test_a_backup_keeps_the_card_actions_and_a_restore_gives_the_same_game_back():
    with Scorekeeper.in_memory() as source, Scorekeeper.in_memory() as target:
        game = carded()
        source.service.add_game(game)
        data = source.service.backup().data
        assert b'"type":"bomb"' in data.replace(b" ", b"") and b'"type":"cloud"' in data.replace(b" ", b"")
        report = target.service.restore_backup(data)
        assert len(report.added) == 1
        restored = target.service.game(target.service.history()[0].id)
        assert restored.state.totals == game.state.totals and restored.state.rounds[0].mark("bomb")


def test_the_pdf_prints_the_card_notes_and_the_legend_on_lines_of_their_own_with_no_box_between():
    """The notes and the legend were one text joined by a newline, and the
    newline (no glyph in the font) printed as a box: "...1 to 2□Under each"."""
    text = pdf_text(export_game(carded().state, "pdf", played=PLAYED).data)
    assert MISSING not in text
    lines = text.splitlines()
    notes = next(line for line in lines if line.startswith("Round 1: the Bomb’s trick"))
    assert notes.endswith("Werewolf: trump chosen by Cleo")
    assert lines[lines.index(notes) + 1].startswith("Under each player")
