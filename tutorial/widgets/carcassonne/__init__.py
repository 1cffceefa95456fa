"""Carcassonne's widgets: tiles drawn from their slots, the board, and the whole game."""
