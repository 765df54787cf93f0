"""What the share dialog shows (issue 31): the link that is the game, as
text and as a QR code another phone scans from the screen; where this app
knows no static site to point at, it says so and asks for the address once;
for a game that is over, "Log in BG Stats"."""

from __future__ import annotations

import re
from dataclasses import dataclass

from ..i18n import Translator

MAX_SITE_CHARS = 100  # what the device's settings keep (presenters/preferences.py)
_SITE = re.compile(r"^https?://[^\s/#?]+[^\s#]*$")


@dataclass(frozen=True, slots=True)
class ShareView:
    title: str
    link: str  # "" while no site is known
    no_site: str  # why there is no link, and what to do ("" with a link)
    how: str  # what the other phone does with the code
    qr_label: str  # what a screen reader says of the code
    copy_label: str
    bgstats_label: str  # "" for a game not over: not offered
    bgstats_url: str


def share_view(link: str, bgstats_url: str, t: Translator) -> ShareView:
    """``link``: the game's link ("" without a site); ``bgstats_url``: BG
    Stats' import link ("" for a game that is not over)."""
    return ShareView(
        title=t("share.title"),
        link=link,
        no_site="" if link else t("share.no_site"),
        how=t("share.how"),
        qr_label=t("share.qr_label"),
        copy_label=t("share.copy_link"),
        bgstats_label=t("share.bgstats") if bgstats_url else "",
        bgstats_url=bgstats_url,
    )


def site_problem(text: str, t: Translator) -> str:
    """Why ``text`` cannot be the static site's address ("" when it can)."""
    text = text.strip()
    if not _SITE.match(text):
        return t("share.site_invalid")
    if len(text) > MAX_SITE_CHARS:
        return t("share.site_too_long", n=MAX_SITE_CHARS)
    return ""


__all__ = ["MAX_SITE_CHARS", "ShareView", "share_view", "site_problem"]
