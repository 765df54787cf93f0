"""The share dialog of one game (issue 31): the link that is the game as a
QR code and as text, copied in one tap; the site's address asked once where
none is known; "Log in BG Stats" for a game that is over."""

from __future__ import annotations

from typing import Callable

import flet as ft

from ...i18n import Translator
from ...presenters.share import share_view, site_problem
from ...table.qr import qr_png
from ..store import AppStore, watch
from .basics import hint, section_title, tagged

QR_PX = 248  # on a 360 px phone the dialog's content is ~280 px wide


@ft.component
def ShareDialog(game_id: str, on_close: Callable[[], None], t: Translator, store: AppStore):
    watch(store.device)
    saved = store.saved
    site = saved.site()
    link = ft.use_memo(lambda: saved.share_link(game_id), [game_id, site])
    bgstats = ft.use_memo(lambda: saved.bgstats_link(game_id), [game_id])
    view = share_view(link, bgstats, t)
    png = ft.use_memo(lambda: qr_png(link) if link else b"", [link])
    typed, set_typed = ft.use_state("")
    problem, set_problem = ft.use_state("")

    def save_site():
        why = site_problem(typed, t)
        set_problem(why)
        if not why:
            store.device.set_site_url(typed.strip())

    def copied():
        store.nav.tell(t("share.link_copied"))

    content: list[ft.Control] = []
    if view.link:
        content += [
            ft.Row([tagged("share-qr", ft.Container(
                ft.Image(src=png, width=QR_PX, height=QR_PX, semantics_label=view.qr_label),
                bgcolor=ft.Colors.WHITE, padding=4, border_radius=4))], alignment=ft.MainAxisAlignment.CENTER),
            hint(view.how),
            # the link as text, its words the link itself (tests and screen readers read it)
            tagged("share-link", ft.Text(view.link, size=11, max_lines=3, overflow=ft.TextOverflow.ELLIPSIS),
                   view.link),
            tagged("share-copy", ft.OutlinedButton(content=ft.Text(view.copy_label), icon=ft.Icons.LINK,
                                                   action=ft.CopyToClipboard(view.link), on_click=copied)),
        ]
    else:
        content += [
            tagged("share-no-site", ft.Text(view.no_site, size=14)),
            tagged("share-site", ft.TextField(label=t("share.site_label"), value=typed, dense=True,
                                              keyboard_type=ft.KeyboardType.URL, error=problem or None,
                                              on_change=lambda e: set_typed(e.control.value or ""),
                                              on_submit=lambda _e: save_site())),
            tagged("share-site-save", ft.FilledButton(content=ft.Text(t("share.site_save")), on_click=save_site)),
        ]
    if view.bgstats_url:
        content.append(tagged("share-bgstats", ft.FilledButton(content=ft.Text(view.bgstats_label),
                                                               icon=ft.Icons.INSIGHTS, url=view.bgstats_url)))
    ft.use_dialog(ft.AlertDialog(
        modal=False,
        title=section_title(view.title, 20),
        semantics_label=view.title,
        content=ft.Column(content, tight=True, spacing=10, scroll=ft.ScrollMode.AUTO,
                          horizontal_alignment=ft.CrossAxisAlignment.STRETCH),
        content_padding=ft.Padding.symmetric(horizontal=16, vertical=12),
        actions=[tagged("share-close", ft.TextButton(t("share.close"), on_click=on_close))],
        on_dismiss=on_close,
    ))
    return ft.Container(width=0, height=0)
