"""The Gold Mines: "Who takes this ingot, and from which tile?", in a round robin of gold.

Rulebook (The Gold Mines), *Actions and How to Play*: when several players
may take gold, "starting with the active player and then in turn order,
each player who may receive gold takes one ingot, until all are handed
out".  The engine's reading (:mod:`tutorial.gold_mines.sharing`): a player
takes from a tile of a completed feature in which they have the most
followers; a player with nothing left to take is skipped.  Which of their
tiles they take from is the player's choice: the rulebook does not say, so
every tile they may take from is a right answer.  The engine's own tie-break
("fewest rivals", then reading order) is only told in the explanation.

The position comes from a real game: seeded bots play Carcassonne with The
Gold Mines until a hand-out goes round (two or more players entitled); the
question stops before one of its ingots, preferring an ingot whose taker
had a choice of tiles, and shows the gold as it lay then.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from dataclasses import dataclass

from tutorial.carcassonne.explain import reading_order
from tutorial.carcassonne.state import GameState
from tutorial.core.explanation import Explanation, Highlight
from tutorial.core.grid import Cell
from tutorial.core.values import evolve
from tutorial.gold_mines.game import Game
from tutorial.gold_mines.handout import claims_of
from tutorial.gold_mines.sharing import RULE_SHARING, Choice, Claim, Sharing, share_gold
from tutorial.gold_mines.state import gold_of, with_gold
from tutorial.quizzes.questions import Candidate, Question, question_rng

KIND = "ingot"
#: Games tried for one question before giving up.
GAMES = 200


@dataclass(frozen=True)
class IngotPosition:
    """A hand-out of gold stopped before one of its ingots.

    Attributes
    ----------
    state:
        The board right after the turn, with the gold as it lay before ingot ``index``.
    claims:
        The completed features and who is entitled to the gold on their tiles.
    sharing:
        The whole hand-out, as the engine made it.
    index:
        Which take of ``sharing.steps`` is asked about (from 0).
    """

    state: GameState
    claims: tuple[Claim, ...]
    sharing: Sharing
    index: int

    @property
    def names(self) -> tuple[str, ...]:
        return tuple(p.name for p in self.state.players)

    @property
    def reach(self) -> tuple[frozenset[Cell], ...]:
        """For each seat, the tiles it is entitled to take gold from."""
        return tuple(
            frozenset(c for claim in self.claims if seat in claim.players for c in claim.cells)
            for seat in range(len(self.state.players))
        )

    @property
    def gold(self) -> dict[Cell, int]:
        """The ingots on each tile before the take asked about."""
        return gold_of(self.state).on_board()

    def choice(self) -> Choice:
        """What the rules offer the taker of the asked ingot, as the engine's hand-out offers it.

        :func:`~tutorial.gold_mines.sharing.share_gold` runs again from the
        gold before the hand-out, every take made as the engine made it; the
        choice it offers at the asked take is the rules' answer: whose turn
        it is, and every tile they may take from.
        """
        sharing = self.sharing
        offered: list[Choice] = []

        def replay(choice: Choice) -> Cell:
            offered.append(choice)
            return sharing.steps[len(offered) - 1].cell

        share_gold(gold_before(sharing, 0), self.claims, sharing.active, len(self.names), replay)
        return offered[self.index]

    def allowed(self) -> frozenset[tuple[int, Cell]]:
        """Every ``(seat, tile)`` the rules allow for the asked ingot."""
        choice = self.choice()
        return frozenset((choice.player, cell) for cell in choice.options)


def gold_before(sharing: Sharing, index: int) -> dict[Cell, int]:
    """The ingots on each tile before take ``index`` of ``sharing``."""
    gold = sharing.gold_left()
    for step in sharing.steps[index:]:
        gold[step.cell] = gold.get(step.cell, 0) + step.taken
    return gold


def rewound(state: GameState, sharing: Sharing, index: int) -> GameState:
    """``state`` with its gold as it was before take ``index``: on the tiles and in hands."""
    gold = gold_of(state)
    held = list(gold.held)
    for step in sharing.steps[index:]:
        held[step.player] -= step.taken
    return with_gold(state, evolve(gold.with_board(gold_before(sharing, index)), held=tuple(held)))


def round_robin(rng: random.Random) -> tuple[GameState, Sharing] | None:
    """A hand-out of a seeded game that went round, with the state right after it.

    Greedy players (they go for gold) play 3 or 4 seats; the first
    round robin after a random number of actions is kept, or failing that
    the last one before (``None`` if the game had none).
    """
    players = rng.choice((3, 4))
    game = Game(players, seed=rng.randrange(10**6), seats=("greedy",) * players)
    start = rng.randrange(0, 150)
    found = None
    last = None
    while not game.over():
        game.step()
        sharing = gold_of(game.state).sharing
        # At the game's end final scoring replaces the record of the last turn's claims.
        over = game.over()
        if sharing is not None and sharing is not last and sharing.sole is None and not over:
            found = (game.state, sharing)
            if game.history.cursor > start:
                break
        last = sharing
    return found


def find_position(rng: random.Random) -> IngotPosition:
    """A round-robin hand-out from a seeded game, stopped before one ingot.

    The ingot is one whose taker may not take from every tile on offer, so
    the tile matters as well as the player, when the hand-out has one; any
    of its ingots otherwise.
    """
    for _ in range(GAMES):
        found = round_robin(rng)
        if found is None:
            continue
        state, sharing = found
        claims = tuple(claim for claim in claims_of(state) if claim.players)
        positions = [
            IngotPosition(rewound(state, sharing, i), claims, sharing, i)
            for i in range(len(sharing.steps))
        ]
        chosen = [p for p in positions if set(p.choice().options) != set(on_offer(p))]
        chosen = chosen or positions
        return rng.choice(chosen)
    raise RuntimeError(f"no game of {GAMES} had gold going round")


def entitled_lines(position: IngotPosition) -> list[str]:
    """Who may take from which tiles, one sentence a player."""
    names = position.names
    return [
        f"{names[seat]} has (or ties for) the most followers in a completed feature, and may "
        "take from " + ", ".join(str(c) for c in sorted(cells, key=reading_order)) + "."
        for seat, cells in enumerate(position.reach)
        if cells
    ]


def explain_ingot(position: IngotPosition) -> Explanation:
    """Why this player takes this ingot, and from which tiles they may: turn order.

    Then the engine's own tie-break (fewest rivals), which the rules leave
    to the player.  Highlights: ``"feature"`` the tiles the taker may take
    from (labelled with their rivals), ``"gold_taken"`` the tile the engine
    took from.
    """
    names = position.names
    sharing = position.sharing
    step = sharing.steps[position.index]
    choice = position.choice()
    before = sharing.steps[: position.index]
    lines = [
        *entitled_lines(position),
        f"The gold goes round one ingot at a time from the active player, "
        f"{names[sharing.active]}, in turn order; a player with nothing left to take is skipped.",
    ]
    if before:
        lines.append(
            "Taken before this ingot: "
            + "; ".join(f"{names[s.player]} from {s.cell} (round {s.round})" for s in before)
            + "."
        )
    rivals = ", ".join(f"{c}: {choice.rivals(c)} rival(s)" for c in choice.options)
    taker = names[choice.player]
    lines += [
        f"Round {step.round}: it is {taker}'s turn. They may take from {rivals}.",
        (
            "The rules let them choose any of these tiles, so each is a right answer. "
            if len(choice.options) > 1
            else ""
        )
        + f"The engine's reading (fewest rivals, then reading order) takes it from {step.cell}.",
    ]
    return Explanation(
        f"{taker} takes it, from {' or '.join(map(str, choice.options))}",
        tuple(lines),
        RULE_SHARING,
        (
            Highlight(
                "feature",
                choice.options,
                tuple(f"{choice.rivals(c)} rival(s)" for c in choice.options),
            ),
            Highlight("gold_taken", (step.cell,), (names[step.player],)),
        ),
    )


def on_offer(position: IngotPosition) -> list[Cell]:
    """The tiles holding gold that someone entitled may take, in reading order."""
    reachable = frozenset().union(*position.reach)
    return sorted(position.gold.keys() & reachable, key=reading_order)


def answers(position: IngotPosition) -> tuple[Candidate, ...]:
    """Every player with every tile holding gold that someone may take: ``(seat, cell)``."""
    names: Sequence[str] = position.names
    cells = on_offer(position)
    return tuple(
        Candidate((seat, cell), f"{names[seat]} takes it from {cell}")
        for seat in range(len(names))
        for cell in cells
    )


def ingot_question(seed: int, number: int = 1) -> Question:
    """Question ``number`` of ``seed``: who takes the next ingot of a round robin, and from where?

    Right: the player whose turn it is, with any tile the rules let them
    take from (:meth:`IngotPosition.allowed`).

    >>> q = ingot_question(1)
    >>> len({seat for seat, _ in q.right})
    1
    """
    position = find_position(question_rng(KIND, seed, number))
    names = position.names
    shown = position.sharing.steps[: position.index]
    so_far = (
        " Taken so far: " + "; ".join(f"{names[s.player]} from {s.cell}" for s in shown) + "."
        if shown
        else " No ingot has been taken yet."
    )
    return Question(
        kind=KIND,
        seed=seed,
        number=number,
        prompt=(
            f"Features were completed on {names[position.sharing.active]}'s turn, and several "
            f"players may take their gold. {' '.join(entitled_lines(position))}{so_far} "
            "Who takes the next ingot, and from which tile? Any tile the rules let them take "
            "from is right. Choose the player, then click the tile."
        ),
        position=position,
        candidates=answers(position),
        right=position.allowed(),
        explain=lambda: explain_ingot(position),
    )
