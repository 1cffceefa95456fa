"""A game with The Gold Mines and its history: the base :class:`Game` on the gold rules.

Saving is the base game's (the gold layer writes its own part of the file);
:meth:`Game.load` reads a Gold Mines position, or a base game's: the file
names its rules.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from tutorial.carcassonne.game import Game as BaseGame
from tutorial.carcassonne.players import HUMAN, Player, Seat, player_for, rng_for
from tutorial.carcassonne.rules import RuleSet
from tutorial.gold_mines.choosing import GOLD_PHASE, ByRule, chooser_seat
from tutorial.gold_mines.players import BOTS
from tutorial.gold_mines.rules import gold_rules, load_state
from tutorial.gold_mines.sharing import FEWEST_RIVALS


class Game(BaseGame):
    """:class:`tutorial.carcassonne.Game`, played by :func:`~tutorial.gold_mines.rules.gold_rules`.

    A seat may also name the greedy player (:data:`~tutorial.gold_mines.players.BOTS`).
    Everything else (seats, undo, redo, replay) is the base game's.
    ``sharing`` names the reading of which tile a player takes gold from when
    it goes round (``"fewest rivals"``, the default, or ``"most contested"``:
    :func:`~tutorial.gold_mines.rules.gold_rules`), and ``by_hand=True``
    lets the players choose (:mod:`~tutorial.gold_mines.choosing`): the seat
    whose choice it is acts in the gold phase, a bot or a human's stand-in
    by ``sharing``'s rule.  A game started from a ``state`` plays by that
    state's rules.

    >>> game = Game(2, seed=7, seats=("greedy", "random")).play_to_end()
    >>> len(game.state.board) + len(game.state.discarded)
    80
    >>> Game.load(game.save()).save() == game.save()
    True
    """

    def __init__(
        self,
        players: int | Sequence[str] = 2,
        seed: int = 0,
        rules: RuleSet | None = None,
        *,
        bots: Mapping[str, Player] = BOTS,
        sharing: str | None = None,
        by_hand: bool = False,
        **kwargs: Any,
    ) -> None:
        if sharing is not None or by_hand:
            if rules is not None:
                raise ValueError("give the rules or the sharing reading, not both")
            rules = gold_rules(sharing or FEWEST_RIVALS, by_hand)
        super().__init__(players, seed, rules or gold_rules(), bots=bots, **kwargs)

    def suggest(self) -> object:
        """The action the seat to act would take; in the gold phase, the seat whose choice it is.

        A human seat's stand-in there takes the tile the game's reading picks.
        """
        state = self.state
        if state.phase != GOLD_PHASE:
            return super().suggest()
        seat = self.seats[chooser_seat(state)]
        player = player_for(seat, self.bots)
        return (ByRule(player) if seat == HUMAN else player)(state, rng_for(state))

    @classmethod
    def load(
        cls,
        text: str | bytes,
        rules: RuleSet | None = None,
        seats: Sequence[Seat] | None = None,
        bots: Mapping[str, Player] = BOTS,
    ) -> Game:
        """A game from a saved position, with the rules its file names (gold in a reading, or base).

        The gold layer reads and checks its own part of the file
        (:mod:`~tutorial.gold_mines.positions`).
        """
        return cls(state=load_state(text, rules), seats=seats, bots=bots)
