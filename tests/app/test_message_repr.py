"""Flet's server builds every sent message's repr for a debug line it does
not write: the app makes that repr short while the transport log is off."""

from __future__ import annotations

import logging
import types
from dataclasses import dataclass

from scorekeeper.ui.message_repr import TRANSPORT_LOG, quiet_message_repr


def a_protocol():
    @dataclass
    class Message:
        action: str
        body: object

    return types.SimpleNamespace(Message=Message)


def test_a_message_says_only_its_action_while_the_transport_log_is_off():
    module = a_protocol()
    quiet_message_repr(module)
    logging.getLogger(TRANSPORT_LOG).setLevel(logging.INFO)
    text = repr(module.Message("patch_control", {"controls": ["x" * 1000]}))
    assert text == "Message('patch_control', …)"


def test_the_whole_message_is_written_out_once_the_transport_log_is_on():
    module = a_protocol()
    quiet_message_repr(module)
    quiet_message_repr(module)  # once: a second call wraps nothing
    log = logging.getLogger(TRANSPORT_LOG)
    log.setLevel(logging.DEBUG)
    try:
        text = repr(module.Message("patch_control", {"id": 3}))
    finally:
        log.setLevel(logging.NOTSET)
    assert text.endswith("Message(action='patch_control', body={'id': 3})")


def test_flets_own_message_gets_the_quiet_repr():
    from flet.messaging import protocol

    quiet_message_repr()
    message = protocol.Message(protocol.MessageAction.PATCH_CONTROL, {"id": 1})
    assert "…" in repr(message) or logging.getLogger(TRANSPORT_LOG).isEnabledFor(logging.DEBUG)
