"""The game-agnostic environment (tutorial.core.environment): an extra, imported on first use."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import numpy as np
import pytest

from tutorial import cerro_gordo
from tutorial.core.contract import game_packages
from tutorial.core.environment import Layout, Section
from tutorial.core.errors import ArgumentError


def test_importing_the_games_does_not_import_pettingzoo():
    imports = "; ".join(f"import tutorial.{name}" for name in game_packages())
    code = f"import sys; {imports}; print('pettingzoo' in sys.modules, 'gymnasium' in sys.modules)"
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert out.stdout.strip() == "False False"


@pytest.mark.parametrize("name", game_packages())
def test_without_pettingzoo_env_says_how_to_install_it(name, monkeypatch):
    game = __import__(f"tutorial.{name}", fromlist=["env"])
    monkeypatch.setitem(sys.modules, "pettingzoo", None)  # as if not installed
    monkeypatch.delitem(sys.modules, "tutorial.core.environment")
    monkeypatch.delitem(sys.modules, f"tutorial.{name}.environment", raising=False)
    with pytest.raises(ModuleNotFoundError, match=r"pip install -e \.\[agents\]"):
        game.env(2)


def test_a_layout_names_its_sections_and_bounds_them():
    layout = Layout([Section("board", (2, 3), 1, "planes"), Section("score", (1,), 50, "points")])
    observation = layout.new()
    layout.part(observation, "score")[0] = 7
    layout.part(observation, "board")[1, 2] = 1
    assert observation.tolist() == [0, 0, 0, 0, 0, 1, 7]
    assert layout.space().contains(observation)
    assert np.array_equal(layout.high, [1, 1, 1, 1, 1, 1, 50])
    assert layout.describe().splitlines()[1] == "score (1,) (0 to 50): points"


def test_a_reward_or_render_mode_the_env_does_not_know_is_refused_by_name():
    for arguments, name in (
        ({"reward": "points"}, "reward"),
        ({"render_mode": "human"}, "render_mode"),
    ):
        with pytest.raises(ArgumentError) as refused:
            cerro_gordo.env(2, **arguments)
        assert refused.value.argument == name


def test_the_readme_agent_loop_plays_a_whole_game():
    """The README's example, as a reader runs it: random legal actions to the end."""
    readme = (Path(__file__).resolve().parents[2] / "README.md").read_text("utf-8")
    section = readme.split("## Agents: every game as a PettingZoo environment", 1)[1]
    code = section.split("```python\n", 1)[1].split("```", 1)[0]
    namespace: dict = {}
    exec(code, namespace)
    game = namespace["game"]
    assert not game.agents  # every agent is done: the game was played to its end
    assert "The game is over" in game.render()
