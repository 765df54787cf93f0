"""The hand-copied tables of scorekeeper.l10n agree with CLDR, as Babel
(the catalogs' build tool, a test dependency) carries it: a table that
drifts from CLDR, or a new language added without its data, fails here."""

from __future__ import annotations

from datetime import date

import pytest
from babel import Locale
from babel.dates import format_date
from babel.lists import format_list
from babel.numbers import format_decimal, format_percent

from scorekeeper import l10n
from scorekeeper.i18n import LANGUAGES

LOCALES = {code: Locale.parse(l10n.CLDR_LOCALES[code]) for code in LANGUAGES}
DAYS = [date(2026, month, day) for month, day in ((1, 1), (3, 12), (5, 31), (9, 9), (11, 30), (12, 25))]


def test_every_language_has_its_cldr_locale():
    assert set(l10n.CLDR_LOCALES) == set(LANGUAGES)


@pytest.mark.parametrize("code", LANGUAGES)
def test_the_decimal_mark_and_the_group_separator_are_cldrs(code):
    symbols = LOCALES[code].number_symbols["latn"]
    mark, group, _ = l10n._NUMBERS[code]
    assert (mark, group) == (symbols["decimal"], symbols["group"])


@pytest.mark.parametrize("code", LANGUAGES)
@pytest.mark.parametrize("value", [0, 7, -40, 12345, -67890, 1234567, 12.5, -0.5, 98765.4])
def test_numbers_are_written_as_cldr_writes_them(code, value):
    # numbers of five digits and more: Babel does not apply minimumGroupingDigits
    # (see test_four_digit_numbers_are_grouped_as_cldr_says)
    shown = format_decimal(value, locale=LOCALES[code], format="#,##0.0" if isinstance(value, float) else "#,##0")
    assert l10n.number(value, code) == shown


@pytest.mark.parametrize("code", LANGUAGES)
def test_four_digit_numbers_are_grouped_as_cldr_says(code):
    """CLDR's minimumGroupingDigits is 2 for Spanish and Polish (1234, but
    12 345), 1 elsewhere; Babel does not carry it, so the table says it."""
    grouped = format_decimal(1234, locale=LOCALES[code])
    expected = "1234" if code in ("es", "pl") else grouped
    assert l10n.number(1234, code) == expected


@pytest.mark.parametrize("code", LANGUAGES)
def test_percentages_follow_cldrs_pattern(code):
    assert l10n._PERCENT[code] == LOCALES[code].percent_formats[None].pattern
    for fraction in (0, 0.05, 0.75, 1):
        assert l10n.percent(fraction, code) == format_percent(fraction, locale=LOCALES[code])


@pytest.mark.parametrize("code", LANGUAGES)
def test_month_names_are_cldrs_as_a_date_writes_them(code):
    names = LOCALES[code].months["format"]["wide"]
    assert l10n.months(code) == tuple(names[m] for m in range(1, 13))


def test_english_abbreviations_are_the_first_three_letters_as_in_cldr():
    abbreviated = Locale.parse("en").months["format"]["abbreviated"]
    assert tuple(name[:3] for name in l10n.months("en")) == tuple(abbreviated[m] for m in range(1, 13))


@pytest.mark.parametrize("code", LANGUAGES)
def test_long_dates_follow_cldrs_pattern(code):
    assert l10n.LONG_DATES[code] == LOCALES[code].date_formats["long"].pattern
    for day in DAYS:
        assert l10n.date(day, code) == format_date(day, "long", locale=LOCALES[code])


def test_english_exports_write_cldrs_medium_date():
    assert l10n.ENGLISH_MEDIUM_DATE == LOCALES["en"].date_formats["medium"].pattern
    for day in DAYS:
        # CLDR's British English abbreviates September "Sept"; the exports keep "Sep" (CLDR's en)
        assert l10n.day_words(day, "en") == format_date(day, "medium", locale=LOCALES["en"]).replace("Sept", "Sep")


@pytest.mark.parametrize("code", LANGUAGES)
def test_lists_are_joined_as_cldr_joins_them(code):
    patterns = LOCALES[code].list_patterns["standard"]
    assert patterns["start"] == patterns["middle"] == "{0}, {1}"
    assert l10n._LIST_END[code] == patterns["end"] == patterns["2"]
    for items in (["Ana"], ["Ana", "Ben"], ["Ana", "Ben", "Cleo"], ["Ana", "Ben", "Cleo", "Dan", "Eve"]):
        assert l10n.join(items, code) == format_list(items, locale=LOCALES[code])
