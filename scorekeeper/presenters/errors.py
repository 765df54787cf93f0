"""A refusal of the rules engine in the player's language.

The engine says why in English and attaches what it is about as data
(``ScorekeeperError.code`` and ``details``, plus ``round`` and ``player``);
the catalog's ``error.<code>`` says it in any language. An error without a
code, one whose text needs a value the error does not carry, or one the
catalog does not know is shown as the engine said it (in English).
"""

from __future__ import annotations

import string

from ..i18n import Translator

# the refusals whose text depends on a count, and the value that counts
# (the one the word for the tricks agrees with: "од 3 штиха", "5 бројева");
# a variant's refusals are its own (``Variant.plural_by``)
PLURAL_BY = {"tricks.sum": "cards", "tricks.range": "value", "close.tricks_left": "cards", "tricks.count": "given"}


def _plural_by(code: str) -> str | None:
    if code in PLURAL_BY:
        return PLURAL_BY[code]
    from ..domain.variants import VARIANTS  # only for a code of no core refusal

    return next((v.plural_by[code] for v in VARIANTS.values() if code in v.plural_by), None)


def _coded(exc: BaseException) -> BaseException | None:
    """The error itself or the rules error it wraps (setup wraps them)."""
    seen: BaseException | None = exc
    while seen is not None:
        if getattr(seen, "code", None):
            return seen
        seen = seen.__cause__
    return None


def error_text(exc: BaseException, t: Translator, *, say: str = "error") -> str:
    """``say``: the catalog's words to say it in: ``error`` (one line, the
    CLI's and a refusal's), or ``fix`` (a player's sentence, where the
    screen already names the round: the correction dialog), ``error``'s
    words where ``fix`` has none."""
    coded = _coded(exc)
    if coded is None:
        return str(exc)
    code = coded.code  # type: ignore[attr-defined]
    key = f"{say}.{code}"
    if not t.has(key):
        key = f"error.{code}"
    if not t.has(key):
        return str(exc)
    values: dict[str, object] = {"round": getattr(coded, "round", None), "player": getattr(coded, "player", None)}
    values.update(getattr(coded, "details", {}))
    if "mode" in values:  # a bidding mode: its name in the language
        values["mode"] = t(f"mode_short.{values['mode']}").lower()
    values = {k: v for k, v in values.items() if v is not None}
    count = _plural_by(code)
    template = t.n(key, int(values[count])) if count and count in values else t(key)  # type: ignore[call-overload]
    needed = {name for _, name, _, _ in string.Formatter().parse(template) if name}
    if not needed <= set(values):
        return str(exc)
    text = t.n(key, int(values[count]), **values) if count and count in values else t(key, **values)  # type: ignore[call-overload]
    return text
