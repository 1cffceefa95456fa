"""The panels of the Tiletum app: the dice on the wheel, the action, the players, in HTML and text.

Every function here reads a :class:`~tutorial.tiletum.state.GameState` (and
the legal actions the engine lists) and writes HTML for the page or plain
text for a screen reader and the tests.  Nothing here holds a rule: which
action a die's segment offers comes from :func:`~tutorial.tiletum.wheel.actions_on`,
the score from :func:`~tutorial.tiletum.scoring.score_sheet`, what may be
done from :func:`~tutorial.tiletum.legal.legal_actions`.
"""

from __future__ import annotations

import html
from collections.abc import Iterable, Sequence

from tutorial.tiletum.actions import (
    Action,
    Build,
    BuildCathedral,
    BuyResource,
    EndTurn,
    Exchange,
    Move,
    MovementPoint,
    NewProspector,
    TakeBonusTile,
    TakeDie,
    UnlockTier,
    UseApMarker,
)
from tutorial.tiletum.cathedrals import cathedral_spots
from tutorial.tiletum.maps import numeral
from tutorial.tiletum.scoring import score_sheet
from tutorial.tiletum.solo import is_cardinal
from tutorial.tiletum.state import (
    ACTIONS_PER_ROUND,
    PIECE_NAMES,
    PROSPECTOR,
    ROUNDS,
    GameState,
    built_by,
)
from tutorial.tiletum.technologies import NUMERALS
from tutorial.tiletum.wheel import actions_on, base_action_on, movement_segment
from tutorial.widgets import palette

#: A swatch colour for each Resource colour (the name is always written beside it).
RESOURCE_SWATCHES = {
    "grey": "#999999",
    "brown": "#8C5A2B",
    "yellow": palette.YELLOW,
    "red": palette.VERMILLION,
    "blue": palette.BLUE,
}

#: The sections of the action buttons, in the order they are shown.
SECTIONS = (
    "Take a die",
    "Prospector Action",
    "Contract Action",
    "Tasks",
    "End",
)

BOX = "font:13px sans-serif;line-height:1.45"


def section(action: Action) -> str:
    """The section of the page whose buttons hold ``action``."""
    if isinstance(action, TakeDie):
        return "Take a die"
    if isinstance(action, (Move, TakeBonusTile, Build)):
        return "Prospector Action"
    if isinstance(action, Exchange):
        return "Contract Action"
    if isinstance(action, EndTurn):
        return "End"
    return "Tasks"


def prospector_name(state: GameState, index: int) -> str:
    """The active player's Prospector ``index`` and where it stands (``"Prospector 0 (I: s)"``)."""
    places = state.underground.prospectors.get(state.player.name, ())
    if not 0 <= index < len(places):
        return f"Prospector {index}"
    number, space = places[index]
    return f"Prospector {index} ({numeral(number)}: {space})"


def action_label(state: GameState, action: Action) -> str:
    """A short button label for ``action`` (the engine's names and ids)."""
    if isinstance(action, TakeDie):
        return action.action
    if isinstance(action, Move):
        return f"P{action.prospector} → {action.to}"
    if isinstance(action, TakeBonusTile):
        number, town = state.underground.prospectors[state.player.name][action.prospector]
        tiles = state.tiles_at((number, town))
        tile = tiles[action.tile] if action.tile < len(tiles) else action.tile
        return f"P{action.prospector}: Bonus tile {tile}"
    if isinstance(action, Build):
        number, _ = state.underground.prospectors[state.player.name][action.prospector]
        _, site = state.underground.map(number).site(action.site)
        return f"P{action.prospector}: build {PIECE_NAMES[site.kind]} {action.site}"
    if isinstance(action, Exchange):
        return f"{action.give} → {action.get}"
    if isinstance(action, BuyResource):
        return f"Buy 1 {action.colour} (2 Gold)"
    if isinstance(action, UnlockTier):
        tier = state.player.tiers[state.technologies.index(action.technology)] + 1
        return f"{action.technology} → tier {NUMERALS[tier - 1]} ({tier} Silver)"
    if isinstance(action, NewProspector):
        silver = state.underground.map(action.map).start_silver
        return f"New Prospector on {numeral(action.map)} ({silver} Silver)"
    if isinstance(action, MovementPoint):
        return f"Movement point: P{action.prospector} → {action.to}"
    if isinstance(action, UseApMarker):
        return f"+{action.marker} AP marker (once a game)"
    if isinstance(action, BuildCathedral):
        return cathedral_label(state, action)
    return "End turn"


def cathedrals_text(state: GameState) -> str:
    """The Underground Cathedrals in one line: each spot's cost (and builders), then the top tile.

    >>> from tutorial.tiletum.setup import new_game
    >>> cathedrals_text(new_game(2, seed=1).state)[:70]
    'Underground Cathedrals (C on the maps; stand-in costs): Lapis 2 Silver'
    """
    cathedrals = state.cathedrals
    if cathedrals is None:
        return ""
    spots = []
    for spot, _ in cathedral_spots(state.underground.maps):
        town = state.underground.map(spot[0]).space(spot[1]).town
        cost = cathedrals.cost_at(spot)
        builders = cathedrals.builders(spot)
        built = f" (built by {', '.join(builders)})" if builders else ""
        spots.append(
            f"{town.name if town else spot[1]} {cost.text() if cost else 'no tile'}{built}"
        )
    if cathedrals.stack:
        top = cathedrals.contents.tile(cathedrals.stack[0])
        after = f"top tile {top.id}, {top.points} points ({len(cathedrals.stack)} left)"
    else:
        after = "no tile left"
    return f"Underground Cathedrals (C on the maps; stand-in costs): {', '.join(spots)}; {after}."


def cathedral_label(state: GameState, action: BuildCathedral) -> str:
    """``"P0: Cathedral in Lapis (2 Silver)"``: the Town and the cost tile it pays."""
    number, space = state.underground.prospectors[state.player.name][action.prospector]
    town = state.underground.map(number).space(space).town
    cost = state.cathedrals.cost_at((number, space)) if state.cathedrals else None
    name = town.name if town else space
    return f"P{action.prospector}: Cathedral in {name} ({cost.text() if cost else '?'})"


def action_tooltip(state: GameState, action: Action) -> str:
    """A longer description of ``action``, for the button's tooltip."""
    if isinstance(action, TakeDie):
        die = state.dice[action.die]
        return (
            f"Take the {die} die for the {action.action} Action: "
            f"{die.resources} {die.colour} Resource(s) and {die.ap} AP"
        )
    if isinstance(action, (Move, TakeBonusTile, Build)):
        return f"Prospector Action, 1 AP: {action!r}"
    return repr(action)


def action_text(state: GameState, action: Action) -> str:
    """An action in a line of plain text (a die is named with its colour and value)."""
    if isinstance(action, TakeDie):
        die = state.dice[action.die]
        return f"Take die {action.die} ({die}) for the {action.action} Action"
    return action_label(state, action)


def swatch(colour: str) -> str:
    """A small square of a Resource colour (its name is written next to it by the caller)."""
    fill = RESOURCE_SWATCHES.get(colour, palette.GREY)
    return (
        f'<span style="display:inline-block;width:12px;height:12px;background:{fill};'
        f'border:1px solid {palette.INK};vertical-align:-1px;margin-right:3px"></span>'
    )


# -- the wheel -----------------------------------------------------------------------------
def dice_lines(state: GameState) -> list[str]:
    """Each die on the wheel: colour, value, Resources, AP, and what its segment offers."""
    moving = movement_segment(state)
    lines = []
    for index, die in enumerate(state.dice):
        offers = ", ".join(actions_on(state, die.segment))
        point = "; + the movement point" if die.segment == moving else ""
        lines.append(
            f"Die {index}: {die.colour} {die.value} — {die.resources} Resource(s), "
            f"{die.ap} AP; segment {die.segment} offers {offers}{point}"
        )
    return lines


def die_html(state: GameState, index: int) -> str:
    """One die as a line of HTML (the buttons to take it are added by the app)."""
    die = state.dice[index]
    if base_action_on(state, die.segment).joker:
        offers = "the Joker: any action"
    else:
        offers = ", ".join(actions_on(state, die.segment))
    point = " <i>+ movement point</i>" if die.segment == movement_segment(state) else ""
    return (
        f'<span style="{BOX}">{swatch(die.colour)}<b>{html.escape(die.colour)} {die.value}</b>'
        f" &middot; {die.resources} Res, <b>{die.ap} AP</b> &middot; "
        f"offers {html.escape(offers)}{point}</span>"
    )


# -- the action in progress ----------------------------------------------------------------
def turn_text(state: GameState) -> str:
    """Whose action it is and how far it has got, in one or two sentences."""
    if state.over:
        return "The game is over: 4 rounds have been played. See the score sheets below."
    player, turn = state.player, state.turn
    head = (
        f"Round {state.round} of {ROUNDS}, {player.name}'s action "
        f"{player.actions + 1} of {ACTIONS_PER_ROUND}."
    )
    if turn.die is None:
        return f"{head} Take a die from the wheel (Tasks may be done at any time)."
    moved = " The movement point is used." if turn.moved else ""
    if turn.action == PROSPECTOR:
        return (
            f"{head} Prospector Action with the {turn.die} die: {turn.ap} AP left "
            f"(1 AP a move, a Bonus tile or a building).{moved} Click a lit space to move, "
            "or use the buttons; End turn when done."
        )
    return (
        f"{head} {turn.action} Action with the {turn.die} die: {turn.ap} AP left.{moved} "
        "End turn when done."
    )


def section_hint(state: GameState, name: str, has_buttons: bool) -> str:
    """The line over a section's buttons: what the section is for now (``""``: nothing to say)."""
    turn = state.turn
    if name == "Prospector Action" and not state.over:
        if turn.die is None:
            return (
                "Take a die for the Prospector Action: then each option (a move, a Bonus tile, "
                "a building) costs 1 AP."
            )
        if turn.action == PROSPECTOR:
            left = "" if has_buttons else " No option left: End turn."
            return f"AP left: {turn.ap}.{left}"
        return f"The die was taken for the {turn.action} Action: no Prospector option now."
    if name == "Contract Action" and has_buttons:
        return f"Contract Action: {turn.ap} AP left; each exchanges 1 Resource for another."
    return ""


# -- players -------------------------------------------------------------------------------
def player_rows(state: GameState, seat: int) -> list[tuple[str, str]]:
    """``(label, value)`` rows describing one player (shared by the HTML and the text)."""
    p = state.players[seat]
    here = state.underground
    colours = state.components.colours
    resources = ", ".join(f"{n} {c}" for c, n in zip(colours, p.resources, strict=True) if n)
    if is_cardinal(state, seat):  # Solo setup, 5: no Technology markers, its Mines by its board
        techs = "none: the Cardinal ignores Technologies"
        kept = f"{p.mines} by its board"
    else:
        techs = ", ".join(
            f"{name} {NUMERALS[t - 1] if t else '—'}"
            for name, t in zip(state.technologies, p.tiers, strict=True)
        )
        kept = f"{p.mines} in supply, {p.mines_by_king} beside the King track"
    on_maps = here.prospectors.get(p.name, ())
    where = ", ".join(f"{numeral(n)}: {s}" for n, s in on_maps) or "none"
    rows = [
        ("Silver", str(p.silver)),
        ("Gold", str(p.gold)),
        ("Resources", resources or "none"),
        ("King track", str(p.king)),
        ("Technologies", techs),
        ("Bonus AP markers", ", ".join(f"+{m}" for m in p.ap_markers) or "none"),
        (
            "Mines",
            f"{kept}, {built_by(state, p.name, 'mine')} built",
        ),
        (
            "Houses",
            f"{p.houses} in supply, {p.houses_main} on the main map, "
            f"{built_by(state, p.name, 'house')} underground",
        ),
        (
            "Pillars",
            f"{p.pillars} in supply, {p.pillars_main} on the main map, "
            f"{built_by(state, p.name, 'pillar')} underground",
        ),
        ("Prospectors", f"{p.prospectors} in supply; on the maps: {where}"),
        ("Actions this round", f"{p.actions} of {ACTIONS_PER_ROUND}"),
    ]
    return rows


def players_html(
    state: GameState, looks: dict[str, palette.Look], seats: Sequence[str] = ()
) -> str:
    """A table with a column per player, and each player's score sheet under it."""
    names = [p.name for p in state.players]
    head = []
    for seat, name in enumerate(names):
        look = looks.get(name, palette.player_look(seat))
        active = seat == state.active and not state.over
        badge = (
            f'<span style="display:inline-block;width:18px;height:18px;border-radius:50%;'
            f"background:{look.colour};color:{look.text};text-align:center;font:bold 12px/18px "
            f'sans-serif;margin-right:4px">{html.escape(look.mark)}</span>'
        )
        who = f" ({html.escape(seats[seat])})" if seat < len(seats) and seats[seat] else ""
        mark = " &#9664; acting" if active else ""
        head.append(
            f"<th style='text-align:left;padding:2px 10px'>{badge}{html.escape(name)}"
            f"{who}{mark}</th>"
        )
    rows = [player_rows(state, seat) for seat in range(len(names))]
    body = []
    for i, (label, _) in enumerate(rows[0]):
        cells = "".join(
            f"<td style='padding:2px 10px;vertical-align:top'>{html.escape(r[i][1])}</td>"
            for r in rows
        )
        body.append(f"<tr><th style='text-align:left;padding:2px 6px'>{label}</th>{cells}</tr>")
    sheets = "".join(
        "<td style='padding:2px 10px;vertical-align:top'><pre style='font:12px monospace;"
        f"margin:0'>{html.escape(score_sheet(state, seat).text())}</pre></td>"
        for seat in range(len(names))
    )
    body.append(
        "<tr><th style='text-align:left;padding:2px 6px;vertical-align:top'>Score sheet"
        f"<br><small>({'final' if state.over else 'if the game ended now'})</small></th>"
        f"{sheets}</tr>"
    )
    return (
        f'<div class="tiletum-players" style="{BOX}"><b>Players</b>'
        '<table style="border-collapse:collapse;margin-top:4px">'
        f"<thead><tr><th></th>{''.join(head)}</tr></thead><tbody>{''.join(body)}</tbody>"
        "</table></div>"
    )


def players_text(state: GameState) -> str:
    """Every player's quantities and score sheet, in plain text."""
    out = []
    for seat, p in enumerate(state.players):
        acting = " (acting)" if seat == state.active and not state.over else ""
        out.append(f"{p.name}{acting}:")
        out += [f"  {label}: {value}" for label, value in player_rows(state, seat)]
        out += ["  " + line for line in score_sheet(state, seat).text().splitlines()]
    return "\n".join(out)


def group(actions: Iterable[Action]) -> dict[str, list[Action]]:
    """Actions by the section of the page that shows them (every section, maybe empty)."""
    out: dict[str, list[Action]] = {name: [] for name in SECTIONS}
    for action in actions:
        out[section(action)].append(action)
    return out
