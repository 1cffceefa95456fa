"""The explanation panel: title, rule, lines, legend; refusals in a red box; all escaped."""

from __future__ import annotations

from tutorial.core.errors import IllegalMove
from tutorial.core.explanation import ROLES, Explanation, Highlight
from tutorial.widgets.explanation import ExplanationPanel, legend_html


def test_shows_title_rule_lines_and_legend_of_roles_used():
    e = Explanation("Mined Mine 1", ("+3 silver.",), "Mining", (Highlight("path", ((1, 1),)),))
    panel = ExplanationPanel(e)
    assert "Mined Mine 1" in panel.value and "Mining" in panel.value and "+3 silver." in panel.value
    assert ROLES["path"] in panel.value
    assert ROLES["closest"] not in panel.value
    assert panel.text == str(e)


def test_extra_roles_join_the_legend():
    panel = ExplanationPanel()
    panel.show(Explanation("x"), extra_roles=("legal",))
    assert ROLES["legal"] in panel.value


def test_everything_is_escaped():
    panel = ExplanationPanel(Explanation("<b>t</b>", ("<script>x</script>",), "<i>r</i>"))
    assert "<script>" not in panel.value and "&lt;script&gt;" in panel.value
    panel.show_error(IllegalMove("<rule>", "<msg>"))
    assert "<rule>" not in panel.value and "&lt;msg&gt;" in panel.value


def test_illegal_move_shows_a_red_box_naming_the_rule():
    panel = ExplanationPanel(Explanation("Before"))
    panel.show_error(IllegalMove("Road: it must make at least one connection", "no exit"))
    assert "border:3px solid #D55E00" in panel.value
    assert "Road: it must make at least one connection" in panel.value
    assert "Before" in panel.value  # the last explanation stays under it
    assert panel.text.startswith("Not allowed (Road: it must make at least one connection)")
    panel.clear_error()
    assert "Not allowed" not in panel.value


def test_other_errors_and_notices():
    panel = ExplanationPanel()
    panel.show_error(KeyError("oops"))
    assert "KeyError" in panel.text
    panel.show_notice("press Step")
    assert panel.text == "Note: press Step"


def test_guard_catches_and_shows():
    panel = ExplanationPanel()

    @panel.guard
    def bad(x):
        raise IllegalMove("Mining", f"nope {x}")

    assert bad(3) is None
    assert "nope 3" in panel.value


def test_legend_html_empty_and_filled():
    assert legend_html([]) == ""
