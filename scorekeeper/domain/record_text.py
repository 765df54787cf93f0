"""The one reader of a game record's text: a file, standard input and a
link (:mod:`scorekeeper.exports.link`) all come through :func:`read_record_text`.

Before ``json.loads`` sees the text it is refused when it is larger than a
game record (:data:`MAX_RECORD_BYTES`) or nests deeper than one
(:data:`MAX_RECORD_DEPTH`): the JSON parser recurses once per level, and in
the browser (Pyodide) 12,000 nested lists overflow the JavaScript stack and
stop Python for good instead of raising ``RecursionError`` (issue 41). A key
given twice in one object is refused too (which one would count?).
"""

from __future__ import annotations

import json
from array import array
from itertools import accumulate
from typing import Any, Final

from .errors import RecordError
from .text import MAX_RECORD_BYTES, excerpt

#: Objects and lists inside each other. The deepest real record is 5 (the
#: record, its rounds, a round, its adjustments, an adjustment); a variant's
#: field adds at most one more. 32 leaves a clear margin.
MAX_RECORD_DEPTH: Final = 32

_NOT_BRACKETS = bytes(range(256)).translate(None, b"[]{}")  # deleted: every byte but the four brackets
_SIGNS = bytes.maketrans(b"[{]}", b"\x01\x01\xff\xff")  # an opening bracket +1, a closing one -1 (signed)
_CHUNK = 65_536


class RecordTooDeepError(RecordError):
    """A record whose objects and lists nest deeper than any game record."""


def nesting_depth(text: str, past: int | None = None) -> int:
    """How deep the objects and lists of a JSON text nest (brackets inside
    strings do not count); linear in the text, never recursive, in C but for
    a loop over 64 KB chunks. With ``past``, the scan stops at the first
    chunk that nests deeper than it (the depth returned is then only known
    to be more than ``past``)."""
    # every backslash in JSON starts an escape inside a string: drop the escaped
    # backslashes, then the escaped quotes; what is left between quotes is strings
    bare = text.replace("\\\\", "").replace('\\"', "")
    outside = "".join(bare.split('"')[::2]).encode("utf-8", "ignore")
    steps = outside.translate(_SIGNS, _NOT_BRACKETS)
    depth = deepest = 0
    for start in range(0, len(steps), _CHUNK):
        sums = list(accumulate(array("b", steps[start:start + _CHUNK]), initial=depth))
        deepest, depth = max(deepest, max(sums)), sums[-1]
        if past is not None and deepest > past:
            break
    return deepest


def _no_duplicate_keys(pairs: list[tuple[str, Any]]) -> dict[str, Any]:
    """A JSON object whose key appears twice is ambiguous (which one counts?):
    refused rather than silently keeping the last."""
    seen: dict[str, Any] = {}
    for key, value in pairs:
        if key in seen:
            raise RecordError(f"the key {excerpt(key)} appears twice in one object; keep one")
        seen[key] = value
    return seen


def read_record_text(data: str | bytes) -> Any:
    """The JSON value of a record's text (UTF-8 bytes or a string, a
    byte-order mark allowed), or a one-line :class:`RecordError`: too large,
    nested too deep (:class:`RecordTooDeepError`), not JSON, a key twice."""
    if len(data) > MAX_RECORD_BYTES:
        raise RecordError(f"larger than {MAX_RECORD_BYTES // 1_000_000} MB; a game record is far smaller")
    if isinstance(data, bytes):
        try:  # UTF-8 (with or without a byte-order mark), or the UTF-16/32 that JSON allows
            data = data.decode(json.detect_encoding(data))
        except UnicodeDecodeError as exc:
            raise RecordError(f"not valid JSON: not a UTF-8 text (byte 0x{data[exc.start]:02x} at position {exc.start})") from None
    text = data.removeprefix("\ufeff")  # a byte-order mark (files saved by some Windows editors)
    if nesting_depth(text, past=MAX_RECORD_DEPTH) > MAX_RECORD_DEPTH:
        raise RecordTooDeepError(f"not valid JSON: nested too deeply (more than {MAX_RECORD_DEPTH} lists and objects "
                                 f"inside each other; a game record has at most {MAX_RECORD_DEPTH})")
    try:
        return json.loads(text, object_pairs_hook=_no_duplicate_keys)
    except RecordError:
        raise
    except json.JSONDecodeError as exc:
        raise RecordError(f"not valid JSON: {exc.msg.removesuffix(' at')} at line {exc.lineno}, column {exc.colno}") from exc
    except RecursionError as exc:  # cannot happen within MAX_RECORD_DEPTH; kept as a last guard
        raise RecordError("not valid JSON: nested too deeply") from exc
    except ValueError as exc:  # e.g. a number with more digits than Python converts
        raise RecordError(f"not valid JSON: {' '.join(str(exc).split())}") from exc


__all__ = ["MAX_RECORD_DEPTH", "RecordTooDeepError", "nesting_depth", "read_record_text"]
