"""The new-game screen (decisions: presenters/setup.py)."""
