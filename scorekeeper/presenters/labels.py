"""Names for screen readers that several screens share: a choice with its
value, a banner's close button. (Screen-specific names live with their
screen's presenter: the sheet's cells, the history's buttons.)"""

from __future__ import annotations

from ..i18n import Translator


def choice_name(label: str, value: str, t: Translator) -> str:
    """A choice read out with what is chosen ("Rule preset: Standard"), so the
    value is heard without opening the list."""
    return t("names.choice", label=label, value=value)


def dismiss_label(t: Translator) -> str:
    """The close button of a message or notice banner."""
    return t("names.dismiss")
