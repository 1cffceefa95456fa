"""The names every game package exports, with the same meanings: learn one game, guess the next.

``tutorial.cerro_gordo``, ``tutorial.carcassonne``, ``tutorial.gold_mines``
and ``tutorial.tiletum`` (and any game added beside them) export at their
top level:

=================  ===========================================================
name               what it is
=================  ===========================================================
``new_game``       ``new_game(players=2, seed=0, ..., *, first_player=None)
                   -> Outcome``: a count or the players' names, an integer
                   seed from ``-2**63`` to ``2**63``, the seat that starts
                   (drawn from the seed if left out).  A bad argument raises
                   :class:`~tutorial.core.errors.ArgumentError` naming it.
``apply``          ``apply(state, action) -> Outcome``: the rules; an illegal
                   action raises :class:`~tutorial.core.errors.IllegalMove`.
``legal_actions``  ``legal_actions(state) -> list``: every action ``apply``
                   accepts now, each once.
``Game``           a game with history: ``Game(players, seed, ..., *,
                   seats=None, first_player=None)``, ``play``, ``step``,
                   ``play_to_end``, ``undo``, ``redo``, ``jump``,
                   ``branch(at=None)`` (a new game with the same past and
                   its own future), ``save``, ``Game.load(text,
                   seats=None)``.
``simulate``       ``simulate(games, players=..., seats=None, seed=0,
                   progress=True, *, executor=None) -> pandas.DataFrame``:
                   one row a seat a game, the same table for the same seed,
                   a ``tqdm.auto`` progress bar.  Imported on first use
                   (pandas is slow to load).
``BOTS``           the built-in bots by name, read-only.  A seat is
                   ``"human"``, one of these names, or any function
                   ``(state, rng) -> action``.
``save_state``     ``save_state(state) -> str``: versioned JSON.
``load_state``     ``load_state(text) -> GameState``: checked field by field;
                   anything wrong raises
                   :class:`~tutorial.core.errors.PositionError` naming the
                   field.  A state ``new_game`` sets up loads again.
``GameState``      the immutable state.
``Action``         the union of the action classes, each exported by name.
``Rules``          the class of the rule options ``new_game`` takes, also
                   exported under its own name (below).
``differences``    ``differences(state_a, state_b) -> Differences``
                   (:mod:`tutorial.core.differences`): each seat's score in
                   both positions and what is true in one only, with the
                   cells it is about (a "what if" comparison's data).
``env``            ``env(players=2, ..., *, reward="score", render_mode=None)``:
                   the game as a PettingZoo AEC environment
                   (:mod:`tutorial.core.environment`).  PettingZoo is
                   imported on first use (the ``agents`` extra).
=================  ===========================================================

Where ``...`` stands, each game takes its own rule options.  Where the
games differ:

===============  ======================  ==================================
package          ``Rules`` is            ``new_game``'s rule argument
===============  ======================  ==================================
``cerro_gordo``  ``RuleOptions``         ``options`` (the readings)
``carcassonne``  ``RuleSet``             ``rules`` (an expansion's own)
``gold_mines``   ``RuleSet``             none: always ``gold_rules()``
``tiletum``      ``RuleOptions``         ``options``, and setup keywords
===============  ======================  ==================================

:class:`GamePackage` writes the same down as a :class:`typing.Protocol`, so a
type checker can hold a module to it; ``tests/core/test_contract.py`` checks
every package :func:`game_packages` finds against it, names and behaviour.
"""

from __future__ import annotations

import importlib
import pkgutil
import random
from collections.abc import Callable, Mapping, Sequence
from concurrent.futures import Executor
from types import ModuleType
from typing import TYPE_CHECKING, Any, Protocol, runtime_checkable

from tutorial.core.differences import Differences
from tutorial.core.explanation import Outcome

if TYPE_CHECKING:
    import pandas as pd

#: Every name of the contract, in the order of the table above.
NAMES = (
    "new_game",
    "apply",
    "legal_actions",
    "Game",
    "simulate",
    "BOTS",
    "save_state",
    "load_state",
    "GameState",
    "Action",
    "Rules",
    "differences",
    "env",
)


#: The methods every package's ``Game`` has (the ``Game`` row of the table above).
GAME_METHODS = ("play", "step", "play_to_end", "undo", "redo", "jump", "branch", "save", "load")


@runtime_checkable
class GamePackage(Protocol):
    """A game package's top level, as the module docstring's table lists it."""

    Game: type
    GameState: type
    Action: Any
    Rules: type
    BOTS: Mapping[str, Callable[[Any, random.Random], Any]]

    def new_game(
        self, players: int | Sequence[str] = 2, seed: int = 0, *, first_player: int | None = None
    ) -> Outcome[Any]: ...

    def apply(self, state: Any, action: Any) -> Outcome[Any]: ...

    def legal_actions(self, state: Any) -> list[Any]: ...

    def simulate(
        self,
        games: int,
        players: int = ...,
        seats: Sequence[Any] | None = None,
        *,
        seed: int = 0,
        progress: bool = True,
        executor: Executor | None = None,
    ) -> pd.DataFrame: ...

    def save_state(self, state: Any) -> str: ...

    def load_state(self, text: str | bytes) -> Any: ...

    def differences(self, a: Any, b: Any) -> Differences: ...

    def env(self, players: int = 2, **settings: Any) -> Any: ...


#: The packages under :mod:`tutorial` that are not games.  Any other is a game
#: package and is held to the contract: a new game cannot be missed, and a new
#: package that is not a game has to be named here.
NOT_GAMES = frozenset({"core", "exercises", "quizzes", "widgets"})


def game_packages() -> tuple[str, ...]:
    """The names of the game packages under :mod:`tutorial` (every package but :data:`NOT_GAMES`).

    >>> game_packages()
    ('carcassonne', 'cerro_gordo', 'gold_mines', 'tiletum')
    """
    tutorial = importlib.import_module("tutorial")
    found = (info.name for info in pkgutil.iter_modules(tutorial.__path__) if info.ispkg)
    return tuple(sorted(name for name in found if name not in NOT_GAMES))


def missing_names(package: ModuleType) -> list[str]:
    """The contract's names ``package`` does not export (an empty list if it keeps the contract).

    >>> import tutorial.tiletum
    >>> missing_names(tutorial.tiletum)
    []
    """
    return [name for name in NAMES if not hasattr(package, name)]
