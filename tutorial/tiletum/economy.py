"""Silver, Gold and Resources: what a player gains and pays, and what Silver is not.

Rulebook, *Silver*: "Silver is not a Resource: you cannot buy it with 2 Gold,
exchange it with the Contract Action, or use it where a Resource is asked."
Silver comes from the supply of 28 tokens (*What it adds*); our reading: the
supply is finite, and a gain it cannot cover gives what is left (the
explanation says so).
"""

from __future__ import annotations

from tutorial.core.errors import IllegalMove, quoted
from tutorial.core.values import evolve
from tutorial.tiletum.components import Gain
from tutorial.tiletum.state import GameState, changed_player, with_player

RULE_SILVER = "Silver"
RULE_BUY = "Base game (reduced): a Resource for 2 Gold"
RULE_EXCHANGE = "Base game (reduced): the Contract Action's exchange"
#: The base game lets a player buy a missing Resource for 2 Gold (the Silver
#: paragraph refers to it); reduced to a Task that buys one.
RESOURCE_PRICE = 2


def resource_index(state: GameState, colour: str, asked_for: str, rule: str = RULE_BUY) -> int:
    """The index of a Resource colour; Silver (or an unknown colour) is refused.

    Rulebook, *Silver*: Silver cannot be used where a Resource is asked.
    ``asked_for`` says what asked for the Resource, for the message, and
    ``rule`` names the rule that refuses a colour that is not a Resource.
    """
    colours = state.components.colours
    if colour.lower() == "silver":
        raise IllegalMove(
            RULE_SILVER, f"Silver is not a Resource: it cannot be used for {asked_for}"
        )
    if colour not in colours:
        raise IllegalMove(
            rule,
            f"{quoted(colour)} is not a Resource colour (one of {', '.join(colours)})",
        )
    return colours.index(colour)


def take_silver(state: GameState, seat: int, amount: int) -> tuple[GameState, int]:
    """``seat`` takes ``amount`` Silver from the supply, or what is left; returns the amount."""
    paid = min(amount, state.silver_supply)
    if paid == 0:
        return state, 0
    player = state.players[seat]
    state = evolve(
        state,
        players=changed_player(state, seat, silver=player.silver + paid),
        silver_supply=state.silver_supply - paid,
    )
    return state, paid


def pay_silver(state: GameState, seat: int, amount: int, rule: str, what: str) -> GameState:
    """``seat`` pays ``amount`` Silver back to the supply, or ``IllegalMove`` under ``rule``."""
    player = state.players[seat]
    if player.silver < amount:
        raise IllegalMove(rule, f"{what} costs {amount} Silver; {player.name} has {player.silver}")
    return evolve(
        state,
        players=changed_player(state, seat, silver=player.silver - amount),
        silver_supply=state.silver_supply + amount,
    )


def gain(state: GameState, seat: int, got: Gain, colour: str) -> tuple[GameState, str]:
    """``seat`` receives ``got``; Resources are of ``colour``.  Returns the state and the words.

    King track steps stop at the track's ends; Silver comes from the finite
    supply (see the module notes).
    """
    player = state.players[seat]
    parts = state.components
    resources = list(player.resources)
    resources[parts.colours.index(colour)] += got.resources
    king = max(parts.king_lowest, min(parts.king_highest, player.king + got.king))
    state = with_player(
        state,
        seat,
        gold=player.gold + got.gold,
        resources=tuple(resources),
        king=king,
        points=player.points + got.points,
    )
    words = got.text()
    if got.resources:
        words += f" ({colour})"
    if got.silver:
        state, paid = take_silver(state, seat, got.silver)
        if paid < got.silver:
            words += f" — only {paid} Silver was left in the supply"
    return state, words


def buy_resource(state: GameState, colour: str) -> GameState:
    """Task (base game, reduced): pay 2 Gold for 1 Resource.  Silver cannot be bought.

    Rulebook, *Silver*: "you cannot buy it with 2 Gold".
    """
    index = resource_index(state, colour, "a purchase with 2 Gold")
    player = state.player
    if player.gold < RESOURCE_PRICE:
        raise IllegalMove(
            RULE_BUY, f"a Resource costs {RESOURCE_PRICE} Gold; {player.name} has {player.gold}"
        )
    resources = list(player.resources)
    resources[index] += 1
    return with_player(
        state, state.active, gold=player.gold - RESOURCE_PRICE, resources=tuple(resources)
    )


def exchange(state: GameState, give: str, get: str) -> GameState:
    """One AP of the Contract Action (reduced): one Resource for one of another colour.

    Rulebook, *Silver*: Silver cannot be exchanged with the Contract Action,
    neither given nor taken.
    """
    give_at = resource_index(state, give, "the Contract Action's exchange", RULE_EXCHANGE)
    get_at = resource_index(state, get, "the Contract Action's exchange", RULE_EXCHANGE)
    player = state.player
    if give_at == get_at:
        raise IllegalMove(RULE_EXCHANGE, f"exchanging {give} for {give} changes nothing")
    if player.resources[give_at] < 1:
        raise IllegalMove(RULE_EXCHANGE, f"{player.name} has no {give} Resource to give")
    resources = list(player.resources)
    resources[give_at] -= 1
    resources[get_at] += 1
    return with_player(state, state.active, resources=tuple(resources))


def gain_colour(state: GameState) -> str:
    """The colour a stand-in Resource gain takes: the die in use, else the first colour.

    Our reading: a stand-in tile cannot print a colour, and the die in use
    is the one colour at hand.
    """
    die = state.turn.die
    return die.colour if die is not None else state.components.colours[0]
