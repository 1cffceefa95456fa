"""History: every state of a game, with undo, redo and jumps.

Game states are immutable values, so history is just the list of them: undo
moves a cursor back, redo moves it forward, and taking a new action after an
undo drops the states that were undone (as in a text editor).  The History
itself is immutable too: every method returns a new one.

Each entry keeps the *function* that explains its state (see
:class:`~tutorial.core.explanation.Outcome`), not the explanation: a game
played by bots to the end writes no text until someone looks at a step.
"""

from __future__ import annotations

from dataclasses import dataclass
from numbers import Integral
from typing import Generic, TypeVar

from tutorial.core.errors import ArgumentError, quoted
from tutorial.core.explanation import Explain, Explanation

State = TypeVar("State")
Action = TypeVar("Action")


@dataclass(frozen=True)
class Entry(Generic[State, Action]):
    """One point in history: the state, the action that led to it, and why.

    ``explain()`` (and the :attr:`explanation` property) builds the
    explanation on demand.
    """

    state: State
    action: Action | None
    explain: Explain

    @property
    def explanation(self) -> Explanation:
        """Why the state is what it is (built on the first look)."""
        return self.explain()


@dataclass(frozen=True)
class History(Generic[State, Action]):
    """The states of a game so far, and which one is shown.

    Examples
    --------
    >>> h = History.start("s0", lambda: Explanation("Setup"))
    >>> h = h.push("a1", "s1", lambda: Explanation("one"))
    >>> h = h.push("a2", "s2", lambda: Explanation("two"))
    >>> h.undo().state, h.undo().redo().state, h.jump(0).state
    ('s1', 's2', 's0')
    >>> h.undo().explanation.title
    'one'
    >>> h.undo().push("b", "t2", lambda: Explanation("branch")).actions
    ('a1', 'b')
    """

    entries: tuple[Entry[State, Action], ...]
    cursor: int = 0

    @classmethod
    def start(cls, state: State, explain: Explain) -> History[State, Action]:
        """A history holding only the first state, explained by ``explain()``."""
        return cls((Entry(state, None, explain),), 0)

    @property
    def current(self) -> Entry[State, Action]:
        return self.entries[self.cursor]

    @property
    def state(self) -> State:
        """The state at the cursor."""
        return self.current.state

    @property
    def explanation(self) -> Explanation:
        """Why the state at the cursor is what it is (built on demand)."""
        return self.current.explain()

    @property
    def actions(self) -> tuple[Action, ...]:
        """The actions from the first state to the cursor, in order."""
        return tuple(e.action for e in self.entries[1 : self.cursor + 1])  # type: ignore[misc]

    @property
    def can_undo(self) -> bool:
        return self.cursor > 0

    @property
    def can_redo(self) -> bool:
        return self.cursor < len(self.entries) - 1

    def push(self, action: Action, state: State, explain: Explain) -> History[State, Action]:
        """Add a new state after the cursor, dropping any undone states."""
        kept = self.entries[: self.cursor + 1]
        return History((*kept, Entry(state, action, explain)), self.cursor + 1)

    def jump(self, index: int) -> History[State, Action]:
        """Move the cursor to entry ``index`` (0 is the first state).

        An index that is not a whole number (``0.5``, ``True``) raises
        :class:`~tutorial.core.errors.ArgumentError`; one past either end,
        :class:`IndexError`.
        """
        if isinstance(index, bool) or not isinstance(index, Integral):
            raise ArgumentError("index", f"expected a whole number, got {quoted(index)}")
        index = int(index)
        if not 0 <= index < len(self.entries):
            raise IndexError(f"history has entries 0..{len(self.entries) - 1}, not {index}")
        return History(self.entries, index)

    def undo(self) -> History[State, Action]:
        """One step back (stays put at the first state)."""
        return self.jump(max(self.cursor - 1, 0))

    def redo(self) -> History[State, Action]:
        """One step forward again (stays put at the newest state)."""
        return self.jump(min(self.cursor + 1, len(self.entries) - 1))
