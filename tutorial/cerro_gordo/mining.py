"""Mining from the closest mine, and the end of a turn.

Rulebook, *Mining*: "If you are connected to at least one Mine, you must
Mine from the closest one. If you are not connected to any, you choose a
Mine to draw from, but you only resolve the Event and do not receive any
Silver. [...] Collect Silver Coins equal to the number shown on the back of
the tile [...] Draw the top tile of the Mine [...] resolve it immediately,
and discard it."

*End of Turn*: "Slide remaining Buildings left to fill the gap, then reveal a
new one from the stack, placing it in the rightmost spot of the row."

Mining ends the turn, unless the silver actions are read as allowed "at any
time during your turn" (``RuleOptions(silver_actions="any_time")``): then
the player may still spend silver after mining, and ends the turn with the
``EndTurn`` action.
"""

from __future__ import annotations

from functools import partial

from tutorial.cerro_gordo.board import (
    Closeness,
    can_place_road,
    closeness,
)
from tutorial.cerro_gordo.components import Building, Event, events
from tutorial.cerro_gordo.deeds import END_OF_TURN, SILVER_GAINED, EventDeed, MineDeed
from tutorial.cerro_gordo.events import resolve_event
from tutorial.cerro_gordo.objectives import score_everyones_objectives, score_objectives
from tutorial.cerro_gordo.options import ANY_TIME, UNCONNECTED_NOTHING
from tutorial.cerro_gordo.scoring import all_mines_empty, score_lines
from tutorial.cerro_gordo.silver import gain_from_supply
from tutorial.cerro_gordo.state import GameState, RowSlot, turn_step
from tutorial.core.errors import IllegalMove
from tutorial.core.explanation import (
    Explain,
    Explanation,
    Highlight,
    Lines,
    Outcome,
    with_lines,
)
from tutorial.core.values import evolve

RULE_MINING = "Mining: draw from the closest mine"
RULE_TURN = "On Your Turn: place both a Building and a Road, then mine"
RULE_AFTER_MINING = "Silver Actions (any time during your turn): after mining, only silver actions"
RULE_END_TURN = "End of Turn: the turn ends after mining"


#: The steps of a turn that :func:`still_to_do` may list (compare with these, not
#: with literal text).
SELECT_BUILDING = "select a building from the row"
PLACE_BUILDING = "place the building"
PLACE_ROAD = "place a road"


def still_to_do(state: GameState) -> tuple[str, ...]:
    """What the active player must still do before mining.

    "Place both a Building and a Road, in either order! Then draw from the
    closest Mine."  A step that cannot be done (the row is empty, no cell
    has an open road connection, the player has no road tile or no place to
    put it) is skipped.
    """
    turn = state.turn
    if state.game_over or turn.mined:
        return ()
    # (Tuples made whole, not a list grown and then frozen: every action asks.)
    todo: tuple[str, ...] = ()
    if not turn.building_placed and state.road_ends:
        if not turn.building_taken and state.row:
            todo = (SELECT_BUILDING, PLACE_BUILDING)
        elif turn.held is not None:
            todo = (PLACE_BUILDING,)
    road = state.players[state.active].road  # (every action asks: no property call)
    if turn.roads_placed == 0 and road is not None and can_place_road(state, road):
        return (*todo, PLACE_ROAD)
    return todo


def mine(state: GameState, choice: int | None = None) -> Outcome[GameState]:
    """Mine (or, unconnected, draw an event) and end the turn.

    ``choice`` is the mine number; it may be left out when only one mine is
    allowed.  Under the ``"any_time"`` reading of the silver actions the
    turn goes on after mining (see :func:`end_turn_after_mining`), unless
    the last mine is now empty: "The game ends immediately when all Mines
    are empty."
    """
    if state.game_over:
        raise IllegalMove(RULE_MINING, "the game is over: every mine is empty")
    if state.turn.mined:
        raise IllegalMove(RULE_AFTER_MINING, "you have mined this turn: end it with EndTurn")
    todo = still_to_do(state)
    if todo:
        raise IllegalMove(RULE_TURN, "before mining, " + " and ".join(todo))
    player = state.players[state.active]
    reach = closeness(state, player.pawn) if player.pawn is not None else None
    if reach is not None and reach.connected:
        state, explain, deed = _mine_connected(state, reach, choice)
    else:
        state, explain, deed = _draw_unconnected(state, choice)
    state, done = score_objectives(state, deed)
    if state.options.silver_actions == ANY_TIME and not all_mines_empty(state):
        state = evolve(state, turn=evolve(state.turn, mined=True))
        return Outcome(state, with_lines(explain, done, _silver_still_allowed))
    state, ended = end_turn(state)
    return Outcome(state, with_lines(explain, done, ended))


def _silver_still_allowed() -> list[str]:
    return [
        "Silver actions are allowed at any time during the turn (the any-time reading): "
        "a second road or new objectives may still be bought; then end the turn."
    ]


def end_turn_after_mining(state: GameState) -> Outcome[GameState]:
    """End the turn, when mining did not end it (the ``"any_time"`` reading of the silver actions).

    Rulebook, *Silver Actions*: "At any time during your turn, you can spend
    Silver"; under that reading the player says when the turn is over.
    """
    if state.options.silver_actions != ANY_TIME:
        raise IllegalMove(RULE_END_TURN, "mining ends the turn (the before-mining reading)")
    if not state.turn.mined:
        raise IllegalMove(RULE_END_TURN, "mine first: the turn ends after mining")
    name = state.player.name
    after, ended = end_turn(state)
    return Outcome(after, with_lines(lambda: Explanation(f"{name} ends the turn"), ended))


def _mine_connected(
    state: GameState, reach: Closeness, choice: int | None
) -> tuple[GameState, Explain, MineDeed]:
    nearest = reach.nearest
    if choice is None and len(nearest) > 1:
        tied = " and ".join(f"Mine {m}" for m in nearest)
        raise IllegalMove(RULE_MINING, f"{tied} are tied for closest: choose one of them")
    choice = nearest[0] if choice is None else choice
    if choice not in nearest:
        far = reach.roads.get(choice)
        why = "is not connected by road" if far is None else f"is {far} road tile(s) away"
        raise IllegalMove(
            RULE_MINING,
            f"you must mine from the closest mine ({', '.join(map(str, nearest))}, "
            f"{reach.roads[nearest[0]]} road tile(s) away); Mine {choice} {why}",
        )
    seat = state.active
    tile = state.mines[choice - 1].tiles[0]
    paid, got, note = gain_from_supply(state, seat, tile.silver)
    # "At any moment": the mined silver counts before the event can take some away.
    paid, held = score_objectives(paid, SILVER_GAINED)
    after, event_lines = _draw(paid, choice)
    roads = reach.roads[choice]

    explain = partial(
        _mining_explanation, state, reach, choice, tile.silver, got, note, held, event_lines
    )
    return after, explain, MineDeed(choice, roads)


def _mining_explanation(
    state: GameState,
    reach: Closeness,
    choice: int,
    silver: int,
    got: int,
    note: str,
    held: Lines,
    event_lines: Lines,
) -> Explanation:
    """What :func:`_mine_connected` did: the distances, the silver got, the event.

    (A function of its own, given what it says, bound with ``partial``: an
    inner function would set up all its variables at every mining.)
    """
    player = state.players[state.active]
    nearest = reach.nearest
    roads = reach.roads[choice]
    path = reach.path(state, choice)
    lines = [
        f"{player.name}'s pawn is on the building at {reach.start}.",
        "Distances by road: "
        + ", ".join(f"Mine {m}: {d} road tile(s)" for m, d in sorted(reach.roads.items()))
        + ".",
    ]
    if len(nearest) > 1:
        lines.append("Several mines are tied for closest: the player chooses among them.")
    lines.append(f"The silver side of Mine {choice}'s top tile shows {silver}: +{got} silver.")
    if note:
        lines.append(note)
    lines += held()
    lines.append(f"Event: {_event_name(state, choice)}.")
    lines += event_lines()
    labels = tuple(str(i) for i in range(1, len(path) - 1))
    highlights = (
        Highlight("path", path[1:-1], labels),
        Highlight("closest", tuple(state.mines[m - 1].cell for m in nearest)),
        Highlight("gained", (state.mines[choice - 1].cell,), (f"+{got}",)),
    )
    return Explanation(
        f"{player.name} mines Mine {choice}, {roads} road tile(s) away",
        tuple(lines),
        RULE_MINING,
        highlights,
    )


def _event_name(state: GameState, number: int) -> str:
    """The name of the event on the top tile of mine ``number``."""
    return events()[state.mines[number - 1].tiles[0].event].name


def _draw_unconnected(state: GameState, choice: int | None) -> tuple[GameState, Explain, MineDeed]:
    """Not connected: choose a mine and draw its top tile, without silver.

    A rule reading (``RuleOptions.unconnected_mining``, ``docs/rule-readings.md``).
    The rule text (default): resolve the tile's event.
    The card summary ("Event only if connected"): discard it unresolved.
    Either way the tile leaves the mine, so the game still ends when every
    mine is empty.
    """
    open_mines = [m.number for m in state.mines if m.tiles]  # (with tiles: not empty)
    if choice is None and len(open_mines) == 1:
        choice = open_mines[0]
    if choice not in open_mines:
        raise IllegalMove(
            RULE_MINING,
            f"not connected to any mine: choose a mine with tiles left ({open_mines}), "
            f"not {choice}",
        )
    resolve = state.options.unconnected_mining != UNCONNECTED_NOTHING
    after, event_lines = _draw(state, choice, resolve=resolve)

    explain = partial(_unconnected_explanation, state, choice, resolve, event_lines)
    return after, explain, MineDeed(choice, None)


def _unconnected_explanation(
    state: GameState, choice: int, resolve: bool, event_lines: Lines
) -> Explanation:
    """What :func:`_draw_unconnected` did (see :func:`_mining_explanation`)."""
    name = state.players[state.active].name
    lines = [
        f"{name} is not connected to any mine by road, so is not Mining: no silver.",
        f"They choose Mine {choice} and draw its top tile: {_event_name(state, choice)}.",
    ]
    if not resolve:
        lines.append('Card reading ("Event only if connected"): the event is discarded unresolved.')
    return Explanation(
        f"{name} draws from Mine {choice} without mining",
        (*lines, *event_lines()),
        RULE_MINING,
        (Highlight("chosen", (state.mines[choice - 1].cell,)),),
    )


def _draw(state: GameState, number: int, *, resolve: bool = True) -> tuple[GameState, Lines]:
    """Draw the top tile of mine ``number`` and (unless told not to) resolve its event.

    After an event, every player's objectives are checked, starting with
    the active player: "you may also be able to complete an Objective due
    to an Event" (rulebook, *Objectives*).  Returns the new state and what
    happened (on demand).
    """
    stack = state.mines[number - 1]
    tile = stack.tiles[0]
    mines = list(state.mines)
    mines[number - 1] = evolve(stack, tiles=stack.tiles[1:])
    state = evolve(state, mines=tuple(mines))
    event = events()[tile.event]
    if not resolve:
        return state, partial(_emptied_lines, state, number)
    state, what_happened = resolve_event(state, event, number)
    state, done = score_everyones_objectives(state, EventDeed(number))
    return state, partial(_event_lines, state, number, event, what_happened, done)


def _event_lines(
    state: GameState, number: int, event: Event, what_happened: Lines, done: Lines
) -> list[str]:
    """What the event drawn from mine ``number`` did, and the objectives it completed."""
    return [event.text, *what_happened(), *done(), *_emptied_lines(state, number)]


def _emptied_lines(state: GameState, number: int) -> list[str]:
    """That mine ``number`` is empty now, if it is (``state`` is after the draw)."""
    if state.mines[number - 1].tiles:
        return []
    return [f"Mine {number} is now empty: only its Empty Mine Tile is left."]


#: Nothing done yet: how every turn starts (one value, shared: it never changes).
NEW_TURN = turn_step(False, False, 0, False)


def end_turn(state: GameState) -> tuple[GameState, Lines]:
    """Refill the building row, end the game or pass the turn on."""
    state, done = score_objectives(state, END_OF_TURN)
    held = state.turn.held
    new, row, pile = None, state.row, state.building_pile
    if state.turn.building_taken and pile:
        new, row, pile = pile[0], (*row, RowSlot(pile[0])), pile[1:]
    over = all_mines_empty(state)
    if over:
        state = evolve(state, row=row, building_pile=pile, game_over=True, turn=NEW_TURN)
    else:
        state = evolve(
            state,
            row=row,
            building_pile=pile,
            active=(state.active + 1) % len(state.players),
            turn_number=state.turn_number + 1,
            turn=NEW_TURN,
        )
    return state, partial(_end_of_turn_lines, state, done, held, new, over)


def _end_of_turn_lines(
    final: GameState, done: Lines, held: Building | None, new: Building | None, over: bool
) -> list[str]:
    """What :func:`end_turn` did: objectives, a building set aside, the row, the end."""
    said = list(done())
    if held is not None:
        said.append(f"{held} could not be placed (no open road connection): it is set aside.")
    if new is not None:
        said.append(f"The row slides left and {new} is revealed on the right.")
    if over:
        said += ["Every mine is empty: the game ends.", *score_lines(final)]
    return said
