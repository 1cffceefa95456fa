"""The state of a game of Prospect for Silver, as one immutable value.

Every action makes a new :class:`GameState` and leaves the old one as it
was.  The base game of Tiletum is reduced to the quantities the expansion
reads or writes (see :mod:`tutorial.tiletum`): each player's King track
position, Resources by colour, Gold, Houses and Pillars (in supply and on
the main map), completed Buildings and points; a die is a colour and a
value.  Everything the expansion adds is here in full: Silver (the supply
is finite: 28 tokens), Mines, Prospectors, Technology tiers, the
Underground maps (:class:`~tutorial.tiletum.underground.Underground`),
Stone Tablets, Underground Bonus tiles and the two wheels.
"""

from __future__ import annotations

from dataclasses import dataclass
from types import MappingProxyType
from typing import TYPE_CHECKING

from tutorial.core.values import evolve
from tutorial.tiletum.components import Components
from tutorial.tiletum.underground import Place, Underground

if TYPE_CHECKING:
    from tutorial.tiletum.cathedrals import Cathedrals
    from tutorial.tiletum.solo import Solo

#: The kinds of piece built underground, as the rulebook names them.
PIECE_NAMES = {"mine": "Mine", "pillar": "Pillar", "house": "House"}
#: The Prospector Action's name where an action is named (*Prospector Action*).
PROSPECTOR = "Prospector"
#: Each player takes 3 actions a round, over 4 rounds (the base game, reduced).
ACTIONS_PER_ROUND = 3
ROUNDS = 4


@dataclass(frozen=True)
class Die:
    """A die on the Action Wheel, reduced to its colour and value.

    Our reduction of the base game: a die of value ``v`` lies on segment
    ``v - 1`` of the wheel, and taking it gives ``v`` Resources of its colour
    and ``7 - v`` Action Points (AP = 7 - resources).

    >>> Die("grey", 2).ap, Die("grey", 2).resources, Die("grey", 2).segment
    (5, 2, 1)
    """

    colour: str
    value: int

    @property
    def resources(self) -> int:
        return self.value

    @property
    def ap(self) -> int:
        return 7 - self.value

    @property
    def segment(self) -> int:
        return self.value - 1

    def __str__(self) -> str:
        return f"{self.colour} {self.value}"


@dataclass(frozen=True)
class PlayerState:
    """One player's pieces and quantities.

    Attributes
    ----------
    name:
        Unique: it names the player's pieces underground.
    silver, gold, points:
        Silver tokens held, Gold, and points scored during the game.
    resources:
        Resources by colour, in the order of the components' colours.
    king:
        The marker's space on the King track.
    houses, pillars, mines, prospectors:
        Pieces in the player's supply (ready to place).
    mines_by_king:
        Mines beside the King track (*Setup*, f), freed one a King phase.
    mines_on_start:
        The Mine put on map I's start at setup (*Setup*, d).  Our reading:
        it counts as a built Mine (it pays in the King phase and counts
        at the end), though it stands on no Mine site.
    extra_pillar:
        Whether the extra Pillar still stands on the last Contract space
        (*Setup*, g).  Contracts are reduced away, so it stays there.
    houses_main, pillars_main:
        Houses and Pillars on the main map (the base game, reduced).
    tiers:
        The tier (0-3) of the player's marker on each Technology in play.
    ap_markers:
        The Bonus Action Point markers (+3, +4), kept only with the
        Character Technology (*Setup*, i).
    actions:
        Actions taken this round (3 a round).
    """

    name: str
    silver: int
    gold: int
    resources: tuple[int, ...]
    king: int
    houses: int
    pillars: int
    mines: int
    mines_by_king: int
    prospectors: int
    tiers: tuple[int, ...]
    mines_on_start: int = 1
    extra_pillar: bool = True
    houses_main: int = 0
    pillars_main: int = 0
    points: int = 0
    ap_markers: tuple[int, ...] = ()
    actions: int = 0

    @property
    def resource_count(self) -> int:
        return sum(self.resources)


@dataclass(frozen=True)
class Turn:
    """What the active player has done in this action.

    ``die`` is the die taken (``None`` before), from ``segment``, for
    ``action`` (:data:`PROSPECTOR` or a base action's name); ``ap`` are the
    Action Points left; ``moved`` says whether the Prospector movement
    point was used; ``bonus_ap`` is the Bonus Action Point marker used in
    this action (0 for none).
    """

    die: Die | None = None
    segment: int = -1
    action: str = ""
    ap: int = 0
    moved: bool = False
    bonus_ap: int = 0


#: An action before its die is taken (one value, shared: a Turn never changes).
NO_DIE_YET = Turn()


@dataclass(frozen=True)
class GameState:
    """A whole game at one moment.

    Attributes
    ----------
    players:
        In seat order.
    underground:
        The maps in play, what is built on them, where Prospectors stand
        and which Stone Tablets are covered.
    technologies:
        The names of the 3 Technologies in play.
    bonus_tiles:
        ``((map, Town space), (tile ids...))`` for each Town still holding
        Underground Bonus tiles (they are never refilled).
    tablets:
        ``((map, tablet id), effect id)`` for every Stone Tablet in play.
    prospector_bonus:
        The Bonus tile on the Prospector Action (``""`` when taken), and
        ``bonus_pile`` what it is refilled from, top first.
    dice:
        The dice still on the Action Wheel.
    taken:
        The dice taken from the wheel this round, in the order taken (the
        last is the die in use while an action is under way): with the dice
        left, they are the round's roll.
    wheel, prospector_wheel:
        Steps the Action Wheel has turned clockwise and the Prospector
        wheel counterclockwise.
    round, active, first:
        The round (1-4), the seat acting, the first player's seat.
    over:
        Whether the game has ended (after round 4's cleanup).
    silver_supply:
        Silver tokens left in the supply.
    overlay:
        The Scoring overlay's side: ``"houses"`` ((Houses or Mines) x
        Pillars) or ``"pillars"`` ((Pillars or Mines) x Houses).
    solo:
        In a solo game, the Cardinal of Silver's own state
        (:class:`~tutorial.tiletum.solo.Solo`); ``None`` otherwise.
    seed, step:
        The game's seed and how many actions were applied: an automatic
        player draws from both.
    resource_bonus:
        The Resource Bonus tiles still on the Resource Technology's lowest
        step, top first (``()`` when it is not in play; *Setup*, 5).
    components:
        The (stand-in) component contents the game was set up with.
    cathedrals:
        The Underground Cathedrals: cost tiles on their spots, the tile
        stack, who built where (:class:`~tutorial.tiletum.cathedrals.Cathedrals`);
        ``None`` in a game set up without them.
    fairs:
        The Fair tiles drawn at setup (ids, :mod:`~tutorial.tiletum.fairs`):
        the Fair at the end of round ``r`` scores ``fairs[r - 1]``.
    """

    players: tuple[PlayerState, ...]
    underground: Underground
    technologies: tuple[str, ...]
    bonus_tiles: tuple[tuple[Place, tuple[str, ...]], ...]
    tablets: tuple[tuple[Place, str], ...]
    prospector_bonus: str
    bonus_pile: tuple[str, ...]
    dice: tuple[Die, ...]
    wheel: int
    prospector_wheel: int
    round: int
    active: int
    first: int
    silver_supply: int
    overlay: str
    seed: int
    components: Components
    turn: Turn = NO_DIE_YET
    over: bool = False
    step: int = 0
    solo: Solo | None = None
    resource_bonus: tuple[str, ...] = ()
    cathedrals: Cathedrals | None = None
    fairs: tuple[str, ...] = ()
    taken: tuple[Die, ...] = ()

    @property
    def player(self) -> PlayerState:
        """The active player."""
        return self.players[self.active]

    def seat_of(self, name: str) -> int:
        """The seat of the player with this name."""
        return next(i for i, p in enumerate(self.players) if p.name == name)

    def tiles_at(self, town: Place) -> tuple[str, ...]:
        """The Underground Bonus tiles still in a Town."""
        return dict(self.bonus_tiles).get(town, ())

    def tablet_effect(self, tablet: Place) -> str:
        """The id of the Stone Tablet effect dealt to a tablet."""
        return dict(self.tablets)[tablet]


def with_player(state: GameState, seat: int, **changes: object) -> GameState:
    """``state`` with some fields of one player changed."""
    return evolve(state, players=changed_player(state, seat, **changes))


def changed_player(state: GameState, seat: int, **changes: object) -> tuple[PlayerState, ...]:
    """``state.players`` with some fields of one player changed.

    For a rule that changes other fields of the state as well, in one copy:
    ``evolve(state, players=changed_player(state, seat, ...), dice=...)``.
    """
    players = list(state.players)
    players[seat] = evolve(players[seat], **changes)
    return tuple(players)


def built_by(state: GameState, name: str, kind: str) -> int:
    """How many ``kind`` pieces (``"mine"``, ``"pillar"``, ``"house"``) a player has underground.

    Mines include the one put on map I's start at setup.
    """
    here = state.underground
    count = 0
    for (number, site), owner in here.built.items():
        if owner == name and here.map(number).site(site)[1].kind == kind:
            count += 1
    if kind == "mine":
        count += state.players[state.seat_of(name)].mines_on_start
    return count


def changed_underground(state: GameState, **changes: object) -> GameState:
    """``state`` with some fields of its Underground changed, kept read-only.

    (Cheaper than building a new :class:`Underground`, which checks every
    place again: the rules only ever put pieces on places they checked.)
    """
    for name in ("built", "prospectors"):
        if name in changes:
            changes[name] = MappingProxyType(dict(changes[name]))  # type: ignore[call-overload]
    if "covered" in changes:
        changes["covered"] = frozenset(changes["covered"])  # type: ignore[arg-type]
    return evolve(state, underground=evolve(state.underground, **changes))
