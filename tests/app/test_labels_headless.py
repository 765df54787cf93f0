"""The views put the names where a screen reader finds them: on the icon of
an icon button (the focusable node), on headings, on dialogs (rendered
without a browser; tests/e2e reads them in Chromium's accessibility tree)."""

from __future__ import annotations

import flet as ft

from scorekeeper.domain import Bid, RuleChoice, TrickWon
from scorekeeper.ui.game.screen import GameScreen
from scorekeeper.ui.history.screen import HistoryScreen
from scorekeeper.ui.setup.screen import SetupScreen
from scorekeeper.ui.sheet.sheet import Sheet
from scorekeeper.ui.widgets.basics import MIN_TOUCH
from scorekeeper.ui.widgets.choice_field import ChoiceField

from .helpers import t


def icon_name(screen, identifier: str) -> str | None:
    """The name an icon button's own node gets: its icon's semantics label."""
    button = screen.find(identifier).content
    assert isinstance(button, ft.IconButton), f"{identifier!r} is no icon button"
    return button.icon.semantics_label


def headings(screen) -> list[str]:
    return [c.content.value for c in screen.controls()
            if isinstance(c, ft.Semantics) and c.header and isinstance(c.content, ft.Text)]


def test_setup_names_every_icon_button_after_its_player_and_marks_its_sections_as_headings(render, store):
    screen = render(SetupScreen, store)
    for name in ("Ana", "Ben"):
        screen.fire("player-name", "on_change", value=name).fire("player-name", "on_submit")
    assert icon_name(screen, "seat-remove-1") == "Remove Ben" and icon_name(screen, "seat-up-1") == "Move Ben one seat up"
    assert screen.find("seat-remove-1").content.tooltip is None  # no second, unfocusable copy of the name
    assert icon_name(screen, "back") == "Back"
    assert {"New game", "Players in seat order", "Rules"} <= set(headings(screen))


def test_the_history_names_the_game_a_delete_would_trash(render, store):
    assert store.play.start_game(["Ana", "Ben", "Cleo"], 0, RuleChoice())
    screen = render(HistoryScreen, store)
    assert icon_name(screen, "game-delete-0").startswith("Move the game of ")
    assert icon_name(screen, "game-delete-0").endswith(" with Ana, Ben and Cleo to the trash")
    view = screen.find("game-view-0").content
    assert view.content.value == "View" and view.content.semantics_label.startswith("View the game of ")


def test_a_choice_field_reads_out_its_value_and_picks_from_a_named_dialog(render):
    picked: list[str] = []
    options = [("a", "Standard"), ("b", "Amigo tournament")]
    field = render(ChoiceField, "deal-preset", "Rule preset", options, "a", picked.append, t)
    assert field.find("deal-preset").content.title.semantics_label == "Rule preset: Standard"
    field.tap("deal-preset")
    dialog = field.dialogs[-1]
    assert dialog.semantics_label == "Rule preset" and not dialog.modal  # Escape and a tap outside close it
    assert dialog.title.header and field.find("deal-preset-b") is not None
    field.tap("deal-preset-b")
    assert picked == ["b"]


def test_the_correction_dialog_is_named_closes_on_escape_and_names_each_stepper(render, store):
    assert store.play.start_game(["Ana", "Ben", "Cleo"], 0, RuleChoice(schedule=(1, 1)))
    for action in (Bid(player=1, value=0), Bid(player=2, value=0), Bid(player=0, value=1), TrickWon(player=0)):
        store.play.act(action)
    sheet = render(Sheet, store.play.game(), True, store.t, store).tap("sheet-round-1")
    dialog = sheet.dialogs[-1]
    assert dialog.semantics_label == "Correct round 1" and not dialog.modal
    assert icon_name(sheet, "fix-bid-1-plus") == "Ben's bid in round 1: one more"
    assert icon_name(sheet, "fix-tricks-2-minus") == "Cleo's tricks in round 1: one less"
    # two steppers of 48 px buttons fit a 360 px phone: 16 px insets and padding on each side
    assert dialog.inset_padding.left + dialog.content_padding.left <= 32
    assert 2 * (2 * MIN_TOUCH + 28) + 12 <= 360 - 2 * 32


def test_the_game_screen_names_its_icon_buttons_and_its_title_is_a_heading(render, store):
    assert store.play.start_game(["Ana", "Ben", "Cleo"], 0, RuleChoice())
    screen = render(GameScreen, store)
    assert icon_name(screen, "back") == "Back"
    assert screen.find("game-menu").content.icon.semantics_label == "Menu"
    assert "Rules of the game" in screen.texts() and "Language" in screen.texts()  # its items
    assert screen.find("round-number").header


def test_the_games_menu_offers_the_language_and_a_choice_speaks_it_at_once(render, store):
    """Issue 28: the language was five taps and two scrolls from a game,
    on the home screen only."""
    from scorekeeper.ui.game.game_menu import GameMenu

    assert store.play.start_game(["Ana", "Ben", "Cleo"], 0, RuleChoice())
    assert render(GameScreen, store).find("game-menu") is not None
    menu = render(GameMenu, store.t, store.device.language, store).pick("game-language")  # the root: it keeps the menu's state
    assert menu.find("lang-de") is not None  # the home screen's dialog of languages
    menu.tap("lang-de")
    assert store.device.language == "de" and store.nav.screen == "game"
    assert render(GameScreen, store).find("game-menu").content.icon.semantics_label == "Menü"
