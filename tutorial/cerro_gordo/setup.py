"""Setting up a game.

Rulebook, *Setup*, steps 1-11.  Every shuffle happens here, from one seeded
random generator, so a seed fixes every pile for the whole game.
"""

from __future__ import annotations

import random
from collections.abc import Sequence

from tutorial.cerro_gordo import components as parts
from tutorial.cerro_gordo.components import MineSite
from tutorial.cerro_gordo.options import RuleOptions, mine_stacks
from tutorial.cerro_gordo.state import GameState, MineStack, PlayerState, RowSlot
from tutorial.core.arguments import check_first_player, check_seed, player_names
from tutorial.core.errors import ArgumentError, quoted
from tutorial.core.explanation import Explanation, Highlight, Outcome
from tutorial.core.grid import in_bounds

#: Rulebook, *Setup* step 2: the Setup Tool's table is for 2 to 5 players.
MIN_PLAYERS, MAX_PLAYERS = 2, 5
#: Rulebook, *Setup* step 5: "flip 5 face-up in a row".
ROW_SIZE = 5
#: Step 6: "Each player starts with 2 Silver Coins".
STARTING_SILVER = 2
#: Step 9: "deal 2 to each player".
OBJECTIVES_IN_HAND = 2


def mine_tiles_for(players: int) -> tuple[parts.MineTile, ...]:
    """Step 1: "Some mines are only for 3+ players" -- removed for 2 players."""
    return tuple(t for t in parts.mine_deck() if players >= 3 or not t.three_plus)


def new_game(
    players: int | Sequence[str] = 2,
    seed: int = 0,
    options: RuleOptions | None = None,
    *,
    first_player: int | None = None,
) -> Outcome[GameState]:
    """A game ready for its first turn, and (on demand) what setup did.

    Parameters
    ----------
    players:
        A count (2-5) or the players' names (non-empty strings).
    seed:
        Fixes every shuffle; the same seed gives the same game.  An integer
        from ``-2**63`` to ``2**63``; a bad argument raises
        :class:`~tutorial.core.errors.ArgumentError` naming it.
    options:
        Which reading of the contradictory rules to use (:class:`RuleOptions`).
    first_player:
        Seat of the first player; drawn at random from the seed if left out
        ("...or decide randomly").

    Examples
    --------
    >>> state, _ = new_game(4, seed=1)
    >>> [len(m.tiles) for m in state.mines], len(state.row), state.supply
    ([11, 11, 11], 5, 37)
    """
    names = player_names(players, MIN_PLAYERS, MAX_PLAYERS, game="Cerro Gordo")
    seed = check_seed(seed)
    first_player = check_first_player(first_player, len(names))
    if not isinstance(options, RuleOptions | None):
        raise ArgumentError("options", f"expected RuleOptions or None, got {quoted(options)}")
    count = len(names)
    options = options or RuleOptions()
    mines_needed, per_mine = mine_stacks(count, options.mine_stacks)
    rng = random.Random(seed)

    deck = list(mine_tiles_for(count))
    rng.shuffle(deck)
    if len(deck) < mines_needed * per_mine:
        raise ValueError(f"the mine deck has {len(deck)} tiles, {mines_needed * per_mine} needed")
    layout = parts.layout()
    off = [cell for cell in layout.mines[:mines_needed] if not in_bounds(cell, options.board)]
    if off:
        raise ValueError(f"the mines at {off} are off the {options.board} board")
    mines = tuple(
        MineStack(n + 1, layout.mines[n], tuple(deck[n * per_mine : (n + 1) * per_mine]))
        for n in range(mines_needed)
    )
    roads = list(parts.road_deck())
    rng.shuffle(roads)
    buildings = list(parts.building_deck())
    rng.shuffle(buildings)
    characters = list(parts.characters())
    rng.shuffle(characters)
    objectives = list(parts.personal_objectives())
    rng.shuffle(objectives)

    seats = tuple(
        PlayerState(
            name=name,
            character=characters[i],
            silver=STARTING_SILVER,
            road=roads[i],
            objectives=tuple(objectives[i * 2 : i * 2 + OBJECTIVES_IN_HAND]),
        )
        for i, name in enumerate(names)
    )
    first = rng.randrange(count) if first_player is None else first_player
    state = GameState(
        seed=seed,
        options=options,
        players=seats,
        tiles={m.cell: MineSite(m.number) for m in mines},
        mines=mines,
        row=tuple(RowSlot(b) for b in buildings[:ROW_SIZE]),
        building_pile=tuple(buildings[ROW_SIZE:]),
        road_pile=tuple(roads[count:]),
        objective_pile=tuple(objectives[count * OBJECTIVES_IN_HAND :]),
        public=parts.public_objectives(),
        supply=parts.SILVER_COINS - STARTING_SILVER * count,
        active=first,
    )

    def explain() -> Explanation:
        reading = "Setup Tool table" if options.mine_stacks == "table" else "stacks of 6"
        lines = (
            f"{count} players: {mines_needed} mines of {per_mine} tiles ({reading}), "
            "each with an Empty Mine Tile at the bottom.",
            "The mine tiles marked 3+ were removed." if count == 2 else "All mine tiles are used.",
            f"5 buildings face up in the row, {len(state.building_pile)} in the pile.",
            f"Each player has {STARTING_SILVER} silver and 1 road tile; {state.supply} silver in "
            "the supply.",
            "Characters: " + ", ".join(f"{p.name} is {p.character.name}" for p in seats) + ".",
            f"{seats[first].name} goes first, and must place a road first: there are no roads yet.",
        )
        return Explanation(
            "Setup", lines, "Setup", (Highlight("placed", tuple(m.cell for m in mines)),)
        )

    return Outcome.later(state, explain)
