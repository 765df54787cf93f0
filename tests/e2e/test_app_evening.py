"""The evening as it really goes (issue 30), through the game's menu of the
real app on a 360x740 phone: a 5-player game where Ben leaves at round 4,
Finn joins at round 6 (between Cleo and Dan), Ben comes back at round 7,
the plan is shortened, Cleo
gets a penalty for a revoke, and the table ends the game early; after each
change the screen shows what the engine says (every total, who deals, the
rows of those who play). Then screenshots of the menu, its dialogs and a
round with a seat out, light and dark, English and German, written to
/work/notes/shots-30/ (or $SK_SHOTS_30)."""

from __future__ import annotations

import os
import random
from pathlib import Path

import pytest

from scorekeeper.domain import Phase
from scorekeeper.domain import Adjust, EndGame, JoinSeat, TableChange
from scorekeeper.i18n import translator
from scorekeeper.presenters.evening import MINUS

from . import table
from .scorekeeper_driver import T, Driver
from .test_app_game_menu import choose_language

pytestmark = pytest.mark.e2e

SHOTS = Path(os.environ.get("SK_SHOTS_30", "/work/notes/shots-30"))
FIVE = ["Ana", "Ben", "Cleo", "Dan", "Eve"]


def open_change(tk: Driver, key: str) -> None:
    """The game's menu, then its change ``key`` (its dialog opens)."""
    app = tk.app
    app.tap("game-menu")
    app.wait_for(f"change-{key}")
    app.tap(f"change-{key}")
    app.wait_for("change-confirm")


def confirm(tk: Driver, *actions, note: str) -> None:
    """The dialog's button applies the change; the mirror applies the same."""
    tk.app.tap("change-confirm")
    tk.app.wait_gone("change-confirm")
    for action in actions:
        tk.table.apply(action)  # type: ignore[union-attr]
    tk.log.append(note)
    tk.uncovered = tk.pick = None
    tk.expect_state(what=note)


def dealer_line(tk: Driver) -> str:
    st = tk.state
    rnd = st.current
    return T("round.dealer", dealer=st.name(rnd.dealer), first=st.name(rnd.first_bidder))


def play_to(tk: Driver, number: int, rng: random.Random) -> None:
    """Rounds played until round ``number`` has begun."""
    while tk.state.current.number < number:
        tk.play_round(rng)


def test_a_player_leaves_another_joins_the_plan_shortens_a_penalty_and_the_game_ends_early(tk: Driver):
    rng = random.Random(30)
    app = tk.app
    tk.new_game(FIVE, schedule=(1,) * 10)
    play_to(tk, 4, rng)

    # round 4: Ben leaves; his total stays, the dealer and the first bidder pass over him
    ben = tk.state.totals[1]
    open_change(tk, "leave")
    app.tap("leave-1")
    app.wait_text("change-says", T.n("leave.says", ben, name="Ben", total=ben, n=4))
    confirm(tk, TableChange(leave=(1,)), note="Ben leaves")
    assert app.text("round-out") == T("round.left", name="Ben", n=3, total=ben)
    assert app.text("round-dealer") == dealer_line(tk) and "Ben" not in dealer_line(tk)
    assert not app.exists("board-1") and app.text("undo") == T("game.undo_change", what=T("did.left", names="Ben"))
    tk.bid_round(rng)
    tk.play_tricks(rng)
    assert not app.exists("trick-1") and not app.exists("row-1") and tk.state.totals[1] == ben
    tk.next_round()
    play_to(tk, 6, rng)

    # round 6: Finn joins between Cleo and Dan, from this round, with 0 points
    open_change(tk, "join")
    app.tap("join-place-3")
    # a name already at the table: the domain's refusal, in words, and nothing to confirm
    app.fill("join-name", "Ben")
    refused = tk.table.would_refuse(TableChange(join=(JoinSeat(name="Ben", seat=3),)), say="error")  # type: ignore[union-attr]
    assert refused
    app.wait_text("change-problem", refused, exact=True)
    assert app.is_disabled("change-confirm")
    app.fill("join-name", "Finn")
    app.wait_text("change-says", T("join.says", name="Finn", left="Cleo", right="Dan", n=6))
    confirm(tk, TableChange(join=(JoinSeat(name="Finn", seat=3),)), note="Finn joins")
    assert tk.state.players == ("Ana", "Ben", "Cleo", "Finn", "Dan", "Eve")
    assert app.text("total-3") == table.total_text(tk.state, 3) and app.text("round-dealer") == dealer_line(tk)
    play_to(tk, 7, rng)

    # round 7: Ben comes back (six play: one card each still fits the deck), with the total he left with
    open_change(tk, "rejoin")
    app.tap("rejoin-1")
    app.wait_text("change-says", T.n("rejoin.says", ben, name="Ben", total=ben, n=7))
    confirm(tk, TableChange(rejoin=(1,)), note="Ben comes back")
    assert not app.exists("round-out") and app.text("round-dealer") == dealer_line(tk)

    # the plan is shortened to end after round 8
    open_change(tk, "plan")
    app.tap("plan-minus")
    app.wait_text("plan-last", T("plan.last", n=9), exact=True)
    app.tap("plan-minus")
    app.wait_text("change-says", T("plan.ends", last=8, total=10))
    confirm(tk, TableChange(plan=(1, 1)), note="plan: stop after round 8")
    assert tk.state.total_rounds == 8

    # a revoke: 10 points off Cleo's total, with round 7
    open_change(tk, "adjust")
    app.tap("adjust-player-2")
    app.tap("adjust-minus-10")
    app.tap("adjust-reason-0")
    revoke = T("adjust.reason.revoke")
    app.wait_text("change-says", T("did.adjust", points=f"{MINUS}10", name="Cleo", reason=revoke))
    confirm(tk, Adjust(player=2, points=-10, reason=revoke), note="Cleo -10 (revoke)")
    assert app.text("undo") == T("game.undo_change", what=T("did.adjust", points=f"{MINUS}10", name="Cleo",
                                                            reason=revoke))
    tk.bid_round(rng)
    tk.play_tricks(rng)
    assert tk.state.current.phase is Phase.SCORED

    # the table stops here, after round 7 of 8: the totals so far are final
    open_change(tk, "end")
    app.wait_text("change-says", "7")
    confirm(tk, EndGame(), note="end the game")
    assert tk.state.complete and tk.state.ended_early
    assert app.text("undo") == T("game.undo_change", what=T("did.end"))
    # undo takes it back, redo ends it again
    tk.undo()
    assert not tk.state.complete
    tk.redo()
    assert tk.state.complete


def shoot(tk: Driver, name: str) -> None:
    SHOTS.mkdir(parents=True, exist_ok=True)
    tk.app.page.mouse.move(359, 739)  # no hover effect from the last tap
    tk.app.screenshot(name, settle_s=1.0).replace(SHOTS / f"{name}.png")


def cancel(tk: Driver) -> None:
    tk.app.tap("change-cancel")
    tk.app.wait_gone("change-cancel")


@pytest.mark.parametrize("theme", ["light", "dark"])
def test_screenshots_of_the_games_menu_its_dialogs_and_a_seat_out(tk: Driver, theme: str, monkeypatch):
    app = tk.app
    dark = theme == "dark"
    if app.is_checked("theme-dark") is not dark:
        app.tap("theme-dark")
        app.wait_checked("theme-dark", dark)
    rng = random.Random(31)
    german = False
    try:
        tk.new_game(FIVE, schedule=(2,) * 6)
        play_to(tk, 2, rng)
        for language in ("en", "de"):
            if language != "en":
                choose_language(tk, language, monkeypatch)
                german = True
            t = translator(language)
            prefix = f"30-{theme}-{language}"
            app.tap("game-menu")
            app.wait_for("change-leave")
            shoot(tk, f"{prefix}-1-menu")
            app.page.mouse.click(20, 700)  # closed as a phone closes it: a tap beside it
            app.wait_gone("change-leave")
            open_change(tk, "leave")
            app.tap("leave-1")
            app.wait_for("change-says")
            shoot(tk, f"{prefix}-2-leave")
            cancel(tk)
            open_change(tk, "join")
            app.fill("join-name", "Maximiliane")
            app.tap("join-place-2")
            app.wait_for("change-says")
            shoot(tk, f"{prefix}-3-join")
            cancel(tk)
            open_change(tk, "plan")
            app.tap("plan-minus")
            app.wait_for("change-says")
            shoot(tk, f"{prefix}-4-plan")
            cancel(tk)
            open_change(tk, "adjust")
            app.tap("adjust-player-2")
            app.tap("adjust-minus-10")
            app.tap("adjust-reason-0")
            app.wait_for("change-says")
            shoot(tk, f"{prefix}-5-adjust")
            cancel(tk)
            open_change(tk, "end")
            app.wait_for("change-says")
            shoot(tk, f"{prefix}-6-end")
            cancel(tk)
            assert app.text("round-number") == t("game.round_of", n=2, total=6)
        choose_language(tk, "en", monkeypatch)
        german = False
        # Ben leaves: the round without him, bidding and in play
        open_change(tk, "leave")
        app.tap("leave-1")
        confirm(tk, TableChange(leave=(1,)), note="Ben leaves")
        shoot(tk, f"30-{theme}-en-7-round-seat-out")
        tk.bid_round(rng)
        shoot(tk, f"30-{theme}-en-8-tally-seat-out")
        tk.play_tricks(rng)
        tk.next_round()
        # round 3: Finn joins between Cleo and Dan (six seated, five play); a revoke costs Cleo 10
        open_change(tk, "join")
        app.fill("join-name", "Finn")
        app.tap("join-place-3")
        confirm(tk, TableChange(join=(JoinSeat(name="Finn", seat=3),)), note="Finn joins")
        open_change(tk, "adjust")
        app.tap("adjust-player-2")
        app.tap("adjust-minus-10")
        app.tap("adjust-reason-0")
        confirm(tk, Adjust(player=2, points=-10, reason=T("adjust.reason.revoke")), note="Cleo -10")
        shoot(tk, f"30-{theme}-en-9-round-after-join")
        tk.play_round(rng, close=False)
        open_change(tk, "end")
        confirm(tk, EndGame(), note="end the game")
        shoot(tk, f"30-{theme}-en-10-ended-early")
    finally:
        if german:
            choose_language(tk, "en", monkeypatch)
        if dark:
            app.tap("back")
            app.wait_for("theme-dark")
            app.tap("theme-dark")
            app.wait_checked("theme-dark", False)
