"""A link that is the game: the record in the address's fragment.

``SITE#g=TEXT``: TEXT is the base64url text (no padding) of the raw DEFLATE
stream (zlib, wbits -15) of the game record as compact UTF-8 JSON, the same
record as ``scorekeeper export --format json``. The fragment never leaves
the phone: the static site reads it in the browser and no server sees the
game. A whole standard game is a few hundred characters, so the link fits a
QR code another phone scans from the screen.

Pure: the standard library and the domain's record reader only: the text a
link unpacks to is read as a record file's is (:func:`read_record_text`:
its depth and size refused before it is parsed, a key given twice refused).
"""

from __future__ import annotations

import base64
import binascii
import json
import re
import zlib
from typing import Any
from urllib.parse import urlsplit

from ..domain.errors import RecordError, ScorekeeperError
from ..domain.record_text import MAX_RECORD_DEPTH, RecordTooDeepError, read_record_text
from ..domain.text import MAX_RECORD_BYTES

KEY = "g"  # the fragment's name: SITE#g=...
_TEXT = re.compile(r"[A-Za-z0-9_-]+")


class LinkError(ScorekeeperError):
    """A link that is damaged (cut, changed) or carries no game of this app;
    its message is one line, its ``code`` the catalog's ``error.<code>``."""


def _compact(record: dict[str, Any]) -> bytes:
    return json.dumps(record, separators=(",", ":"), ensure_ascii=False).encode("utf-8")


def encode_record(record: dict[str, Any]) -> str:
    """The fragment's text of a game record (``record_from_state(...).to_json()``)."""
    packer = zlib.compressobj(9, zlib.DEFLATED, -15)
    data = packer.compress(_compact(record)) + packer.flush()
    return base64.urlsafe_b64encode(data).rstrip(b"=").decode("ascii")


def check_site(site: str) -> str:
    """The site's address without a fragment; an address that is not http(s) is refused."""
    parts = urlsplit(site.strip())
    if parts.scheme not in ("http", "https") or not parts.netloc or any(c.isspace() for c in site.strip()):
        raise LinkError(f"{site.strip()[:80]!r} is not a web address (http:// or https://...)", code="link.site",
                        details={"site": site.strip()[:80]})
    return site.strip().split("#", 1)[0]


def game_link(site: str, record: dict[str, Any]) -> str:
    """``SITE#g=...``: the link that opens the game on the static site at ``site``."""
    return f"{check_site(site)}#{KEY}={encode_record(record)}"


def is_link(text: str) -> bool:
    """``text`` is a link that is a game (``http(s)://...#g=...`` or
    ``#g=...``), not a file's name: what the CLI takes where it takes a file."""
    text = text.strip()
    if "#" not in text or not (text.startswith("#") or urlsplit(text).scheme in ("http", "https")):
        return False
    return any(part.partition("=")[0] == KEY for part in text.split("#", 1)[1].split("&"))


def _fragment_text(link: str) -> str:
    fragment = link.strip().split("#", 1)[1] if "#" in link else link.strip()
    for part in fragment.split("&"):
        name, _, value = part.partition("=")
        if name == KEY:
            return value
    raise LinkError("this link carries no game (its address has no #g=...)", code="link.none")


def _damaged(why: str) -> LinkError:
    return LinkError(f"this game link is damaged ({why}): copy or scan it again", code="link.damaged")


def unpack_link(link: str) -> bytes:
    """The record's text a link (``SITE#g=...``, ``#g=...`` or ``g=...``)
    carries, unpacked but not yet read (at most a record's size); a damaged
    link raises :class:`LinkError` saying which, in one line."""
    text = _fragment_text(link)
    if not text or not _TEXT.fullmatch(text) or len(text) % 4 == 1:
        raise _damaged("its text is not base64url")
    try:
        packed = base64.urlsafe_b64decode(text + "=" * (-len(text) % 4))
    except (binascii.Error, ValueError):
        raise _damaged("its text is not base64url") from None
    unpacker = zlib.decompressobj(-15)
    try:
        data = unpacker.decompress(packed, MAX_RECORD_BYTES + 1)
    except zlib.error:
        raise _damaged("its data does not unpack") from None
    if len(data) > MAX_RECORD_BYTES:
        raise _damaged("it unpacks to more than a game record")
    if not unpacker.eof or unpacker.unused_data:
        raise _damaged("its data is cut short" if not unpacker.eof else "its data goes on past the game")
    return data


def decode_link(link: str) -> dict[str, Any]:
    """The game record a link (``SITE#g=...``, ``#g=...`` or ``g=...``)
    carries, as decoded JSON; a link that is damaged or carries something
    else raises :class:`LinkError` saying which, in one line."""
    data = unpack_link(link)
    try:  # the one reader of a record's text, as a file's (its depth checked before it is parsed)
        value = read_record_text(data)
    except RecordTooDeepError:
        raise LinkError(f"this link's game is nested too deeply to be a game record (more than {MAX_RECORD_DEPTH} "
                        "levels): it was made by another app or changed", code="link.deep", details={"depth": MAX_RECORD_DEPTH}) from None
    except RecordError as exc:
        if str(exc).startswith("not valid JSON"):
            raise _damaged("its data is not a game record's text") from None
        raise LinkError(f"this link's game is not a valid game record: {exc}", code="link.invalid") from exc
    if not isinstance(value, dict) or not str(value.get("format", "")).startswith("wizard-scorekeeper/game@"):
        raise LinkError("this link carries something else than a game of Wizard Scorekeeper", code="link.foreign")
    return value


def record_of_link(link: str) -> Any:
    """The checked record (:func:`scorekeeper.domain.parse_record`) of a link;
    a record the format refuses is a :class:`LinkError` too."""
    from ..domain import parse_record

    value = decode_link(link)
    try:
        return parse_record(value)
    except RecordError as exc:
        raise LinkError(f"this link's game is not a valid game record: {exc}", code="link.invalid") from exc


__all__ = ["KEY", "LinkError", "check_site", "decode_link", "encode_record", "game_link", "is_link", "record_of_link",
           "unpack_link"]
