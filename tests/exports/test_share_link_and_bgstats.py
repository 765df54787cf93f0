"""The link that is the game (scorekeeper/exports/link.py) read back, and
refused in one line when it is damaged or foreign; BG Stats' play of a game
(scorekeeper/exports/bgstats.py) with its time and length."""

from __future__ import annotations

import base64
import json
import zlib
from datetime import datetime, timedelta, timezone

import pytest

from scorekeeper.domain import record_from_state
from scorekeeper.exports.bgstats import NotOverError, bgstats_play
from scorekeeper.exports.link import LinkError, decode_link, game_link, record_of_link

from .helpers import REGISTRY, WORLD_NAMES, play

SITE = "https://example.org/wizard/"


def packed(data: bytes) -> str:
    packer = zlib.compressobj(9, zlib.DEFLATED, -15)
    return base64.urlsafe_b64encode(packer.compress(data) + packer.flush()).rstrip(b"=").decode()


def record():
    return record_from_state(play(WORLD_NAMES[:4], seed=4).state, REGISTRY).to_json()


def test_a_link_read_back_gives_the_record_it_was_made_of():
    link = game_link(SITE, record())
    assert decode_link(link) == record()
    assert decode_link(link.split("#", 1)[1]) == record() == decode_link("#" + link.split("#", 1)[1])
    assert record_of_link(link).players == list(WORLD_NAMES[:4])


def test_a_site_with_a_fragment_of_its_own_keeps_only_the_game_fragment():
    assert game_link(SITE + "#home", record()).startswith(SITE + "#g=")


@pytest.mark.parametrize("cut", [1, 5, 40])
def test_a_link_cut_short_is_refused_as_damaged(cut):
    link = game_link(SITE, record())
    with pytest.raises(LinkError) as caught:
        decode_link(link[:-cut])
    assert caught.value.code == "link.damaged" and "\n" not in str(caught.value)


@pytest.mark.parametrize("text", ["!!!", "a", "AAAA", packed(b"{not json") ])
def test_a_link_of_noise_is_refused_as_damaged(text):
    with pytest.raises(LinkError) as caught:
        decode_link(f"{SITE}#g={text}")
    assert caught.value.code == "link.damaged"


def test_a_link_with_no_game_says_so():
    with pytest.raises(LinkError) as caught:
        decode_link(SITE + "#x=1")
    assert caught.value.code == "link.none"


@pytest.mark.parametrize("value", [{"format": "other-app/v1"}, [1, 2], {"players": ["a"]}])
def test_a_link_of_another_app_is_refused_as_foreign(value):
    with pytest.raises(LinkError) as caught:
        decode_link(SITE + "#g=" + packed(json.dumps(value).encode()))
    assert caught.value.code == "link.foreign"


def test_a_record_the_format_refuses_is_refused_as_invalid():
    bad = dict(record(), players=["Ana"])
    with pytest.raises(LinkError) as caught:
        record_of_link(SITE + "#g=" + packed(json.dumps(bad).encode()))
    assert caught.value.code == "link.invalid" and "\n" not in str(caught.value)


def test_a_link_that_unpacks_past_a_record_is_refused_before_it_is_read_whole():
    with pytest.raises(LinkError) as caught:
        decode_link(SITE + "#g=" + packed(b" " * 2_000_000))
    assert caught.value.code == "link.damaged"


START = datetime(2026, 11, 30, 19, 5, 7, tzinfo=timezone(timedelta(hours=1)))


def test_bgstats_play_date_is_the_local_start_and_the_length_is_in_minutes():
    state = play(("Ana", "Ben", "Cleo")).state
    data = bgstats_play(state, game_id="g1", started=START, ended=START + timedelta(minutes=47, seconds=40))
    assert data["playDate"] == START.astimezone().strftime("%Y-%m-%d %H:%M:%S")
    assert data["durationMin"] == 48


def test_bgstats_refuses_a_game_not_over():
    state = play(("Ana", "Ben", "Cleo"), rounds=2).state
    with pytest.raises(NotOverError) as caught:
        bgstats_play(state, game_id="g1", started=START, ended=START)
    assert caught.value.code == "bgstats.not_over"
