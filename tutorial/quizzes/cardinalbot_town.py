"""Tiletum: "Which Town does the Cardinalbot choose?" for its Prospector action.

Rulebook, *Cardinalbot Prospector action*, step 1: a Town with an empty
site of a kind the Decree names, in priority order, within reach of its
Prospectors, extending reach as little as needed; ties broken by a map
where you also have a Prospector, a printed bonus, the higher map.  The
engine's answer and explanation are
:func:`tutorial.tiletum.cardinalbot.prospector_decision` (each reach tried,
the tie-break table, the route).

The position comes from a real solo game: seeded random play against the
Cardinalbot for a random number of actions, then the first state where the
bot could go to two Towns or more, and walks to one or breaks a tie.
"""

from __future__ import annotations

import random
from dataclasses import dataclass

from tutorial.core.explanation import Explanation
from tutorial.quizzes.questions import Candidate, Question, question_rng
from tutorial.tiletum.cardinalbot import ProspectorDecision, candidate, prospector_decision
from tutorial.tiletum.game import Game
from tutorial.tiletum.maps import numeral
from tutorial.tiletum.solo import decree_of
from tutorial.tiletum.state import GameState
from tutorial.tiletum.underground import Place, Underground

KIND = "cardinalbot town"
RULE_CARDINALBOT = "Cardinalbot Prospector action, step 1"
#: Games tried for one question before giving up.
GAMES = 200
_SUPPLY = {"mine": "mines", "pillar": "pillars", "house": "houses"}


@dataclass(frozen=True)
class TownPosition:
    """A solo game's state, and what the Cardinalbot's choice depends on.

    Attributes
    ----------
    state:
        The game state (round, players, maps).
    decree:
        The kinds the round's Decree names that the bot still has a piece of,
        in priority order.
    bot:
        The Cardinalbot's name among the Prospectors.
    """

    state: GameState
    decree: tuple[str, ...]
    bot: str

    @property
    def underground(self) -> Underground:
        return self.state.underground

    def decision(self) -> ProspectorDecision:
        """The engine's decision: :func:`prospector_decision`."""
        return prospector_decision(self.underground, self.decree, bot=self.bot)

    def towns(self) -> tuple[Place, ...]:
        """Every Town the bot could build in at some reach (the Towns to choose among)."""
        here, bot = self.underground, self.bot
        return tuple(
            (umap.number, space.id)
            for umap in here.maps
            if here.has_prospector(bot, umap.number)
            for space in umap.towns
            if any(candidate(here, bot, (umap.number, space.id), k) for k in self.decree)
        )


def decree_kinds(state: GameState) -> tuple[str, ...]:
    """The kinds the round's Decree names, in its order, that the bot has a piece of."""
    solo = state.solo
    assert solo is not None
    player = state.players[solo.seat]
    return tuple(k for k in decree_of(state).build if getattr(player, _SUPPLY[k]) > 0)


def town_label(here: Underground, town: Place) -> str:
    """``"Fodina (map I, space c)"``."""
    number, space = town
    name = here.map(number).space(space).town.name  # type: ignore[union-attr]
    return f"{name} (map {numeral(number)}, space {space})"


def worth_asking(position: TownPosition) -> bool:
    """Whether the bot prospects, and not simply where it stands: it walks, or breaks a tie."""
    decision = position.decision()
    if decision.chosen is None:
        return False
    return decision.reaches[-1].reach > 0 or len(decision.table) > 1


def find_position(rng: random.Random) -> TownPosition:
    """A state of a seeded solo game, a random number of actions in, with two Towns or more."""
    for _ in range(GAMES):
        game = Game(1, seed=rng.randrange(10**6))
        start = rng.randrange(0, 60)
        for played in range(Game.MAX_ACTIONS):
            if game.over():
                break
            state = game.state
            if played >= start:
                solo = state.solo
                assert solo is not None
                position = TownPosition(state, decree_kinds(state), state.players[solo.seat].name)
                if position.decree and len(position.towns()) > 1 and worth_asking(position):
                    return position
            game.step()
    raise RuntimeError(f"no game of {GAMES} gave the Cardinalbot two Towns to choose from")


def explain_town(position: TownPosition, decision: ProspectorDecision) -> Explanation:
    """The decision in the engine's words (:meth:`ProspectorDecision.text`).

    The maps' highlights (reach, candidates, target, route) are drawn from
    the decision itself, as the Cardinalbot chapter's decision view does.
    """
    chosen = decision.chosen
    assert chosen is not None
    return Explanation(
        f"The Cardinalbot goes to {chosen.label}",
        tuple(decision.text().splitlines()),
        RULE_CARDINALBOT,
    )


def cardinalbot_question(seed: int, number: int = 1) -> Question:
    """Question ``number`` of ``seed``: which Town does the Cardinalbot choose?

    Candidates: every Town the bot could build in (on a map where it has a
    Prospector, an empty site of a kind its Decree names).

    >>> q = cardinalbot_question(1)
    >>> len(q.candidates) > 1
    True
    """
    position = find_position(question_rng(KIND, seed, number))
    decision = position.decision()
    chosen = decision.chosen
    assert chosen is not None
    here = position.underground
    order = ", then ".join(k.title() for k in position.decree)
    where = "; ".join(
        f"map {numeral(n)}: {', '.join(here.spaces_of(position.bot, n))}"
        for n in sorted({m.number for m in here.maps})
        if here.has_prospector(position.bot, n)
    )
    return Question(
        kind=KIND,
        seed=seed,
        number=number,
        prompt=(
            f"Round {position.state.round}. The Decree names {order} (the kinds the Cardinalbot "
            f"still has). Its Prospectors stand on {where}. The dashed Towns have an empty site "
            "it could build on. Which Town does it choose? Click it."
        ),
        position=position,
        candidates=tuple(Candidate(t, town_label(here, t)) for t in position.towns()),
        right=frozenset({chosen.town}),
        explain=lambda: explain_town(position, decision),
    )
