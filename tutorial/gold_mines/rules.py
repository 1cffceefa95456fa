"""The Gold Mines' rules, built from the base game's, and setting up (or loading) a game.

Rulebook (The Gold Mines), *Game Flow*: "The basic Carcassonne rules remain
unchanged"; the expansion adds to them.  :func:`gold_rules` is
:func:`~tutorial.carcassonne.setup.base_rules` with

- the 8 gold tiles in the box, and a ``"gold"`` category on the score sheet;
- the tile phase placing the ingots itself when there is nothing to choose,
  and an ``"ingots"`` phase after it when there is
  (:mod:`~tutorial.gold_mines.ingots`);
- a turn-end step after scoring, :func:`~tutorial.gold_mines.handout.hand_out_gold`;
- two game-end steps after final scoring: gold left on tiles leaves the
  game, then gold scores (:mod:`~tutorial.gold_mines.scoring`);
- a setup step, :func:`set_up_gold` (the ingots wait in the supply), and the
  gold layer's codec for saving and loading
  (:mod:`~tutorial.gold_mines.positions`).

Nothing of the base game is copied or changed: everything else (placing,
followers, scoring, the turn order, :func:`~tutorial.carcassonne.actions.apply`,
:class:`~tutorial.carcassonne.game.Game`) runs as it is, on these rules.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import replace
from functools import cache

from tutorial.carcassonne.positions import load_state as load_any_state
from tutorial.carcassonne.rules import RuleSet
from tutorial.carcassonne.setup import base_rules
from tutorial.carcassonne.setup import new_game as base_new_game
from tutorial.carcassonne.state import GameState
from tutorial.core.errors import quoted
from tutorial.core.explanation import Lines, Outcome
from tutorial.gold_mines.choosing import choosing_phase
from tutorial.gold_mines.handout import hand_out_gold, hand_out_gold_by
from tutorial.gold_mines.ingots import INGOTS_PHASE, place_gold_tile
from tutorial.gold_mines.placing import SUPPLY
from tutorial.gold_mines.positions import GOLD_CODEC
from tutorial.gold_mines.scoring import GOLD, remove_gold_left, score_gold
from tutorial.gold_mines.sharing import FEWEST_RIVALS, READINGS
from tutorial.gold_mines.state import GoldState, with_gold
from tutorial.gold_mines.tiles import gold_tiles


@cache
def gold_rules(sharing: str = FEWEST_RIVALS, by_hand: bool = False) -> RuleSet:
    """Carcassonne with The Gold Mines (made once per reading: rules are immutable).

    ``sharing`` names the reading of *which tile a player takes from* when
    the gold goes round (:data:`~tutorial.gold_mines.sharing.READINGS`): the
    engine's ``"fewest rivals"`` (the default, named ``"gold mines"``), or
    ``"most contested"`` (named ``"gold mines, most contested"``, so a saved
    game keeps its reading).  ``by_hand``: the rulebook's own reading, the
    players choose; a gold phase after the follower step asks each real
    choice of the hand-out as an action (:mod:`~tutorial.gold_mines.choosing`),
    and a bot takes the tile ``sharing`` picks (named ``"..., by hand"``).

    >>> rules = gold_rules()
    >>> [phase.name for phase in rules.phases], len(rules.tiles), rules.categories[-1]
    (['tile', 'ingots', 'follower'], 32, 'gold')
    >>> [step.__name__ for step in rules.turn_end]
    ['score_completed', 'hand_out_gold']
    >>> [codec.name for codec in rules.layers]
    ['gold']
    >>> gold_rules("most contested").name
    'gold mines, most contested'
    """
    if sharing not in READINGS:
        raise ValueError(f"the gold is shared by {' or '.join(READINGS)}, not {quoted(sharing)}")
    engines_own = sharing == FEWEST_RIVALS and not by_hand  # the very step of every past game
    hand_out = hand_out_gold if engines_own else hand_out_gold_by(READINGS[sharing], by_hand)
    name = "gold mines" + (f", {sharing}" if sharing != FEWEST_RIVALS else "")
    name += ", by hand" if by_hand else ""
    base = base_rules()
    tile = replace(base.phase("tile"), handle=place_gold_tile)
    phases = tuple(tile if phase.name == "tile" else phase for phase in base.phases)
    rules = (
        replace(base, name=name, phases=phases)
        .with_tiles(gold_tiles(), category=GOLD)
        .with_phase(INGOTS_PHASE, after="tile")
        .with_step(hand_out, after="score_completed")
        .with_step(remove_gold_left, after="final_scoring", when="game_end")
        .with_step(score_gold, after="remove_gold_left", when="game_end")
        .with_setup(set_up_gold)
        .with_layer(GOLD_CODEC)
    )
    if by_hand:
        return rules.with_phase(choosing_phase(READINGS[sharing]), after="follower")
    return rules


def set_up_gold(state: GameState) -> tuple[GameState, Lines]:
    """Setup step: the 16 ingots wait in the supply beside the board.

    Rulebook (The Gold Mines), *Preparation*: the gold tiles are shuffled in
    with the others (the base setup shuffles every tile of the rules), and
    the gold ingots are placed beside the board.
    """
    said = f"The Gold Mines: 8 gold tiles are among them, and {SUPPLY} gold ingots wait beside."
    return with_gold(state, GoldState.start(len(state.players))), lambda: [said]


def new_game(
    players: int | Sequence[str] = 2,
    seed: int = 0,
    *,
    first_player: int | None = None,
    sharing: str = FEWEST_RIVALS,
    by_hand: bool = False,
) -> Outcome[GameState]:
    """A game with The Gold Mines ready for its first turn, and (on demand) what setup did.

    The base game's setup with :func:`gold_rules`: the gold tiles are
    shuffled in with the others, and the 16 ingots wait in the supply
    (rulebook, *Preparation*).  ``sharing`` and ``by_hand`` name the reading
    of which tile a player takes gold from (see :func:`gold_rules`).

    >>> state = new_game(2, seed=3).state
    >>> len(state.deck) + 1  # the tile drawn for the first turn
    79
    """
    return base_new_game(players, seed, gold_rules(sharing, by_hand), first_player=first_player)


def load_state(text: str | bytes, rules: RuleSet | None = None) -> GameState:
    """A position from a saved file, with the rules the file names: :func:`gold_rules` in any
    sharing reading, or the base (or only ``rules``, when given).

    Saving is the base game's :func:`~tutorial.carcassonne.positions.save_state`
    (the gold layer writes its own part of the file, and checks it here).

    >>> from tutorial.carcassonne.positions import save_state
    >>> state = new_game(2, seed=3).state
    >>> load_state(save_state(state)) == state
    True
    """
    if rules is not None:
        return load_any_state(text, (rules,))
    readings = [gold_rules(sharing, hand) for sharing in READINGS for hand in (False, True)]
    return load_any_state(text, (*readings, base_rules()))
