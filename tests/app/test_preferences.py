"""What a device remembers between sessions: defaults, validation of stored
values, and writing only what changed (no browser: a dict stands in for the
device's key-value store)."""

from __future__ import annotations

import asyncio

from scorekeeper.domain import BidMode, RuleChoice
from scorekeeper.presenters.preferences import KEYS, Preferences, changes, read_preferences
from scorekeeper.ui.store.preference_store import PreferenceStore
from scorekeeper.presenters.setup import SetupForm
from scorekeeper.ui.setup.screen import SetupScreen

PRESETS = {"standard", "amigo-tournament", "dm-mixed", "five-rounds"}


class Device:
    """A device's key-value store, as ``ft.SharedPreferences`` offers it."""

    def __init__(self, values: dict | None = None):
        self.values = dict(values or {})
        self.writes: list[tuple[str, object]] = []

    async def get(self, key):
        return self.values.get(key)

    async def set(self, key, value):
        self.values[key] = value
        self.writes.append((key, value))
        return True

    async def remove(self, key):
        self.values.pop(key, None)
        self.writes.append((key, None))
        return True


def test_a_new_device_follows_its_own_dark_mode_and_counts_by_the_tally():
    prefs = read_preferences({})
    assert prefs == Preferences()
    assert prefs.dark(device_dark=True) and not prefs.dark(device_dark=False)
    assert prefs.entry == "tally" and prefs.preset is None and prefs.open_game is None


def test_once_the_player_picks_a_theme_the_device_no_longer_decides():
    light = Preferences().with_dark(False)
    assert not light.dark(device_dark=True)
    assert Preferences().with_dark(True).dark(device_dark=False)


def test_stored_values_read_back_and_junk_reads_as_the_default():
    stored = {KEYS["theme"]: "dark", KEYS["entry"]: "direct", KEYS["preset"]: "amigo-tournament",
              KEYS["notequal"]: "off", KEYS["bids"]: "secret", KEYS["open_game"]: "20261130-081500-ab12"}
    prefs = read_preferences(stored, presets=PRESETS)
    assert (prefs.theme, prefs.entry, prefs.preset, prefs.notequal, prefs.bids, prefs.open_game) == (
        "dark", "direct", "amigo-tournament", False, BidMode.SECRET, "20261130-081500-ab12")
    junk = {KEYS["theme"]: "purple", KEYS["entry"]: 3, KEYS["notequal"]: "maybe", KEYS["bids"]: "shouted",
            KEYS["open_game"]: "../../etc/passwd", KEYS["device"]: "x" * 500, KEYS["language"]: "Klingon"}
    assert read_preferences(junk) == Preferences()


def test_the_rules_of_a_preset_that_is_gone_are_forgotten_together():
    stored = {KEYS["preset"]: "house-rules", KEYS["notequal"]: "on", KEYS["bids"]: "hidden"}
    prefs = read_preferences(stored, presets=PRESETS)
    assert (prefs.preset, prefs.notequal, prefs.bids) == (None, None, None)


def test_a_language_this_app_does_not_have_reads_as_the_devices():
    assert read_preferences({KEYS["language"]: "de"}, languages=["en", "de"]).language == "de"
    assert read_preferences({KEYS["language"]: "xx"}, languages=["en", "de"]).language is None


def test_a_save_writes_only_what_changed_and_removes_what_went_back_to_the_default():
    old = Preferences(open_game="20261130-081500-ab12")
    new = Preferences(theme="dark")
    assert changes(old, new) == {KEYS["theme"]: "dark", KEYS["open_game"]: None}
    assert changes(new, new) == {}


def test_the_store_loads_and_saves_through_the_device():
    device = Device({KEYS["entry"]: "direct", KEYS["theme"]: "light"})
    store = PreferenceStore(device, presets=PRESETS)
    prefs = asyncio.run(store.load())
    assert prefs.entry == "direct" and prefs.theme == "light"
    asyncio.run(store.save(prefs.with_rules("dm-mixed", None, BidMode.HIDDEN)))
    assert device.writes == [(KEYS["preset"], "dm-mixed"), (KEYS["bids"], "hidden")]
    again = asyncio.run(PreferenceStore(device, presets=PRESETS).load())
    assert (again.preset, again.notequal, again.bids, again.entry) == ("dm-mixed", None, BidMode.HIDDEN, "direct")


def test_saves_started_together_write_one_after_the_other_and_the_last_wins():
    class Slow(Device):  # a device store that answers each write a moment later
        async def set(self, key, value):
            await asyncio.sleep(0)
            return await super().set(key, value)

        async def remove(self, key):
            await asyncio.sleep(0)
            return await super().remove(key)

    device = Slow()
    store = PreferenceStore(device, presets=PRESETS)
    rules = Preferences().with_rules("amigo-tournament", False, BidMode.HIDDEN)
    playing = Preferences(open_game="20261130-081500-ab12").with_rules("standard", None, None)

    async def both():
        await asyncio.gather(store.save(rules), store.save(playing))

    asyncio.run(both())
    again = asyncio.run(PreferenceStore(device, presets=PRESETS).load())
    assert again == playing and store.saved == playing
    # the second save wrote only what the first had left different
    assert device.writes[:3] == [(KEYS["preset"], "amigo-tournament"), (KEYS["notequal"], "off"),
                                 (KEYS["bids"], "hidden")]


def test_a_device_store_that_fails_to_answer_reads_as_the_defaults():
    class Broken(Device):
        async def get(self, key):
            raise RuntimeError("no storage here")

    assert asyncio.run(PreferenceStore(Broken()).load()) == Preferences()


# -- what the app does with them -------------------------------------------------------


def test_the_last_games_rules_are_pre_selected_for_the_next_game(render, store):
    assert store.play.start_game(["Ana", "Ben", "Cleo"], 0, RuleChoice(preset="amigo-tournament", notequal=False,
                                                                  bids=BidMode.HIDDEN))
    assert (store.device.prefs.preset, store.device.prefs.notequal, store.device.prefs.bids) == ("amigo-tournament", False, BidMode.HIDDEN)
    store.nav.home()
    screen = render(SetupScreen, store)
    # the preset choice is read out (and shown) with its value
    assert screen.find("option-preset").content.title.semantics_label == "Rule preset: Amigo tournament"
    assert screen.find("option-notequal").content.value is False
    assert screen.find("option-bids").content.selected == ["hidden"]


def test_a_remembered_preset_this_app_no_longer_has_gives_the_default_form():
    assert SetupForm.remembered("house-rules", True, BidMode.SECRET, PRESETS) == SetupForm()
    assert SetupForm.remembered(None, None, None, PRESETS) == SetupForm()


def test_the_theme_switch_is_remembered(store):
    saved = []
    store.device._save = saved.append
    store.device.set_dark(True)
    assert store.device.dark and store.device.prefs.theme == "dark" and saved[-1].theme == "dark"


def test_the_open_game_is_remembered_until_the_player_goes_home(store):
    assert store.play.start_game(["Ana", "Ben", "Cleo"], 0, RuleChoice())
    assert store.device.prefs.open_game == store.play.game_id
    store.nav.home()
    assert store.device.prefs.open_game is None


def test_a_new_session_comes_back_to_the_open_game_unless_it_is_over_or_gone(store):
    assert store.play.start_game(["Ana", "Ben", "Cleo"], 0, RuleChoice())
    game_id = store.play.game_id
    store.nav.stack = ["home"]  # a new session starts at home
    store.play.game_id = None
    store.play.come_back(game_id)
    assert store.nav.screen == "game" and store.play.game_id == game_id
    store.nav.home()
    store.play.come_back("20991231-000000-dead")  # a game that is not here (any more)
    assert store.nav.screen == "home" and store.device.prefs.open_game is None and store.nav.message == ""
