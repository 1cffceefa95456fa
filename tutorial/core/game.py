"""What every game's ``Game`` shares: a history of immutable states, seats, and stepping.

A game package's ``Game`` names its own ``apply`` (the rules), ``suggest``
(what the active seat's player would do), its ``seats`` and whether a
state is over; this base keeps the history and does the rest the same way
for every game: play an action and explain it, let a bot step, play to the
end (or play out a game of a table, keeping no history), undo, redo and jump,
and branch: a second game with the same past and a future of its own.
"""

from __future__ import annotations

import copy
from collections.abc import Callable
from typing import Any, ClassVar, Generic, TypeVar

from tutorial.core.errors import IllegalMove, quoted
from tutorial.core.explanation import Explanation, Outcome
from tutorial.core.history import History

State = TypeVar("State")
Self = TypeVar("Self", bound="HistoryGame[Any]")


def seat_name(seat: object) -> str:
    """What to call a seat: its name, or the function's ``__name__``.

    >>> def cautious(state, rng): ...
    >>> seat_name("random"), seat_name(cautious)
    ('random', 'cautious')
    """
    if isinstance(seat, str):
        return seat
    return getattr(seat, "__name__", type(seat).__name__)


class HistoryGame(Generic[State]):
    """A game as a history of states; subclasses give the rules.

    Subclasses set :attr:`rules` (the game's ``apply(state, action) ->
    Outcome``) and :attr:`seats`, and define :meth:`suggest` and, if their
    state says it differently, :meth:`over`.
    """

    #: ``apply(state, action) -> Outcome``: the game's rules.
    rules: ClassVar[Callable[[Any, Any], Outcome[Any]]]
    #: A game not over after this many automatic actions is a bug.
    MAX_ACTIONS: ClassVar[int] = 10_000

    history: History[State, Any]
    #: Who plays each seat: ``"human"``, a built-in player's name or a function.
    seats: tuple[Any, ...]

    # -- reading ----------------------------------------------------------
    @property
    def state(self) -> State:
        """The state at the history cursor."""
        return self.history.state

    @property
    def explanation(self) -> Explanation:
        """Why the state at the cursor is what it is (built when asked for)."""
        return self.history.explanation

    @property
    def seat_names(self) -> tuple[str, ...]:
        """Who plays each seat: ``"human"``, a built-in player's name or the function's name."""
        return tuple(seat_name(seat) for seat in self.seats)

    def over(self) -> bool:
        """Whether the game at the cursor has ended."""
        return bool(self.state.game_over)  # type: ignore[attr-defined]

    def suggest(self) -> Any:
        """The action the active seat's player would take (not played)."""
        raise NotImplementedError

    # -- acting -----------------------------------------------------------
    def play(self, action: Any) -> Explanation:
        """Apply ``action`` for the active seat and say why; drops any undone steps."""
        return self._push(action).explain()

    def _push(self, action: Any) -> Outcome[State]:
        """Apply ``action`` and keep the outcome in history, without explaining it."""
        outcome = type(self).rules(self.state, action)
        self.history = self.history.push(action, *outcome)
        return outcome

    def step(self: Self) -> Self:
        """One action by the active seat's player (:attr:`explanation` says why).

        An illegal choice raises :class:`~tutorial.core.errors.IllegalMove`
        naming the seat and its player, and the game stays as it was.
        """
        action, outcome = self._seat_acts()
        self.history = self.history.push(action, *outcome)
        return self

    def _seat_acts(self) -> tuple[Any, Outcome[State]]:
        """The active seat's player's action and its outcome, not yet in history."""
        seat = self.state.active  # type: ignore[attr-defined]
        action = self.suggest()
        try:
            return action, type(self).rules(self.state, action)
        except IllegalMove as error:
            name = self.state.players[seat].name  # type: ignore[attr-defined]
            who = f"seat {seat} ({name}, played by {self.seat_names[seat]})"
            raise IllegalMove(
                error.rule, f"{who} chose {quoted(action)}: {error.message}"
            ) from error

    def play_to_end(self: Self, max_actions: int | None = None) -> Self:
        """Automatic actions until the game ends."""
        limit = self.MAX_ACTIONS if max_actions is None else max_actions
        for _ in range(limit):
            if self.over():
                return self
            self.step()
        raise RuntimeError(f"the game did not end within {limit} actions")

    def play_out(
        self: Self,
        watch: Callable[[State, Any], None] | None = None,
        max_actions: int | None = None,
    ) -> Self:
        """Automatic actions until the game ends, forgetting each state once played.

        For a game nobody will step back through (one of the many games of a
        table): its history keeps only the newest state, so every older state
        is freed at once instead of staying alive, a whole game's worth, for
        the garbage collector to scan again and again.  The game plays the
        same actions as :meth:`play_to_end`, but cannot undo them.
        ``watch(state, action)``, if given, sees each action with the state it
        was chosen in (to count what the history would have told).

        >>> from tutorial.cerro_gordo import Game
        >>> kept, forgot = Game(2, seed=3).play_to_end(), Game(2, seed=3).play_out()
        >>> forgot.state == kept.state, len(forgot.history.entries)
        (True, 1)
        """
        limit = self.MAX_ACTIONS if max_actions is None else max_actions
        for _ in range(limit):
            if self.over():
                return self
            before = self.state
            action, outcome = self._seat_acts()
            if watch is not None:
                watch(before, action)
            self.history = History.start(*outcome)
        raise RuntimeError(f"the game did not end within {limit} actions")

    # -- history ----------------------------------------------------------
    def undo(self) -> None:
        self.history = self.history.undo()

    def redo(self) -> None:
        self.history = self.history.redo()

    def jump(self, index: int) -> None:
        """Show history entry ``index`` (0 = setup).

        ``index`` is a whole number: anything else raises
        :class:`~tutorial.core.errors.ArgumentError`, and the game stays as it was.
        """
        self.history = self.history.jump(index)

    def branch(self: Self, at: int | None = None) -> Self:
        """A new game with this one's history up to entry ``at`` (default: the cursor).

        The branch shares the states up to that point (they are immutable:
        nothing is copied) and has its own seats and its own future: moves,
        undos and seat changes on either game leave the other as it was.
        Entries after ``at`` (steps undone, or played after that point) are
        not in the branch.  The branch keeps the shared past too: its Undo
        goes back before the point it was made at, to the setup, as the
        original's does (the history of a branch is the same game's).

        ``at`` is a whole number from 0 to the last entry: anything else
        raises :class:`~tutorial.core.errors.ArgumentError` (not a whole
        number) or :class:`IndexError`, and no branch is made.

        >>> from tutorial.cerro_gordo import Game
        >>> game = Game(2, seed=3)
        >>> _ = game.step().step()
        >>> other = game.branch(at=1)
        >>> shared = other.state is game.history.entries[1].state
        >>> other.history.cursor, len(other.history.entries), shared
        (1, 2, True)
        """
        index = self.history.cursor if at is None else at
        here = self.history.jump(index)  # checks the index, as jump does
        twin = copy.copy(self)
        twin.history = History(here.entries[: here.cursor + 1], here.cursor)
        twin.seats = tuple(self.seats)
        return twin
