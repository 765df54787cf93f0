"""Secret bids under notequal: the dealer's turn looks the same to the table
whether or not the bids add up (WIZARD-RULES.md). The dealer picks a bid,
confirms it on their own screen, and is sent back to the pad there when it
would make the bids add up: no second cover naming the dealer, nothing
entered, nothing announced, nothing a phone or the host's screen shows."""

from __future__ import annotations

import pytest

from scorekeeper.domain import Bid, BidMode, Phase, RuleChoice
from scorekeeper.presenters.dealer_bid import DealerPick
from scorekeeper.presenters.round import round_view
from scorekeeper.ui.round.panel import RoundPanel

from .helpers import start, t
from .test_table_taps import Clock

CARDS = 3


def others_bid(others: tuple[int, int]):
    """Ana deals 3 cards; Ben and Cleo have bid, secretly."""
    game = start(notequal=True, bids=BidMode.SECRET, schedule=(CARDS, CARDS))
    return game.apply(Bid(player=1, value=others[0])).apply(Bid(player=2, value=others[1]))


def drawn(view) -> tuple:
    """Everything the round screen draws (not what a tap on it will do)."""
    confirm = view.confirm
    return (view.bid_title, view.bid_buttons, view.bid_hint, view.board, view.bid_total, view.bid_balance,
            view.lines, view.cover, view.cover_key, view.to_bid, view.picks, view.waiting,
            confirm and (confirm.value, confirm.title, confirm.hint, confirm.confirm_label, confirm.change_label))


def test_the_secret_dealers_confirm_step_is_the_same_whether_or_not_the_bids_add_up():
    adds_up, does_not = others_bid((1, 0)), others_bid((0, 0))  # Ana picks 2: 1 + 0 + 2 = 3, 0 + 0 + 2 = 2
    views = []
    for game in (adds_up, does_not):
        lifted = round_view(game.state, t)
        assert lifted.to_bid == 0 and lifted.picks and lifted.cover
        views.append(round_view(game.state, t, pick=DealerPick(lifted.cover_key, 2)))
    assert drawn(views[0]) == drawn(views[1])
    step = views[0].confirm
    assert step is not None and step.title == "Ana, your bid: 2" and step.confirm_label == "Confirm my bid"
    assert [v.confirm.clashes for v in views] == [True, False]  # what the confirm does, never drawn


def test_a_confirmed_bid_that_adds_up_sends_the_dealer_back_to_the_pad_with_no_second_cover():
    game = others_bid((1, 0))
    lifted = round_view(game.state, t).cover_key
    view = round_view(game.state, t, pick=DealerPick(lifted, None, refused=2))
    assert view.phase is Phase.BIDDING and view.to_bid == 0 and view.confirm is None
    assert view.cover_key == lifted  # the cover Ana lifted stays lifted: nothing names her again
    assert view.bid_title == "Ana: with your bid, the bids add up to 3. Choose another bid."
    buttons = {b.value: b for b in view.bid_buttons}
    assert not buttons[2].enabled and all(buttons[v].enabled for v in (0, 1, 3))
    assert view.bid_hint == "2 is not allowed: bids would add up to 3."
    assert [line.bid for line in view.lines] == ["", "?", "?"] and view.bid_total == ""  # nothing entered
    again = round_view(game.state, t, pick=DealerPick(lifted, 3, refused=2))
    assert again.confirm is not None and again.confirm.title == "Ana, your bid: 3" and not again.confirm.clashes


def test_a_pick_made_under_another_cover_is_void():
    game = others_bid((1, 0))
    old = DealerPick((1, 0, 1, False), 2)  # before an undo
    assert round_view(game.state, t, pick=old).confirm is None
    assert round_view(game.state, t, pick=DealerPick(round_view(game.state, t).cover_key, 2)).confirm is not None
    ben = start(notequal=True, bids=BidMode.SECRET, schedule=(3,))
    key = round_view(ben.state, t).cover_key
    assert not round_view(ben.state, t).picks and round_view(ben.state, t, pick=DealerPick(key, 2)).confirm is None


def test_an_old_games_secret_rebid_asks_the_dealer_under_the_cover_already_lifted():
    game = others_bid((1, 0))
    lifted = round_view(game.state, t).cover_key
    rebid = round_view(game.apply(Bid(player=0, value=2)).state, t)  # entered by an older version: REBID
    assert rebid.phase is Phase.REBID and rebid.cover_key == lifted and rebid.picks


# -- the round panel, rendered without a browser ------------------------------------


def dealers_turn(store, others: tuple[int, int]) -> Clock:
    assert store.play.start_game(["Ana", "Ben", "Cleo"], 0, RuleChoice(notequal=True, bids="secret",
                                                                       schedule=(CARDS, CARDS)))
    for seat, value in zip((1, 2), others):
        assert store.play.act(Bid(player=seat, value=value))
    clock = Clock()
    store.play._clock = clock
    return clock


def screen(panel) -> tuple:
    """Which parts the panel shows (the identifiers of its tagged controls, the bid keys' numbers aside)."""
    return tuple(i for i in panel.ids() if not i.startswith(("bid-0", "bid-1", "bid-2", "bid-3")))


@pytest.mark.parametrize("others", [(1, 0), (0, 0)])
def test_the_dealer_confirms_on_their_own_screen_and_only_a_bid_that_does_not_add_up_is_entered(store, render,
                                                                                                 others):
    clock = dealers_turn(store, others)
    panel = render(RoundPanel, store.play.game().state, store.t, store)
    assert panel.find("cover-ready") is not None
    panel.tap("cover-ready").tap("bid-2")
    assert panel.find("bid-confirm") is not None and panel.find("cover-ready") is None
    assert panel.find("bid-pad") is None
    panel.tap("bid-confirm")  # the second tap of a double tap on the pad: dropped
    assert store.play.game().state.current.bids == (None, *others)
    shown = screen(panel)
    clock.wait(1)
    panel.tap("bid-confirm")
    rnd = store.play.game().state.current
    if others == (1, 0):  # 1 + 0 + 2 = 3: nothing entered; back to the pad, 2 out, no cover
        assert rnd.bids == (None, 1, 0) and rnd.phase is Phase.BIDDING
        assert panel.find("cover-ready") is None and panel.find("bid-confirm") is None
        assert panel.find("bid-hint") is not None
        clock.wait(1)
        panel.tap("bid-3")
        clock.wait(1)
        assert screen(panel) == shown  # the confirm step again, as the first time
        panel.tap("bid-confirm")
        assert store.play.game().state.current.bids == (3, 1, 0)
    else:
        assert rnd.bids == (2, 0, 0)
    assert store.play.game().state.current.phase is Phase.PLAYING


def test_the_dealer_may_go_back_from_the_confirm_step_to_the_pad(store, render):
    clock = dealers_turn(store, (0, 0))
    panel = render(RoundPanel, store.play.game().state, store.t, store)
    panel.tap("cover-ready").tap("bid-2")
    clock.wait(1)
    panel.tap("bid-change")
    assert panel.find("bid-pad") is not None and panel.find("cover-ready") is None
    assert panel.find("bid-hint") is None  # nothing was refused: nothing greyed
    assert store.play.game().state.current.bids == (None, 0, 0)
