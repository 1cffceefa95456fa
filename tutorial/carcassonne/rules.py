"""The shape of a turn, as data an expansion can extend.

Rulebook (base game), *Playing the game*: a turn is (1) place a tile, (2)
place a follower or not, (3) score what the tile completed.  An expansion
adds steps: The Gold Mines puts ingots on the board right after the tile,
and hands out gold right after scoring.  So the base game does not hard-code
its turn: a :class:`RuleSet` lists

- the **phases** in which the active player acts (each a :class:`Phase`: the
  actions it accepts, how to apply one, which are legal, and whether the
  phase is needed at all this turn);
- the **turn-end steps** that run on their own once the last phase is done
  (base game: score the completed features), then the next tile is drawn;
- the **game-end steps** (base game: final scoring);
- the tile types in the box and the score sheet's categories;
- the **setup steps** an expansion adds to the base game's setup (The Gold
  Mines: the ingots wait in the supply), and the **layer codecs** that save
  and load an expansion's own pieces (:class:`LayerCodec`).

An expansion builds a bigger RuleSet with :meth:`RuleSet.with_phase` and
:meth:`RuleSet.with_step`, and keeps its own pieces in the state's
``layers`` (a mapping from the layer's name to an immutable value).  The
base game never imports an expansion.  (JCloisterZone, the most complete
open Carcassonne engine, hooks its expansions into game phases the same way.)
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from dataclasses import dataclass, replace
from functools import cached_property
from typing import TYPE_CHECKING, Any

from tutorial.carcassonne.tiles import TileType

if TYPE_CHECKING:
    from tutorial.carcassonne.state import GameState
    from tutorial.core.explanation import Outcome, Part
    from tutorial.core.positions import Fields

#: ``step(state) -> (state, part)``: a step that runs by itself, and what it did,
#: built on demand: ``part`` is a zero-argument function returning a few
#: sentences, or an :class:`~tutorial.core.explanation.Explanation` whose
#: sentences *and board highlights* join the turn's explanation (its title and
#: rule are dropped; see :data:`~tutorial.core.explanation.Part`).
Step = Callable[["GameState"], "tuple[GameState, Part]"]


@dataclass(frozen=True)
class Phase:
    """One part of a turn in which the active player chooses an action.

    Attributes
    ----------
    name:
        ``"tile"``, ``"follower"``, or an expansion's own.
    actions:
        The action classes this phase accepts.
    handle:
        ``handle(state, action) -> Outcome``: applies one accepted action.
    legal:
        ``legal(state) -> list``: every action the phase accepts now.
    needed:
        ``needed(state) -> bool``: whether the phase happens this turn (the
        follower phase is skipped when no follower can be placed).
    repeats:
        Whether the phase takes one action after another while it is still
        ``needed`` (The Gold Mines' hand-out chosen by hand: one action a
        choice); a phase that does not repeat takes one action.
    """

    name: str
    actions: tuple[type, ...]
    handle: Callable[[GameState, Any], Outcome[GameState]]
    legal: Callable[[GameState], list[Any]]
    needed: Callable[[GameState], bool]
    repeats: bool = False


@dataclass(frozen=True)
class LayerCodec:
    """How an expansion saves and loads its own pieces, ``state.layers[name]``.

    The base game saves the board, the deck and the players and knows nothing
    of an expansion's pieces; each layer writes its own part of the file,
    under ``"layers"``, and reads it back.

    Attributes
    ----------
    name:
        The layer's key in ``state.layers`` and in the file.
    dump:
        ``dump(state) -> data``: the layer as JSON data (lists, dicts, ints,
        strings), read from the whole state.
    load:
        ``load(fields, state) -> value``: the layer read back from its part
        of the file, checked field by field and against ``state`` (the base
        position, already loaded and checked); a bad field raises
        :class:`~tutorial.core.errors.PositionError` naming it.
    """

    name: str
    dump: Callable[[GameState], Any]
    load: Callable[[Fields, GameState], object]


@dataclass(frozen=True)
class RuleSet:
    """The game's parts and the order of a turn (see the module docstring)."""

    name: str
    tiles: tuple[TileType, ...]
    phases: tuple[Phase, ...]
    turn_end: tuple[Step, ...]
    game_end: tuple[Step, ...]
    categories: tuple[str, ...]
    setup: tuple[Step, ...] = ()
    layers: tuple[LayerCodec, ...] = ()

    @cached_property
    def action_types(self) -> tuple[type, ...]:
        """Every action class some phase accepts (worked out once: rules never change)."""
        return tuple(kind for phase in self.phases for kind in phase.actions)

    @cached_property
    def _phase_named(self) -> dict[str, Phase]:
        """The phases by name (worked out once: rules never change)."""
        return {phase.name: phase for phase in self.phases}

    def phase(self, name: str) -> Phase:
        """The phase called ``name``."""
        phase = self._phase_named.get(name)
        if phase is None:
            raise KeyError(f"no phase {name!r} in the rules {self.name!r}")
        return phase

    def with_phase(self, phase: Phase, after: str) -> RuleSet:
        """These rules with ``phase`` played right after the phase called ``after``."""
        index = [p.name for p in self.phases].index(after) + 1
        return replace(self, phases=(*self.phases[:index], phase, *self.phases[index:]))

    def with_step(self, step: Step, after: str, when: str = "turn_end") -> RuleSet:
        """These rules with ``step`` run right after the step named ``after``.

        ``when`` is ``"turn_end"`` or ``"game_end"``; steps are named by
        their function's ``__name__``.
        """
        steps: tuple[Step, ...] = getattr(self, when)
        index = [s.__name__ for s in steps].index(after) + 1
        return replace(self, **{when: (*steps[:index], step, *steps[index:])})

    def with_tiles(self, tiles: Iterable[TileType], category: str | None = None) -> RuleSet:
        """These rules with more tile types in the box (and a score category, if given)."""
        categories = self.categories + ((category,) if category else ())
        return replace(self, tiles=self.tiles + tuple(tiles), categories=categories)

    def with_setup(self, step: Step) -> RuleSet:
        """These rules with ``step`` run at setup, before the first tile is drawn."""
        return replace(self, setup=(*self.setup, step))

    def with_layer(self, codec: LayerCodec) -> RuleSet:
        """These rules with an expansion's pieces saved and loaded by ``codec``."""
        return replace(self, layers=(*self.layers, codec))
