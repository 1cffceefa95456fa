"""Every legal action of the moment: what a bot chooses from, what a test checks.

:func:`legal_actions` lists every action that
:func:`~tutorial.tiletum.actions.apply` accepts in a state, each once, by
asking the same rule functions ``apply`` uses.
"""

from __future__ import annotations

from collections.abc import Callable
from functools import cache
from typing import TypeVar

from tutorial.tiletum.actions import (
    Action,
    Build,
    BuildCathedral,
    BuyResource,
    CardinalTurn,
    EndTurn,
    Exchange,
    Move,
    MovementPoint,
    NewProspector,
    TakeBonusTile,
    TakeDie,
    UnlockTier,
    UseApMarker,
)
from tutorial.tiletum.cathedrals import cathedral_builds
from tutorial.tiletum.economy import RESOURCE_PRICE
from tutorial.tiletum.maps import neighbours
from tutorial.tiletum.solo import is_cardinal
from tutorial.tiletum.state import PROSPECTOR, GameState
from tutorial.tiletum.technologies import TOP_TIER, ap_marker_refusal, tier_cost
from tutorial.tiletum.wheel import actions_on, movement_segment

SUPPLY_FIELD = {"mine": "mines", "pillar": "pillars", "house": "houses"}

A = TypeVar("A")


@cache
def known(kind: Callable[..., A], *fields: object) -> A:
    """The action ``kind(*fields)``, made the first time it is legal and handed out after.

    Actions are frozen values, and the same few are legal again and again (the
    same dice places, colours, moves): finding one again costs a fraction of
    making a frozen dataclass, and a bot asks for every legal action at every step.
    """
    return kind(*fields)


def legal_actions(state: GameState) -> list[Action]:
    """Every action :func:`~tutorial.tiletum.actions.apply` accepts now, each once.

    An empty list means the game is over.

    >>> from tutorial.tiletum.setup import new_game
    >>> state, _ = new_game(2, seed=1, first_player=0)  # the first player has no Silver
    >>> sorted({type(a).__name__ for a in legal_actions(state)})
    ['BuyResource', 'TakeDie']
    """
    if state.over:
        return []
    if is_cardinal(state):
        return [known(CardinalTurn)]
    return [
        *dice_to_take(state),
        *prospector_options(state),
        *exchanges(state),
        *tasks(state),
        *([known(EndTurn)] if state.turn.die is not None else []),
    ]


def dice_to_take(state: GameState) -> list[TakeDie]:
    """One die an action, for any action its segment offers."""
    if state.turn.die is not None:
        return []
    segments = [die.segment for die in state.dice]
    offers = {segment: actions_on(state, segment) for segment in set(segments)}  # once a segment
    return [
        known(TakeDie, index, action)
        for index, segment in enumerate(segments)
        for action in offers[segment]
    ]


def prospector_options(state: GameState) -> list[Action]:
    """The Prospector Action's options, 1 AP each: move, take a Bonus tile, build."""
    turn = state.turn
    if turn.die is None or turn.action != PROSPECTOR or turn.ap < 1:
        return []
    player, here = state.player, state.underground
    out: list[Action] = []
    for index, (number, space) in enumerate(here.prospectors.get(player.name, ())):
        umap = here.map(number)
        out += [known(Move, index, to) for to in neighbours(umap, space)]
        out += [known(TakeBonusTile, index, t) for t in range(len(state.tiles_at((number, space))))]
        for kind, field in SUPPLY_FIELD.items():
            if getattr(player, field) > 0:
                sites = here.buildable_sites(player.name, number, space, kind)
                out += [known(Build, index, site.id) for site in sites]
    return out


def exchanges(state: GameState) -> list[Exchange]:
    """The Contract Action (reduced): one Resource for one of another colour, 1 AP each."""
    turn = state.turn
    if turn.die is None or turn.ap < 1:
        return []
    if turn.action not in state.components.exchange_actions():
        return []
    colours = state.components.colours
    held = state.player.resources
    return [
        known(Exchange, give, get)
        for give, count in zip(colours, held, strict=True)
        if count > 0
        for get in colours
        if get != give
    ]


def tasks(state: GameState) -> list[Action]:
    """Tasks of the active player: Technology tiers, New Prospectors, the movement point, buying,
    Underground Cathedrals and the Bonus Action Point markers (a stand-in reading)."""
    player, here = state.player, state.underground
    out: list[Action] = []
    if player.gold >= RESOURCE_PRICE:
        out += [known(BuyResource, colour) for colour in state.components.colours]
    for name, tier in zip(state.technologies, player.tiers, strict=True):
        if tier < TOP_TIER and player.silver >= tier_cost(tier + 1):
            out.append(known(UnlockTier, name))
    if player.prospectors > 0:
        occupied = {number for number, _ in here.prospectors.get(player.name, ())}
        out += [
            known(NewProspector, umap.number)
            for umap in here.maps
            if umap.number not in occupied and player.silver >= umap.start_silver
        ]
    turn = state.turn
    if turn.die is not None and not turn.moved and turn.segment == movement_segment(state):
        for index, (number, space) in enumerate(here.prospectors.get(player.name, ())):
            out += [known(MovementPoint, index, to) for to in neighbours(here.map(number), space)]
    out += [known(UseApMarker, m) for m in player.ap_markers if not ap_marker_refusal(state, m)]
    out += [known(BuildCathedral, index) for index in cathedral_builds(state)]
    return out
