"""Checking a learner's function against the engine, position by position.

An :class:`Exercise` knows how to make positions (seeded, small ones first),
what plain data to hand the learner's function for each, and the engine's
own answer.  :func:`run_check` calls the learner's function on every
position in turn and stops at the first whose answer differs from the
engine's, or whose call raised: the :class:`CheckResult` then holds that
position, both answers and the position as plain text, so a widget can draw
it on the game's board.  An exception in the learner's code is kept as data
(:class:`LearnerError`: its type, message and the line of their code where
it happened), never a traceback they must read.

An exercise may also set a :class:`StepBudget`: its check counts the work
the learner's function does on each position (say, each time it looks a
node up), and a right answer that took more steps than the budget allows
fails too, with a sentence saying how many it took and how many were
allowed.
"""

from __future__ import annotations

import traceback
from collections.abc import Callable, Iterable, Mapping
from dataclasses import dataclass, field
from functools import lru_cache
from typing import Any


@dataclass(frozen=True)
class Position:
    """One question of an exercise: a game position and what to ask about it.

    Attributes
    ----------
    number:
        Its place in the generated list, from 1 (small positions come first).
    game:
        The game position itself (a Cerro Gordo or Carcassonne state, a
        Tiletum map with pieces), for drawing it on the game's board.
    arguments:
        The plain data (dicts, sets, tuples) the learner's function is called
        with, by keyword.
    answer:
        The engine's answer, in the form the exercise compares.
    text:
        The position in plain text: the board, and what is asked.
    focus:
        What the question is about (a building, a start and a goal...), for
        the board to mark.
    """

    number: int
    game: Any
    arguments: Mapping[str, Any]
    answer: Any
    text: str
    focus: Any = None

    def arguments_text(self) -> str:
        """The data the learner's function gets, one argument a line, as Python writes it.

        Sets are written sorted, so the text is the same in every run (Python
        orders a set of strings differently from one run to the next).
        """
        return "\n".join(f"{name} = {plain(value)}" for name, value in self.arguments.items())


def fresh(value: Any) -> Any:
    """A copy of ``value`` whose dicts, lists and sets are new (tuples and strings are kept).

    The data of a position is dicts, lists and sets of tuples, numbers and
    strings: copying the containers is enough for a learner's function to
    change them freely, and much faster than :func:`copy.deepcopy`.
    """
    if isinstance(value, dict):
        return {k: fresh(v) for k, v in value.items()}
    if isinstance(value, list):
        return [fresh(v) for v in value]
    if isinstance(value, set):
        return set(value)
    return value


def plain(value: Any) -> str:
    """``repr(value)``, with the members of a set in sorted order.

    >>> plain({("b", "a"), ("a", "b")})
    "{('a', 'b'), ('b', 'a')}"
    """
    if isinstance(value, (set, frozenset)):
        return "{" + ", ".join(sorted(plain(v) for v in value)) + "}"
    return repr(value)


@dataclass(frozen=True)
class Marked:
    """Places to mark on the board where a check failed, in the style of ``role``.

    ``role`` is a mark of :mod:`tutorial.widgets.palette`: ``"yours"`` (the
    learner's answer), ``"engine"`` (the engine's), ``"your route"`` and
    ``"engine route"`` (paths), or ``"asked"`` (what the question is about),
    ``"goal"``, ``"feature"``, ``"open_side"``.  ``places`` are board cells
    or Tiletum spaces; for a route's roles, pairs of them (one a step).
    ``labels`` are optional, one per place; so are ``parts``, for a
    Carcassonne board: the slots of the feature on each tile, so that only
    the feature's own part of the tile is drawn.  ``meaning`` is what the
    legend says about this mark, when the role's own meaning would not be
    true of what is drawn (``""``: the role's meaning).
    """

    role: str
    places: tuple[Any, ...]
    labels: tuple[str, ...] = ()
    meaning: str = ""
    parts: tuple[tuple[int, ...], ...] = ()


@dataclass(frozen=True)
class LearnerError:
    """An exception raised by the learner's function, kept as data.

    ``line`` and ``code`` point at the last line of the learner's own code
    the exception passed through (``None`` and ``""`` if it never reached it,
    say a wrong number of arguments).
    """

    kind: str
    message: str
    line: int | None = None
    code: str = ""

    @classmethod
    def of(cls, exc: BaseException, function: Callable[..., Any]) -> LearnerError:
        """The error ``exc`` raised by a call of ``function``."""
        own = getattr(getattr(function, "__code__", None), "co_filename", None)
        line, code = None, ""
        for frame in traceback.extract_tb(exc.__traceback__):
            if frame.filename == own:
                line, code = frame.lineno, (frame.line or "").strip()
        return cls(type(exc).__name__, str(exc), line, code)

    def __str__(self) -> str:
        where = f" (line {self.line}: {self.code})" if self.line is not None else ""
        message = f": {self.message}" if self.message else ""
        return f"{self.kind}{message}{where}"


@dataclass(frozen=True)
class Failure:
    """The first position where the learner's function and the engine disagree.

    ``theirs`` is the learner's answer in the compared form (``None`` when
    their function raised, or returned something that cannot be read as an
    answer: ``why`` says what); ``why`` says the difference in one sentence.
    ``steps`` is set when the answer was right but took more steps than the
    exercise's :class:`StepBudget` allows: ``(steps taken, steps allowed)``.
    """

    position: Position
    theirs: Any
    why: str
    error: LearnerError | None = None
    returned: str = ""
    steps: tuple[int, int] | None = None


@dataclass(frozen=True)
class CheckResult:
    """What :func:`run_check` found: how many positions passed, or the first failure."""

    exercise: str
    title: str
    passed: int
    total: int
    failure: Failure | None = None
    describe: Callable[[Any], str] = field(default=repr, repr=False, compare=False)

    @property
    def ok(self) -> bool:
        """Whether every position passed."""
        return self.failure is None

    def summary(self) -> str:
        """One line: all passed, or where the first difference is."""
        if self.failure is None:
            return f"All {self.total} positions pass: your function agrees with the engine."
        number = self.failure.position.number
        if self.failure.error is not None:
            return (
                f"Position {number} of {self.total}: your function raised "
                f"{self.failure.error} ({self.passed} passed before it)."
            )
        if self.failure.steps is not None:
            used, allowed = self.failure.steps
            return (
                f"Position {number} of {self.total}: your answer is right, but took "
                f"{used:,} steps where {allowed:,} are allowed ({self.passed} passed before it)."
            )
        return (
            f"Position {number} of {self.total}: your answer differs from the engine's "
            f"({self.passed} passed before it)."
        )

    def text(self) -> str:
        """The summary, then the position, both answers and the difference, as plain text."""
        lines = [f"{self.title}: {self.summary()}"]
        failure = self.failure
        if failure is None:
            return lines[0]
        lines += ["", failure.position.text, ""]
        if failure.error is not None:
            lines.append(f"Your function raised {failure.error}.")
        else:
            lines.append(f"Your answer:     {failure.returned or self.describe(failure.theirs)}")
        lines.append(f"Engine's answer: {self.describe(failure.position.answer)}")
        lines.append(failure.why)
        return "\n".join(lines)

    def __str__(self) -> str:
        return self.text()


#: What a check interrupted by the learner (Stop, or Ctrl-C) says.
STOPPED = (
    "You stopped the check on this position. Does a loop of yours never end? A search "
    "that does not remember where it has been goes round a loop of roads for ever."
)


class Lookups:
    """A count of look-ups: how many times dicts and sets hashed a :class:`CountedTuple`."""

    def __init__(self) -> None:
        self.count = 0


class CountedTuple(tuple):
    """A tuple that adds one to its :class:`Lookups` each time it is hashed.

    A dict or set hashes its key at every look-up (``parent[x]``, ``x in
    seen``, ``size[x] += 1``), so handing a learner's function counted keys
    counts its look-ups without changing what the function sees: the tuple
    compares, prints and hashes as the plain one does.  A copy is a plain
    tuple again.
    """

    lookups: Lookups

    def __new__(cls, items: tuple[Any, ...], lookups: Lookups) -> CountedTuple:
        counted = super().__new__(cls, items)
        counted.lookups = lookups
        return counted

    def __hash__(self) -> int:
        self.lookups.count += 1
        return tuple.__hash__(self)

    def __reduce__(self) -> tuple[type, tuple[tuple[Any, ...]]]:
        return (tuple, (tuple(self),))


@dataclass(frozen=True)
class StepBudget:
    """How many steps a learner's function may take on a position, and how they are counted.

    Attributes
    ----------
    meter:
        ``meter(arguments)`` -> ``(arguments, steps)``: the (fresh) arguments
        with counting put in, and a function giving the steps taken so far.
    allowed:
        ``allowed(position)``: the steps allowed on ``position``.
    over:
        ``over(position, used, allowed)``: one sentence on a right answer
        that took too many steps, and what keeps them down.
    """

    meter: Callable[[dict[str, Any]], tuple[dict[str, Any], Callable[[], int]]]
    allowed: Callable[[Position], int]
    over: Callable[[Position, int, int], str]


class AnswerError(ValueError):
    """The learner's function returned something that is not an answer of the right shape."""


def read_groups(
    returned: object, member: Callable[[Any], bool], example: str, members: str
) -> frozenset[frozenset[Any]]:
    """Groups from any iterable of iterables, each member checked by ``member``.

    ``example`` shows a right answer and ``members`` names what a group
    holds, for the :class:`AnswerError` raised when a group is not a
    collection, a member is not one, or a member is in two groups.
    """
    if isinstance(returned, (str, bytes)) or not isinstance(returned, Iterable):
        raise AnswerError(
            f"expected groups of {members} such as {example}, got {type(returned).__name__}"
        )
    groups = []
    for group in returned:
        if isinstance(group, (str, bytes)) or not isinstance(group, Iterable):
            raise AnswerError(f"each group should be a set of {members}, found {group!r}")
        wrong = [m for m in group if not member(m)]
        if wrong:
            raise AnswerError(f"a group holds {members}, found {wrong[0]!r} in {group!r}")
        groups.append(frozenset(group))
    seen = [m for g in groups for m in g]
    if len(seen) != len(set(seen)):
        twice = next(m for m in seen if seen.count(m) > 1)
        raise AnswerError(f"{twice!r} is in two groups: each belongs to exactly one")
    return frozenset(groups)


@dataclass(frozen=True)
class Exercise:
    """An algorithm to write, and how to check it.

    Attributes
    ----------
    name:
        Its short name (``"closest_mines"``), the key of :data:`tutorial.exercises.EXERCISES`.
    title:
        A heading.
    function:
        The name of the function the learner writes (as in the stub).
    game:
        ``"cerro_gordo"``, ``"carcassonne"`` or ``"tiletum"``: whose board shows a failure.
    positions:
        ``positions(seed, count)``: the positions, small ones first.
    read:
        Turns what the learner's function returned into the compared form;
        raises :class:`AnswerError` saying what is wrong with its shape.
    compare:
        ``compare(position, theirs)``: ``""`` when the answer is right, else
        one sentence saying how it differs from the engine's.
    describe:
        An answer in plain text.
    marks:
        ``marks(position, theirs)``: what to mark on the board where the
        answers differ (``theirs`` is ``None`` when there is no answer).
    hints:
        Hints, one at a time, the gentlest first.
    count:
        How many positions :func:`run_check` tries by default.
    budget:
        The steps the function may take on each position (``None``: no limit).
    """

    name: str
    title: str
    function: str
    game: str
    positions: Callable[[int, int], list[Position]]
    read: Callable[[Any], Any]
    compare: Callable[[Position, Any], str]
    describe: Callable[[Any], str]
    marks: Callable[[Position, Any], tuple[Marked, ...]]
    hints: tuple[str, ...]
    count: int = 200
    budget: StepBudget | None = None


@lru_cache(maxsize=32)
def positions_of(exercise: Exercise, seed: int, count: int) -> tuple[Position, ...]:
    """``exercise.positions(seed, count)``, made once for each seed and count.

    A learner checks their function again and again with the same seed
    while they mend it; the positions (frozen values, whose data every call
    gets fresh copies of) come from seeded games that take a moment to play.
    """
    return tuple(exercise.positions(seed, count))


def run_check(
    exercise: Exercise,
    function: Callable[..., Any],
    *,
    seed: int = 0,
    count: int | None = None,
) -> CheckResult:
    """Call ``function`` on each position of ``exercise``; stop at the first difference.

    Each call gets fresh copies of the position's data, so a function that
    changes its arguments cannot spoil the next position.  An exception
    raised by ``function`` stops the check and is kept as a
    :class:`LearnerError`; so is an answer of the wrong shape.  With a
    :class:`StepBudget`, a right answer that took more steps than allowed
    stops it too.

    Parameters
    ----------
    exercise:
        The exercise to check.
    function:
        The learner's function, called with the position's data by keyword.
    seed:
        Which positions: the same seed gives the same positions.
    count:
        How many positions (default: the exercise's own count).
    """
    positions = positions_of(exercise, seed, exercise.count if count is None else count)
    total = len(positions)

    def result(passed: int, failure: Failure | None = None) -> CheckResult:
        return CheckResult(exercise.name, exercise.title, passed, total, failure, exercise.describe)

    for passed, position in enumerate(positions):
        arguments = {name: fresh(value) for name, value in position.arguments.items()}
        steps_taken: Callable[[], int] | None = None
        if exercise.budget is not None:
            arguments, steps_taken = exercise.budget.meter(arguments)
        try:
            returned = function(**arguments)
        except Exception as exc:  # noqa: BLE001 - the learner's error, shown as data
            error = LearnerError.of(exc, function)
            why = "The check stopped here: fix the error, then run the check again."
            return result(passed, Failure(position, None, why, error))
        except KeyboardInterrupt as exc:  # the learner pressed Stop: say where, not a traceback
            error = LearnerError.of(exc, function)
            return result(passed, Failure(position, None, STOPPED, error))
        # Read now: reading and comparing the answer count steps too.
        used = steps_taken() if steps_taken is not None else 0
        try:
            theirs = exercise.read(returned)
        except Exception as exc:  # noqa: BLE001 - an answer of the wrong shape, said in words
            why = str(exc) if isinstance(exc, AnswerError) else f"your answer cannot be read: {exc}"
            return result(passed, Failure(position, None, why, returned=repr(returned)))
        why = exercise.compare(position, theirs)
        if why:
            return result(passed, Failure(position, theirs, why))
        if exercise.budget is not None and used > (allowed := exercise.budget.allowed(position)):
            why = exercise.budget.over(position, used, allowed)
            return result(passed, Failure(position, theirs, why, steps=(used, allowed)))
    return result(total)
