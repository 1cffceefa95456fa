"""The Wilson interval and the win-rate table of tutorial.core.stats."""

from __future__ import annotations

import numpy as np
import pandas as pd
import pytest

from tutorial.core.stats import Z95, wilson, win_rates


@pytest.mark.parametrize(("wins", "games"), [(0, 1), (0, 40), (7, 40), (20, 40), (40, 40), (3, 7)])
def test_the_interval_holds_the_rate_and_stays_within_0_and_1(wins, games):
    low, high = wilson(wins, games)
    assert 0 <= low <= wins / games <= high <= 1


def test_no_win_and_every_win_have_the_closed_form_bound():
    # With no win, the Wilson interval is [0, z^2 / (n + z^2)]; with every win, its mirror.
    n = 40
    bound = Z95**2 / (n + Z95**2)
    assert wilson(0, n) == pytest.approx((0, bound))
    assert wilson(n, n) == pytest.approx((1 - bound, 1))


def test_the_interval_is_symmetric_between_wins_and_losses():
    low, high = wilson(13, 40)
    mirror_low, mirror_high = wilson(27, 40)
    assert low == pytest.approx(1 - mirror_high) and high == pytest.approx(1 - mirror_low)


def test_it_narrows_with_more_games_and_widens_with_more_confidence():
    def width(wins, games, z=Z95):
        low, high = wilson(wins, games, z)
        return high - low

    assert width(200, 400) < width(20, 40) < width(2, 4)
    assert width(20, 40, z=1.0) < width(20, 40) < width(20, 40, z=2.576)


def test_it_works_element_by_element_on_a_series():
    wins, games = pd.Series([0, 5, 10]), pd.Series([10, 10, 10])
    low, high = wilson(wins, games)
    for i in range(3):
        assert (low[i], high[i]) == pytest.approx(wilson(int(wins[i]), int(games[i])))


def test_win_rates_groups_the_winner_column_and_adds_the_interval():
    table = pd.DataFrame(
        {
            "seat": [0, 1] * 5,
            "first": [0, 1, 1, 0, 0, 1, 1, 0, 0, 1],
            "winner": [True, False, True, False, False, True, True, False, True, False],
        }
    )
    rates = win_rates(table, "seat")
    assert rates.loc[0, "rate"] == 0.8 and rates.loc[0, "wins"] == 4 and rates.loc[0, "games"] == 5
    low, high = wilson(4, 5)
    assert (rates.loc[0, "low"], rates.loc[0, "high"]) == (round(low, 3), round(high, 3))
    both = win_rates(table, ["seat", "first"])
    assert both.games.sum() == len(table) and set(both.index) == {(0, 0), (0, 1), (1, 0), (1, 1)}
    assert np.allclose(both.rate, table.groupby(["seat", "first"]).winner.mean(), atol=5e-4)
