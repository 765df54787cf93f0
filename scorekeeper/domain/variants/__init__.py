"""The registry of rule variants, by the ids a preset or a table names.

Each variant is one module owning what it changes (see :mod:`.base`): the
Bomb (:mod:`.bomb`), the Cloud (:mod:`.cloud`), the Werewolf
(:mod:`.werewolf`); the special cards that change only who wins a trick are
:class:`.base.PassiveCard`. A new variant is a module here and its entry in
``_BUILT_IN``; :func:`registered` adds one for the length of a ``with`` block
(a test's toy card), and takes it out again after.
"""

from __future__ import annotations

from contextlib import contextmanager
from types import MappingProxyType
from typing import TYPE_CHECKING, Annotated, Any, Iterable, Iterator, Mapping, Union

from pydantic import ConfigDict, Field, TypeAdapter

from ..actions import CORE_ACTIONS, GameAction
from ..cards import SPECIAL_CARDS, card_registered
from ..state import Phase
from .base import PassiveCard, Variant, require_card as _require
from .bomb import Bomb
from .cloud import CloudCard
from .notes import card_notes
from .werewolf import Werewolf

if TYPE_CHECKING:
    from ..state import GameState, RoundState

_PASSIVE_NAMES = {
    "juggler": "the Juggler", "dragon-fairy": "the Dragon and the Fairy", "shapeshifter": "the Shapeshifter",
    "witch": "the Witch", "vampire": "the Vampire",
}
_BUILT_IN: tuple[Variant, ...] = (Bomb(), CloudCard(), Werewolf())
# every variant by id, in the order outputs list them (changed only by ``registered``)
_REGISTRY: dict[str, Variant] = {v.id: v for v in _BUILT_IN}
_REGISTRY.update({card: PassiveCard(card, _PASSIVE_NAMES.get(card, card), 2 if card == "dragon-fairy" else 1)
                  for card in SPECIAL_CARDS if card not in _REGISTRY})
_REGISTRY.update({card: _REGISTRY.pop(card) for card in SPECIAL_CARDS})  # the editions' order
# action class -> the id of the variant that applies it
_OWNERS: dict[type[GameAction], str] = {kind: v.id for v in _BUILT_IN for kind in v.actions}
VARIANTS: Mapping[str, Variant] = MappingProxyType(_REGISTRY)
# every action class: the core's, then the built-in variants'
ACTION_TYPES: tuple[type[GameAction], ...] = CORE_ACTIONS + tuple(_OWNERS)


def _action_reader(kinds: tuple[type[GameAction], ...]) -> TypeAdapter[GameAction]:
    """Reads an action's JSON as one of ``kinds``, tagged by ``type``. The union is
    built from a tuple at run time: to mypy (2.x) ``Union[kinds]`` is a special form,
    not a type it can check, so the form is held as ``Any`` here, once."""
    form: Any = Annotated[Union[kinds], Field(discriminator="type")]
    return TypeAdapter(form, config=ConfigDict(defer_build=True))


_READER = _action_reader(ACTION_TYPES)  # built on the first action read
OWNERS: Mapping[type[GameAction], str] = MappingProxyType(_OWNERS)


class _Names(Mapping[str, str]):
    """How the English messages name a card (``CARD_NAMES["bomb"]``: "the Bomb")."""

    def __getitem__(self, card: str) -> str:
        return _REGISTRY[card].name or card

    def __iter__(self) -> Iterator[str]:
        return iter(_REGISTRY)

    def __len__(self) -> int:
        return len(_REGISTRY)


CARD_NAMES: Mapping[str, str] = _Names()


@contextmanager
def registered(variant: Variant) -> Iterator[Variant]:
    """``variant`` is in the registry, found by its id like the built-in
    ones, within the ``with`` block (its actions applied by it); out again after."""
    if not variant.id or variant.id in _REGISTRY:
        raise ValueError(f"a variant needs an id of its own, not {variant.id!r}")
    clash = [kind.__name__ for kind in variant.actions if kind in _OWNERS]
    if clash:
        raise ValueError(f"{', '.join(clash)} already belong to a variant")
    with card_registered(variant.id, variant.cards_in_deck):
        _REGISTRY[variant.id] = variant
        _OWNERS.update(dict.fromkeys(variant.actions, variant.id))
        try:
            yield variant
        finally:
            del _REGISTRY[variant.id]
            for kind in variant.actions:
                del _OWNERS[kind]


def recording() -> tuple[Variant, ...]:
    """The variants that change what is recorded (a record field of their own), in order."""
    return tuple(v for v in _REGISTRY.values() if v.record_field is not None)


def variants_for(cards: Iterable[str]) -> tuple[Variant, ...]:
    """The variants a round dealt from this deck consults: those of its
    cards that change what is recorded (a card that only changes who wins a
    trick has nothing to say to a round, and a round asks it nothing)."""
    chosen = set(cards)
    return tuple(v for card, v in _REGISTRY.items() if card in chosen and not isinstance(v, PassiveCard))


def pending_cards(state: "GameState") -> tuple[Variant, ...]:
    """The cards that may still change the points of the current round, every
    trick in (its :attr:`~.base.Variant.late_score`): the round's score is
    provisional until one is entered or the table moves on (none: it is final)."""
    rnd = state.current
    if not rnd.variants or rnd.phase is not Phase.SCORED:
        return ()
    return tuple(v for v in rnd.variants if v.late_score and rnd.mark(v.id) is None and v.legal(state))


def read_action(data: Any) -> GameAction:
    """An action from its JSON object (see ``actions.action_from_json``): the
    core's or a registered variant's; pydantic's ValidationError if neither."""
    if len(ACTION_TYPES) == len(CORE_ACTIONS) + len(_OWNERS):  # the built-in variants alone
        return _READER.validate_python(data)
    kinds = CORE_ACTIONS + tuple(_OWNERS)  # with one registered for a while (a test's toy card)
    return _action_reader(kinds).validate_python(data)


def owner_of(action: GameAction) -> str | None:
    """The id of the variant an action belongs to (None: a core action)."""
    return _OWNERS.get(type(action))


def require_card(rnd: "RoundState", card: str) -> Variant:
    """The variant of ``card`` in ``rnd``'s deck, or a refusal naming the round."""
    return _require(rnd, _REGISTRY[card])


__all__ = ["ACTION_TYPES", "CARD_NAMES", "VARIANTS", "read_action", "Variant", "card_notes", "owner_of", "pending_cards", "recording", "registered", "require_card",
           "variants_for"]
