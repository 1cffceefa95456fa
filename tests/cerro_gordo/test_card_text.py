"""The cards read as plain English: articles and plurals agree with the words."""

import re

from tutorial.cerro_gordo.components import personal_objectives, public_objectives


def test_no_card_says_a_before_a_vowel():
    texts = [card.text for card in (*personal_objectives(), *public_objectives())]
    wrong = [t for t in texts if re.search(r"\ba [AEIOU]", t)]
    assert wrong == []


def test_rewards_of_one_are_singular():
    cards = [*personal_objectives(), *public_objectives()]
    for card in cards:
        label = str(card)
        assert "[1 points]" not in label and "(1 points" not in label
    ones = [card for card in cards if card.reward == 1 and not card.public]
    for card in ones:
        assert "1 point" in str(card)
