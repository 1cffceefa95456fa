"""The deal chosen before "New game" on the Tiletum page (sides and Technologies)."""

from __future__ import annotations

from tutorial.tiletum.components import FIRST_GAME_TECHNOLOGIES
from tutorial.widgets.apps import tiletum
from tutorial.widgets.tiletum.setup_choice import CHOSEN, FROM_SEED, SetupChoice


def test_the_menus_are_for_a_chosen_deal_only():
    deal = SetupChoice()
    assert all(menu.disabled for menu in (*deal.sides, *deal.technologies))
    deal.deal.value = CHOSEN
    assert not any(menu.disabled for menu in (*deal.sides, *deal.technologies))
    deal.deal.value = FROM_SEED
    assert deal.keywords() == {"first_game": False} and repr(deal) == "<SetupChoice: from the seed>"


def test_the_page_deals_the_first_game_then_the_chosen_deal_or_names_the_rule_refused():
    launcher = tiletum(seed=3)
    deal = next(part for part in launcher.children[0].children if isinstance(part, SetupChoice))
    state = launcher.app.game.state
    assert state.technologies == FIRST_GAME_TECHNOLOGIES
    assert [m.side for m in state.underground.maps] == ["A", "A", "A"]
    deal.deal.value = CHOSEN
    deal.sides[2].value = "B"
    deal.technologies[0].value = "Resource"
    shown = launcher.new_game()
    state = shown.game.state
    assert [m.side for m in state.underground.maps] == ["A", "A", "B"]
    assert state.technologies == ("Resource", "Joker", "Character")
    # A deal the engine refuses: its rule is shown, and the game on show stays.
    deal.technologies[1].value = "Resource"  # Resource twice
    launcher.new_button.click()
    assert launcher.app is shown
    assert "Setup changes, 5: 3 different Technology tiles" in launcher.errors.text
