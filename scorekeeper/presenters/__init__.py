"""What each screen shows, decided in plain Python.

One module per screen. Each turns domain values (a game state, the games
listed by the service, a form being filled in) into frozen, value-equal view
data, and each edit of a form into a new frozen value. The Flet views in
:mod:`scorekeeper.ui` only render that data and forward taps, so every
decision here is reached by the unit tests without a browser, and a memoized
view re-renders only when the data it was given is different.

Presenters import the domain, :mod:`scorekeeper.i18n` and
:mod:`scorekeeper.exports` (the names of the export formats); never flet,
storage, the service or the command line.
"""
