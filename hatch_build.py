"""The wheel's build hook (hatchling): the preset files (``rules/``) and the PDF font with
its licence (``assets/fonts/``) ship inside the package, as ``scorekeeper._rules`` and
``scorekeeper._fonts``. Only in a built wheel: an editable install reads them where they
are (``scorekeeper/presets.py``, ``scorekeeper/exports/fonts.py``), and a folder of them
in site-packages would stand in the way of the editable package."""

from __future__ import annotations

from typing import Any

from hatchling.builders.hooks.plugin.interface import BuildHookInterface

#: folder in the checkout -> its place in the wheel
INSIDE_PACKAGE = {"rules": "scorekeeper/_rules", "assets/fonts": "scorekeeper/_fonts"}


class DataInsidePackage(BuildHookInterface):
    def initialize(self, version: str, build_data: dict[str, Any]) -> None:
        if version == "standard":
            build_data["force_include"].update(INSIDE_PACKAGE)
