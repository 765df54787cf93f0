"""Table mode: one game open as a table, a phone at each seat that has one.

Everything of it but the phones' screens, and none of it Flet:

- :mod:`.session`: :class:`~.session.TableSession`, the table of one game (its
  token, the seats held by claim keys, the phones' taps checked under one lock
  and saved through the one service);
- :mod:`.host`: :class:`~.host.TableHost`, the process's table mode (at most one
  table, its address, telling the phones when it ends);
- :mod:`.server`: the table's address, a second web server that mounts Flet's
  web app for the phones: the one module here that adapts to Flet;
- :mod:`.gate` (the token), :mod:`.guard` (a phone's sockets), :mod:`.throttle`
  (wrong tokens slowed down): plain ASGI in front of it;
- :mod:`.qr`: the join link as a QR code (PNG).

It imports the domain, the presenters, i18n and the service, never the UI
(``scorekeeper/ui``): the UI imports it (the host's ``TableControl`` and the
phones' ``PhoneSeat``, subjects of ``ui/store/``; the phones' app of
``ui/table/``; the app and its launcher).
Nothing is imported here, so a module of the UI that only needs the host does
not load the servers."""
