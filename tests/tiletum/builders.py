"""Small Underground maps for tests, built through the same loader as the shipped ones."""

from __future__ import annotations

from tutorial.tiletum.maps import Map, read_map


def town(name: str, *sites: str | tuple) -> dict:
    """A town's JSON: each site is a kind, or ``(kind, gold)``, or ``(kind, gold, bonus)``."""
    out = []
    for site in sites:
        kind, gold, bonus = (site, None, None) if isinstance(site, str) else (*site, None)[:3]
        entry = {"kind": kind}
        if gold is not None:
            entry["gold"] = gold
        if bonus is not None:
            entry["bonus"] = bonus
        out.append(entry)
    return {"name": name, "sites": out}


def small_map(
    numeral: str,
    towns: dict[str, dict],
    connections: list[str],
    tablets: dict[str, str] | None = None,
    start: str = "s",
) -> Map:
    """A map from ``{space: town}`` and ``["s-a", "a-b", ...]``; ``tablets`` is ``{id: "a-b"}``.

    Every space named in a connection exists; spaces are laid out on a line.
    """
    names = list(dict.fromkeys([start, *(e for c in connections for e in c.split("-"))]))
    spaces = []
    for i, space in enumerate(names):
        entry: dict = {"id": space, "at": [i, 0]}
        if space in towns:
            entry["town"] = towns[space]
        spaces.append(entry)
    data = {
        "map": numeral,
        "side": "A",
        "start": start,
        "start_silver": {"I": 0, "II": 1, "III": 2}[numeral],
        "spaces": spaces,
        "connections": [c.split("-") for c in connections],
        "tablets": [{"id": t, "between": e.split("-")} for t, e in (tablets or {}).items()],
    }
    return read_map(data, source=f"test map {numeral}")
