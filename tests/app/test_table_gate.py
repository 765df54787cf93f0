"""The door of the table's address: the link's token or nothing; a plain
refusal page for a wrong or old token, a game id or none; the WebSocket
refused without the token's cookie; wrong tokens from one address slowed."""

from __future__ import annotations

import pytest
from starlette.applications import Starlette
from starlette.responses import PlainTextResponse
from starlette.routing import Route, WebSocketRoute
from starlette.testclient import TestClient
from starlette.websockets import WebSocketDisconnect

from scorekeeper.table.gate import COOKIE, TableGate, closed_app
from scorekeeper.table.throttle import FREE_TRIES, Throttle

TOKEN = "k" * 32


class Clock:
    def __init__(self) -> None:
        self.now = 100.0

    def __call__(self) -> float:
        return self.now


async def page(_request):
    return PlainTextResponse("the phones' app")


async def socket(ws):
    await ws.accept()
    await ws.send_text("hello phone")
    await ws.close()


@pytest.fixture
def table():
    state = {"tokens": {TOKEN}, "ended": set()}
    clock = Clock()
    inner = Starlette(routes=[Route("/{path:path}", page), WebSocketRoute("/ws", socket)])
    gate = TableGate(inner, lambda token: token in state["tokens"], Throttle(clock=clock),
                     lambda token: token in state["ended"])
    client = TestClient(gate, base_url="http://127.0.0.2:8550")
    return client, state, clock


def refused(response, status: int = 403) -> bool:
    body = response.text
    return (response.status_code == status and "the phones' app" not in body and "<h1>" in body
            and response.headers["content-type"].startswith("text/html"))


def test_the_link_opens_the_app_and_leaves_the_token_in_a_strict_cookie(table):
    client, _, _ = table
    response = client.get(f"/join/{TOKEN}")
    assert response.status_code == 200 and response.text == "the phones' app"
    cookie = response.headers["set-cookie"]
    assert f"{COOKIE}={TOKEN}" in cookie and "HttpOnly" in cookie and "SameSite=Strict" in cookie
    assert response.headers["cache-control"] == "no-store" and response.headers["referrer-policy"] == "no-referrer"
    assert client.get("/main.dart.js").status_code == 200  # the cookie carries the token from now on


def test_a_wrong_token_gets_a_plain_refusal_page_in_the_phones_language(table):
    client, _, _ = table
    response = client.get("/join/" + "x" * 32, headers={"accept-language": "de-DE,de;q=0.9"})
    assert refused(response) and "Kein Tisch-Link" in response.text
    assert "set-cookie" not in response.headers


def test_a_game_id_or_no_token_opens_nothing(table):
    client, _, _ = table
    for path in ("/", "/game/1", "/join/", "/join/1", "/?game=1", "/main.dart.js"):
        assert refused(client.get(path)), path


def test_an_old_token_is_refused_once_the_table_ended(table):
    client, state, _ = table
    assert client.get(f"/join/{TOKEN}").status_code == 200
    state["tokens"].clear()  # the host ended table mode
    assert refused(client.get("/"))  # the cookie it left opens nothing now
    assert refused(client.get(f"/join/{TOKEN}"))


def test_the_websocket_opens_only_with_the_tokens_cookie(table):
    client, state, _ = table
    # (the test client sends no cookie jar with a WebSocket: the browser's cookie is given by hand)
    for headers in ({}, {"cookie": f"{COOKIE}=" + "x" * 32}, {"cookie": "other=1"}):
        with pytest.raises(WebSocketDisconnect):
            with client.websocket_connect("/ws", headers=headers):
                pass
    with client.websocket_connect("/ws", headers={"cookie": f"{COOKIE}={TOKEN}"}) as ws:
        assert ws.receive_text() == "hello phone"
    state["tokens"].clear()
    with pytest.raises(WebSocketDisconnect):
        with client.websocket_connect("/ws", headers={"cookie": f"{COOKIE}={TOKEN}"}):
            pass


def test_repeated_wrong_tokens_from_one_address_are_slowed_down(table):
    client, _, clock = table
    for n in range(FREE_TRIES):
        assert refused(client.get(f"/join/wrong{n}"))
    # from now on the address waits; even the right token is refused meanwhile (guessing gains nothing)
    response = client.get(f"/join/{TOKEN}")
    assert refused(response, 429) and int(response.headers["retry-after"]) >= 1
    clock.now += 3
    assert client.get(f"/join/{TOKEN}").status_code == 200
    assert refused(client.get("/join/wrong-again"))  # one more wrong try: a longer wait
    clock.now += 3
    assert client.get(f"/join/{TOKEN}").status_code == 429
    clock.now += 2
    assert client.get(f"/join/{TOKEN}").status_code == 200


def test_the_throttle_counts_each_address_on_its_own():
    clock = Clock()
    throttle = Throttle(clock=clock)
    for _ in range(FREE_TRIES):
        throttle.failed("10.0.0.5")
    assert throttle.wait_s("10.0.0.5") > 0 and throttle.wait_s("10.0.0.6") == 0


def test_the_link_of_an_ended_table_says_the_table_is_closed_in_the_phones_language(table):
    client, state, _ = table
    assert client.get(f"/join/{TOKEN}").status_code == 200
    state["tokens"].clear()
    state["ended"].add(TOKEN)  # the host ended it
    for _ in range(FREE_TRIES + 2):  # a phone reloading its dead link is no guesser: never slowed
        response = client.get("/", headers={"accept-language": "fr-FR,fr;q=0.9"})
        assert refused(response, 410) and "La table est fermée" in response.text
    assert refused(client.get(f"/join/{TOKEN}"), 410)
    with pytest.raises(WebSocketDisconnect):
        with client.websocket_connect("/ws", headers={"cookie": f"{COOKIE}={TOKEN}"}):
            pass
    assert refused(client.get("/join/" + "x" * 32))  # a guess is still only "not a table link"


def test_the_closed_page_is_in_the_language_the_phone_was_sent_with(table):
    client, _, _ = table
    response = client.get("/closed?lang=pl", headers={"accept-language": "de"})
    assert refused(response, 410) and "Stół jest zamknięty" in response.text
    assert "Der Tisch ist geschlossen" in client.get("/closed?lang=xx", headers={"accept-language": "de"}).text


def test_after_the_phones_app_stops_every_request_gets_the_closed_page():
    client = TestClient(closed_app, base_url="http://127.0.0.2:8550")
    for path in ("/", f"/join/{TOKEN}", "/main.dart.js"):
        response = client.get(path, headers={"accept-language": "es"})
        assert refused(response, 410) and "La mesa está cerrada" in response.text
    with pytest.raises(WebSocketDisconnect):
        with client.websocket_connect("/ws"):
            pass
