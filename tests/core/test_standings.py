"""Every game's last explanation names the winner and ranks every player.

The apps show the explanation, so this is what a player sees when the game
ends (``tutorial.core.standings``).
"""

from __future__ import annotations

import pytest

from tutorial.carcassonne import Game as CarcassonneGame
from tutorial.cerro_gordo import Game as CerroGordoGame
from tutorial.cerro_gordo.scoring import final_scores as cerro_gordo_scores
from tutorial.cerro_gordo.scoring import winners as cerro_gordo_winners
from tutorial.core.standings import standing_lines
from tutorial.gold_mines import Game as GoldMinesGame
from tutorial.tiletum import Game as TiletumGame
from tutorial.tiletum.scoring import final_scores as tiletum_scores


def totals_of(game) -> dict[str, int]:
    """Each player's final total, by name, from the game's own scoring."""
    state = game.state
    if isinstance(game, CerroGordoGame):
        return {s.name: s.total for s in cerro_gordo_scores(state)}
    if isinstance(game, TiletumGame):
        return {s.name: s.total for s in tiletum_scores(state)}
    return {p.name: p.score.total for p in state.players}


GAMES = [
    lambda: CerroGordoGame(3, seed=2),
    lambda: CarcassonneGame(2, 3),
    lambda: GoldMinesGame(3, 1, seats=("greedy", "greedy", "random")),
    lambda: TiletumGame(2, seed=1),
    lambda: TiletumGame(1, seed=3),
]


@pytest.mark.parametrize(
    "make", GAMES, ids=["cerro_gordo", "carcassonne", "gold_mines", "tiletum", "solo"]
)
def test_the_last_explanation_names_the_winner_and_the_ranking(make) -> None:
    game = make().play_to_end()
    lines = [line.strip() for line in str(game.explanation).splitlines()]
    winner = next(line for line in lines if line.startswith(("Winner: ", "Winners, tied: ")))
    ranking = next(line for line in lines if line.startswith("Final ranking: "))
    totals = totals_of(game)
    if isinstance(game, CerroGordoGame):  # points, then silver
        won = [game.state.players[seat].name for seat in cerro_gordo_winners(game.state)]
    else:
        won = [name for name, total in totals.items() if total == max(totals.values())]
    assert all(name in winner for name in won)
    assert winner.startswith("Winners, tied: " if len(won) > 1 else "Winner: ")
    entries = ranking.removeprefix("Final ranking: ").rstrip(".").split(", ")
    ranked = [int(entry.rsplit(" ", 1)[1]) for entry in entries]
    assert ranked == sorted(totals.values(), reverse=True)
    assert len(entries) == len(totals)


def test_a_tie_break_separates_equal_totals() -> None:
    lines = standing_lines(["Ann", "Bo"], [10, 10], keys=[(10, 3), (10, 5)])
    assert lines == ["Winner: Bo, with 10 points.", "Final ranking: 1. Bo 10, 2. Ann 10."]
