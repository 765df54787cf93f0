"""The copy a save makes of an action (issue 27: no JSON text in between)
is exactly what a round trip through JSON text gives, and refuses what it refuses."""

from __future__ import annotations

import json
import math

import pytest
from hypothesis import given, strategies as st

from scorekeeper.storage.models import copy_json

scalars = st.none() | st.booleans() | st.integers() | st.floats() | st.text(max_size=8)
keys = st.text(max_size=6) | st.integers() | st.booleans() | st.none() | st.floats(allow_nan=False, allow_infinity=False)
values = st.recursive(scalars, lambda inner: st.lists(inner, max_size=4) | st.tuples(inner, inner)
                      | st.dictionaries(keys, inner, max_size=4), max_leaves=20)


def through_text(value):
    return json.loads(json.dumps(value, allow_nan=False))


@given(values)
def test_a_copy_is_what_a_round_trip_through_json_text_gives_or_is_refused_alike(value):
    try:
        expected = through_text(value)
    except (TypeError, ValueError) as exc:
        with pytest.raises(type(exc)):
            copy_json(value)
        return
    copied = copy_json(value)
    assert copied == expected
    assert json.dumps(copied) == json.dumps(expected)  # the same types, in the same order


def test_a_copy_shares_no_container_with_the_original():
    action = {"type": "enter_tricks", "tricks": [1, 0, 2], "meta": {"by": ["host"]}}
    copied = copy_json(action)
    copied["tricks"].append(9)
    copied["meta"]["by"].append("phone")
    assert action == {"type": "enter_tricks", "tricks": [1, 0, 2], "meta": {"by": ["host"]}}


@pytest.mark.parametrize("bad", [object(), {1: object()}, [math.nan], {"x": math.inf}, {(1, 2): 3}, {"s": {1, 2}}])
def test_what_is_not_json_is_refused(bad):
    with pytest.raises((TypeError, ValueError)):
        copy_json(bad)


def test_a_circular_value_is_refused_not_followed_for_ever():
    loop: list = []
    loop.append(loop)
    with pytest.raises(ValueError):
        copy_json(loop)
