"""Prospect for Silver (Tiletum) as a PettingZoo environment: its action list and its observation.

``env(players=2)`` is an AEC environment (:mod:`tutorial.core.environment`)
over the engine's own rules, for 2 to 4 players, or ``env(1)`` for a solo
game against the Cardinal of Silver: then the only agent is ``player_0``,
the human seat, and the Cardinal's turns (*Solo*: its whole action, one
``CardinalTurn``) are played by the engine inside ``step`` (and ``reset``,
if it starts), so the agent is asked only when it is its turn.

The action list names every action of the shipped components and maps
(index ``i`` is ``actions[i]``), in this order (a prospector is numbered
0 to 2 among the player's own, as the engine numbers them):

=================================  ==========================================
actions                            how many
=================================  ==========================================
``TakeDie(die, action)``           13 dice (the most on the wheel, 4 players)
                                   x 7 (the 6 base actions and Prospector)
``Move(prospector, to)``           3 x every space name of the maps
``MovementPoint(prospector, to)``  3 x every space name of the maps
``TakeBonusTile(prospector, k)``   3 x the most Bonus tiles a Town holds
``Build(prospector, site)``        3 x every site name of the maps
``BuildCathedral(prospector)``     3
``Exchange(give, get)``            5 x 4 (a colour for another)
``BuyResource(colour)``            5
``UnlockTier(technology)``         every Technology (9)
``NewProspector(map)``             3
``UseApMarker(marker)``            2 (the +3 and +4 markers)
``EndTurn()``                      1
=================================  ==========================================

467 actions in all.  The observation's sections,
seen by seat ``s`` (players listed from ``s`` on; in solo the Cardinal is
player 1):

- ``maps``: for maps I to III, side A or B;
- ``prospectors`` (3 maps, 20 spaces, 5 players): whose Prospectors stand on
  each space (in the order of the map's data file);
- ``sites`` (3 maps, 29 sites, 5 players): who built on each site (in the
  order of the map's Towns and their sites);
- ``tablets`` (3 maps, 8 tablets): the Stone Tablets covered;
- ``bonus`` (3 maps, 20 spaces): Underground Bonus tiles left in each Town;
- ``players`` (5 players): seated, Silver, Gold, Resources by colour (5),
  King track, Houses, Pillars, Mines, Mines by the King track,
  Prospectors in supply, the tier of each Technology in play (3), points
  scored during the game, actions this round, Bonus AP markers (2), score;
- ``technologies``: the 3 in play, each one-hot over the 9;
- ``wheel``: the dice on the Action Wheel (13, each colour one-hot and
  value), the wheels' turns, the round, the Silver supply, the Scoring
  overlay's side;
- ``turn``: whose turn (5, one-hot by player), whether a die is taken, for
  which action (7, one-hot), Action Points left, movement point used, the
  Bonus AP marker used;
- ``cards``: the Fair of each round (4, one-hot over the shipped Fair
  tiles: setup lays them out), and in solo the Decree of this round (one-hot
  over the shipped Decrees; the later rounds' are face down) and the solo
  Challenges dealt face up;
- ``hidden``: only how many of what is face down remain: the Prospector
  Bonus pile, the King's Surprises and the Cathedral tile stack (their
  order and faces are kept out), and the Surprises tucked so far.

Rewards follow the score sheet (its total, asked at any time, as
:func:`~tutorial.tiletum.scoring.score_sheet` allows), or the placing; in
solo the agent wins when its total is at least the Cardinal's (the engine's
:func:`~tutorial.tiletum.scoring.winners`: ties all win).
"""

from __future__ import annotations

from functools import cache
from typing import Any

import numpy as np

from tutorial.core.environment import Encoding, GameEnv, Layout, Section
from tutorial.core.errors import ArgumentError, quoted
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
    apply,
)
from tutorial.tiletum.components import standard_components
from tutorial.tiletum.fairs import standard_fair_tiles
from tutorial.tiletum.legal import legal_actions
from tutorial.tiletum.maps import Map, standard_maps
from tutorial.tiletum.scoring import score_sheet, winners
from tutorial.tiletum.setup import new_game
from tutorial.tiletum.solo import is_cardinal, standard_solo_cards
from tutorial.tiletum.state import PROSPECTOR, ROUNDS, GameState

#: Seats at the table, the Cardinal's included (4 players, or 1 and the Cardinal).
SEATS = 5
#: The most dice on the Action Wheel (4 players), and a player's Prospectors.
DICE, PROSPECTORS = 13, 3
#: The Bonus Action Point markers (*Setup*, i: +3 and +4).
AP_MARKERS = (3, 4)
MAPS = 3
#: Large enough for any count or score in the game.
MOST = 500.0


@cache
def map_sizes() -> tuple[int, int, int, int]:
    """The most spaces, sites, tablets and Bonus tiles of a Town, over every map and side."""
    maps = standard_maps()
    return (
        max(len(m.spaces) for m in maps),
        max(len(sites_of(m)) for m in maps),
        max(len(m.tablets) for m in maps),
        max(s.town.bonus_tiles for m in maps for s in m.spaces if s.town is not None),
    )


def sites_of(umap: Map) -> list[str]:
    """A map's site names, Town by Town in the order of its spaces."""
    return [site.id for space in umap.spaces if space.town for site in space.town.sites]


def action_list() -> tuple[Action, ...]:
    """Every action the environment can name, in index order (the module docstring's table)."""
    parts = standard_components()
    maps = standard_maps()
    spaces = sorted({space.id for umap in maps for space in umap.spaces})
    sites = sorted({site for umap in maps for site in sites_of(umap)})
    prospectors = range(PROSPECTORS)
    bonus = map_sizes()[3]
    colours = parts.colours
    return (
        *(
            TakeDie(die, name)
            for die in range(DICE)
            for name in (*(a.name for a in parts.actions), PROSPECTOR)
        ),
        *(Move(p, to) for p in prospectors for to in spaces),
        *(MovementPoint(p, to) for p in prospectors for to in spaces),
        *(TakeBonusTile(p, k) for p in prospectors for k in range(bonus)),
        *(Build(p, site) for p in prospectors for site in sites),
        *(BuildCathedral(p) for p in prospectors),
        *(Exchange(give, get) for give in colours for get in colours if get != give),
        *(BuyResource(colour) for colour in colours),
        *(UnlockTier(tech.name) for tech in parts.technologies),
        *(NewProspector(number) for number in range(1, MAPS + 1)),
        *(UseApMarker(marker) for marker in AP_MARKERS),
        EndTurn(),
    )


class TiletumEncoding(Encoding[GameState]):
    """Prospect for Silver for :class:`~tutorial.core.environment.GameEnv` (see the module)."""

    def __init__(self, players: int, setup: dict[str, Any]) -> None:
        self.players = players
        self.setup = setup
        self.name = "tiletum_solo" if players == 1 else f"tiletum_{players}p"
        self.seats = players
        self.actions = action_list()
        parts = standard_components()
        self.colours = parts.colours
        self.technologies = [tech.name for tech in parts.technologies]
        self.action_names = [*(a.name for a in parts.actions), PROSPECTOR]
        solo = standard_solo_cards()
        self.fairs = [tile.id for tile in standard_fair_tiles()]
        self.decrees = [decree.name for decree in solo.decrees]
        self.challenges = [challenge.name for challenge in solo.challenges]
        spaces, sites, tablets, _ = map_sizes()
        colours = len(self.colours)
        self.player_fields = 15 + colours + len(AP_MARKERS)
        self.layout = Layout(
            [
                Section("maps", (MAPS, 2), 1, "side A, side B"),
                Section("prospectors", (MAPS, spaces, SEATS), 1, "Prospectors by player"),
                Section("sites", (MAPS, sites, SEATS), 1, "who built on each site"),
                Section("tablets", (MAPS, tablets), 1, "Stone Tablets covered"),
                Section("bonus", (MAPS, spaces), MOST, "Bonus tiles left in each Town"),
                Section("players", (SEATS, self.player_fields), MOST, "each player's pieces"),
                Section("technologies", (3, len(self.technologies)), 1, "in play"),
                Section("wheel", (DICE * (colours + 1) + 5,), MOST, "dice, wheels, round"),
                Section("turn", (SEATS + 2 + len(self.action_names) + 3,), MOST, "the action"),
                Section(
                    "cards",
                    (ROUNDS * len(self.fairs) + len(self.decrees) + len(self.challenges),),
                    1,
                    "Fairs by round, the Decree of the round, the Challenges",
                ),
                Section("hidden", (4,), MOST, "face down: counts only"),
            ]
        )
        super().__init__()

    # -- the engine ----------------------------------------------------------------------
    def new_game(self, seed: int) -> GameState:
        return new_game(self.players, seed, **self.setup).state

    def legal_actions(self, state: GameState) -> list[Action]:
        return legal_actions(state)

    def apply(self, state: GameState, action: Any) -> GameState:
        return apply(state, action).state

    def over(self, state: GameState) -> bool:
        return state.over

    def advance(self, state: GameState) -> GameState:
        """Solo: the Cardinal of Silver's turns, played by its rules until the agent's turn."""
        while not state.over and is_cardinal(state):
            state = apply(state, CardinalTurn()).state
        return state

    # -- what the agents are told ---------------------------------------------------------
    def scores(self, state: GameState) -> list[float]:
        return [score_sheet(state, seat).total for seat in range(self.seats)]

    def winners(self, state: GameState) -> tuple[int, ...]:
        return winners(state)

    def render(self, state: GameState) -> str:
        return render(state)

    def observe(self, state: GameState, seat: int, out: np.ndarray) -> None:
        """Fill ``out`` with what ``seat`` sees: the table, not what lies face down."""
        count = len(state.players)
        place = {(seat + k) % count: k for k in range(count)}
        by_name = {player.name: place[s] for s, player in enumerate(state.players)}
        part = self.layout.part
        here = state.underground
        sides, prospectors = part(out, "maps"), part(out, "prospectors")
        sites, tablets, bonus = part(out, "sites"), part(out, "tablets"), part(out, "bonus")
        for umap in here.maps:
            m = umap.number - 1
            sides[m, "AB".index(umap.side)] = 1
            spaces = {space.id: k for k, space in enumerate(umap.spaces)}
            site_numbers = {site: k for k, site in enumerate(sites_of(umap))}
            for name, places in here.prospectors.items():
                for number, space in places:
                    if number == umap.number:
                        prospectors[m, spaces[space], by_name[name]] = 1
            for (number, site), name in here.built.items():
                if number == umap.number:
                    sites[m, site_numbers[site], by_name[name]] = 1
            for k, tablet in enumerate(umap.tablets):
                tablets[m, k] = (umap.number, tablet.id) in here.covered
            for (number, space), tiles in state.bonus_tiles:
                if number == umap.number:
                    bonus[m, spaces[space]] = len(tiles)
        players = part(out, "players")
        for other, player in enumerate(state.players):
            players[place[other]] = (
                1,
                player.silver,
                player.gold,
                *player.resources,
                player.king - state.components.king_lowest,
                player.houses,
                player.pillars,
                player.mines,
                player.mines_by_king,
                player.prospectors,
                *player.tiers,
                player.points,
                player.actions,
                *(marker in player.ap_markers for marker in AP_MARKERS),
                score_sheet(state, other).total,
            )
        technologies = part(out, "technologies")
        for k, name in enumerate(state.technologies):
            technologies[k, self.technologies.index(name)] = 1
        wheel = part(out, "wheel")
        dice = wheel[: DICE * (len(self.colours) + 1)].reshape(DICE, len(self.colours) + 1)
        for k, die in enumerate(state.dice):
            dice[k, self.colours.index(die.colour)] = 1
            dice[k, -1] = die.value
        wheel[-5:] = (
            state.wheel,
            state.prospector_wheel,
            state.round,
            state.silver_supply,
            state.overlay == "houses",
        )
        turn = part(out, "turn")
        turn[place[state.active]] = 1
        step = state.turn
        if step.die is not None:
            turn[SEATS] = 1
            turn[SEATS + 1] = step.ap
            turn[SEATS + 2 + self.action_names.index(step.action)] = 1
        turn[-2:] = (step.moved, step.bonus_ap)
        solo = state.solo
        self._observe_cards(state, part(out, "cards"))
        cathedrals = state.cathedrals
        part(out, "hidden")[:] = (
            len(state.bonus_pile),
            0 if solo is None else len(solo.surprises),
            0 if solo is None else len(solo.tucked),
            0 if cathedrals is None else len(cathedrals.stack),
        )

    def _observe_cards(self, state: GameState, cards: np.ndarray) -> None:
        """The Fairs laid out at setup; in solo, this round's Decree and the Challenges."""
        fairs = cards[: ROUNDS * len(self.fairs)].reshape(ROUNDS, len(self.fairs))
        for number, fair in enumerate(state.fairs):
            fairs[number, self.fairs.index(fair)] = 1
        solo = state.solo
        if solo is None:
            return
        decrees = cards[ROUNDS * len(self.fairs) :][: len(self.decrees)]
        if not state.over:
            decrees[self.decrees.index(solo.decrees[state.round - 1])] = 1
        challenges = cards[ROUNDS * len(self.fairs) + len(self.decrees) :]
        for name in solo.challenges:
            challenges[self.challenges.index(name)] = 1


def move_kind(action: Action) -> str:
    """A small hand-made feature of an action: its kind, and for a die the action it is taken for.

    What :class:`~tutorial.core.agents.MonteCarloLearner` keeps one value
    for (18 kinds in all): where a move goes or what it builds is left out.

    >>> move_kind(TakeDie(4, PROSPECTOR)), move_kind(Build(0, "c.m1")), move_kind(EndTurn())
    ('TakeDie Prospector', 'Build', 'EndTurn')
    """
    if isinstance(action, TakeDie):
        return f"TakeDie {action.action}"
    return type(action).__name__


def render(state: GameState) -> str:
    """The game as plain text: the round, the wheel, every player, the Underground.

    (Tiletum's boards are drawn as widgets; this is the text a terminal shows.)
    """
    who = state.players[state.active].name
    lines = [
        "The game is over." if state.over else f"Round {state.round} of 4: {who} to act.",
        "Action Wheel: " + (", ".join(str(die) for die in state.dice) or "no dice left") + ".",
        f"Silver supply: {state.silver_supply}. Technologies: {', '.join(state.technologies)}.",
    ]
    for seat, player in enumerate(state.players):
        resources = ", ".join(
            f"{n} {colour}"
            for colour, n in zip(state.components.colours, player.resources, strict=True)
        )
        lines.append(
            f"{player.name}: {score_sheet(state, seat).total} points, {player.silver} Silver, "
            f"{player.gold} Gold, resources {resources}; King track {player.king}."
        )
    here = state.underground
    for umap in here.maps:
        standing = [
            f"{name} on {space}"
            for name, places in here.prospectors.items()
            for number, space in places
            if number == umap.number
        ]
        built = [f"{name} on {site}" for (n, site), name in here.built.items() if n == umap.number]
        lines.append(
            f"{umap.name}: Prospectors {', '.join(standing) or 'none'}; "
            f"built {', '.join(built) or 'nothing'}."
        )
    return "\n".join(lines)


def env(
    players: int = 2,
    *,
    reward: str = "score",
    render_mode: str | None = None,
    **setup: Any,
) -> GameEnv[GameState]:
    """Tiletum for ``players`` (2-4), or 1 against the Cardinal, as a PettingZoo AEC environment.

    ``setup`` goes to :func:`~tutorial.tiletum.setup.new_game` (``hard=True``,
    ``first_game=False``...).

    >>> game = env(1)
    >>> game.reset(seed=2)
    >>> game.possible_agents, game.agent_selection
    (['player_0'], 'player_0')
    """
    if isinstance(players, bool) or not isinstance(players, int) or not 1 <= players <= 4:
        raise ArgumentError("players", f"Tiletum is for 1 to 4 players, not {quoted(players)}")
    return GameEnv(TiletumEncoding(players, setup), reward, render_mode)
