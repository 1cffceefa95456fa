"""Tests of the Carcassonne widgets."""
