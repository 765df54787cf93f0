"""The static site: the app as plain files any web server can host, with
Python running inside the browser (Pyodide), its games kept on the phone.

- :mod:`.build` lays out the site (``scorekeeper build-web``): Flet's web
  client, the Pyodide runtime, the app and its packages in one archive, a
  web app manifest with the app's icons and a service worker that caches it
  all, so the app starts with no network after one visit;
- :mod:`.packages` finds the Python packages the app imports and brings them
  in a form the browser's Python can import; :mod:`.bytecode` compiles them
  with that Python (Pyodide under Node.js) so that a start compiles nothing;
- :mod:`.pwa` the manifest and the icons that make the site installable;
- :mod:`.durability` holds back what the screen would show until the save
  behind it is stored (pure logic, tested in CPython);
- :mod:`.browser` runs only in the browser: the data folder kept in
  IndexedDB, one writing tab at a time, and the durability hook.

This package never imports flet (``scorekeeper.ui.browser`` is the browser's
UI entry) and imports nothing heavy at import time: the browser loads
:mod:`.browser` and :mod:`.durability` through it.
"""
