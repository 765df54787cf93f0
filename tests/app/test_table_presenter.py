"""What a phone at the table shows, decided without a browser: its own pad
only when it may bid, every covered bid drawn as covered, and the host's
card; the join link as a QR code."""

from __future__ import annotations

import struct
import zlib
from dataclasses import astuple

from scorekeeper.domain import Bid, Reveal, TrickWon
from scorekeeper.domain.seat import seat_state
from scorekeeper.i18n import translator
from scorekeeper.presenters.table import host_table_view, seat_screen
from scorekeeper.table.qr import SCALE, qr_matrix, qr_png

from .helpers import start

T = translator("en")
FOUR = ("Ana", "Ben", "Cleo", "Dan")


def strings(value) -> list[str]:
    """Every text a value holds, however deep."""
    if isinstance(value, str):
        return [value]
    if isinstance(value, (tuple, list)):
        return [s for v in value for s in strings(v)]
    if hasattr(value, "__slots__"):
        return strings(astuple(value))
    return []


def test_a_phone_shows_covered_bids_as_covered_and_its_own_as_its_own():
    game = start(FOUR, bids="secret", schedule=(9,))
    for seat, value in ((1, 7), (2, 8), (3, 6)):
        game = game.apply(Bid(player=seat, value=value))
    screen = seat_screen(seat_state(game.state, 0), T)
    texts = strings((screen.chips, screen.rows, screen.waiting, screen.sheet, screen.title))
    assert not [s for s in texts if any(bid in s for bid in ("7", "8", "6"))], "another player's secret bid is drawn"
    assert [c.text for c in screen.chips] == ["–", "✓", "✓", "✓"]
    assert screen.pad and screen.pad_title == "Your bid, Ana"
    mine = seat_screen(seat_state(game.state, 1), T)
    assert not mine.pad and mine.waiting == "Your bid: 7. Waiting for the others."
    assert mine.chips[1].text == "7" and mine.chips[2].text == "✓"


def test_the_bids_are_shown_on_every_phone_once_the_round_is_scored():
    game = start(FOUR, bids="secret", schedule=(1,))
    for seat in (1, 2, 3, 0):
        game = game.apply(Bid(player=seat, value=1 if seat == 2 else 0))
    game = game.apply(TrickWon(player=2))
    screen = seat_screen(seat_state(game.state, 0), T)
    assert [c.text for c in screen.chips] == ["0", "0", "1", "0"]
    assert screen.chips[2].label == "Cleo bids 1"


def test_open_bids_show_the_pad_on_the_bidders_phone_only():
    game = start(FOUR, schedule=(3,))  # Ana deals, Ben bids first
    pads = [bool(seat_screen(seat_state(game.state, s), T).pad) for s in range(4)]
    assert pads == [False, True, False, False]
    assert seat_screen(seat_state(game.state, 2), T).waiting == "Waiting for Ben to bid."


def test_the_host_card_names_the_link_and_the_held_seats():
    view = host_table_view(("Ana", "Ben"), frozenset({1}), "http://127.0.0.2:8550/join/abc", T)
    assert view.on and view.link.endswith("/join/abc")
    assert [s.free for s in view.seats] == [True, False] and view.seats[1].label == "Ben: on a phone"


def _png_pixels(png: bytes) -> tuple[int, bytes]:
    assert png.startswith(b"\x89PNG\r\n\x1a\n")
    width = struct.unpack(">I", png[16:20])[0]
    start_ = png.index(b"IDAT") + 4
    length = struct.unpack(">I", png[start_ - 8:start_ - 4])[0]
    return width, zlib.decompress(png[start_:start_ + length])


def test_the_qr_code_draws_every_module_of_the_link():
    link = "http://127.0.0.2:8550/join/" + "A" * 32
    matrix = qr_matrix(link)
    width, raw = _png_pixels(qr_png(link))
    assert width == len(matrix) * SCALE
    stride = width + 1
    for y, line in enumerate(matrix):
        row = raw[y * SCALE * stride + 1:(y * SCALE) * stride + 1 + width]
        assert [row[x * SCALE] == 0 for x in range(len(line))] == list(line)


def test_a_phone_names_the_special_cards_and_keeps_a_covered_cloud_bid_covered():
    from scorekeeper.domain import BombPlayed, CloudShift

    game = start(("Ana", "Ben", "Cleo"), preset="anniversary", bids="secret", schedule=(3, 3))
    for seat in game.state.current.bidding_order:
        game = game.apply(Bid(player=seat, value=(2, 1, 0)[seat]))
    game = game.apply(TrickWon(player=0)).apply(CloudShift(player=0, change=-1)).apply(BombPlayed())
    own = seat_screen(seat_state(game.state, 0), T)
    assert own.rows[0].bid == "2\u00bb1"  # 2»1: the app's font has no arrow, and "2>1" read as a comparison
    assert own.waiting == T("table.playing", value=1), "the phone plays on for the bid the Cloud made"
    assert own.cards_note == "the Bomb’s trick went to nobody; Cloud: Ana’s bid went from 2 to 1"
    other = seat_screen(seat_state(game.state, 1), T)
    assert other.cards_note == "the Bomb’s trick went to nobody; Cloud: Ana changed their bid"
    assert not [s for s in strings((other.rows, other.chips, other.cards_note)) if "2" in s or "1>" in s]


def test_a_phone_s_line_follows_the_round_s_stage_in_its_language():
    """Bids to come, every hidden bid in and waiting for the host to turn them
    over (never "round scored" before the reveal), tricks being played, scored."""
    game = start(("Ana", "Ben", "Cleo"), bids="hidden", schedule=(1, 1, 1))
    de = translator("de")
    assert seat_screen(seat_state(game.state, 1), T).waiting == ""  # Ben may bid: his pad, no line
    for seat in (1, 2, 0):
        game = game.apply(Bid(player=seat, value=0 if seat else 1))
    for seat in (0, 1, 2, None):
        assert seat_screen(seat_state(game.state, seat), T).waiting == T("table.waiting_reveal")
        assert seat_screen(seat_state(game.state, seat), de).waiting == de("table.waiting_reveal")
    assert T("table.waiting_reveal") != T("table.scored") and de("table.waiting_reveal") != de("table.scored")
    game = game.apply(Reveal())
    assert seat_screen(seat_state(game.state, 1), T).waiting == T("table.playing", value=0)
    assert seat_screen(seat_state(game.state, 1), T, True).waiting == T("table.playing_phones", value=0)
    assert seat_screen(seat_state(game.state, None), T).waiting == T("table.watching_play")
    game = game.apply(TrickWon(player=0))
    assert seat_screen(seat_state(game.state, 1), de).waiting == de("table.scored")
