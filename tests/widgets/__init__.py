"""Headless tests of the widgets: no browser, widgets built without a frontend."""
