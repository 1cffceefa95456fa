"""Sharing out the gold when features complete.

Rulebook (The Gold Mines), *Actions and How to Play*: gold on a tile is not
tied to one feature; it counts for every feature on the tile.  When a
feature is completed, the player with the most followers in it takes the
ingots on all the tiles forming it: every tile a road passes through, every
tile a city is built of, and for a monastery its own tile and the eight
around it.  When several players are tied for the most followers, or several
features with gold complete at once, the ingots go round: starting with the
active player and then in turn order, each player who may receive gold takes
one ingot, until all are handed out.  Farmers never receive gold.

Two things the rulebook leaves open are read here as follows.

*Who may take what* ("round robin over entitled tiles"): a player is entitled
to the tiles of every completed feature in which they have the most
followers (all tied players are).  If exactly one player is entitled to
anything, they take all the gold on all those tiles at once.  Otherwise the
round robin runs, each player taking from a tile they are entitled to, round
after round, until no ingot is left that anyone entitled can take; a player
with nothing left to take is skipped, and gold on tiles no one is entitled to
stays where it is.

*Which tile a player takes from* is the player's choice; :func:`share_gold`
asks a *chooser* (a bot or a widget may pass its own).  The default,
:func:`fewest_rivals`, takes from the tile that the fewest *other* entitled
players can reach, so that no one is robbed needlessly, and among equals
the first tile in reading order: top row first, then left to right (the
smallest ``(row, column)``, i.e. ``(y, x)``).  Other implementations read it
the other way, :func:`most_contested`: take first the gold a rival could
also take.  A game names its reading (:data:`READINGS`, the switch
``gold_rules(sharing=...)``).
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from types import MappingProxyType

from tutorial.core.errors import IllegalMove, quoted
from tutorial.core.grid import Cell

RULE_SHARING = "Actions and How to Play: sharing the gold of completed features"


def reading_order(cell: Cell) -> tuple[int, int]:
    """Sort key for cells: top row first, then left to right.

    >>> sorted([(1, 0), (0, 1), (0, 0)], key=reading_order)
    [(0, 0), (1, 0), (0, 1)]
    """
    return (cell[1], cell[0])


@dataclass(frozen=True)
class Claim:
    """One completed feature, and who is entitled to the gold on its tiles.

    Attributes
    ----------
    cells:
        The tiles forming the feature.  For a monastery, its 3x3 area: the
        caller builds it (cells with no tile may be included: they hold no
        gold).
    players:
        The seats with the most followers in the feature; all of them when
        tied; none when no follower stands in it.

    Fields are never claims: farmers receive no gold, so the caller passes
    no claim for a field.  Any iterables are accepted and held as frozensets.
    """

    cells: frozenset[Cell]
    players: frozenset[int]

    def __post_init__(self) -> None:
        # Hold frozensets whatever was passed, so a claim is a hashable value.
        object.__setattr__(self, "cells", frozenset(self.cells))
        object.__setattr__(self, "players", frozenset(self.players))


@dataclass(frozen=True)
class Choice:
    """What a player sees when choosing the tile to take their next ingot from.

    Attributes
    ----------
    player:
        The seat choosing.
    options:
        The tiles holding gold that the player may take from, in reading order
        (never empty).
    gold:
        The ingots on every tile right now (read-only).
    reach:
        For each seat, the tiles it is entitled to (empty for a seat that is
        entitled to nothing).
    """

    player: int
    options: tuple[Cell, ...]
    gold: Mapping[Cell, int]
    reach: tuple[frozenset[Cell], ...]

    def rivals(self, cell: Cell) -> int:
        """How many other players are entitled to ``cell``'s gold."""
        return sum(
            1 for seat, cells in enumerate(self.reach) if seat != self.player and cell in cells
        )


#: A way to choose the tile to take an ingot from: must return one of ``choice.options``.
Chooser = Callable[[Choice], Cell]


def fewest_rivals(choice: Choice) -> Cell:
    """The default choice ("fewest rivals"): the tile the fewest other entitled players reach.

    Taking first from the gold only you can reach leaves the shared gold for
    later, so a rival who can reach only that shared tile still gets a turn
    at it.  Ties go to the first tile in reading order.

    >>> reach = (frozenset({(0, 0), (1, 0)}), frozenset({(0, 0)}))
    >>> fewest_rivals(Choice(0, ((0, 0), (1, 0)), {(0, 0): 1, (1, 0): 1}, reach))
    (1, 0)
    """
    return min(choice.options, key=lambda cell: (choice.rivals(cell), reading_order(cell)))


def most_contested(choice: Choice) -> Cell:
    """The other reading ("most contested"): the tile the most other entitled players reach.

    Grab first the gold a rival could take too; what only you can reach
    waits.  Ties go to the first tile in reading order.

    >>> reach = (frozenset({(0, 0), (1, 0)}), frozenset({(0, 0)}))
    >>> most_contested(Choice(0, ((0, 0), (1, 0)), {(0, 0): 1, (1, 0): 1}, reach))
    (0, 0)
    """
    return min(choice.options, key=lambda cell: (-choice.rivals(cell), reading_order(cell)))


#: The name of the engine's reading, the default.
FEWEST_RIVALS = "fewest rivals"
#: The readings of "which tile a player takes from" a game can be played by, by name.
READINGS: Mapping[str, Chooser] = MappingProxyType(
    {FEWEST_RIVALS: fewest_rivals, "most contested": most_contested}
)


def replaying(made: Sequence[Cell], automatic: Chooser) -> Chooser:
    """A chooser that answers each real choice (two tiles or more) with ``made``, in order.

    The rulebook's own reading: the player chooses.  The choices made by
    hand are kept (:attr:`~tutorial.gold_mines.state.GoldState.choices`) and
    replayed here; a choice of one tile is no choice, and once ``made`` runs
    out ``automatic`` answers the rest.
    """
    left = iter(made)

    def choose(choice: Choice) -> Cell:
        if len(choice.options) > 1:
            cell = next(left, None)
            if cell is not None:
                return cell
        return automatic(choice)

    return choose


def next_choice(
    ingots: Mapping[Cell, int],
    claims: Sequence[Claim],
    active: int,
    players: int,
    made: Sequence[Cell],
) -> Choice | None:
    """The first real choice of the hand-out that ``made`` does not answer yet, or ``None``.

    The hand-out runs as :func:`share_gold` with the choices ``made`` so far
    (:func:`replaying`); a choice of one tile makes itself.  Raises
    :class:`~tutorial.core.errors.IllegalMove` if a choice made was not one
    the player had.
    """
    waiting: list[Choice] = []

    def choose(choice: Choice) -> Cell:
        if len(choice.options) > 1 and not waiting:
            waiting.append(choice)
        return choice.options[0]

    share_gold(ingots, claims, active, players, replaying(made, choose))
    return waiting[0] if waiting else None


@dataclass(frozen=True)
class Step:
    """One take: in round ``round`` (from 1), seat ``player`` took ``taken`` ingots from ``cell``.

    ``left`` is how many ingots stay on ``cell`` after it.  In the round
    robin every step takes one ingot; a player entitled alone takes all of a
    tile's gold in one step.
    """

    round: int
    player: int
    cell: Cell
    taken: int
    left: int


@dataclass(frozen=True)
class Sharing:
    """The gold handed out when features complete, and how.

    Attributes
    ----------
    taken:
        The ingots each seat took, in seat order.
    left:
        The gold still on the board afterwards, as ``(cell, ingots)`` pairs
        in reading order, tiles with no gold left out.  Tiles no one was
        entitled to keep their gold.
    steps:
        Every take, in order, so a widget can step through the rounds.
    active:
        The active player, who took first.
    sole:
        The seat entitled to everything alone, who took it all at once, or
        ``None`` (no one entitled, or the round robin ran).
    """

    taken: tuple[int, ...]
    left: tuple[tuple[Cell, int], ...]
    steps: tuple[Step, ...]
    active: int
    sole: int | None

    def gold_left(self) -> dict[Cell, int]:
        """The gold still on the board, as a new dict from cell to ingots."""
        return dict(self.left)

    def lines(self, names: Sequence[str] | None = None) -> tuple[str, ...]:
        """The sharing in plain words, one sentence a line; seats named by ``names``.

        Without ``names``, seat 0 is "Player 1", seat 1 "Player 2", and so on.
        """
        name = (lambda seat: names[seat]) if names is not None else (lambda s: f"Player {s + 1}")
        if not self.steps:
            return ("No one entitled could take any gold.",)
        if self.sole is not None:
            head = f"{name(self.sole)} alone is entitled to the gold, and takes it all."
        else:
            head = (
                f"The gold goes round one ingot at a time, "
                f"starting with the active player, {name(self.active)}."
            )
        # A sole taker takes everything in one go: there are no rounds to number.
        body = tuple(
            ("" if self.sole is not None else f"Round {step.round}: ")
            + f"{name(step.player)} takes {_ingots(step.taken)} from {step.cell} "
            f"({step.left} left there)."
            for step in self.steps
        )
        totals = ", ".join(f"{name(seat)} {_ingots(n)}" for seat, n in enumerate(self.taken) if n)
        return (head, *body, f"Taken in all: {totals}.")

    def text(self, names: Sequence[str] | None = None) -> str:
        """:meth:`lines` as one text, a line each."""
        return "\n".join(self.lines(names))


def _ingots(n: int) -> str:
    return "1 ingot" if n == 1 else f"{n} ingots"


def share_gold(
    ingots: Mapping[Cell, int],
    claims: Sequence[Claim],
    active: int,
    players: int,
    choose: Chooser = fewest_rivals,
) -> Sharing:
    """Hand out the gold on the tiles of the features completed this turn.

    Rulebook (The Gold Mines), *Actions and How to Play*, read as the module
    says ("round robin over entitled tiles"): one player entitled alone takes
    everything on their tiles; otherwise, from the active player on in turn
    order (``active``, ``active + 1``, ... modulo ``players``), each entitled
    player takes one ingot from a tile they are entitled to, round after
    round, until no one entitled can take any more.

    Parameters
    ----------
    ingots:
        The ingots on each tile of the board before sharing.
    claims:
        The features completed this turn, one :class:`Claim` each (no fields:
        farmers take no gold).  A tile in several claims can be reached by the
        players of each.
    active:
        The seat of the active player.
    players:
        How many seats there are.
    choose:
        Picks the tile a player takes from when they have a choice; by
        default :func:`fewest_rivals`.

    Returns
    -------
    Sharing
        Who took how much, the gold left, and every step.

    Raises
    ------
    ValueError
        For a negative number of ingots, or a seat that does not exist.
    IllegalMove
        If ``choose`` picks a tile the player may not take from.

    Examples
    --------
    >>> road = Claim({(0, 0), (1, 0)}, {0, 1})
    >>> sharing = share_gold({(0, 0): 2, (1, 0): 1}, [road], active=1, players=2)
    >>> sharing.taken
    (1, 2)
    >>> [(step.player, step.cell) for step in sharing.steps]
    [(1, (0, 0)), (0, (0, 0)), (1, (1, 0))]
    """
    _check(ingots, claims, active, players)
    reach = tuple(
        frozenset(cell for claim in claims if seat in claim.players for cell in claim.cells)
        for seat in range(players)
    )
    gold = {cell: n for cell, n in ingots.items() if n > 0}
    taken = [0] * players
    steps: list[Step] = []
    entitled = [(active + k) % players for k in range(players) if reach[(active + k) % players]]
    sole = entitled[0] if len(entitled) == 1 else None
    if sole is not None:
        for cell in sorted(reach[sole] & gold.keys(), key=reading_order):
            steps.append(Step(1, sole, cell, gold[cell], 0))
            taken[sole] += gold.pop(cell)
    else:
        round_ = 1
        while True:
            took = False
            for seat in entitled:
                options = tuple(sorted(reach[seat] & gold.keys(), key=reading_order))
                if not options:
                    continue  # nothing left this player may take: skipped
                cell = choose(Choice(seat, options, MappingProxyType(dict(gold)), reach))
                if cell not in options:
                    raise IllegalMove(
                        RULE_SHARING,
                        f"seat {seat} cannot take an ingot from {quoted(cell)}; "
                        f"it may take from {options}",
                    )
                gold[cell] -= 1
                taken[seat] += 1
                steps.append(Step(round_, seat, cell, 1, gold[cell]))
                if not gold[cell]:
                    del gold[cell]
                took = True
            if not took:
                break
            round_ += 1
    return Sharing(
        taken=tuple(taken),
        left=tuple(sorted(gold.items(), key=lambda item: reading_order(item[0]))),
        steps=tuple(steps),
        active=active,
        sole=sole,
    )


def _check(ingots: Mapping[Cell, int], claims: Sequence[Claim], active: int, players: int) -> None:
    """Refuse input that no board can hold, naming what is wrong."""
    if players < 1:
        raise ValueError(f"sharing gold needs at least one player, not {quoted(players)}")
    if not 0 <= active < players:
        raise ValueError(f"the active player {quoted(active)} is not a seat of {players}")
    for cell, n in ingots.items():
        if n < 0:
            raise ValueError(f"a tile cannot hold a negative number of ingots ({n} on {cell})")
    for claim in claims:
        for seat in claim.players:
            if not 0 <= seat < players:
                raise ValueError(f"a claim names seat {quoted(seat)}, not one of {players}")
