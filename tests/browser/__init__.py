"""Real-browser tests: JupyterLab in headless Chromium (see lab.py)."""
