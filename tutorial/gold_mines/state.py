"""The Gold Mines' own pieces in a game state: ``state.layers["gold"]``.

The base game keeps an expansion's pieces in ``state.layers``, a mapping
from the expansion's name to an immutable value it owns.  Ours is a
:class:`GoldState`: the ingots on the tiles, in the supply, in front of each
player, and those removed at the end; plus the last hand-out, kept for its
explanation.

A state with no ``"gold"`` layer yet is a game just set up: all 16 ingots
are in the supply (rulebook, *Preparation*).  :func:`gold_of` reads it that
way, so a game set up by the base engine with the gold rules needs nothing
more.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from types import MappingProxyType

from tutorial.carcassonne.state import GameState
from tutorial.core.grid import Cell
from tutorial.core.values import evolve
from tutorial.gold_mines.placing import SUPPLY
from tutorial.gold_mines.sharing import Sharing, reading_order

#: The key of the gold layer in ``state.layers``.
LAYER = "gold"


@dataclass(frozen=True)
class GoldState:
    """Where the 16 ingots are.

    Attributes
    ----------
    ingots:
        ``(cell, ingots)`` for every tile holding gold, in reading order.
    supply:
        Ingots not yet placed.
    held:
        The ingots each player has taken, in seat order (never hidden:
        rulebook, *Actions and How to Play*).
    removed:
        Ingots taken off the tiles at the end of the game (rulebook: "any gold
        ingots still on a tile are removed from the game").
    sharing:
        The gold handed out at the end of the last turn, or ``None`` if none
        was (see :func:`~tutorial.gold_mines.explain.gold_explanation`): a
        record for the explanation, not a piece on the table, so neither
        saved nor compared (a loaded position equals the one saved).
    choices:
        When the players choose by hand (``gold_rules(by_hand=True)``): the
        tiles chosen so far in the hand-out under way, in order, each the
        answer to one real choice (:func:`~tutorial.gold_mines.sharing.replaying`);
        empty otherwise.  The hand-out at the end of the turn replays them.
    """

    ingots: tuple[tuple[Cell, int], ...]
    supply: int
    held: tuple[int, ...]
    removed: int = 0
    sharing: Sharing | None = field(default=None, compare=False)
    choices: tuple[Cell, ...] = ()

    @classmethod
    def start(cls, players: int) -> GoldState:
        """The setup: every ingot in the supply."""
        return cls(ingots=(), supply=SUPPLY, held=(0,) * players)

    def on_board(self) -> dict[Cell, int]:
        """The ingots on each tile holding some, as a new dict."""
        return dict(self.ingots)

    def with_board(self, ingots: dict[Cell, int]) -> GoldState:
        """This gold with the ingots on the tiles replaced (tiles with none left out)."""
        pairs = sorted(((c, n) for c, n in ingots.items() if n), key=lambda p: reading_order(p[0]))
        return evolve(self, ingots=tuple(pairs))

    @property
    def total(self) -> int:
        """Every ingot, wherever it is: always :data:`~tutorial.gold_mines.placing.SUPPLY`."""
        return self.supply + sum(n for _, n in self.ingots) + sum(self.held) + self.removed


def gold_of(state: GameState) -> GoldState:
    """The gold in ``state`` (all in the supply if no gold rule has acted yet)."""
    gold = state.layers.get(LAYER)
    # (No typing.cast: a function call, and every rule of a turn asks for the gold.)
    return GoldState.start(len(state.players)) if gold is None else gold  # type: ignore[return-value]


def with_gold(state: GameState, gold: GoldState) -> GameState:
    """A copy of ``state`` with ``gold`` as its gold layer."""
    return evolve(state, layers=MappingProxyType({**state.layers, LAYER: gold}))
