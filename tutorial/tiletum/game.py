"""A game of Prospect for Silver with its history: the object a notebook holds.

The same shape as Cerro Gordo's :class:`~tutorial.cerro_gordo.game.Game`:
a :class:`~tutorial.core.history.History` of immutable states, seats that
say who plays (``"human"``, ``"random"``, ``"cardinal"`` for the solo bot,
or a function ``(state, rng) -> action``), :meth:`Game.step` for one action
by the active seat's player, undo, redo, replay, save and load.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence

from tutorial.core.errors import IllegalMove
from tutorial.core.explanation import Explanation, Outcome
from tutorial.core.game import HistoryGame
from tutorial.core.history import History
from tutorial.tiletum.actions import RULE_END, Action, apply
from tutorial.tiletum.options import RuleOptions
from tutorial.tiletum.players import (
    Seat,
    check_seats,
    default_seats,
    player_for,
    rng_for,
)
from tutorial.tiletum.positions import load_state, save_state
from tutorial.tiletum.setup import new_game
from tutorial.tiletum.state import GameState

#: What a game started from a given position says about its first state.
STARTING_POSITION = Explanation(
    "Starting position",
    ("The game starts from a given position: a chapter's example or a saved file.",),
)


class Game(HistoryGame[GameState]):
    """A game of Prospect for Silver with undo, redo, automatic players and replay.

    Parameters
    ----------
    players:
        A count (1-4) or the players' names.  One player plays solo against
        the Cardinal of Silver (:mod:`tutorial.tiletum.solo`), who takes
        the last seat.
    seed:
        Fixes every shuffle, every roll and every automatic player's choice.
    options:
        Rule readings (:class:`~tutorial.tiletum.options.RuleOptions`).
    seats:
        Who plays each seat of ``state.players`` (the Cardinal's seat too):
        ``"human"``, ``"random"``, ``"cardinal"`` or a function
        ``(state, rng) -> action``.  Default: ``"random"`` for every player
        and ``"cardinal"`` for the Cardinal.  :meth:`step` lets the seat's
        player act; a human seat uses the random player when asked to step.
    state:
        Start from this position instead of a new game.
    setup:
        More keywords for :func:`~tutorial.tiletum.setup.new_game`
        (``first_player``, ``hard``, ``overlay``, ...).

    Examples
    --------
    >>> game = Game(2, seed=7).play_to_end()
    >>> game.state.over, game.state.round
    (True, 4)
    """

    rules = staticmethod(apply)
    MAX_ACTIONS = 5_000

    def over(self) -> bool:
        """Whether the 4 rounds have been played."""
        return self.state.over

    def __init__(
        self,
        players: int | Sequence[str] = 2,
        seed: int = 0,
        options: RuleOptions | None = None,
        *,
        seats: Sequence[Seat] | None = None,
        state: GameState | None = None,
        **setup: object,
    ) -> None:
        if state is None:
            state, explain = new_game(players, seed, options, **setup)  # type: ignore[arg-type]
        else:
            explain = Outcome.now(state, STARTING_POSITION).explain
        self.history: History[GameState, Action] = History.start(state, explain)
        self.seats = check_seats(default_seats(state) if seats is None else seats, state)

    # -- reading ----------------------------------------------------------
    def __repr__(self) -> str:
        s = self.state
        return (
            f"<Game round {s.round}, step {self.history.cursor}, {len(s.players)} seats"
            f"{', over' if s.over else ''}>"
        )

    # -- acting -----------------------------------------------------------
    def suggest(self) -> Action:
        """The action the active seat's player would take (not played)."""
        if self.state.over:
            raise IllegalMove(RULE_END, "the game is over: 4 rounds have been played")
        choose = player_for(self.seats[self.state.active])
        return choose(self.state, rng_for(self.state))

    def play_round(self) -> Game:
        """Automatic actions until the round ends (or the game)."""
        current = self.state.round
        while not self.state.over and self.state.round == current:
            self.step()
        return self

    # -- history ----------------------------------------------------------
    @classmethod
    def replay(
        cls,
        players: int | Sequence[str],
        seed: int,
        actions: Iterable[Action],
        **kwargs: object,
    ) -> Game:
        """A game rebuilt from its seed and its actions."""
        game = cls(players, seed, **kwargs)  # type: ignore[arg-type]
        for action in actions:
            game._push(action)
        return game

    # -- files ------------------------------------------------------------
    def save(self) -> str:
        """The current position as versioned JSON text."""
        return save_state(self.state)

    @classmethod
    def load(cls, text: str | bytes, seats: Sequence[Seat] | None = None) -> Game:
        """A game starting from a saved position (checked field by field and as a whole)."""
        return cls(state=load_state(text), seats=seats)
