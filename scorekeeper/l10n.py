"""Numbers, percentages, dates and lists written each language's own way.

The tables below are CLDR's data for the app's six languages, copied here
so the phone build needs no locale library: the decimal mark and the
grouping separator, from how many digits a number is grouped (Spanish and
Polish group from five), the percent pattern, month names (Polish and
Serbian in the genitive a date needs), the long date pattern and the word
before the last item of a list. English is British English (``12 March
2026``, no comma before "and"). ``tests/i18n/test_l10n_cldr.py`` checks
every table against Babel's copy of CLDR (Babel is a test dependency); an
unknown language is written the English way.
"""

from __future__ import annotations

import re
from datetime import date as _date

NBSP = "\u00a0"
NNBSP = "\u202f"  # narrow no-break space: French groups digits with it

#: The CLDR locale each language's tables come from.
CLDR_LOCALES = {"en": "en_GB", "de": "de", "fr": "fr", "es": "es", "pl": "pl", "sr": "sr"}

# language: (decimal mark, group separator, smallest number of digits that is
# grouped: CLDR's minimumGroupingDigits, which Babel does not carry, plus one)
_NUMBERS = {
    "en": (".", ",", 4),
    "de": (",", ".", 4),
    "fr": (",", NNBSP, 4),
    "es": (",", ".", 5),
    "pl": (",", NBSP, 5),
    "sr": (",", ".", 4),
}
# CLDR's percent patterns: "#,##0" stands for the number
_PERCENT = {"en": "#,##0%", "de": "#,##0" + NBSP + "%", "fr": "#,##0" + NBSP + "%", "es": "#,##0" + NBSP + "%",
            "pl": "#,##0%", "sr": "#,##0%"}
# CLDR's list patterns: the last two items ("{0}, {1}" joins the others in all six)
_LIST_END = {"en": "{0} and {1}", "de": "{0} und {1}", "fr": "{0} et {1}", "es": "{0} y {1}", "pl": "{0} i {1}",
             "sr": "{0} и {1}"}
# CLDR's long date patterns (d: day, MMMM: month name, MMM: its abbreviation, y: year, '...': words)
LONG_DATES = {"en": "d MMMM y", "de": "d. MMMM y", "fr": "d MMMM y", "es": "d 'de' MMMM 'de' y", "pl": "d MMMM y",
              "sr": "d. MMMM y."}
#: English exports write the medium date (``30 Nov 2026``).
ENGLISH_MEDIUM_DATE = "d MMM y"

# The month names of a date (CLDR's "format" context)
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
    return pattern.replace("#,##0", number(fraction * 100, language, decimals))


def months(language: str) -> tuple[str, ...]:
    """The twelve month names, January first, as a date writes them."""
    return tuple(_MONTHS.get(language, _MONTHS["en"]).split())


def month_name(month: int, language: str) -> str:
    return months(language)[month - 1]


def _format_date(pattern: str, day: _date, language: str) -> str:
    """``day`` in a CLDR date pattern (the fields the tables above use)."""
    def field(match: re.Match[str]) -> str:
        token = match.group(0)
        if token.startswith("'"):
            return token[1:-1]
        if token == "d":
            return str(day.day)
        if token == "y":
            return str(day.year)
        if token == "MMMM":
            return month_name(day.month, language)
        if token == "MMM":  # English only: CLDR's abbreviations are the names' first three letters
            return month_name(day.month, language)[:3]
        return token

    return re.sub(r"'[^']*'|d|y|M{3,4}", field, pattern)


def date(day: _date, language: str) -> str:
    """A date in words: ``12 March 2026`` (en), ``12. März 2026`` (de),
    ``12 mars 2026`` (fr), ``12 de marzo de 2026`` (es), ``12 marca 2026``
    (pl), ``12. март 2026.`` (sr)."""
    return _format_date(LONG_DATES.get(language, LONG_DATES["en"]), day, language)


def day_words(day: _date, language: str) -> str:
    """The date an export prints: ``30 Nov 2026`` in English, the long date
    in the other languages (``30. November 2026``, ``30 listopada 2026``)."""
    if language not in _MONTHS or language == "en":
        return _format_date(ENGLISH_MEDIUM_DATE, day, "en")
    return date(day, language)


def join(items: list[str], language: str) -> str:
    """``Ana, Ben and Cleo`` (no comma before the last word in any of the six)."""
    if len(items) <= 1:
        return "".join(items)
    end = _LIST_END.get(language, _LIST_END["en"])
    return ", ".join(items[:-2] + [end.format(items[-2], items[-1])])
