"""Flet's payload type of an event is resolved once per control class and handler (ui/event_types.py)."""

from __future__ import annotations

import types

import flet as ft
from flet.controls import base_control, control_event

from scorekeeper.ui.event_types import remember_event_types


def test_each_control_class_and_handler_is_resolved_once_with_flets_own_answer():
    calls: list[tuple[type, str]] = []

    def counting(control, field_name):
        calls.append((type(control), field_name))
        return control_event.get_event_field_type(control, field_name)

    module = types.SimpleNamespace(__name__=base_control.__name__, **{
        k: v for k, v in base_control.__dict__.items() if not k.startswith("__")})
    module.get_event_field_type = counting
    remembered = remember_event_types(module)
    button, other, field = ft.Button("a"), ft.Button("b"), ft.TextField()
    assert remembered(button, "on_click") == control_event.get_event_field_type(button, "on_click")
    assert remembered(other, "on_click") is remembered(button, "on_click")
    assert remembered(field, "on_change") == control_event.get_event_field_type(field, "on_change")
    assert calls == [(ft.Button, "on_click"), (ft.TextField, "on_change")]
    assert remember_event_types(module) is remembered, "wrapped once"


def test_the_app_wraps_flets_resolver_when_it_starts():
    from scorekeeper.ui.app import make_main

    make_main(object())  # type: ignore[arg-type]  (the service is only handed on)
    assert getattr(base_control.get_event_field_type, "_scorekeeper_remembers_event_types", False)
