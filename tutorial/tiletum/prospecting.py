"""The Prospector Action, New Prospectors, the movement point and Stone Tablets.

Rulebook, *Prospector Action*: each option costs 1 AP —

- move one Prospector to an adjacent space (each AP may move a different
  Prospector); crossing an uncovered Stone Tablet resolves it;
- take an Underground Bonus tile from your Prospector's Town;
- build a Mine from your supply in your Prospector's Town (empty Mine space,
  none of yours there): gain 1 Silver at once, plus the Gold printed by the
  space;
- build a Pillar there (empty space, none of yours);
- build a House there (empty space, none of yours), taking any Building
  Bonus.

*Underground maps*, New Prospector (Task): pay the Silver printed on the
start space of a map where you have no Prospector yet.  *Prospector movement
point*: a die from the segment aligned with the movement icon lets you move
one Prospector one space, as a Task.  *Stone Tablets*: the first Prospector
to cross a Tablet resolves it, then covers it with an "X" tile.

A Prospector is named by its index in the player's list of Prospectors
(``Underground.prospectors[name]``): 0 is the first one placed.
"""

from __future__ import annotations

import re

from tutorial.core.errors import IllegalMove, quoted
from tutorial.core.explanation import Explanation, Outcome
from tutorial.core.values import evolve
from tutorial.tiletum.components import Gain
from tutorial.tiletum.economy import gain, gain_colour, pay_silver, take_silver
from tutorial.tiletum.maps import neighbours
from tutorial.tiletum.state import (
    PIECE_NAMES,
    PROSPECTOR,
    GameState,
    changed_underground,
    with_player,
)
from tutorial.tiletum.underground import Place
from tutorial.tiletum.wheel import movement_segment

RULE_PROSPECTOR = "Prospector Action"
RULE_NEW = "Underground maps: New Prospector"
RULE_MOVEMENT = "Prospector movement point"
RULE_TABLETS = "Stone Tablets"
#: A Mine gives this much Silver at once (besides its printed Gold).
MINE_SILVER = 1


def prospector_at(state: GameState, index: int, rule: str = RULE_PROSPECTOR) -> Place:
    """Where the active player's Prospector ``index`` stands; refuses a Prospector they lack."""
    places = state.underground.prospectors.get(state.player.name, ())
    if not 0 <= index < len(places):
        raise IllegalMove(
            rule,
            f"{state.player.name} has no Prospector {index} "
            f"({len(places)} on the Underground maps)",
        )
    return places[index]


def spend_ap(state: GameState) -> GameState:
    """One AP of the Prospector Action, refused unless a die was taken for it with AP left."""
    turn = state.turn
    if turn.die is None or turn.action != PROSPECTOR:
        raise IllegalMove(
            RULE_PROSPECTOR, "the Prospector Action's options need a die taken for that Action"
        )
    if turn.ap < 1:
        raise IllegalMove(RULE_PROSPECTOR, "no Action Points are left: each option costs 1 AP")
    return evolve(state, turn=evolve(turn, ap=turn.ap - 1))


def cross(state: GameState, number: int, a: str, b: str) -> tuple[GameState, str]:
    """Crossing the connection ``a``–``b``: the first to cross an uncovered Tablet resolves it.

    Resolving gives the Tablet's (stand-in) effect; then an "X" tile covers
    it, and later crossings find nothing.
    """
    tablet = state.underground.map(number).tablet_between(a, b)
    if tablet is None:
        return state, ""
    place = (number, tablet.id)
    if not state.underground.uncovered(number, tablet.id):
        return state, f" The Stone Tablet {tablet.id} there is covered already."
    effect_id = state.tablet_effect(place)
    effect = next(t for t in state.components.tablets if t.id == effect_id)
    state, words = gain(state, state.active, effect.gain, gain_colour(state))
    here = state.underground
    state = changed_underground(state, covered=here.covered | {place})
    return state, (
        f" Crossed the uncovered Stone Tablet {tablet.id} ({effect.id}): {words}; "
        "an X tile now covers it."
    )


def move(state: GameState, index: int, to: str, rule: str) -> tuple[GameState, str]:
    """Move the active player's Prospector ``index`` to the adjacent space ``to``."""
    number, space = prospector_at(state, index, rule)
    umap = state.underground.map(number)
    if to not in neighbours(umap, space):
        raise IllegalMove(
            rule,
            f"{quoted(to)} is not adjacent to {space} on {umap.name} "
            f"(adjacent: {', '.join(neighbours(umap, space))})",
        )
    name = state.player.name
    here = state.underground
    places = list(here.prospectors[name])
    places[index] = (number, to)
    prospectors = {**here.prospectors, name: tuple(places)}
    state = changed_underground(state, prospectors=prospectors)
    state, tablet = cross(state, number, space, to)
    return state, f"{name} moved Prospector {index} from {space} to {to} on {umap.name}.{tablet}"


def move_prospector(state: GameState, index: int, to: str) -> Outcome[GameState]:
    """Prospector Action option (1 AP): move one Prospector to an adjacent space."""
    state = spend_ap(state)
    state, words = move(state, index, to, RULE_PROSPECTOR)
    return Outcome.later(
        state, lambda: Explanation("Moved a Prospector", (words,), RULE_PROSPECTOR)
    )


def movement_point(state: GameState, index: int, to: str) -> Outcome[GameState]:
    """Task: with a die from the segment aligned with the movement icon, move one space, once."""
    turn = state.turn
    if turn.die is None or turn.segment != movement_segment(state):
        raise IllegalMove(
            RULE_MOVEMENT,
            f"only a die from the segment with the movement icon (segment "
            f"{movement_segment(state)}, die value {movement_segment(state) + 1}) gives the point",
        )
    if turn.moved:
        raise IllegalMove(RULE_MOVEMENT, "the movement point of this die is used already")
    state = evolve(state, turn=evolve(turn, moved=True))
    state, words = move(state, index, to, RULE_MOVEMENT)
    return Outcome.later(state, lambda: Explanation("Movement point", (words,), RULE_MOVEMENT))


def town_of(state: GameState, index: int) -> Place:
    """The Town the active player's Prospector ``index`` stands in; refuses a space that is none."""
    number, space = prospector_at(state, index)
    if state.underground.town(number, space) is None:
        raise IllegalMove(RULE_PROSPECTOR, f"Prospector {index} stands on {space}, not in a Town")
    return (number, space)


def take_bonus_tile(state: GameState, index: int, tile: int) -> Outcome[GameState]:
    """Prospector Action option (1 AP): take an Underground Bonus tile from the Prospector's Town.

    Underground Bonus tiles are never refilled (*Cleanup phase*).
    """
    state = spend_ap(state)
    town = town_of(state, index)
    tiles = state.tiles_at(town)
    if not 0 <= tile < len(tiles):
        raise IllegalMove(
            RULE_PROSPECTOR,
            f"the Town on {town[1]} has {len(tiles)} Underground Bonus tile(s); no tile {tile}",
        )
    taken = next(t for t in state.components.underground_bonus if t.id == tiles[tile])
    left = tiles[:tile] + tiles[tile + 1 :]
    bonus_tiles = tuple(
        (place, left if place == town else held) for place, held in state.bonus_tiles
    )
    state = evolve(state, bonus_tiles=tuple((p, t) for p, t in bonus_tiles if t))
    state, words = gain(state, state.active, taken.gain, gain_colour(state))
    line = f"{state.player.name} took the Underground Bonus tile {taken.id}: {words}."
    return Outcome.later(
        state, lambda: Explanation("Underground Bonus tile", (line,), RULE_PROSPECTOR)
    )


def printed_bonus(text: str | None) -> Gain:
    """A Building Bonus printed on a site, as a gain: ``"1 point"``, ``"2 resources"``.

    >>> printed_bonus("1 point").points, printed_bonus(None) == Gain()
    (1, True)
    """
    if not text:
        return Gain()
    match = re.fullmatch(r"\s*(\d+)\s+(point|resource|silver|gold|king)s?\s*", text.lower())
    if match is None:
        raise ValueError(f"a printed bonus we cannot read: {text!r}")
    field = {"point": "points", "resource": "resources"}.get(match[2], match[2])
    return Gain(**{field: int(match[1])})


def build(state: GameState, index: int, site_id: str) -> Outcome[GameState]:
    """Prospector Action option (1 AP): build a Mine, Pillar or House on a site of the Town.

    The site must be empty, of a kind the player has none of in that Town
    yet, with a piece of that kind in the player's supply.  A Mine gives 1
    Silver at once and the Gold it prints; a House takes the site's Building
    Bonus.  (Our reading: only a House takes a printed bonus, as the rulebook
    says it for the House alone.)
    """
    state = spend_ap(state)
    number, space = town_of(state, index)
    umap = state.underground.map(number)
    town = umap.space(space).town
    assert town is not None
    site = next((s for s in town.sites if s.id == site_id), None)
    if site is None:
        raise IllegalMove(
            RULE_PROSPECTOR,
            f"the Town {town.name} ({space}) has no site {quoted(site_id)} "
            f"(its sites: {', '.join(s.id for s in town.sites)})",
        )
    player = state.player
    piece = PIECE_NAMES[site.kind]
    owner = state.underground.built.get((number, site.id))
    if owner is not None:
        raise IllegalMove(RULE_PROSPECTOR, f"{piece} site {site.id} is taken by {owner}")
    if not state.underground.buildable_sites(player.name, number, space, site.kind):
        raise IllegalMove(
            RULE_PROSPECTOR,
            f"{player.name} already has a {piece} in {town.name}: none of yours there",
        )
    supply_field = {"mine": "mines", "pillar": "pillars", "house": "houses"}[site.kind]
    in_supply = getattr(player, supply_field)
    if in_supply < 1:
        raise IllegalMove(RULE_PROSPECTOR, f"{player.name} has no {piece} in their supply")
    state = with_player(state, state.active, **{supply_field: in_supply - 1})
    here = state.underground
    state = changed_underground(state, built={**here.built, (number, site.id): player.name})
    lines = [f"{player.name} built a {piece} on {site.id} in {town.name} ({umap.name})."]
    if site.kind == "mine":
        state, got = take_silver(state, state.active, MINE_SILVER)
        state = with_player(state, state.active, gold=state.player.gold + site.gold)
        short = f" (only {got} was left in the supply)" if got < MINE_SILVER else ""
        lines.append(
            f"The Mine gave {got} Silver at once{short} and the {site.gold} Gold it prints."
        )
    elif site.kind == "house" and site.bonus:
        state, words = gain(state, state.active, printed_bonus(site.bonus), gain_colour(state))
        lines.append(f"The House took the Building Bonus: {words}.")
    return Outcome.later(
        state, lambda: Explanation(f"Built a {piece}", tuple(lines), RULE_PROSPECTOR)
    )


def new_prospector(state: GameState, number: int) -> Outcome[GameState]:
    """Task: pay the start space's Silver on a map where you have no Prospector; put one there."""
    player = state.player
    try:
        umap = state.underground.map(number)
    except KeyError:
        raise IllegalMove(RULE_NEW, f"map {quoted(number)} is not in play (maps 1, 2, 3)") from None
    if state.underground.has_prospector(player.name, number):
        raise IllegalMove(RULE_NEW, f"{player.name} has a Prospector on {umap.name} already")
    if player.prospectors < 1:
        raise IllegalMove(RULE_NEW, f"{player.name} has no Prospector left in their supply")
    state = pay_silver(
        state, state.active, umap.start_silver, RULE_NEW, f"a Prospector on {umap.name}"
    )
    state = with_player(state, state.active, prospectors=player.prospectors - 1)
    here = state.underground
    places = (*here.prospectors.get(player.name, ()), (number, umap.start))
    state = changed_underground(state, prospectors={**here.prospectors, player.name: places})
    line = (
        f"{player.name} paid {umap.start_silver} Silver and put a Prospector on the start "
        f"space of {umap.name}."
    )
    return Outcome.later(state, lambda: Explanation("New Prospector", (line,), RULE_NEW))
