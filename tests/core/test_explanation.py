"""Explanations and highlights: data that a widget draws and a test reads."""

import pytest

from tutorial.core.explanation import (
    ROLES,
    Explanation,
    Highlight,
    Outcome,
    no_lines,
    on_demand,
    with_lines,
)


def test_highlight_rejects_unknown_role():
    with pytest.raises(ValueError, match="unknown highlight role 'glow'"):
        Highlight("glow", ((0, 0),))


def test_highlight_needs_one_label_per_cell_or_none():
    Highlight("path", ((0, 0), (1, 0)))
    Highlight("path", ((0, 0), (1, 0)), ("1", "2"))
    with pytest.raises(ValueError, match="one label per cell"):
        Highlight("path", ((0, 0), (1, 0)), ("1",))


def test_highlight_str_names_the_role_meaning_and_cells():
    text = str(Highlight("path", ((1, 2), (3, 4)), ("1", "2")))
    assert text == f"{ROLES['path']} (cells): (1, 2) [1], (3, 4) [2]"
    row = str(Highlight("paid", ((0, 0),), area="row"))
    assert row == f"{ROLES['paid']} (row positions): (0, 0)"


def test_explanation_text_highlighted_and_str():
    e = Explanation(
        "Mined Mine 2",
        ("First.", "Second."),
        "Mining",
        (
            Highlight("path", ((1, 1), (2, 1))),
            Highlight("closest", ((3, 1),)),
            Highlight("path", ((2, 2),)),
        ),
    )
    assert e.text == "First. Second."
    assert e.highlighted("path") == ((1, 1), (2, 1), (2, 2))
    assert e.highlighted("lost") == ()
    lines = str(e).splitlines()
    assert lines[0] == "Mined Mine 2 (rule: Mining)"
    assert lines[1:3] == ["  First.", "  Second."]
    assert lines[3].startswith("  * " + ROLES["path"])
    assert len(lines) == 6


def test_explanation_without_rule_has_bare_title():
    assert str(Explanation("Setup")) == "Setup"


def test_outcome_unpacks_and_explains_once():
    calls = []
    outcome = Outcome.later("s1", lambda: calls.append(1) or Explanation("Moved", ("a",)))
    state, explain = outcome
    assert state == "s1" and calls == []
    assert explain() is explain() and calls == [1]


def test_with_lines_adds_sentences_on_demand_only():
    calls = []

    def more():
        calls.append("more")
        return ["b", "c"]

    explain = with_lines(lambda: Explanation("Moved", ("a",), "Rule"), more, no_lines)
    assert calls == []
    assert explain().lines == ("a", "b", "c") and explain().rule == "Rule"
    assert explain() is explain() and calls == ["more"]


def test_with_nothing_to_add_is_the_same_function():
    explain = on_demand(lambda: Explanation("x"))
    assert with_lines(explain, no_lines) is explain


def test_with_lines_takes_sentences_and_highlights_from_an_explanation_part():
    lit = Highlight("placed", ((1, 0),))

    def part():
        return Explanation("dropped title", ("b",), "dropped rule", (lit,))

    explain = with_lines(lambda: Explanation("Moved", ("a",), "Rule"), part, lambda: ["c"])
    made = explain()
    assert made.title == "Moved" and made.rule == "Rule"
    assert made.lines == ("a", "b", "c") and made.highlights == (lit,)
