"""Every code name the teacher's guide mentions exists in the package.

The guide writes code in backticks: ``Game(3, seed=7)``, ``text = game.save()``,
``tutorial.cerro_gordo.scenarios.from_map``, ``road_distances(start, neighbours,
mines)``.  A name that looks like code there, the name of a call, a dotted
name, or a backticked name standing alone, must be defined in ``tutorial/``
(a function, class, constant or a class's member); a dotted name that starts
with ``tutorial.`` must be that exact module and name.  Paths, file names,
commands and quoted strings are not names.  The package's sources are read, not
imported, so the test stays cheap.
"""

from __future__ import annotations

import importlib.util
import keyword
import re
from functools import cache
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
PACKAGE = ROOT / "tutorial"
GUIDE = ROOT / "docs" / "teachers-guide.md"
#: Names the guide takes from other packages, and where they are.
FROM_ELSEWHERE = {
    "concurrent.futures.ProcessPoolExecutor": "concurrent.futures",
    "ProcessPoolExecutor": "concurrent.futures",
    "distributed.Client": "distributed",
    "Client": "distributed",
    "get_executor": "distributed",
}
NAME = re.compile(r"[A-Za-z_]\w*(?:\.[A-Za-z_]\w*)*")
QUOTED = re.compile(r"\"[^\"]*\"|'[^']*'")
INLINE_CODE = re.compile(r"(?<!`)`([^`]+)`(?!`)")


#: ``def name``, ``class Name`` at any depth: functions, classes, methods.
DEFINITION = re.compile(r"^\s*(?:async\s+)?(?:def|class)\s+(\w+)", re.M)
#: ``NAME = ...`` or ``name: type`` at the top of a module or of a class body.
ASSIGNMENT = re.compile(
    r"^(?:    )?([A-Za-z_]\w*)\s*(?::[^=\n]*)?=(?!=)|^    ([A-Za-z_]\w*)\s*:", re.M
)
#: ``from x import a, b as c`` and ``from x import (\n a,\n b,\n)``.
IMPORT = re.compile(r"^from\s+[\w.]+\s+import\s+(\([^)]*\)|[^\n]*)", re.M)


def defined_names(source: str) -> tuple[set[str], set[str]]:
    """A module's definitions (functions, classes, methods, constants, fields), and its imports."""
    defined = set(DEFINITION.findall(source))
    defined |= {a or b for a, b in ASSIGNMENT.findall(source)}
    imported = {
        piece.split(" as ")[-1].strip()
        for names in IMPORT.findall(source)
        for piece in names.strip("()").replace("\n", ",").split(",")
        if piece.strip() and not piece.strip().startswith("#")
    }
    return defined, imported


@cache
def package() -> tuple[dict[str, set[str]], set[str]]:
    """Every module of ``tutorial`` with the names it holds, and every name defined anywhere.

    A module's name is not a name it defines: ``closest_mines`` is a module (and
    an exercise's name), not something a student or a teacher calls.
    """
    modules, everywhere, imported = {}, set(), set()
    for path in sorted(PACKAGE.rglob("*.py")):
        parts = path.relative_to(ROOT).with_suffix("").parts
        module = ".".join(parts[:-1] if parts[-1] == "__init__" else parts)
        defined, names = defined_names(path.read_text("utf-8"))
        modules[module] = defined | names
        everywhere |= defined
        imported |= names
    module_names = {module.rsplit(".", 1)[-1] for module in modules}
    return modules, everywhere | (imported - module_names)


def resolves(name: str) -> bool:
    """``name`` (``tutorial.x.y``, ``Game.load``, ``game.save``, ``check``) is defined."""
    modules, everywhere = package()
    if name in FROM_ELSEWHERE:  # installed with the tutorial (not imported: that is slow)
        return importlib.util.find_spec(FROM_ELSEWHERE[name]) is not None
    parts = name.split(".")
    if parts[0] == "tutorial":
        for cut in range(len(parts), 0, -1):
            module = ".".join(parts[:cut])
            if module in modules:
                rest = parts[cut:]
                return not rest or (
                    rest[0] in modules[module] and all(p in everywhere for p in rest[1:])
                )
        return False
    if len(parts) > 1 and parts[0].islower():  # game.save(): a variable, then members
        parts = parts[1:]
    return all(part in everywhere for part in parts)


def looks_like_code(span: str) -> bool:
    """Not a path, a file, a command or a placeholder."""
    return not (
        "/" in span
        or "<" in span
        or span.startswith(("python ", "bash ", "pip "))
        or re.fullmatch(r"[\w.-]+\.(md|yml|yaml|ipynb|py|toml|txt|json)", span)
        or (ROOT / span).exists()
    )


def code_names(text: str) -> list[str]:
    """The names of calls, dotted names and lone names in ``text``'s inline code."""
    names = []
    for span in INLINE_CODE.findall(" ".join(text.split())):
        if not looks_like_code(span):
            continue
        bare = QUOTED.sub('""', span)
        for match in NAME.finditer(bare):
            name, after = match.group(0), bare[match.end() :].lstrip()
            if keyword.iskeyword(name) or (after.startswith("=") and not after.startswith("==")):
                continue  # a keyword, an argument's name, an assignment's target
            if after.startswith("(") or "." in name or match.group(0) == bare.strip():
                names.append(name)
    return names


def guide_names() -> list[str]:
    return sorted(set(code_names(GUIDE.read_text("utf-8"))))


def test_the_guide_names_code() -> None:
    """The extraction finds the guide's code (so the check below checks something)."""
    names = guide_names()
    assert {"Game", "Game.load", "road_distances", "tutorial.widgets.exercises"} <= set(names)
    assert not {"notebooks", "environment", "seed", "text"} & set(names)


def test_a_name_that_is_not_in_the_package_is_caught() -> None:
    assert code_names("students write `closest_mines`; `check(f, name)`") == [
        "closest_mines",
        "check",
    ]
    assert not resolves("closest_mines")  # a module and an exercise's name, not a function
    assert not resolves("tutorial.cerro_gordo.scenarios.from_mapp")
    assert resolves("tutorial.cerro_gordo.scenarios.from_map")


@pytest.mark.parametrize("name", guide_names())
def test_every_name_in_the_guide_exists(name: str) -> None:
    assert resolves(name), f"docs/teachers-guide.md names `{name}`, which tutorial/ does not define"
