"""The turn-end step that hands out gold, right after the base game's scoring.

Rulebook (The Gold Mines), *Game Flow*, step 5, and *Actions and How to
Play*: the gold on the tiles of a completed feature goes to the player(s)
with the most followers in it.  The base game's scoring has just recorded
what it scored this turn (``state.scored``: each completed feature, its
tiles and its winners, kept after the followers went home), so this step
only turns that record into :class:`~tutorial.gold_mines.sharing.Claim`\\ s
and lets :func:`~tutorial.gold_mines.sharing.share_gold` do the rest.

*Which tile a player takes from* in a round robin is, in the engine, the
game's reading for every player (the choice is not an action of its own):
by default :func:`~tutorial.gold_mines.sharing.fewest_rivals`; the rules
``gold_rules(sharing="most contested")`` run :func:`hand_out_gold_by` with
:func:`~tutorial.gold_mines.sharing.most_contested` instead.
"""

from __future__ import annotations

from dataclasses import replace
from functools import cache

from tutorial.carcassonne.features import around
from tutorial.carcassonne.rules import Step
from tutorial.carcassonne.scoring import majority
from tutorial.carcassonne.state import GameState
from tutorial.carcassonne.tiles import FIELD, MONASTERY
from tutorial.core.explanation import Explanation, Part, no_lines
from tutorial.core.grid import Cell
from tutorial.core.values import evolve
from tutorial.gold_mines.explain import gold_staying, sharing_explanation
from tutorial.gold_mines.sharing import Chooser, Claim, fewest_rivals, replaying, share_gold
from tutorial.gold_mines.state import gold_of, with_gold


def monastery_area(cell: Cell) -> frozenset[Cell]:
    """A monastery's tiles for gold: its own and the 8 around it.

    Rulebook, *Actions and How to Play*: "For monasteries, count the tile
    with the monastery and the 8 adjacent tiles that complete it."

    >>> len(monastery_area((0, 0))), (1, 1) in monastery_area((0, 0))
    (9, True)
    """
    return frozenset((cell, *around(cell)))


def claims_of(state: GameState) -> tuple[Claim, ...]:
    """The features completed this turn, each a claim on the gold of its tiles.

    Read from ``state.scored`` right after the base game's scoring.  Fields
    never claim: farmers receive no gold.  Only complete features claim:
    an unfinished one gives no gold (and is scored only at the end).
    """
    return tuple(
        claim_of(item.kind, item.cells, item.winners)
        for item in state.scored
        if item.complete and item.kind != FIELD  # farmers take no gold; unfinished, none given
    )


def claims_before_scoring(state: GameState) -> tuple[Claim, ...]:
    """The claims :func:`claims_of` will read after scoring, from the features just completed.

    Before the turn ends the followers still stand in them, so their
    majority is the scoring's winners.
    """
    groups = [state.groups[root] for root in state.completed]
    return tuple(
        claim_of(group.kind, group.cells, majority(group.followers))
        for group in groups
        if group.complete and group.kind != FIELD
    )


def unheld_features(state: GameState) -> tuple[tuple[str, frozenset[Cell], Claim], ...]:
    """The features completed this turn with no follower in them: kind, tiles, and their claim.

    Rulebook, *Actions and How to Play*: the gold of a completed feature goes
    to the player(s) with the most followers in it, so no one takes gold
    through a feature no one held.  Read from ``state.scored``, as
    :func:`claims_of` is; only an explanation asks.
    """
    return tuple(
        (item.kind, item.cells, claim_of(item.kind, item.cells, ()))
        for item in state.scored
        if item.complete and item.kind != FIELD and not item.winners
    )


def claim_of(kind: str, cells: frozenset[Cell], winners: tuple[int, ...]) -> Claim:
    """A completed road, city or monastery's claim: its tiles (a monastery's 3x3 area)."""
    return Claim(monastery_area(min(cells)) if kind == MONASTERY else cells, winners)


def hand_out_gold(state: GameState, choose: Chooser = fewest_rivals) -> tuple[GameState, Part]:
    """Turn-end step: the gold of the features completed this turn goes to their winners.

    Rulebook, *Actions and How to Play*, as
    :func:`~tutorial.gold_mines.sharing.share_gold` reads it: one player
    entitled alone takes it all; otherwise the ingots go round one at a time
    from the active player on.  It joins the turn's explanation with the
    tiles the gold was taken from lit up (role ``gold_taken``), and is kept in
    the gold layer (``sharing``) for
    :func:`~tutorial.gold_mines.explain.gold_explanation`.  ``choose`` picks
    the tile each player takes from in a round robin.
    """
    gold = gold_of(state)
    claims = [claim for claim in claims_of(state) if claim.players] if gold.ingots else []
    if not claims:
        if gold.sharing is None:  # nothing to hand out, nothing to forget: the same state
            return state, _staying(state, bool(gold.ingots))
        state = with_gold(state, evolve(gold, sharing=None))
        return state, _staying(state, bool(gold.ingots))
    sharing = share_gold(gold.on_board(), claims, state.active, len(state.players), choose)
    if not sharing.steps:
        state = with_gold(state, evolve(gold, sharing=None))
        return state, _staying(state, bool(gold.ingots))
    held = tuple(have + took for have, took in zip(gold.held, sharing.taken, strict=True))
    after = with_gold(
        state, evolve(gold.with_board(sharing.gold_left()), held=held, sharing=sharing)
    )
    names = [player.name for player in state.players]

    def explain() -> Explanation:
        told = sharing_explanation(sharing, names)
        stays = gold_staying(after)
        return replace(
            told,
            lines=("Gold:", *told.lines, *stays.lines),
            highlights=(*told.highlights, *stays.highlights),
        )

    return after, explain


def _staying(state: GameState, gold_on_board: bool) -> Part:
    """The turn's words on gold left on completed features no one held, built when asked.

    Nothing to say (and nothing built) when no gold lies on the board.
    """
    if not gold_on_board or not state.scored:
        return no_lines

    def explain() -> Explanation:
        stays = gold_staying(state)
        return replace(stays, lines=("Gold:", *stays.lines)) if stays.lines else stays

    return explain


@cache
def hand_out_gold_by(choose: Chooser, by_hand: bool = False) -> Step:
    """The turn-end step :func:`hand_out_gold` with ``choose`` for every player.

    ``by_hand``: the players' own choices, made in the turn's gold phase
    (:mod:`~tutorial.gold_mines.choosing`), answer the real choices first
    (:func:`~tutorial.gold_mines.sharing.replaying`), and are then
    forgotten.  Named ``hand_out_gold`` like it, so rules place it by that
    name.
    """

    def step(state: GameState) -> tuple[GameState, Part]:
        made = gold_of(state).choices
        state, part = hand_out_gold(state, replaying(made, choose) if by_hand else choose)
        if made:
            state = with_gold(state, evolve(gold_of(state), choices=()))
        return state, part

    step.__name__ = step.__qualname__ = hand_out_gold.__name__
    step.__doc__ = f"{hand_out_gold.__doc__}\n    Here every player chooses by {choose.__name__}."
    return step
