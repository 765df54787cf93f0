"""Translation catalogs: ``<lang>/LC_MESSAGES/messages.po`` (sources) and
``messages.mo`` (compiled, read at run time). ``build`` syncs and compiles
them with Babel; the app never imports it."""
