"""The Flet app (the imperative shell): screens that render what the
presenters decide and forward taps to the session's store.

- :mod:`.launch` starts it (a desktop window, else the web app);
  :mod:`.app` is the shell (one session per phone or tab; :data:`SCREENS`);
  :mod:`.browser` the static site's entry point.
- :mod:`.store`: the session's store, one module per subject (navigation,
  the open game, device settings, the saved games), each with its intents.
- one folder per screen (``home``, ``setup``, ``game``, ``history``,
  ``players``, ``deal_sizes``, ``rules``, ``backup``; ``round`` and ``sheet``
  are the two panels of the game screen), one component per file; its
  decisions are in ``presenters/<folder>.py``.
- :mod:`.widgets`: what several screens draw; :mod:`.device` and
  :mod:`.language` tie a session to its device; :mod:`.theme` the colours.

Flet is imported here and, for packing Flet's web client only, by
``scorekeeper.web.build``; a view imports neither the service nor storage
(``tests/test_architecture.py``; ``docs/ARCHITECTURE.md`` is the map).
"""
