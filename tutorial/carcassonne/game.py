"""A game with its history: the object a notebook holds.

:class:`Game` keeps a :class:`~tutorial.core.history.History` of immutable
states.  Playing an action pushes a new state; undo, redo and the history
slider move a cursor.  A rejected action raises
:class:`~tutorial.core.errors.IllegalMove` and leaves the history as it was.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence

from tutorial.carcassonne.actions import apply
from tutorial.carcassonne.players import (
    BOTS,
    Player,
    Seat,
    check_seats,
    player_for,
    rng_for,
)
from tutorial.carcassonne.positions import load_state, save_state
from tutorial.carcassonne.rules import RuleSet
from tutorial.carcassonne.setup import new_game
from tutorial.carcassonne.state import GameState
from tutorial.carcassonne.text import render
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
    """A game of Carcassonne with undo, redo, automatic players and replay.

    Parameters
    ----------
    players:
        A count (2-5) or the players' names.
    seed:
        Fixes the shuffle and every automatic player's choice.
    rules:
        The rules to play by (default: the base game).
    seats:
        Who plays each seat: ``"human"``, a bot's name (``"random"``) or a
        function ``(state, rng) -> action`` (default: ``"random"``
        everywhere; see :mod:`tutorial.carcassonne.players`).  :meth:`step`
        lets the active seat's player act; a human seat lets the random
        player act for them, so Step always moves the game on.
    bots:
        The bots a seat may name (default
        :data:`~tutorial.carcassonne.players.BOTS`; an expansion passes a
        bigger mapping).
    state:
        Start from this position instead of a new game.

    Examples
    --------
    >>> game = Game(2, seed=7, seats=("human", "random")).play_to_end()
    >>> game.state.game_over, len(game.state.board) + len(game.state.discarded)
    (True, 72)
    >>> game.seat_names
    ('human', 'random')
    """

    rules = staticmethod(apply)

    def __init__(
        self,
        players: int | Sequence[str] = 2,
        seed: int = 0,
        rules: RuleSet | None = None,
        *,
        seats: Sequence[Seat] | None = None,
        bots: Mapping[str, Player] = BOTS,
        first_player: int | None = None,
        state: GameState | None = None,
    ) -> None:
        if state is None:
            state, explain = new_game(players, seed, rules, first_player=first_player)
        else:
            explain = Outcome.now(state, STARTING_POSITION).explain
        self.history: History[GameState, object] = History.start(state, explain)
        count = len(state.players)
        self.bots = bots
        self.seats = check_seats(("random",) * count if seats is None else seats, count, bots)

    def __repr__(self) -> str:
        s = self.state
        return f"<Game turn {s.turn_number}, step {self.history.cursor}, {len(s.players)} players>"

    def __str__(self) -> str:
        return render(self.state) + "\n\n" + str(self.explanation)

    def suggest(self) -> object:
        """The action the active seat's player would take (not played)."""
        if self.state.game_over:
            raise IllegalMove("End of the game", "the game is over: the last tile has been placed")
        choose = player_for(self.seats[self.state.active], self.bots)
        return choose(self.state, rng_for(self.state))

    def play_turn(self) -> Game:
        """Automatic actions until the turn passes (or the game ends)."""
        turn = self.state.turn_number
        while not self.state.game_over and self.state.turn_number == turn:
            self.step()
        return self

    @classmethod
    def replay(
        cls,
        players: int | Sequence[str],
        seed: int,
        actions: Iterable[object],
        rules: RuleSet | None = None,
        **kwargs: object,
    ) -> Game:
        """A game rebuilt from its seed and its actions."""
        game = cls(players, seed, rules, **kwargs)  # type: ignore[arg-type]
        for action in actions:
            game._push(action)
        return game

    def save(self) -> str:
        """The current position as versioned JSON text."""
        return save_state(self.state)

    @classmethod
    def load(
        cls,
        text: str | bytes,
        rules: RuleSet | None = None,
        seats: Sequence[Seat] | None = None,
        bots: Mapping[str, Player] = BOTS,
    ) -> Game:
        """A game starting from a saved position (checked field by field)."""
        return cls(state=load_state(text, rules), seats=seats, bots=bots)
