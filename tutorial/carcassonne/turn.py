"""Moving a turn on: the next phase, the end of the turn, the next tile, the end of the game.

Rulebook (base game), *Playing the game*: after the active player has
acted, what the tile completed is scored; then the next player (clockwise)
draws a tile.  *Placing a tile*: a tile that fits nowhere is discarded and
another drawn.  *End of the game*: after the last tile is placed, the final
scoring.  Which phases and steps there are comes from the state's
:class:`~tutorial.carcassonne.rules.RuleSet`.
"""

from __future__ import annotations

from tutorial.carcassonne.board import fits_somewhere
from tutorial.carcassonne.state import GameState
from tutorial.core.explanation import Explain, Explanation, Outcome, Part, said, with_lines
from tutorial.core.standings import standing_lines
from tutorial.core.values import evolve, evolve_keeping_memo


def advance(state: GameState, explain: Explain) -> Outcome[GameState]:
    """After an action: on to the next phase this turn needs, or end the turn.

    A phase that repeats stays while it is still needed.  The next phase's
    copy keeps what was worked out for the state (its memo: the spots for a
    follower that ``needed`` just listed, say): no memo of a game state
    reads the phase.
    """
    later = False
    for phase in state.rules.phases:
        if phase.name == state.phase:
            if phase.repeats and phase.needed(state):
                return Outcome(state, explain)
            later = True
        elif later and phase.needed(state):
            return Outcome(evolve_keeping_memo(state, phase=phase.name), explain)
    return end_turn(state, explain)


def end_turn(state: GameState, explain: Explain) -> Outcome[GameState]:
    """The turn-end steps (scoring, an expansion's own), then the next player's tile.

    Each step's part (sentences, or an explanation with highlights) joins the
    explanation of the action that ended the turn, in the order they ran.
    """
    parts: list[Part] = []
    for step in state.rules.turn_end:
        state, part = step(state)
        parts.append(part)
    # The next player draws (one copy of the state for both changes).
    state, part = draw_tile(
        state,
        active=(state.active + 1) % len(state.players),
        turn_number=state.turn_number + 1,
        placed=None,
    )
    parts.append(part)
    return Outcome(state, with_lines(explain, *parts))


def draw_tile(state: GameState, **turn: object) -> tuple[GameState, Part]:
    """The active player draws the next tile that fits somewhere; the game ends when none is left.

    Rulebook (base game), *Placing a tile*: "In the rare case that a drawn
    tile has no legal placement, it is removed from the game and the player
    draws another."  ``turn``: the fields that pass the turn on (whose turn
    it is, ...), set in the same copy of the state.
    """
    deck, discarded = state.deck, state.discarded
    types = state.rules.tiles
    while deck and not fits_somewhere(state, types[deck[0]]):
        discarded += deck[:1]
        deck = deck[1:]
    gone = discarded[len(state.discarded) :]  # this turn's, named only if explained
    if deck:
        state = evolve(
            state, deck=deck[1:], tile=deck[0], discarded=discarded, phase="tile", **turn
        )
        name = state.players[state.active].name

        def lines() -> list[str]:
            names = ", ".join(types[t].name for t in gone)
            said = [f"Discarded (fits nowhere): {names}."] if gone else []
            return [*said, f"{name} draws the {types[deck[0]].name} tile."]

        return state, lines
    state = evolve(state, deck=(), tile=None, discarded=discarded, **turn)
    return end_game(state, tuple(types[t].name for t in gone))


def end_game(state: GameState, gone: tuple[str, ...] = ()) -> tuple[GameState, Part]:
    """Rulebook (base game), *End of the game*: no tile left, so the final scoring."""
    parts: list[Part] = []
    for step in state.rules.game_end:
        state, part = step(state)
        parts.append(part)
    state = evolve(state, game_over=True, phase="over")

    def explain() -> Explanation:
        text = [f"Discarded (fits nowhere): {', '.join(gone)}."] if gone else []
        text.append("No tile is left: the game is over. Final scoring:")
        made = [said(part) for part in parts]
        text += [line for lines, _ in made for line in lines]
        text += standing_lines(
            [p.name for p in state.players], [p.score.total for p in state.players]
        )
        lit = tuple(light for _, lights in made for light in lights)
        return Explanation("End of the game", tuple(text), "End of the game", lit)

    return state, explain
