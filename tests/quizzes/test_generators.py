"""Every quiz kind makes a valid question from any seed, the same one every time,
and its right answer is the engine's own."""

from __future__ import annotations

from dataclasses import replace

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from tests.examples import examples
from tutorial.carcassonne.explain import open_cells_of_feature
from tutorial.cerro_gordo.board import road_search
from tutorial.core.explanation import ROLES
from tutorial.gold_mines.sharing import share_gold
from tutorial.quizzes import KINDS, question
from tutorial.quizzes.city import COMPLETE
from tutorial.quizzes.ingot import gold_before
from tutorial.tiletum.solo import cardinal_prospect, decree_of

SEEDS = st.integers(0, 2**31)
#: Examples per kind: the gold quiz plays whole games until gold goes round (about 1 s).
EXAMPLES = {"closest mine": 25, "city": 25, "ingot": 6, "cardinalbot town": 25, "mcts move": 25}


def check_valid(kind: str, seed: int) -> None:
    q = question(kind, seed)
    assert (q.kind, q.seed, q.number) == (kind, seed, 1)
    assert len(q.candidates) > 1, "a question with one answer asks nothing"
    answers = [c.answer for c in q.candidates]
    assert len(set(answers)) == len(answers)
    assert q.right and q.right <= set(answers)
    assert q.prompt and all(c.label for c in q.candidates)
    told = q.explain()
    assert told.title and told.lines and told.rule
    assert all(h.role in ROLES for h in told.highlights)
    # The same seed, the same question: position, answers and explanation.
    again = question(kind, seed)
    assert again == q
    assert str(again.explain()) == str(told)


@pytest.mark.parametrize("kind", list(KINDS))
def test_every_seed_makes_a_valid_reproducible_question(kind: str) -> None:
    @settings(max_examples=examples(EXAMPLES[kind]), deadline=None, database=None)
    @given(seed=SEEDS)
    def run(seed: int) -> None:
        check_valid(kind, seed)

    run()


def test_numbers_of_one_seed_are_different_questions() -> None:
    first, second = question("city", 3, 1), question("city", 3, 2)
    assert second.number == 2
    assert first != second


def test_unknown_kind_and_number_refused() -> None:
    with pytest.raises(ValueError, match="unknown quiz kind"):
        question("chess", 1)
    with pytest.raises(ValueError, match="numbered from 1"):
        question("city", 1, 0)


@settings(max_examples=examples(20), deadline=None, database=None)
@given(seed=SEEDS)
def test_closest_mine_is_the_shortest_road_search(seed: int) -> None:
    q = question("closest mine", seed)
    state, building = q.position.state, q.position.building
    found = road_search(state, building).distance
    roads = {m.number: found[m.cell] - 1 for m in state.mines if not m.empty and m.cell in found}
    assert roads, "the building reaches a mine by road"
    assert q.right == {m for m, d in roads.items() if d == min(roads.values())}
    assert {c.answer for c in q.candidates} == {m.number for m in state.mines if not m.empty}


@settings(max_examples=examples(20), deadline=None, database=None)
@given(seed=SEEDS)
def test_city_answer_is_the_union_find_count(seed: int) -> None:
    q = question("city", seed)
    state, node = q.position.state, q.position.node
    group = state.group(node)
    assert group.kind == "city" and len(group.cells) > 1
    if group.open == 0:
        assert q.right == {COMPLETE}
    else:
        assert q.right == set(open_cells_of_feature(state, node))
        assert len(q.right) <= group.open
    assert ("It is complete" in q.explain().text) == (group.open == 0)


@settings(max_examples=examples(4), deadline=None, database=None)
@given(seed=SEEDS)
def test_ingot_answers_are_every_tile_the_rules_let_the_taker_take(seed: int) -> None:
    q = question("ingot", seed)
    position = q.position
    sharing = position.sharing
    assert sharing.sole is None, "the gold goes round"
    # Sharing the gold again from before the first take gives the same take ...
    again = share_gold(
        gold_before(sharing, 0), position.claims, sharing.active, len(position.names)
    )
    step = again.steps[position.index]
    assert (step.player, step.cell) in q.right
    assert position.gold == gold_before(sharing, position.index)
    # ... and every tile with gold the taker is entitled to is as right as the engine's.
    allowed = position.reach[step.player] & position.gold.keys()
    assert q.right == {(step.player, cell) for cell in allowed}


def built_in(underground, town: tuple[int, str], player: str) -> int:
    """How many pieces ``player`` has on the sites of ``town`` (site ids are ``space.site``)."""
    number, space = town
    return sum(
        1
        for (on_map, site), owner in underground.built.items()
        if owner == player and on_map == number and site.split(".")[0] == space
    )


@settings(max_examples=examples(20), deadline=None, database=None)
@given(seed=SEEDS)
def test_cardinalbot_town_is_where_the_bot_goes(seed: int) -> None:
    q = question("cardinalbot town", seed)
    state = q.position.state
    (town,) = q.right
    bot = q.position.bot
    # The bot's own Prospector action, played by the engine, goes to that Town and builds
    # there (a Prospector of its may stand there already: reach 0).
    done = cardinal_prospect(state, decree_of(state).build)
    assert done is not None
    after = done[0].underground
    assert town in after.prospectors[bot]
    assert built_in(after, town, bot) > built_in(state.underground, town, bot)
    assert len(q.candidates) > 1


@settings(max_examples=examples(25), deadline=None, database=None)
@given(seed=SEEDS)
def test_mcts_move_is_the_child_the_next_simulation_goes_down(seed: int) -> None:
    """The same search run one simulation longer gives exactly that child one more visit."""
    q = question("mcts move", seed)
    position = q.position
    before = {child.action: child.visits for child in position.children()}
    longer = replace(position, simulations=position.simulations + 1)
    after = {child.action: child.visits for child in longer.children()}
    grew = [move for move in before if after[move] == before[move] + 1]
    assert q.right == frozenset(grew)
    assert all(after[move] == before[move] for move in before if move not in grew)
