"""The home screen and its language choice (decisions: presenters/home.py)."""
