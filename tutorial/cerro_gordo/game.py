"""A game with its history: the object a notebook holds.

:class:`Game` keeps a :class:`~tutorial.core.history.History` of immutable
states.  Playing an action pushes a new state; undo, redo and the history
slider move a cursor.  A rejected action raises
:class:`~tutorial.core.errors.IllegalMove` and leaves the history as it was.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence

from tutorial.cerro_gordo.actions import Action, apply
from tutorial.cerro_gordo.options import RuleOptions
from tutorial.cerro_gordo.players import Seat, check_seats, player_for, rng_for
from tutorial.cerro_gordo.positions import load_state, save_state
from tutorial.cerro_gordo.setup import new_game
from tutorial.cerro_gordo.state import GameState
from tutorial.cerro_gordo.text import render
from tutorial.core.errors import IllegalMove
from tutorial.core.explanation import Explanation, Outcome
from tutorial.core.game import HistoryGame
from tutorial.core.history import History

#: What a game started from a given position says about its first state.
STARTING_POSITION = Explanation(
    "Starting position",
    ("The game starts from a given position: a chapter's example or a saved file.",),
)


class Game(HistoryGame[GameState]):
    """A game of Cerro Gordo with undo, redo, automatic players and replay.

    Parameters
    ----------
    players:
        A count (2-5) or the players' names.
    seed:
        Fixes every shuffle and every automatic player's choice.
    options:
        Rule readings (:class:`~tutorial.cerro_gordo.options.RuleOptions`).
    seats:
        Who plays each seat: ``"human"``, ``"random"``, ``"greedy"`` or a
        function ``(state, rng) -> action`` (default: every seat
        ``"greedy"``; see :mod:`tutorial.cerro_gordo.players`).  :meth:`step`
        lets the seat's player act; a human seat uses the greedy player when
        asked to step, so Step always moves the game on.
    state:
        Start from this position instead of a new game (``players``,
        ``seed`` and ``options`` are then ignored).

    Examples
    --------
    >>> game = Game(3, seed=7)
    >>> game.play_to_end()  # doctest: +ELLIPSIS
    <...Game ...>
    >>> game.state.game_over
    True
    """

    rules = staticmethod(apply)

    def __init__(
        self,
        players: int | Sequence[str] = 2,
        seed: int = 0,
        options: RuleOptions | None = None,
        *,
        seats: Sequence[Seat] | None = None,
        first_player: int | None = None,
        state: GameState | None = None,
    ) -> None:
        if state is None:
            state, explain = new_game(players, seed, options, first_player=first_player)
        else:
            explain = Outcome.now(state, STARTING_POSITION).explain
        self.history: History[GameState, Action] = History.start(state, explain)
        count = len(state.players)
        self.seats = check_seats(("greedy",) * count if seats is None else seats, count)

    # -- reading ----------------------------------------------------------
    def __str__(self) -> str:
        return render(self.state) + "\n\n" + str(self.explanation)

    def __repr__(self) -> str:
        s = self.state
        return f"<Game turn {s.turn_number}, step {self.history.cursor}, {len(s.players)} players>"

    # -- acting -----------------------------------------------------------

    def suggest(self) -> Action:
        """The action the active seat's player would take (not played)."""
        if self.state.game_over:
            raise IllegalMove("End of Game", "the game is over: every mine is empty")
        choose = player_for(self.seats[self.state.active])
        return choose(self.state, rng_for(self.state))

    def play_turn(self) -> Game:
        """Automatic actions until the turn passes (or the game ends)."""
        turn = self.state.turn_number
        while not self.state.game_over and self.state.turn_number == turn:
            self.step()
        return self

    # -- history ----------------------------------------------------------
    def jump_to_turn(self, turn: int) -> None:
        """Show the start of turn ``turn`` (1 = the first), as far as the game has got.

        >>> game = Game(2, seed=3).play_to_end()
        >>> game.jump_to_turn(2)
        >>> game.state.turn_number, game.state.turn.building_taken
        (2, False)
        """
        for index, entry in enumerate(self.history.entries):
            if entry.state.turn_number >= turn:
                self.jump(index)
                return
        raise IndexError(
            f"turn {turn} has not been reached (the game is at turn "
            f"{self.history.entries[-1].state.turn_number})"
        )

    @classmethod
    def replay(
        cls,
        players: int | Sequence[str],
        seed: int,
        actions: Iterable[Action],
        options: RuleOptions | None = None,
        **kwargs: object,
    ) -> Game:
        """A game rebuilt from its seed and its actions."""
        game = cls(players, seed, options, **kwargs)  # type: ignore[arg-type]
        for action in actions:
            game._push(action)  # no text: whoever looks at a step explains it
        return game

    # -- files ------------------------------------------------------------
    def save(self) -> str:
        """The current position as versioned JSON text."""
        return save_state(self.state)

    @classmethod
    def load(cls, text: str | bytes, seats: Sequence[Seat] | None = None) -> Game:
        """A game starting from a saved position (checked field by field)."""
        return cls(state=load_state(text), seats=seats)
