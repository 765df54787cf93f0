"""No Flet component takes a store subject (an ``@ft.observable``) as an
argument, but the one that watches it anyway.

Flet subscribes a component to every observable among its arguments: a part
given one redraws itself on every change of that subject, whatever its memo
compares. Table mode gave every row, chip and key of a phone's screen the
phone's ``PhoneSeat``, and one bid redrew each of them on every phone
(issue 27: 150 -> 90 ms of the server's CPU per tap with 16 phones once they
got plain callables instead). Found from the source, so a new component is
checked as soon as it is written."""

from __future__ import annotations

import ast
from pathlib import Path

import scorekeeper.ui as ui

UI = Path(ui.__file__).parent
# the one component that takes a subject: the phone's whole screen, which watches it
WATCHERS = {("table/screen.py", "PhoneScreen")}


def _observables() -> set[str]:
    names = set()
    for path in UI.rglob("*.py"):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.ClassDef) and any(ast.unparse(d) == "ft.observable" for d in node.decorator_list):
                names.add(node.name)
    return names


def _components() -> list[tuple[str, ast.FunctionDef]]:
    found = []
    for path in sorted(UI.rglob("*.py")):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.FunctionDef) and any(ast.unparse(d) == "ft.component" for d in node.decorator_list):
                found.append((path.relative_to(UI).as_posix(), node))
    return found


def test_the_store_subjects_and_the_components_are_found():
    assert {"PhoneSeat", "Play", "Navigation", "GameChanges"} <= _observables()
    assert len(_components()) > 40


def test_no_component_takes_a_store_subject_as_an_argument_but_the_one_that_watches_it():
    subjects = _observables()
    taking = []
    for where, fn in _components():
        args = fn.args.posonlyargs + fn.args.args + fn.args.kwonlyargs
        named = {a.arg: ast.unparse(a.annotation) for a in args if a.annotation is not None}
        for arg, annotation in named.items():
            if any(subject in annotation.replace('"', "").split(" | ") for subject in subjects) \
                    and (where, fn.name) not in WATCHERS:
                taking.append(f"{where}: {fn.name}({arg}: {annotation})")
    assert taking == []
