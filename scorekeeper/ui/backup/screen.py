"""The backup screen: all games to one file and back, one record imported."""

from __future__ import annotations

import flet as ft

from ..store import AppStore, watch
from ..widgets.banners import banners
from ..widgets.basics import screen_view
from .backup_card import BackupCard


@ft.component
def BackupScreen(store: AppStore):
    """All games to one file and back (a new phone, a browser's data
    cleared), and one game record imported."""
    watch(store.nav, store.saved, store.device)
    controls: list[ft.Control] = [ft.Container(height=4), *banners(store), BackupCard(store, key="backup-card")]
    return screen_view("/backup", store.t("home.backup"), controls, back=store.nav.back, back_label=store.t("common.back"))
