"""Names cut to fit a narrow column, each still recognisable and told apart
from the others at the table.

A cut name keeps its start (the part a table calls a player by) and, when
two names start alike, as much more as tells them apart: "Christopher" and
"Christina" in six letters are "Chris…" both, so they become "Christo…" and
"Christi…" where that fits, else the start and the first letter that differs
("Chr…o", "Chr…i"). The screen draws exactly these strings: a name is never
cut again by the text box (which would make two cut names alike once more).
"""

from __future__ import annotations

ELLIPSIS = "…"

# a character of bold text takes about this part of the font size (Roboto's
# lowercase letters average ~0.52 em, capitals ~0.68): measured, rounded up
EM_PER_CHAR = 0.62


def fit_chars(players: int, width: int = 340, size: int = 13, padding: int = 8) -> int:
    """How many characters of a name fit in one of ``players`` equal columns
    sharing ``width`` px, each keeping ``padding`` px, at ``size`` px bold."""
    column = width / max(1, players) - padding
    return max(3, int(column / (size * EM_PER_CHAR)))


def distinct_prefix(name: str, others: list[str] | tuple[str, ...]) -> int:
    """The length of the shortest start of ``name`` that no other name
    starts with (letter case ignored); the whole name's length when it is
    the start of another name."""
    key = name.casefold()
    rest = [o.casefold() for o in others if o.casefold() != key]
    for k in range(1, len(name) + 1):
        head = key[:k]
        if not any(o.startswith(head) for o in rest):
            return k
    return len(name)


def short_name(name: str, limit: int) -> str:
    """``name`` in at most ``limit`` characters: whole when it fits, else its
    start and an ellipsis ("Maximiliane" -> "Maxim…"). (Alone: nothing to tell
    it apart from; see :func:`short_names`.)"""
    if len(name) <= limit:
        return name
    return name[: max(1, limit - 1)].rstrip(" ") + ELLIPSIS


def _cut(name: str, others: list[str], limit: int) -> tuple[str, int]:
    """``name`` for a column of ``limit`` characters among ``others``, and
    the length of the start it shows."""
    if len(name) <= limit:
        return name, len(name)
    room = max(1, limit - 1)  # the ellipsis takes one
    start = name[:room].casefold()
    # the names that would read the same cut to this column (a whole name never does: it has no ellipsis)
    alike = [o for o in others if len(o) > limit and o[:room].casefold() == start]
    if not alike:
        return name[:room].rstrip(" ") + ELLIPSIS, room
    d = distinct_prefix(name, alike)
    if room >= 3:
        # the start and the first letter that tells it apart: "Chr…o", "Chr…i"
        head = room - 1
        return name[:head].rstrip(" ") + ELLIPSIS + name[d - 1], head
    return name[:d] + (ELLIPSIS if d < len(name) else ""), d


def short_names(names: tuple[str, ...] | list[str], limit: int) -> tuple[str, ...]:
    """Every name in at most ``limit`` characters where that can tell them
    apart, and never two alike: a name that fits is whole; a cut one keeps
    its start and, where names start alike, the letters that differ (see
    the module's words). When even that leaves two alike (long names alike
    for longer than the column), those two show more of their start than
    the column holds rather than read the same."""
    names = list(names)
    shown: list[str] = []
    heads: list[int] = []
    for i, name in enumerate(names):
        text, head = _cut(name, names[:i] + names[i + 1:], limit)
        shown.append(text)
        heads.append(head)
    # what a cut name shows is distinct from the others in all but rare
    # cases (spaces, an ellipsis in a name): those grow until they differ
    while True:
        seen: dict[str, list[int]] = {}
        for i, text in enumerate(shown):
            seen.setdefault(text.casefold(), []).append(i)
        clashes = [group for group in seen.values() if len(group) > 1]
        if not clashes:
            return tuple(shown)
        grown = False
        for group in clashes:
            for i in group:
                if heads[i] < len(names[i]):
                    heads[i] += 1
                    shown[i] = names[i][:heads[i]] + (ELLIPSIS if heads[i] < len(names[i]) else "")
                    grown = True
        if not grown:  # the same name twice (case aside): nothing tells them apart
            return tuple(shown)


# -- names measured in the app's font, on up to two lines -------------------------------

# Advance widths of Roboto Bold (the font Flutter web ships) in thousandths of
# an em, rounded up to the next 20: measured once in Chromium with the app's
# roboto.woff2. Bold for all: a leader's chip draws its name bold.
_WIDTHS = (
    (180, "'"), (240, "j"), (260, "il "), (280, "I-.ł"), (340, "rt"), (360, "f"), (420, "г"), (480, "yту"),
    (500, "vxzźżžх"), (520, "ksśšз"), (540, "ceLéèêçćęŁčексэ"), (560, "ahnuFJäüàáâñúùńąабчьяГ"),
    (580, "0123456789bdgopqEöóòôĘвийлнопрЕ"), (600, "STZßŚŹŻđŠŽцЗТ"), (620, "RYд"), (640, "BKPVXъБВРУХЬЯ"),
    (660, "ACDUÄÜĄĆČАКС"), (680, "…ĐЭ"), (700, "GOQÖОЧ"), (720, "HNŃИЙЛНП"), (740, "фЦ"), (760, "wмДЪ"),
    (780, "жыФ"), (820, "шю"), (840, "щ"), (880, "mMМЫ"), (900, "WЮ"), (920, "Ж"), (960, "Ш"), (980, "Щ"),
)
_UNKNOWN = 1000  # a character not measured (another script, an emoji): a whole em, to be safe


def _char_width(ch: str) -> int:
    return next((w for w, chars in _WIDTHS if ch in chars), _UNKNOWN)


def text_px(text: str, size: float) -> float:
    """About how wide ``text`` draws in bold at ``size`` px (a little wider, never narrower)."""
    return sum(_char_width(ch) for ch in text) * size / 1000


def _longest_fitting(text: str, room: float, size: float, tail: str = "") -> int:
    """How many of ``text``'s first characters fit ``room`` px with ``tail`` after them."""
    k = len(text)
    while k > 1 and text_px(text[:k].rstrip(" ") + tail, size) > room:
        k -= 1
    return k


VOWELS = set("aeiouyäöüáéíóúàèìòùâêîôûąęåæøаеиоуыэюяёії")
HYPHEN = "-"


def _syllable_cut(name: str, k: int) -> bool:
    """Whether a word broken before ``name[k]`` breaks where a syllable starts:
    a consonant before a vowel ("Char-lotte", "Fried-rich", "Maxi-milian")."""
    return 0 < k < len(name) - 1 and name[k].casefold() not in VOWELS and name[k + 1].casefold() in VOWELS \
        and name[k - 1].isalpha()


def _two_lines(name: str, room: float, size: float) -> tuple[str, str]:
    """``name`` over two lines: broken after a space or a hyphen where both
    parts fit; else, when it fits two lines, inside the word with a hyphen
    at the end of the first line (never a word split without one), where a
    syllable starts and the lines come out most even ("Fried-" over "rich");
    else as late as the first line allows (after a space or hyphen if that
    keeps half of it)."""
    most = _longest_fitting(name, room, size)
    breaks = [i + 1 for i, ch in enumerate(name) if ch in " -" and i + 1 <= most]
    for cut in reversed(breaks):
        if text_px(name[cut:].strip(" "), size) <= room:
            return name[:cut].rstrip(" "), name[cut:].lstrip(" ")
    hyphened = _longest_fitting(name, room, size, HYPHEN)
    fits = [k for k in range(2, hyphened + 1) if text_px(name[k:], size) <= room and name[k - 1].isalpha()
            and name[k].isalpha()]
    if fits:
        syllables = [k for k in fits if _syllable_cut(name, k)] or fits
        cut = min(syllables, key=lambda k: (max(text_px(name[:k] + HYPHEN, size), text_px(name[k:], size)), -k))
        return name[:cut] + HYPHEN, name[cut:]
    cut = breaks[-1] if breaks and breaks[-1] >= most // 2 else most
    if cut == most and name[cut - 1:cut].isalpha() and name[cut:cut + 1].isalpha() and hyphened > 1:
        return name[:hyphened] + HYPHEN, name[hyphened:]  # the rest is cut on the second line anyway
    return name[:cut].rstrip(" "), name[cut:].lstrip(" ")


def fit_lines(names: tuple[str, ...] | list[str], room: float, size: float, lines: int = 2) -> tuple[str, ...]:
    """Every name as a box ``room`` px wide draws it at ``size`` px bold, on
    at most ``lines`` lines ("\\n" between them): whole where it fits; else
    over two lines, the second cut with an ellipsis only when the name is
    longer still; and never two alike (names that would read the same show
    the letters that tell them apart, as :func:`short_names` does)."""
    names = list(names)
    if lines < 2:
        return short_names(names, max(3, int(room / (size * 0.62))))
    firsts: list[str] = []
    rests: list[str] = []
    for name in names:
        if text_px(name, size) <= room:
            firsts.append(name)
            rests.append("")
        else:
            first, rest = _two_lines(name, room, size)
            firsts.append(first)
            rests.append(rest)
    # the second lines: whole where they fit, else cut (and told apart) by short_names
    limit = min((_longest_fitting(r, room, size, ELLIPSIS) + 1 for r in rests if r and text_px(r, size) > room), default=0)
    seconds = list(rests)
    if limit:
        long = [i for i, r in enumerate(rests) if r]
        groups: dict[str, list[int]] = {}
        for i in long:
            groups.setdefault(firsts[i].casefold(), []).append(i)
        for group in groups.values():
            cut = short_names([rests[i] for i in group], limit)
            for i, text in zip(group, cut):
                seconds[i] = text if text_px(rests[i], size) > room or len(group) > 1 else rests[i]
    shown = tuple(first if not second else f"{first}\n{second}" for first, second in zip(firsts, seconds))
    return shown


CHIP_SIZE = 13  # px: a chip's name (the totals strip, the bid board)
CHIP_SIZES = (13, 12, 11)  # px: the steps a chip's name may take to stay on one line, whole


def chip_names(players: tuple[str, ...] | list[str], width: float = 340) -> tuple[str, ...]:
    """The names on chips sharing ``width`` px, 4 px apart, each padded 3 px
    a side inside a 2 px outline (the dealer's, the turn's): whole where they
    fit, else over two lines (see :func:`fit_lines`)."""
    return chip_fit(players, width)[0]


def chip_room(players: int, width: float = 340) -> float:
    """The px a chip's name has when ``players`` chips share ``width`` px."""
    n = max(1, players)
    return (width - 4 * (n - 1)) / n - 6 - 4


def chip_fit(players: tuple[str, ...] | list[str], width: float = 340) -> tuple[tuple[str, ...], int]:
    """The names on chips sharing ``width`` px and the font size they take:
    every name whole on one line at the largest of :data:`CHIP_SIZES` that
    holds them all ("Charlotte" among five); else at :data:`CHIP_SIZE` over
    two lines, broken with a hyphen ("Char-" over "lotte", see :func:`fit_lines`)."""
    room = chip_room(len(players), width)
    for size in CHIP_SIZES:
        if all(text_px(name, size) <= room for name in players):
            return tuple(players), size
    return fit_lines(players, room, CHIP_SIZE), CHIP_SIZE
