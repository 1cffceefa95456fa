"""Widgets of Cerro Gordo: its board, building row, hand, app and step-through views.

They draw :mod:`tutorial.cerro_gordo` states with the shared kit of
:mod:`tutorial.widgets` (drawing, controls, explanation panel, palette).
"""
