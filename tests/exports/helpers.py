"""Games to export, built by playing them through the engine (seeded, so
every run plays the same game), and readers for the exported files."""

from __future__ import annotations

import csv
import io
import random
from datetime import datetime, timezone
from typing import Sequence

from scorekeeper.domain import Bid, CloseRound, EnterTricks, Game, Reveal, RuleChoice, SetTrump, Start, legal_bids
from scorekeeper.domain.rules import BidMode
from scorekeeper.presets import builtin_registry

REGISTRY = builtin_registry()
PLAYED = datetime(2026, 11, 30, 20, 15, tzinfo=timezone.utc)

LONG_NAME = "Bartholomew Maximilian Featherstonehaugh"  # 40 characters, the longest a name may be
FORMULA_NAMES = ("=1+2", "+x", "-3", "@sum", 'Ben "the, dealer"', LONG_NAME)
WORLD_NAMES = ("Ana 🎉", "Љубица", "Zażółć", "Jürgen Groß", "Françoise")
assert len(LONG_NAME) == 40


def play(players: Sequence[str], rules: RuleChoice | None = None, *, rounds: int | None = None, seed: int = 1,
         finish_last: bool = True) -> Game:
    """A game of ``players`` under ``rules``: ``rounds`` rounds (default all)
    played with legal bids, about half of them made exactly, a trump recorded
    where a card is turned. ``finish_last=False`` leaves the last round's
    bids entered and its tricks not yet counted."""
    rng = random.Random(seed)
    game = Game.start(Start(players=tuple(players), rules=rules or RuleChoice()), REGISTRY)
    total = game.state.total_rounds if rounds is None else rounds
    for number in range(1, total + 1):
        rnd = game.state.current
        if rnd.trump_card:
            game = game.apply(SetTrump(suit=rng.choice(["red", "yellow", "green", "blue", "none"])))
        while game.state.current.to_bid is not None:
            seat = game.state.current.to_bid
            game = game.apply(Bid(player=seat, value=rng.choice(sorted(legal_bids(game.state)))))
            if game.state.current.to_bid is None and game.state.current.rules.bids is BidMode.HIDDEN \
                    and not game.state.current.revealed:
                game = game.apply(Reveal())
        if number == total and not finish_last:
            return game
        game = game.apply(EnterTricks(tricks=_tricks(game, rng)))
        if number < total and not game.state.complete:
            game = game.apply(CloseRound())
    return game


def _tricks(game: Game, rng: random.Random) -> tuple[int, ...]:
    rnd = game.state.current
    left = rnd.cards
    tricks = []
    for bid in rnd.bids:
        take = min(left, bid) if rng.random() < 0.6 else rng.randint(0, left)
        tricks.append(take)
        left -= take
    tricks[rng.randrange(len(tricks))] += left
    return tuple(tricks)


def csv_rows(data: bytes) -> list[list[str]]:
    assert data.startswith(b"\xef\xbb\xbf"), "a spreadsheet needs the byte-order mark to read UTF-8"
    return list(csv.reader(io.StringIO(data.decode("utf-8-sig"), newline="")))


def unneutralise(cell: str) -> str:
    """The text a neutralised cell stands for."""
    return cell[1:] if cell.startswith("'") and cell[1:2] in ("=", "+", "-", "@", "\t", "\r", "\n") else cell


def pdf_pages(data: bytes):
    from pypdf import PdfReader

    return PdfReader(io.BytesIO(data)).pages


def pdf_text(data: bytes) -> str:
    return "\n".join(page.extract_text() for page in pdf_pages(data))


def squeezed(text: str) -> str:
    """Text without any whitespace: a name wrapped over two lines still matches."""
    return "".join(text.split())
