"""Reading a step-through view the way a learner sees it."""

from __future__ import annotations

import html
import re


def lit_lines(view) -> list[int]:
    """The pseudocode line numbers the view lights now."""
    return [int(n) for n in re.findall(r'aria-current="step".*?</span>\s*(\d+)', view.code.value)]


def plain(markup: str) -> str:
    """HTML as the text a reader sees: a line per block, tags dropped, entities read."""
    text = re.sub(r"<(br|/div)[^>]*>", "\n", markup)
    text = re.sub(r"</span>\s*<span", "</span> <span", text)  # boxes side by side
    text = html.unescape(re.sub(r"<[^>]+>", "", text)).replace("\xa0", " ")
    return "\n".join(" ".join(line.split()) for line in text.splitlines() if line.strip())


def roles(marks) -> dict[str, tuple]:
    """``{role: nodes or pairs}`` of a step's marks."""
    return {m.role: getattr(m, "nodes", None) or getattr(m, "pairs", ()) for m in marks}
