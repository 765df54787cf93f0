"""The static site: the app as plain files any web server can host, with
Python running inside the browser (Pyodide), its games kept on the phone.

- :mod:`.build` lays out the site (``scorekeeper build-web``): Flet's web
  client, the Pyodide runtime, the app, a web app manifest with the app's
  icons and a service worker (``site/sw.js``) that keeps it all, so the app
  starts with no network after one visit; ``site/boot.js`` starts Python
  beside Flutter's engine, behind a start screen of its own;
- :mod:`.client` copies Flet's web client and patches it (every patch counts
  what it replaced, so a changed Flet stops the build);
- :mod:`.archives` packs the app in two archives (what a start needs, and
  the PDF stack, fetched on its first import) plus its compiled modules;
- :mod:`.packages` finds the Python packages the app imports and brings them
  in a form the browser's Python can import; :mod:`.bytecode` compiles them
  with that Python (Pyodide under Node.js) so that a start compiles nothing;
- :mod:`.pwa` the manifest and the icons that make the site installable;
- :mod:`.durability` holds back what the screen would show until the save
  behind it is stored (pure logic, tested in CPython);
- :mod:`.browser` runs only in the browser: the data folder kept in
  IndexedDB (each save stores the files it changed), one writing tab at a
  time, the durability hook and the later archive's importer.

This package never imports flet; it reads Flet's files from the installed
``flet-web`` package. The browser's entry is :mod:`scorekeeper.static_site`;
it loads :mod:`.browser` and :mod:`.durability` from here, and nothing here
imports anything heavy at import time.
"""
