"""Carcassonne (base game): every rule of the rulebook, as small named functions."""
