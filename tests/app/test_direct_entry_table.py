"""Direct entry at a real table, through the session store and the views
rendered without a browser: the draft a device keeps until the round is
scored or taken back, the zeros filled in, the round's result shown as the
tally shows it (the count that makes every player's known scores the round,
then Next round), and a dropped tap that says it was dropped."""

from __future__ import annotations

import asyncio

import pytest

from scorekeeper.domain import Bid, CloseRound, EnterTricks, Phase, RuleChoice
from scorekeeper.presenters.entry import entry_view
from scorekeeper.presenters.game import game_frame
from scorekeeper.presenters.preferences import DRAFT_KEY
from scorekeeper.presenters.taps import QUIET_S, turn_of
from scorekeeper.ui.round.direct_entry import DirectEntry
from scorekeeper.ui.round.panel import RoundPanel
from scorekeeper.ui.store import AppStore
from scorekeeper.ui.store.preference_store import PreferenceStore

from .test_preferences import PRESETS, Device

FOUR = ["Ana", "Ben", "Cleo", "Dan"]
SIX = ["Ana", "Ben", "Cleo", "Dan", "Eve", "Finn"]


class Clock:
    def __init__(self) -> None:
        self.now = 1000.0

    def __call__(self) -> float:
        return self.now

    def wait(self, seconds: float) -> None:
        self.now += seconds


@pytest.fixture
def clock(store) -> Clock:
    clock = Clock()
    store.play._clock = clock
    return clock


def on_device(store: AppStore, device: Device) -> PreferenceStore:
    """The session saves what the device remembers into ``device`` (as the
    app does once a session's preferences are loaded)."""
    kept = PreferenceStore(device, presets=PRESETS)
    asyncio.run(kept.load())
    store.device.saves_to(lambda p: asyncio.run(kept.save(p)), lambda d: asyncio.run(kept.save_draft(d)))
    store.device.loaded_draft(kept.draft)
    return kept


def begin(store, clock, names=FOUR, cards=5, **rules) -> None:
    assert store.play.start_game(list(names), 0, RuleChoice(schedule=(cards, cards), **rules)), store.nav.message
    state = store.play.game().state
    for seat in state.current.bidding_order:
        assert store.play.act(Bid(player=seat, value=1))
    clock.wait(1.0)


def state(store):
    return store.play.game().state


def entry(render, store):
    """Direct entry as the round screen draws it (rendered anew: a new mount)."""
    st = state(store)
    return render(DirectEntry, st, turn_of(st), "", store.t, store, lambda: None)


def statuses(view, players: int) -> list[str]:
    return [view.find(f"tricks-status-{seat}").content.value for seat in range(players)]


# -- 4. the draft -------------------------------------------------------------------------


def test_direct_entry_keeps_its_picks_when_it_is_drawn_again(store, clock, render):
    begin(store, clock)
    view = entry(render, store).tap("tricks-0-2")
    clock.wait(1.0)
    view.tap("tricks-2-1")
    assert statuses(view, 4) == ["took 2", "how many?", "took 1", "how many?"]
    # the sheet opened and closed: the round screen and direct entry are drawn anew
    again = entry(render, store)
    assert statuses(again, 4) == ["took 2", "how many?", "took 1", "how many?"]


def test_a_new_session_on_the_same_device_finds_the_draft(store, clock, render):
    device = Device()
    on_device(store, device)
    begin(store, clock)
    entry(render, store).tap("tricks-1-3")
    assert device.values[DRAFT_KEY] == f"{store.play.game_id}|1|5|-,3,-,-"
    # a reload: a new session of the same process and device
    reloaded = AppStore(store.service)
    on_device(reloaded, device)
    reloaded.play.open_game(store.play.game_id)
    assert statuses(entry(render, reloaded), 4) == ["how many?", "took 3", "how many?", "how many?"]


def test_the_draft_goes_once_the_round_is_scored_and_an_undone_score_brings_the_counts_back(store, clock, render):
    device = Device()
    on_device(store, device)
    begin(store, clock)
    view = entry(render, store)
    for seat, count in ((0, 2), (1, 1), (2, 2)):
        view.tap(f"tricks-{seat}-{count}")
        clock.wait(1.0)
    assert state(store).current.scored  # Dan's count followed: round 1 is scored
    assert store.device.draft is None and DRAFT_KEY not in device.values
    store.play.undo()  # "Undo tricks entered": round 1's counts come back to be fixed
    assert state(store).current.phase is Phase.PLAYING
    assert statuses(entry(render, store), 4) == ["took 2", "took 1", "took 2", "took 0"]
    assert DRAFT_KEY in device.values


def test_the_draft_goes_when_an_undo_takes_the_round_back_to_its_bids(store, clock, render):
    begin(store, clock)
    entry(render, store).tap("tricks-0-2")
    store.play.undo()  # the dealer's bid: the round is bidding again
    assert state(store).current.phase is Phase.BIDDING and store.device.draft is None
    store.play.act(Bid(player=0, value=1))
    clock.wait(1.0)
    assert statuses(entry(render, store), 4) == ["how many?"] * 4


def test_a_draft_of_another_game_is_kept_and_not_shown(store, clock, render):
    begin(store, clock)
    entry(render, store).tap("tricks-0-2")
    first = store.play.game_id
    clock.wait(1.0)
    begin(store, clock)  # another game on the same device
    assert statuses(entry(render, store), 4) == ["how many?"] * 4
    assert store.device.draft is not None and store.device.draft.game_id == first


# -- 5. the zeros ---------------------------------------------------------------------------


@pytest.mark.parametrize("names", [FOUR[:3], SIX])
def test_once_the_counts_add_up_every_player_left_is_filled_in_with_none(store, clock, render, names):
    begin(store, clock, names)
    form = store.play.entry_form(state(store)).pick(1, 5)  # Ben took all five
    seats = entry_view(state(store), form, store.t).seats
    assert [line.status for line in seats] == ["none left" if seat != 1 else "took 5" for seat in range(len(names))]
    entry(render, store).tap("tricks-1-5")  # that pick makes every count known: the round is scored
    assert state(store).rounds[0].tricks == tuple(5 if seat == 1 else 0 for seat in range(len(names)))


# -- 6. the round's result, as the tally shows it ---------------------------------------------


def test_the_count_that_makes_every_players_known_scores_the_round_and_shows_the_tallys_result(store, clock, render):
    """As the tally's last trick does: the same rows with their points, and
    Next round; the next round comes with that tap, not before."""
    begin(store, clock)
    for seat, count in ((0, 1), (1, 1), (2, 3)):
        # the round screen of a table that enters tricks directly (drawn anew: the device keeps the picks)
        render(RoundPanel, state(store), store.t, store, None, "", 0, True).tap(f"tricks-{seat}-{count}")
        clock.wait(1.0)
    st = state(store)
    assert st.current.number == 1 and st.current.scored  # Dan's count followed: scored, not gone on
    assert st.rounds[0].points == (30, 30, -20, -10)
    shown = render(RoundPanel, st, store.t, store, None, "", 0, True)
    assert shown.find("round-scored") is not None and shown.find("tricks-0-1") is None  # the tally's result
    assert [shown.find(f"points-{seat}").content.value for seat in range(4)] == ["+30", "+30", "-20", "-10"]
    # Undo says what it undoes: the tricks of round 1
    assert game_frame(store.play.game(), store.t, viewing=False, in_trash=False).undo_label == "Undo tricks entered"
    shown.tap("next-round")
    assert state(store).current.number == 2 and state(store).current.phase is Phase.BIDDING


def test_one_undo_takes_a_round_entered_directly_back_to_its_counts_and_one_redo_brings_it_back(store, clock, render):
    begin(store, clock)
    assert store.play.enter_tricks((2, 1, 1, 1), turn_of(state(store)))
    assert state(store).current.scored and state(store).current.number == 1
    store.play.undo()
    st = state(store)
    assert st.current.number == 1 and st.current.phase is Phase.PLAYING
    assert store.play.undone == "Undid the tricks of round 1"
    view = entry(render, store)
    assert statuses(view, 4) == ["took 2", "took 1", "took 1", "took 1"]  # the draft is back
    assert "Score round 1" in view.texts()  # counts that came back whole: one tap scores them as they are
    assert game_frame(store.play.game(), store.t, viewing=False, in_trash=False).redo_label == "Redo tricks entered"
    store.play.redo()
    assert state(store).current.scored and state(store).rounds[0].tricks == (2, 1, 1, 1)


def test_next_round_after_a_round_entered_directly_is_undone_on_its_own(store, clock, render):
    begin(store, clock)
    assert store.play.enter_tricks((2, 1, 1, 1), turn_of(state(store)))
    clock.wait(1.0)
    assert store.play.tap(CloseRound(), turn_of(state(store)))
    store.play.undo()  # one tap, one step: back to round 1's result, as after the tally
    assert state(store).current.number == 1 and state(store).current.scored
    assert store.play.undone == "Undid the start of round 2"


# -- 11. a dropped tap says it was dropped ---------------------------------------------------------


def test_a_dropped_tap_is_signed_where_it_landed_and_shows_no_error(store, clock, render):
    begin(store, clock, cards=3)
    panel = render(RoundPanel, state(store), store.t, store)
    panel.tap("trick-1")
    clock.wait(0.1)
    panel.tap("trick-1")  # the second of a double tap: dropped
    assert state(store).current.tricks == (0, 1, 0, 0) and store.nav.message == ""
    assert (store.play.dropped, store.play.dropped_at) == (1, "row-1")
    clock.wait(QUIET_S)
    panel = render(RoundPanel, state(store), store.t, store)
    panel.tap("trick-2")
    clock.wait(0.1)
    render(RoundPanel, state(store), store.t, store).tap("direct-entry")  # too soon as well
    assert (store.play.dropped, store.play.dropped_at) == (2, "turn")


def test_a_tap_landing_on_the_next_bidders_pad_is_signed_on_their_name(store, clock, render):
    assert store.play.start_game(FOUR, 0, RuleChoice(schedule=(3, 3))), store.nav.message
    render(RoundPanel, state(store), store.t, store).tap("bid-1")  # Ben
    clock.wait(0.1)
    render(RoundPanel, state(store), store.t, store).tap("bid-1")  # lands on Cleo's pad
    assert state(store).current.bids == (None, 1, None, None) and store.nav.message == ""
    assert (store.play.dropped, store.play.dropped_at) == (1, "turn")


def test_a_count_of_direct_entry_tapped_too_soon_is_signed_on_its_line(store, clock, render):
    assert store.play.start_game(FOUR, 0, RuleChoice(schedule=(5, 5))), store.nav.message
    for seat in (1, 2, 3):
        store.play.act(Bid(player=seat, value=1))
    assert store.play.tap(Bid(player=0, value=1), turn_of(state(store)))  # the dealer's bid opens play ...
    clock.wait(0.1)
    view = entry(render, store).tap("tricks-2-1")  # ... and its double tap lands on Cleo's line
    assert (store.play.dropped, store.play.dropped_at) == (1, "entry-2")
    assert statuses(view, 4)[2] == "how many?" and store.device.draft is None


def test_a_tap_that_counts_gives_no_sign(store, clock, render):
    begin(store, clock, cards=3)
    for seat in (0, 1, 2):
        render(RoundPanel, state(store), store.t, store).tap(f"trick-{seat}")
        clock.wait(QUIET_S + 0.05)
    assert store.play.dropped == 0 and state(store).current.scored


def test_a_round_entered_directly_is_its_tricks_in_the_log_and_one_write(store, clock):
    begin(store, clock)
    repo = store.service.repo
    writes = []
    append = repo.append_actions
    repo.append_actions = lambda game_id, actions, *a, **k: (writes.append(list(actions)), append(game_id, actions, *a, **k))[1]
    assert store.play.enter_tricks((2, 1, 1, 1), turn_of(state(store)))
    assert [[a["type"] for a in w] for w in writes] == [["tricks"]]
    game = store.service.game(store.play.game_id)  # read back as saved
    assert isinstance(game.done[-1], EnterTricks) and game.state.current.scored
