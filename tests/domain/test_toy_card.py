"""A special card is one module: a toy card defined here, and nowhere in the
package, plays a round through the engine, the sheet, the CSV, the game
record and the round screen's presenter once the registry has it
(``variants.registered``), and is gone again after."""

from __future__ import annotations

from typing import Any, Literal, Sequence

import pytest
from pydantic import StrictInt

from scorekeeper.domain import GameAction, Phase, RuleChoice, TrickWon, score_sheet
from scorekeeper.domain.errors import SpecialCardError
from scorekeeper.domain.legality import check_seat, require_play
from scorekeeper.domain.record import game_from_record, parse_record, record_from_state
from scorekeeper.domain.state import replace_current, with_mark
from scorekeeper.domain.variants import VARIANTS, Variant, registered
from scorekeeper.exports.sheet import card_notes, sheet_export
from scorekeeper.i18n import translator
from scorekeeper.exports.spreadsheet import sheet_csv_bytes, sheet_csv_by_round
from scorekeeper.presenters.cards import cards_view
from scorekeeper.presenters.sheet import sheet_view

from .helpers import REGISTRY, assert_rejected, bid_all, start

t = translator("en")

TOY = "toy-double"


class DoubleWon(GameAction):
    """``player`` won the toy card's trick: it counts double for them."""

    type: Literal["toy-double"] = "toy-double"
    player: StrictInt


class DoubleTrick(Variant):
    """The toy card: the trick it is in counts double for its winner (they
    are scored for one trick more than they took)."""

    id = TOY
    name = "the Double"
    actions = (DoubleWon,)
    record_field = "double"
    record_type = StrictInt
    replay_stage = "scored"
    csv_round_columns = ("double",)
    csv_wide_columns = ("double",)

    def tricks_bonus(self, rnd) -> tuple[int, int] | None:
        seat = rnd.mark(self.id)
        return (seat, 1) if seat is not None else None

    def step(self, state, action: Any):
        rnd = state.current
        check_seat(state, action.player, "double")
        require_play(state, rnd)
        if rnd.mark(self.id) is not None or rnd.tricks[action.player] < 1:
            raise SpecialCardError(f"round {rnd.number}: no double trick for {state.name(action.player)}",
                                   round=rnd.number, code="double.refused")
        return replace_current(state, with_mark(rnd, self.id, action.player))

    def legal(self, state) -> tuple[GameAction, ...]:
        rnd = state.current
        if rnd.mark(self.id) is not None or rnd.phase not in (Phase.PLAYING, Phase.SCORED):
            return ()
        return tuple(DoubleWon(player=seat) for seat, took in enumerate(rnd.tricks) if took)

    def to_record(self, mark: Any, scored: bool) -> Any:
        return mark if scored else None

    def replay(self, value: Any, rnd: Any) -> GameAction:
        return DoubleWon(player=value)

    def note(self, mark: Any, t, names: Sequence[str], bids, final_bids, covered: bool) -> str | None:
        return f"{names[mark]}'s trick counted double"

    def csv_values(self, mark: Any, names: Sequence[str], seat, bids, final_bids) -> tuple[str, ...]:
        return ("" if mark is None else names[mark],)

    def offers(self, state, t) -> tuple[tuple[str, GameAction], ...]:
        return tuple((f"Double: {state.name(a.player)}", a) for a in self.legal(state))


@pytest.fixture
def toy():
    with registered(DoubleTrick()) as variant:
        yield variant
    assert TOY not in VARIANTS


def test_a_toy_card_defined_in_a_test_plays_a_round_through_engine_sheet_csv_record_and_round_screen(toy):
    game = start(preset="standard", schedule=(3, 3), special_cards=(TOY,))
    assert game.state.current.variants == (toy,)
    game = bid_all(game, [1, 1, 1])
    game = game.apply(TrickWon(player=0)).apply(TrickWon(player=1))

    # the round screen offers the card to whoever has won a trick, as presenter values
    view = cards_view(game, t)
    assert [(o.variant, o.label) for o in view.offers] == [(TOY, "Double: Ana"), (TOY, "Double: Ben")]
    assert view.playable and not view.empty
    game = game.apply(view.offers[0].action).apply(TrickWon(player=2))
    assert cards_view(game, t).offers == ()

    # the engine: Ana bid 1, took 1, is scored for 2; the others made their bids
    rnd = game.state.current
    assert rnd.scored and rnd.mark(TOY) == 0 and rnd.points == (-10, 30, 30)
    assert_rejected(game, DoubleWon(player=1), SpecialCardError, "round 1", "no double trick")

    # the sheet, the sheet screen, the exports' notes: the card's one sentence
    sheet = score_sheet(game.state)
    assert sheet.rounds[0].marks == ((TOY, 0),) and sheet.rounds[0].cells[0].points == -10
    assert sheet_view(game.state, True, t).card_notes[0].endswith("Ana's trick counted double")
    assert card_notes(sheet, t) == [t("cards.note.round", n=1, notes="Ana's trick counted double")]

    # the CSV: the card's column, in both layouts
    rows = sheet_csv_bytes(sheet_export(game.state)).decode("utf-8-sig").splitlines()
    header = rows[0].split(",")
    column = header.index("csv.double")  # (no translation: a toy's column keeps its key)
    assert [row.split(",")[column] for row in rows[1:4]] == ["Ana"] * 3  # the round's column, on each player's row
    assert all(len(row.split(",")) == len(header) for row in rows)
    assert sheet_csv_by_round(sheet, t).splitlines()[1].split(",")[-1] == "Ana"

    # the record: the card's field, and back to the same game
    data = record_from_state(game.state).to_json()
    assert data["rounds"][0]["double"] == 0
    again = game_from_record(parse_record(data), REGISTRY)
    assert again.state == game.state and again.state.totals == (-10, 30, 30)


def test_a_toy_card_is_unknown_again_once_its_registration_ends():
    with registered(DoubleTrick()):
        assert RuleChoice(special_cards=(TOY,)).special_cards == (TOY,)
    assert TOY not in VARIANTS
    with pytest.raises(ValueError, match="special_cards"):
        RuleChoice(special_cards=(TOY,))
    with pytest.raises(ValueError, match="double"):
        parse_record({"format": "wizard-scorekeeper/game@1", "players": ["Ana", "Ben", "Cleo"],
                      "rounds": [{"double": 0}]})


def test_a_card_id_or_action_already_registered_is_refused():
    with pytest.raises(ValueError):
        with registered(VARIANTS["bomb"]):
            pass
    with registered(DoubleTrick()):
        with pytest.raises(ValueError):
            with registered(DoubleTrick()):
                pass
    assert TOY not in VARIANTS
