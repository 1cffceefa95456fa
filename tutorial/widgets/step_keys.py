"""A step-through view by keyboard: a cursor on the drawn graph's nodes, Enter chooses one.

A step-through whose drawing takes a click on a node (breadth-first
search's start, :class:`~tutorial.widgets.bfs_view.BfsView`; the route
search's goal, :class:`~tutorial.widgets.tiletum.route_view.RouteStepper`)
is played by keys through the shared kit
(:class:`~tutorial.widgets.keyboard.KeyboardPlay`), as the game boards are:

- the **arrows** move a cursor over the nodes, to the nearest node that way
  on the drawing (:func:`~tutorial.widgets.graph_layout.nearest_in_direction`);
  **n** goes to the next node in the graph's order, so every node can be
  reached, however the graph is drawn;
- **Enter** does what a click on the node does (the view's
  :meth:`~tutorial.widgets.algorithm_view.StepView.choose_node`, which the
  click calls too);
- **s** goes one step on (Next), **u** one step back (Prev), **y** on again;
- **l** lists the nodes one may choose, **t** shows the step as plain text
  (the view's :meth:`~tutorial.widgets.algorithm_view.StepView.text`).

The live region says, after every step (by keys, Next, the slider or
Play), the step's line as the view shows it: its number, the pseudocode
line lit and its sentence; after an arrow, the node at the cursor in the
view's words (:meth:`~tutorial.widgets.algorithm_view.StepView.describe_node`).
Nothing here knows an algorithm: the view says everything.
"""

from __future__ import annotations

from collections.abc import Callable, Hashable
from typing import TYPE_CHECKING

from tutorial.widgets.graph_canvas import Mark, NodeMark
from tutorial.widgets.graph_layout import nearest_in_direction
from tutorial.widgets.keyboard import GameKey, Wording, explanation_sentence
from tutorial.widgets.palette import CURSOR

if TYPE_CHECKING:
    from tutorial.widgets.algorithm_view import StepView

Node = Hashable

#: The kit's words for a step-through: Step is Next, Undo is Prev, Redo is Next again.
STEP_WORDING = Wording(
    hint="Keys: arrows move, Enter chooses the node, s next step, u step back, t text, ? all keys",
    nothing_moved={
        "s": "Step did nothing: this is the last step.",
        "u": "Nothing to go back to: this is the first step.",
        "y": "Nothing further: this is the last step.",
    },
    history={"u": "One step back:", "y": "One step on:"},
)

#: An arrow's way, in words.
WAYS = {(1, 0): "right", (-1, 0): "left", (0, -1): "up", (0, 1): "down"}


class StepControls:
    """Step, Undo and Redo on a step-through, for the keyboard kit: Next, Prev and Next.

    :class:`~tutorial.widgets.keyboard.KeyboardPlay` needs a
    :class:`~tutorial.widgets.keyboard.Steppable`; a step-through has Next
    and Prev, and calls its watchers after every step it shows.
    """

    def __init__(self, view: StepView) -> None:
        self.view = view
        self.watchers: list[Callable[[], object]] = view.watchers

    def waiting(self) -> str:
        """A step-through never waits for a player: ``""``."""
        return ""

    def step(self) -> None:
        self.view.next()

    def undo(self) -> None:
        self.view.prev()

    def redo(self) -> None:
        self.view.next()


class NodeKeys:
    """What the keys do on a step-through's drawing: the cursor is one of its nodes.

    Parameters
    ----------
    view:
        The step-through; its ``drawing.centres`` are the nodes one may click.
    role:
        What a node becomes when chosen, in words (``"the search's start"``).
    """

    def __init__(self, view: StepView, role: str) -> None:
        self.view = view
        self.role = role
        #: The node the cursor is on; ``None`` until a key first moves it.
        self.cursor: Node | None = None

    def game_keys(self) -> tuple[GameKey, ...]:
        """The step-through's own key: **n**, the next node in the graph's order."""
        return (GameKey("n", "move the cursor to the next node (in the order l lists)", self.next),)

    @property
    def nodes(self) -> tuple[Node, ...]:
        """The nodes one may choose: every node drawn, in the graph's order."""
        return tuple(self.view.drawing.centres)

    def marks(self) -> list[Mark]:
        """The cursor, a mark of the view's own drawing (none until a key moves it)."""
        return [] if self.cursor is None else [NodeMark(CURSOR, (self.cursor,))]

    # -- the cursor ------------------------------------------------------------------------
    def _go(self, node: Node) -> str:
        self.cursor = node
        self.view.show_cursor()
        return self.view.describe_node(node)

    def move_cursor(self, dx: int, dy: int) -> str:
        if self.cursor is None:
            return self._go(self._first())
        found = nearest_in_direction(self.view.drawing.centres, self.cursor, dx, dy)
        if found is None:
            name = self.view.drawing.name(self.cursor)
            return f"No node further {WAYS[(dx, dy)]} of {name}: n goes to the next node."
        return self._go(found)

    def next(self) -> str:
        """**n**: the cursor to the next node, after the last the first again."""
        if self.cursor is None:
            return self._go(self._first())
        nodes = self.nodes
        return self._go(nodes[(nodes.index(self.cursor) + 1) % len(nodes)])

    def _first(self) -> Node:
        """Where the cursor appears: on the node chosen now, else the graph's first."""
        chosen = self.view.chosen_node()
        return chosen if chosen in self.view.drawing.centres else self.nodes[0]

    # -- acting ----------------------------------------------------------------------------
    def enter(self) -> str:
        """Choose the node at the cursor, as a click on it does; say the new first step."""
        if self.cursor is None:
            return "Move the cursor with the arrows first. " + self.choices_here()
        view = self.view
        try:
            view.choose_node(self.cursor)
        except Exception as exc:  # noqa: BLE001 - shown and said, as a refused click is shown
            view.report(exc)
            return f"{type(exc).__name__}: {exc}"
        name = view.drawing.name(self.cursor)
        return f"{name} is {self.role} now. {explanation_sentence(view.explanation)}"

    def escape(self) -> str:
        return "Nothing to cancel: Enter on a node chooses it, s and u step."

    def rotate(self) -> str:
        return "There is nothing to turn here: the arrows move the cursor."

    def choose(self, number: int) -> str:
        return "There are no numbered choices here: move the cursor to a node, then Enter."

    def choices_here(self) -> str:
        """**l**: every node one may choose, and the one chosen now."""
        name = self.view.drawing.name
        names = ", ".join(name(n) for n in self.nodes)
        said = f"Enter on any of these {len(self.nodes)} makes it {self.role}: {names}."
        chosen = self.view.chosen_node()
        if chosen is not None:
            said += f" Now {self.role} is {name(chosen)}."
        return said

    def text_board(self) -> str:
        return self.view.text(self.view.index)
