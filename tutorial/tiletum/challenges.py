"""Solo Challenges: goals the player meets for points at the end of a solo game.

Rulebook, *Solo setup*, 2: "Add ... the 4 new Challenges to the pools."  The
base game's solo rules (where Challenges come from) are not in the rulebook;
our reading, in its named parts:

- **The pool** is the 4 new Challenges only (the base game's Challenges are
  reduced away, like its Decrees).  Their names and conditions are
  stand-ins, in ``data/solo.json``: each counts one quantity of the player
  (:data:`~tutorial.tiletum.fairs.MEASURES`) and is met with ``at_least``
  of it.
- **Dealt from the seed**: setup deals :data:`CHALLENGES_DEALT` of them face
  up (``Solo.challenges``).
- **Checked at the end**: each Challenge the player meets at final scoring
  scores its points, on a line of its own on the score sheet; the Cardinal
  of Silver takes no part (a Challenge is the player's goal).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from tutorial.core.errors import PositionError
from tutorial.core.positions import Fields
from tutorial.tiletum.fairs import MEASURES, measure

if TYPE_CHECKING:
    from tutorial.tiletum.state import GameState

RULE_CHALLENGES = "Solo setup, 2: the 4 new Challenges"
#: Challenges dealt face up in a solo game (our reading).
CHALLENGES_DEALT = 2
#: The solo Challenges in the data file.
CHALLENGE_COUNT = 4


@dataclass(frozen=True)
class Challenge:
    """A solo Challenge (stand-in): ``points`` with ``at_least`` of what it ``counts``."""

    name: str
    counts: str
    at_least: int
    points: int

    def text(self) -> str:
        """The goal in words."""
        return f"{self.name}: at least {self.at_least} {MEASURES[self.counts]} for {self.points}"


@dataclass(frozen=True)
class ChallengeCheck:
    """One Challenge checked: what the player has, whether it is met, the points."""

    challenge: Challenge
    count: int

    @property
    def met(self) -> bool:
        return self.count >= self.challenge.at_least

    @property
    def points(self) -> int:
        return self.challenge.points if self.met else 0

    def text(self) -> str:
        c = self.challenge
        verdict = f"met: {c.points} points" if self.met else "not met: 0 points"
        return f"{c.name}: {self.count} of {c.at_least} {MEASURES[c.counts]}, {verdict}"


def read_challenges(fields: Fields) -> tuple[Challenge, ...]:
    """The ``challenges`` of a solo data file, checked (:class:`PositionError` names a field)."""
    measures = tuple(m for m in MEASURES if m != "tucked")
    challenges = tuple(
        Challenge(
            name=c.text("name"),
            counts=c.text("counts", measures),
            at_least=c.integer("at_least", 1, 100),
            points=c.integer("points", 0, 100),
        )
        for c in fields.objects("challenges")
    )
    names = [c.name for c in challenges]
    if len(names) != CHALLENGE_COUNT or len(set(names)) != len(names):
        raise PositionError("challenges", f"{CHALLENGE_COUNT} Challenges with distinct names")
    return challenges


def challenge_checks(state: GameState, seat: int) -> tuple[ChallengeCheck, ...]:
    """The dealt Challenges, checked for the player in ``seat`` (none for the Cardinal)."""
    solo = state.solo
    if solo is None or seat == solo.seat:
        return ()
    cards = {c.name: c for c in solo.cards.challenges}
    return tuple(
        ChallengeCheck(cards[name], measure(state, seat, cards[name].counts))
        for name in solo.challenges
    )


def challenge_points(state: GameState, seat: int) -> int:
    """Points from the Challenges the player in ``seat`` meets now."""
    return sum(check.points for check in challenge_checks(state, seat))
