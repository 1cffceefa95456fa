"""Tiletum: Prospect for Silver — the Underground maps and the Cardinalbot's Prospector action.

- :mod:`tutorial.tiletum.maps` — the three Underground maps (sides A and B)
  as data: spaces, connections, Towns and their sites, Stone Tablets
  (stand-in layouts, in ``data/maps.json``).
- :mod:`tutorial.tiletum.underground` — who has built where, where the
  Prospectors stand and which Stone Tablets are covered.
- :mod:`tutorial.tiletum.routes` — the shortest route that crosses the most
  uncovered Stone Tablets, a search that can show its work.
- :mod:`tutorial.tiletum.cardinalbot` — the solo bot's Prospector action:
  which Town, which site, which route, and why.
"""
