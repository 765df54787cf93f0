"""The real app, started as ``python -m scorekeeper`` starts it (the same
arguments), with one thing more for end-to-end tests of table mode: a
control address on 127.0.0.1 (its port in ``SCOREKEEPER_TEST_CONTROL_PORT``)
where a test enters an action as the host's screen would enter it (through
the one service) and every session is told, as a tap on the host's screen
tells them (pubsub). It stands in for the host's own screens, so a test of
the phones does not depend on how the host's game menu offers a change
(issue 30: a player leaves, one joins).

    POST /act    {"action": {...}}  -> 200 "ok", or 409 and why the rules refused
    GET  /state                     -> {"players": [...], "out": [...], "bids": [...]}

Run:  python -m tests.e2e.host_control --web --port 8550 --table-host 127.0.0.2
"""

from __future__ import annotations

import json
import os
import sys
import threading
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from typing import Any

CONTROL_PORT_ENV = "SCOREKEEPER_TEST_CONTROL_PORT"


def control_server(service: Any, pages: list[Any], port: int) -> ThreadingHTTPServer:
    from scorekeeper.domain import ScorekeeperError, action_from_json
    from scorekeeper.ui.store import TOPIC

    def the_game() -> str:
        games = service.history()
        if len(games) != 1:
            raise LookupError(f"{len(games)} games: the control acts on the only one")
        return games[0].id

    class Handler(BaseHTTPRequestHandler):
        def _answer(self, code: int, body: str, kind: str = "text/plain") -> None:
            data = body.encode()
            self.send_response(code)
            self.send_header("Content-Type", kind)
            self.send_header("Content-Length", str(len(data)))
            self.end_headers()
            self.wfile.write(data)

        def do_GET(self) -> None:  # noqa: N802 - http.server's name
            if self.path != "/state":
                return self._answer(404, "no such thing")
            rnd = service.game(the_game()).state.current
            state = service.game(the_game()).state
            self._answer(200, json.dumps({"players": list(state.players), "out": list(rnd.out),
                                          "bids": list(rnd.bids)}), "application/json")

        def do_POST(self) -> None:  # noqa: N802
            if self.path != "/act":
                return self._answer(404, "no such thing")
            body = json.loads(self.rfile.read(int(self.headers.get("Content-Length", 0))))
            game_id = the_game()
            try:
                service.act(game_id, action_from_json(body["action"]))
            except ScorekeeperError as exc:
                return self._answer(409, str(exc))
            if pages:  # every session is told, the host's tabs and the phones (the hub is the process's)
                pages[-1].pubsub.send_all_on_topic(TOPIC, game_id)
            self._answer(200, "ok")

        def log_message(self, *_args: object) -> None:
            pass

    server = ThreadingHTTPServer(("127.0.0.1", port), Handler)
    threading.Thread(target=server.serve_forever, daemon=True).start()
    return server


def main() -> int:
    import scorekeeper.ui.launch as launch
    from scorekeeper.cli import main as cli_main

    made = launch.table_host
    pages: list[Any] = []

    def table_host(service, options, assets_dir):
        host = made(service, options, assets_dir)
        entry = host.entry

        def each_session(page):
            pages.append(page)  # any session's pubsub reaches every session
            del pages[:-1]
            return entry(page)

        host.entry = each_session
        control_server(service, pages, int(os.environ[CONTROL_PORT_ENV]))
        return host

    launch.table_host = table_host  # launch() looks it up when it starts the app
    return cli_main(sys.argv[1:])


if __name__ == "__main__":
    sys.exit(main())
