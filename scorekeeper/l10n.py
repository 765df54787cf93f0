"""Numbers, percentages, dates and lists written each language's own way.

Hand-written rules (from the CLDR data) for the app's six languages, so the
phone build needs no locale library: decimal comma and the grouping
separator, whether 4-digit numbers are grouped at all (Spanish and Polish
group from five digits), the space before a percent sign, month names (Polish
and Serbian in the genitive a date needs) and the word before the last item
of a list. An unknown language is written the English way.
"""

from __future__ import annotations

from datetime import date as _date

NBSP = "\u00a0"
NNBSP = "\u202f"  # narrow no-break space: French groups digits and spaces "%" with it

# language: (decimal mark, group separator, smallest number of digits that is grouped)
_NUMBERS = {
    "en": (".", ",", 4),
    "de": (",", ".", 4),
    "fr": (",", NNBSP, 4),
    "es": (",", ".", 5),
    "pl": (",", NBSP, 5),
    "sr": (",", ".", 4),
}
_PERCENT = {"en": "{}%", "de": "{}" + NBSP + "%", "fr": "{}" + NNBSP + "%", "es": "{}" + NBSP + "%",
            "pl": "{}%", "sr": "{}%"}
_AND = {"en": "and", "de": "und", "fr": "et", "es": "y", "pl": "i", "sr": "и"}

_MONTHS = {
    "en": "January February March April May June July August September October November December",
    "de": "Januar Februar März April Mai Juni Juli August September Oktober November Dezember",
    "fr": "janvier février mars avril mai juin juillet août septembre octobre novembre décembre",
    "es": "enero febrero marzo abril mayo junio julio agosto septiembre octubre noviembre diciembre",
    # the genitive: "12 marca 2026" (of March)
    "pl": "stycznia lutego marca kwietnia maja czerwca lipca sierpnia września października listopada grudnia",
    "sr": "јануар фебруар март април мај јун јул август септембар октобар новембар децембар",
}


def _rules(language: str) -> tuple[str, str, int]:
    return _NUMBERS.get(language, _NUMBERS["en"])


def number(value: int | float, language: str, decimals: int | None = None) -> str:
    """``1234.5`` -> ``1,234.5`` (en), ``1.234,5`` (de), ``1 234,5`` (fr).
    A float is shown with ``decimals`` digits (one if not given); an int as is."""
    mark, group, min_digits = _rules(language)
    if isinstance(value, float) or decimals is not None:
        text = f"{abs(value):.{1 if decimals is None else decimals}f}"
    else:
        text = str(abs(value))
    whole, _, fraction = text.partition(".")
    if len(whole) >= min_digits:
        head = len(whole) % 3 or 3
        whole = group.join([whole[:head], *(whole[i:i + 3] for i in range(head, len(whole), 3))])
    negative = value < 0 and any(c not in "0." for c in text)
    return ("-" if negative else "") + whole + (mark + fraction if fraction else "")


def percent(fraction: float, language: str, decimals: int = 0) -> str:
    """``0.75`` -> ``75%`` (en), ``75 %`` (de, fr, es with a no-break space)."""
    pattern = _PERCENT.get(language, _PERCENT["en"])
    return pattern.format(number(fraction * 100, language, decimals))


def month_name(month: int, language: str) -> str:
    return _MONTHS.get(language, _MONTHS["en"]).split()[month - 1]


def date(day: _date, language: str) -> str:
    """A date in words: ``12 March 2026`` (en), ``12. März 2026`` (de),
    ``12 mars 2026`` (fr), ``12 de marzo de 2026`` (es), ``12 marca 2026``
    (pl), ``12. март 2026.`` (sr)."""
    month = month_name(day.month, language)
    if language == "de":
        return f"{day.day}. {month} {day.year}"
    if language == "es":
        return f"{day.day} de {month} de {day.year}"
    if language == "sr":
        return f"{day.day}. {month} {day.year}."
    return f"{day.day} {month} {day.year}"


def join(items: list[str], language: str) -> str:
    """``Ana, Ben and Cleo`` (no comma before the last word in any of the six)."""
    if len(items) <= 1:
        return "".join(items)
    word = _AND.get(language, _AND["en"])
    return f"{', '.join(items[:-1])} {word} {items[-1]}"
