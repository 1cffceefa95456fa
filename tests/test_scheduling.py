"""The groups of tests go to the two workers costliest first (tests/scheduling.py)."""

from __future__ import annotations

from tests.scheduling import cost_rank, group

IDS = (
    "tests/core/test_stats.py::test_wilson",
    "tests/carcassonne/test_executors.py::test_the_same_seeds_give_the_same_table_on_every_"
    "executor[dask_executor]",
    "tests/test_live_boards.py::test_no_cell_moves_an_earlier_board[notebooks/quizzes.ipynb]",
    "tests/test_notebooks_run.py::test_notebook_runs_and_shows_its_pinned_outputs["
    "notebooks/experiments/tiletum.ipynb]",
    "tests/browser/test_reset.py::test_reset",
)


def test_the_browser_tests_then_the_experiments_then_the_notebooks_then_the_executors():
    ranked = sorted(IDS, key=lambda nodeid: cost_rank(group(nodeid)))
    assert [group(nodeid) for nodeid in ranked] == [
        "browser tests/browser/test_reset.py::test_reset",
        "notebooks/experiments/tiletum.ipynb",
        "notebooks/quizzes.ipynb",
        "executors",
        "tests/core/test_stats.py::test_wilson",
    ]


def test_browser_tests_go_one_by_one_except_those_sharing_a_module_fixture():
    """Both workers share the browser suite; the Voilà apps share their module's Voilà server."""
    voila = "tests/browser/test_voila_apps.py::test_"
    assert group(voila + "cerro_gordo_page") == group(voila + "tiletum_page")
    assert group(voila + "tiletum_page") == "browser tests/browser/test_voila_apps.py"
    lab = "tests/browser/test_notebooks_in_lab.py::test_notebook_runs_in_lab["
    first, second = lab + "notebooks/quizzes.ipynb]", lab + "notebooks/00_start_here.ipynb]"
    assert group(first) != group(second)
    assert cost_rank(group(first)) == cost_rank(group(voila + "tiletum_page")) == 0
